/// A region's policy resolved at load into plain values, for the kinds the built-in catalog's
/// regions use: a percentage of the subtotal (no categories), a fixed amount for any currency,
/// and a round-up of either. ``RegionPolicy`` computes a plain bill's tip from it in place, with
/// no dynamic call and no copy of the policy; any other kind, a bill with order fields, or an
/// amount that does not fit the bill's currency goes to the policy itself, which also reports
/// every error.
struct InPlaceRule: Sendable {
  /// Which form the rule has.
  enum Form: Sendable {
    /// Not resolved: ask the policy.
    case policy
    /// A percentage of the subtotal.
    case percent
    /// A fixed amount.
    case fixed
    /// A percentage, then rounded up.
    case roundedUpPercent
    /// A fixed amount, then rounded up.
    case roundedUpFixed
  }

  let form: Form
  /// The percentage's ratio and rounding.
  let numerator: Int64
  let denominator: Int64
  let rounding: RoundingRule
  /// The fixed amount in every currency exponent.
  let amount: MinorUnitsTable
  /// The round-up increment in every currency exponent, and what it rounds.
  let increment: MinorUnitsTable
  let target: TipMath.RoundUpTarget

  /// The resolved form of `policy`, or one that asks the policy.
  init(_ policy: any TipPolicy) {
    var form = Form.policy
    var ratio: (Int64, Int64) = (0, 1)
    var rounding = RoundingRule.halfUp
    var amount = MinorUnitsTable(.zero)
    var increment = MinorUnitsTable(.zero)
    var target = TipMath.RoundUpTarget.total
    var inner = policy
    if let roundUp = policy as? RoundUpPolicy {
      inner = roundUp.policy.policy
      increment = roundUp.steps
      target = roundUp.target
    }
    if let percent = inner as? PercentPolicy, percent.categories == nil, percent.base != .total {
      form = .percent
      ratio = percent.ratio
      rounding = percent.rounding
    } else if let fixed = inner as? FixedPolicy, fixed.currency == nil {
      form = .fixed
      amount = fixed.units
    }
    if policy is RoundUpPolicy {
      switch form {
      case .percent: form = .roundedUpPercent
      case .fixed: form = .roundedUpFixed
      default: form = .policy
      }
    }
    self.form = form
    (numerator, denominator) = ratio
    self.rounding = rounding
    self.amount = amount
    self.increment = increment
    self.target = target
  }

  /// The tip of a bill with no order fields, or `nil` when the policy must be asked.
  ///
  /// - Throws: ``MoneyError`` on overflow, as the policy would.
  @inline(__always)
  func tip(forPlain bill: Bill) throws(MoneyError) -> Money? {
    let arithmetic = ExactArithmetic()
    let inner: Money
    switch form {
    case .policy:
      return nil
    case .percent, .roundedUpPercent:
      let units = try TipMath.percentTip(
        base: bill.subtotal.minorUnits, rate: (numerator, denominator), rule: rounding,
        in: arithmetic)
      inner = Money(minorUnits: units, currency: bill.currency)
      if form == .percent { return inner }
    case .fixed, .roundedUpFixed:
      guard let fixed = amount.money(in: bill.currency) else { return nil }
      if form == .fixed { return fixed }
      inner = fixed
    }
    guard let step = increment.money(in: bill.currency) else { return nil }
    let units = try TipMath.roundUpTip(
      base: bill.amountBeforeTip().minorUnits, innerTip: inner.minorUnits,
      increment: step.minorUnits, target: target, in: arithmetic)
    return Money(minorUnits: units, currency: bill.currency)
  }
}
