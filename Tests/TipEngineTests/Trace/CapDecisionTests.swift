import Testing
import TipEngine
import TipTestSupport

/// Which bound of a cap set the tip: the one that moved the wrapped policy's tip, up or down,
/// even when two bounds are the same amount.
@Suite("Cap decisions")
struct CapDecisionTests {
  /// A file of caps on 20 % of the subtotal: `flat` (at least and at most 2), `floor-rate` (at
  /// least 2 and at most 30 % of the subtotal) and `even` (at most 2 and at most 10 %).
  static let source = CatalogSource(
    name: "caps.json",
    json: """
      {"version": 1, "policies": [
        {"name": "p20", "kind": "percent", "rate": "20"},
        {"name": "flat", "kind": "cap", "policy": "p20", "minimum": "2", "maximum": "2"},
        {"name": "floor-rate", "kind": "cap", "policy": "p20", "minimum": "2", "maximumRate": "30"},
        {"name": "even", "kind": "cap", "policy": "p20", "maximum": "2", "maximumRate": "10"}
      ]}
      """)

  static func catalog() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [CatalogSource.builtIn, source])
  }

  @Test(
    "A raise is the minimum's and a cut a maximum's, whatever amounts the bounds share",
    arguments: [
      ("flat", "8", "minimum (raised 1.60 to 2.00)"),
      ("flat", "50", "maximum (lowered 10.00 to 2.00)"),
      ("flat", "10", "within (tip 2.00)"),
      // 30 % of 5.00 is 1.50, below the minimum of 2: the maximum wins, as the tip says.
      (
        "floor-rate", "5",
        "maximumRate (raised 1.00 to 1.50, 30% of the subtotal: the minimum 2.00 is above it, "
          + "and the maximum wins)"
      ),
      ("floor-rate", "8", "minimum (raised 1.60 to 2.00)"),
      ("even", "10", "maximumRate (lowered 2.00 to 1.00, 10% of the subtotal)"),
      // 10 % of 20.00 is 2.00, the maximum's amount too: the maximum is named.
      ("even", "20", "maximum (lowered 4.00 to 2.00)"),
    ])
  func decision(policy: String, subtotal: String, decision: String) throws {
    let trace = try Self.catalog().trace(of: try orderBill(subtotal), policyNamed: policy)
    #expect(trace.policySteps.first?.decision == decision)
  }

  @Test("Coverage counts a cap's minimum for a raise and its maximum for a cut, both at 2")
  func coverageOfEqualBounds() throws {
    let sources = [CatalogSource.builtIn, Self.source]
    var coverage = CatalogCoverage(catalog: try Self.catalog(), sources: sources)
    coverage.recordQuote(of: try orderBill("8"), policy: "flat")
    var uncovered = coverage.report.uncovered.map(\.text)
    #expect(!uncovered.contains("policy 'flat' minimum"))
    #expect(uncovered.contains("policy 'flat' maximum"))
    coverage.recordQuote(of: try orderBill("50"), policy: "flat")
    uncovered = coverage.report.uncovered.map(\.text)
    #expect(!uncovered.contains { $0.hasPrefix("policy 'flat'") })
  }
}
