import Testing
import TipEngine

private func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

@Suite("Built-in policies and quotes")
struct PolicyTests {
  // The seed apps' own scenarios.
  @Test("Bill 100, no tip, 1 person: 100 each, total 100, tip 0")
  func noTipOnePerson() throws {
    let quote = try FixedPolicy(amount: 0).quote(for: Bill(subtotal: usd("100")))
    #expect(quote.largestShare.amountText == "100.00")
    #expect(quote.total.amountText == "100.00")
    #expect(quote.tip.amountText == "0.00")
    #expect(quote.shares.count == 1)
  }

  @Test("Bill 100, no tip, 2 people: 50 each")
  func noTipTwoPeople() throws {
    let quote = try FixedPolicy(amount: 0).quote(for: Bill(subtotal: usd("100"), partySize: 2))
    #expect(quote.shares.map(\.amountText) == ["50.00", "50.00"])
  }

  @Test("Bill 100, 10 %, 2 people: 55 each, total 110, tip 10")
  func tenPercentTwoPeople() throws {
    let quote = try PercentPolicy(rate: 10).quote(
      for: Bill(subtotal: usd("100")), splitting: .evenly(people: 2))
    #expect(quote.shares.map(\.amountText) == ["55.00", "55.00"])
    #expect(quote.total.amountText == "110.00")
    #expect(quote.tip.amountText == "10.00")
  }

  @Test("Bill 200, custom tip 201, 4 people: 100.25 each, total 401")
  func customTip() throws {
    let quote = try FixedPolicy(usd("201")).quote(
      for: Bill(subtotal: usd("200"), partySize: 4))
    #expect(quote.shares.map(\.amountText) == Array(repeating: "100.25", count: 4))
    #expect(quote.total.amountText == "401.00")
  }

  @Test(
    "Bill 50 at the presets", arguments: [(10, "5.00"), (15, "7.50"), (20, "10.00")])
  func presets(rate: Int64, tip: String) throws {
    #expect(
      try PercentPolicy(rate: Percentage(integerLiteral: rate)).tip(
        for: Bill(subtotal: usd("50"))
      ).amountText == tip)
  }

  @Test("Dutch pay: 1000 among 4 is 250 each")
  func dutchPay() throws {
    let quote = try FixedPolicy(amount: 0).quote(
      for: Bill(subtotal: usd("1000")), splitting: .evenly(people: 4))
    #expect(quote.shares.map(\.amountText) == Array(repeating: "250.00", count: 4))
  }

  @Test("Percent on the subtotal or on subtotal + tax (Toast's $10 + $1 tax at 20 %)")
  func percentBase() throws {
    let bill = Bill(subtotal: try usd("10"), tax: try usd("1"))
    #expect(try PercentPolicy(rate: 20).tip(for: bill).amountText == "2.00")
    #expect(try PercentPolicy(rate: 20, base: .total).tip(for: bill).amountText == "2.20")
    let quote = try PercentPolicy(rate: 20).quote(for: bill)
    #expect(quote.total.amountText == "13.00")
  }

  @Test("Percent rounding rule applies once")
  func percentRounding() throws {
    // 18 % of 84.75 = 15.255
    let bill = Bill(subtotal: try usd("84.75"))
    #expect(try PercentPolicy(rate: 18).tip(for: bill).amountText == "15.26")
    #expect(try PercentPolicy(rate: 18, rounding: .halfEven).tip(for: bill).amountText == "15.26")
    #expect(try PercentPolicy(rate: 18, rounding: .down).tip(for: bill).amountText == "15.25")
    // 18 % of 84.25 = 15.165: half-even goes to 15.16.
    let other = Bill(subtotal: try usd("84.25"))
    #expect(try PercentPolicy(rate: 18, rounding: .halfEven).tip(for: other).amountText == "15.16")
  }

  @Test("Fixed tips refuse another currency and extra digits")
  func fixed() throws {
    let bill = Bill(subtotal: Money(minorUnits: 1000, currency: .jpy))
    let dollars = try FixedPolicy(amount: 2, currency: .usd)
    #expect(throws: PolicyError.self) { try dollars.tip(for: bill) }
    #expect(throws: PolicyError.self) {
      try FixedPolicy(amount: DecimalValue("0.5")).tip(for: bill)
    }
    #expect(try FixedPolicy(amount: 100).tip(for: bill).amountText == "100")
    #expect(
      throws: PolicyError.invalidSetting(
        kind: "fixed", setting: "amount", problem: "amount -1 is negative",
        expected: "expected zero or more")
    ) { try FixedPolicy(amount: -1) }
  }

  @Test(
    "Round-up makes the total a multiple of the increment, never lowering the tip",
    arguments: [
      ("84.50", "0", "1", "0.50"),
      ("84.00", "0", "1", "0.00"),
      ("37.14", "18", "1", "6.86"),
      ("37.14", "18", "5", "7.86"),
      ("12.34", "0", "0.05", "0.01"),
      ("99.99", "10", "1", "10.01"),
    ])
  func roundUp(subtotal: String, rate: String, increment: String, tip: String) throws {
    let policy = try RoundUpPolicy(
      wrapping: try PercentPolicy(rate: Percentage(rate)),
      increment: DecimalValue(increment))
    let bill = Bill(subtotal: try usd(subtotal))
    let result = try policy.tip(for: bill)
    #expect(result.amountText == tip)
    #expect(
      try result.minorUnits >= PercentPolicy(rate: Percentage(rate)).tip(for: bill).minorUnits
    )
  }

  @Test("Round-up of the tip itself, and with tax in the total")
  func roundUpTargets() throws {
    let inner = try PercentPolicy(rate: 18)
    let tipOnly = try RoundUpPolicy(wrapping: inner, increment: 1, target: .tip)
    #expect(try tipOnly.tip(for: Bill(subtotal: usd("37.14"))).amountText == "7.00")
    let total = try RoundUpPolicy(wrapping: inner)
    // 37.14 + 3.00 tax + 6.69 tip = 46.83 → 47.00: tip 6.86.
    #expect(try total.tip(for: Bill(subtotal: usd("37.14"), tax: usd("3"))).amountText == "6.86")
    // An increment finer than yen is an error for a JPY bill.
    let cash = try RoundUpPolicy(wrapping: inner, increment: DecimalValue("0.05"))
    #expect(throws: PolicyError.self) {
      try cash.tip(for: Bill(subtotal: Money(minorUnits: 1000, currency: .jpy)))
    }
  }

  @Test(
    "Smart policy: fixed below the threshold, percent from it up",
    arguments: [("9.99", "2.00"), ("10.00", "1.80"), ("50", "9.00"), ("0", "2.00")])
  func smart(subtotal: String, tip: String) throws {
    let policy = try SmartPolicy(
      threshold: 10, below: PolicyReference(try FixedPolicy(amount: 2)),
      above: PolicyReference(try PercentPolicy(rate: 18)))
    #expect(try policy.tip(for: Bill(subtotal: usd(subtotal))).amountText == tip)
  }

  @Test("Region policy dispatches on the bill's region, else the fallback, else an error")
  func region() throws {
    let regions: [String: RegionPolicy.Rule] = [
      "US": .init(policy: PolicyReference(try PercentPolicy(rate: 18))),
      "JP": .init(policy: PolicyReference(try FixedPolicy(amount: 0))),
    ]
    let policy = try RegionPolicy(regions: regions)
    #expect(
      try policy.tip(for: Bill(subtotal: usd("100"), region: try Region("us"))).amountText
        == "18.00")
    #expect(throws: PolicyError.noRuleForRegion(region: "DE", policy: nil, known: ["JP", "US"])) {
      try policy.tip(for: Bill(subtotal: usd("100"), region: try Region("DE")))
    }
    #expect(throws: PolicyError.missingRegion(policy: nil)) {
      try policy.tip(for: Bill(subtotal: usd("100")))
    }
    let withFallback = try RegionPolicy(
      regions: regions, fallback: PolicyReference(try PercentPolicy(rate: 10)))
    #expect(
      try withFallback.tip(for: Bill(subtotal: usd("100"), region: try Region("DE"))).amountText
        == "10.00")
  }

  @Test("Invalid bills are refused before any policy runs")
  func invalidBills() throws {
    let policy = try PercentPolicy(rate: 18)
    #expect(throws: PolicyError.self) { try policy.quote(for: Bill(subtotal: usd("-5"))) }
    #expect(throws: PolicyError.self) {
      try policy.quote(for: Bill(subtotal: usd("5"), tax: Money(minorUnits: 1, currency: .eur)))
    }
    #expect(throws: PolicyError.self) {
      try policy.quote(for: Bill(subtotal: usd("5"), partySize: 0))
    }
    #expect(throws: MoneyError.self) {
      try policy.quote(for: Bill(subtotal: usd("5")), splitting: .evenly(people: 0))
    }
  }

  @Test("Quotes split by weights and report shares that sum to the total")
  func weightedQuote() throws {
    let quote = try PercentPolicy(rate: 20).quote(
      for: Bill(subtotal: usd("84.50")), splitting: .weighted([1, 2]))
    #expect(quote.total.amountText == "101.40")
    #expect(quote.shares.map(\.amountText) == ["33.80", "67.60"])
    #expect(quote.effectiveRate == 20)
  }

  @Test("The batch entry point gives the same tips as one at a time")
  func batch() throws {
    let policy: any TipPolicy = try PercentPolicy(rate: try Percentage("12.5"))
    let bills = try (1...50).map { Bill(subtotal: try usd("\($0).37")) }
    let tips = try policy.tips(for: bills)
    #expect(tips == (try bills.map { try policy.tip(for: $0) }))
  }
}
