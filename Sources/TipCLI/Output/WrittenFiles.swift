import TipBatch

/// The check a command makes before it writes anything: no file it writes by name may be a file
/// it reads, nor another of its outputs (``OutputTargets``). Either is a usage mistake (64), as
/// two outputs of `batch` on one file are, and nothing is written.
enum WrittenFiles {
  /// A file a command reads or writes: its role in messages (`--html page`, `--config catalog`)
  /// and its path as given; `nil`, empty and `-` (a standard stream) are left out.
  typealias Role = (role: String, path: String?)

  /// Throws when one of `outputs` names a file in `reads`, or two of them name one file.
  ///
  /// - Throws: a usage error naming both files.
  static func check(_ outputs: [Role], reads: [Role], context: CommandContext) throws(CLIError) {
    func named(_ files: [Role]) -> [OutputTargets.NamedFile] {
      files.compactMap { role, path in
        guard let path, !path.isEmpty, path != "-" else { return nil }
        return OutputTargets.NamedFile(
          role: role, path: context.resolve(path), shown: TerminalText.path(path))
      }
    }
    let written = named(outputs)
    guard !written.isEmpty else { return }
    do {
      try OutputTargets.check(written, reads: named(reads))
    } catch {
      throw .usage(InputValues.capitalizedSentence(error.message))
    }
  }
}

extension CatalogOptions {
  /// The `--config` files, as files the run reads.
  var readFiles: [WrittenFiles.Role] { files.map { ("--config catalog", $0) } }
}
