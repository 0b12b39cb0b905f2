/// Another policy's tip, kept within limits: at least a minimum, at most a maximum amount and at
/// most a percentage of the bill, as terminals limit a custom tip.
///
/// Catalog kind `cap`: `{"kind": "cap", "policy": "custom", "minimum": "1", "maximum": "1000",
/// "maximumRate": "50", "base": "subtotal"}`. At least one of `minimum`, `maximum` and
/// `maximumRate` is given; `base` (and `categories`, see ``TipBase/amount(of:categories:)``)
/// say what `maximumRate` applies to.
///
/// The tip is the wrapped policy's, raised to the minimum, then lowered to the smaller of the
/// maximum and `maximumRate × base`. The rate's limit is rounded down to the minor unit, so a
/// capped tip never exceeds the rate. When the two disagree — a minimum of 1 and at most 50 %
/// of a 1.00 bill — the maximum wins: the tip is 0.50.
public struct CapPolicy: ConfigurablePolicy {
  /// `cap`.
  public static let kind = "cap"
  /// Keeps another policy's tip within limits.
  public static let kindSummary = "another policy's tip, kept between a minimum and a maximum"

  /// The policy whose tip is limited.
  public var policy: PolicyReference
  /// The smallest tip, in major units of the bill's currency, if any.
  public private(set) var minimum: DecimalValue?
  /// The largest tip, in major units of the bill's currency, if any.
  public private(set) var maximum: DecimalValue?
  /// The largest tip as a percentage of ``base``, if any.
  public private(set) var maximumRate: Percentage?
  /// What ``maximumRate`` applies to; the subtotal by default.
  public var base: TipBase
  /// The line-item categories that count towards the base, or `nil` for the whole bill.
  public private(set) var categories: [String]?

  /// Creates a cap on `policy`'s tip.
  ///
  /// ```swift
  /// let custom = try PercentPolicy(rate: 20)
  /// let capped = try CapPolicy(wrapping: custom, minimum: 1, maximumRate: 50)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: the policy whose tip is limited.
  ///   - minimum: the smallest tip, in major units, zero or more.
  ///   - maximum: the largest tip, in major units, at least `minimum`.
  ///   - maximumRate: the largest tip as a percentage of `base`, zero or more.
  ///   - base: what `maximumRate` applies to.
  ///   - categories: the line-item categories that count towards the base.
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for no limit at
  ///   all, a negative limit, a minimum above the maximum or an empty list of categories: the
  ///   rules a catalog applies.
  public init(
    wrapping policy: some TipPolicy, minimum: DecimalValue? = nil, maximum: DecimalValue? = nil,
    maximumRate: Percentage? = nil, base: TipBase = .subtotal, categories: [String]? = nil
  ) throws(PolicyError) {
    try CapPolicy.check(minimum: minimum, maximum: maximum, maximumRate: maximumRate)
    try TipBase.check(categories: categories, kind: CapPolicy.kind)
    self.policy = PolicyReference(policy)
    self.minimum = minimum
    self.maximum = maximum
    self.maximumRate = maximumRate
    self.base = base
    self.categories = categories
  }

  /// The rules for the limits: at least one, none negative, the minimum no more than the
  /// maximum.
  static func check(minimum: DecimalValue?, maximum: DecimalValue?, maximumRate: Percentage?)
    throws(PolicyError)
  {
    guard minimum != nil || maximum != nil || maximumRate != nil else {
      // Not a key of its own, so the catalog reports it at the policy.
      throw .invalidSetting(
        kind: kind, setting: "limits", problem: "no limit is given, so the cap changes nothing",
        expected: "give at least one of 'minimum', 'maximum' and 'maximumRate'")
    }
    for (key, value) in [
      (CodingKeys.minimum, minimum), (.maximum, maximum), (.maximumRate, maximumRate?.percent),
    ] {
      guard let value, value.isNegative else { continue }
      throw .invalidSetting(
        kind: kind, setting: key.stringValue,
        problem: "\(key.stringValue) \(value) is negative", expected: "expected zero or more")
    }
    if let minimum, let maximum, maximum < minimum {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.minimum.stringValue,
        problem: "minimum \(minimum) is above maximum \(maximum), so no tip fits",
        expected: "make 'minimum' at most 'maximum', or drop one of them")
    }
  }

  enum CodingKeys: String, CodingKey {
    case policy, minimum, maximum, maximumRate, base, categories
  }

  /// Reads `policy` (a name) and the limits `minimum`, `maximum` and `maximumRate` (at least
  /// one), and the optional `base` and `categories`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    minimum = try container.decodeIfPresent(DecimalValue.self, forKey: .minimum)
    maximum = try container.decodeIfPresent(DecimalValue.self, forKey: .maximum)
    maximumRate = try container.decodeIfPresent(Percentage.self, forKey: .maximumRate)
    base = try container.decodeIfPresent(TipBase.self, forKey: .base) ?? .subtotal
    categories = try container.decodeIfPresent([String].self, forKey: .categories)
    try PolicyError.checking(in: container) {
      [minimum, maximum, maximumRate, categories] () throws(PolicyError) in
      try CapPolicy.check(minimum: minimum, maximum: maximum, maximumRate: maximumRate)
      try TipBase.check(categories: categories, kind: CapPolicy.kind)
    }
    policy = try container.decode(PolicyReference.self, forKey: .policy)
  }

  /// The limits for `bill`, in its currency: the tip is at least `lower` and at most `upper`
  /// (`upper` wins when it is below `lower`).
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when a limit has more fraction digits than
  ///   the bill's currency (a minimum of 0.50 on a yen bill), or categories are set and the bill
  ///   has no line items; ``MoneyError`` on overflow.
  public func limits(for bill: Bill) throws -> (lower: Money?, upper: Money?) {
    try limits(for: bill, items: [])
  }

  /// The limits for a bill with its items (``maximumRate`` applies to the items in
  /// ``categories`` when they are set).
  ///
  /// - Throws: as ``limits(for:)-(Bill)``.
  public func limits(for itemized: ItemizedBill) throws -> (lower: Money?, upper: Money?) {
    try limits(for: itemized.bill, items: itemized.items)
  }

  private func limits(for bill: Bill, items: [LineItem]) throws -> (lower: Money?, upper: Money?) {
    let currency = bill.currency
    var lower: Money?
    var upper: Money?
    if let minimum { lower = try CapPolicy.money(minimum, named: "minimum", in: currency) }
    if let maximum { upper = try CapPolicy.money(maximum, named: "maximum", in: currency) }
    if let maximumRate {
      let amount = try base.amount(of: bill, items: items, categories: categories)
      // Rounded down: a capped tip never exceeds the rate.
      let limit = try amount.percentage(maximumRate, rounding: .down)
      if upper.map({ limit.minorUnits < $0.minorUnits }) ?? true { upper = limit }
    }
    return (lower, upper)
  }

  /// The inner tip, raised to the minimum, then lowered to the maximum.
  ///
  /// - Throws: what ``limits(for:)-(Bill)`` and the wrapped policy throw.
  public func tip(for bill: Bill) throws -> Money {
    try clamped(policy.tip(for: bill), limits(for: bill))
  }

  /// The inner tip of the bill with its items, raised to the minimum, then lowered to the
  /// maximum.
  ///
  /// - Throws: what ``limits(for:)-(ItemizedBill)`` and the wrapped policy throw.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    try clamped(policy.tip(for: itemized), limits(for: itemized))
  }

  /// The inner tip given the service charges, raised to the minimum, then lowered to the
  /// maximum.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    try clamped(policy.tip(for: bill, serviceCharges: serviceCharges), limits(for: bill))
  }

  /// The inner tip of the bill with its items given the service charges, raised to the
  /// minimum, then lowered to the maximum.
  ///
  /// - Throws: as ``tip(for:)-(ItemizedBill)``.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    try clamped(
      policy.tip(for: itemized, serviceCharges: serviceCharges), limits(for: itemized))
  }

  private func clamped(_ inner: Money, _ limits: (lower: Money?, upper: Money?)) -> Money {
    let (lower, upper) = limits
    var units = inner.minorUnits
    if let lower, units < lower.minorUnits { units = lower.minorUnits }
    if let upper, units > upper.minorUnits { units = upper.minorUnits }
    return Money(minorUnits: units, currency: inner.currency)
  }

  private static func money(_ value: DecimalValue, named name: String, in currency: Currency)
    throws -> Money
  {
    do {
      return try Money(exactly: value, currency: currency)
    } catch .tooManyFractionDigits {
      throw PolicyError.inapplicable(
        reason: "the cap's \(name) \(value) has more fraction digits than \(currency.code) "
          + "(\(currency.minorUnitDigits))")
    }
  }

  /// Such as `at least 1, at most 1000 and at most 50% of the subtotal`.
  public var summary: String {
    var limits: [String] = []
    if let minimum { limits.append("at least \(minimum)") }
    if let maximum { limits.append("at most \(maximum)") }
    if let maximumRate {
      limits.append("at most \(maximumRate) of \(TipBase.phrase(base, categories: categories))")
    }
    guard let last = limits.popLast() else { return "another policy's tip, unlimited" }
    return "another policy's tip, "
      + (limits.isEmpty ? last : limits.joined(separator: ", ") + " and " + last)
  }

  /// The wrapped policy.
  public var components: [PolicyComponent] {
    [PolicyComponent(role: "then limits", reference: policy)]
  }
}
