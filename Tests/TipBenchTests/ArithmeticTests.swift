import Foundation
import Testing
import TipTestSupport

@testable import TipBenchCore
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

@Suite("The generic compute core on three arithmetics")
struct ArithmeticTests {
  /// Deterministic amounts from 0.01 to 10,000.00.
  static func amounts(count: Int, seed: UInt64) -> [Int64] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Int64.random(in: 1...1_000_000, using: &generator) }
  }

  @Test("Exact and Decimal agree on every percent tip, for every rule")
  func exactMatchesDecimal() throws {
    let exact = ExactArithmetic()
    let decimal = DecimalArithmetic(currency: .usd)
    let rates = try ["18", "12.5", "15", "7.25", "33.333333"].map { try Percentage($0) }
    for units in Self.amounts(count: 400, seed: 7) {
      for rate in rates {
        for rule in RoundingRule.allCases {
          let a = try TipMath.percentTip(
            base: units, rate: exact.rate(rate), rule: rule, in: exact)
          let b = try decimal.minorUnits(
            of: TipMath.percentTip(
              base: decimal.amount(minorUnits: units), rate: decimal.rate(rate), rule: rule,
              in: decimal))
          #expect(a == b, "\(units) × \(rate) \(rule)")
        }
      }
    }
  }

  @Test("Double disagrees at the cent on some inputs, and the test measures how often")
  func doubleMismatchesAreMeasured() throws {
    let exact = ExactArithmetic()
    let double = DoubleArithmetic(currency: .usd)
    let rate = try Percentage("18")
    var mismatches = 0
    let inputs = Self.amounts(count: 100_000, seed: 11)
    for units in inputs {
      let a = try TipMath.percentTip(base: units, rate: exact.rate(rate), rule: .halfUp, in: exact)
      let b = try double.minorUnits(
        of: TipMath.percentTip(
          base: double.amount(minorUnits: units), rate: double.rate(rate), rule: .halfUp,
          in: double))
      if a != b {
        mismatches += 1
        #expect(abs(a - b) == 1, "Double is off by more than a cent at \(units)")
      }
    }
    // Ties (a product ending in exactly half a cent) are where binary fractions go wrong.
    #expect(mismatches > 0)
    #expect(mismatches < inputs.count / 100)
    // A known case: 18 % of 1.25 is 0.225, which Double computes as 22.499999999999996 cents.
    let known = try double.minorUnits(
      of: double.percentage(double.rate(rate), of: double.amount(minorUnits: 125), rule: .halfUp))
    #expect(known == 22)
    #expect(try exact.percentage(exact.rate(rate), of: 125, rule: .halfUp) == 23)
  }

  @Test("Round-up and even split agree across exact and Decimal")
  func roundUpAndSplit() throws {
    let exact = ExactArithmetic()
    let decimal = DecimalArithmetic(currency: .usd)
    for units in Self.amounts(count: 300, seed: 3) {
      let tip = units / 7
      let a = try TipMath.roundUpTip(
        base: units, innerTip: tip, increment: 100, target: .total, in: exact)
      let b = try decimal.minorUnits(
        of: TipMath.roundUpTip(
          base: decimal.amount(minorUnits: units), innerTip: decimal.amount(minorUnits: tip),
          increment: decimal.amount(minorUnits: 100), target: .total, in: decimal))
      #expect(a == b)
      #expect(a >= tip)
      #expect((units + a) % 100 == 0)
      var exactShares: [Int64] = []
      try TipMath.evenSplit(units, parts: 7, in: exact) { _, share in exactShares.append(share) }
      var decimalShares: [Int64] = []
      try TipMath.evenSplit(decimal.amount(minorUnits: units), parts: 7, in: decimal) { _, share in
        decimalShares.append(try decimal.minorUnits(of: share))
      }
      #expect(exactShares == decimalShares)
      #expect(exactShares.reduce(0, +) == units)
    }
  }
}
