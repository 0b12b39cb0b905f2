import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@testable import TipCLI

/// A custom tip typed at the prompt of a screen in `locale`, and the tip it gives.
struct CustomTipKeys: Sendable, CustomTestStringConvertible {
  var locale: String
  var currency: Currency
  var keys: String
  /// The custom amount Enter gives.
  var amount: String

  init(_ locale: String, _ currency: Currency, _ keys: String, _ amount: String) {
    self.locale = locale
    self.currency = currency
    self.keys = keys
    self.amount = amount
  }

  var testDescription: String { "\(locale) \(currency.code) \(keys.debugDescription)" }
}

/// A screen in `locale` after typing `keys` as a terminal sends them.
private func screen(_ keys: String, currency: Currency, locale: String) -> InteractiveScreen {
  let style = CurrencyTextStyle.compact.locale(Locale(identifier: locale))
  var screen = InteractiveScreen(currency: currency, style: style)
  screen.handle(TerminalKey.decode(Array(keys.utf8)))
  return screen
}

@Suite("tipcalc interactive: the custom tip takes the bill keypad's decimal key")
struct InteractiveCustomTipKeyTests {
  static let tips: [CustomTipKeys] = [
    CustomTipKeys("en_US", .usd, "2.5", "2.5"),
    // ',' groups thousands in English and German: refused, and the digits read as grouped.
    CustomTipKeys("en_US", .usd, "1,500", "1500"),
    CustomTipKeys("de_DE", .eur, "2,5", "2.5"),
    CustomTipKeys("de_DE", .eur, "1.500", "1500"),
    CustomTipKeys("de_CH", .chf, "2.5", "2.5"),
    // Where a separator groups nothing, it is a decimal point: never 25 CHF, 15 €, 15 KWD.
    CustomTipKeys("de_CH", .chf, "2,5", "2.5"),
    CustomTipKeys("fr_FR", .eur, "1,5", "1.5"),
    CustomTipKeys("fr_FR", .eur, "1.5", "1.5"),
    CustomTipKeys("ar_KW", .kwd, "1٫5", "1.5"),
    CustomTipKeys("ar_KW", .kwd, "1٫500", "1.5"),
    CustomTipKeys("ar_KW", .kwd, "1.5", "1.5"),
    CustomTipKeys("ar_KW", .kwd, "1,5", "1.5"),
    // A fourth KWD decimal is refused at its key, as on the bill keypad.
    CustomTipKeys("ar_KW", .kwd, "1٫2345", "1.234"),
    CustomTipKeys("ja_JP", .jpy, "15", "15"),
    // JPY has no fraction digits: the decimal key and the digits after it are refused, as on
    // the bill keypad: ¥1, never ¥15.
    CustomTipKeys("ja_JP", .jpy, "1.5", "1"),
    CustomTipKeys("fr_FR", .jpy, "1,5", "1"),
    CustomTipKeys("ja_JP", .jpy, "1,500", "1500"),
  ]

  @Test("Each custom tip is the amount the person meant, or refused", arguments: tips)
  func customTipInLocale(_ tip: CustomTipKeys) throws {
    let typed = screen("100\tc\(tip.keys)\r", currency: tip.currency, locale: tip.locale)
    #expect(typed.calculator.tip == .customAmount(try DecimalValue(tip.amount)))
    #expect(typed.customTipText == nil)
  }

  @Test(
    "A key the currency cannot take is refused at the key, as on the bill keypad",
    arguments: [
      ("ja_JP", Currency.jpy, "1.5", "1", "JPY amounts have no digits after the point"),
      ("ja_JP", .jpy, "1.50", "1", "JPY amounts have no digits after the point"),
      ("en_US", .usd, "2.505", "2.50", "USD amounts have at most 2 digits after the point"),
      ("en_US", .usd, "2.5.", "2.5", "the number already has a decimal point"),
      ("en_US", .usd, "12345678901234", "1234567890123", "the display holds at most 13 digits"),
    ])
  func refusedAtTheKey(
    locale: String, currency: Currency, keys: String, shown: String, notice: String
  ) {
    let typed = screen("100\tc\(keys)", currency: currency, locale: locale)
    #expect(typed.customTipText == shown)
    #expect(typed.notice == notice)
    #expect(typed.calculator.tip == .none, "nothing is chosen before Enter")
  }

  @Test("Backspace takes back a refused decimal key, then the digits before it")
  func backspaceAtThePrompt() {
    let refused = screen("100\tc1.\u{7F}5", currency: .jpy, locale: "ja_JP")
    #expect(refused.customTipText == "15")
    #expect(screen("100\tc1\u{7F}", currency: .jpy, locale: "ja_JP").customTipText == "")
  }

  @Test("The prompt shows the locale's decimal key, whichever key was typed")
  func promptShowsDecimalKey() {
    #expect(screen("\tc1.5", currency: .kwd, locale: "ar_KW").customTipText == "1٫5")
    #expect(screen("\tc2.5", currency: .eur, locale: "fr_FR").customTipText == "2,5")
    #expect(screen("\tc2,5", currency: .chf, locale: "de_CH").customTipText == "2.5")
    #expect(screen("\tc2,5", currency: .chf, locale: "de_CH").notice == nil)
  }

  @Test("The prompt refuses every key it does not take with a notice")
  func refusedKeysAreVisible() {
    let letter = screen("\tc2a", currency: .usd, locale: "en_US")
    #expect(letter.customTipText == "2")
    #expect(letter.notice == "'a' is not a key of the custom tip; type digits and '.'")
    let plus = screen("\tc2+", currency: .kwd, locale: "ar_KW")
    #expect(plus.customTipText == "2")
    #expect(plus.notice == "'+' is not a key of the custom tip; type digits and '٫'")
    let grouping = screen("\tc2,", currency: .usd, locale: "en_US")
    #expect(grouping.notice == "',' is not the decimal key here; the decimal key is '.'")
  }
}
