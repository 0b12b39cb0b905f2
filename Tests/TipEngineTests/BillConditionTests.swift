import Testing
import TipEngine

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
  static func bill(
    _ subtotal: String = "50", party: Int? = nil, channel: Channel? = nil,
    payment: Payment? = nil, at time: String? = nil, region: String? = nil,
    gratuity: Bool = false
  ) throws -> Bill {
    var bill = Bill(
      subtotal: try Money(subtotal, currency: .usd), partySize: party,
      region: try region.map { try Region($0) })
    bill.channel = channel
    bill.payment = payment
    bill.localTime = try time.map { try LocalDateTime($0) }
    bill.gratuityApplied = gratuity
    return bill
  }

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
      (#"{"partySize": {"min": 6}}"#, try bill(party: 6), try bill(party: 5), try bill()),
      (#"{"partySize": {"max": 4}}"#, try bill(party: 4), try bill(party: 5), try bill()),
      (
        #"{"subtotal": {"min": "50", "max": "100"}}"#, try bill("50"), try bill("100"),
        try bill("49.99")
      ),
      (
        #"{"channels": ["dine-in"]}"#, try bill(channel: .dineIn), try bill(channel: .takeout),
        try bill()
      ),
      (#"{"payments": ["cash"]}"#, try bill(payment: .cash), try bill(payment: .card), try bill()),
      (
        #"{"days": ["fri", "sat"]}"#, try bill(at: "2026-11-27T12:00"),
        try bill(at: "2026-11-26T12:00"), try bill()
      ),
      (
        #"{"time": {"from": "16:00", "until": "18:00"}}"#, try bill(at: "2026-11-27T16:00"),
        try bill(at: "2026-11-27T18:00"), try bill()
      ),
      (
        #"{"dates": ["2026-12-25"]}"#, try bill(at: "2026-12-25T20:00"),
        try bill(at: "2026-12-24T20:00"), try bill()
      ),
      (#"{"regions": ["CA"]}"#, try bill(region: "CA-QC"), try bill(region: "US"), try bill()),
      (#"{"regions": ["CA-QC"]}"#, try bill(region: "CA-QC"), try bill(region: "CA"), try bill()),
      (#"{"gratuityApplied": true}"#, try bill(gratuity: true), try bill(), try bill()),
      (
        #"{"gratuityApplied": false}"#, try bill(), try bill(gratuity: true),
        try bill(gratuity: true)
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
    #expect(condition.holds(for: try Self.bill(at: "2026-11-27T\(time)")) == holds)
  }

  @Test("Conditions combine: every one must hold")
  func combined() throws {
    let condition = try Self.condition(
      #"{"partySize": {"min": 6}, "channels": ["dine-in"], "payments": ["card"], "days": ["sat"], "#
        + #""time": {"from": "18:00", "until": "23:00"}, "regions": ["US"]}"#)
    let good = try Self.bill(
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
    #expect(BillCondition().holds(for: try Self.bill()))
  }

  @Test(
    "Mistakes in a condition are load errors at their key, in the catalog's words",
    arguments: [
      (#"{"partySize": {"min": 8, "max": 6}}"#, "'min' 8 is above 'max' 6"),
      (#"{"partySize": {}}"#, "neither 'min' nor 'max' is given"),
      (#"{"partySize": {"min": 0}}"#, "a party of 0"),
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
