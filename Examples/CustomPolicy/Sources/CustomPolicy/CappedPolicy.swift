import TipEngine

/// Another policy's tip, kept between a minimum and a maximum amount: "20 %, but at least 1.00
/// and at most 25.00", like the tip limits that payment terminals apply.
///
/// Catalog kind `capped`:
/// `{"kind": "capped", "policy": "percent-20", "minimum": "1", "maximum": "25"}`;
/// `minimum` may be left out (zero).
struct CappedPolicy: ConfigurablePolicy {
  static let kind = "capped"
  static let kindSummary = "another policy's tip, kept between a minimum and a maximum"

  /// The policy whose tip is capped, resolved by name when the catalog loads.
  var policy: PolicyReference
  /// The smallest tip, in major units of the bill's currency.
  var minimum: DecimalValue
  /// The largest tip, in major units of the bill's currency.
  var maximum: DecimalValue

  enum CodingKeys: String, CodingKey {
    case policy, minimum, maximum
  }

  /// Reads `policy` (a name), `maximum` and the optional `minimum`; checks that
  /// 0 ≤ minimum ≤ maximum.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    minimum = try container.decodeIfPresent(DecimalValue.self, forKey: .minimum) ?? 0
    maximum = try container.decode(DecimalValue.self, forKey: .maximum)
    guard !minimum.isNegative else {
      throw DecodingError.dataCorruptedError(
        forKey: .minimum, in: container,
        debugDescription: "minimum \(minimum) is negative; expected zero or more")
    }
    guard minimum <= maximum else {
      throw DecodingError.dataCorruptedError(
        forKey: .maximum, in: container,
        debugDescription: "maximum \(maximum) is below the minimum \(minimum)")
    }
    policy = try container.decode(PolicyReference.self, forKey: .policy)
  }

  /// The inner policy's tip, raised to the minimum or lowered to the maximum.
  func tip(for bill: Bill) throws -> Money {
    try clamped(policy.tip(for: bill), in: bill.currency)
  }

  /// The same for a bill with its line items, which the inner policy may tip on.
  func tip(for itemized: ItemizedBill) throws -> Money {
    try clamped(policy.tip(for: itemized), in: itemized.bill.currency)
  }

  private func clamped(_ tip: Money, in currency: Currency) throws -> Money {
    let lowest = try Money(exactly: minimum, currency: currency)
    let highest = try Money(exactly: maximum, currency: currency)
    if tip.minorUnits < lowest.minorUnits { return lowest }
    if tip.minorUnits > highest.minorUnits { return highest }
    return tip
  }

  /// Such as `'percent-20', at least 1 and at most 25`.
  var summary: String { "\(policy.displayName), at least \(minimum) and at most \(maximum)" }

  /// The capped policy, for explanations.
  var components: [PolicyComponent] { [PolicyComponent(role: "capped", reference: policy)] }

  /// What the cap did, for traces: `within`, or the tip it raised or lowered; the trace goes
  /// on to the capped policy, which computed the tip before the cap.
  func decision(for itemized: ItemizedBill, serviceCharges: Money) throws -> PolicyDecision {
    let inner = try policy.tip(for: itemized, serviceCharges: serviceCharges)
    let tip = try clamped(inner, in: itemized.bill.currency)
    guard tip != inner else {
      return PolicyDecision("within", branch: .named("within"), next: policy)
    }
    return PolicyDecision(
      "capped \(inner.amountText) to \(tip.amountText)", branch: .named("capped"), next: policy)
  }
}
