import TipArguments

/// Turns the end of a run into what people see and the exit status: an error's message with the
/// usage block of its command on standard error, and a failed write into a message on the stream
/// that still works and ``ExitStatus/ioError``.
///
/// Every command's errors go through here (``TipCommandLine`` for the commands and batch alike),
/// so the message layout and the status of an error are decided in one place.
struct ErrorPresenter: Sendable {
  /// The parser whose commands' usage blocks errors end with.
  let parser: ArgumentParser

  /// `error` with the usage block and help pointer of the command at `commandPath` when it is a
  /// command-line mistake (status 64) that does not have them yet. Any other error (bad data, an
  /// unreadable file, a failed write) was not the command line's fault: its one line says what
  /// to fix, and a usage block would only bury it.
  func decorated(_ error: CLIError, commandPath: [String]) -> CLIError {
    guard error.status == .usage, error.commandPath == nil,
      let chain = parser.chain(for: commandPath)
    else { return error }
    var decorated = error
    decorated.commandPath = commandPath
    decorated.synopsis = parser.formatter.synopsis(for: chain, prefix: "Usage: ")
    return decorated
  }

  /// Writes `error`, with the usage block of the command at `commandPath`, to standard error and
  /// returns its status. When standard error cannot be written, the message goes to standard
  /// output instead; an error without a message (already shown) writes nothing.
  func report(_ error: CLIError, commandPath: [String], context: CommandContext) -> ExitStatus {
    guard !error.message.isEmpty else { return error.status }
    let shown = decorated(error, commandPath: commandPath)
    context.error.write(shown.description + "\n")
    // When the error is that standard error failed, ``finish(_:context:)`` says so already.
    if let failure = context.error.failure,
      shown.message != failureMessage(context.error.name, failure.reason, note: "")
    {
      context.output.write("Error: \(TerminalText.escaped(shown.message))\n")
    }
    return shown.status
  }

  /// What ``finish(_:context:)`` says of a stream that could not be written.
  private func failureMessage(_ name: String, _ reason: String, note: String) -> String {
    "Cannot write to \(name): \(reason)\(note)."
  }

  /// The status a run ends with: `status`, or ``ExitStatus/ioError`` when a write to standard
  /// output or standard error failed, after saying so on the other stream if it still works:
  ///
  /// ```
  /// Error: Cannot write to standard output: No space left on device; the output is incomplete.
  /// ```
  func finish(_ status: ExitStatus, context: CommandContext) -> ExitStatus {
    let streams = [
      (failed: context.output, other: context.error, note: "; the output is incomplete"),
      (failed: context.error, other: context.output, note: ""),
    ]
    let failures = streams.compactMap { pair in pair.failed.failure.map { (pair, $0) } }
    guard !failures.isEmpty else { return status }
    for (pair, failure) in failures {
      let message = failureMessage(pair.failed.name, failure.reason, note: pair.note)
      pair.other.write(CLIError.ioError(message).description + "\n")
    }
    return .ioError
  }
}
