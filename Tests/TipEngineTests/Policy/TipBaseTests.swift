import Testing
import TipEngine

/// A bill of `subtotal` with an optional discount and tax.
func orderBill(
  _ subtotal: String, _ currency: Currency, discount: String? = nil, tax: String? = nil
) throws -> Bill {
  var bill = Bill(subtotal: try Money(subtotal, currency: currency))
  bill.discount = try discount.map { try Money($0, currency: currency) }
  bill.tax = try tax.map { try Money($0, currency: currency) }
  try bill.validate()
  return bill
}

/// ``orderBill(_:_:discount:tax:)`` with line items `(category, amount)`.
func itemizedBill(
  _ subtotal: String, _ currency: Currency, discount: String? = nil, tax: String? = nil,
  items: [(String?, String)]
) throws -> ItemizedBill {
  let itemized = ItemizedBill(
    try orderBill(subtotal, currency, discount: discount, tax: tax),
    items: try items.map { LineItem(category: $0.0, amount: try Money($0.1, currency: currency)) })
  try itemized.validate()
  return itemized
}

/// One policy read from a catalog of its own JSON object, over the built-in catalog.
func loadPolicy(_ policy: String, name: String = "p", others: [String] = []) throws
  -> any TipPolicy
{
  let policies = ([policy] + others).joined(separator: ", ")
  let source = CatalogSource(
    name: "test.json", json: #"{"version": 1, "policies": [\#(policies)]}"#)
  return try PolicyCatalog(sources: [.builtIn, source]).policy(named: name)
}

@Suite("Tip bases: subtotal, gross and total, and categories of line items")
struct TipBaseTests {
  /// A base's amount and a percent tip on it, in one currency.
  struct Vector: Sendable, CustomTestStringConvertible {
    var code: String
    var subtotal: String
    var discount: String
    var tax: String
    var rate: Percentage
    /// Per base, in the order subtotal, gross, total: the base and the tip.
    var expected: [TipBase: (base: String, tip: String)]

    var testDescription: String { "\(subtotal) \(code) − \(discount) + \(tax)" }
  }

  static let vectors: [Vector] = [
    Vector(
      code: "USD", subtotal: "100.00", discount: "20.00", tax: "8.00", rate: 20,
      expected: [
        .subtotal: ("80.00", "16.00"), .gross: ("100.00", "20.00"), .total: ("88.00", "17.60"),
      ]),
    // JPY has no minor unit: 15 % of ¥1,137 is ¥170.55, half-up ¥171.
    Vector(
      code: "JPY", subtotal: "1234", discount: "200", tax: "103", rate: 15,
      expected: [.subtotal: ("1034", "155"), .gross: ("1234", "185"), .total: ("1137", "171")]),
    // KWD has three digits: 10 % of 11.345 is 1.1345, half-up 1.135.
    Vector(
      code: "KWD", subtotal: "12.345", discount: "1.000", tax: "0.500",
      rate: 10,
      expected: [
        .subtotal: ("11.345", "1.135"), .gross: ("12.345", "1.235"), .total: ("11.845", "1.185"),
      ]),
  ]

  @Test("Each base in USD, JPY and KWD, and a percent tip on it", arguments: vectors)
  func bases(_ vector: Vector) throws {
    let bill = try orderBill(
      vector.subtotal, try Currency(code: vector.code), discount: vector.discount, tax: vector.tax)
    for base in TipBase.allCases {
      let (amount, tip) = try #require(vector.expected[base])
      #expect(try base.amount(of: bill).amountText == amount, "\(base)")
      let policy = try PercentPolicy(rate: vector.rate, base: base)
      #expect(try policy.tip(for: bill).amountText == tip, "\(base)")
      #expect(try policy.tips(for: [bill, bill]).map(\.amountText) == [tip, tip], "\(base)")
    }
  }

  @Test("The subtotal base is after the discount; gross is before it (Toast)")
  func subtotalIsAfterDiscount() throws {
    // Before this change, `.subtotal` was the bill's subtotal field, the gross.
    let bill = try orderBill("50.00", .usd, discount: "10.00")
    #expect(try TipBase.subtotal.amount(of: bill).amountText == "40.00")
    #expect(try PercentPolicy(rate: 20).tip(for: bill).amountText == "8.00")
    #expect(try PercentPolicy(rate: 20).tips(for: [bill]).map(\.amountText) == ["8.00"])
    #expect(try PercentPolicy(rate: 20, base: .gross).tip(for: bill).amountText == "10.00")
    // Toast's example: a $10 item with 10 % tax, 20 % tip → $2.00 before tax, $2.20 after.
    let toast = try orderBill("10.00", .usd, tax: "1.00")
    #expect(try PercentPolicy(rate: 20, base: .gross).tip(for: toast).amountText == "2.00")
    #expect(try PercentPolicy(rate: 20, base: .total).tip(for: toast).amountText == "2.20")
  }

  /// A salon bill: two services and a retail product, with a discount and tax.
  static func salon() throws -> ItemizedBill {
    try itemizedBill(
      "90.00", .usd, discount: "9.00", tax: "6.00",
      items: [("service", "45.00"), ("service", "30.00"), ("retail", "15.00")])
  }

  @Test(
    "Categories: only their items count, with discount and tax in proportion",
    arguments: [
      (TipBase.gross, "75.00", "15.00"),  // 45 + 30
      (.subtotal, "67.50", "13.50"),  // 75 × 81 ÷ 90
      (.total, "72.50", "14.50"),  // 75 × 87 ÷ 90
    ])
  func categories(base: TipBase, amount: String, tip: String) throws {
    let bill = try Self.salon()
    #expect(try base.amount(of: bill, categories: ["service"]).amountText == amount)
    let policy = try PercentPolicy(rate: 20, base: base, categories: ["service"])
    #expect(try policy.tip(for: bill).amountText == tip)
    #expect(try policy.quote(for: bill).tip.amountText == tip)
    // Every category at once is the whole bill.
    #expect(
      try base.amount(of: bill, categories: ["service", "retail"]) == base.amount(of: bill.bill))
    // The bill alone has no items to count.
    #expect(throws: PolicyError.self) { try policy.tip(for: bill.bill) }
    #expect(throws: PolicyError.self) { try policy.tips(for: [bill.bill]) }
  }

  @Test(
    "An apportioned base is exact and rounded once, half-up, in each currency",
    arguments: [
      // 1.00 × 1.99 ÷ 2.00 = 0.995 → 1.00
      (Currency.usd, "2.00", "0.01", ["1.00", "1.00"], "1.00"),
      // 1000 × 1400 ÷ 1500 = 933.33… → 933
      (Currency.jpy, "1500", "100", ["1000", "500"], "933"),
      // 1.000 × 2.999 ÷ 3.000 = 0.99966… → 1.000
      (try Currency(code: "KWD"), "3.000", "0.001", ["1.000", "2.000"], "1.000"),
    ])
  func apportionedRounding(
    currency: Currency, subtotal: String, discount: String, items: [String], base: String
  ) throws {
    let bill = try itemizedBill(
      subtotal, currency, discount: discount,
      items: [("service", items[0]), ("retail", items[1])])
    #expect(try TipBase.subtotal.amount(of: bill, categories: ["service"]).amountText == base)
  }

  @Test("A bill without items cannot take a categories base; one without those items has zero")
  func categoriesEdges() throws {
    let policy = try PercentPolicy(rate: 20, categories: ["service"])
    let plain = try orderBill("50.00", .usd)
    #expect {
      try policy.tip(for: plain)
    } throws: { error in
      (error as? PolicyError)?.description
        == "the tip base counts only items in service, but the bill has no line items; give "
        + "the bill its items, or use a policy without 'categories'"
    }
    #expect(throws: PolicyError.self) { try policy.quote(for: plain) }
    // Only retail and uncategorised items: nothing to tip on.
    let retail = try itemizedBill("20.00", .usd, items: [("retail", "15.00"), (nil, "5.00")])
    #expect(try policy.tip(for: retail).amountText == "0.00")
    // Categories are compared exactly.
    let shouting = try itemizedBill("20.00", .usd, items: [("SERVICE", "20.00")])
    #expect(try policy.tip(for: shouting).amountText == "0.00")
  }

  @Test("Smart compares the threshold with its base, categories included")
  func smartBase() throws {
    let below = PolicyReference(try FixedPolicy(amount: 1))
    let above = PolicyReference(try FixedPolicy(amount: 5))
    let bill = try itemizedBill(
      "60.00", .usd, discount: "20.00", items: [("service", "30.00"), ("retail", "30.00")])
    let gross = try SmartPolicy(threshold: 50, below: below, above: above, base: .gross)
    #expect(try gross.tip(for: bill).amountText == "5.00")  // 60 ≥ 50
    let net = try SmartPolicy(threshold: 50, below: below, above: above)
    #expect(try net.tip(for: bill).amountText == "1.00")  // 40 < 50
    let services = try SmartPolicy(
      threshold: 20, below: below, above: above, base: .gross, categories: ["service"])
    #expect(try services.tip(for: bill).amountText == "5.00")  // 30 ≥ 20
    let netServices = try SmartPolicy(
      threshold: try DecimalValue("20.01"), below: below, above: above, categories: ["service"])
    #expect(try netServices.tip(for: bill).amountText == "1.00")  // 30 × 40 ÷ 60 = 20 < 20.01
  }

  @Test("A catalog reads base and categories; summaries say them")
  func catalog() throws {
    let percent = try loadPolicy(
      #"{"name": "p", "kind": "percent", "rate": "20", "base": "gross", "categories": ["service", "color"]}"#
    )
    #expect(
      percent.summary
        == "20% of the subtotal before discount of service, color items, rounded half-up")
    #expect(try percent.tip(for: Self.salon()).amountText == "15.00")
    let smart = try loadPolicy(
      #"{"name": "p", "kind": "smart", "threshold": "10", "below": "fixed-1", "above": "percent-20", "categories": ["service"]}"#
    )
    #expect(
      smart.summary
        == "one policy below 10, another from 10 up (on the subtotal of service items)")
    #expect(try PercentPolicy(rate: 18).summary == "18% of the subtotal, rounded half-up")
    #expect(
      try PercentPolicy(rate: 18, base: .total).summary
        == "18% of the subtotal + tax, rounded half-up")
  }

  @Test(
    "Mistakes in categories are load errors at their key",
    arguments: [
      (#""categories": []"#, "the list is empty, so nothing counts"),
      (#""categories": [""]"#, "a category is an empty string"),
      (#""categories": "service""#, "expected an array, found the string \"service\""),
    ])
  func categoryMistakes(json: String, message: String) {
    #expect {
      try loadPolicy(#"{"name": "p", "kind": "percent", "rate": "20", "# + json + "}")
    } throws: { error in
      let text = "\(error)"
      return text.contains(message) && text.contains("test.json:1:")
        && text.contains("policies[0].categories")
    }
    #expect(throws: PolicyError.self) { try PercentPolicy(rate: 20, categories: []) }
  }
}
