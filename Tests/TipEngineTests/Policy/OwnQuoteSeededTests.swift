import Testing
import TipEngine
import TipTestSupport

/// The percent and region kinds quote a common bill (no discount, nothing for validation to
/// report, an even split) on a path of their own that reads the base and the total off the bill.
/// Over many seeded bills, common and not, at the edges where a sum overflows or a bound is
/// passed, that path must give exactly what the protocol's default quote gives.
@Suite("A common bill's own quote against the default quote, seeded")
struct OwnQuoteSeededTests {
  /// The regions drawn from: some with a rule in the built-in `regional`, some without.
  static let regions = ["US", "CA-QC", "JP", "SE", "FR", "GB", "AU", "BR", "IS", "GB-SCT"]
  static let currencies: [Currency] = [.usd, .jpy, .kwd, .clf]

  /// An amount from a wide spread of magnitudes, up to the largest `Int64`, sometimes at an edge.
  static func amount(_ generator: inout SeededGenerator) -> Int64 {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0:
      return [0, 1, -1, .max, .max - 1, .max / 2, .max / 18 + 1, 1 << 60][
        Int.random(in: 0..<8, using: &generator)]
    case 1: return Int64.random(in: 0 ... .max, using: &generator)
    case 2:
      return Int64.random(in: 0...(1 << 62), using: &generator)
        >> Int.random(in: 0..<60, using: &generator)
    default: return Int64.random(in: 0...100_000, using: &generator)
    }
  }

  static func bill(_ generator: inout SeededGenerator) throws -> Bill {
    let currency = currencies[Int.random(in: 0..<currencies.count, using: &generator)]
    var bill = Bill(subtotal: Money(minorUnits: amount(&generator), currency: currency))
    let roll = Int.random(in: 0..<20, using: &generator)
    if roll < 14 { bill.tax = Money(minorUnits: amount(&generator) / 8, currency: currency) }
    if roll == 14 { bill.tax = Money(minorUnits: 5, currency: currency == .usd ? .jpy : .usd) }
    if roll == 15 { bill.discount = Money(minorUnits: amount(&generator) / 4, currency: currency) }
    if roll == 16 { bill.tax = Money(minorUnits: -3, currency: currency) }
    if roll == 17 { bill.subtotal = Money(minorUnits: -amount(&generator), currency: currency) }
    let party = Int.random(in: 0..<14, using: &generator)
    bill.partySize = party == 13 ? nil : party == 12 ? 20_000 : party
    let region = Int.random(in: 0...regions.count, using: &generator)
    bill.region = region == regions.count ? nil : try Region(regions[region])
    return bill
  }

  @Test("5,000 seeded bills: the same quote, or the same error, on both paths")
  func seededBillsAgree() throws {
    let policies: [any TipPolicy] = [
      try PercentPolicy(rate: 18), try PercentPolicy(rate: 15, base: .total, rounding: .floor),
      try PercentPolicy(rate: 100, base: .total, rounding: .ceiling),
      try PercentPolicy(rate: 20, base: .gross, rounding: .halfEven),
      try PolicyCatalog.builtIn().policy(named: "regional"),
    ]
    let methods: [SplitMethod] = [
      .partySize, .evenly(people: 3), .evenly(people: 1), .evenly(people: 0),
      .evenly(people: 7_919), .evenly(people: 10_001), .weighted([1, 2]),
    ]
    var generator = SeededGenerator(seed: 0x0DD_B111)
    var quoted = 0
    for _ in 0..<5_000 {
      let bill = try OwnQuoteSeededTests.bill(&generator)
      let policy = policies[Int.random(in: 0..<policies.count, using: &generator)]
      let method = methods[Int.random(in: 0..<methods.count, using: &generator)]
      let own = Result { try policy.quote(for: bill, splitting: method) }
      let byDefault = Result { try ForwardingPolicy(policy).quote(for: bill, splitting: method) }
      switch (own, byDefault) {
      case (.success(let a), .success(let b)):
        quoted += 1
        #expect(a == b, "\(policy.summary), \(bill), \(method)")
        #expect(a.tip.currency == bill.currency && a.shares.count >= 1)
      case (.failure(let a), .failure(let b)):
        #expect("\(a)" == "\(b)", "\(policy.summary), \(bill), \(method)")
      default:
        Issue.record("\(policy.summary), \(bill), \(method): \(own) but by default \(byDefault)")
      }
    }
    // Both outcomes are exercised: about half the bills quote, and the rest fail.
    #expect(quoted > 1_500 && quoted < 4_500, "\(quoted) of 5,000 quoted")
  }
}
