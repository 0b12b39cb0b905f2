import TipEngine

/// Prices the rows of one block of whole CSV records and formats the output in a byte buffer.
///
/// One processor per block of a round; the blocks of a round run on all cores at once, each
/// processor touching only its own state, and the writer then takes the results in input order.
/// Rows go to the policy's batch entry point (`tips(for:)`) in groups of
/// ``BatchLimits/billsPerCall``, so the existential call is paid once per group; when a group
/// throws, its rows are priced one by one to pin the error on the row that caused it.
///
/// Reading a row into a bill is in `BlockProcessor+Bills.swift`, writing a priced row in
/// `BlockProcessor+Writing.swift`.
final class BlockProcessor: @unchecked Sendable {
  /// What a row of the current group became before the policy runs.
  struct PendingRow {
    /// The offset of the record's first byte.
    var start: Int
    /// The offset just after its content, before its terminator.
    var contentEnd: Int
    /// Line feeds of the block before the record.
    var line: Int
    /// Rows of the block read before it.
    var rowsBefore: Int
    /// The index of its bill, or -1 when the row is rejected.
    var bill: Int
    /// The index of the rejection reason when `bill` is -1.
    var reason: Int
    /// How many people share the bill.
    var people: Int
  }

  /// What ends the report of a row cut short at ``BatchLimits/reportedRowPrefix`` bytes.
  static let truncationMark = "…"

  let settings: BatchSettings
  let schema: BatchSchema
  let lookup: BatchLookup
  /// Whether the summary keeps more rejected rows.
  let budget: RejectionBudget
  /// The region of rows without a region value, if the job sets one.
  let defaultRegion: Region?
  /// Whether the job applies service charges or cash rounding (``BatchSettings/charges``):
  /// tested per row instead of the optional, which would retain its tables each time.
  let appliesCharges: Bool
  /// Whether each row's outcome goes to ``results`` instead of being written
  /// (``BatchSettings/recordsResults``).
  let recordsResults: Bool
  /// Whether the job traces (``BatchSettings/tracer``), tested per row for the same reason: a
  /// run that does not trace never touches the tracer.
  let traces: Bool
  /// Whether rows are read through the schema's rewrites (``BatchSchema/rewrites``), tested per
  /// row: a run without them reads each row as it always has.
  let rewritesCells: Bool
  /// Whether the output has the `local_time` column (``BatchSettings/writesLocalTime``).
  let writesLocalTime: Bool
  /// A copy of the row being read with its rewritten cells, when ``rewritesCells``.
  var rewritten: [UInt8] = []
  /// The local time of each bill of the group, when ``writesLocalTime``: the wall time its `at`
  /// gave, or `nil`.
  var localTimes: [LocalDateTime?] = []
  /// The wall time with its seconds that the row being read had in a form other than
  /// `YYYY-MM-DDTHH:MM` (a bill keeps minutes), for the `local_time` column.
  var resolvedTime: LocalDateTime?

  /// The formatted output of the block.
  private(set) var output = ByteBuffer(capacity: 1 << 20)
  /// The rejected rows of the block, in input order.
  var rejected: [RejectedRow] = []
  /// The reasons and texts of the block's first rejected rows, for the summary.
  var keptRejections: [(id: String?, reason: String, row: String)] = []
  /// The bodies of the rejected rows' reports, which ``rejected`` points into.
  var reports = ByteBuffer(capacity: 1 << 12)
  /// The rows read (blank lines are not rows).
  private(set) var rowsRead = 0
  /// The rows written.
  private(set) var rowsWritten = 0
  /// The line feeds in the block.
  private(set) var lineFeeds = 0
  /// Every row's outcome, in input order, when the processor records results instead of
  /// writing rows (`compare`).
  private(set) var results: [PricedRow] = []

  let fields: CSVFieldTable
  private var pending: [PendingRow] = []
  private var bills: [Bill] = []
  /// Each bill's service charges and their tax, when the job applies charges.
  private var chargeTotals: [Money] = []
  /// The payments of the bills whose `payment` cell lists one per share, by bill index; empty
  /// for a group without such a row, which is then priced as before.
  var tenderLists: [Int: [Payment]] = [:]
  /// The payments the last row read listed one per share, until its bill gets an index.
  var rowTenders: [Payment]?
  private var reasons: [String] = []
  /// Whether this block keeps its rejected rows' texts for the summary.
  var keepsRejections = true
  /// Reasons for amounts the library refused, so that a repeated bad value is judged once.
  var amountFailures: [AmountFailureKey: String] = [:]
  /// Reasons for region values that are not regions, by value.
  var regionFailures: [String: String] = [:]
  /// Reasons for regions without a rule, by region code.
  var noRuleReasons: [String: String] = [:]
  /// The size of the block being processed.
  var blockCount = 0
  /// The JSON object keys: `{"name":` for the first column, `,"name":` for the others.
  let jsonKeys: [[UInt8]]
  /// The bytes of all of ``jsonKeys``.
  let jsonKeysLength: Int
  /// The column the currency is read from when it is named `currency` (in any case), which makes
  /// a JSON `currency` key needless; `nil` otherwise, and the key is added.
  let currencyKeyColumn: Int?
  /// The last currency written to JSON, and its code as a JSON string.
  var jsonCurrency: (currency: Currency, literal: [UInt8])?

  /// A processor for rows with the columns of `schema`.
  init(settings: BatchSettings, schema: BatchSchema, lookup: BatchLookup, budget: RejectionBudget) {
    self.settings = settings
    self.schema = schema
    self.lookup = lookup
    self.budget = budget
    defaultRegion = settings.region
    appliesCharges = settings.charges != nil
    recordsResults = settings.recordsResults
    traces = settings.tracer != nil
    rewritesCells = !schema.rewrites.isEmpty
    writesLocalTime = settings.writesLocalTime
    // One more than the header so that an extra field is counted but costs nothing.
    fields = CSVFieldTable(capacity: schema.columnCount + 1)
    pending.reserveCapacity(settings.limits.billsPerCall)
    bills.reserveCapacity(settings.limits.billsPerCall)
    if settings.charges != nil { chargeTotals.reserveCapacity(settings.limits.billsPerCall) }
    jsonKeys = schema.names.enumerated().map { index, name in
      (index == 0 ? [UInt8(ascii: "{")] : [CSVByte.comma]) + JSONText.literal(name)
        + [UInt8(ascii: ":")]
    }
    jsonKeysLength = jsonKeys.reduce(0) { $0 + $1.count }
    currencyKeyColumn = schema.currency.flatMap { column in
      BatchSchema.normalized(schema.names[column]) == "currency" ? column : nil
    }
  }

  deinit {
    output.release()
    reports.release()
    fields.release()
  }

  /// Prices every record in `block`, which holds whole records only.
  func process(_ block: UnsafeRawBufferPointer) {
    output.count = 0
    rejected.removeAll(keepingCapacity: true)
    keptRejections.removeAll(keepingCapacity: true)
    keepsRejections = budget.hasRoom
    reports.count = 0
    rowsRead = 0
    rowsWritten = 0
    lineFeeds = 0
    if recordsResults { results.removeAll(keepingCapacity: true) }
    guard let base = block.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    // The group's rows, bills and reasons and the block's counts are locals, put back at the
    // end: appending to a property, or adding to one, would check exclusive access at run time
    // for every row.
    var pending: [PendingRow] = []
    var bills: [Bill] = []
    var reasons: [String] = []
    swap(&pending, &self.pending)
    swap(&bills, &self.bills)
    swap(&reasons, &self.reasons)
    var rowsRead = 0
    var lineFeeds = 0
    defer {
      swap(&pending, &self.pending)
      swap(&bills, &self.bills)
      swap(&reasons, &self.reasons)
      self.rowsRead = rowsRead
      self.lineFeeds = lineFeeds
    }
    let count = block.count
    blockCount = count
    var position = 0
    while position < count {
      // A block ends at a record's line feed or at the end of the input.
      if let next = CSVRecordParser.blankLineEnd(
        base, from: position, count: count, isEndOfInput: true)
      {
        if base[next - 1] == CSVByte.lineFeed { lineFeeds += 1 }
        position = next
        continue
      }
      let shape = CSVRecordParser.parse(base, from: position, count: count, fields: fields)
      var row = PendingRow(
        start: position, contentEnd: shape.contentEnd, line: lineFeeds, rowsBefore: rowsRead,
        bill: -1, reason: 0, people: 1)
      lineFeeds += shape.lineFeeds
      rowsRead += 1
      if let reason = check(shape, start: position) {
        row.reason = reasons.count
        reasons.append(reason)
      } else {
        if writesLocalTime { resolvedTime = nil }
        let made =
          rewritesCells
          ? makeRewrittenBill(
            base, start: position, contentEnd: shape.contentEnd, people: &row.people)
          : makeBill(base, people: &row.people)
        switch made {
        case .success(let bill):
          let tenders = rowTenders
          rowTenders = nil
          row.bill = bills.count
          bills.append(bill)
          if writesLocalTime { localTimes.append(resolvedTime ?? bill.localTime) }
          if appliesCharges, let reason = applyCharges(to: &bills[row.bill]) {
            // The row is rejected and its bill's index goes to the next row: nothing of this
            // one, its payments least of all, may stay behind under that index.
            bills.removeLast()
            if writesLocalTime { localTimes.removeLast() }
            row.bill = -1
            row.reason = reasons.count
            reasons.append(reason)
          } else if let tenders {
            tenderLists[row.bill] = tenders
          }
        case .failure(let failure):
          rowTenders = nil
          row.reason = reasons.count
          reasons.append(failure.reason)
        }
      }
      pending.append(row)
      if pending.count >= settings.limits.billsPerCall {
        flush(base, pending: &pending, bills: &bills, reasons: &reasons)
      }
      position = shape.next
    }
    flush(base, pending: &pending, bills: &bills, reasons: &reasons)
  }

  /// Applies the job's service charges to `bill`, the group's last, before its tip (a gratuity
  /// among them marks the bill for the policy), and records their sum; the reason to reject the
  /// row when a charge cannot apply.
  private func applyCharges(to bill: inout Bill) -> String? {
    guard let charges = settings.charges else { return nil }
    do {
      chargeTotals.append(try charges.serviceChargeTotal(for: &bill))
      return nil
    } catch {
      return policyReason(error)
    }
  }

  /// The reason to reject a record for its shape alone, if any.
  @inline(__always)
  private func check(_ shape: CSVRecordShape, start: Int) -> String? {
    let length = shape.contentEnd - start
    if length > settings.limits.maximumRecordLength {
      return BlockProcessor.overlongReason(
        length: length, limit: settings.limits.maximumRecordLength)
    }
    if let problem = shape.problem { return problem.reason }
    if shape.fieldCount != schema.columnCount {
      return "expected \(schema.columnCount) fields like the header, found \(shape.fieldCount)"
    }
    return nil
  }

  /// The reason for a row longer than the limit.
  static func overlongReason(length: Int, limit: Int) -> String {
    "the row is \(length) bytes long; rows are limited to \(limit) bytes"
  }

  // MARK: - Pricing a group

  /// Prices the bills of the pending rows and writes every pending row, in order; empties the
  /// group for the next.
  private func flush(
    _ base: UnsafePointer<UInt8>, pending: inout [PendingRow], bills: inout [Bill],
    reasons: inout [String]
  ) {
    guard !pending.isEmpty else { return }
    var tips: [Money] = []
    var failures: [Int: String] = [:]
    if !bills.isEmpty {
      do {
        tips = try settings.policy.tips(for: bills)
        if tips.count != bills.count { throw PolicyError.inapplicable(reason: "tip count") }
      } catch {
        // Price one by one to find which rows fail, and why.
        tips = []
        tips.reserveCapacity(bills.count)
        for (index, bill) in bills.enumerated() {
          do {
            tips.append(try settings.policy.tip(for: bill))
          } catch {
            failures[index] = policyReason(error)
            tips.append(.zero(bill.currency))
          }
        }
      }
    }
    if appliesCharges, !bills.isEmpty { retip(&tips, failures: &failures, bills: bills) }
    var output = self.output
    var rowsWritten = 0
    // A local array, put back at the end: appending to the property would check exclusive
    // access at run time for every row.
    var results: [PricedRow] = []
    if recordsResults { swap(&results, &self.results) }
    let format = settings.format
    let charges = appliesCharges ? settings.charges : nil
    for row in pending {
      var reason: String?
      if row.bill < 0 {
        reason = reasons[row.reason]
      } else if let failure = failures[row.bill] {
        reason = failure
      } else {
        let bill = bills[row.bill]
        let tip = tips[row.bill]
        do {
          var total = try BatchQuote.total(of: bill, tip: tip)
          if !tenderLists.isEmpty, let tenders = tenderLists[row.bill] {
            try BlockProcessor.check(tenders, people: row.people)
          }
          var charged: ChargedAmounts?
          if let charges {
            let chargeTotal = chargeTotals[row.bill]
            total = try total.adding(chargeTotal)
            charged = ChargedAmounts(charges: chargeTotal, payable: total, shares: nil)
            // Each person who pays cash pays a share of their own, rounded on its own.
            if !tenderLists.isEmpty, let tenders = tenderLists[row.bill] {
              charged = try tendered(
                total, by: tenders, of: bill, people: row.people, charges: chargeTotal)
            } else if let (_, rounding) = charges.cashRounding(for: bill) {
              let shares = try rounding.rounded(Shares(splitting: total, into: row.people))
              charged = ChargedAmounts(
                charges: chargeTotal, payable: shares.total, shares: shares)
            }
          }
          let written: Bool
          if recordsResults {
            results.append(
              PricedRow(
                start: row.start, tip: tip, payable: charged?.payable ?? total,
                region: bill.region, channel: bill.channel))
            written = true
          } else {
            switch format {
            case .csv:
              writeCSV(
                row, base, tip: tip, total: total, charged: charged, people: row.people,
                to: &output)
              written = true
            case .jsonLines:
              written = writeJSON(
                row, base, tip: tip, total: total, charged: charged, people: row.people,
                to: &output)
            }
          }
          // Only a traced run walks the policies again, for the row's path.
          if writesLocalTime && written { appendLocalTime(localTimes[row.bill], to: &output) }
          if traces && written { appendDecision(of: bill, charged: charged, to: &output) }
          if written {
            rowsWritten += 1
          } else {
            reason = "the row is not valid UTF-8, which JSON output needs"
          }
        } catch {
          reason = policyReason(error)
        }
      }
      if let reason {
        reject(row, base, reason: reason, outputOffset: output.count)
        if recordsResults { results.append(PricedRow(rejectedAt: row.start)) }
      }
    }
    self.output = output
    self.rowsWritten += rowsWritten
    if recordsResults { swap(&results, &self.results) }
    pending.removeAll(keepingCapacity: true)
    bills.removeAll(keepingCapacity: true)
    if writesLocalTime { localTimes.removeAll(keepingCapacity: true) }
    chargeTotals.removeAll(keepingCapacity: true)
    if !tenderLists.isEmpty { tenderLists.removeAll() }
    reasons.removeAll(keepingCapacity: true)
  }

  /// Replaces the tip of each of `bills` that owes service charges with the policy's tip given
  /// them (a round-up of the total counts them), recording a failure where that throws. The
  /// batch entry point tips the bills alone; most bills owe no charge and keep that tip.
  private func retip(_ tips: inout [Money], failures: inout [Int: String], bills: [Bill]) {
    for index in bills.indices where !chargeTotals[index].isZero && failures[index] == nil {
      do {
        tips[index] = try settings.policy.tip(
          for: bills[index], serviceCharges: chargeTotals[index])
      } catch {
        failures[index] = policyReason(error)
      }
    }
  }
}
