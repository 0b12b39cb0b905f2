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
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    // Commas are read only as they group the whole part in threes (`1,234.50`); a number with
    // commas anywhere else (`1.234,50`) is a mistake of form, which `DecimalValue` states.
    guard (1...2).contains(parts.count), let whole = groupedDigits(parts[0]),
      parts.count == 1 || parts[1].allSatisfy(\.isASCIIDigit),
      !whole.isEmpty || parts.count == 2 && !parts[1].isEmpty
    else { return nil }
    let significantWhole = whole.drop { $0 == "0" }
    let fraction = (parts.count == 2 ? parts[1] : "").reversed().drop { $0 == "0" }
    if significantWhole.count > 18 - currency.minorUnitDigits {
      return .invalidNumber(text: text, reason: tooLargeReason(currency))
    }
    guard !rounds, fraction.count > currency.minorUnitDigits else { return nil }
    return .tooManyFractionDigits(
      text: text, digits: fraction.count, allowed: currency.minorUnitDigits,
      currencyCode: currency.code)
  }

  /// The digits of `part` without its grouping commas, or `nil` unless it is digits grouped
  /// in threes by commas (`1,234`) or digits alone (`1234`).
  private static func groupedDigits(_ part: Substring) -> Substring? {
    let groups = part.split(separator: ",", omittingEmptySubsequences: false)
    guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
    if groups.count > 1 {
      guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { return nil }
    }
    return Substring(groups.joined())
  }

  /// `too large; the largest amount in JPY is 999999999999999999`.
  static func tooLargeReason(_ currency: Currency) -> String {
    let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency)
    return "too large; the largest amount in \(currency.code) is \(largest.amountText)"
  }
}

/// What rounding would make of an amount refused for its digits after the point: whether
/// `tipcalc round` reads it and its rounded value fits the currency, so that a message advises
/// rounding only when rounding works.
package enum RoundingOutlook: Sendable, Hashable {
  /// Rounding reads it and its rounded value fits the currency.
  case fits
  /// Rounded half-up to the currency's digits, it is more than the currency's largest amount.
  case tooLarge
  /// It has more digits than an exact decimal holds (18 significant, 18 after the point), so
  /// rounding cannot read it; its rounded value would fit.
  case unreadable
}

extension Money {
  /// What rounding `text` half-up to `currency`'s minor unit (as `tipcalc round` does by default)
  /// comes to; `text` is an amount as a person typed it.
  package static func roundingOutlook(_ text: String, currency: Currency) -> RoundingOutlook {
    if let value = try? DecimalValue(parsingHumanText: text, currency: currency) {
      let rounded = try? Money(rounding: value, currency: currency, rule: .halfUp)
      return rounded == nil ? .tooLarge : .fits
    }
    // Half-up needs only the first digit dropped: the rest cannot change the rounded value.
    let number = DecimalValue.numberText(ofHumanText: text).filter { $0 != "," }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count == 2 ? parts[1] : ""
    let kept = fraction.prefix(currency.minorUnitDigits)
    let roundsUp = fraction.dropFirst(currency.minorUnitDigits).first.map { $0 >= "5" } ?? false
    let truncated = kept.isEmpty ? String(parts[0]) : parts[0] + "." + kept
    guard let value = try? DecimalValue(parsingHumanText: truncated, currency: currency),
      let money = try? Money(exactly: value, currency: currency)
    else { return .tooLarge }
    let isLargest = money.minorUnits.magnitude >= Money.maximumMinorUnits.magnitude
    return roundsUp && isLargest ? .tooLarge : .unreadable
  }
}
