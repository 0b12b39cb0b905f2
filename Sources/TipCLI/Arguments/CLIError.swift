/// An error that ends a `tipcalc` run: the message for standard error and the exit status.
///
/// Every error carries an ``ExitStatus``, so a command cannot exit with a number the README's
/// table does not list. Usage errors made by ``ArgumentParser`` also carry the command path and
/// its usage block; ``ErrorPresenter`` adds them to the others, so that ``description`` reads
/// like swift-argument-parser's:
///
/// ```
/// Error: Unknown option '--splt'. Did you mean '--split'?
/// Usage: tipcalc split <amount> (--ways <n> | --weights <w1,w2,...>)
///   See 'tipcalc split --help' for more information.
/// ```
struct CLIError: Error, Sendable, Equatable {
  /// The status to exit with.
  var status: ExitStatus
  /// One or more sentences saying what was wrong, quoting the offending token.
  var message: String
  /// The command whose help to point at, such as `["tipcalc", "quote"]`, if any.
  var commandPath: [String]?
  /// The usage block to show after the message, starting with `Usage: `, if any.
  var synopsis: String?

  /// An error with `status` and `message`, and the usage block of a command when known.
  init(
    _ status: ExitStatus, _ message: String, commandPath: [String]? = nil, synopsis: String? = nil
  ) {
    self.status = status
    self.message = message
    self.commandPath = commandPath
    self.synopsis = synopsis
  }

  /// The status as the process reports it.
  var exitCode: Int32 { status.rawValue }

  /// A command-line mistake; exits with ``ExitStatus/usage`` (64).
  static func usage(_ message: String) -> CLIError {
    CLIError(.usage, message)
  }

  /// Wrong input data; exits with ``ExitStatus/dataError`` (65).
  static func dataError(_ message: String) -> CLIError {
    CLIError(.dataError, message)
  }

  /// A missing or unreadable input file; exits with ``ExitStatus/noInput`` (66).
  static func noInput(_ message: String) -> CLIError {
    CLIError(.noInput, message)
  }

  /// Output that could not be written; exits with ``ExitStatus/ioError`` (74).
  static func ioError(_ message: String) -> CLIError {
    CLIError(.ioError, message)
  }

  /// An exit status whose reason was already shown to the person (an interactive screen that
  /// was interrupted); nothing more is printed.
  static func silent(_ status: ExitStatus) -> CLIError {
    CLIError(status, "")
  }

  /// Any other failure; exits with ``ExitStatus/failure`` (1).
  static func failure(_ message: String) -> CLIError {
    CLIError(.failure, message)
  }
}

extension CLIError: CustomStringConvertible {
  /// The text for standard error, without a final newline: `Error: ` and the message, then the
  /// usage block and the pointer to the help when they are known.
  ///
  /// Control characters in the message (from a catalog file or an argument) are escaped, so
  /// that an error never acts on the terminal; see ``TerminalText/escaped(_:)``.
  var description: String {
    var lines = ["Error: \(TerminalText.escaped(message))"]
    if let synopsis { lines.append(synopsis) }
    if let commandPath {
      lines.append("  See '\(commandPath.joined(separator: " ")) --help' for more information.")
    }
    return lines.joined(separator: "\n")
  }
}
