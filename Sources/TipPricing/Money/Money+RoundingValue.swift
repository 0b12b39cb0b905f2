extension Money {
  /// `value` rounded once by `rule` to a multiple of `increment`, in the increment's currency:
  /// 1.005 to a multiple of 0.01 USD is 1.01 USD half-up and 1.00 USD half-even; −1.005 rounds
  /// as the mirror image of 1.005, except by `ceiling` and `floor`.
  ///
  /// `value` may have more digits than the currency. It and the increment are brought to a
  /// common scale as integers and rounded there, once: rounding to the currency's digits first
  /// can land on the wrong side of a midpoint (2.4996 is 2 to a multiple of 1 half-up, but
  /// 2.50, then 3, when rounded twice).
  ///
  /// ```swift
  /// let fiveCents = try Money("0.05", currency: .chf)
  /// try Money(rounding: DecimalValue("41.425"), toMultipleOf: fiveCents, rule: .halfUp)
  /// // 41.45 CHF
  /// ```
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when `value` or the result is beyond
  ///   ``Money/maximumMinorUnits``; ``MoneyError/tooManyFractionDigits(text:digits:allowed:currencyCode:)``
  ///   when `value` has so many digits after the point that the increment does not fit in 18
  ///   significant digits at that scale (`allowed` is the most the increment allows, and
  ///   `currencyCode` is `nil`: the limit is the increment's, not the currency's);
  ///   ``MoneyError/invalidIncrement(text:reason:)`` for an increment of zero or less.
  public init(rounding value: DecimalValue, toMultipleOf increment: Money, rule: RoundingRule)
    throws(MoneyError)
  {
    let currency = increment.currency
    guard increment.minorUnits > 0 else { throw increment.notPositiveIncrement }
    let step = increment.decimalValue
    let scale = max(value.scale, step.scale, currency.minorUnitDigits)
    // Only the currency's digits can raise the value's scale: a value larger than the currency
    // holds does not fit there.
    let overflow = MoneyError.overflow(
      operation: "rounding \(value) to a multiple of \(increment)")
    guard let units = value.significand(atScale: scale, rule: .down) else { throw overflow }
    guard let stepUnits = step.significand(atScale: scale, rule: .down) else {
      let fitting = (currency.minorUnitDigits...scale).last {
        step.significand(atScale: $0, rule: .down) != nil
      }
      throw .tooManyFractionDigits(
        text: value.description, digits: value.scale,
        allowed: fitting ?? currency.minorUnitDigits, currencyCode: nil)
    }
    // The increment is positive, so only an overflow can fail: it is said in amounts.
    guard let rounded = try? ExactArithmetic().rounded(units, toMultipleOf: stepUnits, rule: rule)
    else { throw overflow }
    // A multiple of the increment has no more digits than the currency; it may be too large.
    guard
      let result = try? Money(
        exactly: DecimalValue(significand: rounded, scale: scale), currency: currency)
    else { throw overflow }
    self = result
  }
}
