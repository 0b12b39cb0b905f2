import Dispatch

/// The counts of a batch run; ``read`` always equals ``written`` plus ``rejected``.
struct BatchSummary: Sendable, Equatable {
  /// Rows read, the header and blank lines not counted; with `--strict`, up to the first
  /// rejected row.
  var read = 0
  /// Rows written to the output.
  var written = 0
  /// Rows reported as rejected.
  var rejected = 0

  /// `Rows read: 10, written: 8, rejected: 2.`
  var description: String {
    "Rows read: \(read), written: \(written), rejected: \(rejected)."
  }
}

/// Runs a batch: reads rounds of blocks, prices the blocks of a round on all cores at once, and
/// writes their output and rejected rows in input order.
///
/// Memory is bounded by the reader's buffer plus one output buffer per block of a round; nothing
/// grows with the size of the input. Every row read is counted once, as written or as rejected.
final class BatchEngine {
  private let settings: BatchSettings
  private let schema: BatchSchema
  private let reader: RecordReader
  private let output: any BatchByteSink
  private let rejections: RejectedRowWriter
  private let progress: ProgressLine?
  /// The 1-based line where the first row after the header starts.
  private let firstLine: Int

  /// An engine for the rows after `header`.
  init(
    settings: BatchSettings, schema: BatchSchema, header: HeaderRecord, reader: RecordReader,
    output: any BatchByteSink, rejections: RejectedRowWriter, progress: ProgressLine?
  ) {
    self.settings = settings
    self.schema = schema
    self.reader = reader
    self.output = output
    self.rejections = rejections
    self.progress = progress
    firstLine = header.lineFeeds + 1
  }

  /// Writes the output header, then every row; stops early at the first rejected row when
  /// strict.
  ///
  /// - Throws: a read or write failure; `summary` then holds the counts up to the failure.
  func run(summary: inout BatchSummary) throws(BatchIOError) {
    if settings.format == .csv {
      var header = ByteBuffer(capacity: schema.rawHeader.count + 32)
      defer { header.release() }
      header.append(contentsOf: schema.rawHeader)
      header.append(",tip,total,shares")
      header.append(contentsOf: schema.lineTerminator)
      try output.write(header.bytes)
    }
    let lookup = BatchLookup()
    let processors = (0..<settings.limits.blocksPerRound).map { _ in
      BlockProcessor(settings: settings, schema: schema, lookup: lookup)
    }
    var line = firstLine
    while true {
      let blocks = try reader.nextRound(pieces: processors.count)
      if blocks.isEmpty { return }
      let work = UnsafeSendable(blocks)
      if blocks.count == 1 {
        BatchEngine.process(work.value[0], with: processors[0])
      } else {
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
          BatchEngine.process(work.value[index], with: processors[index])
        }
      }
      for (index, block) in blocks.enumerated() {
        let stop = try write(block, from: processors[index], line: &line, summary: &summary)
        if stop { return }
      }
      try progress?.update(summary)
    }
  }

  private static func process(_ block: BatchBlock, with processor: BlockProcessor) {
    if case .records(let bytes) = block { processor.process(bytes) }
  }

  /// Writes one block's output and rejected rows; returns whether to stop (strict mode).
  private func write(
    _ block: BatchBlock, from processor: BlockProcessor, line: inout Int,
    summary: inout BatchSummary
  ) throws(BatchIOError) -> Bool {
    switch block {
    case .overlong(let prefix, let length, let lineFeeds):
      let rejected = RejectedRow(
        line: line, rowsBefore: 0, outputOffset: 0,
        reason: BlockProcessor.overlongReason(
          length: length, limit: settings.limits.maximumRecordLength),
        row: prefix, isTruncated: true)
      summary.read += 1
      summary.rejected += 1
      try rejections.write(rejected)
      line += lineFeeds
      return settings.isStrict
    case .records:
      if settings.isStrict, var first = processor.rejected.first {
        let bytes = processor.output.bytes
        try output.write(UnsafeRawBufferPointer(rebasing: bytes[0..<first.outputOffset]))
        summary.read += first.rowsBefore + 1
        summary.written += first.rowsBefore
        summary.rejected += 1
        first.line += line
        try rejections.write(first)
        return true
      }
      try output.write(processor.output.bytes)
      summary.read += processor.rowsRead
      summary.written += processor.rowsWritten
      summary.rejected += processor.rejected.count
      for var rejected in processor.rejected {
        rejected.line += line
        try rejections.write(rejected)
      }
      line += processor.lineFeeds
      return false
    }
  }
}

/// Hands values that are only read, or only touched by one thread at a time, to
/// `concurrentPerform`.
struct UnsafeSendable<Value>: @unchecked Sendable {
  /// The value.
  let value: Value

  /// Wraps `value`.
  init(_ value: Value) { self.value = value }
}
