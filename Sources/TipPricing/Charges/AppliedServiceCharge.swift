/// A service charge as it applied to one bill: its amount and the tax on it, for the bill's
/// lines.
public struct AppliedServiceCharge: Sendable, Hashable {
  /// The charge's name.
  public var name: String
  /// The charge, before its tax.
  public var amount: Money
  /// The tax on the charge; zero when it is untaxed.
  public var tax: Money
  /// Whether the charge is paid to staff (an automatic gratuity).
  public var isGratuity: Bool
  /// The text shown with the charge, if any.
  public var note: String?

  /// Creates an applied charge.
  public init(name: String, amount: Money, tax: Money, isGratuity: Bool, note: String? = nil) {
    self.name = name
    self.amount = amount
    self.tax = tax
    self.isGratuity = isGratuity
    self.note = note
  }

  /// The charge and its tax.
  ///
  /// - Throws: ``MoneyError`` on overflow or a currency mismatch.
  public func total() throws(MoneyError) -> Money {
    try amount.adding(tax)
  }

  /// Subtotal − discount + tax + every charge and its tax + tip: a quote's total.
  ///
  /// - Throws: ``MoneyError`` on overflow or a currency mismatch.
  package static func total(of bill: Bill, charges: [AppliedServiceCharge], tip: Money)
    throws(MoneyError) -> Money
  {
    var total = try bill.amountBeforeTip()
    for charge in charges {
      total = try total.adding(charge.amount).adding(charge.tax)
    }
    return try total.adding(tip)
  }
}
