import Testing
import TipEngine

@Suite("Cash rounding: every built-in region at and around its ties, and when it applies")
struct CashRoundingTests {
  /// The built-in catalog, loaded once.
  static let builtIn = Result { try PolicyCatalog.builtIn() }

  /// A cash bill of `subtotal` in `region`, in the region's currency unless told otherwise.
  static func cashBill(_ subtotal: String, _ region: String, currency: Currency? = nil) throws
    -> Bill
  {
    let place = try Region(region)
    var bill = Bill(
      subtotal: try Money(subtotal, currency: currency ?? place.currency), region: place)
    bill.payment = .cash
    return bill
  }

  /// What the built-in catalog makes payable of a cash bill of `subtotal` (no tip).
  static func payable(_ subtotal: String, _ region: String) throws -> Quote {
    let catalog = try builtIn.get()
    return try catalog.quote(
      for: try cashBill(subtotal, region), policy: try catalog.policy(named: "none"))
  }

  /// The regions that round cash in 0.05 steps with no ties: …1 and …2 down, …3 to …7 to …5,
  /// …8 and …9 up.
  static let fiveCentRegions = [
    "AU", "BE", "CA", "CH", "EE", "FI", "IE", "IT", "LT", "NL", "SK",
  ]

  @Test("The built-in catalog rounds cash in exactly these regions, with these rules")
  func builtInTable() throws {
    let table = try Self.builtIn.get().cashRounding
    var expected: [String: (String, RoundingRule)] = [
      "DK": ("0.50", .halfUp), "NO": ("1", .halfUp), "SE": ("1", .halfUp),
      "NZ": ("0.10", .halfDown),
    ]
    for code in Self.fiveCentRegions { expected[code] = ("0.05", .halfUp) }
    #expect(Set(table.keys.map(\.code)) == Set(expected.keys))
    for (code, (increment, rule)) in expected {
      let rounding = try #require(table[try Region(code)], "\(code)")
      #expect(rounding.increment == (try DecimalValue(increment)), "\(code)")
      #expect(rounding.rule == rule, "\(code)")
      #expect(!(rounding.note ?? "").isEmpty, "\(code) has no note")
    }
    #expect(table[try Region("NZ")]?.note?.contains(#""rounding": "half-up""#) == true)
  }

  @Test(
    "0.05 regions: every last digit of the cents, around each multiple of 5",
    arguments: fiveCentRegions)
  func fiveCents(region: String) throws {
    let cases = [
      ("10.00", "10.00"), ("10.01", "10.00"), ("10.02", "10.00"), ("10.03", "10.05"),
      ("10.04", "10.05"), ("10.05", "10.05"), ("10.06", "10.05"), ("10.07", "10.05"),
      ("10.08", "10.10"), ("10.09", "10.10"), ("0.02", "0.00"), ("0.03", "0.05"),
      ("99.98", "100.00"),
    ]
    for (total, payable) in cases {
      let quote = try Self.payable(total, region)
      #expect(quote.payable.amountText == payable, "\(region) \(total)")
      #expect(
        quote.rounding.minorUnits == quote.payable.minorUnits - quote.total.minorUnits,
        "\(region) \(total)")
      #expect(quote.total.amountText == total)
    }
  }

  @Test(
    "The ties of the other regions: DK 25 and 75 øre up, SE and NO 50 up, NZ 5c down",
    arguments: [
      ("DK", "10.24", "10.00"), ("DK", "10.25", "10.50"), ("DK", "10.26", "10.50"),
      ("DK", "10.74", "10.50"), ("DK", "10.75", "11.00"), ("DK", "10.76", "11.00"),
      ("DK", "10.50", "10.50"), ("DK", "10.99", "11.00"),
      ("SE", "10.49", "10.00"), ("SE", "10.50", "11.00"), ("SE", "10.51", "11.00"),
      ("SE", "10.01", "10.00"), ("SE", "10.99", "11.00"),
      ("NO", "10.49", "10.00"), ("NO", "10.50", "11.00"), ("NO", "10.51", "11.00"),
      ("NO", "0.50", "1.00"),
      ("NZ", "10.04", "10.00"), ("NZ", "10.05", "10.00"), ("NZ", "10.06", "10.10"),
      ("NZ", "10.14", "10.10"), ("NZ", "10.15", "10.10"), ("NZ", "10.16", "10.20"),
      ("NZ", "10.95", "10.90"), ("NZ", "10.96", "11.00"),
    ])
  func ties(region: String, total: String, payable: String) throws {
    let quote = try Self.payable(total, region)
    #expect(quote.payable.amountText == payable)
    #expect(quote.tip.isZero)
  }

  @Test("NZ's tie is configurable: a catalog may round the 5c up")
  func configurableTie() throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn,
      CatalogSource(
        name: "nz.json",
        json: #"{"version": 1, "policies": [], "cashRounding": {"NZ": {"increment": "0.10", "#
          + #""rounding": "half-up"}}}"#),
    ])
    let quote = try catalog.quote(
      for: try Self.cashBill("10.05", "NZ"), policy: try catalog.policy(named: "none"))
    #expect(quote.payable.amountText == "10.10")
    // The other regions keep the built-in rules.
    let swiss = try catalog.quote(
      for: try Self.cashBill("10.02", "CH"), policy: try catalog.policy(named: "none"))
    #expect(swiss.payable.amountText == "10.00")
  }

  @Test("A card, no payment, another currency or a region that does not round: no rounding")
  func whenItDoesNotApply() throws {
    let catalog = try Self.builtIn.get()
    let none = try catalog.policy(named: "none")
    var card = try Self.cashBill("10.02", "CH")
    card.payment = .card
    var unknown = try Self.cashBill("10.02", "CH")
    unknown.payment = nil
    let euros = try Self.cashBill("10.02", "CH", currency: .eur)
    let american = try Self.cashBill("10.02", "US")
    var noRegion = try Self.cashBill("10.02", "CH")
    noRegion.region = nil
    for bill in [card, unknown, euros, american, noRegion] {
      let quote = try catalog.quote(for: bill, policy: none)
      #expect(quote.rounding.isZero)
      #expect(quote.payable == quote.total)
      #expect(quote.payable.amountText == "10.02")
      #expect(catalog.charges.cashRounding(for: bill) == nil)
    }
  }

  @Test("A subdivision takes its country's rule, unless it has one of its own")
  func subdivisionFallback() throws {
    let catalog = try Self.builtIn.get()
    let quebec = try Self.cashBill("10.02", "CA-QC")
    let match = try #require(catalog.charges.cashRounding(for: quebec))
    #expect(match.region.code == "CA")
    let quote = try catalog.quote(for: quebec, policy: try catalog.policy(named: "none"))
    #expect(quote.payable.amountText == "10.00")
    // A subdivision's own rule wins over its country's.
    let own = try PolicyCatalog(sources: [
      .builtIn,
      CatalogSource(
        name: "qc.json",
        json: #"{"version": 1, "policies": [], "cashRounding": {"CA-QC": {"increment": "0.10"}}}"#),
    ])
    let ownMatch = try #require(own.charges.cashRounding(for: quebec))
    #expect(ownMatch.region.code == "CA-QC")
    #expect(ownMatch.rounding.rule == .halfUp)  // the default
    let ownQuote = try own.quote(for: quebec, policy: try own.policy(named: "none"))
    #expect(ownQuote.payable.amountText == "10.00")
    let ontario = try own.quote(
      for: try Self.cashBill("10.03", "CA-ON"), policy: try own.policy(named: "none"))
    #expect(ontario.payable.amountText == "10.05")
  }

  @Test("The difference is reported, never folded into the tip")
  func neverInTheTip() throws {
    let catalog = try Self.builtIn.get()
    let policy = try catalog.policy(named: "percent-10")
    let cash = try catalog.quote(for: try Self.cashBill("41.42", "CH"), policy: policy)
    var cardBill = try Self.cashBill("41.42", "CH")
    cardBill.payment = .card
    let card = try catalog.quote(for: cardBill, policy: policy)
    #expect(cash.tip == card.tip)
    #expect(cash.tip.amountText == "4.14")
    #expect(cash.total.amountText == "45.56")
    #expect(cash.rounding.amountText == "-0.01")
    #expect(cash.payable.amountText == "45.55")
    #expect(card.payable.amountText == "45.56")
  }

  @Test(
    "Mistakes in cash rounding are load errors with the file, line, path and a fix",
    arguments: [
      (
        #""cashRounding": {"CH": {"increment": "0"}}"#,
        "house.json:1:69: at cashRounding.CH.increment: increment 0 must be greater than zero; "
          + "such as 0.05, 0.10, 0.50 or 1"
      ),
      (
        #""cashRounding": {"JP": {"increment": "0.05"}}"#,
        "house.json:1:69: at cashRounding.JP.increment: increment 0.05 is finer than JPY allows "
          + "(no digits after the point); use a multiple of the smallest JPY amount, 1"
      ),
      (
        #""cashRounding": {"US": {"increment": "100000000000000000"}}"#,
        "house.json:1:69: at cashRounding.US.increment: increment 100000000000000000 is larger "
          + "than the largest USD amount, 9999999999999999.99; use an increment of at most "
          + "1.00 USD, such as 0.05, 0.10, 0.50 or 1"
      ),
      (
        #""cashRounding": {"KW": {"increment": "1000000000000000"}}"#,
        "house.json:1:69: at cashRounding.KW.increment: increment 1000000000000000 is larger "
          + "than the largest KWD amount, 999999999999999.999; use an increment of at most "
          + "1.000 KWD, such as 0.05, 0.10, 0.50 or 1"
      ),
      (
        #""cashRounding": {"UK": {"increment": "0.05"}}"#,
        "house.json:1:55: at cashRounding.UK: unknown region 'UK'; expected an upper-case "
          + "ISO 3166-1 alpha-2 code, or a subdivision such as CA-QC (did you mean 'GB'?)"
      ),
      (
        #""cashRounding": {"ch": {"increment": "0.05"}}"#,
        "house.json:1:55: at cashRounding.ch: unknown region 'ch'; expected an upper-case "
          + "ISO 3166-1 alpha-2 code, or a subdivision such as CA-QC (did you mean 'CH'?)"
      ),
      (
        #""cashRounding": {"CH": {"increment": "0.05", "mode": "half-up"}}"#,
        "house.json:1:77: at cashRounding.CH.mode: unknown key 'mode'; known keys: "
          + "'increment', 'rounding', 'note'"
      ),
      (
        #""cashRounding": {"CH": {"increment": "0.05", "rounding": "nearest"}}"#,
        "house.json:1:89: at cashRounding.CH.rounding: unknown rounding rule 'nearest'; expected "
          + "one of: half-up, half-even, half-down, up, down, ceiling, floor"
      ),
      (
        #""cashRounding": {"CH": {}}"#,
        #"house.json:1:55: at cashRounding.CH: missing key 'increment'; add "increment" with a number or a numeric string"#
      ),
      (
        #""cashRounding": ["CH"]"#,
        "house.json:1:48: at cashRounding: expected an object of region codes and cash-rounding "
          + #"rules, such as {"CH": {"increment": "0.05"}}, found an array"#
      ),
    ])
  func loadErrors(sections: String, message: String) {
    #expect(ServiceChargeTests.errors(sections) == [message])
  }

  @Test("The initialiser refuses an increment that is not above zero")
  func initialiser() throws {
    #expect(throws: PolicyError.self) { try CashRounding(increment: .zero) }
    let rounding = try CashRounding(increment: DecimalValue("0.50"), rule: .halfUp)
    #expect(rounding.summary == "to 0.5, half-up")
    #expect(
      try rounding.rounded(try Money("10.25", currency: Currency(code: "DKK"))).amountText
        == "10.50")
    #expect(throws: PolicyError.self) {
      try CashRounding(increment: DecimalValue("0.05")).rounded(try Money("10", currency: .jpy))
    }
  }

  @Test("A cash total that rounds past the largest amount says so in amounts, not minor units")
  func overflowInAmounts() throws {
    let rounding = try CashRounding(increment: DecimalValue("0.10"), rule: .up)
    let total = Money(minorUnits: 9_223_372_036_854_775_804, currency: .chf)
    #expect {
      try rounding.rounded(total)
    } throws: { error in
      (error as? MoneyError)?.problem
        == "rounding 92233720368547758.04 CHF to a multiple of 0.10 CHF overflows: results are "
        + "limited to Int64 minor units (92,233,720,368,547,758.07 in a 2-digit currency)"
    }
  }
}
