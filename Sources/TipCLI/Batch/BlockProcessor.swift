import TipEngine

/// Prices the rows of one block of whole CSV records and formats the output in a byte buffer.
///
/// One processor per block of a round; the blocks of a round run on all cores at once, each
/// processor touching only its own state, and the writer then takes the results in input order.
/// Rows go to the policy's batch entry point (`tips(for:)`) in groups of
/// ``BatchLimits/billsPerCall``, so the existential call is paid once per group; when a group
/// throws, its rows are priced one by one to pin the error on the row that caused it.
final class BlockProcessor: @unchecked Sendable {
  /// What a row of the current group became before the policy runs.
  private struct PendingRow {
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
  }

  let settings: BatchSettings
  let schema: BatchSchema
  let lookup: BatchLookup

  /// The formatted output of the block.
  private(set) var output = ByteBuffer(capacity: 1 << 20)
  /// The rejected rows of the block, in input order.
  private(set) var rejected: [RejectedRow] = []
  /// The bodies of the rejected rows' reports, which ``rejected`` points into.
  private(set) var reports = ByteBuffer(capacity: 1 << 12)
  /// The rows read (blank lines are not rows).
  private(set) var rowsRead = 0
  /// The rows written.
  private(set) var rowsWritten = 0
  /// The line feeds in the block.
  private(set) var lineFeeds = 0

  private let fields: CSVFieldTable
  private var pending: [PendingRow] = []
  private var bills: [Bill] = []
  private var reasons: [String] = []
  /// Reasons for amounts the library refused, so that a repeated bad value is judged once.
  private var amountFailures: [AmountFailureKey: String] = [:]
  /// Reasons for regions without a rule, by region code.
  private var noRuleReasons: [String: String] = [:]
  /// The size of the block being processed.
  private var blockCount = 0
  /// The JSON object keys: `{"name":` for the first column, `,"name":` for the others.
  private let jsonKeys: [[UInt8]]
  /// The bytes of all of ``jsonKeys``.
  private let jsonKeysLength: Int

  /// A processor for rows with the columns of `schema`.
  init(settings: BatchSettings, schema: BatchSchema, lookup: BatchLookup) {
    self.settings = settings
    self.schema = schema
    self.lookup = lookup
    // One more than the header so that an extra field is counted but costs nothing.
    fields = CSVFieldTable(capacity: schema.columnCount + 1)
    pending.reserveCapacity(settings.limits.billsPerCall)
    bills.reserveCapacity(settings.limits.billsPerCall)
    jsonKeys = schema.names.enumerated().map { index, name in
      (index == 0 ? [UInt8(ascii: "{")] : [CSVByte.comma]) + JSONText.literal(name)
        + [UInt8(ascii: ":")]
    }
    jsonKeysLength = jsonKeys.reduce(0) { $0 + $1.count }
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
    reports.count = 0
    rowsRead = 0
    rowsWritten = 0
    lineFeeds = 0
    guard let base = block.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    let count = block.count
    blockCount = count
    var position = 0
    while position < count {
      if let next = CSVRecordParser.blankLineEnd(base, from: position, count: count) {
        lineFeeds += 1
        position = next
        continue
      }
      let shape = CSVRecordParser.parse(base, from: position, count: count, fields: fields)
      var row = PendingRow(
        start: position, contentEnd: shape.contentEnd, line: lineFeeds, rowsBefore: rowsRead,
        bill: -1, reason: 0)
      lineFeeds += shape.lineFeeds
      rowsRead += 1
      if let reason = check(shape, start: position, base: base) {
        row.reason = reasons.count
        reasons.append(reason)
      } else {
        switch makeBill(base) {
        case .success(let bill):
          row.bill = bills.count
          bills.append(bill)
        case .failure(let failure):
          row.reason = reasons.count
          reasons.append(failure.reason)
        }
      }
      pending.append(row)
      if pending.count >= settings.limits.billsPerCall { flush(base) }
      position = shape.next
    }
    flush(base)
  }

  /// The reason to reject a record for its shape alone, if any.
  @inline(__always)
  private func check(_ shape: CSVRecordShape, start: Int, base: UnsafePointer<UInt8>) -> String? {
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

  // MARK: - Reading a row

  /// A row that cannot become a bill, and why.
  private struct RowFailure: Error {
    var reason: String
  }

  /// The bill of the record whose fields are in ``fields``.
  @inline(__always)
  private func makeBill(_ base: UnsafePointer<UInt8>) -> Result<Bill, RowFailure> {
    var region: BatchLookup.Region?
    if let column = schema.region, let (start, end) = trimmedField(column, base) {
      region = fields.escaped[column] ? nil : lookup.region(base + start, count: end - start)
      guard region != nil else {
        return .failure(
          RowFailure(
            reason: "unknown region '\(text(column, base))'; expected an ISO 3166-1 alpha-2 "
              + "code such as US or JP"))
      }
    }
    var currency: Currency
    if let column = schema.currency, let (start, end) = trimmedField(column, base) {
      if !fields.escaped[column], let known = lookup.currency(base + start, count: end - start) {
        currency = known
      } else {
        do {
          currency = try Currency(code: text(column, base, trimmed: true))
        } catch {
          return .failure(RowFailure(reason: "currency: \(error)"))
        }
      }
    } else {
      currency = settings.currency ?? region?.currency ?? .usd
    }
    let subtotal: Money
    switch amount(schema.subtotal, named: "subtotal", currency: currency, base) {
    case .success(let value): subtotal = value
    case .failure(let failure): return .failure(failure)
    }
    var tax: Money?
    if let column = schema.tax, trimmedField(column, base) != nil {
      switch amount(column, named: "tax", currency: currency, base) {
      case .success(let value): tax = value
      case .failure(let failure): return .failure(failure)
      }
    }
    var people: Int?
    if let column = schema.split, let (start, end) = trimmedField(column, base) {
      people = wholeNumber(base + start, count: end - start)
      guard let count = people, count >= 1, count <= Money.maximumParts,
        !fields.escaped[column]
      else {
        return .failure(
          RowFailure(
            reason: "split: '\(text(column, base))' is not a number of people; expected a whole "
              + "number from 1 to \(Money.maximumParts)"))
      }
    }
    let bill = Bill(
      subtotal: subtotal, tax: tax, partySize: people,
      region: region.flatMap { try? Region($0.code) })
    do {
      try bill.validate()
    } catch {
      return .failure(RowFailure(reason: error.description))
    }
    return .success(bill)
  }

  /// The amount in column `column`: the exact fast path for plain text, the library otherwise.
  @inline(__always)
  private func amount(
    _ column: Int, named name: String, currency: Currency, _ base: UnsafePointer<UInt8>
  ) -> Result<Money, RowFailure> {
    let start = fields.starts[column]
    if !fields.escaped[column],
      let units = AmountText.minorUnits(
        base + start, count: fields.ends[column] - start,
        fractionDigits: currency.minorUnitDigits)
    {
      return .success(Money(minorUnits: units, currency: currency))
    }
    let text = text(column, base)
    let key = AmountFailureKey(column: column, currency: currency, text: text)
    if let reason = amountFailures[key] { return .failure(RowFailure(reason: reason)) }
    do {
      return .success(try Money(text, currency: currency))
    } catch {
      // The same bad value (`N/A`, `-`, an empty field) tends to repeat: remember its reason.
      let reason = "\(name): \(error)"
      if amountFailures.count >= 1024 { amountFailures.removeAll(keepingCapacity: true) }
      amountFailures[key] = reason
      return .failure(RowFailure(reason: reason))
    }
  }

  /// A column's text that the library refused as an amount in a currency.
  private struct AmountFailureKey: Hashable {
    var column: Int
    var currency: Currency
    var text: String
  }

  /// The bounds of the field without surrounding spaces and tabs; `nil` when that is empty.
  @inline(__always)
  private func trimmedField(_ column: Int, _ base: UnsafePointer<UInt8>) -> (Int, Int)? {
    var start = fields.starts[column]
    var end = fields.ends[column]
    while start < end && (base[start] == 0x20 || base[start] == 0x09) { start += 1 }
    while end > start && (base[end - 1] == 0x20 || base[end - 1] == 0x09) { end -= 1 }
    return end > start ? (start, end) : nil
  }

  /// A number of ASCII digits, or `nil` for anything else or more than 9 digits.
  @inline(__always)
  private func wholeNumber(_ text: UnsafePointer<UInt8>, count: Int) -> Int? {
    guard count > 0, count <= 9 else { return nil }
    var value = 0
    for index in 0..<count {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// The field's content as text, with `""` unescaped, for messages and the library's parsers.
  private func text(_ column: Int, _ base: UnsafePointer<UInt8>, trimmed: Bool = false) -> String {
    var start = fields.starts[column]
    var end = fields.ends[column]
    if trimmed, let (s, e) = trimmedField(column, base) { (start, end) = (s, e) }
    let raw = UnsafeRawBufferPointer(start: base + start, count: end - start)
    if fields.escaped[column] {
      return String(decoding: CSVRecordParser.unescaped(raw), as: UTF8.self)
    }
    return String(decoding: raw, as: UTF8.self)
  }

  // MARK: - Pricing and writing a group

  /// Prices the bills of the pending rows and writes every pending row, in order.
  private func flush(_ base: UnsafePointer<UInt8>) {
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
    var output = self.output
    for row in pending {
      var reason: String?
      if row.bill < 0 {
        reason = reasons[row.reason]
      } else if let failure = failures[row.bill] {
        reason = failure
      } else {
        let bill = bills[row.bill]
        let tip = tips[row.bill]
        if tip.currency != bill.currency {
          reason = MoneyError.currencyMismatch(tip.currency.code, bill.currency.code).description
        } else {
          do {
            let total = try bill.amountBeforeTip().adding(tip)
            let written: Bool
            switch settings.format {
            case .csv:
              writeCSV(row, base, tip: tip, total: total, people: bill.partySize ?? 1, to: &output)
              written = true
            case .jsonLines:
              written = writeJSON(
                row, base, tip: tip, total: total, people: bill.partySize ?? 1, to: &output)
            }
            if written {
              rowsWritten += 1
            } else {
              reason = "the row is not valid UTF-8, which JSON output needs"
            }
          } catch {
            reason = error.description
          }
        }
      }
      if let reason {
        let length = row.contentEnd - row.start
        let isTruncated = length > settings.limits.maximumRecordLength
        let kept = isTruncated ? min(length, settings.limits.reportedRowPrefix) : length
        let start = reports.count
        RejectedRowWriter.appendBody(
          reason: reason, row: UnsafeBufferPointer(start: base + row.start, count: kept),
          isTruncated: isTruncated, format: settings.format, to: &reports)
        rejected.append(
          RejectedRow(
            line: row.line, rowsBefore: row.rowsBefore, outputOffset: output.count,
            reportStart: start, reportEnd: reports.count))
      }
    }
    self.output = output
    pending.removeAll(keepingCapacity: true)
    bills.removeAll(keepingCapacity: true)
    reasons.removeAll(keepingCapacity: true)
  }

  /// The reason for a policy error, shortened for the per-region policy so that a row's reason
  /// does not list every region.
  private func policyReason(_ error: any Error) -> String {
    switch error {
    case PolicyError.noRuleForRegion(let region, _, let known):
      // Cached by region (at most 26 × 26 of them): the suggestion costs an edit distance per rule.
      if let text = noRuleReasons[region] { return text }
      var text =
        "unknown region '\(region)' for policy '\(settings.policyName)': no rule and no fallback"
      if let near = suggestion(for: region, among: known) { text += "; did you mean '\(near)'?" }
      noRuleReasons[region] = text
      return text
    case PolicyError.missingRegion:
      return "no region given, and policy '\(settings.policyName)' has no fallback for that"
    default:
      return String(describing: error)
    }
  }

  /// Appends `,tip,total,shares` and the line terminator after the row as written.
  @inline(__always)
  private func writeCSV(
    _ row: PendingRow, _ base: UnsafePointer<UInt8>, tip: Money, total: Money, people: Int,
    to output: inout ByteBuffer
  ) {
    let length = row.contentEnd - row.start
    let digits = tip.currency.minorUnitDigits
    output.reserve(length + 4 + (people + 2) * (AmountText.maximumLength + 1))
    output.append(base + row.start, count: length)
    output.append(CSVByte.comma)
    AmountText.append(minorUnits: tip.minorUnits, fractionDigits: digits, to: &output)
    output.append(CSVByte.comma)
    AmountText.append(minorUnits: total.minorUnits, fractionDigits: digits, to: &output)
    output.append(CSVByte.comma)
    appendShares(of: total.minorUnits, people: people, digits: digits, quoted: false, to: &output)
    for byte in schema.lineTerminator { output.append(byte) }
  }

  /// Appends the even split of `total` among `people`, as computed by `Money.split(into:)`:
  /// `5.01;5.00;5.00` for CSV, `"5.01","5.00","5.00"` for JSON.
  @inline(__always)
  private func appendShares(
    of total: Int64, people: Int, digits: Int, quoted: Bool, to output: inout ByteBuffer
  ) {
    // `TipMath.evenSplit` is the library's own split; it throws only for fewer than one part.
    try? TipMath.evenSplit(total, parts: people, in: ExactArithmetic()) { index, share in
      if index > 0 { output.append(quoted ? CSVByte.comma : UInt8(ascii: ";")) }
      if quoted { output.append(CSVByte.quote) }
      AmountText.append(minorUnits: share, fractionDigits: digits, to: &output)
      if quoted { output.append(CSVByte.quote) }
    }
  }

  /// Appends the row as one JSON object; `false`, with nothing appended, when a field is not
  /// valid UTF-8.
  private func writeJSON(
    _ row: PendingRow, _ base: UnsafePointer<UInt8>, tip: Money, total: Money, people: Int,
    to output: inout ByteBuffer
  ) -> Bool {
    _ = CSVRecordParser.parse(base, from: row.start, count: blockCount, fields: fields)
    let length = row.contentEnd - row.start
    let digits = tip.currency.minorUnitDigits
    output.reserve(
      length * 6 + jsonKeysLength + 64 + (people + 2) * (AmountText.maximumLength + 3))
    let mark = output.count
    for column in 0..<schema.columnCount {
      for byte in jsonKeys[column] { output.append(byte) }
      let start = fields.starts[column]
      guard
        JSONText.appendString(
          base + start, count: fields.ends[column] - start,
          unescapingQuotes: fields.escaped[column], to: &output)
      else {
        output.truncate(to: mark)
        return false
      }
    }
    for byte in #","tip":""#.utf8 { output.append(byte) }
    AmountText.append(minorUnits: tip.minorUnits, fractionDigits: digits, to: &output)
    for byte in #"","total":""#.utf8 { output.append(byte) }
    AmountText.append(minorUnits: total.minorUnits, fractionDigits: digits, to: &output)
    for byte in #"","shares":["#.utf8 { output.append(byte) }
    appendShares(of: total.minorUnits, people: people, digits: digits, quoted: true, to: &output)
    for byte in "]}\n".utf8 { output.append(byte) }
    return true
  }
}
