import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@Suite("Bill text: a currency mark's own full stop belongs to the mark, not to the number")
struct BillTextMarkStopTests {
  /// What `text` reads as with the separators of `locale`, as `Money.amountText`, or the
  /// refusal.
  static func read(_ text: String, locale: String, code: String) -> String {
    let separators = BillEntry.Separators(locale: Locale(identifier: locale))
    do {
      return try separators.amount(text, currency: try Currency(code: code)).amountText
    } catch {
      return "refused: \(error)"
    }
  }

  @Test(
    "A mark's full stop right before the digits is read as part of the mark",
    arguments: [
      ("sv_SE", "SEK", "kr.12,50", "12.50"), ("sv_SE", "SEK", "kr. 12,50", "12.50"),
      ("sv_SE", "SEK", "12,50 kr.", "12.50"), ("sv_SE", "SEK", "12,50kr.", "12.50"),
      ("sv_SE", "SEK", "kr.1 234,50", "1234.50"), ("sv_SE", "SEK", "-kr.12,50", "-12.50"),
      ("nb_NO", "NOK", "kr.12,50", "12.50"), ("nb_NO", "NOK", "kr.,50", "0.50"),
      ("nb_NO", "NOK", "12,50 kr.", "12.50"),
      ("da_DK", "DKK", "kr.12,50", "12.50"), ("da_DK", "DKK", "kr.1.234,50", "1234.50"),
      ("da_DK", "DKK", "12,50 kr.", "12.50"), ("da_DK", "DKK", "kr. 1.234,50", "1234.50"),
      ("de_CH", "CHF", "Fr.12.50", "12.50"), ("de_CH", "CHF", "Fr. 12.50", "12.50"),
      ("de_CH", "CHF", "12.50 Fr.", "12.50"), ("de_CH", "CHF", "Fr.1’234.50", "1234.50"),
      ("en_US", "SEK", "kr.12.50", "12.50"), ("en_US", "SEK", "12.50 kr.", "12.50"),
      ("en_US", "CHF", "Fr.12.50", "12.50"),
    ])
  func markFullStop(locale: String, code: String, text: String, amount: String) {
    #expect(Self.read(text, locale: locale, code: code) == amount, "\(text) in \(locale)")
  }

  @Test(
    "A separator after a symbol that is no letter still starts the number",
    arguments: [
      ("de_DE", "EUR", "€,50", "0.50"), ("de_CH", "CHF", "CHF .50", "0.50"),
      ("sv_SE", "SEK", ",50 kr", "0.50"),
    ])
  func separatorAfterSymbol(locale: String, code: String, text: String, amount: String) {
    #expect(Self.read(text, locale: locale, code: code) == amount, "\(text) in \(locale)")
  }
}
