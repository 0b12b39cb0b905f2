/// A bill with its line items: what a policy needs to tip on some categories only (the haircut,
/// not the shampoo).
///
/// The items are kept beside the ``Bill`` rather than in it, so that a bill stays plain data
/// that costs nothing to copy; a policy whose base has `categories` reads them from here
/// (``TipPolicy/tip(for:)-(ItemizedBill)``), every other policy tips the bill alone.
///
/// ```swift
/// let bill = Bill(subtotal: try Money("80", currency: .usd), region: try Region("US"))
/// let itemized = ItemizedBill(bill, items: [
///   LineItem(name: "cut", category: "service", amount: try Money("65", currency: .usd)),
///   LineItem(name: "shampoo", category: "retail", amount: try Money("15", currency: .usd)),
/// ])
/// try salon.quote(for: itemized)   // a tip on the 65.00 of service only
/// ```
public struct ItemizedBill: Sendable, Hashable {
  /// The bill; its subtotal is the sum of the items.
  public var bill: Bill
  /// The lines of the order, each in the bill's currency.
  public var items: [LineItem]

  /// A bill and its line items.
  public init(_ bill: Bill, items: [LineItem]) {
    self.bill = bill
    self.items = items
  }

  /// Checks the bill (``Bill/validate()``) and that the items are amounts of zero or more in
  /// the bill's currency that add up to its subtotal.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` naming the problem.
  public func validate() throws(PolicyError) {
    try bill.validate()
    var sum = Money.zero(bill.currency)
    for (index, item) in items.enumerated() {
      try bill.check(item.amount, named: "item \(index + 1)" + (item.name.map { " (\($0))" } ?? ""))
      do {
        sum = try sum.adding(item.amount)
      } catch {
        throw .invalidBill(reason: "the items add up to more than the largest amount")
      }
    }
    if !items.isEmpty, sum != bill.subtotal {
      throw .invalidBill(
        reason:
          "the items add up to \(sum.amountText), not the subtotal \(bill.subtotal.amountText)"
      )
    }
  }
}
