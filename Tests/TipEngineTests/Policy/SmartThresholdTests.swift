import Testing
import TipEngine

/// A smart policy prepares its threshold in minor units of every currency exponent (0 to 6) at
/// load. Each bill must still take the branch, or get the error, that converting the threshold
/// to its currency gives: at the threshold, one minor unit either side, and for thresholds
/// finer than the currency or too large for it.
@Suite("Smart policy: the prepared threshold against the decimal one")
struct SmartThresholdTests {
  /// Tips 1 below the threshold and 2 from it up, in any currency, so the branch shows.
  static func policy(_ threshold: DecimalValue, base: TipBase = .subtotal) throws -> SmartPolicy {
    try SmartPolicy(
      threshold: threshold, below: PolicyReference(try FixedPolicy(amount: 1)),
      above: PolicyReference(try FixedPolicy(amount: 2)), base: base)
  }

  static let thresholds: [DecimalValue] = [
    0, 10, DecimalValue(significand: 105, scale: 1), DecimalValue(significand: 1, scale: 3),
    DecimalValue(significand: 123_456, scale: 6), DecimalValue(significand: 1, scale: 6),
    DecimalValue(significand: 92_233_720_368_547_758, scale: 0),
    DecimalValue(significand: 9_223_372_036_854_775, scale: 2),
  ]

  @Test("Every exponent, at the threshold and one minor unit either side", arguments: 0...6)
  func branches(digits: Int) throws {
    let code = "XT" + String(Array("ABCDEFG")[digits])
    let currency = try Currency(customCode: code, minorUnitDigits: digits)
    for threshold in SmartThresholdTests.thresholds {
      for base in [TipBase.subtotal, .total] {
        let policy = try SmartThresholdTests.policy(threshold, base: base)
        guard threshold.scale <= digits else {
          // Finer than the currency: every bill is refused with the reason.
          let bill = Bill(subtotal: Money(minorUnits: 500, currency: currency))
          #expect(
            throws: PolicyError.inapplicable(
              reason: "the smart threshold \(threshold) is finer than \(code) allows")
          ) { try policy.tip(for: bill) }
          continue
        }
        guard let limit = try? Money(exactly: threshold, currency: currency).minorUnits else {
          // Too large for the currency: the conversion's own error.
          let bill = Bill(subtotal: Money(minorUnits: 500, currency: currency))
          #expect(throws: MoneyError.self) { try policy.tip(for: bill) }
          continue
        }
        for units in [limit - 1, limit, limit + 1] where units >= 0 {
          // With base `total`, a tax of 1 moves the amount up by one minor unit.
          let bill = Bill(
            subtotal: Money(minorUnits: units, currency: currency),
            tax: Money(minorUnits: 1, currency: currency))
          let amount = base == .total ? units + 1 : units
          let expected = amount >= limit ? 2 : 1
          let tip = try policy.tip(for: bill)
          #expect(
            tip == (try Money(exactly: DecimalValue(Int64(expected)), currency: currency)),
            "threshold \(threshold), \(digits) digits, \(base), \(units) minor units")
        }
      }
    }
  }

  @Test("Yen: a threshold of 10.5 cannot apply; 10 applies from ¥10")
  func yen() throws {
    let jpy = { (units: Int64) in Bill(subtotal: Money(minorUnits: units, currency: .jpy)) }
    #expect(throws: PolicyError.self) {
      try SmartThresholdTests.policy(DecimalValue(significand: 105, scale: 1)).tip(for: jpy(50))
    }
    let ten = try SmartThresholdTests.policy(10)
    #expect(try ten.tip(for: jpy(9)).minorUnits == 1)
    #expect(try ten.tip(for: jpy(10)).minorUnits == 2)
  }
}
