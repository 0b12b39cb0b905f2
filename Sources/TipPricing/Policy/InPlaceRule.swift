/// A region's policy resolved at load into plain values for one currency exponent, for the
/// kinds the built-in catalog's regions use: a percentage of the subtotal (no categories), a
/// fixed amount for any currency, and a round-up of either. ``RegionPolicy`` computes the tip of
/// a bill without a discount from it in place (no other order field changes what these kinds
/// compute), with no dynamic call and no copy of the policy; any other kind, a discount, an
/// amount that is not exact in the bill's currency, a negative amount or one so large that a
/// step could overflow goes to the policy itself, which also reports every error.
///
/// Every resolved rule is one computation, whatever its form: a percentage plus a fixed amount
/// (a percentage of 0 for a fixed tip, a fixed amount of 0 for a percentage), then rounded up to
/// a multiple of an increment (1 minor unit for a rule that does not round). A bill's region
/// picks its rule at random as far as the processor can tell, so a branch on the rule's form is
/// mispredicted on about half the bills of a mixed batch; the one computation has no such
/// branch, nor one on whether the bill has tax, and divides by the rate's denominator and by
/// the increment with multiplications by values computed at load (the rate as a 64-bit
/// fraction, the increment's reciprocal) rather than hardware divisions.
struct InPlaceRule: Sendable {
  /// The bills computed here are those whose subtotal and tax (zero when absent) are both below
  /// this bound, checked at once as `(subtotal | tax) < bound` read as unsigned (a negative
  /// amount reads as 2⁶³ or more); 0 asks the policy for every bill. Within it no step can
  /// overflow (see ``bound(numerator:)``), so the computation checks nothing else.
  let bound: UInt64
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

  /// The largest fixed amount or increment a resolved rule has: 2⁶⁰ minor units.
  static let largestAmount: Int64 = 1 << 60

  private init(
    isResolved: Bool, numerator: Int64, denominator: Int64, rounding: RoundingRule, fixed: Int64,
    increment: Int64, target: RoundUpPolicy.Target
  ) {
    rate = PreparedRate(numerator: numerator, denominator: denominator, rule: rounding)
    self.fixed = fixed
    self.increment = increment
    reciprocal = UInt64.max / UInt64(increment)
    roundsTotal = target == .total ? 1 : 0
    bound = isResolved && rate.bound > 0 ? InPlaceRule.bound(numerator: numerator) : 0
  }

  /// The bound on a bill's subtotal and tax under which a rule with this numerator, a fixed
  /// amount and an increment of at most 2⁶⁰ (``largestAmount``) cannot overflow:
  /// `2⁶⁰ ÷ max(numerator, 1) + 1`.
  ///
  /// With `B = 2⁶⁰ ÷ max(numerator, 1)`, amounts of at most `B`, a denominator of 1 or more and
  /// a rounding that adds at most 1: the product is at most 2⁶⁰ (below 2⁶³, as the rate needs);
  /// the percentage at most 2⁶⁰ + 1; adding the fixed amount (≤ 2⁶⁰) and the amount before the
  /// tip (≤ 2 × 2⁶⁰) gives at most 2⁶² + 1; rounding up to the increment (≤ 2⁶⁰) adds less than
  /// 2⁶⁰. Every sum stays below 2⁶³, and so does the quote's total, which ``RegionPolicy`` adds
  /// unchecked: the amount before the tip (≤ 2 × 2⁶⁰) plus a tip below 2⁶² + 2⁶⁰ + 1. A bill
  /// past the bound (6.4 × 10¹⁶ minor units at 18 %, whose numerator is 18) goes to the policy,
  /// which computes the same tip or reports the overflow.
  static func bound(numerator: Int64) -> UInt64 {
    UInt64(largestAmount) / UInt64(max(numerator, 1)) + 1
  }

  /// The resolved forms of `policy` for each currency exponent, 0 through 6 digits (unresolved
  /// where the policy is not of a resolvable kind or its amounts are not exact in that exponent).
  static func table(for policy: any TipPolicy) -> [InPlaceRule] {
    var inner = policy
    var increments: MinorUnitsTable?
    var target = RoundUpPolicy.Target.tip
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
      guard let fixed, let increment, fixed >= 0, fixed <= InPlaceRule.largestAmount,
        increment > 0, increment <= InPlaceRule.largestAmount
      else { return .unresolved }
      return InPlaceRule(
        isResolved: true, numerator: ratio.0, denominator: ratio.1, rounding: rounding,
        fixed: fixed, increment: increment, target: target)
    }
  }

  /// The tip of a bill without a discount in minor units of its currency, or `nil` when the
  /// policy must be asked (it then gives the same tip or reports the error).
  @inline(__always)
  func tipUnits(forPlain bill: Bill) -> Int64? {
    let subtotal = bill.subtotal.minorUnits
    // Read whether or not the bill has tax: absent, it is a zero in the bill's currency.
    let tax = bill.storedTax.minorUnits
    guard UInt64(bitPattern: subtotal | tax) < bound, bill.storedTax.currency == bill.currency
    else { return nil }
    // Within the bound nothing below overflows: see ``bound(numerator:)``.
    let percent = rate.applied(within: UInt64(bitPattern: subtotal))
    // What is rounded: the tip, or the total (the amount before the tip, plus the tip).
    let base = roundsTotal &* (subtotal &+ tax)
    let amount = percent &+ fixed &+ base
    return InPlaceRule.roundedUp(amount, increment, reciprocal) &- base
  }

  /// `amount` (0 or more, below 2⁶³ − `increment`) rounded up to a multiple of `increment`,
  /// using `reciprocal` (`UInt64.max ÷ increment`) instead of a division.
  ///
  /// For `0 ≤ amount < 2⁶³`, `amount × reciprocal ÷ 2⁶⁴` lies in `(amount ÷ increment − 1,
  /// amount ÷ increment]`, so its integer part is the quotient or one less; one comparison
  /// corrects it.
  @inline(__always)
  static func roundedUp(_ amount: Int64, _ increment: Int64, _ reciprocal: UInt64) -> Int64 {
    let (quotient, remainder) = PreparedRate.divided(
      UInt64(bitPattern: amount), UInt64(bitPattern: increment), reciprocal)
    // One more increment unless the division was exact.
    let roundedQuotient = quotient &+ (remainder != 0 ? 1 : 0)
    return Int64(bitPattern: roundedQuotient) &* increment
  }
}
