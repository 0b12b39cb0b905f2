import TipEngine

extension BlockProcessor {
  /// Appends the row as written, then `,tip,total,shares` (with `charged`, the shares of the
  /// payable amount and then `,charges,payable`) and the line terminator.
  @inline(__always)
  func writeCSV(
    _ row: PendingRow, _ base: UnsafePointer<UInt8>, tip: Money, total: Money,
    charged: ChargedAmounts?, people: Int, to output: inout ByteBuffer
  ) {
    let length = row.contentEnd - row.start
    let digits = tip.currency.minorUnitDigits
    output.reserve(length + 6 + (people + 4) * (AmountText.maximumLength + 1))
    output.append(base + row.start, count: length)
    output.append(CSVByte.comma)
    AmountText.append(minorUnits: tip.minorUnits, fractionDigits: digits, to: &output)
    output.append(CSVByte.comma)
    AmountText.append(minorUnits: total.minorUnits, fractionDigits: digits, to: &output)
    output.append(CSVByte.comma)
    if let shares = charged?.shares {
      appendShares(shares, quoted: false, to: &output)
    } else {
      appendShares(of: charged?.payable ?? total, people: people, quoted: false, to: &output)
    }
    if let charged {
      output.append(CSVByte.comma)
      AmountText.append(
        minorUnits: charged.charges.minorUnits, fractionDigits: digits, to: &output)
      output.append(CSVByte.comma)
      AmountText.append(
        minorUnits: charged.payable.minorUnits, fractionDigits: digits, to: &output)
    }
    for byte in schema.lineTerminator { output.append(byte) }
  }

  /// Appends the even split of `total` among `people`: `5.01;5.00;5.00` for CSV,
  /// `"5.01","5.00","5.00"` for JSON. Room must have been reserved.
  @inline(__always)
  private func appendShares(
    of total: Money, people: Int, quoted: Bool, to output: inout ByteBuffer
  ) {
    let digits = total.currency.minorUnitDigits
    BatchQuote.forEachShare(of: total, people: people) { index, share in
      if index > 0 { output.append(quoted ? CSVByte.comma : UInt8(ascii: ";")) }
      if quoted { output.append(CSVByte.quote) }
      AmountText.append(minorUnits: share, fractionDigits: digits, to: &output)
      if quoted { output.append(CSVByte.quote) }
    }
  }

  /// Appends `shares` as ``appendShares(of:people:quoted:to:)`` appends an even split. Room
  /// must have been reserved.
  private func appendShares(_ shares: Shares, quoted: Bool, to output: inout ByteBuffer) {
    for (index, share) in shares.enumerated() {
      if index > 0 { output.append(quoted ? CSVByte.comma : UInt8(ascii: ";")) }
      if quoted { output.append(CSVByte.quote) }
      AmountText.append(
        minorUnits: share.minorUnits, fractionDigits: share.currency.minorUnitDigits, to: &output)
      if quoted { output.append(CSVByte.quote) }
    }
  }

  /// Appends the row as one JSON object: the input's columns as strings (the column the
  /// currency is read from holding the row's currency code, every other as written),
  /// `currency` unless the currency is read from a column of that name (in any case), then
  /// `tip`, `total` and `shares` (with `charged`, the shares of the payable amount, then
  /// `charges` and `payable`). Returns `false`, with nothing appended, when a field is not
  /// valid UTF-8.
  func writeJSON(
    _ row: PendingRow, _ base: UnsafePointer<UInt8>, tip: Money, total: Money,
    charged: ChargedAmounts?, people: Int, to output: inout ByteBuffer
  ) -> Bool {
    _ = CSVRecordParser.parse(base, from: row.start, count: blockCount, fields: fields)
    let length = row.contentEnd - row.start
    let digits = tip.currency.minorUnitDigits
    let currency = currencyLiteral(tip.currency)
    output.reserve(
      length * 6 + jsonKeysLength + 128 + (people + 4) * (AmountText.maximumLength + 3))
    let mark = output.count
    for column in 0..<schema.columnCount {
      for byte in jsonKeys[column] { output.append(byte) }
      if column == schema.currency {
        output.append(reserved: currency)
        continue
      }
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
    if currencyKeyColumn == nil {
      output.append(reserved: BlockProcessor.currencyKey)
      output.append(reserved: currency)
    }
    for byte in #","tip":""#.utf8 { output.append(byte) }
    AmountText.append(minorUnits: tip.minorUnits, fractionDigits: digits, to: &output)
    for byte in #"","total":""#.utf8 { output.append(byte) }
    AmountText.append(minorUnits: total.minorUnits, fractionDigits: digits, to: &output)
    for byte in #"","shares":["#.utf8 { output.append(byte) }
    if let shares = charged?.shares {
      appendShares(shares, quoted: true, to: &output)
    } else {
      appendShares(of: charged?.payable ?? total, people: people, quoted: true, to: &output)
    }
    output.append(UInt8(ascii: "]"))
    if let charged {
      for byte in #","charges":""#.utf8 { output.append(byte) }
      AmountText.append(
        minorUnits: charged.charges.minorUnits, fractionDigits: digits, to: &output)
      for byte in #"","payable":""#.utf8 { output.append(byte) }
      AmountText.append(
        minorUnits: charged.payable.minorUnits, fractionDigits: digits, to: &output)
      output.append(CSVByte.quote)
    }
    for byte in "}\n".utf8 { output.append(byte) }
    return true
  }

  /// The key of the `currency` that JSON output adds after the input's columns.
  static let currencyKey = Array(#","currency":"#.utf8)

  /// The currency's code as a JSON string, such as `"USD"`; the last one is remembered, as rows
  /// tend to share their currency.
  private func currencyLiteral(_ currency: Currency) -> [UInt8] {
    if let cached = jsonCurrency, cached.currency == currency { return cached.literal }
    let literal = JSONText.literal(currency.code)
    jsonCurrency = (currency, literal)
    return literal
  }
}
