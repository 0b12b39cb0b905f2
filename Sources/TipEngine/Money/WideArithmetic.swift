/// 128-bit intermediate arithmetic on `Int64`, portable to every platform Swift runs on.
///
/// `Int128` needs macOS 15 / iOS 18 on Apple systems, so products and quotients go through
/// `multipliedFullWidth` and `dividingFullWidth` on magnitudes instead.
@usableFromInline
enum WideArithmetic {
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
    let (q, r) = d.dividingFullWidth(product)
    return signed(q, remainder: r, divisor: d, negative: negative, rule: rule)
  }

  /// `value ÷ divisor`, rounded by `rule`.
  ///
  /// - Precondition: `divisor > 0`.
  @inlinable
  static func divide(_ value: Int64, by divisor: Int64, rule: RoundingRule) -> Int64 {
    let d = UInt64(divisor)
    let (q, r) = value.magnitude.quotientAndRemainder(dividingBy: d)
    // |value| ÷ d ≤ |Int64.min|, and the rounding adds at most one: the result always fits
    // unless divisor == 1 and value == Int64.min, which `signed` still represents.
    return signed(q, remainder: r, divisor: d, negative: value < 0, rule: rule) ?? value
  }

  /// Applies `rule` to a magnitude quotient and remainder, then the sign; `nil` on overflow.
  @inlinable
  static func signed(
    _ quotient: UInt64, remainder: UInt64, divisor: UInt64, negative: Bool, rule: RoundingRule
  ) -> Int64? {
    var q = quotient
    if remainder != 0
      && rule.roundsMagnitudeUp(
        remainder: remainder, divisor: divisor, quotientIsOdd: q & 1 == 1, negative: negative)
    {
      let (sum, overflow) = q.addingReportingOverflow(1)
      if overflow { return nil }
      q = sum
    }
    if negative {
      guard q <= UInt64(Int64.max) + 1 else { return nil }
      return q == UInt64(Int64.max) + 1 ? Int64.min : -Int64(q)
    }
    guard q <= UInt64(Int64.max) else { return nil }
    return Int64(q)
  }

  /// `10^exponent` for exponent in 0...18.
  @inlinable
  static func powerOfTen(_ exponent: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
  }
}
