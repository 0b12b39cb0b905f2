/// A one-line progress report on a terminal, redrawn in place at most four times a second.
final class ProgressLine {
  private let sink: any BatchByteSink
  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?
  private var isShowing = false

  /// A progress line on `sink`, which should be a terminal.
  init(sink: any BatchByteSink) {
    self.sink = sink
    started = clock.now
  }

  /// Redraws the line with the counts so far, unless it was drawn less than 0.25 s ago.
  func update(_ summary: BatchSummary) throws(BatchIOError) {
    let now = clock.now
    if let lastDrawn, now - lastDrawn < .milliseconds(250) { return }
    lastDrawn = now
    let seconds =
      Double((now - started).components.attoseconds) / 1e18
      + Double((now - started).components.seconds)
    let rate = seconds > 0 ? Int(Double(summary.read) / seconds) : 0
    try sink.write(
      "\r\u{1B}[KRows read: \(summary.read), written: \(summary.written), rejected: "
        + "\(summary.rejected) (\(rate) rows/s)")
    isShowing = true
  }

  /// Erases the line, if it is showing.
  func clear() throws(BatchIOError) {
    guard isShowing else { return }
    isShowing = false
    try sink.write("\r\u{1B}[K")
  }
}
