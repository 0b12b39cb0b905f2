/// A bill to tip on: the subtotal and, optionally, tax, the size of the party and the region.
public struct Bill: Sendable, Hashable {
  /// The amount before tax; its currency is the bill's currency.
  public var subtotal: Money
  /// Tax on the bill, if any, in the same currency.
  public var tax: Money?
  /// How many people share the bill, if known.
  public var partySize: Int?
  /// The ISO 3166-1 alpha-2 code of the region where the bill is paid, such as `US`, if known.
  public var region: String?

  /// Creates a bill.
  ///
  /// - Parameters:
  ///   - subtotal: the amount before tax.
  ///   - tax: tax on the bill, in the subtotal's currency.
  ///   - partySize: how many people share it.
  ///   - region: an ISO 3166-1 alpha-2 code; it is upper-cased.
  @inlinable
  public init(subtotal: Money, tax: Money? = nil, partySize: Int? = nil, region: String? = nil) {
    self.subtotal = subtotal
    self.tax = tax
    self.partySize = partySize
    self.region = region?.uppercased()
  }

  /// The bill's currency: the subtotal's.
  @inlinable
  public var currency: Currency { subtotal.currency }

  /// The tax, or zero when there is none.
  @inlinable
  public var taxOrZero: Money { tax ?? .zero(subtotal.currency) }

  /// Subtotal plus tax: what is owed before the tip.
  ///
  /// - Throws: ``MoneyError`` on a currency mismatch or overflow.
  @inlinable
  public func amountBeforeTip() throws(MoneyError) -> Money {
    guard let tax else { return subtotal }
    return try subtotal.adding(tax)
  }

  /// Checks what every policy relies on: amounts of zero or more, one currency, at least one
  /// person.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` naming the problem.
  public func validate() throws(PolicyError) {
    if subtotal.isNegative {
      throw .invalidBill(reason: "the subtotal \(subtotal.amountText) is negative")
    }
    if let tax {
      if tax.currency != subtotal.currency {
        throw .invalidBill(
          reason: "the tax is in \(tax.currency.code) but the subtotal in \(subtotal.currency.code)"
        )
      }
      if tax.isNegative { throw .invalidBill(reason: "the tax \(tax.amountText) is negative") }
    }
    if let partySize, partySize < 1 {
      throw .invalidBill(reason: "a party of \(partySize); expected 1 or more people")
    }
  }
}
