import Dispatch
import Foundation

/// Runs a batch: reads rounds of blocks, prices the blocks of a round on all cores at once, and
/// writes their output and rejected rows in input order.
///
/// A three-stage pipeline with two sets of block processors: while the writer (a serial queue)
/// writes round *n* from one set, the workers price round *n + 1* into the other, and the reader
/// waits for a set to be free before starting a round. At most two rounds are in flight, so
/// memory is bounded by the reader's buffer plus two sets of output buffers; nothing grows with
/// the size of the input. Every row read is counted once, as written or as rejected.
///
/// `@unchecked Sendable`: the writer's state (``summary``, the line counter, the rejected-row
/// writer, the output, the progress handler) is touched only on the writer queue, then read after
/// the queue drained; the stop flag and the rejection budget are guarded by locks; the processor
/// sets are handed over through semaphores.
final class BatchEngine: @unchecked Sendable {
  private let settings: BatchSettings
  private let schema: BatchSchema
  private let reader: RecordReader
  private let output: OutputWriter
  private let rejections: RejectedRowWriter?
  private let progress: ((BatchSummary) throws -> Void)?
  /// The 1-based line where the next block starts; the writer's.
  private var line: Int
  /// The counts so far; the writer's.
  private var summary = BatchSummary()
  /// The first write failure; the writer's.
  private var writeFailure: BatchError?
  private let stopLock = NSLock()
  private var stopRequested = false
  /// Whether ``BatchSummary/rejections`` has room for more, so that the workers keep them.
  private let budget = RejectionBudget()

  /// An engine for the rows after `header`.
  ///
  /// - Parameters:
  ///   - rejections: where rejected rows are reported, if anywhere.
  ///   - progress: called on the writer's thread after each round with the counts so far.
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

  /// Whether the writer stopped: at the first rejected row when strict, or on a write failure.
  private var isStopped: Bool {
    get { stopLock.withLock { stopRequested } }
    set { stopLock.withLock { stopRequested = newValue } }
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
    let sets = (0..<2).map { _ in
      (0..<settings.limits.blocksPerRound).map { _ in
        BlockProcessor(settings: settings, schema: schema, lookup: lookup, budget: budget)
      }
    }
    let free = [DispatchSemaphore(value: 1), DispatchSemaphore(value: 1)]
    let writer = DispatchQueue(label: "tipcalc.batch.writer")
    var readFailure: BatchError?
    var round = 0
    while !isStopped {
      let blocks: [BatchBlock]
      do {
        blocks = try reader.nextRound(
          pieces: settings.limits.blocksPerRound, byteLimit: roundInputLimit)
      } catch {
        readFailure = error
        break
      }
      if blocks.isEmpty { break }
      let slot = round % 2
      round += 1
      free[slot].wait()
      let processors = sets[slot]
      let work = UnsafeSendable(blocks)
      if blocks.count == 1 {
        BatchEngine.process(work.value[0], with: processors[0])
      } else {
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
          BatchEngine.process(work.value[index], with: processors[index])
        }
      }
      adaptRoundSize(blocks, processors)
      let job = UnsafeSendable((blocks, processors, free[slot]))
      writer.async {
        self.writeRound(job.value.0, from: job.value.1)
        job.value.2.signal()
      }
    }
    writer.sync {}
    if let failure = writeFailure ?? readFailure { throw failure }
  }

  /// How many input bytes the next round may take; see ``adaptRoundSize(_:_:)``.
  private var roundInputLimit = 1 << 16

  /// Sizes the next round so that its output and reports stay near
  /// ``BatchLimits/roundOutputBudget``, from the bytes out per byte in of the round just priced.
  ///
  /// A round of tiny rows that are all rejected writes some 50 bytes of report per byte of input,
  /// JSON Lines about 5, CSV about 1.5: without this, memory would depend on what the rows hold.
  /// The first round is small (64 KiB) for the same reason.
  private func adaptRoundSize(_ blocks: [BatchBlock], _ processors: [BlockProcessor]) {
    var input = 0
    var produced = 0
    for (index, block) in blocks.enumerated() {
      guard case .records(let bytes) = block else { continue }
      input += bytes.count
      produced += processors[index].output.count + processors[index].reports.count
    }
    guard input > 0 else { return }
    let budget = settings.limits.roundOutputBudget
    let expansion = max(1, Double(produced) / Double(input))
    roundInputLimit = max(1 << 12, Int(Double(budget) / expansion))
  }

  /// Writes a round's blocks in order, unless the writer has stopped; on the writer queue.
  private func writeRound(_ blocks: [BatchBlock], from processors: [BlockProcessor]) {
    guard writeFailure == nil, !isStopped else { return }
    do {
      for (index, block) in blocks.enumerated() {
        if try write(block, from: processors[index]) {
          isStopped = true
          return
        }
      }
    } catch {
      writeFailure = error
      isStopped = true
      return
    }
    do {
      try progress?(summary)
    } catch {
      writeFailure = error as? BatchError ?? BatchError(.other, message: "\(error)")
      isStopped = true
    }
  }

  private static func process(_ block: BatchBlock, with processor: BlockProcessor) {
    if case .records(let bytes) = block { processor.process(bytes) }
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
      keep(
        BatchRejection(
          line: line, reason: reason,
          row: String(decoding: prefix, as: UTF8.self) + BlockProcessor.truncationMark))
      try rejections?.write(line: line, reason: reason, row: prefix, isTruncated: true)
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
      keep(BatchRejection(line: line + row.line, reason: kept.reason, row: kept.row))
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

/// Hands values that are only read, or only touched by one thread at a time, to
/// `concurrentPerform`.
struct UnsafeSendable<Value>: @unchecked Sendable {
  /// The value.
  let value: Value

  /// Wraps `value`.
  init(_ value: Value) { self.value = value }
}
