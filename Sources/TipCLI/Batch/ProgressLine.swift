import TipBatch

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
  func update(_ summary: BatchSummary) throws {
    let now = clock.now
    if let lastDrawn, now - lastDrawn < .milliseconds(250) { return }
    lastDrawn = now
    let elapsed = (now - started).components
    let nanoseconds = elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
    let rate = nanoseconds > 0 ? Int(Int64(summary.read) * 1_000_000_000 / nanoseconds) : 0
    try sink.write(
      "\r\u{1B}[KRows read: \(summary.read), written: \(summary.written), rejected: "
        + "\(summary.rejected) (\(rate) rows/s)")
    isShowing = true
  }

  /// Erases the line, if it is showing.
  func clear() throws {
    guard isShowing else { return }
    isShowing = false
    try sink.write("\r\u{1B}[K")
  }
}

/// Standard error with a progress line on it: the line is erased before anything else is
/// written, such as a rejected row.
final class ProgressClearingSink: BatchByteSink {
  private let sink: any BatchByteSink
  private let progress: ProgressLine

  /// Writes to `sink`, erasing `progress` first.
  init(_ sink: any BatchByteSink, clearing progress: ProgressLine) {
    self.sink = sink
    self.progress = progress
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    try progress.clear()
    try sink.write(bytes)
  }
}
