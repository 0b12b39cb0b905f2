import Testing
import TipEngine
import TipTestSupport

/// A test kind whose tip is 1 when its `when` holds and 0 otherwise, so that conditions can be
/// read from a catalog exactly as `rules` and service charges read them.
private struct WhenPolicy: ConfigurablePolicy {
  static let kind = "when-test"
  var when: BillCondition

  func tip(for bill: Bill) throws -> Money {
    Money(minorUnits: when.holds(for: bill) ? 1 : 0, currency: bill.currency)
  }

  var summary: String { when.summary }
}

@Suite("Bill conditions: every condition alone, combined, and on missing fields")
struct BillConditionTests {
  /// The condition `json` (a `when` object) read through a catalog.
  static func condition(_ json: String) throws -> BillCondition {
    let source = CatalogSource(
      name: "when.json",
      json: #"{"version": 1, "policies": [{"name": "w", "kind": "when-test", "when": "#
        + json + "}]}")
    let catalog = try PolicyCatalog(
      sources: [source], registry: PolicyRegistry.standard.registering(WhenPolicy.self))
    guard let policy = try catalog.policy(named: "w") as? WhenPolicy else {
      throw PolicyError.inapplicable(reason: "not a when-test policy")
    }
    return policy.when
  }

  @Test(
    "Each condition alone: holds, fails, and fails when the bill lacks the field",
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
        #"{"subtotal": {"min": "50", "max": "100"}}"#, try orderBill("50"), try orderBill("100"),
        try orderBill("49.99")
      ),
      (
        #"{"channels": ["dine-in"]}"#, try orderBill(channel: .dineIn),
        try orderBill(channel: .takeout),
        try orderBill()
      ),
      (
        #"{"payments": ["cash"]}"#, try orderBill(payment: .cash), try orderBill(payment: .card),
        try orderBill()
      ),
      (
        #"{"days": ["fri", "sat"]}"#, try orderBill(at: "2026-11-27T12:00"),
        try orderBill(at: "2026-11-26T12:00"), try orderBill()
      ),
      (
        #"{"time": {"from": "16:00", "until": "18:00"}}"#, try orderBill(at: "2026-11-27T16:00"),
        try orderBill(at: "2026-11-27T18:00"), try orderBill()
      ),
      (
        #"{"dates": ["2026-12-25"]}"#, try orderBill(at: "2026-12-25T20:00"),
        try orderBill(at: "2026-12-24T20:00"), try orderBill()
      ),
      (
        #"{"regions": ["CA"]}"#, try orderBill(region: "CA-QC"), try orderBill(region: "US"),
        try orderBill()
      ),
      (
        #"{"regions": ["CA-QC"]}"#, try orderBill(region: "CA-QC"), try orderBill(region: "CA"),
        try orderBill()
      ),
      (
        #"{"gratuityApplied": true}"#, try orderBill(gratuity: true), try orderBill(),
        try orderBill()
      ),
      (
        #"{"gratuityApplied": false}"#, try orderBill(), try orderBill(gratuity: true),
        try orderBill(gratuity: true)
      ),
    ])
  func alone(json: String, holds: Bill, fails: Bill, missing: Bill) throws {
    let condition = try Self.condition(json)
    #expect(condition.holds(for: holds))
    #expect(!condition.holds(for: fails))
    #expect(!condition.holds(for: missing))
  }

  @Test(
    "A window that crosses midnight holds late and early, not in between",
    arguments: [
      ("21:59", false), ("22:00", true), ("23:59", true), ("00:00", true), ("01:59", true),
      ("02:00", false), ("12:00", false),
    ])
  func midnight(time: String, holds: Bool) throws {
    let condition = try Self.condition(#"{"time": {"from": "22:00", "until": "02:00"}}"#)
    #expect(condition.holds(for: try orderBill(at: "2026-11-27T\(time)")) == holds)
  }

  @Test("Conditions combine: every one must hold")
  func combined() throws {
    let condition = try Self.condition(
      #"{"partySize": {"min": 6}, "channels": ["dine-in"], "payments": ["card"], "days": ["sat"], "#
        + #""time": {"from": "18:00", "until": "23:00"}, "regions": ["US"]}"#)
    let good = try orderBill(
      party: 8, channel: .dineIn, payment: .card, at: "2026-11-28T19:30", region: "US-NY")
    #expect(condition.holds(for: good))
    var changed = good
    changed.partySize = 5
    #expect(!condition.holds(for: changed))
    changed = good
    changed.channel = .takeout
    #expect(!condition.holds(for: changed))
    changed = good
    changed.localTime = try LocalDateTime("2026-11-27T19:30")
    #expect(!condition.holds(for: changed))
    changed = good
    changed.region = nil
    #expect(!condition.holds(for: changed))
    #expect(
      condition.summary
        == "parties of 6 or more, dine-in, paid by card, on sat, from 18:00 until 23:00, in US")
    #expect(BillCondition().holds(for: try orderBill()))
  }

  @Test(
    "Mistakes in a condition are load errors at their key, in the catalog's words",
    arguments: [
      (#"{"partySize": {"min": 8, "max": 6}}"#, "'min' 8 is above 'max' 6"),
      (#"{"partySize": {}}"#, "neither 'min' nor 'max' is given"),
      (#"{"partySize": {"min": 0}}"#, "a party of 0; expected 1 guest or more"),
      (
        #"{"partySize": {"max": -99999999999999999999}}"#,
        "a party of -99999999999999999999; expected 1 guest or more"
      ),
      (
        #"{"partySize": {"min": 99999999999999999999}}"#,
        "a party of 99999999999999999999 is more than can be counted; expected a whole number "
          + "of guests from 1 to 9223372036854775807"
      ),
      (#"{"subtotal": {"min": "100", "max": "100"}}"#, "'min' 100 is not below 'max' 100"),
      (#"{"time": {"from": "18:00", "until": "18:00"}}"#, "the window is empty"),
      (#"{"time": {"from": "25:00", "until": "18:00"}}"#, "'25:00' is not a time"),
      (#"{"channels": []}"#, "the list is empty"),
      (#"{"channels": ["dinein"]}"#, "did you mean 'dine-in'?"),
      (#"{"days": ["monday"]}"#, "unknown day 'monday'"),
      (#"{"dates": ["2026-02-30"]}"#, "'2026-02-30' is not a date"),
      (#"{"regions": ["UK"]}"#, "unknown region 'UK'"),
      (#"{"partysize": {"min": 6}}"#, "did you mean 'partySize'?"),
    ])
  func mistakes(json: String, message: String) {
    #expect {
      try Self.condition(json)
    } throws: { error in
      let text = "\(error)"
      return text.contains(message) && text.contains("when.json:1:") && text.contains(".when")
    }
  }
}
