import Testing
import TipEngine

@Suite("Money: parsing, printing and checked arithmetic")
struct MoneyTests {
  @Test(
    "Parses human text exactly",
    arguments: [
      ("1234.5", "USD", Int64(123_450)),
      ("$1,234.50", "USD", 123_450),
      ("  12 ", "USD", 1200),
      ("0.01", "USD", 1),
      (".5", "USD", 50),
      ("1000", "JPY", 1000),
      ("¥1,234", "JPY", 1234),
      ("12.5", "KWD", 12_500),
      ("12.345", "KWD", 12_345),
      ("1.2345", "CLF", 12_345),
      ("USD 7.25", "USD", 725),
      ("7.25 EUR", "EUR", 725),
      ("€3", "EUR", 300),
      ("1.500", "USD", 150),
      ("-$5", "USD", -500),
    ])
  func parses(text: String, code: String, minorUnits: Int64) throws {
    let currency = try Currency(code: code)
    #expect(try Money(text, currency: currency).minorUnits == minorUnits)
  }

  @Test(
    "Rejects bad text with the reason",
    arguments: [
      ("", "'' is not a valid amount: empty; expected digits such as 12.50"),
      ("abc", "'abc' is not a valid amount: unexpected character 'a'; expected digits and one '.'"),
      ("1.2.3", "'1.2.3' is not a valid amount: more than one decimal point"),
      ("NaN", "'NaN' is not a valid amount: not a finite number; expected digits such as 12.50"),
      ("inf", "'inf' is not a valid amount: not a finite number; expected digits such as 12.50"),
      (
        "12,34",
        "'12,34' is not a valid amount: misplaced grouping comma; write digits in groups of three "
          + "(1,234.50) or without commas (1234.50)"
      ),
      (
        "1e400",
        "'1e400' is not a valid amount: exponents are not accepted; write the number in plain digits"
      ),
      ("1e", "'1e' is not a valid amount: exponent without digits"),
      ("-", "'-' is not a valid amount: no digits; expected digits such as 12.50"),
      (
        "99999999999999999999",
        "'99999999999999999999' is not a valid amount: too large; the largest amount in USD is "
          + "9999999999999999.99"
      ),
      (
        "0.0000000000000000001",
        "'0.0000000000000000001' has 19 fraction digits but USD has 2 digits after the point; "
          + "give a rounding rule or fewer digits"
      ),
      (
        "1.234,50",
        "'1.234,50' is not a valid amount: misplaced grouping comma; write digits in groups of "
          + "three (1,234.50) or without commas (1234.50)"
      ),
    ])
  func rejects(text: String, message: String) {
    #expect {
      _ = try Money(text, currency: .usd)
    } throws: { error in
      (error as? MoneyError)?.description == message
    }
  }

  @Test("A decimal with more than 18 digits after the point says how to round it")
  func decimalPastEighteenDigits() {
    #expect {
      _ = try DecimalValue("0.0000000000000000001")
    } throws: { error in
      (error as? MoneyError)?.description
        == "'0.0000000000000000001' is not a valid amount: more than 18 digits after the "
        + "decimal point; round it to at most 18, the finest being 0.000000000000000001"
    }
  }

  @Test("Too many fraction digits is an error unless a rounding rule is given")
  func fractionDigits() throws {
    #expect(
      throws: MoneyError.tooManyFractionDigits(
        text: "0.001", digits: 3, allowed: 2, currencyCode: "USD")
    ) {
      try Money("0.001", currency: .usd)
    }
    #expect(
      throws: MoneyError.tooManyFractionDigits(
        text: "1.5", digits: 1, allowed: 0, currencyCode: "JPY")
    ) {
      try Money("1.5", currency: .jpy)
    }
    #expect(try Money("0.005", currency: .usd, rounding: .halfUp).minorUnits == 1)
    #expect(try Money("0.005", currency: .usd, rounding: .halfEven).minorUnits == 0)
    #expect(try Money("-1.005", currency: .usd, rounding: .floor).minorUnits == -101)
  }

  @Test(
    "Prints exactly the currency's digits",
    arguments: [
      (Int64(100_000), "JPY", "100000"),
      (12_500, "KWD", "12.500"),
      (1250, "USD", "12.50"),
      (5, "USD", "0.05"),
      (-5, "USD", "-0.05"),
      (12_345, "CLF", "1.2345"),
      (0, "EUR", "0.00"),
    ])
  func prints(units: Int64, code: String, text: String) throws {
    #expect(Money(minorUnits: units, currency: try Currency(code: code)).amountText == text)
  }

  @Test("Overflow throws instead of trapping")
  func overflow() throws {
    let big = Money(minorUnits: .max, currency: .usd)
    let cent = Money(minorUnits: 1, currency: .usd)
    #expect(throws: MoneyError.self) { try big + cent }
    #expect(throws: MoneyError.self) { try Money(minorUnits: .min, currency: .usd) - cent }
    #expect(throws: MoneyError.self) { try big.multiplied(by: 2) }
    #expect(throws: MoneyError.self) { try Money(minorUnits: .min, currency: .usd).negated }
    #expect(throws: MoneyError.self) { try big.percentage(200) }
    #expect(throws: MoneyError.self) {
      try Money(rounding: DecimalValue("99999999999999999.9"), currency: .usd, rule: .halfUp)
    }
    #expect(try (big - cent).minorUnits == Int64.max - 1)
  }

  @Test("Mixing currencies throws")
  func currencyMismatch() {
    #expect(throws: MoneyError.currencyMismatch(combining: .usd, with: .eur)) {
      try Money(minorUnits: 1, currency: .usd) + Money(minorUnits: 1, currency: .eur)
    }
  }

  @Test("Percentages use one rounding step on the exact product")
  func percentages() throws {
    let fifty = try Money("50", currency: .usd)
    #expect(try fifty.percentage(10).amountText == "5.00")
    #expect(try fifty.percentage(15).amountText == "7.50")
    #expect(try fifty.percentage(20).amountText == "10.00")
    // 1.005 × 50 % = 0.5025 → 0.50; 0.10 × 12.5 % = 0.0125 → 0.01.
    #expect(try Money("1.005", currency: .kwd).percentage(50).amountText == "0.503")
    #expect(try Money("0.10", currency: .usd).percentage(Percentage("12.5")).minorUnits == 1)
    // A rate with many fraction digits stays exact: 33.333333 % of 300.00 = 99.999999.
    #expect(
      try Money("300", currency: .usd).percentage(Percentage("33.333333")).amountText == "100.00")
    #expect(
      try Money("300", currency: .usd).percentage(Percentage("33.333333"), rounding: .down)
        .amountText == "99.99")
  }

  @Test("Unknown currency codes name the code and suggest one")
  func unknownCurrency() {
    #expect(throws: MoneyError.unknownCurrency(code: "EURO", suggestion: "EUR")) {
      try Currency(code: "EURO")
    }
    #expect(throws: MoneyError.self) { try Currency(code: "dollars") }
    #expect(throws: MoneyError.currencyWithoutMinorUnit(code: "XAU", name: "Gold")) {
      try Currency(code: "xau")
    }
  }

  @Test("Currency codes are case-insensitive and regions imply currencies")
  func currencyLookup() throws {
    #expect(try Currency(code: "jpy") == .jpy)
    #expect(try Currency(code: "KWD").minorUnitDigits == 3)
    #expect(try Region("JP").currency == .jpy)
    #expect(try Region("de").currency == .eur)
    #expect((try? Region("XX")) == nil)
    #expect(Currency.usd.code == "USD")
    #expect(Currency.allISO4217.count == ISO4217.entries.filter(\.hasMinorUnit).count)
  }
}
