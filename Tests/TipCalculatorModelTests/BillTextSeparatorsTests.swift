import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@Suite("The calculator reads bill text with the decimal separator it displays")
struct BillTextSeparatorsTests {
  static let german = BillEntry.Separators(locale: Locale(identifier: "de_DE"))

  /// What the calculator made of a bill text.
  enum Reading: Equatable {
    /// The bill it read, as `Money.amountText`.
    case success(String)
    /// The refusal it showed.
    case failure(String)
  }

  /// The bill `text` reads as on a calculator with `separators`, or the refusal it shows.
  static func read(
    _ text: String, currency: Currency = .eur, separators: BillEntry.Separators = german
  ) -> Reading {
    let state = TipCalculator.State(billText: text, currency: currency, separators: separators)
    let result = state.result(catalog: nil)
    if let message = result.validation.message { return .failure(message) }
    return .success(result.totalBill.amountText)
  }

  @Test(
    "On a German bill, text means what a German means by it",
    arguments: [
      ("1,500", "1.50"), ("1,5", "1.50"), ("12,50", "12.50"), ("1500", "1500.00"),
      ("1.234,50", "1234.50"), ("1.234.567", "1234567.00"), ("1.234.567,89", "1234567.89"),
      ("1.234,50 €", "1234.50"), ("€1.234,50", "1234.50"), ("0,05", "0.05"),
    ])
  func germanReadings(text: String, amount: String) {
    #expect(Self.read(text) == .success(amount))
  }

  @Test(
    "On a German bill, '.' before exactly three digits is refused as ambiguous",
    arguments: [
      ("1.500", "write 1500 or 1,5"), ("0.500", "write 500 or 0,5"),
      ("1.000", "write 1000 or 1"), ("€1.500", "write 1500 or 1,5"),
    ])
  func ambiguousPointRefused(text: String, advice: String) {
    guard case .failure(let message) = Self.read(text) else {
      Issue.record("\(text) was accepted on a German bill")
      return
    }
    #expect(message.contains("ambiguous"), "\(message)")
    #expect(message.contains(advice), "\(message)")
    #expect(message.contains("'\(text)'"), "\(message)")
  }

  @Test(
    "On a German bill, misplaced separators are refused with the form to write",
    arguments: [
      ("12.50", "write 12,50"), ("1,2,3", "two decimal separators"),
      ("12.34.5", "groups of three"), ("1,234.50", "groups of three"),
      ("1,234", "'1,234' has 3 digits after the point"),
    ])
  func misplacedSeparators(text: String, advice: String) {
    guard case .failure(let message) = Self.read(text) else {
      Issue.record("\(text) was accepted on a German bill")
      return
    }
    #expect(message.contains(advice), "\(message)")
  }

  @Test("A French bill groups with a space and reads its decimal comma")
  func frenchSpaces() {
    let french = BillEntry.Separators(locale: Locale(identifier: "fr_FR"))
    #expect(Self.read("1 234,50", separators: french) == .success("1234.50"))
    #expect(Self.read("1\u{202F}234,50 €", separators: french) == .success("1234.50"))
    #expect(Self.read("12,5", separators: french) == .success("12.50"))
    guard case .failure(let message) = Self.read("1.500", separators: french) else {
      Issue.record("1.500 was accepted on a French bill")
      return
    }
    #expect(message.contains("ambiguous"), "\(message)")
  }

  @Test("With the default separators, bill text reads as before")
  func periodUnchanged() {
    #expect(Self.read("1,500", separators: .period) == .success("1500.00"))
    #expect(Self.read("1.500", separators: .period) == .success("1.50"))
    #expect(Self.read("$1,234.50", currency: .usd, separators: .period) == .success("1234.50"))
  }

  @Test("A bill set from an amount is written with the calculator's separators and reads back")
  @MainActor
  func setBillRoundTrips() throws {
    let calculator = TipCalculator(currency: .eur, separators: Self.german, catalog: nil)
    calculator.setBill(try Money("1500", currency: .eur))
    #expect(calculator.billText == "1500,00")
    #expect(calculator.result.totalBill.amountText == "1500.00")
    calculator.setBill(try Money("1.5", currency: try Currency(code: "BHD")))
    #expect(calculator.billText == "1,500")
    #expect(calculator.result.totalBill.amountText == "1.500")
    #expect(calculator.result.isValid)
  }
  @Test(
    "Where '.' is the decimal separator, the locale's own grouping mark groups thousands too",
    arguments: [
      ("de_CH", "1’234.50", "1234.50", "1234.50"),
      ("de_CH", "12’345’678.05", "12345678.05", "12345678.05"),
      ("de_CH", "12.50", "12.50", "12.50"),
    ])
  func pointDecimalWithOtherGrouping(locale: String, text: String, amount: String, keyed: String) {
    let separators = BillEntry.Separators(locale: Locale(identifier: locale))
    #expect(Self.read(text, currency: .chf, separators: separators) == .success(amount))
    var keypad = BillEntry(currency: .chf, separators: separators)
    keypad.type(text)
    #expect(keypad.amount?.amountText == keyed)
  }

  @Test("A space groups thousands where the separators say so, and misplaced marks are refused")
  func spaceGrouping() {
    let spaced = BillEntry.Separators(decimal: ".", grouping: " ")
    #expect(Self.read("1 234.50", currency: .usd, separators: spaced) == .success("1234.50"))
    guard case .failure = Self.read("12 34.50", currency: .usd, separators: spaced) else {
      Issue.record("12 34.50 was read although its grouping is not in threes")
      return
    }
  }
}
