import Testing
import TipEngine

@Suite("Rounding rules")
struct RoundingRuleTests {
  /// Values in tenths, rounded to whole units: each row is value → result for every rule in the
  /// order half-up, half-even, half-down, up, down, ceiling, floor.
  static let table: [(tenths: Int64, expected: [Int64])] = [
    (25, [3, 2, 2, 3, 2, 3, 2]),
    (35, [4, 4, 3, 4, 3, 4, 3]),
    (21, [2, 2, 2, 3, 2, 3, 2]),
    (29, [3, 3, 3, 3, 2, 3, 2]),
    (20, [2, 2, 2, 2, 2, 2, 2]),
    (5, [1, 0, 0, 1, 0, 1, 0]),
    (0, [0, 0, 0, 0, 0, 0, 0]),
    (-5, [-1, 0, 0, -1, 0, 0, -1]),
    (-21, [-2, -2, -2, -3, -2, -2, -3]),
    (-25, [-3, -2, -2, -3, -2, -2, -3]),
    (-29, [-3, -3, -3, -3, -2, -2, -3]),
    (-35, [-4, -4, -3, -4, -3, -3, -4]),
  ]

  static let rules: [RoundingRule] = [.halfUp, .halfEven, .halfDown, .up, .down, .ceiling, .floor]

  @Test("Every rule on positive and negative ties and non-ties", arguments: table)
  func wholeUnits(tenths: Int64, expected: [Int64]) {
    for (rule, result) in zip(Self.rules, expected) {
      // The same through WideArithmetic: WideArithmeticTests.
      let value = DecimalValue(significand: tenths, scale: 1)
      #expect(value.rounded(toScale: 0, rule: rule) == DecimalValue(result))
    }
  }

  @Test("Config names round-trip", arguments: RoundingRule.allCases)
  func names(rule: RoundingRule) {
    #expect(RoundingRule(name: rule.name) == rule)
  }

  @Test(
    "Rounds to any increment: cash rounding and whole units",
    arguments: [
      ("1.02", "0.05", RoundingRule.halfUp, "1.00"),
      ("1.03", "0.05", .halfUp, "1.05"),
      ("1.025", "0.05", .halfUp, "1.05"),
      ("1.075", "0.05", .halfEven, "1.10"),
      ("1.025", "0.05", .halfEven, "1.00"),
      ("84.50", "1", .ceiling, "85.00"),
      ("84.50", "1", .floor, "84.00"),
      ("-84.50", "1", .halfUp, "-85.00"),
      ("-84.50", "1", .halfDown, "-84.00"),
      ("-84.50", "1", .ceiling, "-84.00"),
      ("-1.02", "0.05", .up, "-1.05"),
      ("7.00", "0.25", .up, "7.00"),
    ])
  func increments(amount: String, increment: String, rule: RoundingRule, expected: String) throws {
    // A 3-digit currency holds amounts like 1.025 exactly.
    let fine = try Currency(customCode: "XFN", minorUnitDigits: 3)
    let exact = try Money(amount, currency: fine)
    let step = try Money(increment, currency: fine)
    #expect(try exact.rounded(toMultipleOf: step, rule: rule).amountText == expected + "0")
  }

  @Test("A zero or negative increment is an error")
  func badIncrement() {
    let amount = Money(minorUnits: 100, currency: .usd)
    #expect(throws: MoneyError.self) {
      try amount.rounded(toMultipleOf: .zero(.usd), rule: .halfUp)
    }
    #expect(throws: MoneyError.self) {
      try amount.rounded(toMultipleOf: Money(minorUnits: -5, currency: .usd), rule: .halfUp)
    }
  }

  @Test("Rounding near the limits throws instead of trapping")
  func limits() {
    // WideArithmetic at the limits: WideArithmeticTests.
    #expect(throws: MoneyError.self) {
      try Money(minorUnits: .max, currency: .usd).rounded(
        toMultipleOf: Money(minorUnits: 100, currency: .usd), rule: .up)
    }
  }
}
