/// The files a command writes by name, checked before anything is written against the files the
/// run reads and against each other: an output put in place over a file the run reads would
/// replace it (`--output` naming the run's `--config` catalog, `--csv` naming the pay period),
/// and two outputs on one file would leave only the one written last.
///
/// A batch run's own outputs are also checked against its input and each other by the job
/// itself (``BatchJob/run(input:output:rejections:progress:)``); this is for what the job does
/// not see, such as the catalog files a command loaded or a page it writes after the run.
package enum OutputTargets {
  /// A file by its role and its path.
  package struct NamedFile: Sendable {
    /// What the file is to the run, as a message names it: `output`, `--html page`,
    /// `--config catalog`.
    package var role: String
    /// The path to open, resolved against the run's directory.
    package var path: String
    /// The path as the person gave it, for messages.
    package var shown: String

    /// A file playing `role` at `path`, shown as `shown`.
    package init(role: String, path: String, shown: String) {
      self.role = role
      self.path = path
      self.shown = shown
    }
  }

  /// Throws when an output names a file in `reads`, or two outputs name one file.
  ///
  /// An output written through a descriptor the process was given (`/dev/stdout`) is not put in
  /// place by name, so it replaces nothing and is not checked; a file that is not a regular file
  /// (a directory, a device) is not checked either: opening it fails or writes in place.
  ///
  /// - Throws: ``BatchError`` of kind ``BatchError/Kind/invalidJob``, naming both files.
  package static func check(_ outputs: [NamedFile], reads: [NamedFile]) throws(BatchError) {
    let read = reads.compactMap { file in OutputFile.identity(of: file.path).map { (file, $0) } }
    var written: [(file: NamedFile, identity: FileIdentity)] = []
    for output in outputs where OutputFile.inheritedDescriptor(named: output.path) == nil {
      guard let identity = OutputFile.identity(of: output.path) else { continue }
      if let (file, _) = read.first(where: { $0.1 == identity }) {
        let named = file.shown == output.shown ? "" : " '\(file.shown)'"
        throw BatchError(
          .invalidJob,
          message: "the \(output.role) '\(output.shown)' is the \(file.role)\(named), which the "
            + "run reads; write to another file")
      }
      if let other = written.first(where: { $0.identity == identity }) {
        throw BatchError(
          .invalidJob,
          message: "the \(output.role) and the \(other.file.role) name the same file "
            + "'\(output.shown)'; give each its own file")
      }
      written.append((output, identity))
    }
  }

  /// Throws when one of `outputs` is where this process's standard output goes: descriptor 1
  /// by one of its names (`/dev/stdout`, `/dev/fd/1`), or the regular file the shell sent
  /// standard output to (`> payroll.csv`). For a command that prints its report to standard
  /// output beside the files it writes by name: the file would be mixed into the report, or put
  /// in place over it.
  ///
  /// - Throws: ``BatchError`` of kind ``BatchError/Kind/invalidJob``, naming the output.
  package static func checkApartFromStandardOutput(_ outputs: [NamedFile]) throws(BatchError) {
    let standardOutput = FileDescriptorStream(descriptor: 1, name: "standard output")
    let redirected = standardOutput.fileIdentity
    for output in outputs {
      let isStandardOutput =
        OutputFile.inheritedDescriptor(named: output.path) == 1
        || (redirected != nil && OutputFile.identity(of: output.path) == redirected)
      guard isStandardOutput else { continue }
      throw BatchError(
        .invalidJob,
        message: "the \(output.role) '\(output.shown)' is where standard output goes, which "
          + "carries the command's report; write it to a file of its own")
    }
  }
}
