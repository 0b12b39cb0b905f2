import Testing
import TipEngine
import TipTestSupport

/// A percent policy tips through a rate prepared at load, which covers the amounts
/// whose product with the rate's numerator fits in 63 bits and leaves the rest to the general
/// arithmetic. At and around that edge, and for negative amounts, the policy must give exactly
/// what ``TipMath/percentTip(base:rate:rule:in:)`` gives, or the same error.
@Suite("A percent policy agrees with the general arithmetic at the prepared rate's edge")
struct PreparedRateBoundTests {
  /// Rates whose numerators differ in size, with a rounding each that the edge could break.
  static var rates: [(String, RoundingRule)] {
    [
      ("18", .halfUp), ("12.5", .halfEven), ("7.5", .down), ("33.3333", .halfDown),
      ("9.99", .up), ("100", .ceiling), ("0.5", .floor), ("0", .halfUp), ("0.0001", .halfUp),
    ]
  }

  @Test("Amounts around Int64.max over the numerator, at zero, past 2⁶² and negative")
  func agreesAtTheEdge() throws {
    var disagreements: [String] = []
    var checked = 0
    for (text, rule) in PreparedRateBoundTests.rates {
      let rate = try Percentage(text)
      let policy = try PercentPolicy(rate: rate, rounding: rule)
      let numerator = max(rate.ratio.numerator, 1)
      let edge = Int64.max / numerator
      var amounts: [Int64] = [0, 1, -1, Int64.min, Int64.max, Int64.max - 1, 1 << 62]
      amounts += (-3...3).map { edge &+ $0 }
      for amount in amounts {
        let bill = Bill(subtotal: Money(minorUnits: amount, currency: .usd))
        let byPolicy = outcome { try policy.tip(for: bill).minorUnits }
        let general = outcome {
          try TipMath.percentTip(
            base: amount, rate: rate.ratio, rule: rule, in: ExactArithmetic())
        }
        checked += 1
        if byPolicy != general {
          disagreements.append("\(text) % \(rule) of \(amount): \(byPolicy) against \(general)")
        }
      }
    }
    #expect(checked == PreparedRateBoundTests.rates.count * 14)
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  @Test("The largest amount an 18 % rate prepares for, and the first it leaves to the general path")
  func edgeOfEighteenPercent() throws {
    let policy = try PercentPolicy(rate: 18)
    // 512,409,557,603,043,100 × 18 = Int64.max − 7 = 9,223,372,036,854,775,800: 18 % of it is
    // exactly 92,233,720,368,547,758.
    let last = Bill(subtotal: Money(minorUnits: 512_409_557_603_043_100, currency: .usd))
    #expect(try policy.tip(for: last).minorUnits == 92_233_720_368_547_758)
    // One more: its product, 2⁶³ + 10, does not fit in 63 bits, so the general path (a 128-bit
    // product) gives 92,233,720,368,547,758.18, rounded half-up to the same minor unit.
    let past = Bill(subtotal: Money(minorUnits: 512_409_557_603_043_101, currency: .usd))
    #expect(try policy.tip(for: past).minorUnits == 92_233_720_368_547_758)
  }

  @Test("20,000 seeded rates, roundings and amounts of every size agree with the general path")
  func agreesOnRandomRates() throws {
    var random = SeededGenerator(seed: 1_400)
    let rules = RoundingRule.allCases
    var disagreements: [String] = []
    for _ in 0..<20_000 {
      // A rate of 0 to 100 % with up to four decimals, 100 % itself included.
      let scale = Int(random.next() % 5)
      let limit = 100 * [1, 10, 100, 1_000, 10_000][scale]
      let units = Int64(random.next() % UInt64(limit + 1))
      let rate = try Percentage(DecimalValue(significand: units, scale: scale))
      let rule = rules[Int(random.next() % UInt64(rules.count))]
      let policy = try PercentPolicy(rate: rate, rounding: rule)
      let edge = Int64.max / max(rate.ratio.numerator, 1)
      let amount: Int64
      switch random.next() % 4 {
      case 0: amount = Int64(random.next() % 1_000_000)
      case 1: amount = Int64(random.next() >> 1)
      case 2: amount = edge &- Int64(random.next() % 1_000)
      default: amount = Int64(random.next() % UInt64(edge) + 1)
      }
      let bill = Bill(subtotal: Money(minorUnits: amount, currency: .usd))
      let byPolicy = outcome { try policy.tip(for: bill).minorUnits }
      let general = outcome {
        try TipMath.percentTip(base: amount, rate: rate.ratio, rule: rule, in: ExactArithmetic())
      }
      if byPolicy != general, disagreements.count < 5 {
        disagreements.append("\(rate) \(rule) of \(amount): \(byPolicy) against \(general)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
  }
}
