/// Exact decimal arithmetic: what the calculator keypad and `tipcalc round` compute with.
///
/// Sums and differences are exact; products and quotients are rounded once, by an explicit
/// ``RoundingRule``, to a stated number of fraction digits. Each returns `nil` when the result does
/// not fit (an `Int64` significand at a scale of at most ``DecimalValue/maximumScale``) and never
/// traps.
extension DecimalValue {
  /// `self + other`, exact; `nil` on overflow.
  public func adding(_ other: DecimalValue) -> DecimalValue? {
    combined(with: other, subtracting: false)
  }

  /// `self − other`, exact; `nil` on overflow.
  public func subtracting(_ other: DecimalValue) -> DecimalValue? {
    combined(with: other, subtracting: true)
  }

  /// `self × other`, with at most `fractionDigits` fraction digits (the exact product when it
  /// has no more), rounded once by `rule`; `nil` on overflow.
  public func multiplied(
    by other: DecimalValue, fractionDigits: Int, rule: RoundingRule
  ) -> DecimalValue? {
    let scale = self.scale + other.scale
    let drop = max(0, scale - max(0, fractionDigits))
    guard drop <= DecimalValue.maximumScale else { return nil }
    return WideArithmetic.multiplyDivide(
      significand, other.significand, WideArithmetic.powerOfTen(drop), rule: rule
    ).flatMap { DecimalValue(checkedSignificand: $0, scale: scale - drop) }
  }

  /// `self ÷ divisor` with exactly `fractionDigits` fraction digits, rounded once by `rule`;
  /// `nil` on overflow or when `divisor` is zero.
  public func divided(
    by divisor: DecimalValue, fractionDigits: Int, rule: RoundingRule
  ) -> DecimalValue? {
    // l/10^ls ÷ r/10^rs = (l × 10^(f − ls + rs) ÷ r) / 10^f; when f − ls + rs is negative, the
    // power of ten moves to the divisor: (l ÷ (r × 10^(ls − rs − f))) / 10^f.
    let exponent = fractionDigits - scale + divisor.scale
    guard !divisor.isZero, (0...DecimalValue.maximumScale).contains(fractionDigits),
      (-18...18).contains(exponent), divisor.significand != .min
    else { return nil }
    let negativeDivisor = divisor.significand < 0
    guard !negativeDivisor || significand != .min else { return nil }
    let numerator = negativeDivisor ? -significand : significand
    var positiveDivisor = negativeDivisor ? -divisor.significand : divisor.significand
    if exponent < 0 {
      let (scaled, overflow) = positiveDivisor.multipliedReportingOverflow(
        by: WideArithmetic.powerOfTen(-exponent))
      // A divisor beyond 64 bits makes the quotient round from 0: no such divisions here.
      guard !overflow else { return nil }
      positiveDivisor = scaled
    }
    return WideArithmetic.multiplyDivide(
      numerator, WideArithmetic.powerOfTen(max(0, exponent)), positiveDivisor, rule: rule
    ).map { DecimalValue(significand: $0, scale: fractionDigits) }
  }

  /// The number of digits written, not counting a sign or a decimal point (`0.05` has 3).
  public var digitCount: Int {
    max(String(significand.magnitude).count, scale + 1)
  }

  /// The number of digits before the decimal point, at least 1 (`0.05` has 1).
  public var wholeDigitCount: Int {
    max(1, String(significand.magnitude).count - scale)
  }

  private func combined(with other: DecimalValue, subtracting: Bool) -> DecimalValue? {
    let scale = max(self.scale, other.scale)
    guard let l = significand(atScale: scale, rule: .down),
      let r = other.significand(atScale: scale, rule: .down)
    else { return nil }
    let (result, overflow) =
      subtracting ? l.subtractingReportingOverflow(r) : l.addingReportingOverflow(r)
    return overflow ? nil : DecimalValue(significand: result, scale: scale)
  }

  private init?(checkedSignificand: Int64, scale: Int) {
    guard (0...DecimalValue.maximumScale).contains(scale) else { return nil }
    self.init(significand: checkedSignificand, scale: scale)
  }
}

/// Arithmetic that carries a result to as many digits as a `DecimalValue` holds: what a
/// calculator keeps between operations, so that `710 ÷ 3 × 3` is 710 again once rounded.
///
/// Each function computes the exact result in 128 bits, then keeps the most fraction digits
/// (at most ``DecimalValue/maximumScale``) that leave at most 18 significant digits, as many as a
/// parsed value holds, rounding once by `rule` when digits must be dropped: `2 ÷ 3` is
/// `0.666666666666666667` half-up. A result that fits is exact. Each returns `nil` only when the
/// whole part alone has more than 18 digits (or, for division, when the divisor is zero), and
/// never traps.
extension DecimalValue {
  /// `self + other`, exact when it fits, otherwise rounded by `rule` to the most fraction digits
  /// that do; `nil` when the whole part does not fit.
  public func adding(_ other: DecimalValue, rule: RoundingRule) -> DecimalValue? {
    WideDecimal.sum(self, other, subtracting: false).fitted(rule: rule)
  }

  /// `self − other`, exact when it fits, otherwise rounded by `rule` to the most fraction
  /// digits that do; `nil` when the whole part does not fit.
  public func subtracting(_ other: DecimalValue, rule: RoundingRule) -> DecimalValue? {
    WideDecimal.sum(self, other, subtracting: true).fitted(rule: rule)
  }

  /// `self × other`, exact when it fits, otherwise rounded by `rule` to the most fraction digits
  /// that do; `nil` when the whole part does not fit.
  public func multiplied(by other: DecimalValue, rule: RoundingRule) -> DecimalValue? {
    WideDecimal.product(self, other).fitted(rule: rule)
  }

  /// `self ÷ divisor`, exact when the quotient terminates within the digits that fit, otherwise
  /// rounded by `rule` to the most fraction digits that fit; `nil` when `divisor` is zero or the
  /// whole part does not fit.
  public func divided(by divisor: DecimalValue, rule: RoundingRule) -> DecimalValue? {
    WideDecimal.quotient(self, divisor)?.fitted(rule: rule)
  }
}

/// An exact intermediate: a sign, a 128-bit magnitude, a scale that may exceed 18, and whether
/// nonzero digits beyond the magnitude were left out (a quotient that does not terminate).
private struct WideDecimal {
  var negative: Bool
  var high: UInt64
  var low: UInt64
  var scale: Int
  var sticky = false

  /// The largest significand a result may have: 18 digits, as many as a parsed value holds.
  static let largestSignificand: UInt64 = 999_999_999_999_999_999

  var isZero: Bool { high == 0 && low == 0 }

  static func < (lhs: WideDecimal, rhs: WideDecimal) -> Bool {
    lhs.high < rhs.high || (lhs.high == rhs.high && lhs.low < rhs.low)
  }

  /// `|value| × 10^shift`, for a shift of at most 18.
  static func magnitude(_ value: DecimalValue, shiftedBy shift: Int) -> WideDecimal {
    let wide = value.significand.magnitude.multipliedFullWidth(
      by: UInt64(WideArithmetic.powerOfTen(shift)))
    return WideDecimal(
      negative: value.isNegative, high: wide.high, low: wide.low, scale: value.scale + shift)
  }

  static func sum(_ lhs: DecimalValue, _ rhs: DecimalValue, subtracting: Bool) -> WideDecimal {
    let scale = max(lhs.scale, rhs.scale)
    let l = magnitude(lhs, shiftedBy: scale - lhs.scale)
    var r = magnitude(rhs, shiftedBy: scale - rhs.scale)
    if subtracting { r.negative.toggle() }
    if l.negative == r.negative {
      // Each magnitude is below 2⁶³ × 10¹⁸ < 2¹²³, so the sum cannot carry out of 128 bits.
      let (low, carry) = l.low.addingReportingOverflow(r.low)
      return WideDecimal(
        negative: l.negative, high: l.high &+ r.high &+ (carry ? 1 : 0), low: low, scale: scale)
    }
    let (larger, smaller) = l < r ? (r, l) : (l, r)
    let (low, borrow) = larger.low.subtractingReportingOverflow(smaller.low)
    return WideDecimal(
      negative: larger.negative, high: larger.high &- smaller.high &- (borrow ? 1 : 0), low: low,
      scale: scale)
  }

  static func product(_ lhs: DecimalValue, _ rhs: DecimalValue) -> WideDecimal {
    let wide = lhs.significand.magnitude.multipliedFullWidth(by: rhs.significand.magnitude)
    return WideDecimal(
      negative: lhs.isNegative != rhs.isNegative, high: wide.high, low: wide.low,
      scale: lhs.scale + rhs.scale)
  }

  /// The quotient by long division, one decimal digit at a time, until it terminates, has more
  /// than 18 digits or a scale past ``DecimalValue/maximumScale``; `nil` for a zero divisor.
  static func quotient(_ lhs: DecimalValue, _ rhs: DecimalValue) -> WideDecimal? {
    let divisor = rhs.significand.magnitude
    guard divisor != 0 else { return nil }
    let dividend = lhs.significand.magnitude
    // |lhs| ÷ |rhs| = (dividend ÷ divisor) × 10^(rhs.scale − lhs.scale).
    var result = WideDecimal(
      negative: lhs.isNegative != rhs.isNegative, high: 0, low: dividend / divisor,
      scale: lhs.scale - rhs.scale)
    var remainder = dividend % divisor
    while result.scale < 0
      || (remainder != 0 && result.scale <= DecimalValue.maximumScale
        && result.high == 0 && result.low <= largestSignificand)
    {
      // remainder < divisor, so remainder × 10 < 10 × divisor and its high word is below divisor.
      let next = remainder.multipliedFullWidth(by: 10)
      let (digit, rest) = divisor.dividingFullWidth((next.high, next.low))
      result.appendDigit(digit)
      remainder = rest
    }
    result.sticky = remainder != 0
    return result
  }

  /// `self × 10 + digit`, one more fraction digit.
  mutating func appendDigit(_ digit: UInt64) {
    let lowProduct = low.multipliedFullWidth(by: 10)
    let (newLow, carry) = lowProduct.low.addingReportingOverflow(digit)
    high = high &* 10 &+ lowProduct.high &+ (carry ? 1 : 0)
    low = newLow
    scale += 1
  }

  /// Removes the last digit, returning it.
  mutating func removeDigit() -> UInt64 {
    let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: 10)
    let (lowQuotient, digit) = UInt64(10).dividingFullWidth((highRemainder, low))
    high = highQuotient
    low = lowQuotient
    scale -= 1
    return digit
  }

  /// The value with the most fraction digits (at most 18) whose significand has at most 18
  /// digits, rounded once by `rule`; `nil` when the whole part does not fit.
  ///
  /// A quotient that does not terminate always has a digit to drop (``quotient(_:_:)`` stops
  /// only past what fits), so `sticky` only ever describes digits after a dropped one.
  func fitted(rule: RoundingRule) -> DecimalValue? {
    var kept = self
    // The dropped part: its first digit, and whether anything nonzero follows that digit.
    var firstDropped: UInt64 = 0
    var restNonzero = sticky
    var dropped = false
    func dropDigit() {
      if dropped { restNonzero = restNonzero || firstDropped != 0 }
      firstDropped = kept.removeDigit()
      dropped = true
    }
    while kept.scale > DecimalValue.maximumScale || kept.high != 0 { dropDigit() }
    let limit = WideDecimal.largestSignificand
    while true {
      // The dropped part in twentieths of the last kept digit's unit, plus one when it is more
      // than the first dropped digit says, so that ties and exactness are decided correctly.
      let remainder = dropped ? firstDropped * 2 + (restNonzero ? 1 : 0) : (sticky ? 1 : 0)
      let increment = WideArithmetic.roundingIncrement(
        remainder: remainder, divisor: 20, quotientIsOdd: kept.low & 1 == 1, negative: negative,
        rule: rule)
      if kept.high == 0, kept.scale >= 0, kept.low <= limit, increment <= limit - kept.low {
        let magnitude = Int64(kept.low + increment)
        return DecimalValue(significand: negative ? -magnitude : magnitude, scale: kept.scale)
      }
      guard kept.scale > 0 else { return nil }
      dropDigit()
    }
  }
}
