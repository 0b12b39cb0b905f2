import Foundation
import Testing

/// `--json` on `validate`, `explain`, `policies` and `regions`, through the built executable:
/// the JSON parses and holds what the text shows.
@Suite("Machine-readable output of validate, explain, policies and regions")
struct MachineReadableOutputTests {
  /// A valid file that redefines a built-in policy and has two test cases, a file with two
  /// mistakes, and a catalog of every composite kind.
  static let files = [
    "good.json": """
    {"version": 1, "policies": [
      {"name": "house", "kind": "percent", "rate": "20"},
      {"name": "percent-18", "kind": "percent", "rate": "19"}],
     "tests": [
      {"name": "house on 10", "policy": "house", "bill": {"subtotal": "10"}, "expect": {"tip": "2"}},
      {"name": "18 is 19 here", "policy": "percent-18", "bill": {"subtotal": "100"},
       "expect": {"tip": "19"}}]}
    """,
    "bad.json": """
    {"version": 1, "policies": [
      {"name": "house", "kind": "percent", "rate": "150", "rouding": "x"}]}
    """,
    "regional.json": """
    {"version": 1, "policies": [
      {"name": "percent-15", "kind": "percent", "rate": "15"},
      {"name": "regional", "kind": "region", "regions": {
         "JP": {"policy": "percent-15", "note": "not customary"}}, "fallback": "percent-15"}]}
    """,
    "tree.json": """
    {"version": 1, "policies": [
      {"name": "capped", "kind": "cap", "policy": "percent-20", "minimum": "1.50",
       "maximumRate": "25"},
      {"name": "house", "kind": "rules", "rules": [
         {"when": {"channels": ["delivery"]}, "policy": "fixed-2"},
         {"when": {"partySize": {"min": 6}}, "policy": "capped"}],
       "otherwise": "smart"},
      {"name": "local", "kind": "region", "regions": {
         "CA-QC": {"policy": "house", "note": "pre-tax"}}, "fallback": "capped"}]}
    """,
  ]

  /// Runs the executable with `arguments` in a directory holding ``files``.
  func run(_ arguments: [String]) throws -> RunResult? {
    guard let executable = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in Self.files { try directory.write(name, text) }
    return try Executable.run(executable, arguments, directory: directory.path)
  }

  @Test("validate --json: each file's counts, overrides and located errors; exit 65 on errors")
  func validate() throws {
    guard let result = try run(["validate", "--json", "good.json", "bad.json"]) else { return }
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr == "")
    let files = try #require(try jsonObject(result.stdout)["files"] as? [[String: Any]])
    #expect(files.count == 2)
    let good = files[0]
    #expect(good["file"] as? String == "good.json")
    #expect(good["valid"] as? Bool == true)
    #expect(good["policies"] as? Int == 2)
    #expect(good["screens"] as? Int == 0)
    #expect(good["pools"] as? Int == 0)
    #expect(good["tests"] as? Int == 2)
    #expect(good["overrides"] as? [String] == ["percent-18"])
    #expect((good["errors"] as? [Any])?.isEmpty == true)
    let bad = files[1]
    #expect(bad["valid"] as? Bool == false)
    let errors = try #require(bad["errors"] as? [[String: Any]])
    #expect(errors.count == 2)
    #expect(errors.first?["line"] as? Int == 2)
    #expect(errors.first?["column"] as? Int == 48)
    #expect(errors.first?["path"] as? String == "policies[0].rate")
    #expect(errors.first?["message"] as? String == "rate 150 is out of range")
    #expect(errors.first?["suggestion"] as? String == "expected 0 to 100 (percent)")
    #expect(errors.last?["suggestion"] as? String == "did you mean 'rounding'?")

    guard let valid = try run(["validate", "good.json", "--json"]) else { return }
    #expect(valid.status == 0, "\(valid)")
    let only = try #require(try jsonObject(valid.stdout)["files"] as? [[String: Any]])
    #expect(only.map { $0["file"] as? String } == ["good.json"])
  }

  @Test("explain --json: the tree with each child's role, settings as written and sources")
  func explain() throws {
    guard let result = try run(["explain", "local", "--config", "tree.json", "--json"]) else {
      return
    }
    #expect(result.status == 0, "\(result)")
    let root = try jsonObject(result.stdout)
    #expect(root["name"] as? String == "local")
    #expect(root["kind"] as? String == "region")
    #expect(root["source"] as? String == "tree.json")
    #expect(root["replaces"] == nil, "local replaces no built-in policy")
    #expect(root["settings"] as? [String: String] == [:])
    let children = try #require(root["children"] as? [[String: Any]])
    #expect(children.map { $0["role"] as? String } == ["region CA-QC", "fallback"])
    #expect(children.first?["note"] as? String == "pre-tax")
    let house = try #require(children.first?["policy"] as? [String: Any])
    #expect(house["kind"] as? String == "rules")
    let rules = try #require(house["children"] as? [[String: Any]])
    #expect(rules.map { $0["role"] as? String } == ["rule 1", "rule 2", "otherwise"])
    let capped = try #require(rules[1]["policy"] as? [String: Any])
    #expect(capped["settings"] as? [String: String] == ["minimum": "1.50", "maximumRate": "25"])
    let base = try #require(capped["children"] as? [[String: Any]])
    #expect(base.first?["role"] as? String == "base")
    let smart = try #require(rules[2]["policy"] as? [String: Any])
    #expect(smart["source"] as? String == "built-in catalog (Policies/default.json)")
    let sides = try #require(smart["children"] as? [[String: Any]])
    #expect(sides.map { $0["role"] as? String } == ["below", "above"])
    // `capped` again, as the fallback: not expanded twice.
    let fallback = try #require(children.last?["policy"] as? [String: Any])
    #expect(fallback["name"] as? String == "capped")
    #expect(fallback["expandedAbove"] as? Bool == true)
  }

  @Test("explain --json names the definition a policy replaces")
  func explainReplaces() throws {
    guard let result = try run(["explain", "percent-18", "--config", "good.json", "--json"])
    else { return }
    #expect(result.status == 0, "\(result)")
    let root = try jsonObject(result.stdout)
    #expect(root["source"] as? String == "good.json")
    #expect(root["replaces"] as? String == "built-in catalog (Policies/default.json)")
    #expect(root["settings"] as? [String: String] == ["rate": "19"])
  }

  @Test("policies --json says which policy is the default; regions --json gives the fallback")
  func listings() throws {
    guard let policies = try run(["policies", "--json", "--config", "tree.json"]) else { return }
    #expect(policies.status == 0)
    let entries = try jsonArray(policies.stdout)
    #expect(
      entries.filter { $0["default"] as? Bool == true }.map { $0["name"] as? String } == [
        "percent-18"
      ])
    guard
      let regions = try run(
        ["regions", "--json", "--no-default-catalog", "--config", "regional.json"])
    else { return }
    #expect(regions.status == 0, "\(regions)")
    let rows = try jsonArray(regions.stdout)
    #expect(rows.count == 2)
    #expect(rows.first?["region"] as? String == "JP")
    #expect(rows.first?["currency"] as? String == "JPY")
    #expect(rows.first?["note"] as? String == "not customary")
    #expect(rows.last?["region"] is NSNull)
    #expect(rows.last?["policy"] as? String == "percent-15")
  }
}
