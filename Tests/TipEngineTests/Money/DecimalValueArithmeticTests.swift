import Testing
import TipEngine
import TipTestSupport

@Suite("DecimalValue: arithmetic carried to as many digits as fit")
struct DecimalValueArithmeticTests {
  static func value(_ text: String) -> DecimalValue {
    (try? DecimalValue(text)) ?? .zero
  }

  @Test(
    "Quotients keep every digit that fits, rounded once by the rule",
    arguments: [
      ("710", "3", RoundingRule.halfUp, "236.666666666666667"),
      ("710", "3", .down, "236.666666666666666"),
      ("2", "3", .halfUp, "0.666666666666666667"),
      ("2", "3", .down, "0.666666666666666666"),
      ("1", "3", .up, "0.333333333333333334"),
      ("-1", "3", .floor, "-0.333333333333333334"),
      ("-1", "3", .ceiling, "-0.333333333333333333"),
      ("1", "8", .halfUp, "0.125"),
      ("-7", "2", .halfUp, "-3.5"),
      ("7", "-2", .halfUp, "-3.5"),
      ("12.5", "0.25", .halfUp, "50"),
      ("1", "0.00000000000000001", .halfUp, "100000000000000000"),
      ("0.000000000000000001", "3", .halfUp, "0"),
      ("0.000000000000000002", "3", .halfUp, "0.000000000000000001"),
      ("999999999999999999", "1", .halfUp, "999999999999999999"),
      ("-999999999999999999", "-1", .halfUp, "999999999999999999"),
      ("1234567890123", "7", .halfUp, "176366841446.142857"),
    ])
  func quotients(dividend: String, divisor: String, rule: RoundingRule, expected: String) {
    #expect(
      Self.value(dividend).divided(by: Self.value(divisor), rule: rule) == Self.value(expected))
  }

  @Test("Products keep every digit that fits; a tie past the last digit follows the rule")
  func products() {
    let third = Self.value("0.333333333333333333")
    #expect(third.multiplied(by: 3, rule: .halfUp) == Self.value("0.999999999999999999"))
    #expect(
      Self.value("236.666666666666667").multiplied(by: 3, rule: .halfUp)
        == Self.value("710.000000000000001"))
    #expect(
      Self.value("3.00000000000000001").multiplied(
        by: Self.value("3.00000000000000001"), rule: .halfUp)
        == Self.value("9.00000000000000006"))
    #expect(
      DecimalValue(123_456_789).multiplied(by: 123_456_789, rule: .halfUp)
        == DecimalValue(15_241_578_750_190_521))
    let tie = Self.value("0.000000000000000015")
    #expect(
      tie.multiplied(by: Self.value("0.1"), rule: .halfEven) == Self.value("0.000000000000000002"))
    #expect(
      tie.multiplied(by: Self.value("0.1"), rule: .halfDown) == Self.value("0.000000000000000001"))
    #expect(
      tie.multiplied(by: Self.value("0.1"), rule: .halfUp) == Self.value("0.000000000000000002"))
    #expect(
      tie.multiplied(by: Self.value("-0.1"), rule: .floor) == Self.value("-0.000000000000000002"))
  }

  @Test("Sums and differences are exact when they fit, rounded to fit otherwise")
  func sums() {
    #expect(Self.value("12.5").adding(Self.value("8.75"), rule: .halfUp) == Self.value("21.25"))
    #expect(
      Self.value("0.333333333333333333").adding(10_000_000_000, rule: .halfUp)
        == Self.value("10000000000.3333333"))
    #expect(
      DecimalValue(1).subtracting(Self.value("0.000000000000000001"), rule: .halfUp)
        == Self.value("0.999999999999999999"))
    #expect(
      Self.value("0.666666666666666667").subtracting(10_000_000_000, rule: .halfUp)
        == Self.value("-9999999999.33333333"))
    #expect(DecimalValue(5).subtracting(5, rule: .halfUp) == .zero)
  }

  @Test("Results whose whole part does not fit are nil, never a trap")
  func overflow() {
    let largest = DecimalValue(Int64.max)
    let smallest = DecimalValue(Int64.min)
    #expect(largest.multiplied(by: 10, rule: .halfUp) == nil)
    #expect(largest.adding(.zero, rule: .halfUp) == nil, "19 digits are more than a value holds")
    #expect(smallest.subtracting(1, rule: .halfUp) == nil)
    #expect(smallest.divided(by: -1, rule: .halfUp) == nil)
    #expect(smallest.multiplied(by: -1, rule: .halfUp) == nil)
    #expect(largest.divided(by: Self.value("0.1"), rule: .halfUp) == nil)
    #expect(DecimalValue(1).divided(by: .zero, rule: .halfUp) == nil)
    #expect(smallest.adding(smallest, rule: .down) == nil)
    // Rounding up to the next whole number can overflow too.
    let nines = Self.value("999999999999999999")
    #expect(nines.adding(Self.value("0.5"), rule: .down) == nines)
    #expect(nines.adding(Self.value("0.5"), rule: .halfUp) == nil)
  }

  @Test("Truncating and rounding up agree with the fixed-digit forms, over random operands")
  func agreesWithFixedDigits() throws {
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<2_000 {
      let lhs = DecimalValue(
        significand: Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator),
        scale: Int.random(in: 0...2, using: &generator))
      var divisorDigits = Int64.random(in: -99_999...99_999, using: &generator)
      if divisorDigits == 0 { divisorDigits = 7 }
      let rhs = DecimalValue(
        significand: divisorDigits, scale: Int.random(in: 0...3, using: &generator))
      // Truncation and rounding away from zero compose: rounding the carried result to two
      // digits by the same rule is rounding the exact result once.
      for rule in [RoundingRule.down, .up] {
        let carried = try #require(lhs.divided(by: rhs, rule: rule))
        #expect(
          carried.rounded(toScale: 2, rule: rule)
            == lhs.divided(by: rhs, fractionDigits: 2, rule: rule), "\(lhs) ÷ \(rhs), \(rule)")
        let product = try #require(lhs.multiplied(by: rhs, rule: rule))
        #expect(product == lhs.multiplied(by: rhs, fractionDigits: 6, rule: rule))
        #expect(lhs.adding(rhs, rule: rule) == lhs.adding(rhs))
        #expect(lhs.subtracting(rhs, rule: rule) == lhs.subtracting(rhs))
      }
    }
  }

  @Test(
    "A dividend with more digits than the quotient keeps: 1.234 ÷ 5 to 2 digits is 0.25",
    arguments: [
      ("1.234", "5", 2, RoundingRule.halfUp, "0.25"), ("1.235", "5", 2, .halfUp, "0.25"),
      ("1.2375", "0.5", 2, .halfEven, "2.48"), ("-1.234", "5", 1, .halfUp, "-0.2"),
      ("0.0001", "3", 0, .up, "1"), ("123.456789", "1", 3, .down, "123.456"),
    ])
  func dividendWithMoreDigits(
    lhs: String, rhs: String, digits: Int, rule: RoundingRule, expected: String
  ) throws {
    let quotient = try DecimalValue(lhs).divided(
      by: try DecimalValue(rhs), fractionDigits: digits, rule: rule)
    #expect(quotient == (try DecimalValue(expected)))
  }
}
