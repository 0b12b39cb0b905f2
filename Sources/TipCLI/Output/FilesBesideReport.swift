import TipArguments
import TipBatch

/// The files a command writes by name beside the report it prints: `period --csv`,
/// `prompt --svg` and `--screens-html`, `compare --changes` and `--html`.
///
/// Each file is written whole into a temporary file beside its target first
/// (``write(_:to:for:context:)``, or `compare`'s run through ``pending``); then the report is
/// written; and the files are put in place only once the report is written whole
/// (``publish(context:report:)``). So a run that fails, its report included (a full disk, a
/// closed standard output, a reader gone), leaves every existing file as it was, as the help
/// texts promise; and a file that cannot be written stops the run before its report says
/// anything.
final class FilesBesideReport {
  /// The files written and not yet put in place.
  let pending = PendingOutputs()

  /// Writes `text` for the file at `path` (resolved against the run's directory), named for
  /// `option` in messages, to be put in place by ``publish(context:report:)``.
  ///
  /// - Throws: an I/O error (74) saying which file and why, such as a missing directory; the
  ///   files written so far are dropped.
  func write(
    _ text: String, to path: String, for option: CommandSpec.Option, context: CommandContext
  ) throws(CLIError) {
    do {
      try pending.write(text, toPath: context.resolve(path), name: TerminalText.path(path))
    } catch {
      throw .ioError("\(option.usageLabel): \(error.message).")
    }
  }

  /// Prints `report` and a newline on standard output, then puts the files in place; see
  /// ``publish(context:report:)``.
  func publish(printing report: String, context: CommandContext) throws(CLIError) {
    try publish(context: context) { () throws(CLIError) in context.print(report) }
  }

  /// Writes the report with `report`, then puts the files in place. When the report cannot be
  /// written whole (`report` throws, or a write to a standard stream of `context` failed), the
  /// files are dropped and every target left as it was; the run then ends with 74, saying why
  /// on the other stream.
  ///
  /// - Throws: what `report` throws; an I/O error (74) when a file cannot be put in place.
  func publish(context: CommandContext, report: () throws(CLIError) -> Void) throws(CLIError) {
    do {
      try report()
    } catch {
      pending.discard()
      throw error
    }
    guard context.output.failure == nil, context.error.failure == nil else {
      pending.discard()
      return
    }
    do {
      try pending.commit()
    } catch {
      throw .ioError(InputValues.capitalizedSentence(error.message))
    }
  }
}
