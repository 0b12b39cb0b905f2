/// Ending the process by a signal, as the signal's default action would have.
enum ProcessSignal {
  /// Ends the process by signal `number` with its default action, so that the shell sees it
  /// killed by that signal (status 128 + `number`: 130 for SIGINT) and a script's loop stops as it
  /// would for any program interrupted. Call it after the clean-up the signal interrupted
  /// (restoring the terminal, removing temporary files). It returns only when the signal does
  /// not end the process.
  static func raiseWithDefaultAction(_ number: Int32) {
    _ = signal(number, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, number)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    _ = raise(number)
  }
}
