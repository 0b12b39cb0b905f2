import Testing
import TipEngine

/// `CatalogLint` where the order of a catalog's charges, the tools' limits and the size of a
/// list decide a finding: gratuity charges that mark a bill before the rules and the charges
/// after them, the largest party, the rule to move above, presets against a limit of the other
/// kind, and the budget of a list too large to analyse.
@Suite("Lint: charge order, limits and budgets")
struct CatalogLintOrderAndLimitsTests {
  static func findings(_ json: String, workBudget: Int = RuleReachability.workBudget) throws
    -> [LintFinding]
  {
    let sources = [CatalogSource.builtIn, CatalogSource(name: "house.json", json: json)]
    let catalog = try PolicyCatalog(sources: sources)
    return CatalogLint.findings(in: catalog, sources: sources, workBudget: workBudget)
  }

  static let big =
    #"{"name": "big", "rate": "18", "gratuity": true, "when": {"partySize": {"min": 8}}}"#
  static let late = #"""
    {"name": "late", "rate": "10", "gratuity": true,
     "when": {"time": {"from": "22:00", "until": "02:00"}, "gratuityApplied": false}}
    """#

  @Test(
    "A gratuity that requires none never applies after an earlier gratuity; listed first, it does",
    arguments: [(false, [] as [String]), (true, ["serviceCharges[1]"])])
  func gratuityOrder(lateFirst: Bool, reported: [String]) throws {
    let charges = lateFirst ? [Self.late, Self.big] : [Self.big, Self.late]
    let findings = try Self.findings(
      #"{"version": 1, "policies": [], "serviceCharges": ["# + charges.joined(separator: ",")
        + "]}")
    #expect(findings.filter { $0.rule == .doubleGratuity }.map(\.location.path) == reported)
  }

  @Test("A rule that a gratuity charge leaves only to the rules before it is shadowed, naming it")
  func shadowedAfterGratuity() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "rules", "rules": [
          {"when": {"gratuityApplied": true}, "policy": "fixed-1"},
          {"when": {"partySize": {"min": 8}}, "policy": "percent-10"},
          {"when": {"partySize": {"min": 6}}, "policy": "percent-15"}],
         "otherwise": "percent-18"}],
       "serviceCharges": [\(Self.big)]}
      """)
    #expect(findings.map(\.location.path) == ["policies[0].rules[1]"])
    #expect(
      findings.first?.message
        == "rule 2 (parties of 8 or more) of policy 'house' can never be chosen: once the "
        + "gratuity service charge 'big' (parties of 8 or more) has marked the bills it applies "
        + "to, rule 1 (with a gratuity) holds for every bill it holds for")
    #expect(findings.first?.suggestion == "remove it, or move it above rule 1 if it should win")
  }

  @Test("A rule for bills without a gratuity, which a charge always adds, names the charge alone")
  func shadowedByGratuityAlone() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "rules", "rules": [
          {"when": {"partySize": {"min": 10}, "gratuityApplied": false}, "policy": "percent-10"}],
         "otherwise": "percent-18"}],
       "serviceCharges": [\(Self.big)]}
      """)
    #expect(
      findings.map(\.description) == [
        "house.json:3:5: warning: at policies[0].rules[0]: rule 1 (parties of 10 or more, "
          + "without a gratuity) of policy 'house' can never be chosen: the gratuity service "
          + "charge 'big' (parties of 8 or more) applies before the rules to every bill it holds "
          + "for, and it holds only without a gratuity; remove it, or change its conditions or "
          + "the charge's [shadowed-rule]"
      ])
  }

  @Test("A rule that needs a gratuity, in a catalog with no gratuity charge, is a note")
  func noGratuityCharge() throws {
    let policy = """
      {"name": "house", "kind": "rules", "rules": [
        {"when": {"gratuityApplied": true}, "policy": "fixed-1"}], "otherwise": "percent-18"}
      """
    let without = try Self.findings(#"{"version": 1, "policies": ["# + policy + "]}")
    #expect(without.map(\.rule) == [.noGratuityCharge])
    #expect(without.first?.severity == .note)
    #expect(
      without.first?.message
        == "rule 1 (with a gratuity) of policy 'house' holds only for a bill that a host marks "
        + "itself (Bill.gratuityApplied): the catalog has no service charge with \"gratuity\": "
        + "true, so no quote, batch, test or screen of tipcalc reaches it")
    let with = try Self.findings(
      #"{"version": 1, "policies": ["# + policy + #"], "serviceCharges": ["# + Self.big + "]}")
    #expect(with.isEmpty, "\(with)")
  }

  @Test(
    "A party above the most the tools price (10000) never holds; up to it, it does",
    arguments: [(10_001, true), (10_000, false)])
  func largestParty(minimum: Int, isReported: Bool) throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [{"name": "x", "kind": "rules", "rules": [
        {"when": {"partySize": {"min": \(minimum)}}, "policy": "percent-10"}],
       "otherwise": "percent-18"}]}
      """)
    #expect(findings.map(\.rule) == (isReported ? [.unsatisfiableRule] : []))
    if isReported {
      #expect(
        findings.first?.message
          == "rule 1 (parties of 10001 or more) of policy 'x' never holds: no bill is for "
          + "parties of 10001 or more (the tools price parties of 1 to 10000 guests)")
    }
  }

  @Test("A shadowed rule names the earliest rule it must move above to be chosen")
  func earliestRuleToMoveAbove() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [{"name": "m", "kind": "rules", "rules": [
        {"when": {"partySize": {"min": 6}}, "policy": "percent-15"},
        {"when": {"partySize": {"min": 8}}, "policy": "percent-20"},
        {"when": {"partySize": {"min": 10}}, "policy": "percent-25"}],
       "otherwise": "percent-18"}]}
      """)
    #expect(
      findings.map(\.message).last
        == "rule 3 (parties of 10 or more) of policy 'm' can never be chosen: rule 1 (parties "
        + "of 6 or more) holds for every bill it holds for")
    #expect(
      findings.map(\.suggestion)
        == Array(
          repeating: "remove it, or move it above rule 1 if it should win", count: 2))
  }

  @Test(
    "A percentage above an amount maximum, or an amount above a maximum rate, says on which bases")
  func presetAgainstTheOtherKindOfLimit() throws {
    let findings = try Self.findings(
      """
      {"version": 1, "policies": [], "screens": {
        "a": {"options": ["15%", "20%"], "custom": {"maximum": "10"}},
        "b": {"options": ["1", "5"], "custom": {"maximumRate": "20"}},
        "c": {"options": ["18%"], "threshold": "10", "below": ["1", "2"],
              "custom": {"maximumRate": "20"}}}}
      """)
    #expect(
      findings.map { "\($0.location.path): \($0.message)" } == [
        "screens.a.options[0]: preset 15% of screen 'a' is above the custom tip's maximum 10 "
          + "on a base of 66.67 or more, so the screen suggests a tip a guest could not enter",
        "screens.a.options[1]: preset 20% of screen 'a' is above the custom tip's maximum 10 "
          + "on a base above 50, so the screen suggests a tip a guest could not enter",
        "screens.b.options[0]: preset 1 of screen 'b' is above the custom tip's maximum rate "
          + "20% on a base below 5, so the screen suggests a tip a guest could not enter",
        "screens.b.options[1]: preset 5 of screen 'b' is above the custom tip's maximum rate "
          + "20% on a base below 25, so the screen suggests a tip a guest could not enter",
        "screens.c.below[0]: preset 1 of screen 'c' is above the custom tip's maximum rate "
          + "20% on a base below 5, so the screen suggests a tip a guest could not enter",
        "screens.c.below[1]: preset 2 of screen 'c' is above the custom tip's maximum rate "
          + "20% on a base below 10, so the screen suggests a tip a guest could not enter",
      ])
  }

  /// `count` rules, each a date two days after the last and a 13-minute window.
  static func datedRules(_ count: Int) -> String {
    let rules = (0..<count).map { index in
      let day = 1 + 2 * index
      let start = (7 * index) % 1400
      let end = start + 13
      func time(_ minute: Int) -> String {
        let hour = minute / 60
        let rest = minute % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (rest < 10 ? "0" : "") + "\(rest)"
      }
      let month = 1 + (day - 1) / 28
      let date =
        "20\(26 + (month - 1) / 12)-" + String(format2((month - 1) % 12 + 1)) + "-"
        + format2((day - 1) % 28 + 1)
      return #"{"when": {"dates": [""# + date + #""], "time": {"from": ""# + time(start)
        + #"", "until": ""# + time(end) + #""}}, "policy": "percent-10"}"#
    }
    return #"{"version": 1, "policies": [{"name": "big", "kind": "rules", "rules": ["#
      + rules.joined(separator: ",\n") + #"], "otherwise": "percent-18"}]}"#
  }

  static func format2(_ value: Int) -> String { (value < 10 ? "0" : "") + "\(value)" }

  @Test("A list larger than the budget finishes, and a note names the rules left unchecked")
  func budget() throws {
    let json = Self.datedRules(600)
    let findings = try Self.findings(json, workBudget: 2_000_000)
    #expect(findings.map(\.rule) == [.analysisBudget])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.location.path == "policies[0].rules")
    let message = findings.first?.message ?? ""
    #expect(message.hasPrefix("rules "))
    #expect(message.contains(" to 600 of the 600 of policy 'big' were not checked"))
    #expect(!message.hasPrefix("rules 1 to"), "some rules are checked before the budget ends")
    // Within the default budget, the same list is analysed fully: no rule is shadowed.
    #expect(try Self.findings(json).isEmpty)
  }
}
