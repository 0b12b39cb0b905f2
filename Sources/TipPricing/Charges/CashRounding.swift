/// How a region rounds a total paid in cash where its smallest coins are gone: to a multiple of
/// an increment, by a rule for the amounts in between.
///
/// Only a cash payment is rounded, after tax, charges and tip; a card payment never is. Each
/// person who pays cash makes a payment of their own, so a split bill is split first and each
/// share rounded on its own (``rounded(_:)-(Shares)``). The difference is reported as its own
/// line (``Quote/rounding``), never folded into the tip.
///
/// Catalog section `cashRounding`, by region:
/// ```json
/// {"CH": {"increment": "0.05", "rounding": "half-up"},
///  "DK": {"increment": "0.50", "rounding": "half-up", "note": "25 and 75 øre round up"}}
/// ```
///
/// With an increment of 0.05, cent totals never tie (…1 and …2 round down, …3 to …7 to …5, …8
/// and …9 up); with 0.10 or 0.50 or 1 they can, and the rule decides the tie: `half-up` rounds
/// 0.25 to 0.50 on a 0.50 increment, `half-down` rounds 0.05 to 0.00 on a 0.10 increment.
public struct CashRounding: Sendable, Hashable {
  /// The word this type's problems are reported under: `cash rounding`.
  static let kind = "cash rounding"

  /// The increment in major units, greater than zero: `0.05`, `0.10`, `0.50`, `1`.
  public private(set) var increment: DecimalValue
  /// How a total between two multiples is rounded; half-up by default.
  public var rule: RoundingRule
  /// A note for people, such as the law or the date the rule comes from.
  public var note: String?

  /// Creates a cash rounding.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for an increment
  ///   that is not greater than zero: the rule a catalog applies.
  public init(increment: DecimalValue, rule: RoundingRule = .halfUp, note: String? = nil)
    throws(PolicyError)
  {
    try CashRounding.check(increment: increment)
    self.increment = increment
    self.rule = rule
    self.note = note
  }

  /// The rule for ``increment``: greater than zero.
  static func check(increment: DecimalValue) throws(PolicyError) {
    guard increment > .zero else {
      throw .invalidSetting(
        kind: kind, setting: "increment",
        problem: "increment \(increment) must be greater than zero",
        expected: "such as 0.05, 0.10, 0.50 or 1")
    }
  }

  /// The rule for an increment used in `currency`: no finer than its minor unit, and no larger
  /// than its largest amount (``Money/maximumMinorUnits``), which no total could be rounded to.
  static func check(increment: DecimalValue, in currency: Currency) throws(PolicyError) {
    let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency)
    guard increment <= largest.decimalValue else {
      throw .invalidSetting(
        kind: kind, setting: "increment",
        problem: "increment \(increment) is larger than the largest \(currency.code) amount, "
          + largest.amountText,
        expected: "use an increment of at most "
          + "\(largestIncrementInUse(in: currency).amountText) \(currency.code), "
          + usualIncrements(in: currency))
    }
    guard increment.scale <= currency.minorUnitDigits else {
      let digits = currency.minorUnitDigits
      throw .invalidSetting(
        kind: kind, setting: "increment",
        problem: "increment \(increment) is finer than \(currency.code) allows "
          + "(\(digits == 0 ? "no digits" : "\(digits) digits") after the point)",
        expected: "use a multiple of the smallest \(currency.code) amount, "
          + DecimalValue(significand: 1, scale: digits).description)
    }
  }

  /// The largest increment a region rounds cash to, in `currency`: one whole unit (Sweden and
  /// Norway round to the krona), or 100 of the smallest unit where that is larger (Chile rounds
  /// its pesos, which have no fraction, to 10). A larger increment is not wrong as such, but
  /// rounds ordinary bills by more than any region does, to nothing when half-up.
  package static func largestIncrementInUse(in currency: Currency) -> Money {
    var unit: Int64 = 1
    for _ in 0..<currency.minorUnitDigits { unit *= 10 }
    return Money(minorUnits: max(unit, 100), currency: currency)
  }

  /// Increments in use for `currency`, for messages: `such as 0.05, 0.10, 0.50 or 1`, or
  /// `such as 1, 5 or 10` for a currency without a fraction.
  package static func usualIncrements(in currency: Currency) -> String {
    currency.minorUnitDigits == 0 ? "such as 1, 5 or 10" : "such as 0.05, 0.10, 0.50 or 1"
  }

  /// `total` rounded to a multiple of ``increment`` by ``rule``.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when the increment is finer than the
  ///   total's currency allows; ``MoneyError`` on overflow.
  public func rounded(_ total: Money) throws -> Money {
    let step: Money
    do {
      step = try Money(exactly: increment, currency: total.currency)
    } catch .tooManyFractionDigits {
      throw PolicyError.inapplicable(
        reason: "the cash-rounding increment \(increment) is finer than "
          + "\(total.currency.code) allows (\(total.currency.minorUnitDigits) digits)")
    }
    return try total.rounded(toMultipleOf: step, rule: rule)
  }

  /// Each share rounded on its own by ``rounded(_:)-(Money)``: each person who pays cash makes a
  /// payment of their own (45.56 CHF among three, 15.19, 15.19 and 15.18, is 15.20 each).
  /// The rounded shares' sum, their ``Shares/total``, is what is payable. An even split stays
  /// an even split, with nothing allocated.
  ///
  /// - Throws: as ``rounded(_:)-(Money)``, and ``MoneyError/overflow(operation:)`` when the
  ///   rounded shares' sum does not fit.
  public func rounded(_ shares: Shares) throws -> Shares {
    if let list = shares.list { return try Shares(list.map { try rounded($0) }) }
    let even = shares.even
    let larger = try rounded(Money(minorUnits: even.largerUnits, currency: even.currency))
    let smaller = try rounded(Money(minorUnits: even.smallerUnits, currency: even.currency))
    // Rounding can raise each share, so their sum is checked here, once, for ``Shares/total``.
    _ = try larger.multiplied(by: even.largerCount).adding(
      smaller.multiplied(by: even.count - even.largerCount))
    // Shares that rounding made equal are kept as equal, so that `areEqual` says so.
    let largerCount = larger == smaller ? 0 : even.largerCount
    return Shares(
      even: EvenSplit(
        largerUnits: larger.minorUnits, smallerUnits: smaller.minorUnits,
        largerCount: largerCount, count: even.count, currency: even.currency),
      details: nil)
  }

  /// Such as `to 0.05, half-up`; the increment with only the digits it needs (`to 0.5`).
  public var summary: String { "to \(increment), \(rule.name)" }

  /// Such as `to 0.50, half-up`: ``summary`` with the increment written as an amount of
  /// `currency` (``incrementText(in:)``).
  public func summary(in currency: Currency) -> String {
    "to \(incrementText(in: currency)), \(rule.name)"
  }

  /// The increment written as an amount of `currency` is: with the currency's digits after the
  /// point (`0.50` in DKK, `0.10` in CAD, `10` in JPY), or more if it has more.
  public func incrementText(in currency: Currency) -> String {
    increment.formatted(fractionDigits: max(increment.scale, currency.minorUnitDigits))
  }
}

extension CashRounding: Decodable {
  enum CodingKeys: String, CodingKey {
    case increment, rounding, note
  }

  /// Reads `increment` (greater than zero, in major units), and the optional `rounding` (half-up
  /// by default) and `note`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    increment = try container.decode(DecimalValue.self, forKey: .increment)
    try PolicyError.checking(in: container) { [increment] () throws(PolicyError) in
      try CashRounding.check(increment: increment)
    }
    rule = try container.decodeIfPresent(RoundingRule.self, forKey: .rounding) ?? .halfUp
    note = try container.decodeIfPresent(String.self, forKey: .note)
  }
}
