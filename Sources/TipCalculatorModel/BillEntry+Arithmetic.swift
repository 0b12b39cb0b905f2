import TipEngine

extension BillEntry {
  /// `lhs operation rhs` with up to 18 significant digits (exact when they suffice, otherwise
  /// rounded once by `rule`), as kept between operations. A result whose display, rounded to
  /// `fractionDigits`, would need more than ``maximumDigits`` whole digits is
  /// ``Failure/overflow``; never a trap.
  static func compute(
    _ operation: Operation, _ lhs: DecimalValue, _ rhs: DecimalValue, fractionDigits: Int,
    rule: RoundingRule
  ) -> Result<DecimalValue, Failure> {
    let result: DecimalValue?
    switch operation {
    case .add: result = lhs.adding(rhs, rule: rule)
    case .subtract: result = lhs.subtracting(rhs, rule: rule)
    case .multiply: result = lhs.multiplied(by: rhs, rule: rule)
    case .divide:
      guard !rhs.isZero else { return .failure(.divisionByZero) }
      result = lhs.divided(by: rhs, rule: rule)
    }
    guard let result, displayed(result, fractionDigits: fractionDigits, rule: rule) != nil else {
      return .failure(.overflow)
    }
    return .success(result)
  }

  /// `value` rounded once by `rule` to `fractionDigits`, or to fewer when the display would
  /// otherwise hold more than ``maximumDigits`` digits; `nil` when its whole part alone does
  /// not fit.
  static func displayed(_ value: DecimalValue, fractionDigits: Int, rule: RoundingRule)
    -> DecimalValue?
  {
    let digits = min(fractionDigits, max(0, maximumDigits - value.wholeDigitCount))
    let rounded = value.rounded(toScale: digits, rule: rule)
    // Rounding may carry into a new whole digit (9,999,999,999,999.6 → 10,000,000,000,000).
    return rounded.wholeDigitCount + rounded.scale > maximumDigits ? nil : rounded
  }
}
