/// A percentage of the subtotal (or of subtotal + tax), rounded once to the minor unit.
///
/// Catalog kind `percent`: `{"kind": "percent", "rate": "18", "base": "subtotal",
/// "rounding": "half-up"}`; `base` and `rounding` may be left out.
public struct PercentPolicy: ConfigurablePolicy, Hashable {
  /// `percent`.
  public static let kind = "percent"
  /// A percentage of the bill.
  public static let kindSummary = "a percentage of the subtotal or of subtotal + tax"
  /// The largest rate a percentage policy may have: a tip of the whole bill.
  public static let maximumRate: Percentage = 100

  /// The rate, from 0 % to ``maximumRate``.
  public private(set) var rate: Percentage
  /// What the rate applies to; the subtotal by default.
  public var base: TipBase
  /// How the product is rounded to the minor unit; half-up by default.
  public var rounding: RoundingRule

  /// Creates a percentage policy.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a rate below
  ///   zero or above ``maximumRate``: the same rule a catalog applies.
  public init(rate: Percentage, base: TipBase = .subtotal, rounding: RoundingRule = .halfUp)
    throws(PolicyError)
  {
    try PercentPolicy.check(rate: rate)
    self.rate = rate
    self.base = base
    self.rounding = rounding
  }

  /// The rule for ``rate``: 0 to 100 percent.
  static func check(rate: Percentage) throws(PolicyError) {
    guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.rate.stringValue,
        problem: "rate \(rate.percent) is out of range", expected: "expected 0 to 100 (percent)")
    }
  }

  enum CodingKeys: String, CodingKey {
    case rate, base, rounding
  }

  /// Reads `rate` (0 to 100), and the optional `base` and `rounding`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rate = try container.decode(Percentage.self, forKey: .rate)
    try PolicyError.checking(in: container) { [rate] () throws(PolicyError) in
      try PercentPolicy.check(rate: rate)
    }
    base = try container.decodeIfPresent(TipBase.self, forKey: .base) ?? .subtotal
    rounding = try container.decodeIfPresent(RoundingRule.self, forKey: .rounding) ?? .halfUp
  }

  /// `rate × base`, rounded by ``rounding``.
  @inlinable
  public func tip(for bill: Bill) throws -> Money {
    let amount = try base.amount(of: bill)
    let arithmetic = ExactArithmetic()
    let units = try TipMath.percentTip(
      base: amount.minorUnits, rate: arithmetic.rate(rate), rule: rounding, in: arithmetic)
    return Money(minorUnits: units, currency: amount.currency)
  }

  /// The tips for many bills in one tight loop: the rate's ratio is computed once, and nothing
  /// per bill goes through dynamic dispatch.
  public func tips(for bills: [Bill]) throws -> [Money] {
    let arithmetic = ExactArithmetic()
    let ratio = arithmetic.rate(rate)
    let rule = rounding
    let onSubtotal = base == .subtotal
    var tips: [Money] = []
    tips.reserveCapacity(bills.count)
    for bill in bills {
      let amount = onSubtotal ? bill.subtotal : try bill.amountBeforeTip()
      let units = try TipMath.percentTip(
        base: amount.minorUnits, rate: ratio, rule: rule, in: arithmetic)
      tips.append(Money(minorUnits: units, currency: amount.currency))
    }
    return tips
  }

  /// Such as `18% of the subtotal, rounded half-up`.
  public var summary: String {
    "\(rate) of the \(base == .subtotal ? "subtotal" : "subtotal + tax"), rounded \(rounding.name)"
  }
}
