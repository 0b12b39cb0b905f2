/// A receipt as its JSON spells it, before amounts are read in its currency and names are
/// checked: what ``ConfigDecoder`` (and `JSONDecoder`) decode, strictly, key by key.
struct ReceiptDocument: Decodable {
  /// One item as written.
  struct Item: Decodable {
    var name: String
    var amount: DecimalValue
    var people: [String]?
    var category: String?
    var taxRate: Percentage?
  }

  /// The tip as written: one of its three keys.
  struct Tip: Decodable {
    var amount: DecimalValue?
    var percent: Percentage?
    var policy: String?
  }

  var currency: String?
  var region: String?
  var people: [String]?
  var items: [Item]
  var discount: DecimalValue?
  var tax: DecimalValue?
  var taxRounding: RoundingRule?
  var tip: Tip?
}

extension Receipt {
  /// The receipt a document describes, with its amounts read in its currency.
  ///
  /// - Throws: ``ReceiptError`` for an unknown currency or region, an amount with more digits
  ///   than the currency has, or a tip that is not exactly one of its kinds.
  init(document: ReceiptDocument) throws(ReceiptError) {
    let (region, currency) = try Receipt.regionAndCurrency(
      region: document.region, currency: document.currency)
    func money(_ value: DecimalValue, _ name: String, at path: ReceiptPath) throws(ReceiptError)
      -> Money
    {
      try Receipt.money(value, currency: currency, name: name, at: path)
    }
    var items: [Item] = []
    items.reserveCapacity(document.items.count)
    for (index, written) in document.items.enumerated() {
      let path = ReceiptPath.item(index)
      let name = written.name.isEmpty ? "item \(index + 1)" : "item '\(written.name)'"
      items.append(
        Item(
          written.name,
          amount: try money(written.amount, name + ": amount", at: path.key("amount")),
          people: written.people ?? [], category: written.category, taxRate: written.taxRate))
    }
    var tip: Tip?
    if let written = document.tip {
      let given = [
        written.amount.map { _ in "amount" }, written.percent.map { _ in "percent" },
        written.policy.map { _ in "policy" },
      ].compactMap { $0 }
      guard given.count == 1 else {
        let problem =
          given.isEmpty
          ? "the tip gives none of \"amount\", \"percent\" and \"policy\""
          : "the tip gives " + given.map { "\"\($0)\"" }.joined(separator: " and ")
        throw ReceiptError(
          .invalidTip, at: .key("tip"), problem,
          suggestion: "give exactly one, such as {\"percent\": \"18\"}, or leave the tip out")
      }
      if let amount = written.amount {
        tip = .amount(try money(amount, "the tip amount", at: .key("tip").key("amount")))
      } else if let percent = written.percent {
        tip = .percent(percent)
      } else if let policy = written.policy {
        tip = .policy(policy)
      }
    }
    self.init(
      currency: currency, region: region, people: document.people, items: items,
      discount: try document.discount.map { (value) throws(ReceiptError) in
        try money(value, "the discount", at: .key("discount"))
      },
      tax: try document.tax.map { (value) throws(ReceiptError) in
        try money(value, "the tax", at: .key("tax"))
      },
      taxRounding: document.taxRounding ?? .halfUp, tip: tip)
  }

  /// The region and the currency a document's `region` and `currency` keys name; without a
  /// currency, the region's. A shift document reads its header the same way.
  ///
  /// - Throws: ``ReceiptError`` of kind ``ReceiptError/Kind/invalidRegion`` or
  ///   ``ReceiptError/Kind/unknownCurrency`` (also when neither key is given).
  static func regionAndCurrency(region regionCode: String?, currency currencyCode: String?)
    throws(ReceiptError) -> (Region?, Currency)
  {
    var region: Region?
    if let regionCode {
      do {
        region = try Region(regionCode)
      } catch {
        throw ReceiptError(.invalidRegion, at: .key("region"), error.description)
      }
    }
    if let currencyCode {
      do {
        return (region, try Currency(code: currencyCode))
      } catch {
        throw ReceiptError(
          .unknownCurrency, at: .key("currency"), error.problem,
          suggestion: error.recoverySuggestion)
      }
    }
    guard let region else {
      throw ReceiptError(
        .unknownCurrency, at: .root, "missing key 'currency'",
        suggestion: "add \"currency\": \"USD\" (an ISO 4217 code), or a \"region\" whose "
          + "currency applies")
    }
    return (region, region.currency)
  }

  /// `value` as an amount of `currency`, or an error that names the value and the digits allowed.
  static func money(_ value: DecimalValue, currency: Currency, name: String, at path: ReceiptPath)
    throws(ReceiptError) -> Money
  {
    do {
      return try Money(exactly: value, currency: currency)
    } catch .tooManyFractionDigits(_, let digits, let allowed, _) {
      let limit =
        allowed == 0
        ? "\(currency.code) amounts are whole numbers"
        : "\(currency.code) has \(allowed) \(allowed == 1 ? "digit" : "digits") after the point"
      let fraction = digits == 1 ? "1 fraction digit" : "\(digits) fraction digits"
      throw ReceiptError(
        .invalidAmount, at: path, "\(name) \(value) has \(fraction), but \(limit)",
        suggestion: allowed == 0
          ? "write a whole number of \(currency.code)"
          : "write at most \(allowed) after the point")
    } catch .invalidNumber(_, let reason) {
      // "too large; the largest amount in USD is …": the problem, then the advice.
      let parts = reason.split(separator: ";", maxSplits: 1)
      throw ReceiptError(
        .invalidAmount, at: path, "\(name) \(value) is \(parts.first ?? "")",
        suggestion: parts.dropFirst().first.map { String($0.trimmingWhitespace()) })
    } catch {
      throw ReceiptError(
        .invalidAmount, at: path, "\(name) \(value): \(error.problem)",
        suggestion: error.recoverySuggestion)
    }
  }
}
