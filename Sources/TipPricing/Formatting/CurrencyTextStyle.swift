import Foundation

/// How an amount of money is written for people: `$100`, `$100.25`, `1.234,50 €`, `¥1,234`.
///
/// Two independent choices make a style:
/// - ``FractionDigits``: always the currency's ISO 4217 digits (`$100.00`, `KWD 12.500`), or the
///   tip-calculator rule that drops them from whole amounts (`$100`, but `$100.25`);
/// - ``Notation``: ``Notation/plain`` text that is the same on every platform and in every
///   locale (`$1,234.50`, `KWD 12.500`), or ``Notation/localized(_:)`` text from Foundation's
///   currency format style (`1.234,50 €` in `de_DE`).
///
/// The amount reaches Foundation as a `Decimal` built exactly from the minor units, never through
/// `Double`, and the number of fraction digits is always set from the currency, so nothing is
/// rounded: `¥1,234` has none, `KWD 1,234.500` has three, whatever the locale would pick.
///
/// ```swift
/// let bill = try Money("100.25", currency: .usd)
/// bill.formatted(.compact)                                    // "$100.25"
/// bill.formatted(.full.locale(Locale(identifier: "de_DE")))   // "100,25 $"
/// ```
public struct CurrencyTextStyle: FormatStyle, Sendable, Hashable, Codable {
  /// How many digits follow the decimal point.
  public enum FractionDigits: String, Sendable, Hashable, Codable, CaseIterable {
    /// Always the currency's ISO 4217 digits: `$100.00`, `¥1,234`, `KWD 12.500`.
    case currency
    /// None for whole amounts, the currency's digits otherwise: `$100`, `$100.25`, `KWD 12.500`.
    /// The rule of the tip-calculator apps this library grew from.
    case omittedWhenWhole
  }

  /// Whose conventions write the number and the currency.
  public enum Notation: Sendable, Hashable, Codable {
    /// The same text everywhere: a minus sign, the symbol before the amount when the currency
    /// has an unambiguous one (`$`, `€`, `£`, `¥`, `CA$` …), otherwise the ISO code and a space
    /// (`KWD 12.500`), grouping commas in threes and a `.` decimal point. The text parses back
    /// with `Money(_:currency:)`.
    case plain
    /// The locale's conventions, through Foundation's currency format style. The output is
    /// ICU's and may contain no-break spaces (U+00A0 in `1.234,50 €` for `de_DE`).
    case localized(Locale)
  }

  /// How many digits follow the decimal point.
  public var fractionDigits: FractionDigits
  /// Whose conventions write the number and the currency.
  public var notation: Notation

  /// Creates a style; by default the currency's digits in plain notation (`$100.00`).
  public init(fractionDigits: FractionDigits = .currency, notation: Notation = .plain) {
    self.fractionDigits = fractionDigits
    self.notation = notation
  }

  /// The tip-calculator rule in plain notation: `$100`, `$100.25`, `¥1,234`, `KWD 12.500`.
  public static let compact = CurrencyTextStyle(fractionDigits: .omittedWhenWhole)

  /// The currency's digits in plain notation: `$100.00`, `¥1,234`, `KWD 12.500`.
  public static let full = CurrencyTextStyle(fractionDigits: .currency)

  /// The currency's digits (or the compact rule) in `locale`'s conventions: `1.234,50 €` for
  /// `de_DE`, `¥1,234` for `ja_JP`.
  public static func localized(
    _ locale: Locale, fractionDigits: FractionDigits = .currency
  ) -> CurrencyTextStyle {
    CurrencyTextStyle(fractionDigits: fractionDigits, notation: .localized(locale))
  }

  /// The same fraction-digit rule in `locale`'s conventions.
  public func locale(_ locale: Locale) -> CurrencyTextStyle {
    CurrencyTextStyle(fractionDigits: fractionDigits, notation: .localized(locale))
  }

  /// The digits after the decimal point for `money` under this style.
  func fractionLength(for money: Money) -> Int {
    let digits = money.currency.minorUnitDigits
    switch fractionDigits {
    case .currency: return digits
    case .omittedWhenWhole:
      return money.minorUnits % money.currency.minorUnitsPerMajorUnit == 0 ? 0 : digits
    }
  }

  /// The text for `value`.
  public func format(_ value: Money) -> String {
    let fraction = fractionLength(for: value)
    switch notation {
    case .plain:
      return CurrencyTextStyle.plainText(value, fractionDigits: fraction)
    case .localized(let locale):
      let style = Decimal.FormatStyle.Currency(code: value.currency.code, locale: locale)
        .precision(.fractionLength(fraction))
      return CurrencyTextStyle.exactDecimal(value).formatted(style)
    }
  }

  /// `money` as a Foundation `Decimal`, built from its minor units without rounding.
  static func exactDecimal(_ money: Money) -> Decimal {
    Decimal(
      sign: money.isNegative ? .minus : .plus,
      exponent: -money.currency.minorUnitDigits,
      significand: Decimal(money.minorUnits.magnitude))
  }

  /// `-$1,234.50`, `KWD 12.500`: locale-independent text.
  static func plainText(_ money: Money, fractionDigits: Int) -> String {
    let digits = money.currency.minorUnitDigits
    let magnitude = money.minorUnits.magnitude
    let unit = UInt64(money.currency.minorUnitsPerMajorUnit)
    var text = money.isNegative ? "-" : ""
    if let symbol = money.currency.symbol {
      text += symbol
    } else {
      text += money.currency.code + " "
    }
    text += groupedDigits(String(magnitude / unit), separator: ",")
    if fractionDigits > 0 {
      let fraction = String(magnitude % unit)
      text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
  }

  /// `digits` with `separator` between groups of three: `1234567` → `1,234,567`.
  package static func groupedDigits(_ digits: String, separator: String) -> String {
    var result = ""
    result.reserveCapacity(digits.count + digits.count / 3)
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }
}

extension Money {
  /// The amount as text for people, in `style`: `$100` and `$100.25` with ``CurrencyTextStyle/compact``,
  /// `1.234,50 €` with `.localized(Locale(identifier: "de_DE"))`.
  public func formatted(_ style: CurrencyTextStyle) -> String {
    style.format(self)
  }
}
