import Foundation

/// Runs a batch: prices blocks of rows on ``BatchSettings/threadCount`` threads and writes their
/// output and rejected rows in input order.
///
/// A ``BlockPipeline`` does the reading and the handing over; each of its slots prices its block
/// with a ``BlockProcessor`` into the processor's own buffers (the rows, and the bodies of the
/// rejected rows' reports), and the engine's ``write(_:from:)`` delivers the blocks in input
/// order: it writes the output, numbers the rejected rows from the line feeds of the blocks
/// before (a processor knows lines only within its block), counts, and stops at the first
/// rejected row when strict. Every row read is counted once, as written or as rejected.
///
/// `@unchecked Sendable`: the delivering state (``summary``, the line counter, the rejected-row
/// writer, the output, the progress handler) is touched only by the pipeline's deliverer, one
/// thread at a time, then read after the pipeline returned; the rejection budget has a lock.
final class BatchEngine: @unchecked Sendable {
  private let settings: BatchSettings
  private let schema: BatchSchema
  private let reader: RecordReader
  private let output: OutputWriter
  private let rejections: RejectedRowWriter?
  private let progress: ((BatchSummary) throws -> Void)?
  /// The 1-based line where the next block starts; the deliverer's.
  private var line: Int
  /// The counts so far; the deliverer's.
  private var summary = BatchSummary()
  /// Whether ``BatchSummary/rejections`` has room for more, so that the workers keep them.
  private let budget = RejectionBudget()

  /// An engine for the rows after `header`.
  ///
  /// - Parameters:
  ///   - rejections: where rejected rows are reported, if anywhere.
  ///   - progress: called on the delivering thread after each run of blocks written, with the
  ///     counts so far.
  init(
    settings: BatchSettings, schema: BatchSchema, header: HeaderRecord, reader: RecordReader,
    output: any BatchByteSink, rejections: RejectedRowWriter?,
    progress: ((BatchSummary) throws -> Void)?
  ) {
    self.settings = settings
    self.schema = schema
    self.reader = reader
    self.output = OutputWriter(output)
    self.rejections = rejections
    self.progress = progress
    line = header.lineFeeds + 1
  }

  /// Writes the output header, then every row; stops early at the first rejected row when
  /// strict.
  ///
  /// - Parameter summary: receives the counts, also when the run fails.
  /// - Throws: a read or write failure, or what the progress handler threw.
  func run(summary: inout BatchSummary) throws(BatchError) {
    defer { summary = self.summary }
    if settings.format == .csv && settings.writesHeader {
      var header = ByteBuffer(capacity: schema.rawHeader.count + 32)
      defer { header.release() }
      header.append(contentsOf: schema.rawHeader)
      header.append(",tip,total,shares")
      if settings.charges != nil { header.append(",charges,payable") }
      if settings.writesLocalTime { header.append(",\(BlockProcessor.localTimeColumn)") }
      if settings.tracer != nil { header.append(",\(BatchTracer.column)") }
      header.append(contentsOf: schema.lineTerminator)
      try output.write(header.bytes)
    }
    let lookup = BatchLookup()
    let pipeline = BlockPipeline(
      reader: reader, limits: settings.limits, threadCount: settings.threadCount,
      makeWork: { [settings, schema, budget] in
        BlockProcessor(settings: settings, schema: schema, lookup: lookup, budget: budget)
      },
      process: { block, processor in
        if case .records(let bytes) = block { processor.process(bytes) }
      },
      produced: { processor in processor.output.count + processor.reports.count },
      deliver: { block, processor throws(BatchError) in
        try self.write(block, from: processor)
      },
      delivered: { () throws(BatchError) in try self.reportProgress() })
    try pipeline.run()
  }

  /// Calls the progress handler with the counts so far; on the delivering thread.
  private func reportProgress() throws(BatchError) {
    do {
      try progress?(summary)
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.other, message: "\(error)")
    }
  }

  /// Writes one block's output and rejected rows; returns whether to stop (strict mode).
  private func write(_ block: BatchBlock, from processor: BlockProcessor) throws(BatchError)
    -> Bool
  {
    switch block {
    case .overlong(let prefix, let length, let lineFeeds):
      summary.read += 1
      summary.rejected += 1
      let reason = BlockProcessor.overlongReason(
        length: length, limit: settings.limits.maximumRecordLength)
      let id = RejectedRowWriter.idCell(ofPrefix: prefix, columns: schema.idColumns)
      keep(
        BatchRejection(
          line: line, id: id.map { String(decoding: $0, as: UTF8.self) }, reason: reason,
          row: String(decoding: prefix, as: UTF8.self) + BlockProcessor.truncationMark))
      try rejections?.write(
        line: line, id: id, reason: reason, row: prefix, isTruncated: true)
      line += lineFeeds
      summary.stoppedAtRejection = settings.isStrict
      return settings.isStrict
    case .records:
      if settings.isStrict, let first = processor.rejected.first {
        let bytes = processor.output.bytes
        try output.write(UnsafeRawBufferPointer(rebasing: bytes[0..<first.outputOffset]))
        summary.written += first.rowsBefore
        summary.read += first.rowsBefore + 1
        summary.rejected += 1
        keepRejections(of: processor, count: 1)
        try rejections?.write(
          CollectionOfOne(first), firstLine: line, bodies: processor.reports.bytes)
        summary.stoppedAtRejection = true
        return true
      }
      try output.write(processor.output.bytes)
      summary.written += processor.rowsWritten
      summary.read += processor.rowsRead
      summary.rejected += processor.rejected.count
      if !processor.rejected.isEmpty {
        keepRejections(of: processor, count: processor.rejected.count)
        try rejections?.write(processor.rejected, firstLine: line, bodies: processor.reports.bytes)
      }
      line += processor.lineFeeds
      return false
    }
  }

  /// Adds the first `count` rejected rows of a block to the summary, as far as it has room.
  private func keepRejections(of processor: BlockProcessor, count: Int) {
    for (row, kept) in zip(processor.rejected.prefix(count), processor.keptRejections) {
      guard budget.hasRoom else { return }
      keep(
        BatchRejection(line: line + row.line, id: kept.id, reason: kept.reason, row: kept.row))
    }
  }

  /// Adds a rejection to the summary if it has room, and closes the budget when it is full.
  private func keep(_ rejection: BatchRejection) {
    guard summary.rejections.count < settings.limits.keptRejections else { return }
    summary.rejections.append(rejection)
    if summary.rejections.count >= settings.limits.keptRejections { budget.close() }
  }
}

/// Whether the summary still keeps rejected rows; the workers look before each block, so that
/// they stop building texts the summary has no room for.
final class RejectionBudget: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = true

  /// Whether more rejections are kept.
  var hasRoom: Bool { lock.withLock { isOpen } }

  /// Keeps no more rejections.
  func close() { lock.withLock { isOpen = false } }
}

/// The output sink, with its failures told as a ``BatchError`` that names the output.
struct OutputWriter {
  /// The sink.
  let sink: any BatchByteSink

  init(_ sink: any BatchByteSink) { self.sink = sink }

  /// Writes `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    do {
      try sink.write(bytes)
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.writeFailure, message: "cannot write the output: \(error)")
    }
  }
}
