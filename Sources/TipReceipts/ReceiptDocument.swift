import TipJSON
import TipPricing

/// A receipt as its JSON spells it, before amounts are read in its currency and names are
/// checked: what ``ConfigDecoder`` (and `JSONDecoder`) decode, strictly, key by key.
package struct ReceiptDocument: Decodable {
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
  package init(document: ReceiptDocument) throws(ReceiptError) {
    let (region, currency) = try DocumentValues.regionAndCurrency(
      region: document.region, currency: document.currency, as: ReceiptError.self)
    func money(_ value: DecimalValue, _ name: String, at path: DocumentPath) throws(ReceiptError)
      -> Money
    {
      try DocumentValues.money(
        value, currency: currency, name: name, at: path, as: ReceiptError.self)
    }
    var items: [Item] = []
    items.reserveCapacity(document.items.count)
    for (index, written) in document.items.enumerated() {
      let path = DocumentPath.item(index)
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
}
