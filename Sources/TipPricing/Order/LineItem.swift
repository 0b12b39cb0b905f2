/// One line of an order: an amount and, optionally, what it is and its category.
///
/// Categories are the catalog's own words (`food`, `alcohol`, `retail`, `service`); a tip base
/// with `categories` counts only the items in them (tip on the haircut, not on the shampoo).
public struct LineItem: Sendable, Hashable {
  /// What was sold, for people, such as `pasta`.
  public var name: String?
  /// The category, such as `food` or `alcohol`, if any.
  public var category: String?
  /// The line's total, in the bill's currency.
  public var amount: Money

  /// Creates a line item.
  public init(name: String? = nil, category: String? = nil, amount: Money) {
    self.name = name
    self.category = category
    self.amount = amount
  }
}
