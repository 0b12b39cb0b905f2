import Testing
import TipEngine
import TipTestSupport

/// A round-up of the total rounds what the guest pays before cash rounding: the bill, every
/// service charge and its tax, and the tip, whichever kind of policy it sits in.
@Suite("Round-up with service charges: the charges and their tax count toward the total")
struct RoundUpServiceChargeTests {
  /// The built-in catalog with a delivery fee, a taxed one on takeout, and policies that wrap a
  /// round-up in each composite kind.
  static let catalog = Result {
    try PolicyCatalog(sources: [
      .builtIn,
      CatalogSource(
        name: "group.json",
        json: #"""
          {"version": 1,
           "policies": [
             {"name": "smart-up", "kind": "smart", "threshold": "10", "below": "fixed-1",
              "above": "round-up-10"},
             {"name": "rules-up", "kind": "rules",
              "rules": [{"when": {"channels": ["delivery", "takeout"]}, "policy": "round-up-10"}],
              "otherwise": "percent-18"},
             {"name": "cap-up", "kind": "cap", "policy": "round-up-10", "maximum": "50"},
             {"name": "region-up", "kind": "region", "regions": {"DE": "cap-up"},
              "fallback": "rules-up"},
             {"name": "tip-up", "kind": "round-up", "policy": "percent-10", "target": "tip"}
           ],
           "serviceCharges": [
             {"name": "delivery", "amount": "4.99", "when": {"channels": ["delivery"]}},
             {"name": "packing", "amount": "1.50", "taxRate": "10",
              "when": {"channels": ["takeout"]}}]}
          """#),
    ])
  }

  @Test(
    "Each kind that wraps a round-up rounds the bill, the charges and the tip together",
    arguments: [
      // (policy, region, channel, tip, total)
      ("regional", "DE", Channel.delivery, "2.01", "27.00"),
      ("regional", "AT", .delivery, "2.01", "27.00"),
      ("round-up-10", "DE", .delivery, "2.01", "27.00"),
      ("smart-up", "DE", .delivery, "2.01", "27.00"),
      ("rules-up", "DE", .delivery, "2.01", "27.00"),
      ("cap-up", "DE", .delivery, "2.01", "27.00"),
      ("region-up", "DE", .delivery, "2.01", "27.00"),
      ("region-up", "FR", .delivery, "2.01", "27.00"),
      // 20 + 1.50 + 0.15 tax + 2 = 23.65: up to 24.00.
      ("round-up-10", "DE", .takeout, "2.35", "24.00"),
      // A tip target ignores the charges: 2.00 is already whole.
      ("tip-up", "DE", .delivery, "2.00", "26.99"),
      // No charge applies: as before.
      ("round-up-10", "DE", .dineIn, "2.00", "22.00"),
    ])
  func everyKind(
    policy: String, region: String, channel: Channel, tip: String, total: String
  ) throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("20", channel: channel, region: region, currency: .eur)
    let quote = try catalog.quote(for: bill, policyNamed: policy)
    #expect(quote.tip.amountText == tip)
    #expect(quote.total.amountText == total)
  }

  @Test("Switzerland likewise, and a cash total that is already round is not rounded again")
  func switzerland() throws {
    let catalog = try Self.catalog.get()
    for payment in [Payment.card, .cash] {
      let bill = try orderBill(
        "20", channel: .delivery, payment: payment, region: "CH", currency: .chf)
      let quote = try catalog.quote(for: bill, policyNamed: "regional")
      #expect(quote.tip.amountText == "1.01")  // 5 % is 1.00; 25.99 up to 26
      #expect(quote.total.amountText == "26.00")
      #expect(quote.payable.amountText == "26.00")
    }
  }

  @Test("A bill with line items goes the same way")
  func itemized() throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("20", channel: .delivery, region: "DE", currency: .eur)
    let items = [LineItem(name: "meal", category: "food", amount: try Money("20", currency: .eur))]
    for name in ["regional", "smart-up", "rules-up", "cap-up", "region-up"] {
      let quote = try catalog.quote(
        for: ItemizedBill(bill, items: items), policy: try catalog.policy(named: name))
      #expect(quote.total.amountText == "27.00", "\(name)")
    }
  }

  @Test("A policy's own quote has no charges: its round-up is what it was")
  func ownQuote() throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("20", channel: .delivery, region: "DE", currency: .eur)
    let quote = try catalog.policy(named: "regional").quote(for: bill)
    #expect(quote.total.amountText == "22.00")
  }
}
