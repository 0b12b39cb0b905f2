import Testing
import TipEngine
import TipTestSupport

/// A bill without the order fields must cost what a bare subtotal costs. A `Bill` is
/// plain data (no reference, so a copy counts nothing), and its line items travel beside it in an
/// `ItemizedBill` that every policy, quote, catalog quote and screen accepts; a policy that
/// delegates passes the items on.
@Suite("Itemized bills: a plain Bill, items beside it, passed through every kind")
struct ItemizedBillTests {
  /// A salon visit: 45.00 of service and 15.00 of retail, 6.00 off, in a region.
  static func visit(region: String = "US") throws -> ItemizedBill {
    var bill = Bill(subtotal: try Money("60", currency: .usd), region: try Region(region))
    bill.discount = try Money("6", currency: .usd)
    return ItemizedBill(
      bill,
      items: [
        LineItem(name: "haircut", category: "service", amount: try Money("45", currency: .usd)),
        LineItem(name: "shampoo", category: "retail", amount: try Money("15", currency: .usd)),
      ])
  }

  @Test("A bill is plain data whatever it carries: copying one counts no reference")
  func billIsPlainData() throws {
    // Before this change a bill held its order fields in a box, so every copy of every bill
    // (a loop over [Bill], a call through any TipPolicy) retained and released it.
    #expect(_isPOD(Bill.self))
    // And no larger than a bill before the order fields: a loop over many bills reads no more.
    #expect(MemoryLayout<Bill>.size <= 64)
    var bill = Bill(subtotal: try Money("60", currency: .usd), partySize: 2)
    bill.discount = try Money("6", currency: .usd)
    bill.channel = .dineIn
    bill.localTime = try LocalDateTime("2026-11-28T01:15")
    bill.payment = .cash
    bill.gratuityApplied = true
    let copy = bill
    #expect(copy == bill)
    #expect(copy.hashValue == bill.hashValue)
    bill.payment = .card
    #expect(copy != bill)
  }

  /// A catalog whose composite kinds all end in the salon's percentage of service items.
  static let source = CatalogSource(
    name: "salon.json",
    json: #"""
      {"version": 1, "policies": [
        {"name": "salon", "kind": "percent", "rate": "20", "categories": ["service"]},
        {"name": "salon-up", "kind": "round-up", "policy": "salon", "increment": "1",
         "target": "tip"},
        {"name": "salon-cap", "kind": "cap", "policy": "salon", "maximum": "100"},
        {"name": "salon-smart", "kind": "smart", "threshold": "10", "below": "fixed-1",
         "above": "salon", "categories": ["service"]},
        {"name": "salon-rules", "kind": "rules",
         "rules": [{"when": {"partySize": {"min": 20}}, "policy": "fixed-2"}],
         "otherwise": "salon"},
        {"name": "salon-regions", "kind": "region", "regions": {"US": {"policy": "salon"}},
         "fallback": "salon-cap"}]}
      """#)

  @Test(
    "Every kind passes the items on to the percentage of service items",
    arguments: [
      // 20 % of the haircut's share of the discounted subtotal: 45 × 54 ÷ 60 = 40.50 → 8.10
      ("salon", "US", "8.10"), ("salon-up", "US", "9.00"), ("salon-cap", "US", "8.10"),
      ("salon-smart", "US", "8.10"), ("salon-rules", "US", "8.10"),
      ("salon-regions", "US", "8.10"), ("salon-regions", "GB", "8.10"),
    ])
  func compositesPassItemsOn(name: String, region: String, tip: String) throws {
    let catalog = try PolicyCatalog(sources: [.builtIn, ItemizedBillTests.source])
    let policy = try catalog.policy(named: name)
    let visit = try ItemizedBillTests.visit(region: region)
    #expect(try policy.tip(for: visit).amountText == tip)
    #expect(try policy.quote(for: visit).tip.amountText == tip)
    #expect(try catalog.quote(for: visit, policyNamed: name).tip.amountText == tip)
    // The bill alone cannot say which part of it is the haircut.
    #expect(throws: PolicyError.self) { try policy.tip(for: visit.bill) }
  }

  @Test("A rules policy gives the items to the rule that holds, not only to otherwise")
  func rulesPassItemsToTheirRule() throws {
    let catalog = try PolicyCatalog(sources: [.builtIn, ItemizedBillTests.source])
    let policy = try catalog.policy(named: "salon-rules")
    var visit = try ItemizedBillTests.visit()
    visit.bill.partySize = 20
    #expect(try policy.tip(for: visit).amountText == "2.00")
    #expect(try policy.quote(for: visit).tip.amountText == "2.00")
    visit.bill.partySize = 19
    #expect(try policy.tip(for: visit).amountText == "8.10")
  }

  @Test("A catalog quote of an itemized bill keeps its charges and cash rounding")
  func catalogQuoteWithCharges() throws {
    let charges = CatalogSource(
      name: "charges.json",
      json: #"""
        {"version": 1, "policies": [],
         "serviceCharges": [{"name": "house", "rate": "10", "taxRate": "5"}]}
        """#)
    let catalog = try PolicyCatalog(sources: [.builtIn, ItemizedBillTests.source, charges])
    var visit = try ItemizedBillTests.visit()
    visit.bill.partySize = 3
    let quote = try catalog.quote(for: visit, policyNamed: "salon")
    #expect(quote.tip.amountText == "8.10")
    #expect(quote.serviceCharges.map(\.amount.amountText) == ["5.40"])  // 10 % of 54.00
    #expect(quote.serviceCharges.map(\.tax.amountText) == ["0.27"])
    #expect(quote.total.amountText == "67.77")  // 54.00 + 5.40 + 0.27 + 8.10
    #expect(quote.shares.map(\.amountText) == ["22.59", "22.59", "22.59"])
    #expect(quote.bill == visit.bill)
  }

  @Test("Items change nothing for a policy without categories: every built-in policy, 500 bills")
  func itemsMatterOnlyToCategories() throws {
    let catalog = try PolicyCatalog.builtIn()
    var random = SeededGenerator(seed: 151)
    let regions = ["US", "CA-QC", "GB", "JP", "FR", "CH", "AU"]
    for _ in 0..<500 {
      let region = try Region(regions[Int(random.next() % UInt64(regions.count))])
      let service = Int64(random.next() % 50_000)
      let retail = Int64(random.next() % 10_000)
      var bill = Bill(
        subtotal: Money(minorUnits: service + retail, currency: region.currency),
        tax: Money(minorUnits: (service + retail) / 10, currency: region.currency),
        partySize: 1 + Int(random.next() % 8), region: region)
      if random.next() % 2 == 0 {
        bill.discount = Money(minorUnits: retail / 2, currency: region.currency)
      }
      let itemized = ItemizedBill(
        bill,
        items: [
          LineItem(
            category: "service", amount: Money(minorUnits: service, currency: bill.currency)),
          LineItem(category: "retail", amount: Money(minorUnits: retail, currency: bill.currency)),
        ])
      for name in catalog.names {
        let policy = try catalog.policy(named: name)
        let alone = Result { try policy.quote(for: bill) }.map { [$0.tip, $0.total] }
        let withItems = Result { try policy.quote(for: itemized) }.map { [$0.tip, $0.total] }
        #expect(
          String(describing: alone) == String(describing: withItems), "\(name), \(bill)")
      }
    }
  }

  @Test("A screen with categories reads the items")
  func screenReadsItems() throws {
    let screen = try TipScreen(options: [.percent(20)], categories: ["service"])
    let options = try screen.options(for: try ItemizedBillTests.visit())
    #expect(options.options.map(\.tip.amountText) == ["8.10"])
    #expect(throws: ScreenError.self) {
      try screen.options(for: try ItemizedBillTests.visit().bill)
    }
  }

  @Test(
    "Items that do not fit the bill are invalid, with the item named",
    arguments: [
      ("15", "USD", "the items add up to 60.00, not the subtotal 70.00"),
      ("15", "EUR", "the item 2 (shampoo) is in EUR but the subtotal in USD"),
      ("-15", "USD", "the item 2 (shampoo) -15.00 is negative"),
    ])
  func invalidItems(shampoo: String, currency: String, message: String) throws {
    var visit = try ItemizedBillTests.visit()
    visit.items[1].amount = try Money(shampoo, currency: try Currency(code: currency))
    if currency == "USD", shampoo == "15" {
      visit.bill.subtotal = try Money("70", currency: .usd)
    }
    #expect {
      try visit.validate()
    } throws: { error in
      (error as? PolicyError) == .invalidBill(reason: message)
    }
    let salon = try PercentPolicy(rate: 20, categories: ["service"])
    #expect(throws: PolicyError.self) { try salon.quote(for: visit) }
  }
}
