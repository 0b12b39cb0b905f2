/// A fixed tip amount, whatever the bill: the tip calculator's "custom tip".
///
/// Catalog kind `fixed`: `{"kind": "fixed", "amount": "2.00", "currency": "USD"}`. Without a
/// `currency` the amount is in the bill's currency; with one, a bill in another currency is an
/// error, never a silent conversion.
public struct FixedPolicy: ConfigurablePolicy, Hashable {
  /// `fixed`.
  public static let kind = "fixed"
  /// A fixed amount.
  public static let kindSummary = "a fixed amount, whatever the bill"

  /// The tip, in major units (`2.5` is $2.50 for a USD bill).
  public var amount: DecimalValue
  /// The currency the amount is meant for, or `nil` for the bill's currency.
  public var currency: Currency?

  /// Creates a fixed tip.
  ///
  /// - Throws: ``MoneyError/negativeAmount(text:)`` for a negative amount.
  public init(amount: DecimalValue, currency: Currency? = nil) throws(MoneyError) {
    guard !amount.isNegative else { throw .negativeAmount(text: amount.description) }
    self.amount = amount
    self.currency = currency
  }

  /// A fixed tip of exactly `money`.
  public init(_ money: Money) throws(MoneyError) {
    try self.init(amount: money.decimalValue, currency: money.currency)
  }

  enum CodingKeys: String, CodingKey {
    case amount, currency
  }

  /// Reads `amount` (zero or more) and the optional `currency`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decode(DecimalValue.self, forKey: .amount)
    currency = try container.decodeIfPresent(Currency.self, forKey: .currency)
    if amount.isNegative {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container,
        debugDescription: "amount \(amount) is negative; expected zero or more")
    }
    if let currency, amount.scale > currency.minorUnitDigits {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container,
        debugDescription:
          "amount \(amount) has more fraction digits than \(currency.code) "
          + "(\(currency.minorUnitDigits))")
    }
  }

  /// The amount in the bill's currency.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when the bill is in another currency than
  ///   ``currency``, or the amount has more digits than the bill's currency.
  public func tip(for bill: Bill) throws -> Money {
    if let currency, currency != bill.currency {
      throw PolicyError.inapplicable(
        reason: "the fixed tip \(amount) \(currency.code) cannot apply to a bill in "
          + "\(bill.currency.code); amounts are never converted between currencies")
    }
    do {
      return try Money(exactly: amount, currency: bill.currency)
    } catch .tooManyFractionDigits {
      throw PolicyError.inapplicable(
        reason: "the fixed tip \(amount) has more fraction digits than \(bill.currency.code) "
          + "(\(bill.currency.minorUnitDigits))")
    }
  }

  /// Such as `a fixed 2 USD`.
  public var summary: String {
    "a fixed \(amount)\(currency.map { " \($0.code)" } ?? "")"
  }
}
