import Testing
import TipEngine
import TipTestSupport

@Suite("The catalog's quote: charges, tip, total, cash rounding, payable and shares")
struct CatalogQuoteTests {
  /// A restaurant group over the built-in catalog: a large-party gratuity for dine-in, taxed;
  /// a delivery fee.
  static let group = Result { try SampleCatalogs.restaurantGroupCatalog() }

  @Test("Every step, once: charges with their tax and a discount, tip, total, rounding, shares")
  func pipeline() throws {
    let catalog = try Self.group.get()
    let bill = try orderBill(
      "200.00", tax: "14.02", discount: "25.00", party: 8, channel: .dineIn, payment: .cash,
      region: "CA", currency: .cad)
    // A fixed tip, so that the test does not depend on what a percentage's base is.
    let quote = try catalog.quote(
      for: bill, policy: try catalog.policy(named: "fixed-2"), splitting: .evenly(people: 3))
    let charge = try #require(quote.serviceCharges.first)
    #expect(quote.serviceCharges.count == 1)
    #expect(charge.name == "large-party")
    #expect(charge.amount.amountText == "31.50")  // 18 % of 175.00 (after the discount)
    #expect(charge.tax.amountText == "3.15")
    #expect(charge.isGratuity)
    #expect(charge.note == "An 18% gratuity is added for parties of 6 or more.")
    #expect(quote.bill.gratuityApplied)
    #expect(quote.discount.amountText == "25.00")
    #expect(quote.tip.amountText == "2.00")
    // 200 − 25 + 14.02 + 31.50 + 3.15 + 2 = 225.67, paid in cash in Canada: 225.65.
    #expect(quote.total.amountText == "225.67")
    #expect(quote.rounding.amountText == "-0.02")
    #expect(quote.payable.amountText == "225.65")
    // Each cash payment is rounded on its own: 75.23, 75.22 and 75.22 are 75.25, 75.20, 75.20.
    #expect(quote.shares.map(\.amountText) == ["75.25", "75.20", "75.20"])
  }

  @Test("Cash shares are rounded one by one, evenly or by weight, and sum to the payable amount")
  func sharesSplitPayable() throws {
    let catalog = try Self.group.get()
    let bill = try orderBill(
      "20.00", channel: .delivery, payment: .cash, region: "CA", currency: .cad)
    let policy = try catalog.policy(named: "percent-18")
    // 28.59 among three is 9.53 each, 9.55 in cash; by 1:2, 9.53 and 19.06: 9.55 and 19.05.
    for (method, payable) in [
      (SplitMethod.evenly(people: 3), "28.65"), (.weighted([1, 2]), "28.60"), (.partySize, "28.60"),
    ] {
      let quote = try catalog.quote(for: bill, policy: policy, splitting: method)
      #expect(quote.total.amountText == "28.59")  // 20 + 4.99 + 3.60
      #expect(quote.payable.amountText == payable)
      #expect(quote.rounding.minorUnits == quote.payable.minorUnits - quote.total.minorUnits)
      let sum = quote.shares.reduce(Int64(0)) { $0 + $1.minorUnits }
      #expect(sum == quote.payable.minorUnits)
    }
    let even = try catalog.quote(for: bill, policy: policy, splitting: .evenly(people: 3))
    #expect(even.shares.map(\.amountText) == ["9.55", "9.55", "9.55"])
    #expect(even.largestShare.amountText == "9.55")
  }

  @Test("A bill without order fields costs what the policy's own quote costs, and equals it")
  func plainBill() throws {
    let catalog = try Self.group.get()
    let policy = try catalog.policy(named: "regional")
    let bill = try orderBill("84.50", tax: "7.00", region: "US")
    let own = try policy.quote(for: bill, splitting: .evenly(people: 3))
    let catalogs = try catalog.quote(for: bill, policy: policy, splitting: .evenly(people: 3))
    #expect(own == catalogs)
    #expect(own.serviceCharges.isEmpty)
    #expect(own.rounding.isZero)
    #expect(own.payable == own.total)
    #expect(own.total.amountText == "106.71")
    #expect(own.discount.isZero)
  }

  @Test("A policy's own quote has no charges and no rounding, whatever the bill")
  func policyQuote() throws {
    let bill = try orderBill(
      "41.42", party: 8, channel: .dineIn, payment: .cash, region: "CH", currency: .chf)
    let quote = try PercentPolicy(rate: 10).quote(for: bill)
    #expect(quote.serviceCharges.isEmpty)
    #expect(quote.rounding.isZero)
    #expect(quote.payable.amountText == "45.56")
    #expect(!quote.bill.gratuityApplied)
  }

  @Test("Quote's initialiser with charges computes the total and checks the shares")
  func quoteInitialiser() throws {
    let bill = try orderBill("10.00")
    let charge = AppliedServiceCharge(
      name: "service", amount: try Money("1.00", currency: .usd),
      tax: try Money("0.10", currency: .usd), isGratuity: false)
    let quote = try Quote(
      bill: bill, tip: try Money("2.00", currency: .usd), serviceCharges: [charge],
      rounding: try Money("-0.05", currency: .usd),
      shares: [try Money("13.05", currency: .usd)])
    #expect(quote.total.amountText == "13.10")
    #expect(quote.payable.amountText == "13.05")
    #expect(try charge.total().amountText == "1.10")
    #expect(throws: PolicyError.self) {
      try Quote(
        bill: bill, tip: try Money("2.00", currency: .usd), serviceCharges: [charge],
        rounding: .zero(.usd), shares: [try Money("13.05", currency: .usd)])
    }
  }

  @Test("A charge that cannot apply fails the quote with the reason; a bad bill is refused")
  func failures() throws {
    let catalog = try Self.group.get()
    let yen = try orderBill("1000", channel: .delivery, currency: .jpy)
    #expect {
      try catalog.quote(for: yen, policy: try catalog.policy(named: "none"))
    } throws: { error in
      "\(error)".contains("the service charge 'delivery' of 4.99 has more fraction digits")
    }
    let tooMuch = try orderBill("10.00", discount: "12.00", channel: .delivery)
    #expect(throws: PolicyError.self) {
      try catalog.quote(for: tooMuch, policy: try catalog.policy(named: "none"))
    }
  }

  @Test("By selection and by name; a bill without a region takes the selection's")
  func selectionAndName() throws {
    let catalog = try PolicyCatalog.builtIn()
    let selection = try catalog.selectPolicy(region: try Region("CH"))
    var bill = Bill(subtotal: try Money("41.42", currency: .chf))
    bill.payment = .cash
    let quote = try catalog.quote(for: bill, selection: selection)
    #expect(quote.bill.region?.code == "CH")
    #expect(quote.tip.amountText == "2.58")  // round-up-5: 5 % then the total up to 44
    #expect(quote.payable.amountText == "44.00")
    let named = try catalog.quote(for: bill, policyNamed: "percent-10")
    #expect(named.tip.amountText == "4.14")
    #expect(throws: CatalogError.self) { try catalog.quote(for: bill, policyNamed: "nope") }
  }

  @Test("Quebec tips 15 % before tax, and suggests 15, 18 and 20 %")
  func quebec() throws {
    let catalog = try PolicyCatalog.builtIn()
    let regional = try #require(catalog.regionalPolicy)
    let rule = try #require(regional.rule(for: try Region("CA-QC")))
    #expect(rule.policy.name == "percent-15")
    #expect(rule.suggestions == [15, 18, 20])
    #expect(rule.note?.contains("Quebec") == true)
    #expect(rule.note?.contains("before tax") == true)
    let bill = try orderBill("100.00", tax: "14.98", region: "CA-QC", currency: .cad)
    let quote = try catalog.quote(
      for: bill, selection: try catalog.selectPolicy(region: bill.region))
    #expect(quote.tip.amountText == "15.00")
    #expect(quote.total.amountText == "129.98")
  }
}
