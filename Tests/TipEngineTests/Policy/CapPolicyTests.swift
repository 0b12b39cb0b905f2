import Foundation
import Testing
import TipEngine
import TipTestSupport

@Suite("Kind cap: a tip kept between a minimum and a maximum")
struct CapPolicyTests {
  /// Square's custom-tip caps as a catalog: under $3 at most $3; otherwise up to 100 %; over
  /// $200 up to 50 % and at most $1000. `entered` is the tip the guest typed.
  static func square(entered: String) -> CatalogSource {
    CatalogSource(
      name: "square.json",
      json: #"""
        {"version": 1, "policies": [
          {"name": "entered", "kind": "fixed", "amount": "\#(entered)"},
          {"name": "square-caps", "kind": "rules", "rules": [
            {"when": {"subtotal": {"max": "3"}}, "policy": "small-sale"},
            {"when": {"subtotal": {"min": "200.01"}}, "policy": "large-sale"}
          ], "otherwise": "sale"},
          {"name": "small-sale", "kind": "cap", "policy": "entered", "maximum": "3"},
          {"name": "sale", "kind": "cap", "policy": "entered", "maximumRate": "100"},
          {"name": "large-sale", "kind": "cap", "policy": "entered", "maximumRate": "50", "maximum": "1000"}
        ]}
        """#)
  }

  @Test(
    "Square's custom-tip caps at and around each threshold",
    arguments: [
      // Under $3: at most $3, even above 100 %.
      ("0.50", "3.00", "3.00"), ("0.50", "5.00", "3.00"), ("2.99", "2.50", "2.50"),
      ("2.99", "3.00", "3.00"), ("2.99", "3.01", "3.00"),
      // From $3: up to 100 %.
      ("3.00", "5.00", "3.00"), ("3.00", "2.00", "2.00"), ("3.01", "5.00", "3.01"),
      ("199.99", "500.00", "199.99"), ("200.00", "500.00", "200.00"),
      ("200.00", "150.00", "150.00"),
      // Over $200: up to 50 % (rounded down), and never more than $1000.
      ("200.01", "500.00", "100.00"), ("200.02", "500.00", "100.01"),
      ("200.01", "90.00", "90.00"), ("1999.98", "5000.00", "999.99"),
      ("2000.00", "5000.00", "1000.00"), ("2000.02", "5000.00", "1000.00"),
      ("5000.00", "5000.00", "1000.00"), ("5000.00", "20.00", "20.00"),
    ])
  func square(subtotal: String, entered: String, tip: String) throws {
    let catalog = try PolicyCatalog(sources: [.builtIn, Self.square(entered: entered)])
    let policy = try catalog.policy(named: "square-caps")
    let bill = Bill(subtotal: try Money(subtotal, currency: .usd))
    #expect(try policy.tip(for: bill).amountText == tip)
  }

  @Test(
    "The regional-rules article's complete catalog loads and quotes as its table says",
    arguments: [
      ("2.99", "3.00"), ("3.00", "3.00"), ("200.00", "200.00"), ("200.01", "100.00"),
      ("1000.00", "500.00"),
    ])
  func article(sale: String, tip: String) throws {
    let article = try String(
      contentsOf: SchemaTests.root.appendingPathComponent(
        "Sources/TipEngine/TipEngine.docc/ConfiguringRegionalRules.md"),
      encoding: .utf8)
    let listing = try #require(
      article.components(separatedBy: "```json\n").dropFirst()
        .map { $0.components(separatedBy: "\n```").first ?? "" }
        .first { $0.contains("\"custom-capped\"") })
    let typed = CatalogSource(
      name: "typed.json",
      json: #"{"version": 1, "policies": [{"name": "custom", "kind": "fixed", "amount": "500"}]}"#)
    let catalog = try PolicyCatalog(
      sources: [.builtIn, CatalogSource(name: "cafe.json", json: listing), typed])
    let bill = Bill(subtotal: try Money(sale, currency: .usd))
    #expect(try catalog.policy(named: "custom-capped").tip(for: bill).amountText == tip)
    // The house rules of the same catalog: a late Saturday bill gets at least 2.
    var late = Bill(subtotal: try Money("8.50", currency: .usd))
    late.localTime = try LocalDateTime("2026-11-28T01:15")
    #expect(try catalog.policy(named: "house").tip(for: late).amountText == "2.00")
  }

  @Test("A minimum above the rate's limit on a tiny bill: the maximum wins")
  func maximumWins() throws {
    let cap = try CapPolicy(
      wrapping: try FixedPolicy(amount: 0), minimum: 1, maximumRate: 50)
    let tiny = Bill(subtotal: try Money("1.00", currency: .usd))
    #expect(try cap.tip(for: tiny).amountText == "0.50")
    let limits = try cap.limits(for: tiny)
    #expect(limits.lower?.amountText == "1.00")
    #expect(limits.upper?.amountText == "0.50")
    // A bill large enough: the minimum applies.
    let larger = Bill(subtotal: try Money("10.00", currency: .usd))
    #expect(try cap.tip(for: larger).amountText == "1.00")
  }

  @Test(
    "The rate's base: subtotal, gross, total and categories",
    arguments: [
      (TipBase.subtotal, nil, "40.00"),  // 50 % of 80
      (.gross, nil, "50.00"),  // 50 % of 100
      (.total, nil, "44.00"),  // 50 % of 88
      (.gross, ["service"], "30.00"),  // 50 % of 60
      (.subtotal, ["service"], "24.00"),  // 50 % of 60 × 80 ÷ 100
    ] as [(TipBase, [String]?, String)])
  func rateBase(base: TipBase, categories: [String]?, tip: String) throws {
    let cap = try CapPolicy(
      wrapping: try FixedPolicy(amount: 1000), maximumRate: 50, base: base,
      categories: categories)
    let bill = try itemizedBill(
      "100.00", .usd, discount: "20.00", tax: "8.00",
      items: [("service", "60.00"), ("retail", "40.00")])
    #expect(try cap.tip(for: bill).amountText == tip)
  }

  @Test("Limits in JPY and KWD; a limit finer than the currency cannot apply")
  func currencies() throws {
    let entered = try FixedPolicy(amount: 0)
    let yen = Bill(subtotal: try Money("1234", currency: .jpy))
    let kwd = Bill(subtotal: try Money("12.345", currency: try Currency(code: "KWD")))
    let minimum = try CapPolicy(wrapping: entered, minimum: 100)
    #expect(try minimum.tip(for: yen).amountText == "100")
    #expect(try minimum.tip(for: kwd).amountText == "100.000")
    let rate = try CapPolicy(
      wrapping: try FixedPolicy(amount: 100_000),
      maximumRate: try Percentage("12.5"))
    #expect(try rate.tip(for: yen).amountText == "154")  // 154.25, rounded down
    #expect(try rate.tip(for: kwd).amountText == "1.543")  // 1.543125, rounded down
    let fine = try CapPolicy(wrapping: entered, minimum: try DecimalValue("0.5"))
    #expect {
      try fine.tip(for: yen)
    } throws: { error in
      (error as? PolicyError)?.description
        == "the cap's minimum 0.5 has more fraction digits than JPY (0)"
    }
  }

  @Test("Summaries and components name every limit")
  func summary() throws {
    let policy = try loadPolicy(
      #"{"name": "p", "kind": "cap", "policy": "percent-20", "minimum": "1", "maximum": "1000", "maximumRate": "50", "base": "total"}"#
    )
    #expect(
      policy.summary
        == "another policy's tip, at least 1, at most 1000 and at most 50% of the subtotal + tax")
    #expect(policy.components.map(\.role) == ["then limits"])
    #expect(policy.components.first?.reference.name == "percent-20")
    let one = try CapPolicy(wrapping: try FixedPolicy(amount: 1), maximum: 3)
    #expect(one.summary == "another policy's tip, at most 3")
  }

  @Test(
    "Mistakes are load errors at their key, with a fix",
    arguments: [
      (
        #"{"name": "p", "kind": "cap", "policy": "percent-20"}"#,
        "cap.json:1:29: at policies[0]: no limit is given, so the cap changes nothing; give at "
          + "least one of 'minimum', 'maximum' and 'maximumRate'"
      ),
      (
        #"{"name": "p", "kind": "cap", "policy": "percent-20", "minimum": "5", "maximum": "2"}"#,
        "cap.json:1:93: at policies[0].minimum: minimum 5 is above maximum 2, so no tip fits; "
          + "make 'minimum' at most 'maximum', or drop one of them"
      ),
      (
        #"{"name": "p", "kind": "cap", "policy": "percent-20", "maximumRate": "-5"}"#,
        "cap.json:1:97: at policies[0].maximumRate: maximumRate -5 is negative; expected zero or "
          + "more"
      ),
      (
        #"{"name": "p", "kind": "cap", "policy": "percent-20", "maximum": "3", "categories": []}"#,
        "cap.json:1:112: at policies[0].categories: the list is empty, so nothing counts; "
      ),
      (
        #"{"name": "p", "kind": "cap", "policy": "percent-2", "maximum": "3"}"#,
        "cap.json:1:68: at policies[0].policy: no policy named 'percent-2'"
      ),
    ])
  func mistakes(policy: String, message: String) {
    let source = CatalogSource(
      name: "cap.json", json: #"{"version": 1, "policies": ["# + policy + "]}")
    let found = PolicyCatalog.validate([.builtIn, source]).errors.first?.description
    #expect(found?.hasPrefix(message) == true, "\(found ?? "no error")")
  }

  @Test("Built in code, the checks are the catalog's")
  func initialiserChecks() throws {
    let inner = try FixedPolicy(amount: 1)
    #expect(throws: PolicyError.self) { try CapPolicy(wrapping: inner) }
    #expect(throws: PolicyError.self) { try CapPolicy(wrapping: inner, minimum: 5, maximum: 2) }
    #expect(throws: PolicyError.self) { try CapPolicy(wrapping: inner, minimum: -1) }
    #expect(throws: PolicyError.self) {
      try CapPolicy(wrapping: inner, maximumRate: 10, categories: [])
    }
  }

  @Test("Property: a capped tip never exceeds its limits and never falls below the minimum")
  func property() throws {
    var random = SeededGenerator(seed: 15)
    for _ in 0..<2_000 {
      let subtotal = Int64.random(in: 0...2_000_000, using: &random)
      let inner = Int64.random(in: 0...2_000_000, using: &random)
      let minimum = Bool.random(using: &random) ? Int64.random(in: 0...50_000, using: &random) : nil
      let maximum =
        Bool.random(using: &random)
        ? (minimum ?? 0) + Int64.random(in: 0...500_000, using: &random) : nil
      let rate: Int64? =
        Bool.random(using: &random) ? Int64.random(in: 0...150, using: &random) : nil
      guard minimum != nil || maximum != nil || rate != nil else { continue }
      let cap = try CapPolicy(
        wrapping: try FixedPolicy(Money(minorUnits: inner, currency: .usd)),
        minimum: minimum.map { Money(minorUnits: $0, currency: .usd).decimalValue },
        maximum: maximum.map { Money(minorUnits: $0, currency: .usd).decimalValue },
        maximumRate: rate.map { Percentage(integerLiteral: $0) })
      let bill = Bill(subtotal: Money(minorUnits: subtotal, currency: .usd))
      let tip = try cap.tip(for: bill).minorUnits
      let rateLimit = rate.map { subtotal * $0 / 100 }
      let upper = [maximum, rateLimit].compactMap { $0 }.min()
      let context = "inner \(inner), bill \(subtotal), \(cap.summary)"
      if let upper {
        #expect(tip <= upper, "\(context)")
        if let rate { #expect(tip * 100 <= subtotal * rate, "\(context)") }
      }
      if let minimum, let upper, upper < minimum {
        #expect(tip == upper, "the maximum wins: \(context)")
      } else if let minimum {
        #expect(tip >= minimum, "\(context)")
      }
      if inner >= (minimum ?? 0), inner <= (upper ?? .max) { #expect(tip == inner, "\(context)") }
    }
  }
}
