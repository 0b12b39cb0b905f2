import TipJSON
import TipPricing

/// A receipt as its JSON spells it, before amounts are read in its currency and names are
/// checked: what ``ConfigDecoder`` (and `JSONDecoder`) decode, strictly, key by key.
package struct ReceiptDocument: Decodable {
  /// A person as written: a plain name, or `{"name": "Ana", "payment": "cash"}`.
  struct Person: Decodable {
    var name: String
    var payment: Payment?

    enum CodingKeys: String, CodingKey {
      case name, payment
    }

    init(from decoder: any Decoder) throws {
      if let name = try? decoder.singleValueContainer().decode(String.self) {
        self.name = name
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      payment = try container.decodeIfPresent(Payment.self, forKey: .payment)
    }
  }

  /// One item as written.
  struct Item: Decodable {
    var name: String
    var amount: DecimalValue
    var people: [Person]?
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
  var people: [Person]?
  var payment: Payment?
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
          people: written.people?.map(\.name) ?? [], category: written.category,
          taxRate: written.taxRate))
    }
    let payments = try Receipt.payments(of: document)
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
      currency: currency, region: region, people: document.people?.map(\.name), items: items,
      discount: try document.discount.map { (value) throws(ReceiptError) in
        try money(value, "the discount", at: .key("discount"))
      },
      tax: try document.tax.map { (value) throws(ReceiptError) in
        try money(value, "the tax", at: .key("tax"))
      },
      taxRounding: document.taxRounding ?? .halfUp, tip: tip)
    self.payment = document.payment
    self.payments = payments
  }

  /// The payments the document gives people, by name, in `people` and in the items' `people`;
  /// a person given two different payments is refused where the second is.
  static func payments(of document: ReceiptDocument) throws(ReceiptError) -> [String: Payment] {
    var payments: [String: (payment: Payment, path: DocumentPath)] = [:]
    var listed: [(ReceiptDocument.Person, DocumentPath)] = []
    for (index, person) in (document.people ?? []).enumerated() {
      listed.append((person, DocumentPath.key("people").index(index)))
    }
    for (item, written) in document.items.enumerated() {
      for (index, person) in (written.people ?? []).enumerated() {
        listed.append((person, DocumentPath.item(item).key("people").index(index)))
      }
    }
    for (person, path) in listed {
      guard let payment = person.payment else { continue }
      if let first = payments[person.name], first.payment != payment {
        throw ReceiptError(
          .invalidPerson, at: path.key("payment"),
          "'\(person.name)' pays by \(payment.rawValue) here but by \(first.payment.rawValue) at "
            + "\(first.path.rendered)",
          suggestion: "give each person one payment, once, such as in \"people\"")
      }
      payments[person.name] = payments[person.name] ?? (payment, path.key("payment"))
    }
    return payments.mapValues(\.payment)
  }
}
