import Foundation
import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

@Suite("Currency text: the compact seed rule, plain and localized notation")
struct CurrencyFormattingTests {
  /// No-break space, as ICU puts between an amount and a symbol or code.
  static let nbsp = "\u{A0}"

  @Test(
    "Plain notation, compact rule: no decimals for whole amounts, else the currency's digits",
    arguments: [
      ("100", "USD", "$100"),
      ("100.25", "USD", "$100.25"),
      ("100.20", "USD", "$100.20"),
      ("0.05", "USD", "$0.05"),
      ("1234567.5", "USD", "$1,234,567.50"),
      ("-5", "USD", "-$5"),
      ("1234.5", "EUR", "€1,234.50"),
      ("1234", "EUR", "€1,234"),
      ("1234", "JPY", "¥1,234"),
      ("12.5", "KWD", "KWD 12.500"),
      ("12", "KWD", "KWD 12"),
      ("1.2345", "CLF", "CLF 1.2345"),
      ("5", "CAD", "CA$5"),
      ("1000000", "GBP", "£1,000,000"),
    ])
  func compactPlain(amount: String, code: String, expected: String) throws {
    let money = try Money(amount, currency: Currency(code: code))
    #expect(money.formatted(.compact) == expected)
  }

  @Test(
    "Plain notation, full rule: always the currency's ISO digits",
    arguments: [
      ("100", "USD", "$100.00"),
      ("100.25", "USD", "$100.25"),
      ("1234.5", "EUR", "€1,234.50"),
      ("1234", "JPY", "¥1,234"),
      ("12", "KWD", "KWD 12.000"),
      ("1234.5", "KWD", "KWD 1,234.500"),
      ("-0.01", "USD", "-$0.01"),
    ])
  func fullPlain(amount: String, code: String, expected: String) throws {
    let money = try Money(amount, currency: Currency(code: code))
    #expect(money.formatted(.full) == expected)
  }

  @Test(
    "Localized notation through Foundation, as ICU writes it on this platform",
    arguments: [
      ("1234.5", "USD", "en_US", "$1,234.50"),
      ("100", "USD", "en_US", "$100.00"),
      ("1234.5", "EUR", "de_DE", "1.234,50\(nbsp)€"),
      ("-1234.5", "EUR", "de_DE", "-1.234,50\(nbsp)€"),
      ("1234", "JPY", "ja_JP", "¥1,234"),
      ("1234", "JPY", "en_US", "¥1,234"),
      ("1234.5", "KWD", "en_US", "KWD\(nbsp)1,234.500"),
      ("12", "KWD", "de_DE", "12,000\(nbsp)KWD"),
      ("1234.5", "USD", "de_DE", "1.234,50\(nbsp)$"),
    ])
  func localized(amount: String, code: String, locale: String, expected: String) throws {
    let money = try Money(amount, currency: Currency(code: code))
    let text = money.formatted(.localized(Locale(identifier: locale)))
    #expect(text == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test(
    "Localized notation with the compact rule drops the decimals of whole amounts only",
    arguments: [
      ("100", "USD", "en_US", "$100"),
      ("100.25", "USD", "en_US", "$100.25"),
      ("100", "EUR", "de_DE", "100\(nbsp)€"),
      ("100.25", "EUR", "de_DE", "100,25\(nbsp)€"),
      ("1234", "JPY", "ja_JP", "¥1,234"),
      ("12", "KWD", "en_US", "KWD\(nbsp)12"),
      ("12.5", "KWD", "en_US", "KWD\(nbsp)12.500"),
    ])
  func localizedCompact(amount: String, code: String, locale: String, expected: String) throws {
    let money = try Money(amount, currency: Currency(code: code))
    #expect(money.formatted(.compact.locale(Locale(identifier: locale))) == expected)
    #expect(
      money.formatted(.localized(Locale(identifier: locale), fractionDigits: .omittedWhenWhole))
        == expected)
  }

  @Test("Large amounts reach Foundation exactly, digit for digit (no Double on the way)")
  func largeAmountsAreExact() {
    let money = Money(minorUnits: Money.maximumMinorUnits, currency: .usd)
    #expect(
      money.formatted(.localized(Locale(identifier: "en_US"))) == "$9,999,999,999,999,999.99")
    #expect(money.formatted(.full) == "$9,999,999,999,999,999.99")
    let odd = Money(minorUnits: 123_456_789_012_345_679, currency: .usd)
    #expect(
      odd.formatted(.localized(Locale(identifier: "en_US"))) == "$1,234,567,890,123,456.79")
  }

  @Test("Plain text parses back to the same amount for every ISO 4217 currency")
  func plainTextRoundTrips() throws {
    for currency in Currency.allISO4217 {
      for units: Int64 in [0, 1, 5, 999, 123_456_789, -250] {
        for money in [
          Money(minorUnits: units, currency: currency),
          Money(minorUnits: units * currency.minorUnitsPerMajorUnit, currency: currency),
        ] {
          for style in [CurrencyTextStyle.compact, .full] {
            let text = money.formatted(style)
            #expect(try Money(text, currency: currency) == money, "\(text)")
          }
        }
      }
    }
  }

  @Test("The style is a Foundation FormatStyle")
  func isAFormatStyle() throws {
    let money = try Money("7.5", currency: .eur)
    func viaProtocol<S: FormatStyle>(_ style: S, _ value: S.FormatInput) -> S.FormatOutput {
      style.format(value)
    }
    #expect(viaProtocol(CurrencyTextStyle.compact, money) == "€7.50")
    #expect(
      CurrencyTextStyle.full.locale(Locale(identifier: "de_DE")).format(money)
        == "7,50\(Self.nbsp)€")
  }
}
