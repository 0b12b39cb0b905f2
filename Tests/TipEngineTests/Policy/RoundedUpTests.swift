import Testing
import TipEngine
import TipTestSupport

/// `ExactArithmetic.roundedUp(_:toMultipleOf:)` is the round-up tip's own path: a remainder and
/// one checked addition instead of the general rounding. It must give what the general rounding
/// gives for `.ceiling`, on every amount, sign and increment, and fail the same way.
@Suite("Exact rounding up to a multiple")
struct RoundedUpTests {
  static let exact = ExactArithmetic()

  @Test(
    "Rounds toward positive infinity, a negative amount toward zero",
    arguments: [
      (Int64(8450), Int64(100), Int64(8500)),
      (8500, 100, 8500),
      (8401, 100, 8500),
      (-8450, 100, -8400),
      (-8500, 100, -8500),
      (-8499, 100, -8400),
      (0, 100, 0),
      (1, 100, 100),
      (-1, 100, 0),
      (101, 5, 105),
      (7, 3, 9),
      (-7, 3, -6),
      (12_345, 1, 12_345),
      (.min, 1, .min),
      (.min, 100, -9_223_372_036_854_775_800),
      (.max, 1, .max),
      (.max - 7, .max, .max),
      (1, .max, .max),
      (-1, .max, 0),
    ])
  func table(amount: Int64, increment: Int64, expected: Int64) throws {
    #expect(try Self.exact.roundedUp(amount, toMultipleOf: increment) == expected)
    #expect(try Self.exact.rounded(amount, toMultipleOf: increment, rule: .ceiling) == expected)
  }

  @Test("Agrees with the general rounding for ceiling, results and failures alike")
  func agreesWithCeiling() {
    var generator = SeededGenerator(seed: 2026)
    let increments: [Int64] = [1, 2, 5, 10, 25, 50, 100, 500, 1_000, 3, 7, 99, 101, 1 << 40]
    for _ in 0..<20_000 {
      let amount: Int64
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: amount = Int64.random(in: -1_000_000...1_000_000, using: &generator)
      case 1: amount = Int64.max - Int64.random(in: 0...2_000, using: &generator)
      case 2: amount = Int64.min + Int64.random(in: 0...2_000, using: &generator)
      default: amount = Int64.random(in: .min ... .max, using: &generator)
      }
      let increment =
        Bool.random(using: &generator)
        ? increments.randomElement(using: &generator) ?? 1
        : Int64.random(in: 1...Int64.max, using: &generator)
      let fast = Result { () throws(MoneyError) in
        try Self.exact.roundedUp(amount, toMultipleOf: increment)
      }
      let general = Result { () throws(MoneyError) in
        try Self.exact.rounded(amount, toMultipleOf: increment, rule: .ceiling)
      }
      switch (fast, general) {
      case (.success(let a), .success(let b)):
        #expect(a == b, "\(amount) up to a multiple of \(increment)")
        #expect(a >= amount && a % increment == 0 && a - amount < increment)
      case (.failure(let a), .failure(let b)):
        #expect(a == b, "\(amount) up to a multiple of \(increment)")
      default:
        Issue.record("\(amount) up to \(increment): \(fast) but the general rounding \(general)")
      }
    }
  }

  @Test("A result past the largest amount is an overflow, never a trap")
  func overflow() throws {
    #expect(throws: MoneyError.overflow(operation: "rounding \(Int64.max) minor units")) {
      try Self.exact.roundedUp(.max, toMultipleOf: 100)
    }
    // 9,223,372,036,854,775,802 would round up to …900, past the largest Int64 (…807).
    #expect(throws: MoneyError.self) {
      try TipMath.roundUpTip(
        base: .max - 5, innerTip: 0, increment: 100, target: .total, in: Self.exact)
    }
    // …757 rounds up to …800, which still fits.
    #expect(
      try TipMath.roundUpTip(
        base: .max - 50, innerTip: 0, increment: 100, target: .total, in: Self.exact) == 43)
  }

  @Test("A zero or negative increment is an error", arguments: [Int64(0), -1, -100, .min])
  func badIncrement(increment: Int64) {
    #expect(
      throws: MoneyError.invalidIncrement(
        text: String(increment), reason: "must be greater than zero")
    ) {
      try Self.exact.roundedUp(100, toMultipleOf: increment)
    }
  }

  @Test("A round-up tip past the largest amount says so in amounts with their currency")
  func policyOverflowInAmounts() throws {
    let limit =
      "overflows: results are limited to Int64 minor units "
      + "(92,233,720,368,547,758.07 in a 2-digit currency)"
    let bill = Bill(subtotal: Money(minorUnits: .max, currency: .jpy))
    let roundUp5 = try PolicyCatalog.builtIn().policy(named: "round-up-5")
    #expect {
      try roundUp5.tip(for: bill)
    } throws: { error in
      (error as? MoneyError)?.problem
        == "rounding the total of 9223372036854775807 JPY and the tip 461168601842738790 JPY "
        + "up to a multiple of 1 JPY \(limit)"
    }
    let wholeTip = try RoundUpPolicy(
      wrapping: try PercentPolicy(rate: 100), increment: 5, target: .tip)
    #expect {
      try wholeTip.tip(for: bill)
    } throws: { error in
      (error as? MoneyError)?.problem
        == "rounding the tip 9223372036854775807 JPY up to a multiple of 5 JPY \(limit)"
    }
  }
}
