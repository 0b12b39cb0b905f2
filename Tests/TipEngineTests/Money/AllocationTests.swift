import Testing
import TipEngine
import TipTestSupport

@Suite("Splitting and allocation never lose a cent")
struct AllocationTests {
  @Test(
    "Even splits: larger shares first, one unit apart at most",
    arguments: [
      ("15.01", "USD", 3, ["5.01", "5.00", "5.00"]),
      ("1", "USD", 3, ["0.34", "0.33", "0.33"]),
      ("10", "JPY", 4, ["3", "3", "2", "2"]),
      ("1000", "USD", 4, ["250.00", "250.00", "250.00", "250.00"]),
      ("0.01", "USD", 3, ["0.01", "0.00", "0.00"]),
      ("-15.01", "USD", 3, ["-5.01", "-5.00", "-5.00"]),
      ("0", "USD", 2, ["0.00", "0.00"]),
      ("1.001", "KWD", 2, ["0.501", "0.500"]),
    ])
  func evenSplit(amount: String, code: String, parts: Int, expected: [String]) throws {
    let money = try Money(amount, currency: Currency(code: code))
    #expect(try money.split(into: parts).map(\.amountText) == expected)
  }

  @Test(
    "Weighted allocation by largest remainder",
    arguments: [
      ("100", ["1", "1", "1"], ["33.34", "33.33", "33.33"]),
      ("10", ["1", "2"], ["3.33", "6.67"]),
      ("10", ["0", "1"], ["0.00", "10.00"]),
      ("10", ["0.5", "0.25", "0.25"], ["5.00", "2.50", "2.50"]),
      ("0.05", ["1", "1", "1", "0"], ["0.02", "0.02", "0.01", "0.00"]),
      ("-10", ["1", "2"], ["-3.33", "-6.67"]),
      ("100", ["30", "20", "50"], ["30.00", "20.00", "50.00"]),
    ])
  func weighted(amount: String, weights: [String], expected: [String]) throws {
    let money = try Money(amount, currency: .usd)
    let shares = try money.allocated(byWeights: weights.map { try DecimalValue($0) })
    #expect(shares.map(\.amountText) == expected)
  }

  @Test("Bad requests are clear errors")
  func errors() throws {
    let ten = Money(minorUnits: 1000, currency: .usd)
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "cannot split into 0 parts; expected 1 or more")
    ) {
      try ten.split(into: 0)
    }
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "cannot split into -2 parts; expected 1 or more")
    ) {
      try ten.split(into: -2)
    }
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "cannot split into 10001 parts; at most 10000 are supported")
    ) {
      try ten.split(into: 10_001)
    }
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "weight -1 is negative; weights must be 0 or more")
    ) {
      try ten.allocated(byWeights: [1, -1])
    }
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "the weights are all zero; at least one must be positive")
    ) {
      try ten.allocated(byWeights: [0, 0])
    }
    #expect(throws: MoneyError.self) { try ten.allocated(byWeights: []) }
    #expect(try ten.split(into: 10_000).count == 10_000)
  }

  @Test("Invariants on many random inputs (fixed seed)")
  func randomInvariants() throws {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<5_000 {
      let units = Int64.random(in: -1_000_000_000...1_000_000_000, using: &generator)
      let parts = Int.random(in: 1...40, using: &generator)
      let money = Money(minorUnits: units, currency: .usd)
      let shares = try money.split(into: parts)
      #expect(shares.count == parts)
      #expect(shares.reduce(0) { $0 + $1.minorUnits } == units)
      let values = shares.map(\.minorUnits)
      #expect((values.max() ?? 0) - (values.min() ?? 0) <= 1)
      // Larger magnitudes first.
      #expect(values.map(\.magnitude) == values.map(\.magnitude).sorted(by: >))
      // Mirror image.
      let mirrored = try Money(minorUnits: -units, currency: .usd).split(into: parts)
      #expect(mirrored.map { -$0.minorUnits } == values)

      let weights = (0..<parts).map { _ in
        DecimalValue(significand: Int64.random(in: 0...10_000, using: &generator), scale: 2)
      }
      guard weights.contains(where: { !$0.isZero }) else { continue }
      let allocated = try money.allocated(byWeights: weights)
      #expect(allocated.reduce(0) { $0 + $1.minorUnits } == units)
      for (weight, share) in zip(weights, allocated) where weight.isZero {
        #expect(share.isZero)
      }
    }
  }
}
