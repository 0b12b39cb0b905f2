import Foundation
import Testing
import TipCalculatorModel
import TipEngine

/// Keys typed on the bill keypad of a locale, and the amount they give.
struct LocaleKeys: Sendable, CustomTestStringConvertible {
  var locale: String
  var currency: Currency
  var keys: String
  var display: String
  /// Every refusal, in order, as the keys were typed one at a time.
  var refusals: [BillEntry.Refusal]
  var minorUnits: Int64

  init(
    _ locale: String, _ currency: Currency, _ keys: String, _ display: String,
    _ refusals: [BillEntry.Refusal] = [], minorUnits: Int64
  ) {
    self.locale = locale
    self.currency = currency
    self.keys = keys
    self.display = display
    self.refusals = refusals
    self.minorUnits = minorUnits
  }

  var separators: BillEntry.Separators {
    BillEntry.Separators(locale: Locale(identifier: locale))
  }

  var testDescription: String { "\(locale) \(currency.code) \(keys.debugDescription)" }
}

private func notTheDecimalKey(_ typed: Character, _ decimalKey: Character) -> BillEntry.Refusal {
  .notTheDecimalKey(typed: typed, decimalKey: decimalKey)
}

@Suite("BillEntry: '.' and ',' are the decimal key unless they group thousands in the locale")
struct BillEntryLocaleKeyTests {
  /// `.` and `,` as each locale's keypad reads them: the locale's own decimal key, the other
  /// separator read as a point where it groups nothing, and refused where it groups thousands.
  static let paths: [LocaleKeys] = [
    LocaleKeys("en_US", .usd, "12.5", "12.5", minorUnits: 1250),
    // ',' groups thousands in English: refused, and 1,500 is 1500.
    LocaleKeys("en_US", .usd, "1,500", "1,500", [notTheDecimalKey(",", ".")], minorUnits: 150_000),
    LocaleKeys("de_DE", .eur, "12,5", "12,5", minorUnits: 1250),
    // '.' groups thousands in German: refused, and 1.500 is 1500.
    LocaleKeys("de_DE", .eur, "1.500", "1.500", [notTheDecimalKey(".", ",")], minorUnits: 150_000),
    LocaleKeys("de_CH", .chf, "12.5", "12.5", minorUnits: 1250),
    // de_CH groups with '’': ',' is a decimal point to whoever types it.
    LocaleKeys("de_CH", .chf, "2,5", "2.5", minorUnits: 250),
    LocaleKeys("de_CH", .chf, "2,5,0", "2.50", [.secondDecimalPoint], minorUnits: 250),
    LocaleKeys("fr_FR", .eur, "12,50", "12,50", minorUnits: 1250),
    // fr_FR groups with a narrow space: '.' is a decimal point, never 1 250 €.
    LocaleKeys("fr_FR", .eur, "12.50", "12,50", minorUnits: 1250),
    LocaleKeys(
      "fr_FR", .eur, "1.505", "1,50", [.tooManyFractionDigits(allowed: 2, currency: "EUR")],
      minorUnits: 150),
    LocaleKeys("ar_KW", .kwd, "12٫5", "12٫5", minorUnits: 12_500),
    // ar_KW groups with '٬': both '.' and ',' are a decimal point, never 125 KWD.
    LocaleKeys("ar_KW", .kwd, "12.5", "12٫5", minorUnits: 12_500),
    LocaleKeys("ar_KW", .kwd, "12,5", "12٫5", minorUnits: 12_500),
    LocaleKeys("ar_KW", .kwd, "1.5+1,25=", "2٫75", minorUnits: 2750),
    // JPY has no fraction digits: the decimal key and the digits after it are refused.
    LocaleKeys("ja_JP", .jpy, "15", "15", minorUnits: 15),
    LocaleKeys(
      "ja_JP", .jpy, "1.5", "1",
      [
        .noFractionDigits(currency: "JPY"),
        .noFractionDigits(currency: "JPY"),
      ], minorUnits: 1),
    LocaleKeys("ja_JP", .jpy, "1,500", "1,500", [notTheDecimalKey(",", ".")], minorUnits: 1500),
    // A decimal key read from ',' in a locale that does not group with it obeys JPY's rule too.
    LocaleKeys(
      "fr_FR", .jpy, "1,5", "1",
      [
        .noFractionDigits(currency: "JPY"),
        .noFractionDigits(currency: "JPY"),
      ], minorUnits: 1),
    LocaleKeys(
      "fr_FR", .jpy, "1.5", "1",
      [
        .noFractionDigits(currency: "JPY"),
        .noFractionDigits(currency: "JPY"),
      ], minorUnits: 1),
  ]

  @Test("The separators of each locale's keypad")
  func localeSeparators() {
    func separators(_ identifier: String) -> BillEntry.Separators {
      BillEntry.Separators(locale: Locale(identifier: identifier))
    }
    #expect(separators("en_US") == .period)
    #expect(separators("de_DE") == .comma)
    #expect(separators("de_CH") == BillEntry.Separators(decimal: ".", grouping: "’"))
    #expect(separators("fr_FR") == BillEntry.Separators(decimal: ",", grouping: "\u{202F}"))
    #expect(separators("ar_KW") == BillEntry.Separators(decimal: "٫", grouping: "٬"))
    #expect(separators("ja_JP") == .period)
  }

  @Test("Each key gives the amount the person meant, or is refused", arguments: paths)
  func typedInLocale(_ path: LocaleKeys) {
    var entry = BillEntry(currency: path.currency, separators: path.separators)
    var refusals: [BillEntry.Refusal] = []
    for character in path.keys {
      entry.type(String(character))
      if let refusal = entry.refusal { refusals.append(refusal) }
    }
    #expect(entry.amount == Money(minorUnits: path.minorUnits, currency: path.currency))
    #expect(entry.displayText == path.display)
    #expect(refusals == path.refusals)
  }

  @Test("A separator is the decimal key unless it is the locale's grouping separator")
  func keyForSeparator() {
    let swiss = BillEntry.Separators(decimal: ".", grouping: "’")
    #expect(BillEntry.Key(",", separators: swiss) == .decimalPoint)
    #expect(BillEntry.Key(".", separators: swiss) == .decimalPoint)
    #expect(BillEntry.Key("’", separators: swiss) == nil)
    #expect(BillEntry.Key(".", separators: .comma) == nil)
    #expect(BillEntry.Key(",", separators: .period) == nil)
    #expect(
      BillEntry.Key("٫", separators: BillEntry.Separators(decimal: "٫", grouping: "٬"))
        == .decimalPoint)
    #expect(BillEntry.Key("7", separators: swiss) == .digit(7))
    #expect(BillEntry.Key("+", separators: swiss) == .operation(.add))
    #expect(swiss.groups(with: "’"))
    #expect(!swiss.groups(with: ","))
    #expect(BillEntry.Separators.comma.groups(with: "."))
  }
}
