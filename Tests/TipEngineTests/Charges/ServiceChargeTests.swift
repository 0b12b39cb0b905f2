import Testing
import TipEngine
import TipTestSupport

/// A test kind that tips one rate when its `when` holds and another otherwise, as a `rules`
/// policy does (that kind is written in parallel): with `{"gratuityApplied": true}` it lowers
/// the tip when a gratuity is already on the bill, as Toast does.
private struct WhenRatePolicy: ConfigurablePolicy {
  static let kind = "when-rate-test"
  var when: BillCondition
  var then: Percentage
  var otherwise: Percentage

  func tip(for bill: Bill) throws -> Money {
    try bill.subtotal.percentage(when.holds(for: bill) ? then : otherwise)
  }

  var summary: String { "\(then) when \(when.summary), else \(otherwise)" }
}

@Suite("Service charges: amounts, bases, taxes, conditions and catalog errors")
struct ServiceChargeTests {
  /// A catalog over nothing but `sections` (JSON members after `"policies": [...]`).
  static func catalog(_ sections: String, policies: String = "", name: String = "house.json")
    throws -> PolicyCatalog
  {
    let json = #"{"version": 1, "policies": [\#(policies)], \#(sections)}"#
    return try PolicyCatalog(
      sources: [CatalogSource(name: name, json: json)],
      registry: PolicyRegistry.standard.registering(WhenRatePolicy.self))
  }

  /// Every error of loading `sections` over the built-in catalog, as text.
  static func errors(_ sections: String) -> [String] {
    let json = #"{"version": 1, "policies": [], \#(sections)}"#
    return PolicyCatalog.validate([.builtIn, CatalogSource(name: "house.json", json: json)])
      .errors.map(\.description)
  }

  @Test(
    "A rate applies to its base: the subtotal after the discount, the gross, or with tax",
    arguments: [
      // base, subtotal, discount, tax, charge
      ("subtotal", "100.00", "20.00", "8.00", "14.40"),  // 18 % of 80.00
      ("gross", "100.00", "20.00", "8.00", "18.00"),  // 18 % of 100.00
      ("total", "100.00", "20.00", "8.00", "15.84"),  // 18 % of 88.00
      ("subtotal", "100.00", nil, nil, "18.00"),
      ("total", "10.05", nil, "0.83", "1.96"),  // 18 % of 10.88 = 1.9584
    ] as [(String, String, String?, String?, String)])
  func bases(base: String, subtotal: String, discount: String?, tax: String?, charge: String)
    throws
  {
    let catalog = try Self.catalog(
      #""serviceCharges": [{"name": "service", "rate": "18", "base": "\#(base)"}]"#)
    let bill = try orderBill(subtotal, tax: tax, discount: discount)
    let applied = try #require(try catalog.serviceCharges[0].applied(to: bill))
    #expect(applied.amount.amountText == charge)
    #expect(applied.tax.isZero)
    #expect(!applied.isGratuity)
  }

  @Test(
    "A charge's tax is rounded once, on the rounded charge; no tax rate means no tax",
    arguments: [
      // rate or amount, tax rate, subtotal, charge, tax
      (#""rate": "18""#, "8.875", "84.50", "15.21", "1.35"),  // 15.21 × 8.875 % = 1.3499…
      (#""rate": "20""#, "13", "100.00", "20.00", "2.60"),
      (#""amount": "4.99""#, "8", "12.00", "4.99", "0.40"),  // 0.3992
      (#""amount": "5""#, nil, "12.00", "5.00", "0.00"),
      (#""rate": "12.5""#, "0", "33.33", "4.17", "0.00"),  // 4.16625
    ] as [(String, String?, String, String, String)])
  func taxes(amount: String, taxRate: String?, subtotal: String, charge: String, tax: String)
    throws
  {
    let taxKey = taxRate.map { #", "taxRate": "\#($0)""# } ?? ""
    let catalog = try Self.catalog(
      #""serviceCharges": [{"name": "service", \#(amount)\#(taxKey)}]"#)
    let applied = try #require(try catalog.serviceCharges[0].applied(to: try orderBill(subtotal)))
    #expect(applied.amount.amountText == charge)
    #expect(applied.tax.amountText == tax)
  }

  @Test("Conditions decide: the large-party gratuity applies to dine-in parties of 6 or more")
  func conditions() throws {
    let catalog = try Self.catalog(
      #""serviceCharges": [{"name": "large-party", "rate": "18", "gratuity": true, "#
        + #""when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "#
        + #""note": "18% for parties of 6 or more"}]"#)
    let charge = catalog.serviceCharges[0]
    #expect(charge.isGratuity)
    #expect(charge.note == "18% for parties of 6 or more")
    #expect(try charge.applied(to: try orderBill("100", party: 6, channel: .dineIn)) != nil)
    #expect(try charge.applied(to: try orderBill("100", party: 5, channel: .dineIn)) == nil)
    #expect(try charge.applied(to: try orderBill("100", party: 8, channel: .takeout)) == nil)
    // A condition on a field the bill does not carry does not hold.
    #expect(try charge.applied(to: try orderBill("100", party: 8)) == nil)
    #expect(
      charge.summary == "18% of the subtotal, a gratuity, parties of 6 or more, dine-in")
  }

  @Test("A gratuity charge marks the bill before the tip, so a rule can lower the suggestion")
  func gratuityFeedsTheTip() throws {
    let catalog = try Self.catalog(
      #""serviceCharges": [{"name": "large-party", "rate": "18", "gratuity": true, "#
        + #""when": {"partySize": {"min": 6}}}, {"name": "bag", "amount": "0.10"}]"#,
      policies: #"{"name": "toast", "kind": "when-rate-test", "#
        + #""when": {"gratuityApplied": true}, "then": "3", "otherwise": "18"}"#)
    let policy = try catalog.policy(named: "toast")
    let large = try catalog.quote(for: try orderBill("100.00", party: 6), policy: policy)
    #expect(large.bill.gratuityApplied)
    #expect(large.tip.amountText == "3.00")
    #expect(large.serviceCharges.map(\.name) == ["large-party", "bag"])
    #expect(large.total.amountText == "121.10")  // 100 + 18 + 0.10 + 3
    let small = try catalog.quote(for: try orderBill("100.00", party: 2), policy: policy)
    #expect(!small.bill.gratuityApplied)
    #expect(small.tip.amountText == "18.00")
    #expect(small.serviceCharges.map(\.name) == ["bag"])
    #expect(small.total.amountText == "118.10")
  }

  @Test("A fixed amount must fit the bill: its currency and its digits")
  func fixedAmounts() throws {
    let catalog = try Self.catalog(
      #""serviceCharges": [{"name": "cover", "amount": "2.50", "currency": "EUR"}, "#
        + #"{"name": "bag", "amount": "0.05"}]"#)
    let euros = try #require(
      try catalog.serviceCharges[0].applied(to: try orderBill("10", currency: .eur)))
    #expect(euros.amount.description == "2.50 EUR")
    #expect {
      try catalog.serviceCharges[0].applied(to: try orderBill("10"))
    } throws: { error in
      "\(error)".contains("the service charge 'cover' of 2.5 EUR cannot apply to a bill in USD")
    }
    #expect {
      try catalog.serviceCharges[1].applied(to: try orderBill("1000", currency: .jpy))
    } throws: { error in
      "\(error)".contains("the service charge 'bag' of 0.05 has more fraction digits than JPY")
    }
  }

  @Test("The initialiser applies the catalog's rules")
  func initialiser() throws {
    let charge = try ServiceCharge(
      name: "service", amount: .rate(10), base: .gross, taxRate: 20, isGratuity: true)
    #expect(charge.summary == "10% of the subtotal before the discount, taxed at 20%, a gratuity")
    #expect(throws: PolicyError.self) { try ServiceCharge(name: "", amount: .rate(10)) }
    #expect(throws: PolicyError.self) { try ServiceCharge(name: "x", amount: .rate(101)) }
    #expect(throws: PolicyError.self) {
      try ServiceCharge(name: "x", amount: .fixed(DecimalValue("-1"), currency: nil))
    }
    #expect(throws: PolicyError.self) {
      try ServiceCharge(name: "x", amount: .fixed(DecimalValue("1.005"), currency: .usd))
    }
    #expect(throws: PolicyError.self) {
      try ServiceCharge(name: "x", amount: .rate(10), taxRate: 150)
    }
  }

  @Test(
    "Mistakes in a charge are load errors with the file, line, path and a fix",
    arguments: [
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "amount": "5"}]"#,
        "house.json:1:89: at serviceCharges[0].amount: both 'rate' and 'amount' are given; "
          + "keep one: a rate in percent of the base, or a fixed amount"
      ),
      (
        #""serviceCharges": [{"name": "a"}]"#,
        "house.json:1:51: at serviceCharges[0]: neither 'rate' nor 'amount' is given; add one, "
          + #"such as "rate": "18" (percent of the base) or "amount": "5.00""#
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "180"}]"#,
        "house.json:1:73: at serviceCharges[0].rate: rate 180 is out of range; "
          + "expected 0 to 100 (percent)"
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "taxRate": "-1"}]"#,
        "house.json:1:90: at serviceCharges[0].taxRate: tax rate -1 is out of range; "
          + "expected 0 to 100 (percent)"
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "gratuty": true}]"#,
        "house.json:1:79: at serviceCharges[0].gratuty: unknown key 'gratuty'; "
          + "did you mean 'gratuity'?"
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "base": "net"}]"#,
        "house.json:1:87: at serviceCharges[0].base: unknown charge base 'net'; "
          + "expected one of: subtotal, gross, total"
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "currency": "USD"}]"#,
        "house.json:1:91: at serviceCharges[0].currency: 'currency' goes with a fixed 'amount', "
          + "not with a 'rate'; remove it: a rate applies to the bill in its own currency"
      ),
      (
        #""serviceCharges": [{"name": "", "rate": "18"}]"#,
        "house.json:1:60: at serviceCharges[0].name: the name is empty; name the charge as the "
          + #"bill shows it, such as "large-party""#
      ),
      (
        #""serviceCharges": [{"name": "a", "rate": "18", "when": {"partySize": {"min": 0}}}]"#,
        "house.json:1:101: at serviceCharges[0].when.partySize: a party of 0; "
          + "expected 1 guest or more"
      ),
      (
        #""serviceCharges": {"name": "a"}"#,
        "house.json:1:50: at serviceCharges: expected an array of service charge objects, found "
          + #"an object; write "serviceCharges": [{"name": "large-party", "rate": "18", …}]"#
      ),
    ])
  func loadErrors(sections: String, message: String) {
    #expect(Self.errors(sections) == [message])
  }

  @Test("A charge's empty 'when' is refused at the 'when', as a rule's is: it would charge all")
  func emptyConditionIsRefused() {
    #expect(
      Self.errors(#""serviceCharges": [{"name": "a", "rate": "18", "when": {}}]"#) == [
        "house.json:1:87: at serviceCharges[0].when: the condition is empty, so the charge "
          + #"applies to every bill; give a condition such as {"partySize": {"min": 6}}, or "#
          + "leave 'when' out to charge every bill"
      ])
    // A condition written as null is refused as null, not also as an empty condition.
    #expect(
      Self.errors(#""serviceCharges": [{"name": "a", "rate": "18", "when": {"partySize": null}}]"#)
        == [
          "house.json:1:101: at serviceCharges[0].when.partySize: expected a count range, found "
            + "null; write a count range, or leave 'partySize' out"
        ])
  }

  @Test("Two charges with one name in a file are an error; every problem is reported")
  func duplicateNames() {
    let errors = Self.errors(
      #""serviceCharges": [{"name": "a", "rate": "18"}, {"name": "b", "rate": "500"}, "#
        + #"{"name": "a", "amount": "1"}]"#)
    #expect(
      errors == [
        "house.json:1:102: at serviceCharges[1].rate: rate 500 is out of range; expected 0 to "
          + "100 (percent)",
        "house.json:1:110: at serviceCharges[2]: duplicate service charge name 'a' (first at "
          + "line 1); rename one of them; names are unique within a file",
      ])
  }

  @Test("A later file's charge replaces an earlier one of the same name, in its place")
  func layering() throws {
    let first = CatalogSource(
      name: "group.json",
      json:
        #"{"version": 1, "policies": [], "serviceCharges": [{"name": "service", "rate": "10"}, "#
        + #"{"name": "bag", "amount": "0.10"}]}"#)
    let second = CatalogSource(
      name: "branch.json",
      json:
        #"{"version": 1, "policies": [], "serviceCharges": [{"name": "service", "rate": "12"}, "#
        + #"{"name": "delivery", "amount": "3"}]}"#)
    let catalog = try PolicyCatalog(sources: [.builtIn, first, second])
    #expect(catalog.serviceCharges.map(\.name) == ["service", "bag", "delivery"])
    #expect(catalog.serviceCharges[0].amount == .rate(12))
    #expect(try PolicyCatalog.builtIn().serviceCharges.isEmpty)
  }
}
