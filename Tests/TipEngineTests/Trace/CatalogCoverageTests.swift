import Testing
import TipEngine
import TipTestSupport

/// Which decision points of a catalog's files the recorded bills reached.
@Suite("Catalog coverage")
struct CatalogCoverageTests {
  /// ``TraceCatalog`` over the built-in catalog, counting `house.json` only.
  static func coverage(countingBuiltIn: Bool = false) throws -> CatalogCoverage {
    let sources = [CatalogSource.builtIn, TraceCatalog.source]
    return CatalogCoverage(
      catalog: try PolicyCatalog(sources: sources), sources: sources,
      countingBuiltIn: countingBuiltIn)
  }

  @Test("Every decision point of the file, in file order, with its line and text")
  func points() throws {
    let points = try Self.coverage().points
    #expect(
      points.map(\.description) == [
        "house.json:5: policy 'house'",
        "house.json:7: policy 'house' rule 1 (party 6+; channel dine-in)",
        "house.json:8: policy 'house' rule 2 (days fri,sat; 22:00–02:00)",
        "house.json:9: policy 'house' rule 3 (payment cash)",
        "house.json:11: policy 'house' otherwise",
        "house.json:12: policy 'zone'",
        "house.json:13: policy 'zone' region CA",
        "house.json:14: policy 'zone' region CA-QC",
        "house.json:15: policy 'zone' region US",
        "house.json:16: policy 'zone' fallback",
        "house.json:17: policy 'late'",
        "house.json:18: policy 'late' minimum",
        "house.json:18: policy 'late' maximum",
        "house.json:19: policy 'capped-rate'",
        "house.json:19: policy 'capped-rate' maximumRate",
        "house.json:20: policy 'small-or-large'",
        "house.json:21: policy 'round-up-10'",
        "house.json:22: policy 'percent-10'",
        "house.json:23: policy 'percent-15'",
        "house.json:24: policy 'percent-18'",
        "house.json:25: policy 'percent-20'",
        "house.json:26: policy 'fixed-2'",
        "house.json:29: service charge 'large-party'",
        "house.json:33: screen 'house-screen'",
      ])
    #expect(points[2].identity == .branch(policy: "house", .rule(2)))
  }

  @Test("Nothing recorded covers nothing; one quote covers its path")
  func oneQuote() throws {
    var coverage = try Self.coverage()
    #expect(coverage.report.summary == "coverage: 0 of 24 decision points (0%)")
    coverage.recordQuote(of: try orderBill("100", party: 6, channel: .dineIn), policy: "house")
    let report = coverage.report
    #expect([report.covered, report.total, report.percent] == [3, 24, 12])
    #expect(
      report.uncovered.first?.description
        == "house.json:8: policy 'house' rule 2 (days fri,sat; 22:00–02:00)")
    #expect(!report.uncovered.map(\.text).contains("policy 'percent-15'"))
  }

  @Test("Bills down every branch, a charge and a screen cover every point")
  func everyPoint() throws {
    var coverage = try Self.coverage()
    let bills = [
      try orderBill("100", party: 8, channel: .dineIn), try orderBill("5", at: "2026-11-28T01:15"),
      try orderBill("200", at: "2026-11-27T23:00"), try orderBill("8", payment: .cash),
      try orderBill("50", payment: .cash), try orderBill("50", region: "CA", currency: .cad),
      try orderBill("50", region: "CA-QC", currency: .cad), try orderBill("10", region: "US"),
      try orderBill("50", region: "FR", currency: .eur),
    ]
    for bill in bills { coverage.recordQuote(of: bill, policy: "house") }
    #expect(coverage.report.uncovered.map(\.text) == ["screen 'house-screen'"])
    coverage.recordScreen(named: "house-screen")
    #expect(coverage.report.summary == "coverage: 24 of 24 decision points (100%)")
    #expect(coverage.report.uncovered.isEmpty)
  }

  @Test("A bound counts only when it set the tip: within the cap covers neither")
  func withinCoversNoBound() throws {
    var coverage = try Self.coverage()
    coverage.recordQuote(of: try orderBill("50", at: "2026-11-27T23:00"), policy: "house")
    let texts = coverage.report.uncovered.map(\.text)
    #expect(texts.contains("policy 'late' minimum"))
    #expect(texts.contains("policy 'late' maximum"))
    #expect(!texts.contains("policy 'late'"))
  }

  @Test("A refused bill covers what it reached before the refusal")
  func refusedBill() throws {
    let source = CatalogSource(
      name: "us.json",
      json:
        #"{"version": 1, "policies": [{"name": "us", "kind": "region", "regions": {"US": "p"}},"#
        + #"{"name": "p", "kind": "percent", "rate": "18"}]}"#)
    var coverage = CatalogCoverage(
      catalog: try PolicyCatalog(sources: [source]), sources: [source])
    coverage.recordQuote(of: try orderBill("10", region: "FR", currency: .eur), policy: "us")
    #expect(coverage.report.uncovered.map(\.text) == ["policy 'us' region US", "policy 'p'"])
    #expect(coverage.report.covered == 1)
  }

  @Test("Annotations are not decision points: a '$' key among a region policy's regions")
  func annotations() throws {
    let source = CatalogSource(
      name: "notes.json",
      json: """
        {"version": 1, "policies": [
          {"name": "rg", "kind": "region", "$comment": "a note on the policy",
           "regions": {"$comment": "keep US first", "US": {"$note": "x", "policy": "percent-18"}},
           "fallback": "percent-10"},
          {"name": "house", "kind": "rules", "rules": [
            {"$comment": "big tables", "when": {"$comment": "x", "partySize": {"min": 6}},
             "policy": "rg"}], "otherwise": "capped"},
          {"name": "capped", "kind": "cap", "policy": "percent-20", "$maximum": "5", "minimum": "1"}
        ],
         "serviceCharges": [{"$comment": "x", "name": "big", "rate": "18", "gratuity": true,
           "when": {"partySize": {"min": 8}}}],
         "screens": {"$comment": "x", "house-screen": {"$comment": "x", "options": ["15%"]}}}
        """)
    let sources = [CatalogSource.builtIn, source]
    var coverage = CatalogCoverage(catalog: try PolicyCatalog(sources: sources), sources: sources)
    #expect(
      coverage.points.map(\.text) == [
        "policy 'rg'", "policy 'rg' region US", "policy 'rg' fallback", "policy 'house'",
        "policy 'house' rule 1 (party 6+)", "policy 'house' otherwise", "policy 'capped'",
        "policy 'capped' minimum", "service charge 'big'", "screen 'house-screen'",
      ])
    for bill in [
      try orderBill("10", party: 6, region: "US"), try orderBill("10", party: 9, region: "DE"),
      try orderBill("3"),
    ] {
      coverage.recordQuote(of: bill, policy: "house")
    }
    coverage.recordScreen(named: "house-screen")
    #expect(coverage.report.summary == "coverage: 10 of 10 decision points (100%)")
  }

  @Test("The built-in catalog's points count only when asked")
  func builtIn() throws {
    #expect(try Self.coverage().report.total == 24)
    #expect(try Self.coverage(countingBuiltIn: true).report.total > 24)
  }

  @Test("A policy a later file redefines counts in that file, not in the earlier one")
  func redefinedPolicy() throws {
    let later = CatalogSource(
      name: "over.json",
      json: #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "12"}]}"#)
    let sources = [TraceCatalog.source, later]
    let coverage = CatalogCoverage(catalog: try PolicyCatalog(sources: sources), sources: sources)
    let described = coverage.points.map(\.description)
    #expect(described.last == "over.json:1: policy 'house'")
    #expect(!described.contains { $0.contains("'house' rule") || $0.hasPrefix("house.json:5:") })
    #expect(coverage.points.count == 20)
  }
}
