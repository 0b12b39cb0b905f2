import Testing
import TipEngine

/// Values at the edges that an app may pass to the public API: each gives a value or a thrown
/// error, never a trap.
@Suite("Public API at the edges: refunds, the largest amounts, rates without a denominator")
struct PublicEdgeValueTests {
  @Test("A refund quote's effective rate is the same fraction as its positive twin's")
  func refundEffectiveRate() throws {
    let refund = Bill(subtotal: Money(minorUnits: -2000, currency: .usd))
    let tip = Money(minorUnits: -360, currency: .usd)
    let quote = try Quote(
      bill: refund, tip: tip, shares: [Money(minorUnits: -2360, currency: .usd)])
    #expect(quote.effectiveRate == DecimalValue(significand: 1800, scale: 2))
    let untipped = try Quote(
      bill: refund, tip: .zero(.usd), shares: [Money(minorUnits: -2000, currency: .usd)])
    #expect(untipped.effectiveRate == DecimalValue(significand: 0, scale: 2))
  }

  @Test("A subtotal of the least Int64 has no effective rate rather than a trap")
  func leastSubtotal() throws {
    let bill = Bill(subtotal: Money(minorUnits: .min, currency: .usd))
    let quote = try Quote(bill: bill, tip: .zero(.usd), shares: [bill.subtotal])
    #expect(quote.effectiveRate == nil)
  }

  @Test("A percentage with a denominator of zero or less is thrown back, not divided by")
  func rateWithoutDenominator() throws {
    for denominator: Int64 in [0, -100] {
      #expect(
        throws: MoneyError.invalidNumber(
          text: "1/\(denominator)", reason: "a rate's denominator must be greater than zero")
      ) {
        try ExactArithmetic().percentage((1, denominator), of: 5, rule: .halfUp)
      }
    }
    #expect(try ExactArithmetic().percentage((18, 100), of: 2000, rule: .halfUp) == 360)
  }

  @Test(
    "The largest amount split into one part, or evenly, is its own share",
    arguments: [Int64.max, Int64.min + 1, 9_223_372_036_854_775_806] as [Int64])
  func largestAmountSplit(units: Int64) throws {
    let money = Money(minorUnits: units, currency: .usd)
    #expect(try money.split(into: 1) == [money])
    let halves = try Money(minorUnits: units - units % 2, currency: .usd).split(into: 2)
    #expect(halves.map(\.minorUnits) == [units / 2, units / 2])
  }

  @Test(
    "A significand at a scale more than 18 away is nil rather than a wrapped power of ten",
    arguments: [
      (DecimalValue(significand: 5, scale: 18), -1),
      (DecimalValue(123_456), -19),
      (DecimalValue(123_456), -100),
      (DecimalValue(significand: -7, scale: 3), Int.min),
      (DecimalValue(significand: 1, scale: 18), 37),
      (DecimalValue(3), Int.max),
    ] as [(DecimalValue, Int)])
  func significandFarAway(value: DecimalValue, target: Int) {
    for rule in RoundingRule.allCases {
      #expect(value.significand(atScale: target, rule: rule) == nil)
    }
    #expect(DecimalValue.zero.significand(atScale: target, rule: .halfUp) == 0)
  }

  @Test("A significand at a scale 18 away is the value rounded, or scaled, by 10^18")
  func significandEighteenAway() {
    let tiny = DecimalValue(significand: 5, scale: 18)
    #expect(tiny.significand(atScale: 0, rule: .halfUp) == 0)
    #expect(tiny.significand(atScale: 0, rule: .up) == 1)
    #expect(DecimalValue(9).significand(atScale: 18, rule: .halfUp) == 9_000_000_000_000_000_000)
    #expect(DecimalValue(10).significand(atScale: 18, rule: .halfUp) == nil)
    #expect(DecimalValue(5_000_000_000_000_000_000).significand(atScale: -18, rule: .halfUp) == 5)
  }
}
