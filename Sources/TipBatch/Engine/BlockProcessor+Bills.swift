import TipEngine

/// A row that cannot become a bill, and why.
struct RowFailure: Error {
  /// The reason shown for the rejected row.
  var reason: String
}

/// A column's text that the library refused as an amount in a currency.
struct AmountFailureKey: Hashable {
  var column: Int
  var currency: Currency
  var text: String
}

extension BlockProcessor {
  /// The bill of the record whose fields are in ``fields``, and in `people` how many share it
  /// (the `split` column; 1 without one).
  ///
  /// The region is the row's `region` value, else the job's default region, else none; the
  /// currency is the row's `currency` value, else the job's default currency, else the region's,
  /// else USD. The guests (``Bill/partySize``) are the `party` column's, never the `split`'s.
  @inline(__always)
  func makeBill(_ base: UnsafePointer<UInt8>, people: inout Int) -> Result<Bill, RowFailure> {
    var region: Region?
    if let column = schema.region, let (start, end) = trimmedField(column, base) {
      region = fields.escaped[column] ? nil : lookup.region(base + start, count: end - start)
      guard region != nil else {
        return .failure(RowFailure(reason: regionReason(text(column, base))))
      }
    } else if let defaultRegion {
      region = defaultRegion
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
    people = 1
    if let column = schema.split, let (start, end) = trimmedField(column, base) {
      guard let count = wholeNumber(base + start, count: end - start), count >= 1,
        count <= Money.maximumParts, !fields.escaped[column]
      else {
        return .failure(
          RowFailure(
            reason: "split: '\(text(column, base))' is not a number of people; expected a whole "
              + "number from 1 to \(Money.maximumParts)"))
      }
      people = count
    }
    // Rows without order columns keep their bill immutable: a mutable one costs copies per row.
    if schema.hasOrderColumns {
      return orderedBill(Bill(subtotal: subtotal, tax: tax, region: region), base)
    }
    let bill = Bill(subtotal: subtotal, tax: tax, region: region)
    do {
      try bill.validate()
    } catch {
      return .failure(RowFailure(reason: error.description))
    }
    return .success(bill)
  }

  /// `bill` with the row's order columns, checked.
  private func orderedBill(_ bill: Bill, _ base: UnsafePointer<UInt8>) -> Result<Bill, RowFailure> {
    var bill = bill
    if let failure = readOrder(into: &bill, base) { return .failure(failure) }
    do {
      try bill.validate()
    } catch {
      return .failure(RowFailure(reason: error.description))
    }
    return .success(bill)
  }

  /// The amount in column `column`: the exact fast path for plain text, the library otherwise.
  @inline(__always)
  func amount(
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
      let reason = "\(name): \(BlockProcessor.amountReason(error, currency: currency))"
      if amountFailures.count >= 1024 { amountFailures.removeAll(keepingCapacity: true) }
      amountFailures[key] = reason
      return .failure(RowFailure(reason: reason))
    }
  }

  /// What is wrong with an amount, in batch's words: batch prices amounts as written, so an
  /// amount with more digits than its currency is told to be written with fewer (the library's
  /// own text suggests a rounding rule, which batch does not take), its digits counted as
  /// written (`5020.80` has 2, though 1 would do) and a currency without any worded as `quote`
  /// words it; an amount marked with another currency is told to change the row's currency.
  static func amountReason(_ error: MoneyError, currency: Currency) -> String {
    if case .currencyMarkMismatch(let text, let mark, let codes, let code) = error {
      let marked =
        codes == [mark] ? "marked \(mark)" : "marked '\(mark)' (\(MoneyError.listing(codes)))"
      return "'\(text)' is \(marked) but the row is in \(code); set the row's currency to "
        + "\(MoneyError.listing(codes)), or write the amount without '\(mark)'"
    }
    if case .invalidNumber(let text, _) = error, let written = decimalCommaAmount(text) {
      return decimalCommaReason(text, written: written, currency: currency)
    }
    guard case .tooManyFractionDigits(let text, let digits, let allowed, let code) = error else {
      return error.description
    }
    let name = code ?? currency.code
    // The error counts the digits the amount needs; the message quotes it as written.
    var written = digits
    if let point = text.utf8.lastIndex(of: UInt8(ascii: ".")) {
      let after = text.utf8[text.utf8.index(after: point)...]
      written = max(digits, after.prefix { (48...57).contains($0) }.count)
    }
    let has = "'\(text)' has \(written) fraction \(written == 1 ? "digit" : "digits") but"
    let unit = allowed == 1 ? "digit" : "digits"
    let end = "(batch prices amounts as written and does not round them)"
    if allowed == 0 {
      return "\(has) \(name) amounts have no digits after the point; write whole \(name) "
        + "amounts \(end)"
    }
    return "\(has) \(name) has \(allowed) \(unit) after the point; write \(name) amounts with "
      + "at most \(allowed) \(unit) \(end)"
  }

  /// What to say of `text`, which has a decimal comma and means `written`: write it with a
  /// point, and, when `written` has more fraction digits than `currency` takes, with only as
  /// many (`12.50` for `12,5000` in USD) when the others are zeros; otherwise both facts, with
  /// no amount that would be refused.
  static func decimalCommaReason(_ text: String, written: String, currency: Currency) -> String {
    let start = "'\(text)' has a decimal comma; batch reads ',' as a grouping comma (1,234.50) and "
    let allowed = currency.minorUnitDigits
    guard let point = written.firstIndex(of: "."),
      written.distance(from: point, to: written.endIndex) - 1 > allowed
    else { return start + "'.' as the decimal point, so write \(written)" }
    let digits = written.distance(from: point, to: written.endIndex) - 1
    let kept = written.index(point, offsetBy: allowed + 1)
    let unit = allowed == 1 ? "digit" : "digits"
    let limit =
      allowed == 0
      ? "\(currency.code) amounts have no digits after the point"
      : "\(currency.code) amounts have at most \(allowed) \(unit) after the point"
    if written[kept...].allSatisfy({ $0 == "0" }) {
      let exact = String(written[..<(allowed == 0 ? point : kept)])
      return start + "'.' as the decimal point, so write \(exact): \(limit)"
    }
    return start + "'.' as the decimal point, and \(limit); \(written) has \(digits) (batch "
      + "prices amounts as written and does not round them)"
  }

  /// The amount `text` means when its last `,` is a decimal comma (`12,50`, `1.234,50 €`):
  /// followed by one, two or four or more digits and no `.`, so not a group of three. The
  /// number with `.` for its point and no grouping (`1234.50`); `nil` for any other text.
  static func decimalCommaAmount(_ text: String) -> String? {
    let number = text.filter { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }
    guard let comma = number.lastIndex(of: ",") else { return nil }
    let fraction = number[number.index(after: comma)...]
    guard !fraction.isEmpty, fraction.count != 3, fraction.allSatisfy(\.isNumber) else {
      return nil
    }
    let whole = number[..<comma].filter(\.isNumber)
    let sign = text.contains("-") ? "-" : ""
    return sign + (whole.isEmpty ? "0" : whole) + "." + fraction
  }

  /// The bounds of the field without surrounding spaces and tabs; `nil` when that is empty.
  @inline(__always)
  func trimmedField(_ column: Int, _ base: UnsafePointer<UInt8>) -> (Int, Int)? {
    var start = fields.starts[column]
    var end = fields.ends[column]
    while start < end && (base[start] == CSVByte.space || base[start] == CSVByte.tab) {
      start += 1
    }
    while end > start && (base[end - 1] == CSVByte.space || base[end - 1] == CSVByte.tab) {
      end -= 1
    }
    return end > start ? (start, end) : nil
  }

  /// A number of ASCII digits, or `nil` for anything else or more than 9 digits.
  @inline(__always)
  func wholeNumber(_ text: UnsafePointer<UInt8>, count: Int) -> Int? {
    guard count > 0, count <= 9 else { return nil }
    var value = 0
    for index in 0..<count {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// The reason for a region value that is not a region, judged once per distinct value: an
  /// unknown country or an unlisted subdivision says so, with the code plausibly meant.
  func regionReason(_ text: String) -> String {
    if let reason = regionFailures[text] { return reason }
    var reason =
      "unknown region '\(text)'; expected an ISO 3166-1 alpha-2 code such as US or JP, or a "
      + "subdivision such as CA-QC"
    do {
      _ = try Region(text)
    } catch {
      switch error {
      case .unknownSubdivision: reason = error.description
      case .unknownCountry(_, let near?): reason += "; did you mean '\(near)'?"
      default: break
      }
    }
    // Bounded: a file of many distinct bad values must not grow the cache without limit.
    if regionFailures.count < 4096 { regionFailures[text] = reason }
    return reason
  }

  /// The field's content as text, with `""` unescaped, for messages and the library's parsers.
  func text(_ column: Int, _ base: UnsafePointer<UInt8>, trimmed: Bool = false) -> String {
    var start = fields.starts[column]
    var end = fields.ends[column]
    if trimmed, let (trimmedStart, trimmedEnd) = trimmedField(column, base) {
      (start, end) = (trimmedStart, trimmedEnd)
    }
    let raw = UnsafeRawBufferPointer(start: base + start, count: end - start)
    if fields.escaped[column] {
      return String(decoding: CSVRecordParser.unescaped(raw), as: UTF8.self)
    }
    return String(decoding: raw, as: UTF8.self)
  }
}
