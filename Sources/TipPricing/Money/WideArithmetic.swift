/// 128-bit intermediate arithmetic on `Int64`, portable to every platform Swift runs on.
///
/// `Int128` needs macOS 15 / iOS 18 on Apple systems, so products and quotients go through
/// `multipliedFullWidth` and `dividingFullWidth` on magnitudes instead.
@usableFromInline
package enum WideArithmetic {
  /// `value × multiplier ÷ divisor`, rounded once by `rule`; `nil` when the result does not fit.
  ///
  /// - Precondition: `divisor > 0` (callers pass constants or validated values).
  @inlinable
  static func multiplyDivide(
    _ value: Int64, _ multiplier: Int64, _ divisor: Int64, rule: RoundingRule
  ) -> Int64? {
    let negative = (value < 0) != (multiplier < 0)
    let product = value.magnitude.multipliedFullWidth(by: multiplier.magnitude)
    let d = UInt64(divisor)
    // The quotient fits in 64 bits only when the high word is below the divisor.
    guard product.high < d else { return nil }
    // Money products nearly always fit in 64 bits; a 128-bit division is a library call
    // (`__udivti3`) on x86-64, so it is kept for the products that need it.
    let (q, r) =
      product.high == 0
      ? quotientAndRemainder(product.low, dividingBy: d) : d.dividingFullWidth(product)
    return signed(q, remainder: r, divisor: d, negative: negative, rule: rule)
  }

  /// `dividend ÷ divisor` and the remainder, in 64 bits.
  ///
  /// The divisor of money is nearly always 100: a whole-percent rate divides by 100, and so
  /// does a whole-unit increment of a two-digit currency. Divided by the constant 100, the
  /// compiler multiplies by a reciprocal instead of issuing a hardware division, which costs
  /// more than the rest of a tip. The branch depends only on the divisor, which a batch keeps
  /// constant, so it is predicted.
  ///
  /// - Precondition: `divisor > 0`.
  @inlinable
  @inline(__always)
  static func quotientAndRemainder(_ dividend: UInt64, dividingBy divisor: UInt64) -> (
    quotient: UInt64, remainder: UInt64
  ) {
    guard divisor == 100 else { return dividend.quotientAndRemainder(dividingBy: divisor) }
    return dividend.quotientAndRemainder(dividingBy: 100)
  }

  /// `value ÷ divisor`, rounded by `rule`.
  ///
  /// - Precondition: `divisor > 0`.
  @inlinable
  static func divide(_ value: Int64, by divisor: Int64, rule: RoundingRule) -> Int64 {
    let d = UInt64(divisor)
    let (q, r) = quotientAndRemainder(value.magnitude, dividingBy: d)
    // |value| ÷ d ≤ |Int64.min|, and the rounding adds at most one: the result always fits
    // unless divisor == 1 and value == Int64.min, which `signed` still represents.
    return signed(q, remainder: r, divisor: d, negative: value < 0, rule: rule) ?? value
  }

  /// Applies `rule` to a magnitude quotient and remainder, then the sign; `nil` on overflow.
  @inlinable
  static func signed(
    _ quotient: UInt64, remainder: UInt64, divisor: UInt64, negative: Bool, rule: RoundingRule
  ) -> Int64? {
    let increment = roundingIncrement(
      remainder: remainder, divisor: divisor, quotientIsOdd: quotient & 1 == 1,
      negative: negative, rule: rule)
    let (q, overflow) = quotient.addingReportingOverflow(increment)
    if overflow { return nil }
    if negative {
      guard q <= UInt64(Int64.max) + 1 else { return nil }
      return q == UInt64(Int64.max) + 1 ? Int64.min : -Int64(q)
    }
    guard q <= UInt64(Int64.max) else { return nil }
    return Int64(q)
  }

  /// 1 when the magnitude quotient must grow by one to honour `rule`, else 0 (always 0 for an
  /// exact division): the one place where the meaning of every ``RoundingRule`` is decided.
  /// Nearest rules round up when the remainder is more than half the divisor (or exactly half,
  /// for half-up, and for half-even on an odd quotient); `up` always rounds up, `ceiling` when
  /// positive, `floor` when negative.
  @inlinable
  @inline(__always)
  static func roundingIncrement(
    remainder: UInt64, divisor: UInt64, quotientIsOdd: Bool, negative: Bool, rule: RoundingRule
  ) -> UInt64 {
    roundingIncrement(
      remainder: remainder, divisor: divisor, quotientIsOdd: quotientIsOdd, negative: negative,
      directions: RoundingRule.Directions(rule))
  }

  /// ``roundingIncrement(remainder:divisor:quotientIsOdd:negative:rule:)`` for a rule given as
  /// its ``RoundingRule/Directions``, computed without a branch on the remainder or the sign
  /// (see ``RoundingRule/Directions`` for why).
  @inlinable
  @inline(__always)
  static func roundingIncrement(
    remainder: UInt64, divisor: UInt64, quotientIsOdd: Bool, negative: Bool,
    directions: RoundingRule.Directions
  ) -> UInt64 {
    typealias Directions = RoundingRule.Directions
    let bits = directions.rawValue
    let sign: UInt64 = negative ? 1 : 0
    let odd: UInt64 = quotientIsOdd ? 1 : 0
    let inexact: UInt64 = remainder != 0 ? 1 : 0
    // Nearest: up when remainder > divisor − remainder, or equal and ties go up. Comparing with
    // divisor − remainder rather than 2 × remainder with the divisor cannot overflow, nor can
    // remainder + 1 (the remainder is below the divisor, itself at most Int64.max).
    let tieUp =
      (bits & Directions.tieUp.rawValue) | ((bits & Directions.tieUpWhenOdd.rawValue) >> 1 & odd)
    let nearest: UInt64 = divisor &- remainder < remainder &+ tieUp ? 1 : 0
    // The directed members that apply to this sign, as `up…` bits; shifted, the `down…` ones.
    let applying =
      Directions.up.rawValue | Directions.upWhenNegative.rawValue &* sign
      | Directions.upWhenPositive.rawValue &* (sign ^ 1)
    let forcedUp: UInt64 = bits & applying != 0 ? 1 : 0
    let forcedDown: UInt64 = bits & applying << Directions.downShift != 0 ? 1 : 0
    return inexact & ((nearest & (forcedDown ^ 1)) | forcedUp)
  }

  /// `10^exponent` for exponent in 0...18.
  @inlinable
  static func powerOfTen(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
  }
}
