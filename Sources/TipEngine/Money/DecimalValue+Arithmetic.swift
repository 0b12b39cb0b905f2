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
    // l/10^ls ÷ r/10^rs = (l × 10^(f − ls + rs) ÷ r) / 10^f.
    let exponent = fractionDigits - scale + divisor.scale
    guard !divisor.isZero, (0...DecimalValue.maximumScale).contains(fractionDigits),
      (0...18).contains(exponent), divisor.significand != .min
    else { return nil }
    let negativeDivisor = divisor.significand < 0
    guard !negativeDivisor || significand != .min else { return nil }
    let numerator = negativeDivisor ? -significand : significand
    let positiveDivisor = negativeDivisor ? -divisor.significand : divisor.significand
    return WideArithmetic.multiplyDivide(
      numerator, WideArithmetic.powerOfTen(exponent), positiveDivisor, rule: rule
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
