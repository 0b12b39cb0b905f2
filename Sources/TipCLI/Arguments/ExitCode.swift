/// The exit statuses as raw numbers, for code that still returns `Int32` statuses
/// (`BatchCommand`, until it returns an ``ExitStatus``); new code uses ``ExitStatus``.
enum ExitCode {
  /// ``ExitStatus/success``.
  static let success = ExitStatus.success.rawValue
  /// ``ExitStatus/failure``.
  static let failure = ExitStatus.failure.rawValue
  /// ``ExitStatus/usage``.
  static let usage = ExitStatus.usage.rawValue
  /// ``ExitStatus/dataError``.
  static let dataError = ExitStatus.dataError.rawValue
  /// ``ExitStatus/noInput``.
  static let noInput = ExitStatus.noInput.rawValue
  /// ``ExitStatus/ioError``.
  static let ioError = ExitStatus.ioError.rawValue
}

extension CLIError {
  /// An error with a raw exit status, for code that still passes `Int32` statuses
  /// (`BatchCommand`); a number that is no ``ExitStatus`` becomes ``ExitStatus/failure``.
  init(exitCode: Int32, message: String) {
    self.init(ExitStatus(rawValue: exitCode) ?? .failure, message)
  }
}
