import Foundation
import TipArguments

/// Writes a picture (`--svg`, `--screens-html`, `--html`) to the file an option names: whole,
/// through a temporary file renamed into place, so a failed write leaves an existing file as it
/// was.
enum PictureFile {
  /// The usage error for an empty file name given to `option`.
  static func checkName(_ path: String?, for option: CommandSpec.Option) throws(CLIError) {
    if path == "" {
      throw .usage("Invalid value '' for '\(option.usageLabel)': expected a file name.")
    }
  }

  /// Writes `text` to `path` (resolved against the run's directory), named for `option`.
  ///
  /// - Throws: an I/O error (74) saying which file and why, such as a missing directory.
  static func write(
    _ text: String, to path: String, for option: CommandSpec.Option, context: CommandContext
  ) throws(CLIError) {
    let url = URL(fileURLWithPath: context.resolve(path))
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      let directory = url.deletingLastPathComponent().path
      let reason =
        exists && isDirectory.boolValue
        ? "it is a directory; give a file name"
        : FileManager.default.fileExists(atPath: directory)
          ? "the file cannot be created or replaced there; check its permissions"
          : "the directory '\(TerminalText.echoed(directory))' does not exist; create it first"
      throw .ioError(
        "Cannot write the \(option.usageLabel) file '\(TerminalText.echoed(path))': \(reason).")
    }
  }
}
