import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@Suite("Bill text: a decimal separator with no digits after it, or a dash, is a whole amount")
struct BillTextWholeAmountTests {
  /// What `text` reads as on a bill in `locale`, as `Money.amountText`, or the refusal shown.
  static func read(_ text: String, locale: String, code: String) throws -> String {
    let separators = BillEntry.Separators(locale: Locale(identifier: locale))
    let state = TipCalculator.State(
      billText: text, currency: try Currency(code: code), separators: separators)
    let result = state.result(catalog: nil)
    return result.validation.message ?? result.totalBill.amountText
  }

  @Test(
    "A decimal separator ending the number reads as a whole amount, as on the keypad",
    arguments: [
      ("de_DE", "EUR", "12,"), ("de_DE", "EUR", "€12,"), ("de_DE", "EUR", "12, €"),
      ("fr_FR", "EUR", "12,"), ("fr_FR", "EUR", "12,€"), ("sv_SE", "SEK", "12,"),
      ("da_DK", "DKK", "12,"), ("de_CH", "CHF", "12."), ("en_US", "USD", "12."),
    ])
  func trailingSeparator(locale: String, code: String, text: String) throws {
    #expect(try Self.read(text, locale: locale, code: code) == "12.00", "\(text) in \(locale)")
  }

  @Test(
    "A separator and a dash after the whole digits (12,-) read as a whole amount",
    arguments: [
      ("de_DE", "EUR", "12,-"), ("de_DE", "EUR", "€12,-"), ("de_DE", "EUR", "12,– €"),
      ("sv_SE", "SEK", "12,- kr"), ("nb_NO", "NOK", "kr 12,-"), ("da_DK", "DKK", "12,- kr."),
      ("de_CH", "CHF", "Fr. 12.–"), ("de_CH", "CHF", "12.-"), ("fr_FR", "EUR", "12,-"),
    ])
  func dashedWholeAmount(locale: String, code: String, text: String) throws {
    #expect(try Self.read(text, locale: locale, code: code) == "12.00", "\(text) in \(locale)")
  }

  @Test(
    "Stray separators are refused in the locale's own separators",
    arguments: [
      ("de_DE", "EUR", "12,,", "misplaced ','"), ("de_DE", "EUR", ",,12", "misplaced ','"),
      ("sv_SE", "SEK", "12,50,-", "it has two decimal separators ','"),
      ("de_DE", "EUR", "12,50,", "it has two decimal separators ','"),
      ("de_DE", "EUR", "12.", "misplaced '.'"), ("sv_SE", "SEK", "kr,12,50", "misplaced ','"),
    ])
  func strayRefusedInLocaleTerms(locale: String, code: String, text: String, reason: String)
    throws
  {
    let message = try Self.read(text, locale: locale, code: code)
    #expect(message.contains(reason), "\(message)")
    #expect(message.contains("12,50"), "\(message)")
    #expect(!message.contains("1,234.50") && !message.contains("commas"), "\(message)")
  }
}
