extension Money {
  /// The error for `text` that `DecimalValue` refused for its digits, stated for `currency`: a
  /// number with more whole digits than `currency` holds is too large, with the currency's
  /// largest amount (`999999999999999999` in JPY), not the 18 significant digits of a bare
  /// decimal with an example JPY cannot take; one with more digits after the point than
  /// `currency` has (and no `rounds`) is ``MoneyError/tooManyFractionDigits(text:digits:allowed:currencyCode:)``.
  /// `nil` when `text` is no plain number, or its digits fit `currency`.
  static func limitError(_ text: String, currency: Currency, rounds: Bool) -> MoneyError? {
    var number = Substring(DecimalValue.numberText(ofHumanText: text))
    if let sign = number.first, sign == "-" || sign == "+" || sign == "−" {
      number = number.dropFirst()
    }
    let parts = number.filter { $0 != "," }.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts.contains(where: { !$0.isEmpty })
    else { return nil }
    let whole = parts[0].drop { $0 == "0" }
    let fraction = (parts.count == 2 ? parts[1] : "").reversed().drop { $0 == "0" }
    if whole.count > 18 - currency.minorUnitDigits {
      return .invalidNumber(text: text, reason: tooLargeReason(currency))
    }
    guard !rounds, fraction.count > currency.minorUnitDigits else { return nil }
    return .tooManyFractionDigits(
      text: text, digits: fraction.count, allowed: currency.minorUnitDigits,
      currencyCode: currency.code)
  }

  /// `too large; the largest amount in JPY is 999999999999999999`.
  static func tooLargeReason(_ currency: Currency) -> String {
    let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency)
    return "too large; the largest amount in \(currency.code) is \(largest.amountText)"
  }
}
