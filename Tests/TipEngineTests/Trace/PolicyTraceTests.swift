import Testing
import TipEngine
import TipTestSupport

/// The path a bill takes through a catalog's policies, each step with its decision.
@Suite("Policy traces")
struct PolicyTraceTests {
  /// One bill through `house` of ``TraceCatalog``: the policy steps' decisions and the path.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bill: @Sendable () throws -> Bill
    var decisions: [String]
    var path: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "rule 1, a leaf", bill: { try orderBill("100", party: 6, channel: .dineIn) },
      decisions: [
        "rule 1 (party 6+; channel dine-in)", "tip 15.00: 15% of the subtotal, rounded half-up",
      ],
      path: "house#1 > percent-15"),
    Case(
      name: "rule 2 after midnight, the cap's minimum",
      bill: { try orderBill("5", at: "2026-11-28T01:15") },
      decisions: [
        "rule 2 (days fri,sat; 22:00–02:00)", "minimum (raised 1.00 to 2.00)",
        "tip 1.00: 20% of the subtotal, rounded half-up",
      ],
      path: "house#2 > late > percent-20"),
    Case(
      name: "the cap's maximum", bill: { try orderBill("200", at: "2026-11-27T23:00") },
      decisions: [
        "rule 2 (days fri,sat; 22:00–02:00)", "maximum (lowered 40.00 to 20.00)",
        "tip 40.00: 20% of the subtotal, rounded half-up",
      ],
      path: "house#2 > late > percent-20"),
    Case(
      name: "within the cap", bill: { try orderBill("50", at: "2026-11-27T23:00") },
      decisions: [
        "rule 2 (days fri,sat; 22:00–02:00)", "within (tip 10.00)",
        "tip 10.00: 20% of the subtotal, rounded half-up",
      ],
      path: "house#2 > late > percent-20"),
    Case(
      name: "smart above, a round-up that keeps the tip",
      bill: { try orderBill("50", payment: .cash) },
      decisions: [
        "rule 3 (payment cash)", "above: subtotal 50.00 is at least 10",
        "kept 5.00, so the total is a multiple of 1 already",
        "tip 5.00: 10% of the subtotal, rounded half-up",
      ],
      path: "house#3 > small-or-large > round-up-10 > percent-10"),
    Case(
      name: "a round-up that raises the tip", bill: { try orderBill("47.30", payment: .cash) },
      decisions: [
        "rule 3 (payment cash)", "above: subtotal 47.30 is at least 10",
        "rounded up 4.73 to 5.70 so the total is a multiple of 1",
        "tip 4.73: 10% of the subtotal, rounded half-up",
      ],
      path: "house#3 > small-or-large > round-up-10 > percent-10"),
    Case(
      name: "smart below", bill: { try orderBill("8", payment: .cash) },
      decisions: [
        "rule 3 (payment cash)", "below: subtotal 8.00 is under 10", "tip 2.00: a fixed 2",
      ],
      path: "house#3 > small-or-large > fixed-2"),
    Case(
      name: "otherwise, a country", bill: { try orderBill("50", region: "CA", currency: .cad) },
      decisions: ["otherwise", "region CA", "tip 7.50: 15% of the subtotal, rounded half-up"],
      path: "house#otherwise > zone[CA] > percent-15"),
    Case(
      name: "a subdivision's own rule",
      bill: { try orderBill("50", region: "CA-QC", currency: .cad) },
      decisions: ["otherwise", "region CA-QC", "tip 9.00: 18% of the subtotal, rounded half-up"],
      path: "house#otherwise > zone[CA-QC] > percent-18"),
    Case(
      name: "a subdivision that takes its country's rule",
      bill: { try orderBill("50", region: "CA-ON", currency: .cad) },
      decisions: [
        "otherwise", "region CA (for CA-ON)", "tip 7.50: 15% of the subtotal, rounded half-up",
      ],
      path: "house#otherwise > zone[CA] > percent-15"),
    Case(
      name: "the fallback for a region without a rule",
      bill: { try orderBill("50", region: "FR", currency: .eur) },
      decisions: [
        "otherwise", "fallback (no rule for FR)", "tip 5.00: 10% of the subtotal, rounded half-up",
      ],
      path: "house#otherwise > zone[fallback] > percent-10"),
    Case(
      name: "the fallback for a bill without a region", bill: { try orderBill("50") },
      decisions: [
        "otherwise", "fallback (the bill has no region)",
        "tip 5.00: 10% of the subtotal, rounded half-up",
      ],
      path: "house#otherwise > zone[fallback] > percent-10"),
    Case(
      name: "the cap's maximum rate", bill: { try orderBill("10", region: "US") },
      decisions: [
        "otherwise", "region US", "maximumRate (lowered 2.00 to 1.00, 10% of the subtotal)",
        "tip 2.00: a fixed 2",
      ],
      path: "house#otherwise > zone[US] > capped-rate > fixed-2"),
  ]

  @Test("Each kind states its decision, and the path joins the steps", arguments: cases)
  func decisions(_ example: Case) throws {
    let catalog = try TraceCatalog.catalog()
    let trace = try catalog.trace(of: try example.bill(), policyNamed: "house")
    #expect(trace.policySteps.map(\.decision) == example.decisions)
    #expect(trace.path == example.path)
  }

  @Test("Steps name the policy, its kind and the decision point a catalog counts")
  func stepIdentity() throws {
    let catalog = try TraceCatalog.catalog()
    let trace = try catalog.trace(
      of: try orderBill("50", region: "CA-QC", currency: .cad), policyNamed: "house")
    #expect(trace.policySteps.map(\.policy) == ["house", "zone", "percent-18"])
    #expect(trace.policySteps.map(\.kind) == ["rules", "region", "percent"])
    #expect(
      trace.policySteps.map(\.point) == [
        .branch(policy: "house", .otherwise), .branch(policy: "zone", .region("CA-QC")),
        .policy("percent-18"),
      ])
  }

  @Test("After the policies: each service charge, applied or not and why, then cash rounding")
  func chargesAndRounding() throws {
    let catalog = try TraceCatalog.catalog()
    let large = try catalog.trace(
      of: try orderBill("100", party: 8, channel: .dineIn), policyNamed: "house")
    #expect(
      large.steps.dropFirst(2).map { [$0.policy, $0.kind, $0.decision] } == [
        ["large-party", "serviceCharge", "applied: 18.00, a gratuity (party 8+)"],
        ["", "cashRounding", "not applied: no payment given; only cash is rounded"],
      ])
    #expect(large.steps[2].point == .serviceCharge("large-party"))
    let small = try catalog.trace(of: try orderBill("100", party: 2), policyNamed: "house")
    #expect(small.steps[small.steps.count - 2].decision == "not applied: party 8+ does not hold")
    #expect(small.steps[small.steps.count - 2].point == nil)
  }

  @Test(
    "Cash rounding: what it rounded, or why it did not apply",
    arguments: [
      (
        "41.42", Payment.cash, "CH", Currency.chf, "CH",
        "rounded 45.56 to 45.55 (CH cash: to 0.05, half-up)"
      ),
      ("41.36", .cash, "CH", .chf, "CH", "nothing to round in 45.50 (CH cash: to 0.05, half-up)"),
      ("41.42", .card, "CH", .chf, "CH", "not applied: paid by card"),
      ("41.42", .cash, "CH", .eur, "CH", "not applied: the bill is in EUR, not CHF"),
      ("41.42", .cash, "US", .usd, "US", "not applied: US does not round cash"),
    ])
  func rounding(
    subtotal: String, payment: Payment, region: String, currency: Currency, policy: String,
    decision: String
  ) throws {
    let catalog = try TraceCatalog.catalog()
    let bill = try orderBill(subtotal, payment: payment, region: region, currency: currency)
    let trace = try catalog.trace(of: bill, policyNamed: "percent-10")
    let last = try #require(trace.steps.last)
    #expect([last.policy, last.kind, last.decision] == [policy, "cashRounding", decision])
  }

  @Test(
    "Paid by several tenders, the rounding step says what each cash share got",
    arguments: [
      (
        [Payment.cash, .card, .card],
        "rounded the cash share, 16.67 to 16.65 (CH cash, each cash share: to 0.05, half-up); "
          + "card shares as they are"
      ),
      (
        [.cash, .cash, .card],
        "rounded the 2 cash shares, 16.67 to 16.65, 16.67 to 16.65 (CH cash, each cash share: "
          + "to 0.05, half-up); card shares as they are"
      ),
      ([.card, .card, .card], "not applied: every share is paid by card"),
    ])
  func tenders(payments: [Payment], decision: String) throws {
    let catalog = try TraceCatalog.catalog()
    // 45.46 + 10 % = 50.01, three shares of 16.67, 16.67 and 16.67 before rounding.
    let bill = try orderBill("45.46", region: "CH", currency: .chf)
    let policy = try catalog.policy(named: "percent-10")
    let plain = try catalog.trace(of: bill, policy: policy, splitting: .evenly(people: 3))
    let paid = try catalog.trace(
      of: bill, policy: policy, splitting: .evenly(people: 3), paying: payments)
    #expect(paid.steps.dropLast() == plain.steps.dropLast())
    let last = try #require(paid.steps.last)
    #expect([last.policy, last.kind, last.decision] == ["CH", "cashRounding", decision])
    #expect(throws: MoneyError.self) {
      _ = try catalog.trace(
        of: bill, policy: policy, splitting: .evenly(people: 3), paying: [.cash])
    }
  }

  @Test("A policy built in code is labelled by its summary and counts for no catalog point")
  func unnamedPolicies() throws {
    let policy = try RoundUpPolicy(wrapping: try PercentPolicy(rate: 10))
    let trace = try PolicyCatalog.builtIn().trace(
      of: try orderBill("47.30"), policy: policy, named: "tens")
    #expect(trace.path == "tens > (10% of the subtotal, rounded half-up)")
    #expect(trace.policySteps.map(\.point) == [.policy("tens"), nil])
  }

  @Test("A kind that does not say what it decides ends the path with its tip and summary")
  func defaultDecision() throws {
    let trace = try PolicyCatalog.builtIn().trace(
      of: try orderBill("20"), policy: TwoPerGuest(), named: "guests")
    #expect(trace.policySteps.map(\.decision) == ["tip 2.00: two per guest"])
    #expect(trace.policySteps.map(\.kind) == ["TwoPerGuest"])
  }

  @Test("A region without a rule or a fallback fails the trace as it fails the quote")
  func regionWithoutRule() throws {
    let policy = try RegionPolicy(
      regions: ["US": .init(policy: PolicyReference(try PercentPolicy(rate: 18)))], name: "us")
    #expect(throws: PolicyError.self) {
      try PolicyCatalog.builtIn().trace(
        of: try orderBill("20", region: "FR", currency: .eur), policy: policy, named: "us")
    }
  }

  @Test("Tracing changes nothing the quote computes")
  func quoteUnchanged() throws {
    let catalog = try TraceCatalog.catalog()
    let bill = try orderBill("100", party: 8, channel: .dineIn)
    let before = try catalog.quote(for: bill, policyNamed: "house")
    _ = try catalog.trace(of: bill, policyNamed: "house")
    let after = try catalog.quote(for: bill, policyNamed: "house")
    #expect([after.tip, after.total, after.payable] == [before.tip, before.total, before.payable])
    #expect(before.tip.amountText == "15.00")
  }
}

/// A third-party kind that implements only `tip(for:)` and `summary`.
private struct TwoPerGuest: TipPolicy {
  func tip(for bill: Bill) throws -> Money {
    try Money("1", currency: bill.currency).multiplied(by: 2)
  }

  var summary: String { "two per guest" }
}
