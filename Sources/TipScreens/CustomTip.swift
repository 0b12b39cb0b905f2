import TipPricing

/// The limits of a tip screen's custom tip: a minimum, a maximum, a maximum rate of the base, and
/// tiers by the size of the sale (Square's caps).
///
/// The largest custom tip for a bill is the smallest of every limit that applies to it:
/// ``maximum``, ``maximumRate`` of the base, and the ``Tier`` for the base's size (its own
/// maximum and maximum rate). A rate limit is rounded down to the minor unit, so that it is never
/// passed; the result is never below ``minimum``. With no limit at all the maximum is `nil`
/// (unlimited).
///
/// Square's documented caps are three tiers: up to 3 on a sale of at most 3; up to 100 % of the
/// sale above 3; above 200, up to 50 % of the sale and never more than 1,000:
///
/// ```swift
/// let caps = try CustomTip(tiers: [
///   .init(maximum: 3),
///   .init(above: 3, maximumRate: 100),
///   .init(above: 200, maximum: 1000, maximumRate: 50),
/// ])
/// ```
public struct CustomTip: Sendable, Hashable {
  /// The limits for sales above an amount.
  public struct Tier: Sendable, Hashable {
    /// The tier applies to bases strictly above this amount (major units); `nil` for the first
    /// tier, which applies from zero.
    public var above: DecimalValue?
    /// The largest custom tip in this tier, in major units, if any.
    public var maximum: DecimalValue?
    /// The largest custom tip in this tier as a rate of the base, if any.
    public var maximumRate: Percentage?

    /// Creates a tier; it must have a ``maximum`` or a ``maximumRate``.
    public init(
      above: DecimalValue? = nil, maximum: DecimalValue? = nil, maximumRate: Percentage? = nil
    ) {
      self.above = above
      self.maximum = maximum
      self.maximumRate = maximumRate
    }
  }

  /// The smallest custom tip, in major units; `nil` for none (zero).
  public private(set) var minimum: DecimalValue?
  /// The largest custom tip on any bill, in major units, if any.
  public private(set) var maximum: DecimalValue?
  /// The largest custom tip as a rate of the base, on any bill, if any.
  public private(set) var maximumRate: Percentage?
  /// The limits by sale size, in increasing order of ``Tier/above``.
  public private(set) var tiers: [Tier]

  /// Creates the limits of a custom tip.
  ///
  /// - Throws: ``ScreenError/invalidSetting(setting:problem:expected:)`` for a negative minimum,
  ///   a zero or negative maximum or maximum rate, a rate above 100 %, a minimum above the
  ///   maximum, a tier without a limit, or tiers out of order.
  public init(
    minimum: DecimalValue? = nil, maximum: DecimalValue? = nil, maximumRate: Percentage? = nil,
    tiers: [Tier] = []
  ) throws(ScreenError) {
    try CustomTip.check(minimum: minimum, maximum: maximum, maximumRate: maximumRate, at: "")
    for (index, tier) in tiers.enumerated() {
      try CustomTip.check(tier, index: index, previous: index > 0 ? tiers[index - 1] : nil)
      if let minimum, let cap = tier.maximum, minimum > cap {
        throw .invalidSetting(
          setting: "minimum",
          problem: "minimum \(minimum) is above the maximum \(cap) of tiers[\(index)]",
          expected: "lower the minimum or raise the tier's maximum")
      }
    }
    self.minimum = minimum
    self.maximum = maximum
    self.maximumRate = maximumRate
    self.tiers = tiers
  }

  /// A custom tip with no limits.
  public init() {
    minimum = nil
    maximum = nil
    maximumRate = nil
    tiers = []
  }

  // MARK: - Rules

  static func check(
    minimum: DecimalValue?, maximum: DecimalValue?, maximumRate: Percentage?, at prefix: String
  ) throws(ScreenError) {
    if let minimum, minimum.isNegative {
      throw .invalidSetting(
        setting: prefix + "minimum", problem: "minimum \(minimum) is negative",
        expected: "expected zero or more")
    }
    if let maximum, maximum.isNegative || maximum.isZero {
      throw .invalidSetting(
        setting: prefix + "maximum", problem: "maximum \(maximum) is not above zero",
        expected: "expected more than zero; to offer no custom tip write \"custom\": false")
    }
    if let maximumRate, maximumRate <= .zero || maximumRate > PercentPolicy.maximumRate {
      throw .invalidSetting(
        setting: prefix + "maximumRate", problem: "maximum rate \(maximumRate) is out of range",
        expected: "expected more than 0 and at most 100 (percent)")
    }
    if let minimum, let maximum, minimum > maximum {
      throw .invalidSetting(
        setting: prefix + "minimum",
        problem: "minimum \(minimum) is above the maximum \(maximum)",
        expected: "lower the minimum or raise the maximum")
    }
  }

  static func check(_ tier: Tier, index: Int, previous: Tier?) throws(ScreenError) {
    try checkOwn(tier, label: "tiers[\(index)]", prefix: "tiers[\(index)].", setting: "tiers")
    guard let previous else { return }
    guard let above = tier.above else {
      throw .invalidSetting(
        setting: "tiers", problem: "tiers[\(index)] has no \"above\"",
        expected: "only the first tier may leave \"above\" out (it starts at zero)")
    }
    if let earlier = previous.above, !(earlier < above) {
      throw .invalidSetting(
        setting: "tiers",
        problem: "tiers[\(index)].above \(above) does not follow the previous tier's \(earlier)",
        expected: "list the tiers by increasing \"above\"")
    }
  }

  /// The rules one tier keeps by itself: a limit, each in range, and `above` not negative.
  static func checkOwn(_ tier: Tier, label: String, prefix: String, setting: String)
    throws(ScreenError)
  {
    try check(minimum: nil, maximum: tier.maximum, maximumRate: tier.maximumRate, at: prefix)
    guard tier.maximum != nil || tier.maximumRate != nil else {
      throw .invalidSetting(
        setting: setting, problem: "\(label) sets no limit",
        expected: "give it \"maximum\", \"maximumRate\" or both")
    }
    if let above = tier.above, above.isNegative {
      throw .invalidSetting(
        setting: prefix + "above", problem: "above \(above) is negative",
        expected: "expected zero or more")
    }
  }

  // MARK: - Limits of a bill

  /// The tier that applies to `base`: the last one whose ``Tier/above`` is below it.
  public func tier(for base: Money) -> Tier? {
    var found: Tier?
    for tier in tiers {
      if let above = tier.above {
        guard let limit = try? Money(rounding: above, currency: base.currency, rule: .down),
          base.minorUnits > limit.minorUnits
        else { break }
      }
      found = tier
    }
    return found
  }

  /// The smallest and the largest custom tip on a base of `base` (`nil`: unlimited).
  ///
  /// - Throws: ``ScreenError/inapplicable(reason:)`` for a limit finer than the base's currency,
  ///   ``ScreenError/arithmetic(_:)`` on overflow.
  public func limits(on base: Money) throws(ScreenError) -> (minimum: Money, maximum: Money?) {
    let currency = base.currency
    let low =
      try minimum.map { value throws(ScreenError) in
        try TipScreen.money(value, in: currency, what: "the custom tip's minimum")
      } ?? .zero(currency)
    var caps: [Money] = []
    let tier = tier(for: base)
    for value in [maximum, tier?.maximum].compactMap({ $0 }) {
      caps.append(try TipScreen.money(value, in: currency, what: "the custom tip's maximum"))
    }
    for rate in [maximumRate, tier?.maximumRate].compactMap({ $0 }) {
      do {
        caps.append(try base.percentage(rate, rounding: .down))
      } catch {
        throw .arithmetic(error)
      }
    }
    guard let high = caps.min(by: { $0.minorUnits < $1.minorUnits }) else { return (low, nil) }
    return (low, high.minorUnits < low.minorUnits ? low : high)
  }

  /// Such as `custom tip from 1 up to 20%` or `custom tip`.
  public var summary: String {
    var parts = ["custom tip"]
    if let minimum { parts.append("from \(minimum)") }
    if let maximum { parts.append("at most \(maximum)") }
    if let maximumRate { parts.append("at most \(maximumRate)") }
    if !tiers.isEmpty { parts.append("\(tiers.count) tiers by sale") }
    return parts.joined(separator: " ")
  }
}
