import Testing
import TipCalculatorModel
import TipEngine

@Suite("BillEntry: the calculator keypad, exact and never trapping")
struct BillEntryTests {
  /// Backspace, as the Delete key sends it.
  static let del = "\u{7F}"

  static func typed(_ keys: String, currency: Currency = .usd, rounding: RoundingRule = .halfUp)
    -> BillEntry
  {
    var entry = BillEntry(currency: currency, rounding: rounding)
    entry.type(keys)
    return entry
  }

  @Test(
    "Key sequences show the expected display (USD)",
    arguments: [
      // Typing, with grouping separators.
      ("", "0"),
      ("7", "7"),
      ("007", "7"),
      ("1234567.5", "1,234,567.5"),
      ("1234.", "1,234."),
      (".5", "0.5"),
      ("0.05", "0.05"),
      ("12.50", "12.50"),
      ("1.234", "1.23"),
      ("1..5", "1.5"),
      // Summing a receipt, exactly.
      ("12.50+8.75=", "21.25"),
      ("0.1+0.2=", "0.3"),
      ("10.25+0.25=", "10.5"),
      ("19.99+5.01+0.10=", "25.1"),
      ("10-25=", "-15"),
      // Left to right, like a pocket calculator.
      ("2+3*4=", "20"),
      ("120/4=", "30"),
      ("12.5*3=", "37.5"),
      ("10/3=", "3.33"),
      ("2/3=", "0.67"),
      // Results keep their digits until `=` (this showed 1,000.02).
      ("1000/7*7=", "1,000"),
      // Changing the operation before the next number replaces it.
      ("12+-2=", "10"),
      ("12+*/3=", "4"),
      ("12*+", "12"),
      // Equals without a second operand drops the operation; repeated equals changes nothing.
      ("5+=", "5"),
      ("5+2==", "7"),
      ("=", "0"),
      // A digit after a result starts a new calculation; an operation continues it.
      ("2+2=3", "3"),
      ("2+2=3+1=", "4"),
      ("2+2=+1=", "5"),
      ("2+2=.5", "0.5"),
      // Backspace, including over the decimal point.
      ("12.5\(del)", "12."),
      ("12.5\(del)\(del)", "12"),
      ("12.5\(del)\(del)5", "125"),
      ("12.\(del).75", "12.75"),
      ("7\(del)", "0"),
      ("7\(del)\(del)", "0"),
      ("2+2=\(del)", "4"),
      // AC.
      ("123+4c", "0"),
      ("123+4c5=", "5"),
    ])
  func display(keys: String, expected: String) {
    #expect(Self.typed(keys).displayText == expected)
  }

  @Test("At most 13 digits on the display; further digits and points are ignored")
  func thirteenDigitLimit() {
    #expect(Self.typed("12345678901234").displayText == "1,234,567,890,123")
    #expect(Self.typed("1234567890123.4").displayText == "1,234,567,890,123")
    #expect(Self.typed("123456789012.34").displayText == "123,456,789,012.3")
    #expect(Self.typed("0.12").displayText == "0.12")
    #expect(Self.typed("1234567890123").value == DecimalValue(1_234_567_890_123))
  }

  @Test(
    "Fraction digits are limited by the currency",
    arguments: [
      // JPY refuses the decimal key and the digits after it (this showed 125).
      ("12.5", "JPY", "12"),
      ("1000/3=", "JPY", "333"),
      ("1.2345", "KWD", "1.234"),
      ("10/3=", "KWD", "3.333"),
      ("1.2345", "CLF", "1.2345"),
      ("12.345", "EUR", "12.34"),
    ])
  func currencyDigits(keys: String, code: String, expected: String) throws {
    #expect(Self.typed(keys, currency: try Currency(code: code)).displayText == expected)
  }

  @Test(
    "× and ÷ results are rounded to the currency's digits by the entry's rule",
    arguments: [
      ("0.25/2=", RoundingRule.halfUp, "0.13"),
      ("0.25/2=", .halfEven, "0.12"),
      ("0.5*0.05=", .halfUp, "0.03"),
      ("0.5*0.05=", .halfEven, "0.02"),
      ("0.35/2=", .halfEven, "0.18"),
      ("1/3=", .up, "0.34"),
      ("2/3=", .down, "0.66"),
      ("0-2/3=", .halfUp, "-0.67"),
    ])
  func rounding(keys: String, rule: RoundingRule, expected: String) {
    #expect(Self.typed(keys, rounding: rule).displayText == expected)
  }

  @Test("Division by zero shows an error that the next digit or AC clears")
  func divisionByZero() {
    var entry = Self.typed("5/0=")
    #expect(entry.displayText == "Error")
    #expect(entry.failure == .divisionByZero)
    #expect(entry.value == nil)
    #expect(entry.amount == nil)
    #expect(entry.failure?.description == "cannot divide by zero")
    // Operations, equals and backspace leave the error in place.
    entry.type("+=\(Self.del)*")
    #expect(entry.displayText == "Error")
    entry.type("7")
    #expect(entry.displayText == "7")
    #expect(entry.failure == nil)
    entry.type("+1=")
    #expect(entry.displayText == "8")

    var cleared = Self.typed("5/0+")
    #expect(cleared.displayText == "Error", "an operation after ÷ 0 completes it")
    cleared.press(.clear)
    #expect(cleared.displayText == "0")
    #expect(cleared.pendingOperation == nil)
    #expect(Self.typed("0/0=").displayText == "Error")
    #expect(Self.typed("5/0=.5").displayText == "0.5")
  }

  @Test("A result with more than 13 whole digits is an error, never a trap or inf")
  func overflow() {
    let huge = "9999999999999"
    #expect(Self.typed("\(huge)+1=").failure == .overflow)
    #expect(Self.typed("\(huge)*\(huge)=").displayText == "Error")
    #expect(
      Self.typed("\(huge)*\(huge)=").failure?.description == "the result has more than 13 digits")
    #expect(Self.typed("0-\(huge)-\(huge)=").failure == .overflow)
    #expect(Self.typed("\(huge)/0.01=").failure == .overflow)
    // A result keeps the currency's digits, however many whole digits it has.
    #expect(Self.typed("1234567890123/7=").displayText == "176,366,841,446.14")
    #expect(Self.typed("9999999999999.9").displayText == "9,999,999,999,999")
    #expect(Self.typed("999999999999.9+0.1=").displayText == "1,000,000,000,000")
  }

  @Test("The display value and amount are exact")
  func valueAndAmount() throws {
    let entry = Self.typed("12.50+8.75=")
    #expect(entry.value == (try DecimalValue("21.25")))
    #expect(entry.amount == Money(minorUnits: 2125, currency: .usd))
    #expect(Self.typed("12.").amount == Money(minorUnits: 1200, currency: .usd))
    #expect(Self.typed("12.5").isTypingNumber)
    #expect(!Self.typed("12.5=").isTypingNumber)
    #expect(Self.typed("1000", currency: .jpy).amount == Money(minorUnits: 1000, currency: .jpy))
  }

  @Test("The pending operation is shown with its left operand")
  func pendingExpression() {
    #expect(Self.typed("1234.5+").pendingExpression == "1,234.5 +")
    #expect(Self.typed("1234.5+").displayText == "1,234.5")
    #expect(Self.typed("12+8*").pendingExpression == "20 ×")
    #expect(Self.typed("12+8").pendingExpression == "12 +")
    #expect(Self.typed("12+8=").pendingExpression == nil)
    #expect(Self.typed("12/0=").pendingExpression == nil)
    #expect(Self.typed("12-").pendingOperation == .subtract)
  }

  @Test("Keys from a keypad or a keyboard")
  func keys() {
    var entry = BillEntry()
    entry.press([.digit(1), .digit(2), .decimalPoint, .digit(5), .operation(.multiply), .digit(2)])
    entry.press(.equals)
    #expect(entry.displayText == "25")
    entry.press(.digit(10))
    #expect(entry.displayText == "25", "a digit outside 0...9 is ignored")
    #expect(BillEntry.Key("x") == .operation(.multiply))
    #expect(BillEntry.Key("÷") == .operation(.divide))
    #expect(BillEntry.Key("−") == .operation(.subtract))
    #expect(BillEntry.Key("\r") == .equals)
    #expect(BillEntry.Key(",") == .decimalPoint)
    #expect(BillEntry.Key("\u{08}") == .backspace)
    #expect(BillEntry.Key("C") == .clear)
    #expect(BillEntry.Key("q") == nil)
    #expect(BillEntry.Operation.allCases.map(\.symbol) == ["+", "−", "×", "÷"])
  }

  @Test("Other separators for the display")
  func separators() {
    let entry = Self.typed("1234567.5")
    #expect(entry.displayText(decimalSeparator: ",", groupingSeparator: ".") == "1.234.567,5")
    #expect(Self.typed("0-1234=").displayText == "-1,234")
  }

  @Test("Starting from an amount")
  func startingFromAmount() throws {
    var entry = BillEntry(try Money("1234.5", currency: .usd))
    #expect(entry.displayText == "1,234.5")
    entry.type("+0.5=")
    #expect(entry.displayText == "1,235")
    var fresh = BillEntry(try Money("20", currency: .usd))
    fresh.type("7")
    #expect(fresh.displayText == "7")
  }
}
