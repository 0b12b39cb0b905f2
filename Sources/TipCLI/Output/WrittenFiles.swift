import TipBatch

/// The check a command makes before it writes anything: no file it writes by name may be a file
/// it reads, nor another of its outputs (``OutputTargets``). Either is a usage mistake (64), as
/// two outputs of `batch` on one file are, and nothing is written.
enum WrittenFiles {
  /// A file a command reads or writes: its role in messages (`--html page`, `--config catalog`)
  /// and its path as given; `nil` and empty are left out. `-` is a file of that name, as
  /// `--config -`, `--html -` and `--svg -` read and write it; an option that takes `-` for a
  /// standard stream gives its path through ``file(unlessStream:)``.
  typealias Role = (role: String, path: String?)

  /// `path`, or `nil` for `-`, for an option that reads or writes a standard stream for `-`
  /// (`batch --output -`, `compare`'s `<bills.csv>`): a stream is not a file put in place or
  /// read by name, so it is not checked.
  static func file(unlessStream path: String?) -> String? {
    path == "-" ? nil : path
  }

  /// Throws when one of `outputs` names a file in `reads`, or two of them name one file, or,
  /// when the command prints a report (`printsReport`), one of them is where the process's
  /// standard output goes (`/dev/stdout`, or the file of `> report.txt`).
  ///
  /// - Throws: a usage error naming both files, or the output and standard output.
  static func check(
    _ outputs: [Role], reads: [Role], context: CommandContext, printsReport: Bool = true
  ) throws(CLIError) {
    func named(_ files: [Role]) -> [OutputTargets.NamedFile] {
      files.compactMap { role, path in
        guard let path, !path.isEmpty else { return nil }
        return OutputTargets.NamedFile(
          role: role, path: context.resolve(path), shown: TerminalText.path(path))
      }
    }
    let written = named(outputs)
    guard !written.isEmpty else { return }
    do {
      try OutputTargets.check(written, reads: named(reads))
      // Only the process's own standard output is a file; a test's captured one is not.
      if printsReport, context.usesProcessStreams {
        try OutputTargets.checkApartFromStandardOutput(written)
      }
    } catch {
      throw .usage(InputValues.capitalizedSentence(error.message))
    }
  }
}

extension CatalogOptions {
  /// The `--config` files, as files the run reads.
  var readFiles: [WrittenFiles.Role] { files.map { ("--config catalog", $0) } }
}
