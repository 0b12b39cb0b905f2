import Testing

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

// WideArithmetic is the engine's internal 128-bit multiply-divide: tested here, through
// @testable, and through the public API in RoundingRuleTests and PropertyTests.

@Suite("WideArithmetic (internal): one rounding division, exact at the limits")
struct WideArithmeticTests {
  @Test("Every rule on positive and negative ties and non-ties", arguments: RoundingRuleTests.table)
  func wholeUnits(tenths: Int64, expected: [Int64]) {
    for (rule, result) in zip(RoundingRuleTests.rules, expected) {
      #expect(WideArithmetic.divide(tenths, by: 10, rule: rule) == result, "\(tenths)/10 \(rule)")
    }
  }

  @Test("Dividing and multiplying near the limits is exact or nil, never a trap")
  func limits() {
    #expect(WideArithmetic.divide(.min, by: 1, rule: .halfUp) == .min)
    #expect(WideArithmetic.divide(.max, by: 2, rule: .up) == Int64.max / 2 + 1)
    #expect(WideArithmetic.multiplyDivide(.max, 2, 1, rule: .halfUp) == nil)
    #expect(WideArithmetic.multiplyDivide(.max, 3, 3, rule: .halfUp) == .max)
    #expect(WideArithmetic.multiplyDivide(.min, 1, 1, rule: .halfUp) == .min)
  }
}
