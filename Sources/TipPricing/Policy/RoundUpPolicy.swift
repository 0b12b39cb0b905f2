/// Another policy's tip, raised so that the total (or the tip) is a multiple of an increment:
/// "make it 50", as people do in Germany, Austria or Switzerland.
///
/// Catalog kind `round-up`: `{"kind": "round-up", "policy": "percent-10", "increment": "1",
/// "target": "total"}`; `increment` (default 1, in major units) and `target` (default `total`)
/// may be left out. The tip is never lowered.
public struct RoundUpPolicy: ConfigurablePolicy {
  /// `round-up`.
  public static let kind = "round-up"
  /// Rounds another policy's result up.
  public static let kindSummary = "another policy's tip, rounded up so the total is even"

  /// The policy whose tip is rounded up.
  public var policy: PolicyReference
  /// The increment in major units, greater than zero: `1` for whole units, `0.05` for cash
  /// rounding.
  public private(set) var increment: DecimalValue
  /// Whether the total or the tip becomes a multiple of the increment.
  public var target: Target
  /// ``increment`` in the minor units of every currency exponent, computed once.
  private(set) var steps: MinorUnitsTable

  /// What a round-up tip makes a multiple of its increment.
  public enum Target: String, Sendable, Hashable, CaseIterable, Codable {
    /// The total: the smallest tip at least the inner one that makes the amount before the tip
    /// plus the tip a multiple of the increment.
    case total
    /// The inner tip itself, rounded up to a multiple of the increment.
    case tip
  }

  /// Creates a round-up of `policy`'s tip.
  ///
  /// ```swift
  /// let tenPercent = try PercentPolicy(rate: 10)
  /// let roundedUp = try RoundUpPolicy(wrapping: tenPercent, increment: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - policy: the policy whose tip is rounded up.
  ///   - increment: the increment in major units, greater than zero.
  ///   - target: whether the total or the tip becomes a multiple of `increment`.
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for an increment
  ///   that is not greater than zero: the rule a catalog applies.
  public init(
    wrapping policy: some TipPolicy, increment: DecimalValue = 1, target: Target = .total
  ) throws(PolicyError) {
    try self.init(reference: PolicyReference(policy), increment: increment, target: target)
  }

  /// Creates a round-up of the referenced policy's tip.
  ///
  /// - Throws: as `init(wrapping:increment:target:)` with the policy itself.
  @available(*, deprecated, message: "pass the policy itself: RoundUpPolicy(wrapping: policy)")
  public init(
    wrapping policy: PolicyReference, increment: DecimalValue = 1, target: Target = .total
  ) throws(PolicyError) {
    try self.init(reference: policy, increment: increment, target: target)
  }

  /// A round-up of `reference`, checked as a catalog checks it.
  private init(reference: PolicyReference, increment: DecimalValue, target: Target)
    throws(PolicyError)
  {
    try RoundUpPolicy.check(increment: increment)
    self.policy = reference
    self.increment = increment
    self.target = target
    self.steps = MinorUnitsTable(increment)
  }

  /// The rule for ``increment``: greater than zero.
  static func check(increment: DecimalValue) throws(PolicyError) {
    guard increment > .zero else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.increment.stringValue,
        problem: "increment \(increment) must be greater than zero, such as 1 or 0.05",
        expected: nil)
    }
  }

  enum CodingKeys: String, CodingKey {
    case policy, increment, target
  }

  /// Reads `policy` (a name), and the optional `increment` and `target`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    increment = try container.decodeIfPresent(DecimalValue.self, forKey: .increment) ?? 1
    target = try container.decodeIfPresent(Target.self, forKey: .target) ?? .total
    try PolicyError.checking(in: container) { [increment] () throws(PolicyError) in
      try RoundUpPolicy.check(increment: increment)
    }
    policy = try container.decode(PolicyReference.self, forKey: .policy)
    steps = MinorUnitsTable(increment)
  }

  /// The inner tip, raised to the next multiple.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when the increment is finer than the
  ///   bill's currency allows (0.05 for a JPY bill).
  public func tip(for bill: Bill) throws -> Money {
    try raised(policy.tip(for: bill), for: bill)
  }

  /// The inner tip of the bill with its items, raised to the next multiple.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    try raised(policy.tip(for: itemized), for: itemized.bill)
  }

  /// The inner tip given the service charges, raised so that the tip, or what the guest pays
  /// before cash rounding (the bill, `serviceCharges` and the tip), is a multiple of the
  /// increment.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    try raised(
      policy.tip(for: bill, serviceCharges: serviceCharges), for: bill,
      serviceCharges: serviceCharges)
  }

  /// The inner tip of the bill with its items given the service charges, raised as
  /// ``tip(for:serviceCharges:)-(Bill,_)`` raises it.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    try raised(
      policy.tip(for: itemized, serviceCharges: serviceCharges), for: itemized.bill,
      serviceCharges: serviceCharges)
  }

  /// `inner` raised so that the tip, or the total of `bill` with `serviceCharges` (the charges
  /// and their tax owed before the tip), is a multiple of the increment.
  private func raised(_ inner: Money, for bill: Bill, serviceCharges: Money? = nil) throws
    -> Money
  {
    let step = try steps.money(in: bill.currency) ?? exactIncrement(in: bill.currency)
    var beforeTip = try bill.amountBeforeTip()
    if let serviceCharges { beforeTip = try beforeTip.adding(serviceCharges) }
    do {
      let units = try TipMath.roundUpTip(
        base: beforeTip.minorUnits, innerTip: inner.minorUnits,
        increment: step.minorUnits, target: target, in: ExactArithmetic())
      return Money(minorUnits: units, currency: bill.currency)
    } catch {
      // The increment is positive: only an overflow is left, said in amounts.
      throw overflow(inner: inner, beforeTip: beforeTip, step: step)
    }
  }

  /// The error for a raised tip that does not fit, in amounts with their currency.
  private func overflow(inner: Money, beforeTip: Money, step: Money) -> MoneyError {
    switch target {
    case .tip:
      return .overflow(operation: "rounding the tip \(inner) up to a multiple of \(step)")
    case .total:
      return .overflow(
        operation: "rounding the total of \(beforeTip) and the tip \(inner) up to a multiple "
          + "of \(step)")
    }
  }

  /// The increment in `currency` the slow way, which says why it does not fit.
  private func exactIncrement(in currency: Currency) throws -> Money {
    do {
      return try Money(exactly: increment, currency: currency)
    } catch .tooManyFractionDigits {
      throw PolicyError.inapplicable(
        reason: "the round-up increment \(increment) is finer than \(currency.code) "
          + "allows (\(currency.minorUnitDigits) digits)")
    }
  }

  /// Such as `rounded up so the total is a multiple of 1`.
  public var summary: String {
    "rounded up so the \(target.rawValue) is a multiple of \(increment)"
  }

  /// The wrapped policy.
  public var components: [PolicyComponent] {
    [PolicyComponent(role: "then rounds up", reference: policy)]
  }
}
