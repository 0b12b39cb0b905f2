import Foundation
import Testing
import TipEngine
import TipTestSupport

@Suite("Kind rules: a decision list of conditions and policies")
struct RulesPolicyTests {
  /// A rules policy with one rule, `when` → `percent-10`, otherwise `percent-20`, read from a
  /// catalog.
  static func oneRule(_ when: String) throws -> any TipPolicy {
    try loadPolicy(
      #"{"name": "p", "kind": "rules", "rules": [{"when": "# + when
        + #", "policy": "percent-10"}], "otherwise": "percent-20"}"#)
  }

  /// The tip's rate: 10 when the rule matched, 20 when `otherwise` did, 0 for anything else.
  static func rate(_ policy: any TipPolicy, _ bill: Bill) throws -> Int {
    let tip = try policy.tip(for: bill)
    for rate in [10, 20]
    where try PercentPolicy(rate: Percentage(integerLiteral: Int64(rate))).tip(for: bill) == tip {
      return rate
    }
    return 0
  }

  @Test(
    "Every condition alone: the rule when it holds, otherwise when it fails or the field is missing",
    arguments: [
      (
        #"{"partySize": {"min": 6}}"#, try orderBill(party: 6), try orderBill(party: 5),
        try orderBill()
      ),
      (
        #"{"partySize": {"max": 4}}"#, try orderBill(party: 4), try orderBill(party: 5),
        try orderBill()
      ),
      (
        #"{"partySize": {"min": 2, "max": 4}}"#, try orderBill(party: 2), try orderBill(party: 1),
        try orderBill()
      ),
      (
        #"{"subtotal": {"min": "50"}}"#, try orderBill("50"), try orderBill("49.99"),
        try orderBill("49.98")
      ),
      (
        #"{"subtotal": {"max": "50"}}"#, try orderBill("49.99"), try orderBill("50"),
        try orderBill("50.01")
      ),
      (
        #"{"channels": ["dine-in", "delivery"]}"#, try orderBill(channel: .delivery),
        try orderBill(channel: .takeout), try orderBill()
      ),
      (
        #"{"payments": ["card"]}"#, try orderBill(payment: .card), try orderBill(payment: .cash),
        try orderBill()
      ),
      (
        #"{"days": ["sat", "sun"]}"#, try orderBill(at: "2026-11-29T12:00"),
        try orderBill(at: "2026-11-30T12:00"), try orderBill(region: "US")
      ),
      (
        #"{"time": {"from": "16:00", "until": "18:00"}}"#, try orderBill(at: "2026-11-27T17:59"),
        try orderBill(at: "2026-11-27T15:59"), try orderBill(party: 4)
      ),
      (
        #"{"dates": ["2026-12-25", "2027-01-01"]}"#, try orderBill(at: "2027-01-01T00:00"),
        try orderBill(at: "2026-12-31T23:59"), try orderBill()
      ),
      (
        #"{"regions": ["CA"]}"#, try orderBill(region: "CA-QC"), try orderBill(region: "US-NY"),
        try orderBill()
      ),
      (
        #"{"regions": ["US-NY", "CA-QC"]}"#, try orderBill(region: "US-NY"),
        try orderBill(region: "US"), try orderBill()
      ),
      (
        #"{"gratuityApplied": true}"#, try orderBill(gratuity: true), try orderBill(),
        try orderBill()
      ),
    ])
  func alone(when: String, holds: Bill, fails: Bill, missing: Bill) throws {
    let policy = try Self.oneRule(when)
    #expect(try Self.rate(policy, holds) == 10)
    #expect(try Self.rate(policy, fails) == 20)
    #expect(try Self.rate(policy, missing) == 20)
  }

  @Test(
    "A happy hour across midnight: late and early match, the rest does not",
    arguments: [
      ("2026-11-27T21:59", 20), ("2026-11-27T22:00", 10), ("2026-11-27T23:59", 10),
      ("2026-11-28T00:00", 10), ("2026-11-28T01:59", 10), ("2026-11-28T02:00", 20),
      ("2026-11-28T12:00", 20),
    ])
  func midnight(at time: String, rate: Int) throws {
    let policy = try Self.oneRule(#"{"time": {"from": "22:00", "until": "02:00"}}"#)
    #expect(try Self.rate(policy, orderBill(at: time)) == rate)
  }

  @Test("A late-night window on Fridays belongs to Friday, past midnight too")
  func midnightWithDays() throws {
    // A window belongs to the day on which it opens: Saturday 01:00 is Friday night's.
    let policy = try Self.oneRule(
      #"{"days": ["fri"], "time": {"from": "22:00", "until": "02:00"}}"#)
    #expect(try Self.rate(policy, orderBill(at: "2026-11-27T23:00")) == 10)  // Friday
    #expect(try Self.rate(policy, orderBill(at: "2026-11-28T01:00")) == 10)  // Friday night
    #expect(try Self.rate(policy, orderBill(at: "2026-11-27T01:00")) == 20)  // Thursday night
    #expect(try Self.rate(policy, orderBill(at: "2026-11-26T23:00")) == 20)  // Thursday
  }

  /// A restaurant's list: large dine-in parties, then weekday happy hour, then holidays.
  static let restaurant = #"""
    {"name": "house", "kind": "rules", "rules": [
      {"when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "policy": "percent-15"},
      {"when": {"days": ["mon", "tue", "wed", "thu", "fri"], "time": {"from": "16:00", "until": "18:00"}, "payments": ["card"]}, "policy": "percent-10"},
      {"when": {"dates": ["2026-12-25"], "regions": ["US"]}, "policy": "percent-25"}
    ], "otherwise": "percent-18"}
    """#

  @Test(
    "Conditions combine within a rule, and the first rule that holds wins",
    arguments: [
      // Large dine-in party at happy hour: the first rule wins.
      (try orderBill(party: 8, channel: .dineIn, payment: .card, at: "2026-11-27T17:00"), "7.50"),
      // Large takeout party at happy hour: not the first rule, the second.
      (try orderBill(party: 8, channel: .takeout, payment: .card, at: "2026-11-27T17:00"), "5.00"),
      // Happy hour paid in cash: no rule.
      (try orderBill(party: 2, payment: .cash, at: "2026-11-27T17:00"), "9.00"),
      // Happy hour on a Saturday: no rule.
      (try orderBill(payment: .card, at: "2026-11-28T17:00"), "9.00"),
      // Christmas in New York (a subdivision of a listed country).
      (try orderBill(at: "2026-12-25T20:00", region: "US-NY"), "12.50"),
      // Christmas in Quebec: not US.
      (try orderBill(at: "2026-12-25T20:00", region: "CA-QC"), "9.00"),
      // Christmas with no region: the condition does not hold.
      (try orderBill(at: "2026-12-25T20:00"), "9.00"),
      // Nothing known about the bill.
      (try orderBill(), "9.00"),
    ])
  func combined(bill: Bill, tip: String) throws {
    let policy = try loadPolicy(Self.restaurant, name: "house")
    #expect(try policy.tip(for: bill).amountText == tip)
    #expect(try policy.quote(for: bill).tip.amountText == tip)
  }

  @Test("Components list each rule with its condition, then otherwise; the summary counts them")
  func components() throws {
    let policy = try loadPolicy(Self.restaurant, name: "house")
    #expect(
      policy.summary
        == "the policy of the first rule that holds (of 3), otherwise 'percent-18'")
    #expect(
      policy.components.map(\.role) == [
        "parties of 6 or more, dine-in",
        "paid by card, on mon, tue, wed, thu, fri, from 16:00 until 18:00",
        "on 2026-12-25, in US",
        "otherwise",
      ])
    #expect(
      policy.components.compactMap(\.reference.name)
        == ["percent-15", "percent-10", "percent-25", "percent-18"])
    let rules = try #require(policy as? RulesPolicy)
    #expect(try rules.policy(for: orderBill(party: 6, channel: .dineIn)).name == "percent-15")
  }

  @Test("Built in code: the same rules as a catalog's, and the same checks")
  func inCode() throws {
    var large = BillCondition()
    large.partySize = try CountRange(min: 6, max: nil)
    let policy = try RulesPolicy(
      rules: [.init(when: large, policy: PolicyReference(try PercentPolicy(rate: 15)))],
      otherwise: PolicyReference(try PercentPolicy(rate: 18)))
    #expect(try policy.tip(for: orderBill("100", party: 6)).amountText == "15.00")
    #expect(try policy.tip(for: orderBill("100", party: 5)).amountText == "18.00")
    #expect(throws: PolicyError.self) {
      try RulesPolicy(rules: [], otherwise: PolicyReference(try PercentPolicy(rate: 18)))
    }
    #expect(throws: PolicyError.self) {
      try RulesPolicy(
        rules: [.init(when: BillCondition(), policy: PolicyReference(try FixedPolicy(amount: 1)))],
        otherwise: PolicyReference(try PercentPolicy(rate: 18)))
    }
  }

  /// A rules policy whose first rule is `rule` (JSON), loaded to its error.
  static func mistake(rules: String, otherwise: String = #", "otherwise": "percent-18""#)
    -> String?
  {
    let source = CatalogSource(
      name: "rules.json",
      json: #"{"version": 1, "policies": [{"name": "p", "kind": "rules", "rules": "# + rules
        + otherwise + "}]}")
    return PolicyCatalog.validate([.builtIn, source]).errors.first?.description
  }

  @Test(
    "Mistakes are load errors with the path, the line and a fix",
    arguments: [
      (
        #"[{"when": {"partysize": {"min": 6}}, "policy": "percent-15"}]"#,
        "rules.json:1:80: at policies[0].rules[0].when.partysize: unknown key 'partysize'; "
          + "did you mean 'partySize'?"
      ),
      (
        #"[{"when": {"time": {"from": "18:00", "until": "18:00"}}, "policy": "percent-15"}]"#,
        "rules.json:1:88: at policies[0].rules[0].when.time: 'from' and 'until' are both 18:00, "
          + "so the window is empty; 'until' is exclusive; for the whole day leave 'time' out"
      ),
      (
        #"[{"when": {"partySize": {"min": 8, "max": 6}}, "policy": "percent-15"}]"#,
        "rules.json:1:93: at policies[0].rules[0].when.partySize: 'min' 8 is above 'max' 6, "
          + "so no party qualifies; swap them, or drop one"
      ),
      (
        #"[{"when": {"subtotal": {"min": "100", "max": "50"}}, "policy": "percent-15"}]"#,
        "rules.json:1:92: at policies[0].rules[0].when.subtotal: 'min' 100 is not below 'max' 50 "
          + "('max' is exclusive), so no bill qualifies; give a 'max' above 'min'"
      ),
      (
        #"[{"when": {}, "policy": "percent-15"}]"#,
        "rules.json:1:79: at policies[0].rules[0].when: the condition is empty, so it always "
          + "holds and the rules after it never apply; give a condition such as "
          + #"{"partySize": {"min": 6}}, or name the policy in 'otherwise'"#
      ),
      (
        #"[{"policy": "percent-15"}]"#,
        "rules.json:1:70: at policies[0].rules[0]: missing key 'when'"
      ),
      (
        #"[{"when": {"channels": ["dine-in"]}, "policy": "percent-15", "note": "x"}]"#,
        "rules.json:1:130: at policies[0].rules[0].note: unknown key 'note'; known keys: 'when', "
          + "'policy'"
      ),
      (
        "[]",
        "rules.json:1:69: at policies[0].rules: the list is empty, so 'otherwise' always applies; "
          + #"give at least one rule {"when": {…}, "policy": …}, or refer to the 'otherwise' "#
          + "policy directly"
      ),
      (
        "[5]",
        "rules.json:1:70: at policies[0].rules[0]: expected a rule object "
          + #"{"when": {…}, "policy": …}, found the number 5"#
      ),
      (
        #"[{"when": {"channels": ["dine-in"]}, "policy": "percent-1"}]"#,
        "rules.json:1:116: at policies[0].rules[0].policy: no policy named 'percent-1'; "
      ),
    ])
  func mistakes(rules: String, message: String) {
    let found = Self.mistake(rules: rules)
    #expect(found?.hasPrefix(message) == true, "\(found ?? "no error")")
  }

  @Test("A rules policy without 'otherwise' is a load error that says why it is needed")
  func missingOtherwise() {
    let found = Self.mistake(
      rules: #"[{"when": {"channels": ["dine-in"]}, "policy": "percent-15"}]"#, otherwise: "")
    #expect(
      found
        == "rules.json:1:29: at policies[0]: missing key 'otherwise'; add \"otherwise\": "
        + "\"<name>\" with the policy for bills that no rule matches, such as a bill without a "
        + "field a rule tests")
  }

  @Test("A rule may refer to another rules policy; a cycle through rules is a load error")
  func nested() throws {
    let inner =
      #"{"name": "inner", "kind": "rules", "rules": [{"when": {"payments": ["cash"]}, "policy": "percent-5"}], "otherwise": "percent-10"}"#
    let outer = try loadPolicy(
      #"{"name": "p", "kind": "rules", "rules": [{"when": {"channels": ["takeout"]}, "policy": "inner"}], "otherwise": "percent-20"}"#,
      others: [inner])
    #expect(try outer.tip(for: orderBill(channel: .takeout, payment: .cash)).amountText == "2.50")
    #expect(try outer.tip(for: orderBill(channel: .takeout)).amountText == "5.00")
    #expect(try outer.tip(for: orderBill()).amountText == "10.00")
    let cycle = CatalogSource(
      name: "cycle.json",
      json:
        #"{"version": 1, "policies": [{"name": "a", "kind": "rules", "rules": [{"when": {"payments": ["cash"]}, "policy": "a"}], "otherwise": "none"}]}"#
    )
    let errors = PolicyCatalog.validate([.builtIn, cycle]).errors
    #expect(errors.first?.message.hasPrefix("reference cycle: a → a") == true, "\(errors)")
  }

  @Test("The schema's `when` has exactly the keys the loader reads")
  func schemaWhen() throws {
    let schema = try Schema.load()
    let keys = Set(try schema.properties(of: schema.object(at: ["$defs", "when"])).keys)
    let found = Self.mistake(rules: #"[{"when": {"qqqqqqqqqqqq": 1}, "policy": "none"}]"#)
    let listed = try #require(found?.split(separator: "known keys: ").last)
    #expect(Set(listed.split(separator: ", ").map { $0.trimmingCharacters(in: ["'"]) }) == keys)
  }
}
