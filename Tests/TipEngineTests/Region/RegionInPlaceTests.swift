import Testing
import TipEngine
import TipTestSupport

/// `regional` computes a plain bill's tip in place, one branch-free computation for
/// every resolvable rule (a percentage plus a fixed amount, rounded up to an increment that is
/// one minor unit when the rule does not round). Whatever the rule, the amount or the currency,
/// that tip must be the rule's own policy's tip, or the same error.
@Suite("Region rules computed in place agree with their policies")
struct RegionInPlaceTests {
  /// Every form a region's rule can be resolved to, with rates, roundings, increments and
  /// targets that exercise each step; and two that cannot be (a category base, the total base).
  static let source = CatalogSource(
    name: "in-place.json",
    json: #"""
      {"version": 1, "policies": [
        {"name": "t-pct-even", "kind": "percent", "rate": "18", "rounding": "half-even"},
        {"name": "t-pct-odd", "kind": "percent", "rate": "12.5", "rounding": "half-up"},
        {"name": "t-pct-down", "kind": "percent", "rate": "7.5", "rounding": "down"},
        {"name": "t-pct-zero", "kind": "percent", "rate": "0"},
        {"name": "t-pct-third", "kind": "percent", "rate": "33.3333", "rounding": "half-down"},
        {"name": "t-pct-upward", "kind": "percent", "rate": "9.99", "rounding": "up"},
        {"name": "t-pct-ceiling", "kind": "percent", "rate": "17", "rounding": "ceiling"},
        {"name": "t-pct-floor", "kind": "percent", "rate": "0.5", "rounding": "floor"},
        {"name": "t-pct-gross", "kind": "percent", "rate": "15", "base": "gross"},
        {"name": "t-pct-total", "kind": "percent", "rate": "15", "base": "total"},
        {"name": "t-pct-items", "kind": "percent", "rate": "20", "categories": ["food"]},
        {"name": "t-fixed-0", "kind": "fixed", "amount": "0"},
        {"name": "t-fixed", "kind": "fixed", "amount": "2.50"},
        {"name": "t-up-none", "kind": "round-up", "policy": "t-fixed-0", "increment": "1"},
        {"name": "t-up-pct", "kind": "round-up", "policy": "t-pct-odd", "increment": "1"},
        {"name": "t-up-cash", "kind": "round-up", "policy": "t-pct-even", "increment": "0.05",
         "target": "tip"},
        {"name": "t-up-five", "kind": "round-up", "policy": "t-pct-down", "increment": "5"},
        {"name": "t-up-fixed", "kind": "round-up", "policy": "t-fixed", "increment": "0.5"},
        {"name": "t-up-tenth", "kind": "round-up", "policy": "t-fixed-0", "increment": "0.1",
         "target": "tip"},
        {"name": "t-regions", "kind": "region", "regions": {
          "US": {"policy": "t-pct-even"}, "GB": {"policy": "t-pct-odd"},
          "IT": {"policy": "t-pct-down"}, "MX": {"policy": "t-pct-zero"},
          "BR": {"policy": "t-pct-gross"}, "IN": {"policy": "t-pct-total"},
          "ES": {"policy": "t-pct-items"}, "JP": {"policy": "t-fixed-0"},
          "AU": {"policy": "t-fixed"}, "FR": {"policy": "t-up-none"},
          "DE": {"policy": "t-up-pct"}, "CH": {"policy": "t-up-cash"},
          "NZ": {"policy": "t-up-five"}, "CA": {"policy": "t-up-fixed"},
          "SE": {"policy": "t-up-tenth"}, "CA-QC": {"policy": "t-up-cash"},
          "PT": {"policy": "t-pct-third"}, "PL": {"policy": "t-pct-upward"},
          "CZ": {"policy": "t-pct-ceiling"}, "GR": {"policy": "t-pct-floor"}}}]}
      """#)

  /// A subtotal of any size: mostly restaurant bills, some huge, some at the edge of overflow
  /// of the amount or of its product with a rate's numerator, some at the edge of what a rule
  /// computes in place (2⁶⁰ over the numerator), a few negative (a policy's `tip(for:)` does not
  /// validate, so both paths must agree there too).
  static func amount(_ random: inout SeededGenerator) -> Int64 {
    let numerators: [Int64] = [18, 125, 75, 15, 333_333, 999, 17, 5, 1]
    let numerator = numerators[Int(random.next() % UInt64(numerators.count))]
    switch random.next() % 12 {
    case 11: return (1 << 60) / numerator + Int64(random.next() % 5) - 2
    // Wrapping: at a numerator of 1 this edge wraps to the most negative amounts.
    case 10: return (Int64.max / numerator) &+ Int64(random.next() % 5) &- 2
    case 0: return Int64.max - Int64(random.next() % 1_000)
    case 1: return Int64(random.next() % UInt64(Int64.max))
    case 2: return -Int64(random.next() % 100_000)
    case 3: return Int64(random.next() % 10)
    default: return Int64(random.next() % 500_000)
    }
  }

  @Test("30,000 random plain bills in every rule form and currency exponent")
  func agreesWithPolicies() throws {
    let catalog = try PolicyCatalog(sources: [.builtIn, RegionInPlaceTests.source])
    let regional = try #require(try catalog.policy(named: "t-regions") as? RegionPolicy)
    let codes = regional.regionCodes
    let currencies: [Currency] = [.usd, .jpy, .kwd, .clf, .chf]
    var random = SeededGenerator(seed: 14)
    var disagreements: [String] = []
    for _ in 0..<30_000 {
      let region = try Region(codes[Int(random.next() % UInt64(codes.count))])
      let currency = currencies[Int(random.next() % UInt64(currencies.count))]
      var bill = Bill(
        subtotal: Money(minorUnits: RegionInPlaceTests.amount(&random), currency: currency),
        region: region)
      switch random.next() % 4 {
      case 0: break
      case 1:
        bill.tax = Money(minorUnits: RegionInPlaceTests.amount(&random), currency: currency)
      case 2: bill.tax = Money(minorUnits: Int64(random.next() % 10_000), currency: currency)
      default: bill.tax = Money(minorUnits: 100, currency: currency == .usd ? .eur : .usd)
      }
      let rule = try #require(regional.rule(for: region)).policy
      let inPlace = outcome { try regional.tip(for: bill).minorUnits }
      let byPolicy = outcome { try rule.tip(for: bill).minorUnits }
      if inPlace != byPolicy, disagreements.count < 5 {
        disagreements.append("\(region.code) \(bill): \(inPlace) against \(byPolicy)")
      }
      // The quote sums the amount before the tip and the total without overflow checks for a
      // bill the rule computes in place: it must still be the default quote, or its error.
      if let disagreement = RegionInPlaceTests.quoteDisagreement(regional, bill),
        disagreements.count < 5
      {
        disagreements.append(disagreement)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  @Test("Subtotal and tax both at every power of two and one less: the default quote or its error")
  func powersOfTwo() throws {
    // Whatever bound a rule is computed in place under, a bill at its edge has a subtotal and a
    // tax near a power of two; summing them, and the tip, unchecked past a bound set too high
    // would wrap here.
    let catalog = try PolicyCatalog(sources: [.builtIn, RegionInPlaceTests.source])
    let regional = try #require(try catalog.policy(named: "t-regions") as? RegionPolicy)
    var disagreements: [String] = []
    for code in regional.regionCodes {
      for exponent in 0...62 {
        for units in [(Int64(1) << exponent) - 1, Int64(1) << exponent] {
          let bill = Bill(
            subtotal: Money(minorUnits: units, currency: .usd),
            tax: Money(minorUnits: units, currency: .usd), region: try Region(code))
          if let disagreement = RegionInPlaceTests.quoteDisagreement(regional, bill),
            disagreements.count < 5
          {
            disagreements.append(disagreement)
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
  }

  /// How `regional`'s quote of `bill` (split among 3) differs from the protocol's default
  /// quote, or its error from the default's; `nil` when they agree.
  static func quoteDisagreement(_ regional: RegionPolicy, _ bill: Bill) -> String? {
    func described(_ quote: () throws -> Quote) -> String {
      do { return "\(try quote())" } catch { return "error \(error)" }
    }
    let quoted = described { try regional.quote(for: bill, splitting: .evenly(people: 3)) }
    let byDefault = described {
      try ForwardingPolicy(regional).quote(for: bill, splitting: .evenly(people: 3))
    }
    return quoted == byDefault ? nil : "\(bill): \(quoted) against \(byDefault)"
  }

  @Test(
    "Round-ups at and around each multiple of the increment",
    arguments: [
      // region, currency, subtotal, tax (minor units), expected tip
      ("FR", Currency.eur, 4_120, 0, 80), ("FR", .eur, 4_100, 0, 0), ("FR", .eur, 4_101, 0, 99),
      ("FR", .eur, 4_099, 0, 1), ("FR", .jpy, 4_120, 0, 0), ("FR", .kwd, 4_120, 0, 880),
      ("DE", .eur, 4_120, 0, 580), ("DE", .eur, 4_000, 0, 500), ("DE", .eur, 3_999, 1, 500),
      ("CH", .chf, 1_000, 0, 180), ("CH", .chf, 1_001, 0, 180), ("CH", .chf, 1_030, 0, 185),
      ("CH", .chf, 1_040, 0, 190), ("NZ", .usd, 10_000, 0, 1_000), ("NZ", .usd, 9_300, 0, 700),
      ("NZ", .usd, 9_999, 0, 1_001), ("CA", .cad, 1_000, 0, 250), ("CA", .cad, 1_010, 0, 290),
      ("SE", .eur, 1_234, 0, 0),
    ] as [(String, Currency, Int64, Int64, Int64)])
  func roundUps(code: String, currency: Currency, subtotal: Int64, tax: Int64, expected: Int64)
    throws
  {
    let catalog = try PolicyCatalog(sources: [.builtIn, RegionInPlaceTests.source])
    let regional = try catalog.policy(named: "t-regions")
    let bill = Bill(
      subtotal: Money(minorUnits: subtotal, currency: currency),
      tax: Money(minorUnits: tax, currency: currency), region: try Region(code))
    #expect(try regional.tip(for: bill).minorUnits == expected)
  }
}
