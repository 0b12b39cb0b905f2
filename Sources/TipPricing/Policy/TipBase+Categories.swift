extension TipBase {
  /// The base of a bill's line items in `categories` only: tip on the haircut, not on the
  /// shampoo.
  ///
  /// With `categories` `nil` this is ``amount(of:)``. Otherwise the items whose category is one
  /// of `categories` (compared exactly, case and all) count, and no other item does:
  /// - ``gross``: the sum of their amounts;
  /// - ``subtotal`` and ``total``: that sum's share of the whole base, `items × base ÷
  ///   subtotal`, so that the discount (and, for ``total``, the tax) is apportioned to them in
  ///   proportion to their amounts. The share is computed exactly in 128 bits and rounded once,
  ///   half-up, to the minor unit; it is never more than the whole base.
  ///
  /// A bill whose items are none of `categories` has a base of zero.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when the bill has no line items at all: it
  ///   cannot say which part of it the categories are, and neither the whole bill nor nothing
  ///   is a safe guess. ``MoneyError`` on overflow.
  public func amount(of itemized: ItemizedBill, categories: [String]?) throws -> Money {
    try amount(of: itemized.bill, items: itemized.items, categories: categories)
  }

  /// ``amount(of:categories:)`` of a bill and its items given apart; a policy tipping a
  /// ``Bill`` alone passes no items.
  package func amount(of bill: Bill, items: [LineItem], categories: [String]?) throws -> Money {
    guard let categories else { return try amount(of: bill) }
    guard !items.isEmpty else { throw TipBase.itemsMissing(for: categories) }
    var counted: Int64 = 0
    for item in items {
      guard let category = item.category, categories.contains(category) else { continue }
      let (sum, overflow) = counted.addingReportingOverflow(item.amount.minorUnits)
      if overflow { throw MoneyError.overflow(operation: "adding the items of a tip base") }
      counted = sum
    }
    let whole = try amount(of: bill)
    let subtotal = bill.subtotal.minorUnits
    if self == .gross || counted == subtotal {
      return Money(
        minorUnits: self == .gross ? counted : whole.minorUnits, currency: whole.currency)
    }
    guard subtotal > 0 else { return .zero(whole.currency) }
    guard
      let share = WideArithmetic.multiplyDivide(
        counted, whole.minorUnits, subtotal, rule: .halfUp)
    else { throw MoneyError.overflow(operation: "apportioning a tip base to its items") }
    return Money(minorUnits: share, currency: whole.currency)
  }

  /// The error of a base limited to `categories` on a bill without line items.
  @usableFromInline
  static func itemsMissing(for categories: [String]) -> PolicyError {
    .inapplicable(
      reason: "the tip base counts only items in \(TipBase.list(categories)), but the bill "
        + "has no line items; give the bill its items, or use a policy without 'categories'")
  }

  /// The base in words with its categories: `the subtotal of service, color`.
  package static func phrase(_ base: TipBase, categories: [String]?) -> String {
    guard let categories else { return base.phrase }
    return "\(base.phrase) of \(TipBase.list(categories)) items"
  }

  /// Categories as a list in words: `service` or `service, color`.
  static func list(_ categories: [String]) -> String {
    categories.joined(separator: ", ")
  }

  /// The rule for a `categories` setting of `kind`: at least one category, none empty.
  package static func check(categories: [String]?, kind: String) throws(PolicyError) {
    guard let categories else { return }
    if categories.isEmpty {
      throw .invalidSetting(
        kind: kind, setting: "categories", problem: "the list is empty, so nothing counts",
        expected: "list at least one category, or leave 'categories' out to count the whole bill")
    }
    if categories.contains(where: \.isEmpty) {
      throw .invalidSetting(
        kind: kind, setting: "categories", problem: "a category is an empty string",
        expected: "write the categories as the bill's items name them, such as \"service\"")
    }
  }
}
