import Testing
import TipCalculatorModel
import TipEngine

@Suite("BillEntry: = gives the exact amount, or an error saying why, never one rounded short")
struct BillEntryExactResultTests {
  static func typed(_ keys: String, currency: Currency = .usd) -> BillEntry {
    var entry = BillEntry(currency: currency)
    entry.type(keys)
    return entry
  }

  /// A currency with 6 minor-unit digits, whose largest amount has 12 whole digits.
  static func micro() throws -> Currency { try Currency(customCode: "ZZZ", minorUnitDigits: 6) }

  @Test(
    "= keeps every digit of the currency, however many whole digits the result has",
    arguments: [
      ("999999999999.9+0.01=", "USD", "999999999999.91", "999,999,999,999.91"),
      ("12345678901.1+0.001=", "KWD", "12345678901.101", "12,345,678,901.101"),
      ("9999999999998.99+0.01=", "USD", "9999999999998.01", "9,999,999,999,998.01"),
      ("1234567890123/7=", "USD", "176366841446.14", "176,366,841,446.14"),
    ])
  func equalsIsExact(keys: String, code: String, amount: String, display: String) throws {
    let currency = try Currency(code: code)
    let entry = Self.typed(keys, currency: currency)
    #expect(entry.amount == (try Money(amount, currency: currency)))
    #expect(entry.displayText == display)
    #expect(entry.failure == nil)
  }

  @Test("The digit that makes an amount too large for its currency is refused, with the limit")
  func digitBeyondTheCurrencyRefused() throws {
    let currency = try Self.micro()
    let entry = Self.typed("9439691973959", currency: currency)
    #expect(entry.displayText == "943,969,197,395")
    #expect(entry.amount == (try Money("943969197395", currency: currency)))
    #expect(entry.refusal == .tooLarge(largest: "999999999999.999999", currency: "ZZZ"))
    #expect(
      entry.refusal?.description == "ZZZ amounts are at most 999999999999.999999")
  }

  @Test("A result too large for its currency is an error with the limit, never a silent nil")
  func resultBeyondTheCurrencyFails() throws {
    let entry = Self.typed("9999999.999999*1000000=", currency: try Self.micro())
    #expect(entry.displayText == "Error")
    #expect(entry.failure == .tooLarge(largest: "999999999999.999999", currency: "ZZZ"))
    #expect(
      entry.failure?.description
        == "the result is more than ZZZ amounts hold; they are at most 999999999999.999999")
  }

  @Test("Every key of a long sequence gives an amount, is refused or shows an error")
  func everyKeyAccountedFor() throws {
    let currency = try Self.micro()
    var entry = BillEntry(currency: currency)
    for character in "9999999.999999*1000000/3+99999999999.9=7777777777777*9=" {
      entry.type(String(character))
      #expect(entry.amount != nil || entry.failure != nil, "after '\(character)'")
    }
  }

  @Test("Results between operations keep at most 18 digits after the point, as documented")
  func smallResultsKeepFewerSignificantDigits() {
    // 1000 ÷ 3 ÷ 1000000 keeps 0.000333333333333333: 15 significant digits, not 18.
    #expect(Self.typed("1000/3/1000000*1000000*3=").displayText == "1,000")
    #expect(
      Self.typed("1000/3/1000000/1000000/1000000*1000000*1000000*1000000*3=").displayText
        == "999")
  }

  @Test("What = would give now: the pending operation applied to the number being typed")
  func completedAmount() throws {
    let pending = Self.typed("12.50+8.75")
    #expect(pending.amount == Money(minorUnits: 875, currency: .usd), "the display's amount")
    #expect(pending.completed.amount == Money(minorUnits: 2125, currency: .usd))
    #expect(pending.completed == Self.typed("12.50+8.75="))
    #expect(Self.typed("10/3").completed.amount == Money(minorUnits: 333, currency: .usd))
    #expect(Self.typed("5/0").completed.failure == .divisionByZero)
    #expect(Self.typed("12+").completed.amount == Money(minorUnits: 1200, currency: .usd))
  }
}
