import Foundation
import TipArguments
import TipBatch

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

  /// Writes `text` to `path` (resolved against the run's directory), named for `option`, as
  /// every command writes a whole file (``WholeFileOutput``): a regular file through a temporary
  /// file renamed into place, a device or a pipe (`/dev/stdout`) in place, never replaced.
  ///
  /// - Throws: an I/O error (74) saying which file and why, such as a missing directory.
  static func write(
    _ text: String, to path: String, for option: CommandSpec.Option, context: CommandContext
  ) throws(CLIError) {
    do {
      try WholeFileOutput.write(text, toPath: context.resolve(path), name: TerminalText.path(path))
    } catch {
      throw .ioError("\(option.usageLabel): \(error.message).")
    }
  }
}
