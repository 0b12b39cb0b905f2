/// A percentage rate of at most 100 % prepared once for many amounts: its exact ratio, the ratio
/// as a 64-bit fraction and its rounding rule's directions.
///
/// Applied to an amount, it is two multiplications side by side (the exact product, and the
/// amount by the fraction, whose high half is the quotient or one less) and a few operations
/// without a branch on the amount, where the general path
/// (``ExactArithmetic/percentage(_:of:rule:)``) takes a 128-bit product, a hardware division for
/// any denominator other than 100 and a switch on the rule. It covers the amounts money has (zero
/// or more, with a product below 2⁶³); for any other it returns `nil`, and the caller takes the
/// general path, which gives the same result or reports the error.
struct PreparedRate: Sendable {
  /// The rate's ratio, 0 or more over 1 or more.
  let numerator: UInt64
  let denominator: UInt64
  /// The ratio as a fraction of 2⁶⁴, rounded down: `⌊2⁶⁴ × numerator ÷ denominator⌋`, or
  /// `UInt64.max` for a ratio of 1. For an amount below 2⁶⁴ the high half of `amount × fraction`
  /// falls short of `amount × numerator ÷ denominator` by less than 1, so it is the quotient or
  /// one less; see ``applied(within:)``.
  let fraction: UInt64
  /// The rounding rule, as the branch-free rounding reads it.
  let directions: RoundingRule.Directions
  /// The amounts the rate applies to are those below this bound, read as unsigned: zero or
  /// more, with a product below 2⁶³ (`Int64.max ÷ numerator + 1`, or 2⁶³ for a rate of zero).
  /// A negative amount reads as 2⁶³ or more, so one comparison checks both; 0 for a rate that
  /// applies to nothing.
  let bound: UInt64

  /// Prepares `numerator ÷ denominator`, rounded by `rule`. A negative numerator, a denominator
  /// below 1 or a ratio above 1 (which no percent policy has) makes a rate that applies to
  /// nothing.
  init(numerator: Int64, denominator: Int64, rule: RoundingRule) {
    let usable = numerator >= 0 && denominator >= 1 && numerator <= denominator
    self.numerator = usable ? UInt64(numerator) : 0
    self.denominator = usable ? UInt64(denominator) : 1
    fraction =
      self.numerator < self.denominator
      ? self.denominator.dividingFullWidth((high: self.numerator, low: 0)).quotient : UInt64.max
    directions = RoundingRule.Directions(rule)
    // amount × numerator ≤ Int64.max exactly when amount ≤ Int64.max ÷ numerator, rounded down.
    let largest = numerator > 0 ? UInt64(Int64.max) / UInt64(numerator) : UInt64(Int64.max)
    bound = usable ? largest + 1 : 0
  }

  /// `amount × rate`, rounded; `nil` for a negative amount, a product of 2⁶³ or more, or a rate
  /// that is not usable here.
  @inline(__always)
  func applied(to amount: Int64) -> Int64? {
    let unsigned = UInt64(bitPattern: amount)
    guard unsigned < bound else { return nil }
    return applied(within: unsigned)
  }

  /// `amount × rate`, rounded, for an amount below ``bound`` (the caller has checked it).
  ///
  /// The quotient comes from the amount and ``fraction`` alone, so its multiplication runs
  /// beside the exact product's instead of after it: `f = ⌊2⁶⁴ n ÷ d⌋` (or 2⁶⁴ − 1 when
  /// `n = d`) is below `2⁶⁴ n ÷ d` by at most 1, so `⌊amount × f ÷ 2⁶⁴⌋` is below `amount × n ÷
  /// d` by less than `amount ÷ 2⁶⁴ < 1`: the quotient or one less, which one comparison of the
  /// remainder corrects.
  @inline(__always)
  func applied(within amount: UInt64) -> Int64 {
    let (quotient, remainder) = PreparedRate.corrected(
      estimate: amount.multipliedFullWidth(by: fraction).high, of: amount &* numerator,
      by: denominator)
    // The quotient is below 2⁶³, so adding the rounding's 0 or 1 cannot overflow. The branch
    // depends only on the rate's rule, so it is predicted.
    if directions == .tieUp {
      return Int64(
        bitPattern: quotient &+ PreparedRate.halfUpIncrement(remainder, of: denominator))
    }
    return Int64(
      bitPattern: quotient
        &+ WideArithmetic.roundingIncrement(
          remainder: remainder, divisor: denominator, quotientIsOdd: quotient & 1 == 1,
          negative: false, directions: directions))
  }

  /// 1 when `remainder` rounds its quotient of zero or more up half-up (it is at least half
  /// the divisor), else 0: the rule most rates use, in one comparison, where
  /// ``WideArithmetic/roundingIncrement(remainder:divisor:quotientIsOdd:negative:directions:)``
  /// works through every rule's directions.
  @inline(__always)
  static func halfUpIncrement(_ remainder: UInt64, of divisor: UInt64) -> UInt64 {
    remainder >= divisor &- remainder ? 1 : 0
  }

  /// `value ÷ divisor` and the remainder, for `value < 2⁶³`, using `reciprocal` (`UInt64.max
  /// ÷ divisor`) instead of a division.
  ///
  /// `value × reciprocal ÷ 2⁶⁴` lies in `(value ÷ divisor − 1, value ÷ divisor]`, so its integer
  /// part is the quotient or one less; one comparison, made by arithmetic, corrects it.
  @inline(__always)
  static func divided(_ value: UInt64, _ divisor: UInt64, _ reciprocal: UInt64) -> (
    quotient: UInt64, remainder: UInt64
  ) {
    corrected(estimate: value.multipliedFullWidth(by: reciprocal).high, of: value, by: divisor)
  }

  /// `value ÷ divisor` and the remainder, from an `estimate` of the quotient that is exact or one
  /// less: one comparison, made by arithmetic, corrects it.
  @inline(__always)
  static func corrected(estimate: UInt64, of value: UInt64, by divisor: UInt64) -> (
    quotient: UInt64, remainder: UInt64
  ) {
    let remainder = value &- estimate &* divisor
    let short: UInt64 = remainder >= divisor ? 1 : 0
    return (estimate &+ short, remainder &- short &* divisor)
  }
}
