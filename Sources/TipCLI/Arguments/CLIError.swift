/// The exit statuses of `tipcalc`, following the BSD `sysexits.h` conventions.
enum ExitCode {
  /// The command did what was asked; also for `--help` and `--version`.
  static let success: Int32 = 0
  /// Something went wrong that no more specific status describes.
  static let failure: Int32 = 1
  /// The command line was wrong (`EX_USAGE`).
  static let usage: Int32 = 64
  /// The input data was wrong, such as a malformed amount or catalog (`EX_DATAERR`).
  static let dataError: Int32 = 65
  /// An input file did not exist or could not be read (`EX_NOINPUT`).
  static let noInput: Int32 = 66
}

/// An error that ends a `tipcalc` run: the message for standard error and the exit status.
///
/// Usage errors made by ``ArgumentParser`` also carry the command path and its usage block, so
/// that ``description`` reads like swift-argument-parser's:
///
/// ```
/// Error: Unknown option '--splt'. Did you mean '--split'?
/// Usage: tipcalc split <amount> (--ways <n> | --weights <w1,w2,...>)
///   See 'tipcalc split --help' for more information.
/// ```
struct CLIError: Error, Sendable, Equatable {
  /// The status to exit with, one of the ``ExitCode`` constants.
  var exitCode: Int32
  /// One or more sentences saying what was wrong, quoting the offending token.
  var message: String
  /// The command whose help to point at, such as `["tipcalc", "quote"]`, if any.
  var commandPath: [String]?
  /// The usage block to show after the message, starting with `Usage: `, if any.
  var synopsis: String?

  /// A command-line mistake; exits with ``ExitCode/usage`` (64).
  static func usage(_ message: String) -> CLIError {
    CLIError(exitCode: ExitCode.usage, message: message)
  }

  /// Wrong input data; exits with ``ExitCode/dataError`` (65).
  static func dataError(_ message: String) -> CLIError {
    CLIError(exitCode: ExitCode.dataError, message: message)
  }

  /// A missing or unreadable input file; exits with ``ExitCode/noInput`` (66).
  static func noInput(_ message: String) -> CLIError {
    CLIError(exitCode: ExitCode.noInput, message: message)
  }

  /// An exit status whose reason was already shown to the person (an interactive screen that
  /// was interrupted); nothing more is printed.
  static func silent(exitCode: Int32) -> CLIError {
    CLIError(exitCode: exitCode, message: "")
  }

  /// Any other failure; exits with ``ExitCode/failure`` (1).
  static func failure(_ message: String) -> CLIError {
    CLIError(exitCode: ExitCode.failure, message: message)
  }
}

extension CLIError: CustomStringConvertible {
  /// The text for standard error, without a final newline: `Error: ` and the message, then the
  /// usage block and the pointer to the help when they are known.
  var description: String {
    var lines = ["Error: \(message)"]
    if let synopsis { lines.append(synopsis) }
    if let commandPath {
      lines.append("  See '\(commandPath.joined(separator: " ")) --help' for more information.")
    }
    return lines.joined(separator: "\n")
  }
}
