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

  /// The tip, in major units (`2.5` is $2.50 for a USD bill); zero or more.
  public private(set) var amount: DecimalValue
  /// The currency the amount is meant for, or `nil` for the bill's currency.
  public private(set) var currency: Currency?
  /// ``amount`` in the minor units of every currency exponent, computed once.
  private(set) var units: MinorUnitsTable

  /// Creates a fixed tip.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a negative
  ///   amount, or one with more fraction digits than `currency`: the rules a catalog applies.
  public init(amount: DecimalValue, currency: Currency? = nil) throws(PolicyError) {
    try FixedPolicy.check(amount: amount, currency: currency)
    self.amount = amount
    self.currency = currency
    self.units = MinorUnitsTable(amount)
  }

  /// A fixed tip of exactly `money`.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a negative
  ///   amount.
  public init(_ money: Money) throws(PolicyError) {
    try self.init(amount: money.decimalValue, currency: money.currency)
  }

  /// The rules for ``amount``: zero or more, and no more fraction digits than the currency.
  static func check(amount: DecimalValue, currency: Currency?) throws(PolicyError) {
    let setting = CodingKeys.amount.stringValue
    if amount.isNegative {
      throw .invalidSetting(
        kind: kind, setting: setting, problem: "amount \(amount) is negative",
        expected: "expected zero or more")
    }
    if let currency, amount.scale > currency.minorUnitDigits {
      throw .invalidSetting(
        kind: kind, setting: setting,
        problem: "amount \(amount) has more fraction digits than \(currency.code) "
          + "(\(currency.minorUnitDigits))",
        expected: nil)
    }
  }

  enum CodingKeys: String, CodingKey {
    case amount, currency
  }

  /// Reads `amount` (zero or more) and the optional `currency`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    amount = try container.decode(DecimalValue.self, forKey: .amount)
    currency = try container.decodeIfPresent(Currency.self, forKey: .currency)
    units = MinorUnitsTable(amount)
    try PolicyError.checking(in: container) { [amount, currency] () throws(PolicyError) in
      try FixedPolicy.check(amount: amount, currency: currency)
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
    if let tip = units.money(in: bill.currency) { return tip }
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
