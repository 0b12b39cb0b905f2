import TipJSON
import TipPricing

extension Receipt {
  /// Checks everything settling relies on, in document order, and throws the first problem.
  ///
  /// - At least one item; every item with a name, an amount of zero or more in the receipt's
  ///   currency, and at least one person, each listed once.
  /// - When ``people`` is given: no name twice, and every item's people among them (someone
  ///   listed with no items is allowed and owes nothing). At most ``Limits/maximumPeople``.
  /// - Either one ``tax`` or per-item ``Item/taxRate``s, not both; rates from 0 to 100 %.
  /// - A discount no larger than the items' total; a tip of one kind, in range.
  ///
  /// - Throws: ``ReceiptError`` naming the item and the path of the value.
  public func validate() throws(ReceiptError) {
    if let people { try Receipt.checkPeople(people) }
    guard !items.isEmpty else {
      throw ReceiptError(
        .noItems, at: .key("items"), "the receipt has no items",
        suggestion: #"add at least one {"name": …, "amount": …, "people": […]}"#)
    }
    let known = people.map(Set.init)
    var total: Int64 = 0
    for (index, item) in items.enumerated() {
      try check(item, at: index, known: known)
      let (sum, overflow) = total.addingReportingOverflow(item.amount.minorUnits)
      guard !overflow, sum <= Money.maximumMinorUnits else {
        let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency)
        throw ReceiptError(
          .overflow, at: .item(index).key("amount"),
          "the items up to \(Receipt.describe(item, at: index)) add up to more than "
            + "\(largest.amountText) \(currency.code), the largest amount")
      }
      total = sum
    }
    if people == nil {
      let count = everyone.count
      guard count <= Limits.maximumPeople else {
        throw ReceiptError(
          .tooManyPeople, at: .key("items"),
          "the items name \(count) people; a receipt has at most \(Limits.maximumPeople)")
      }
    }
    if let discount {
      try checkAmount(discount, "the discount", at: .key("discount"))
      guard discount.minorUnits <= total else {
        let items = Money(minorUnits: total, currency: currency)
        throw ReceiptError(
          .discountTooLarge, at: .key("discount"),
          "the discount \(discount.amountText) is more than the items' total \(items.amountText)",
          suggestion: "a discount is taken off the items and cannot exceed them")
      }
    }
    if let tax { try checkAmount(tax, "the tax", at: .key("tax")) }
    if let tip { try check(tip) }
  }

  /// Checks the receipt's own list of people.
  static func checkPeople(_ people: [String]) throws(ReceiptError) {
    guard people.count <= Limits.maximumPeople else {
      throw ReceiptError(
        .tooManyPeople, at: .key("people"),
        "\"people\" lists \(people.count) names; a receipt has at most \(Limits.maximumPeople)")
    }
    var seen: [String: Int] = [:]
    for (index, name) in people.enumerated() {
      let path = DocumentPath.key("people").index(index)
      guard !name.isEmpty else {
        throw ReceiptError(
          .invalidPerson, at: path, "a name in \"people\" is empty",
          suggestion: "write a name such as \"Alice\"")
      }
      if let first = seen[name] {
        throw ReceiptError(
          .invalidPerson, at: path,
          "'\(name)' is listed twice in \"people\" (first at people[\(first)])",
          suggestion: "list each person once")
      }
      seen[name] = index
    }
  }

  /// Checks one item: its name, amount, people and tax rate.
  private func check(_ item: Item, at index: Int, known: Set<String>?) throws(ReceiptError) {
    let path = DocumentPath.item(index)
    let described = Receipt.describe(item, at: index)
    guard !item.name.isEmpty else {
      throw ReceiptError(
        .invalidFormat, at: path.key("name"), "\(described) has an empty name",
        suggestion: "write what was sold, such as \"pasta\"")
    }
    try checkAmount(item.amount, described + ": amount", at: path.key("amount"))
    guard !item.people.isEmpty else {
      throw ReceiptError(
        .noPeople, at: path.key("people"), "\(described) has no people",
        suggestion: "list who had it, such as \"people\": [\"\(people?.first ?? "Alice")\"]")
    }
    var seen: Set<String> = []
    for (position, name) in item.people.enumerated() {
      let namePath = path.key("people").index(position)
      guard !name.isEmpty else {
        throw ReceiptError(
          .invalidPerson, at: namePath, "\(described) has an empty name among its people",
          suggestion: "write a name such as \"Alice\"")
      }
      guard seen.insert(name).inserted else {
        throw ReceiptError(
          .invalidPerson, at: namePath, "\(described) lists '\(name)' twice",
          suggestion: "list each person once (the item is shared evenly among them)")
      }
      if let known, let people, !known.contains(name) {
        let listed = Receipt.list(people)
        let hint =
          suggestion(for: name, among: people).map {
            "did you mean '\($0)'? \"people\" lists \(listed)"
          }
          ?? "add them to \"people\", which lists \(listed)"
        throw ReceiptError(
          .unknownPerson, at: namePath,
          "\(described) names '\(name)', who is not in \"people\"", suggestion: hint)
      }
    }
    if let rate = item.taxRate {
      guard tax == nil else {
        throw ReceiptError(
          .mixedTax, at: path.key("taxRate"),
          "\(described) has a \"taxRate\" but the receipt also gives one \"tax\" amount",
          suggestion: "give either \"tax\" for the whole receipt or a \"taxRate\" on the items, "
            + "not both")
      }
      try Receipt.checkRate(rate, "\(described): tax rate", at: path.key("taxRate"))
    }
  }

  /// Checks the tip: its amount or its rate.
  private func check(_ tip: Tip) throws(ReceiptError) {
    switch tip {
    case .amount(let amount):
      try checkAmount(amount, "the tip amount", at: .key("tip").key("amount"))
    case .percent(let rate):
      try Receipt.checkRate(rate, "the tip percentage", at: .key("tip").key("percent"))
    case .policy(let name):
      guard !name.isEmpty else {
        throw ReceiptError(
          .unknownPolicy, at: .key("tip").key("policy"), "the tip's policy name is empty",
          suggestion: "name a policy from the catalog, such as \"percent-18\"")
      }
    }
  }

  /// Checks that `amount` is zero or more, in the receipt's currency.
  private func checkAmount(_ amount: Money, _ name: String, at path: DocumentPath)
    throws(ReceiptError)
  {
    guard amount.currency == currency else {
      throw ReceiptError(
        .invalidAmount, at: path,
        "\(name) is in \(amount.currency.code) but the receipt in \(currency.code)",
        suggestion: "give every amount in \(currency.code)")
    }
    guard !amount.isNegative else {
      throw ReceiptError(
        .invalidAmount, at: path, "\(name) \(amount.amountText) is negative",
        suggestion: "write zero or more, and take money off with \"discount\"")
    }
  }

  /// Checks that a rate is from 0 to 100 percent.
  static func checkRate(_ rate: Percentage, _ name: String, at path: DocumentPath)
    throws(ReceiptError)
  {
    guard rate >= .zero, rate <= 100 else {
      throw ReceiptError(
        .invalidRate, at: path, "\(name) \(rate.percent) is out of range",
        suggestion: "expected 0 to 100 (percent), such as 8 for 8 %")
    }
  }

  /// How messages name an item: `item 'pasta'`, or `item 3` when it has no name.
  static func describe(_ item: Item, at index: Int) -> String {
    item.name.isEmpty ? "item \(index + 1)" : "item '\(item.name)'"
  }

  /// Names for a message: the first twelve, then how many more.
  static func list(_ names: [String]) -> String {
    let shown = 12
    var text = names.prefix(shown).joined(separator: ", ")
    if names.count > shown { text += " and \(names.count - shown) more" }
    return text
  }
}
