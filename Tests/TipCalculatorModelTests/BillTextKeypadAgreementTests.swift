import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@Suite("Bill text and the keypad read one text as one amount, whatever the locale")
struct BillTextKeypadAgreementTests {
  /// What the calculator made of a bill text: the bill, or the refusal it showed.
  static func read(_ text: String, currency: Currency, separators: BillEntry.Separators)
    -> Result<String, Refused>
  {
    let result = TipCalculator.State(billText: text, currency: currency, separators: separators)
      .result(catalog: nil)
    if let message = result.validation.message { return .failure(Refused(message: message)) }
    return .success(result.totalBill.amountText)
  }

  struct Refused: Error, Equatable {
    var message: String
  }

  static func keyed(_ text: String, currency: Currency, separators: BillEntry.Separators)
    -> String?
  {
    var entry = BillEntry(currency: currency, separators: separators)
    entry.type(text)
    return entry.amount?.amountText
  }

  @Test(
    "Where '.' groups nothing, bill text reads it as the decimal point, as the keypad does",
    arguments: [
      ("fr_FR", "12.50", "12.50"), ("en_ZA", "12.50", "12.50"), ("sv_SE", "12.50", "12.50"),
      ("fr_FR", ".5", "0.50"), ("fr_FR", "12,50", "12.50"), ("fr_FR", "0.05", "0.05"),
    ])
  func pointIsDecimalWhereItGroupsNothing(locale: String, text: String, amount: String) {
    let separators = BillEntry.Separators(locale: Locale(identifier: locale))
    #expect(Self.read(text, currency: .eur, separators: separators) == .success(amount))
    #expect(Self.keyed(text, currency: .eur, separators: separators) == amount)
  }

  @Test(
    "Text the keypad reads with two decimal keys is refused as bill text, never another amount",
    arguments: [("fr_FR", "1.234,50"), ("sv_SE", "1.234,50"), ("de_CH", "1,234.50")])
  func twoDecimalPointsRefused(locale: String, text: String) {
    let separators = BillEntry.Separators(locale: Locale(identifier: locale))
    guard case .failure(let refused) = Self.read(text, currency: .eur, separators: separators)
    else {
      Issue.record("\(text) was read as a bill in \(locale)")
      return
    }
    #expect(refused.message.contains("two decimal separators"), "\(refused.message)")
    #expect(!refused.message.contains("groups thousands"), "\(refused.message)")
  }

  @Test("The refusal of two decimal separators names both and the one to write")
  func twoDecimalPointsMessage() {
    let french = BillEntry.Separators(locale: Locale(identifier: "fr_FR"))
    #expect(
      Self.read("1.234,50", currency: .eur, separators: french)
        == .failure(
          Refused(
            message: "'1.234,50' is not a valid amount: it has two decimal separators, '.' and "
              + "',' (each is a decimal point here); write one, such as 12,50")))
  }

  @Test("A lone '.' before three digits stays ambiguous where it groups nothing, and says so")
  func loneGroupingLikePoint() {
    let french = BillEntry.Separators(locale: Locale(identifier: "fr_FR"))
    guard case .failure(let refused) = Self.read("1.500", currency: .eur, separators: french)
    else {
      Issue.record("1.500 was read as a bill in fr_FR")
      return
    }
    #expect(
      refused.message
        == "'1.500' is not a valid amount: ambiguous: '.' is often written to group thousands, "
        + "which makes it 1500, but here it is also read as a decimal point, which makes it 1,5; "
        + "write 1500 or 1,5")
  }

  @Test(
    "On a German bill, '.' before the first digit is refused as any '.' before digits is",
    arguments: [(".5", "0,5"), ("€.5", "0,5"), (".50", "0,50")])
  func leadingPointRefused(text: String, instead: String) {
    guard case .failure(let refused) = Self.read(text, currency: .eur, separators: .comma) else {
      Issue.record("\(text) was read as a bill on a German calculator")
      return
    }
    #expect(
      refused.message
        == "'\(text)' is not a valid amount: ',' is the decimal separator here and '.' groups "
        + "thousands; write \(instead)")
  }
}
