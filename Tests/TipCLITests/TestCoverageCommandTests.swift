import Foundation
import Testing
import TipEngine

/// `tipcalc test --coverage`: the decision points of the `--config` files that no case reached.
@Suite("tipcalc test --coverage: the decision points no case reached, and how many were")
struct TestCoverageCommandTests {
  /// Five policies (a rules policy with three rules, a cap with two bounds, a region policy), a
  /// service charge and a screen: 15 decision points. The three cases reach 9 of them: the
  /// first rule, the second (whose cap raises the tip to its minimum) and Quebec's region.
  static let catalog = """
    {"version": 1, "default": "house",
     "policies": [
      {"name": "fifteen", "kind": "percent", "rate": "15"},
      {"name": "twenty", "kind": "percent", "rate": "20"},
      {"name": "late", "kind": "cap", "policy": "twenty", "minimum": "2", "maximum": "25"},
      {"name": "house", "kind": "rules", "rules": [
        {"when": {"partySize": {"min": 6}}, "policy": "fifteen"},
        {"when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}}, "policy": "late"},
        {"when": {"channels": ["delivery"]}, "policy": "twenty"}],
       "otherwise": "fifteen"},
      {"name": "local", "kind": "region", "regions": {"CA-QC": {"policy": "fifteen"}}, "fallback": "twenty"}],
     "serviceCharges": [{"name": "large party", "rate": "18", "when": {"partySize": {"min": 8}}, "gratuity": true}],
     "screens": {"counter": {"options": ["10%", "15%"]}},
     "tests": [
      {"name": "party of 6", "bill": {"subtotal": "100.00", "party": 6}, "expect": {"tip": "15.00"}},
      {"name": "late and small", "bill": {"subtotal": "5.00", "at": "2026-11-27T23:00"}, "expect": {"tip": "2.00"}},
      {"name": "Quebec", "policy": "local", "bill": {"subtotal": "10.00", "region": "CA-QC", "currency": "CAD"}, "expect": {"tip": "1.50"}}
     ]}
    """

  static let own = ["test", "--config", "house.json", "--no-default-catalog"]

  /// Runs `tipcalc` with `arguments` in a directory holding `house.json` (`file`).
  static func run(_ arguments: [String], file: String = catalog) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", file)
    return tipcalc(arguments, directory: directory.path)
  }

  @Test("Each point no case reached, in file order, then the count, before the closing line")
  func uncoveredPoints() throws {
    let result = try Self.run(Self.own + ["--coverage"])
    #expect(
      result
        == RunResult(
          status: 0,
          stdout: """
            not covered: house.json:5: policy 'late' maximum
            not covered: house.json:9: policy 'house' rule 3 (channel delivery)
            not covered: house.json:10: policy 'house' otherwise
            not covered: house.json:11: policy 'local' fallback
            not covered: house.json:12: service charge 'large party'
            not covered: house.json:13: screen 'counter'
            coverage: 9 of 15 decision points (60%)
            3 passed, 0 failed

            """,
          stderr: ""))
  }

  @Test("A case that shows a screen, or whose bill a charge applies to, covers it")
  func screensAndCharges() throws {
    let file = Self.catalog.replacingOccurrences(
      of: #"{"name": "Quebec""#,
      with: #"""
        {"name": "party of 8 at the counter", "screen": "counter", "bill": {"subtotal": "100.00", "party": 8}, "expect": {"tip": "15.00"}},
        {"name": "Quebec"
        """#)
    let result = try Self.run(Self.own + ["--coverage"], file: file)
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("service charge 'large party'"))
    #expect(!result.stdout.contains("screen 'counter'"))
    #expect(
      result.stdout.hasSuffix("coverage: 11 of 15 decision points (73%)\n4 passed, 0 failed\n"))
  }

  @Test(
    "A case about its screen covers the charges applied before it and the rules screen that chose it"
  )
  func screenRulesAndChargesOnTheWay() throws {
    let file = """
      {"version": 1, "policies": [],
       "serviceCharges": [{"name": "grat", "rate": "18", "gratuity": true, "when": {"partySize": {"min": 10}}}],
       "screens": {
        "bar": {"rules": [{"when": {"gratuityApplied": true}, "screen": "small"}], "otherwise": "big", "regions": ["US-CA"]},
        "small": {"options": ["3%", "5%"]},
        "big": {"options": ["15%", "20%"]}},
       "tests": [{"name": "t4", "bill": {"subtotal": "100", "region": "US-CA", "party": 12}, "expect": {"screen": {"name": "small"}}}]}
      """
    let result = try Self.run(Self.own + ["--coverage"], file: file)
    #expect(
      result
        == RunResult(
          status: 0,
          stdout: """
            not covered: house.json:6: screen 'big'
            coverage: 3 of 4 decision points (75%)
            1 passed, 0 failed

            """,
          stderr: ""))
  }

  @Test("--json adds the covered and total counts and every uncovered point")
  func json() throws {
    let result = try Self.run(Self.own + ["--coverage", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let coverage = try #require(object["coverage"] as? [String: Any])
    #expect(coverage["covered"] as? Int == 9)
    #expect(coverage["total"] as? Int == 15)
    let uncovered = try #require(coverage["uncovered"] as? [[String: Any]])
    #expect(uncovered.count == 6)
    #expect(uncovered.first?["file"] as? String == "house.json")
    #expect(uncovered.first?["line"] as? Int == 5)
    #expect(uncovered.first?["point"] as? String == "policy 'late' maximum")
    #expect(object["passed"] as? Int == 3)
  }

  @Test("Without --coverage there is no coverage; the built-in points count only when asked")
  func builtInPoints() throws {
    let plain = try Self.run(Self.own)
    #expect(plain.stdout == "3 passed, 0 failed\n")
    let json = try Self.run(Self.own + ["--json"])
    #expect(!json.stdout.contains("\"coverage\""))

    let layered = ["test", "--config", "house.json", "--coverage"]
    // The built-in catalog's cases run too: its screen cases check their screens alone, so the
    // layered catalog's default, `house`, does not price them and they reach none of its points.
    let own = try Self.run(layered)
    #expect(own.stdout.contains("coverage: 9 of 15 decision points (60%)"), "\(own)")
    #expect(own.stdout.contains("policy 'house' otherwise"))
    #expect(!own.stdout.contains("built-in"))
    let all = try Self.run(layered + ["--coverage-builtin"])
    #expect(all.status == 0, "\(all)")
    let summary = try #require(
      all.stdout.split(separator: "\n").first { $0.hasPrefix("coverage:") })
    #expect(summary == "coverage: 64 of 78 decision points (82%)")
    #expect(all.stdout.contains("not covered: built-in catalog"))
  }
}
