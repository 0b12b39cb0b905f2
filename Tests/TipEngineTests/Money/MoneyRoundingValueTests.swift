import Testing
import TipEngine

/// `Money(rounding:toMultipleOf:rule:)` rounds a value with any number of digits once, to a
/// multiple of an increment, in the increment's currency.
@Suite("Money: a value rounded once to a multiple of an increment")
struct MoneyRoundingValueTests {
  @Test(
    "Rounds once, at the value's own scale, by each rule",
    arguments: [
      ("1.005", "0.01", "USD", RoundingRule.halfUp, "1.01"),
      ("1.005", "0.01", "USD", .halfEven, "1.00"),
      ("1.015", "0.01", "USD", .halfEven, "1.02"),
      ("1.005", "0.01", "USD", .halfDown, "1.00"),
      ("-1.005", "0.01", "USD", .halfUp, "-1.01"),
      ("-1.005", "0.01", "USD", .ceiling, "-1.00"),
      ("-1.005", "0.01", "USD", .floor, "-1.01"),
      ("2.4996", "1", "USD", .halfUp, "2.00"),
      ("41.425", "0.05", "CHF", .halfUp, "41.45"),
      ("41.42", "0.05", "CHF", .down, "41.40"),
      ("41.42", "0.05", "CHF", .up, "41.45"),
      ("1234.5", "10", "JPY", .halfUp, "1230"),
      ("1235", "10", "JPY", .halfUp, "1240"),
      ("0.0005", "0.001", "KWD", .halfEven, "0.000"),
      ("7", "0.25", "EUR", .ceiling, "7.00"),
    ])
  func rounds(value: String, increment: String, code: String, rule: RoundingRule, expected: String)
    throws
  {
    let currency = try Currency(code: code)
    let step = try Money(increment, currency: currency)
    let rounded = try Money(rounding: DecimalValue(value), toMultipleOf: step, rule: rule)
    #expect(rounded.amountText == expected)
    #expect(rounded.currency == currency)
  }

  @Test("A value or a result beyond the largest amount is an overflow")
  func overflow() throws {
    let cent = Money(minorUnits: 1, currency: .usd)
    #expect {
      try Money(rounding: DecimalValue("99999999999999999"), toMultipleOf: cent, rule: .halfUp)
    } throws: { error in
      guard case .overflow = error as? MoneyError else { return false }
      return true
    }
    let largest = DecimalValue(significand: Money.maximumMinorUnits, scale: 2)
    #expect {
      try Money(rounding: largest, toMultipleOf: Money(minorUnits: 100, currency: .usd), rule: .up)
    } throws: { error in
      guard case .overflow = error as? MoneyError else { return false }
      return true
    }
  }

  @Test("Too many digits for the increment say how many it allows")
  func tooManyDigits() throws {
    let step = try Money("1000000", currency: .usd)
    #expect {
      try Money(rounding: DecimalValue("1.0000000000001"), toMultipleOf: step, rule: .halfUp)
    } throws: { error in
      guard case .tooManyFractionDigits(_, let digits, let allowed, _) = error as? MoneyError
      else { return false }
      return digits == 13 && allowed == 12
    }
  }

  @Test("An increment of zero or less is refused")
  func invalidIncrement() throws {
    #expect(throws: MoneyError.self) {
      try Money(rounding: 1, toMultipleOf: .zero(.usd), rule: .halfUp)
    }
  }

  @Test("A negative increment is quoted as an amount with its currency, with one that would do")
  func negativeIncrementMessage() throws {
    #expect {
      try Money(
        rounding: DecimalValue("1.23"), toMultipleOf: Money(minorUnits: -5, currency: .usd),
        rule: .halfUp)
    } throws: { error in
      (error as? MoneyError)?.description
        == "invalid rounding increment '-0.05 USD': the increment must be greater than zero; "
        + "give a positive increment in USD, such as 0.05, 0.10, 0.50 or 1"
    }
    #expect {
      try Money(minorUnits: 123, currency: .jpy).rounded(
        toMultipleOf: .zero(.jpy), rule: .halfUp)
    } throws: { error in
      (error as? MoneyError)?.description
        == "invalid rounding increment '0 JPY': the increment must be greater than zero; "
        + "give a positive increment in JPY, such as 1, 5 or 10"
    }
  }

  @Test("Too many digits for the increment ask for fewer digits, not for a rule already given")
  func tooManyDigitsMessage() throws {
    let step = try Money("1000000", currency: .usd)
    #expect {
      try Money(rounding: DecimalValue("1.0000000000001"), toMultipleOf: step, rule: .halfUp)
    } throws: { error in
      (error as? MoneyError)?.description
        == "'1.0000000000001' has 13 fraction digits but at most 12 digits after the point; "
        + "amounts are exact to 18 significant digits, so give at most 12 digits after the "
        + "point for this increment"
    }
  }

  @Test("An overflow names the value and the increment as an amount, not minor units")
  func overflowMessage() throws {
    let limit =
      "overflows: results are limited to Int64 minor units "
      + "(92,233,720,368,547,758.07 in a 2-digit currency)"
    let dollar = Money(minorUnits: 100, currency: .usd)
    let largest = DecimalValue(significand: Money.maximumMinorUnits, scale: 2)
    #expect {
      try Money(rounding: largest, toMultipleOf: dollar, rule: .up)
    } throws: { error in
      (error as? MoneyError)?.problem
        == "rounding 9999999999999999.99 to a multiple of 1.00 USD \(limit)"
    }
    // Past Int64 at the value's own scale, where the integer rounding itself overflows.
    let widest = DecimalValue(significand: .max, scale: 3)
    #expect {
      try Money(rounding: widest, toMultipleOf: dollar, rule: .up)
    } throws: { error in
      (error as? MoneyError)?.problem
        == "rounding 9223372036854775.807 to a multiple of 1.00 USD \(limit)"
    }
  }
}
