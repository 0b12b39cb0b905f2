import TipEngine

/// Runs a comparison: prices and sums blocks of rows under both policies on
/// ``BatchSettings/threadCount`` threads, then adds the blocks' sums to the totals in input
/// order.
///
/// A ``BlockPipeline`` does the reading and the handing over, as for batch. Each of its slots
/// holds a ``ComparePair``: two ``BlockProcessor``s that record results instead of writing rows,
/// whose results line up row by row (both read the same bytes by the same rules), and the
/// ``BlockTally`` that sums them on the same thread. The engine's ``tally(_:_:)`` delivers the
/// blocks in input order. Memory is the pipeline's slots, the pairs' results and the totals,
/// which grow with the currencies, regions and channels seen, never with the rows.
///
/// `@unchecked Sendable`: the totals, the line and row counters, the id fields and the writers
/// are touched only by the pipeline's deliverer, one thread at a time, then read after the
/// pipeline returned; the rejection budget has a lock.
final class CompareEngine: @unchecked Sendable {
  private let before: BatchSettings
  private let after: BatchSettings
  private let schema: BatchSchema
  private let reader: RecordReader
  private let rejections: RejectedRowWriter?
  private let changes: ChangesWriter?
  private let limits: BatchLimits
  /// The `id` column (or the headers the mapping reads it from), if any: rows are named as
  /// their rejections are.
  private let idColumns: [Int]
  /// Storage for the fields of a record whose id is needed.
  private let fields: CSVFieldTable
  /// The 1-based line where the next block starts.
  private var line: Int
  /// The rows read before the next block, rejected rows included.
  private var rowsRead = 0
  /// The payable differences of ``CompareSummary/largestIncrease`` and
  /// ``CompareSummary/largestDecrease``.
  private var largestIncrease: Money?
  private var largestDecrease: Money?
  /// The sums by region and by channel, per currency, until the summary is built.
  private var byRegion: [BlockTally.GroupKey<Region?>: BlockTally.GroupSum] = [:]
  private var byChannel: [BlockTally.GroupKey<Channel?>: BlockTally.GroupSum] = [:]
  /// Whether the summary keeps more rejected rows.
  private let budget = RejectionBudget()
  /// The totals so far; the deliverer's.
  private var totals = CompareSummary()

  init(
    before: BatchSettings, after: BatchSettings, schema: BatchSchema, header: HeaderRecord,
    reader: RecordReader, rejections: RejectedRowWriter?, changes: ChangesWriter?
  ) {
    self.before = before
    self.after = after
    self.schema = schema
    self.reader = reader
    self.rejections = rejections
    self.changes = changes
    limits = before.limits
    idColumns = schema.idColumns
    fields = CSVFieldTable(capacity: schema.columnCount + 1)
    line = header.lineFeeds + 1
  }

  deinit { fields.release() }

  /// Reads and tallies every row.
  ///
  /// - Parameter summary: receives the totals, also when the run fails.
  /// - Throws: a read or write failure, or a total that does not fit.
  func run(into summary: inout CompareSummary) throws(BatchError) {
    defer {
      summary = totals
      finish(&summary)
    }
    let lookup = BatchLookup()
    let pipeline = BlockPipeline(
      reader: reader, limits: limits, threadCount: before.threadCount,
      makeWork: { [before, after, schema, budget, changes] in
        ComparePair(
          before: BlockProcessor(settings: before, schema: schema, lookup: lookup, budget: budget),
          after: BlockProcessor(settings: after, schema: schema, lookup: lookup, budget: budget),
          tally: BlockTally(keepsChanges: changes != nil))
      },
      process: { block, pair in
        if case .records(let bytes) = block { pair.run(bytes) }
      },
      produced: { pair in pair.before.reports.count + pair.after.reports.count },
      deliver: { block, pair throws(BatchError) in
        try self.tally(block, pair)
        return false
      },
      delivered: {})
    try pipeline.run()
    try changes?.finish()
  }

  /// Adds a block's rows to the totals and reports its rejected rows.
  private func tally(_ block: BatchBlock, _ pair: ComparePair) throws(BatchError) {
    switch block {
    case .overlong(let prefix, let length, let lineFeeds):
      rowsRead += 1
      totals.rejected += 1
      let reason = BlockProcessor.overlongReason(length: length, limit: limits.maximumRecordLength)
      let id = RejectedRowWriter.idCell(ofPrefix: prefix, columns: schema.idColumns)
      keep(
        BatchRejection(
          line: line, id: id.map { String(decoding: $0, as: UTF8.self) }, reason: reason,
          row: String(decoding: prefix, as: UTF8.self) + BlockProcessor.truncationMark),
        in: &totals)
      try rejections?.write(
        line: line, id: id, reason: reason, row: prefix, isTruncated: true)
      line += lineFeeds
    case .records(let bytes):
      let (first, second) = (pair.before, pair.after)
      if !first.rejected.isEmpty || !second.rejected.isEmpty {
        var nextFirst = 0
        var nextSecond = 0
        for (old, new) in zip(first.results, second.results) where !old.isPriced || !new.isPriced {
          totals.rejected += 1
          if !old.isPriced {
            try report(first, nextFirst, in: &totals)
            nextFirst += 1
            if !new.isPriced { nextSecond += 1 }
          } else {
            try report(second, nextSecond, in: &totals)
            nextSecond += 1
          }
        }
      }
      try merge(pair.tally, block: bytes, into: &totals)
      rowsRead += first.rowsRead
      line += first.lineFeeds
    }
  }

  /// Adds a block's sums to the totals, keeps its extremes if they exceed the earlier blocks',
  /// and writes its changed rows.
  private func merge(
    _ tally: BlockTally, block: UnsafeRawBufferPointer, into summary: inout CompareSummary
  ) throws(BatchError) {
    do {
      if let (_, error) = tally.overflow { throw error }
      summary.rows += tally.rows
      summary.changed += tally.changed
      for (currency, sums) in zip(tally.currencies.keys, tally.currencies.values) {
        try summary.currencies[currency, default: CurrencyComparison(currency: currency)].add(sums)
      }
      for (key, sums) in zip(tally.regions.keys, tally.regions.values) {
        try byRegion[key, default: BlockTally.GroupSum(tipDifference: .zero(key.currency))].add(
          sums)
      }
      for (key, sums) in zip(tally.channels.keys, tally.channels.values) {
        try byChannel[key, default: BlockTally.GroupSum(tipDifference: .zero(key.currency))].add(
          sums)
      }
    } catch {
      let row = rowsRead + (tally.overflow?.index ?? 0) + 1
      throw BatchError(
        .badData,
        message:
          "the totals do not fit once row \(row) is added (\(error)); compare the rows in "
          + "smaller files")
    }
    if let row = tally.increase,
      largestIncrease.map({ BlockTally.majorUnits(row.difference, exceed: $0) }) ?? true
    {
      largestIncrease = row.difference
      summary.largestIncrease = compared(row, block: block)
    }
    if let row = tally.decrease,
      largestDecrease.map({ BlockTally.majorUnits($0, exceed: row.difference) }) ?? true
    {
      largestDecrease = row.difference
      summary.largestDecrease = compared(row, block: block)
    }
    guard let changes else { return }
    for row in tally.changes {
      try changes.write(
        id: rowID(row.start, rowNumber: rowsRead + row.index + 1, block: block),
        tipBefore: row.tipBefore, tipAfter: row.tipAfter, before: row.before, after: row.after)
    }
  }

  /// A changed row of the current block, with its id.
  private func compared(_ row: BlockTally.ChangedRow, block: UnsafeRawBufferPointer)
    -> ComparedRow
  {
    let id = rowID(row.start, rowNumber: rowsRead + row.index + 1, block: block)
    return ComparedRow(
      id: String(decoding: id, as: UTF8.self), before: row.before, after: row.after)
  }

  /// Reports the `index`th rejected row of `processor`'s block.
  private func report(_ processor: BlockProcessor, _ index: Int, in summary: inout CompareSummary)
    throws(BatchError)
  {
    let row = processor.rejected[index]
    if index < processor.keptRejections.count {
      let kept = processor.keptRejections[index]
      keep(
        BatchRejection(line: line + row.line, id: kept.id, reason: kept.reason, row: kept.row),
        in: &summary)
    }
    try rejections?.write(
      CollectionOfOne(row), firstLine: line, bodies: processor.reports.bytes)
  }

  /// Adds a rejection to the summary if it has room, and closes the budget when it is full.
  private func keep(_ rejection: BatchRejection, in summary: inout CompareSummary) {
    guard summary.rejections.count < limits.keptRejections else { return }
    summary.rejections.append(rejection)
    if summary.rejections.count >= limits.keptRejections { budget.close() }
  }

  /// The row's id as its rejection gives it (its `id` value as written, quotes undone, or its
  /// mapped cells joined), or its number when the input has no `id` column.
  private func rowID(_ start: Int, rowNumber: Int, block: UnsafeRawBufferPointer) -> [UInt8] {
    guard !idColumns.isEmpty, let base = block.baseAddress?.assumingMemoryBound(to: UInt8.self)
    else {
      return Array(String(rowNumber).utf8)
    }
    // A compared row was priced, so it is whole and well formed.
    let row = UnsafeBufferPointer(start: base + start, count: block.count - start)
    return RejectedRowWriter.idCell(of: row, columns: idColumns, isTruncated: false, fields: fields)
      ?? Array(String(rowNumber).utf8)
  }

  /// Puts the groups into the summary under their names.
  private func finish(_ summary: inout CompareSummary) {
    for (key, sums) in byRegion {
      summary.byRegion[key.value?.code ?? CompareSummary.noGroup, default: GroupComparison()].add(
        sums, in: key.currency)
    }
    for (key, sums) in byChannel {
      summary.byChannel[key.value?.rawValue ?? CompareSummary.noGroup, default: GroupComparison()]
        .add(sums, in: key.currency)
    }
  }
}

/// What prices a block under both policies and sums it, on one worker thread.
final class ComparePair {
  /// The processor of the first policy.
  let before: BlockProcessor
  /// The processor of the second policy.
  let after: BlockProcessor
  /// The sums of the block.
  private(set) var tally: BlockTally

  init(before: BlockProcessor, after: BlockProcessor, tally: BlockTally) {
    self.before = before
    self.after = after
    self.tally = tally
  }

  /// Prices `block` under both policies and sums it.
  func run(_ block: UnsafeRawBufferPointer) {
    before.process(block)
    after.process(block)
    // Summed in a local value, then put back: one exclusive access instead of one per row.
    var tally = BlockTally(keepsChanges: self.tally.keepsChanges)
    swap(&tally, &self.tally)
    tally.tally(before: before.results, after: after.results)
    swap(&tally, &self.tally)
  }
}

extension GroupComparison {
  /// Adds the sums of the group's rows in `currency`.
  mutating func add(_ sums: BlockTally.GroupSum, in currency: Currency) {
    rows += sums.rows
    changed += sums.changed
    tipDifference[currency] = sums.tipDifference
  }
}
