/// An output file written beside its target and renamed over it when the run completes.
///
/// The temporary file is `.<name>.tipbatch-<pid>-<random>` in the target's directory (the same file
/// system, so the rename is atomic), created with the permissions of the file it replaces, or
/// 0644 less the umask for a new one. A target that is a symbolic link is resolved first, so the
/// link stays and the file it points to is replaced. A target that is a device or a pipe (such
/// as `/dev/null`) is opened and written directly: there is nothing to truncate or replace. So is
/// an existing file in a directory where no file can be created (no write permission on the
/// directory): it is emptied when opened, which happens only once the run has started.
final class OutputFile {
  /// The stream to write.
  let stream: FileDescriptorStream
  /// How messages name the target, quoted.
  let label: String
  /// The file the output becomes.
  private let target: String
  /// The temporary file, or `nil` for a device written directly.
  private let temporary: String?
  private var isFinished = false

  /// Whether a successful run renames a temporary file over the target.
  var replacesTarget: Bool { temporary != nil }

  /// Opens the output for `path`.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the file cannot be
  ///   created, such as `cannot write the output file 'out/x.csv': No such file or directory`.
  init(path: String, name: String) throws(BatchError) {
    label = "'\(name)'"
    let existing = System.status(ofPath: path)
    if let existing, existing.isDirectory {
      throw BatchError(
        .writeFailure, message: "cannot write '\(name)': it is a directory; give a file name")
    }
    if let existing, !existing.isRegularFile {
      let descriptor = System.openForWriting(path, truncating: false)
      guard descriptor >= 0 else {
        throw BatchError(
          .writeFailure, message: "cannot write '\(name)': \(System.lastErrorText())")
      }
      target = path
      temporary = nil
      stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
      return
    }
    target = existing == nil ? path : System.canonicalPath(path) ?? path
    let (directory, file) = OutputFile.split(target)
    var attempt = 0
    while true {
      let number = UInt32.random(in: 0 ... .max)
      let candidate = "\(directory).\(file).tipbatch-\(System.processIdentifier)-\(number)"
      let descriptor = System.createExclusively(candidate, permissions: 0o644)
      if descriptor >= 0 {
        if let existing { System.setPermissions(descriptor, existing.permissions) }
        temporary = candidate
        stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
        return
      }
      attempt += 1
      if System.wasExisting && attempt < 100 { continue }
      let reason = System.lastErrorText()
      if existing != nil {
        let descriptor = System.openForWriting(path, truncating: true)
        if descriptor >= 0 {
          temporary = nil
          stream = FileDescriptorStream(descriptor: descriptor, name: label, ownsDescriptor: true)
          return
        }
      }
      throw BatchError(.writeFailure, message: "cannot write '\(name)': \(reason)")
    }
  }

  deinit { discard() }

  /// Closes the file and renames it over the target.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the rename fails.
  func commit() throws(BatchError) {
    guard !isFinished else { return }
    isFinished = true
    stream.close()
    guard let temporary else { return }
    guard System.rename(temporary, to: target) else {
      let reason = System.lastErrorText()
      System.remove(temporary)
      throw BatchError(
        .writeFailure, message: "cannot put \(label) in place: \(reason); it was left as it was")
    }
  }

  /// Closes the file and removes the temporary file, leaving the target as it was.
  func discard() {
    guard !isFinished else { return }
    isFinished = true
    stream.close()
    if let temporary { System.remove(temporary) }
  }

  /// What identifies the file at `path`: its device and inode when it exists, else its absolute
  /// path (resolved through its directory) so that two spellings of one new file compare equal.
  static func identity(of path: String) -> FileIdentity? {
    if let status = System.status(ofPath: path) {
      guard status.isRegularFile else { return nil }
      return .file(device: status.device, inode: status.inode)
    }
    let (directory, file) = split(path)
    let resolved = System.canonicalPath(directory.isEmpty ? "." : directory) ?? directory
    return .path(resolved + "/" + file)
  }

  /// The directory part of `path` with its final `/` (empty for a bare name), and the file name.
  private static func split(_ path: String) -> (directory: String, file: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }
}
