import Dispatch
import TipEngine

/// Runs a comparison: reads rounds of blocks, prices each block under both policies on all
/// cores at once, then adds the round's rows to the totals in input order.
///
/// Each block goes to a pair of ``BlockProcessor``s that record results instead of writing rows;
/// the pair's results line up row by row, since both read the same bytes by the same rules. The
/// blocks of a round live in the reader's buffer until the next round is read, so a round is
/// tallied before the next is read. Memory is the reader's buffer, the pairs' results and the
/// totals, which grow with the currencies, regions and channels seen, never with the rows.
final class CompareEngine {
  private let before: BatchSettings
  private let after: BatchSettings
  private let schema: BatchSchema
  private let reader: RecordReader
  private let rejections: RejectedRowWriter?
  private let changes: ChangesWriter?
  private let limits: BatchLimits
  /// The index of the `id` column, if the input has one.
  private let idColumn: Int?
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
  /// The counts by region and by channel, keyed by value until the summary is built.
  private var byRegion: [Region?: GroupComparison] = [:]
  private var byChannel: [Channel?: GroupComparison] = [:]
  /// Whether the summary keeps more rejected rows.
  private let budget = RejectionBudget()
  /// How many input bytes the next round may take, so that the rejected rows' reports of a
  /// round stay near ``BatchLimits/roundOutputBudget``.
  private var roundInputLimit = 1 << 16

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
    idColumn = schema.names.firstIndex { BatchSchema.normalized($0) == "id" }
    fields = CSVFieldTable(capacity: schema.columnCount + 1)
    line = header.lineFeeds + 1
  }

  deinit { fields.release() }

  /// Reads and tallies every row.
  ///
  /// - Parameter summary: receives the totals, also when the run fails.
  /// - Throws: a read or write failure, or a total that does not fit.
  func run(into summary: inout CompareSummary) throws(BatchError) {
    defer { finish(&summary) }
    let lookup = BatchLookup()
    let pairs = (0..<limits.blocksPerRound).map { _ in
      [before, after].map { settings in
        BlockProcessor(settings: settings, schema: schema, lookup: lookup, budget: budget)
      }
    }
    while true {
      let blocks = try reader.nextRound(pieces: limits.blocksPerRound, byteLimit: roundInputLimit)
      if blocks.isEmpty { break }
      let work = UnsafeSendable((blocks, pairs))
      DispatchQueue.concurrentPerform(iterations: blocks.count * 2) { index in
        guard case .records(let bytes) = work.value.0[index / 2] else { return }
        work.value.1[index / 2][index % 2].process(bytes)
      }
      var input = 0
      var reports = 0
      for (index, block) in blocks.enumerated() {
        if case .records(let bytes) = block {
          input += bytes.count
          reports += pairs[index][0].reports.count + pairs[index][1].reports.count
        }
        try tally(block, pairs[index][0], pairs[index][1], into: &summary)
      }
      if input > 0 {
        roundInputLimit = max(1 << 12, limits.roundOutputBudget / max(1, reports / input))
      }
    }
    try changes?.finish()
  }

  /// Adds a block's rows to the totals and reports its rejected rows.
  private func tally(
    _ block: BatchBlock, _ first: BlockProcessor, _ second: BlockProcessor,
    into summary: inout CompareSummary
  ) throws(BatchError) {
    switch block {
    case .overlong(let prefix, let length, let lineFeeds):
      rowsRead += 1
      summary.rejected += 1
      let reason = BlockProcessor.overlongReason(length: length, limit: limits.maximumRecordLength)
      keep(
        BatchRejection(
          line: line, reason: reason,
          row: String(decoding: prefix, as: UTF8.self) + BlockProcessor.truncationMark),
        in: &summary)
      try rejections?.write(line: line, reason: reason, row: prefix, isTruncated: true)
      line += lineFeeds
    case .records(let bytes):
      var nextFirst = 0
      var nextSecond = 0
      for (index, (old, new)) in zip(first.results, second.results).enumerated() {
        if old.isPriced && new.isPriced {
          try add(old, new, rowNumber: rowsRead + index + 1, block: bytes, to: &summary)
          continue
        }
        summary.rejected += 1
        if !old.isPriced {
          try report(first, nextFirst, in: &summary)
          nextFirst += 1
          if !new.isPriced { nextSecond += 1 }
        } else {
          try report(second, nextSecond, in: &summary)
          nextSecond += 1
        }
      }
      rowsRead += first.rowsRead
      line += first.lineFeeds
    }
  }

  /// Reports the `index`th rejected row of `processor`'s block.
  private func report(_ processor: BlockProcessor, _ index: Int, in summary: inout CompareSummary)
    throws(BatchError)
  {
    let row = processor.rejected[index]
    if index < processor.keptRejections.count {
      let kept = processor.keptRejections[index]
      keep(BatchRejection(line: line + row.line, reason: kept.reason, row: kept.row), in: &summary)
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

  /// Adds a row priced under both policies.
  private func add(
    _ old: PricedRow, _ new: PricedRow, rowNumber: Int, block: UnsafeRawBufferPointer,
    to summary: inout CompareSummary
  ) throws(BatchError) {
    let currency = old.payable.currency
    do {
      try summary.currencies[currency, default: CurrencyComparison(currency: currency)].add(
        before: old, after: new)
      let tipDifference = try new.tip.subtracting(old.tip)
      let difference = try new.payable.subtracting(old.payable)
      let isChanged = !difference.isZero
      try byRegion[old.region, default: GroupComparison()].add(
        tipDifference: tipDifference, isChanged: isChanged)
      try byChannel[old.channel, default: GroupComparison()].add(
        tipDifference: tipDifference, isChanged: isChanged)
      summary.rows += 1
      guard isChanged else { return }
      summary.changed += 1
      var id: [UInt8]?
      if difference.minorUnits > 0,
        largestIncrease.map({ CompareEngine.majorUnits(difference, exceed: $0) }) ?? true
      {
        largestIncrease = difference
        id = rowID(old.start, rowNumber: rowNumber, block: block)
        summary.largestIncrease = ComparedRow(
          id: String(decoding: id ?? [], as: UTF8.self), before: old.payable, after: new.payable)
      }
      if difference.minorUnits < 0,
        largestDecrease.map({ CompareEngine.majorUnits($0, exceed: difference) }) ?? true
      {
        largestDecrease = difference
        id = rowID(old.start, rowNumber: rowNumber, block: block)
        summary.largestDecrease = ComparedRow(
          id: String(decoding: id ?? [], as: UTF8.self), before: old.payable, after: new.payable)
      }
      if let changes {
        try changes.write(
          id: id ?? rowID(old.start, rowNumber: rowNumber, block: block), tipBefore: old.tip,
          tipAfter: new.tip, before: old.payable, after: new.payable)
      }
    } catch let error as MoneyError {
      throw BatchError(
        .badData,
        message:
          "row \(rowNumber) makes a total too large to hold exactly (\(error)); compare the "
          + "rows in smaller files")
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.other, message: "\(error)")
    }
  }

  /// The row's `id` value as written (quotes undone), or its number when the input has no `id`
  /// column.
  private func rowID(_ start: Int, rowNumber: Int, block: UnsafeRawBufferPointer) -> [UInt8] {
    guard let idColumn, let base = block.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      return Array(String(rowNumber).utf8)
    }
    _ = CSVRecordParser.parse(base, from: start, count: block.count, fields: fields)
    let raw = UnsafeRawBufferPointer(
      start: base + fields.starts[idColumn], count: fields.ends[idColumn] - fields.starts[idColumn])
    return fields.escaped[idColumn] ? CSVRecordParser.unescaped(raw) : Array(raw)
  }

  /// Whether `first` is larger than `second` once both are in major units: exact, in twice the
  /// width, with both scaled to six fraction digits (the most a currency has).
  static func majorUnits(_ first: Money, exceed second: Money) -> Bool {
    func scaled(_ money: Money) -> (high: Int64, low: UInt64) {
      var factor: Int64 = 1
      for _ in money.currency.minorUnitDigits..<6 { factor *= 10 }
      return money.minorUnits.multipliedFullWidth(by: factor)
    }
    let (a, b) = (scaled(first), scaled(second))
    return a.high != b.high ? a.high > b.high : a.low > b.low
  }

  /// Puts the groups into the summary under their names.
  private func finish(_ summary: inout CompareSummary) {
    summary.byRegion = Dictionary(
      uniqueKeysWithValues: byRegion.map { ($0.key?.code ?? CompareSummary.noGroup, $0.value) })
    summary.byChannel = Dictionary(
      uniqueKeysWithValues: byChannel.map {
        ($0.key?.rawValue ?? CompareSummary.noGroup, $0.value)
      })
  }
}

extension CurrencyComparison {
  /// Adds a row's amounts under both policies.
  mutating func add(before: PricedRow, after: PricedRow) throws(MoneyError) {
    rows += 1
    tipBefore = try tipBefore.adding(before.tip)
    tipAfter = try tipAfter.adding(after.tip)
    payableBefore = try payableBefore.adding(before.payable)
    payableAfter = try payableAfter.adding(after.payable)
  }
}

extension GroupComparison {
  /// Adds a row of the group.
  mutating func add(tipDifference: Money, isChanged: Bool) throws(MoneyError) {
    rows += 1
    if isChanged { changed += 1 }
    let currency = tipDifference.currency
    self.tipDifference[currency] = try self.tipDifference[currency, default: .zero(currency)]
      .adding(
        tipDifference)
  }
}
