import Foundation
import Testing
import TipEngine
import TipTestSupport

@testable import TipCLI

/// What `tipcalc` writes for people in a locale, typed back on its command line in the same
/// locale, is read as the same amount or refused: never as another amount. The text comes from
/// the library's `CurrencyTextStyle` (the style `--locale` selects), the reading from the parser
/// every amount argument goes through.
@Suite("Localized money text reads back or is refused, seeded")
struct LocalizedAmountRoundTripTests {
  /// Locales with a decimal point or comma, grouping by `,` `.` `’` or a space, lakh grouping,
  /// symbols before and after the digits, and non-Latin scripts.
  static let locales = [
    "en_US", "en_GB", "en_IN", "en_CA", "fr_CA", "en_AU", "en_NZ", "de_DE", "de_AT", "de_CH",
    "fr_FR", "fr_CH", "it_IT", "es_ES", "es_MX", "nl_NL", "sv_SE", "da_DK", "nb_NO", "fi_FI",
    "pl_PL", "pt_BR", "ru_RU", "tr_TR", "ja_JP", "zh_Hans_CN", "ko_KR", "hi_IN", "ar_KW", "ar_BH",
  ]

  /// 3,000 draws: 30 locales × 14 currencies (0, 2, 3 and 4 digits) × the compact and full
  /// styles × amounts from zero to a million major units.
  @Test("3,000 seeded amounts written in a locale read back as the same amount, or are refused")
  func localizedTextNeverReadsAsAnotherAmount() {
    let locales = Self.locales.compactMap(DisplayLocale.locale(named:))
    #expect(locales.count == Self.locales.count, "locales the CLI does not know")
    var generator = SeededGenerator(seed: 0x10CA_1E5E_ED)
    var wrong: [String] = []
    var readBack = 0
    for _ in 0..<3_000 {
      let locale = SeamAmounts.pick(locales, &generator)
      let currency = SeamAmounts.pick(SeamAmounts.currencies, &generator)
      let units = SeamAmounts.units(upTo: 1_000_000, in: currency, &generator)
      let money = Money(minorUnits: units, currency: currency)
      let style = SeamAmounts.chance(50, &generator) ? CurrencyTextStyle.compact : .full
      let text = money.formatted(style.locale(locale))
      let read = InputValues.$locale.withValue(locale) {
        Result { () throws(CLIError) in
          try InputValues.money(text, for: "<subtotal>", currency: currency)
        }
      }
      guard case .success(let value) = read else { continue }
      if value == money {
        readBack += 1
      } else {
        wrong.append("\(locale.identifier): \(money) as '\(text)' read as \(value)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) amounts read as others, such as \(wrong.prefix(5))")
    // Most amounts that are read back are in a locale that writes them as the command line does.
    #expect(readBack > 500, "\(readBack) of 3,000 read back")
  }
}
