import TipEngine

extension BillEntry {
  /// `lhs operation rhs` as kept between operations: exact when it fits in 18 significant
  /// digits and 18 digits after the point, otherwise rounded once by `rule` to the most digits
  /// after the point that fit both (see `DecimalValue.divided(by:rule:)`). A result whose
  /// display, rounded to `currency`'s digits, would need more than ``maximumDigits`` whole
  /// digits is ``Failure/overflow``, and one larger than `currency`'s largest amount is
  /// ``Failure/tooLarge(largest:currency:)``; never a trap.
  static func compute(
    _ operation: Operation, _ lhs: DecimalValue, _ rhs: DecimalValue, currency: Currency,
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
    guard let result else { return .failure(.overflow) }
    return displayed(result, currency: currency, rule: rule).map { _ in result }
  }

  /// `value` as the display shows it and `=` gives it: rounded once by `rule` to `currency`'s
  /// digits, every one of them kept. ``Failure/overflow`` when its whole part has more than
  /// ``maximumDigits`` digits, ``Failure/tooLarge(largest:currency:)`` when it is larger than
  /// the largest amount of `currency` (which only a currency with 6 minor-unit digits reaches
  /// within 13 whole digits).
  static func displayed(_ value: DecimalValue, currency: Currency, rule: RoundingRule)
    -> Result<DecimalValue, Failure>
  {
    let rounded = value.rounded(toScale: currency.minorUnitDigits, rule: rule)
    // Rounding may carry into a new whole digit (9,999,999,999,999.996 → 10,000,000,000,000).
    guard rounded.wholeDigitCount <= maximumDigits else { return .failure(.overflow) }
    guard (try? Money(rounding: rounded, currency: currency, rule: rule)) != nil else {
      return .failure(.tooLarge(largest: largestAmount(currency), currency: currency.code))
    }
    return .success(rounded)
  }

  /// The largest amount of `currency`, as `Money.amountText` writes it: `999999999999.999999`
  /// for a currency with 6 minor-unit digits.
  static func largestAmount(_ currency: Currency) -> String {
    Money(minorUnits: Money.maximumMinorUnits, currency: currency).amountText
  }
}
