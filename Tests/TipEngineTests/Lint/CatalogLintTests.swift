import Testing
import TipEngine

/// `CatalogLint` on catalog files: each check's finding where it applies and none where it
/// does not, located at the value it is about, for the given files only.
@Suite("Lint: the checks of a catalog's files")
struct CatalogLintTests {
  /// The findings of `json`, a file named `house.json` over the built-in catalog.
  static func findings(_ json: String, unused: Bool = false) throws -> [LintFinding] {
    let sources = [CatalogSource.builtIn, CatalogSource(name: "house.json", json: json)]
    let catalog = try PolicyCatalog(sources: sources)
    return CatalogLint.findings(in: catalog, sources: sources, includingUnused: unused)
  }

  /// Each finding as `line:column rule path`.
  static func summary(_ findings: [LintFinding]) -> [String] {
    findings.map {
      "\($0.location.line ?? 0):\($0.location.column ?? 0) \($0.rule.rawValue) \($0.location.path)"
    }
  }

  @Test("A shadowed rule of a policy is named with the rules that cover it, at its line")
  func shadowedPolicyRule() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "rules", "rules": [
          {"when": {"payments": ["cash"]}, "policy": "percent-15"},
          {"when": {"payments": ["card"]}, "policy": "percent-18"},
          {"when": {"payments": ["cash", "card"]}, "policy": "percent-20"}],
         "otherwise": "percent-18"}]}
      """)
    #expect(Self.summary(findings) == ["5:5 shadowed-rule policies[0].rules[2]"])
    #expect(
      findings.first?.description
        == "house.json:5:5: warning: at policies[0].rules[2]: rule 3 (paid by cash or card) of "
        + "policy 'house' can never be chosen: rule 1 (paid by cash) and rule 2 (paid by card) "
        + "together hold for every bill it holds for; remove it, or move it above rule 1 if it "
        + "should win [shadowed-rule]")
  }

  @Test("A shadowed rule of a screen's rules is found; the built-in catalog's are not reported")
  func shadowedScreenRule() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [], "screens": {"night": {"rules": [
        {"when": {"regions": ["US"]}, "screen": "standard"},
        {"when": {"regions": ["US-NY"]}, "screen": "toast-gratuity"}],
       "otherwise": "standard"}}}
      """)
    #expect(Self.summary(findings) == ["3:3 shadowed-rule screens.night.rules[1]"])
    #expect(findings.first?.message.hasPrefix("rule 2 (in US-NY) of screen 'night'") == true)
  }

  @Test(
    "Days and dates that never coincide make a rule unsatisfiable; on the same day, not",
    arguments: [("sat", true), ("fri", false)])
  func unsatisfiable(day: String, isReported: Bool) throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "rules", "rules": [
          {"when": {"days": ["\(day)"], "dates": ["2026-11-27"]}, "policy": "percent-20"}],
         "otherwise": "percent-18"}]}
      """)
    #expect(
      Self.summary(findings) == (isReported ? ["3:5 unsatisfiable-rule policies[0].rules[0]"] : []))
    if isReported {
      #expect(
        findings.first?.message
          == "rule 1 (on sat, on 2026-11-27) of policy 'house' never holds: its days (sat) and "
          + "its dates (2026-11-27 (fri)) never coincide")
    }
  }

  @Test(
    "Two gratuities that can apply to one bill are reported at the later; exclusive ones not",
    arguments: [("6", true), ("11", false)])
  func doubleGratuity(secondMinimum: String, isReported: Bool) throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [], "serviceCharges": [
        {"name": "large-party", "rate": "18", "gratuity": true,
         "when": {"partySize": {"min": 6, "max": 10}}},
        {"name": "banquet", "rate": "20", "gratuity": true,
         "when": {"partySize": {"min": \(secondMinimum)}}},
        {"name": "delivery", "rate": "5", "when": {"partySize": {"min": 1}}}]}
      """)
    #expect(
      Self.summary(findings) == (isReported ? ["4:3 double-gratuity serviceCharges[1]"] : []))
  }

  @Test(
    "A preset above the custom tip's maximum or maximum rate is reported; at the limit, not",
    arguments: [
      (#"["15%", "25%"]"#, #"{"maximumRate": "20"}"#, ["options[1]"]),
      (#"["15%", "20%"]"#, #"{"maximumRate": "20"}"#, []),
      (#"["5", "12.50"]"#, #"{"maximum": "12"}"#, ["options[1]"]),
      (#"["5", "12"]"#, #"{"maximum": "12"}"#, []),
      (#"["15%", "25%"]"#, "true", []),
    ])
  func presetAboveCustomMaximum(options: String, custom: String, reported: [String]) throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [], "screens": {"tight": {"options": \(options),
        "custom": \(custom)}}}
      """)
    #expect(findings.map(\.rule) == reported.map { _ in .presetAboveCustomMaximum })
    #expect(findings.map(\.location.path) == reported.map { "screens.tight.\($0)" })
  }

  @Test(
    "A cash rounding larger than one whole unit (100 where a unit has no fraction) is reported",
    arguments: [
      ("US", "1000", true), ("US", "1.01", true), ("US", "1", false), ("SE", "1.00", false),
      ("JP", "500", true), ("JP", "100", false), ("CL", "10", false),
    ])
  func largeCashRounding(region: String, increment: String, isReported: Bool) throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [], "cashRounding": {
        "\(region)": {"increment": "\(increment)"}}}
      """)
    #expect(
      Self.summary(findings)
        == (isReported ? ["2:23 large-cash-rounding cashRounding.\(region).increment"] : []))
  }

  @Test("A cash rounding that rounds an ordinary bill to nothing says so, with the fix")
  func cashRoundingToNothing() throws {
    let findings = try Self.findings(
      #"{"version": 1, "policies": [], "cashRounding": {"US": {"increment": "1000"}}}"#)
    #expect(
      findings.map(\.description) == [
        "house.json:1:69: warning: at cashRounding.US.increment: cash rounding to 1000.00 USD in "
          + "US is larger than any region rounds cash to: a cash total of 10.00 is paid as 0.00; "
          + "use an increment of at most 1.00 USD (Sweden and Norway round to a whole krona), "
          + "such as 0.05, 0.10, 0.50 or 1 [large-cash-rounding]"
      ])
    // Only the file whose rule applies is reported: a later file's replaces it.
    let sources = [
      CatalogSource.builtIn,
      CatalogSource(
        name: "house.json",
        json: #"{"version": 1, "policies": [], "cashRounding": {"US": {"increment": "1000"}}}"#),
      CatalogSource(
        name: "fix.json",
        json: #"{"version": 1, "policies": [], "cashRounding": {"US": {"increment": "0.05"}}}"#),
    ]
    let catalog = try PolicyCatalog(sources: sources)
    #expect(CatalogLint.findings(in: catalog, sources: sources).isEmpty)
  }

  @Test("An unused policy is a note only when asked for; one a rule, test or default names is used")
  func unusedPolicy() throws {
    let json = """
      {"version": 1, "default": "house", "policies": [
        {"name": "house", "kind": "rules", "rules": [
          {"when": {"partySize": {"min": 6}}, "policy": "large"}], "otherwise": "percent-18"},
        {"name": "large", "kind": "percent", "rate": "20"},
        {"name": "spare", "kind": "percent", "rate": "12"}]}
      """
    let noted = try Self.findings(json, unused: true)
    #expect(Self.summary(noted) == ["5:3 unused-policy policies[2]"])
    #expect(noted.first?.severity == .note)
    #expect(try Self.findings(json).isEmpty)
  }

  @Test("A policy a test case names is in use, read from the file's JSON")
  func testedPolicyIsUsed() throws {
    let json = """
      {"version": 1, "policies": [{"name": "spare", "kind": "percent", "rate": "12"}]}
      """
    let sources = [CatalogSource(name: "house.json", json: json)]
    let catalog = try PolicyCatalog(sources: sources)
    #expect(CatalogLint.findings(in: catalog, sources: sources, includingUnused: true).count == 1)
    // The catalog has no `tests` yet: the lint reads them from the text alone.
    let tested = CatalogSource(
      name: "house.json",
      json: #"{"version": 1, "tests": [{"name": "t", "policy": "spare"}], "policies": []}"#)
    #expect(
      CatalogLint.findings(in: catalog, sources: sources + [tested], includingUnused: true)
        .isEmpty)
  }

  @Test("The built-in catalog alone has no warning; its screen for a gratuity is a note")
  func builtInCatalogHasNoWarning() throws {
    let sources = [CatalogSource(name: "default.json", bytes: CatalogSource.builtIn.bytes)]
    let catalog = try PolicyCatalog(sources: sources)
    let findings = CatalogLint.findings(in: catalog, sources: sources)
    #expect(
      Self.summary(findings) == ["382:17 no-gratuity-charge screens.after-gratuity.rules[0]"],
      "\(findings)")
    #expect(findings.allSatisfy { $0.severity == .note })
  }

  @Test("Findings are for the given files only: the built-in catalog is context")
  func builtInCatalogIsNotReported() throws {
    let sources = [CatalogSource.builtIn]
    let catalog = try PolicyCatalog(sources: sources)
    let asFile = [CatalogSource(name: "default.json", bytes: CatalogSource.builtIn.bytes)]
    // Its many unused policies (every percent-N) are notes of the file, never of the context.
    #expect(
      !CatalogLint.findings(
        in: try PolicyCatalog(sources: asFile), sources: asFile,
        includingUnused: true
      ).isEmpty)
    #expect(CatalogLint.findings(in: catalog, sources: sources, includingUnused: true).isEmpty)
  }
}
