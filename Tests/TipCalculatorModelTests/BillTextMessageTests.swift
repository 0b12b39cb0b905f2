import Testing
import TipCalculatorModel
import TipEngine

@Suite("Bill text messages count the digits as typed and state the currency's own limits")
struct BillTextMessageTests {
  static func message(
    _ text: String, currency: Currency, separators: BillEntry.Separators = .period
  ) -> String? {
    TipCalculator.State(billText: text, currency: currency, separators: separators)
      .result(catalog: nil).validation.message
  }

  @Test(
    "Digits after the point are counted as typed, trailing zeros included",
    arguments: [
      ("12.50", BillEntry.Separators.period, "'12.50' has 2 digits after the point"),
      ("1.234,50", .comma, "'1.234,50' has 2 digits after the point"),
      ("7.500 ¥", .period, "'7.500 ¥' has 3 digits after the point"),
    ])
  func digitsAsTyped(text: String, separators: BillEntry.Separators, start: String) {
    #expect(
      Self.message(text, currency: .jpy, separators: separators)
        == "\(start); JPY amounts have no digits after the point")
  }

  @Test(
    "Too many digits name the currency's largest amount, which it can take",
    arguments: [
      ("5000000000000000000", "JPY", "999999999999999999"),
      ("12345678901234567890", "USD", "9999999999999999.99"),
      ("1000000000000000000.5", "KWD", "999999999999999.999"),
    ])
  func tooLargeForTheCurrency(text: String, code: String, largest: String) throws {
    let currency = try Currency(code: code)
    #expect(
      Self.message(text, currency: currency)
        == "'\(text)' is not a valid amount: too large; the largest amount in \(code) is \(largest)"
    )
    #expect((try? Money(largest, currency: currency)) != nil, "the example is an amount")
  }

  @Test("A custom tip amount counts its digits as typed")
  func customTipDigits() {
    #expect(throws: MoneyError.self) { try TipChoice.customAmount(parsing: "1.50", currency: .jpy) }
    do {
      _ = try TipChoice.customAmount(parsing: "1.50", currency: .jpy)
    } catch {
      #expect(
        error.fieldMessage
          == "'1.50' has 2 digits after the point; JPY amounts have no digits after the point")
    }
  }
}
