/// The exit statuses of `tipcalc`, following the BSD `sysexits.h` conventions.
///
/// The README's exit-status table is the source of these cases and their ``meaning``s; a test
/// checks that the two agree, and the root help lists them from here.
///
/// The rule between the two most common ones: ``usage`` when the command line itself is wrong
/// (an unknown command or option, a missing argument or option value, a value of the wrong form
/// for its option); ``dataError`` when a well-formed value is not allowed, or an amount cannot
/// be used.
enum ExitStatus: Int32, Sendable, CaseIterable {
  /// The command did what was asked; also for `--help` and `--version`.
  case success = 0
  /// A check found a problem (a failed test case of `tipcalc test`; for `lint`, a warning), or
  /// something went wrong that no more specific status describes.
  case failure = 1
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// The input data was wrong: an amount, a well-formed value that is not allowed, a catalog
  /// with errors (`EX_DATAERR`).
  case dataError = 65
  /// An input file did not exist or could not be read (`EX_NOINPUT`).
  case noInput = 66
  /// Standard output or standard error could not be written (`EX_IOERR`).
  case ioError = 74
  /// Stopped by SIGHUP (the terminal closed), after removing its temporary files: 128 + 1, the
  /// status the shell gives a process the signal ended.
  case hungUp = 129
  /// Stopped by SIGINT (Ctrl-C), after removing its temporary files or restoring the terminal:
  /// 128 + 2.
  case interrupted = 130
  /// Stopped by SIGTERM, after removing its temporary files: 128 + 15.
  case terminated = 143

  /// A few words for the help and the README's table, such as `bad data`.
  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "a failed check or anything else"
    case .usage: "command-line mistake"
    case .dataError: "bad data"
    case .noInput: "a file that cannot be read"
    case .ioError: "output that cannot be written"
    case .hungUp: "hung up (SIGHUP)"
    case .interrupted: "interrupted (SIGINT or Ctrl-C)"
    case .terminated: "terminated (SIGTERM)"
    }
  }

  /// The statuses in the order the help lists them: success, the specific failures by number,
  /// then the catch-all.
  static var helpOrder: [ExitStatus] {
    [
      .success, .usage, .dataError, .noInput, .ioError, .hungUp, .interrupted, .terminated,
      .failure,
    ]
  }

  /// `Exit status: 0 success, 64 command-line mistake, …, 1 a failed check or anything else.`
  static var helpSentence: String {
    "Exit status: "
      + helpOrder.map { "\($0.rawValue) \($0.meaning)" }.joined(separator: ", ") + "."
  }
}
