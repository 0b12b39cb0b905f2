/// A region's policy resolved at load into plain values for one currency exponent, for the
/// kinds the built-in catalog's regions use: a percentage of the subtotal (no categories), a
/// fixed amount for any currency, and a round-up of either. ``RegionPolicy`` computes the tip of
/// a bill without a discount from it in place (no other order field changes what these kinds
/// compute), with no dynamic call and no copy of the policy; any other kind, a discount, an
/// amount that is not exact in the bill's currency, a negative amount or an overflow goes to the
/// policy itself, which also reports every error.
///
/// Every resolved rule is one computation, whatever its form: a percentage plus a fixed amount
/// (a percentage of 0 for a fixed tip, a fixed amount of 0 for a percentage), then rounded up to
/// a multiple of an increment (1 minor unit for a rule that does not round). A bill's region
/// picks its rule at random as far as the processor can tell, so a branch on the rule's form is
/// mispredicted on about half the bills of a mixed batch; the one computation has no such
/// branch, nor one on whether the bill has tax, and divides by the rate's denominator and by
/// the increment with precomputed reciprocals rather than hardware divisions.
struct InPlaceRule: Sendable {
  /// Whether the rule is computed here; `false` asks the policy.
  let isResolved: Bool
  /// The percentage (0 for a fixed tip), with its rounding.
  let rate: PreparedRate
  /// The fixed amount, in minor units of this exponent.
  let fixed: Int64
  /// The round-up increment in minor units of this exponent, 1 or more (1 rounds nothing).
  let increment: Int64
  /// `UInt64.max ÷ increment`: multiplying by it gives the quotient or one less.
  let reciprocal: UInt64
  /// 1 when the round-up makes the total a multiple of the increment, 0 when it rounds the tip.
  let roundsTotal: Int64

  /// A rule that asks the policy.
  static let unresolved = InPlaceRule(
    isResolved: false, numerator: 0, denominator: 100, rounding: .halfUp, fixed: 0, increment: 1,
    target: .tip)

  private init(
    isResolved: Bool, numerator: Int64, denominator: Int64, rounding: RoundingRule, fixed: Int64,
    increment: Int64, target: TipMath.RoundUpTarget
  ) {
    self.isResolved = isResolved
    rate = PreparedRate(numerator: numerator, denominator: denominator, rule: rounding)
    self.fixed = fixed
    self.increment = increment
    reciprocal = UInt64.max / UInt64(increment)
    roundsTotal = target == .total ? 1 : 0
  }

  /// The resolved forms of `policy` for each currency exponent, 0 through 6 digits (unresolved
  /// where the policy is not of a resolvable kind or its amounts are not exact in that exponent).
  static func table(for policy: any TipPolicy) -> [InPlaceRule] {
    var inner = policy
    var increments: MinorUnitsTable?
    var target = TipMath.RoundUpTarget.tip
    if let roundUp = policy as? RoundUpPolicy {
      inner = roundUp.policy.policy
      increments = roundUp.steps
      target = roundUp.target
    }
    var ratio: (Int64, Int64) = (0, 100)
    var rounding = RoundingRule.halfUp
    var amounts: MinorUnitsTable?
    if let percent = inner as? PercentPolicy, percent.categories == nil, percent.base != .total {
      ratio = percent.ratio
      rounding = percent.rounding
    } else if let fixed = inner as? FixedPolicy, fixed.currency == nil {
      amounts = fixed.units
    } else {
      return Array(repeating: .unresolved, count: 7)
    }
    return (0...6).map { digits in
      let fixed = amounts.map { $0.units(atDigits: digits) } ?? 0
      let increment = increments.map { $0.units(atDigits: digits) } ?? 1
      guard let fixed, let increment, fixed >= 0, increment > 0 else { return .unresolved }
      return InPlaceRule(
        isResolved: true, numerator: ratio.0, denominator: ratio.1, rounding: rounding,
        fixed: fixed, increment: increment, target: target)
    }
  }

  /// The tip of a bill without a discount, or `nil` when the policy must be asked (it then gives
  /// the same tip or reports the error).
  @inline(__always)
  func tip(forPlain bill: Bill) -> Money? {
    let currency = bill.currency
    let subtotal = bill.subtotal.minorUnits
    // Read whether or not the bill has tax: absent, it is a zero in the bill's currency.
    let tax = bill.storedTax.minorUnits
    guard isResolved, tax >= 0, bill.storedTax.currency == currency,
      let percent = rate.applied(to: subtotal)
    else { return nil }
    // What is rounded: the tip, or the total (the amount before the tip, plus the tip).
    let base = roundsTotal &* subtotal &+ roundsTotal &* tax
    let (inner, innerOverflow) = percent.addingReportingOverflow(fixed)
    let (amount, amountOverflow) = inner.addingReportingOverflow(base)
    guard !innerOverflow, !amountOverflow, subtotal <= Int64.max &- tax else {
      return nil
    }
    guard let rounded = InPlaceRule.roundedUp(amount, increment, reciprocal) else { return nil }
    return Money(minorUnits: rounded &- base, currency: currency)
  }

  /// `amount` (0 or more) rounded up to a multiple of `increment`, using `reciprocal` (`UInt64.max
  /// ÷ increment`) instead of a division; `nil` when the result does not fit.
  ///
  /// For `0 ≤ amount < 2⁶³`, `amount × reciprocal ÷ 2⁶⁴` lies in `(amount ÷ increment − 1,
  /// amount ÷ increment]`, so its integer part is the quotient or one less; one comparison
  /// corrects it.
  @inline(__always)
  static func roundedUp(_ amount: Int64, _ increment: Int64, _ reciprocal: UInt64) -> Int64? {
    let (truncated, remainder) = PreparedRate.divided(
      UInt64(bitPattern: amount), UInt64(bitPattern: increment), reciprocal)
    var quotient = truncated
    // 1 when the remainder is not zero, by arithmetic: a conditional here is a branch on the
    // bill's amount, which no predictor learns.
    quotient &+= (remainder | (0 &- remainder)) >> 63
    let (rounded, overflow) = Int64(bitPattern: quotient).multipliedReportingOverflow(
      by: increment)
    return overflow || amount < 0 ? nil : rounded
  }
}
