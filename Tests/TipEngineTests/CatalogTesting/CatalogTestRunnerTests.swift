import Testing
import TipEngine
import TipTestSupport

/// ``CatalogTestRunner``: each expected figure passes when it is met and fails, with what was
/// got, when it is not; a refusal is a failure unless it is expected.
@Suite("Running a catalog's test cases: each figure compared, refusals expected or not")
struct CatalogTestRunnerTests {
  /// A catalog with a 15% default, an 18% gratuity for parties of 8 or more, a screen and the
  /// built-in cash rounding (for CH), with one case of `bill` expecting `expect`.
  static func run(bill: String, expect: String, extra: String = "") throws -> CatalogTestResult {
    let json = #"""
      {"version": 1, "default": "house",
       "policies": [{"name": "house", "kind": "percent", "rate": "15"}],
       "serviceCharges": [{"name": "gratuity", "rate": "18", "gratuity": true,
                           "when": {"partySize": {"min": 8}}}],
       "screens": {"house-screen": {"options": ["15%", "20%"]}},
       "tests": [{"name": "the case", \#(extra) "bill": \#(bill), "expect": \#(expect)}]}
      """#
    let catalog = try PolicyCatalog(sources: [
      .builtIn, CatalogSource(name: "house.json", json: json),
    ])
    let testCase = try #require(catalog.tests.last)
    #expect(testCase.file == "house.json")
    return CatalogTestRunner(catalog: catalog).run(testCase)
  }

  /// 100.00 with 8.00 tax for a party of 8, split 2: a gratuity of 18.00, a tip of 15.00, a total
  /// of 141.00, shares of 70.50.
  static let party = #"{"subtotal": "100.00", "tax": "8.00", "party": 8}"#

  @Test(
    "Each expected figure passes when met and fails with both values when not",
    arguments: [
      (#"{"tip": "15.00"}"#, [CatalogTestDifference]()),
      (#"{"tip": "15.01"}"#, [.init(key: "tip", got: "15.00", expected: "15.01")]),
      (#"{"total": "141.00"}"#, []),
      (#"{"total": "141.10"}"#, [.init(key: "total", got: "141.00", expected: "141.10")]),
      (#"{"payable": "141.00"}"#, []),
      (#"{"payable": "140"}"#, [.init(key: "payable", got: "141.00", expected: "140.00")]),
      (#"{"rounding": "0"}"#, []),
      (#"{"rounding": "-0.05"}"#, [.init(key: "rounding", got: "0.00", expected: "-0.05")]),
      (#"{"serviceCharges": [{"name": "gratuity", "amount": "18.00"}]}"#, []),
      (
        #"{"serviceCharges": []}"#,
        [.init(key: "serviceCharges", got: "[gratuity 18.00]", expected: "[]")]
      ),
      (
        #"{"serviceCharges": [{"name": "tip-out", "amount": "18.00"}]}"#,
        [.init(key: "serviceCharges", got: "[gratuity 18.00]", expected: "[tip-out 18.00]")]
      ),
      (#"{"shares": ["70.50", "70.50"]}"#, []),
      (
        #"{"shares": ["70.00", "71.00"]}"#,
        [.init(key: "shares", got: "[70.50, 70.50]", expected: "[70.00, 71.00]")]
      ),
      (#"{"screen": {"name": "house-screen", "tips": ["15.00", "20.00"]}}"#, []),
      (
        #"{"screen": {"name": "standard", "tips": ["15.00", "25.00"]}}"#,
        [
          .init(key: "screen.name", got: "house-screen", expected: "standard"),
          .init(key: "screen.tips", got: "[15.00, 20.00]", expected: "[15.00, 25.00]"),
        ]
      ),
      (
        #"{"tip": "15.01", "total": "141.00", "shares": ["70.50", "70.51"]}"#,
        [
          .init(key: "tip", got: "15.00", expected: "15.01"),
          .init(key: "shares", got: "[70.50, 70.50]", expected: "[70.50, 70.51]"),
        ]
      ),
    ])
  func figure(expect: String, differences: [CatalogTestDifference]) throws {
    let result = try Self.run(
      bill: Self.party, expect: expect, extra: #""split": 2, "screen": "house-screen","#)
    #expect(result.differences == differences)
    #expect(result.passed == differences.isEmpty)
  }

  @Test("Cash rounding: the rounding and the payable amount of a cash bill in CH")
  func cashRounding() throws {
    let bill = #"{"subtotal": "10.08", "region": "CH", "payment": "cash"}"#
    let met = try Self.run(
      bill: bill, expect: #"{"tip": "0.00", "rounding": "0.02", "payable": "10.10"}"#,
      extra: #""policy": "none","#)
    #expect(met.differences == [])
    let missed = try Self.run(
      bill: bill, expect: #"{"rounding": "0.00", "payable": "10.08"}"#,
      extra: #""policy": "none","#)
    #expect(
      missed.differences == [
        .init(key: "payable", got: "10.10", expected: "10.08"),
        .init(key: "rounding", got: "0.02", expected: "0.00"),
      ])
  }

  @Test(
    "An expected refusal passes when the message contains the text; any other outcome fails",
    arguments: [
      (
        #"{"subtotal": "10", "discount": "20"}"#, #"{"error": "discount"}"#,
        [CatalogTestDifference]()
      ),
      (
        #"{"subtotal": "10", "discount": "20"}"#, #"{"error": "party"}"#,
        [
          .init(
            key: "error",
            got: "invalid bill: the discount 20.00 is more than the subtotal 10.00",
            expected: "party")
        ]
      ),
      (
        #"{"subtotal": "10"}"#, #"{"error": "discount"}"#,
        [.init(key: "error", got: "none", expected: "discount")]
      ),
      (
        #"{"subtotal": "10", "discount": "20"}"#, #"{"tip": "1.50"}"#,
        [
          .init(
            key: "error",
            got: "invalid bill: the discount 20.00 is more than the subtotal 10.00",
            expected: "none")
        ]
      ),
    ])
  func refusal(bill: String, expect: String, differences: [CatalogTestDifference]) throws {
    let result = try Self.run(bill: bill, expect: expect)
    #expect(result.differences == differences)
    // A refused bill has its message and no quote; a priced one the opposite.
    let refused = bill.contains("discount")
    #expect(
      result.refusal
        == (refused ? "invalid bill: the discount 20.00 is more than the subtotal 10.00" : nil))
    #expect((result.quote == nil) == refused)
  }

  @Test("A region the policy does not cover is a refusal in the policy's words")
  func uncoveredRegion() throws {
    let result = try Self.run(
      bill: #"{"subtotal": "10", "region": "KE"}"#, expect: #"{"error": "no rule for region"}"#,
      extra: #""policy": "regional","#)
    #expect(result.passed, "\(result.differences)")
    #expect(result.refusal?.contains("'KE'") == true)
  }

  @Test("A result names the policy that priced the bill, the bill and the screen shown")
  func pricedParts() throws {
    let result = try Self.run(
      bill: Self.party, expect: #"{"tip": "15.00", "screen": {"name": "house-screen"}}"#,
      extra: #""screen": "house-screen","#)
    #expect(result.passed)
    #expect(result.policyName == "house")
    #expect(result.bill.partySize == 8)
    #expect(result.bill.subtotal == Money(minorUnits: 10_000, currency: .usd))
    #expect(result.screenName == "house-screen")
    #expect(result.quote?.tip == Money(minorUnits: 1_500, currency: .usd))
    #expect(result.refusal == nil)
    // Without a screen named or expected, none is shown.
    let plain = try Self.run(bill: Self.party, expect: #"{"tip": "15.00"}"#)
    #expect(plain.screenName == nil)
    #expect(plain.passed)
  }

  @Test("Line items reach a policy that tips some categories only")
  func itemizedBill() throws {
    let json = #"""
      {"version": 1, "policies": [{"name": "food-only", "kind": "percent", "rate": "20",
         "categories": ["food"]}],
       "tests": [{"name": "food only", "policy": "food-only",
         "bill": {"subtotal": "100", "items": [{"category": "food", "amount": "60"},
                                               {"category": "alcohol", "amount": "40"}]},
         "expect": {"tip": "12.00"}}]}
      """#
    let catalog = try PolicyCatalog(sources: [
      .builtIn, CatalogSource(name: "items.json", json: json),
    ])
    let report = CatalogTestRunner(catalog: catalog).run(matching: "food only")
    #expect(report.results.map(\.differences) == [[]])
  }

  @Test("The filter keeps the cases whose name contains its text, ignoring case")
  func filter() throws {
    let runner = CatalogTestRunner(catalog: try PolicyCatalog.builtIn())
    let names = runner.cases(matching: "CASH ROUNDING IN N").map(\.name)
    #expect(names == ["cash rounding in NL", "cash rounding in NO", "cash rounding in NZ"])
    #expect(runner.run(matching: "no such case").results.isEmpty)
    #expect(runner.cases(matching: nil).count == runner.catalog.tests.count)
  }

  @Test("The built-in catalog's cases all pass")
  func builtInCasesPass() throws {
    let report = CatalogTestRunner(catalog: try PolicyCatalog.builtIn()).run()
    for result in report.results where !result.passed {
      Issue.record("\(result.file):\(result.line): \(result.name): \(result.differences)")
    }
    #expect(report.failedCount == 0)
    #expect(report.passedCount == report.results.count)
    #expect(report.results.allSatisfy { $0.file == CatalogSource.builtIn.name && $0.line > 0 })
  }

  @Test("Policies/default.json read as a file gives the built-in catalog's cases, checked at load")
  func builtInCasesReadAsAFile() throws {
    let path = Repository.url("Policies/default.json").path
    let diagnostics = PolicyCatalog.validate([try CatalogSource.file(path)])
    #expect(diagnostics.errors.map(\.description) == [])
    let asFile = try #require(diagnostics.catalog).tests
    let builtIn = try PolicyCatalog.builtIn().tests
    #expect(asFile.count == builtIn.count)
    #expect(asFile.map(\.name) == builtIn.map(\.name))
    #expect(asFile.map(\.line) == builtIn.map(\.line))
  }

  @Test("A later file's policy prices the built-in cases that name it")
  func layeredPolicies() throws {
    let override = CatalogSource(
      name: "house.json",
      json:
        #"{"version": 1, "policies": [{"name": "percent-18", "kind": "percent", "rate": "20"}]}"#)
    let catalog = try PolicyCatalog(sources: [.builtIn, override])
    let report = CatalogTestRunner(catalog: catalog).run(matching: "regional custom in US")
    #expect(
      report.results.map(\.differences) == [
        [
          .init(key: "tip", got: "16.90", expected: "15.21"),
          .init(key: "total", got: "108.70", expected: "107.01"),
        ]
      ])
  }

  @Test("A case that expects only a screen shows it without pricing the bill with the default")
  func screenOnlyCases() throws {
    // A valid default bound to US dollars cannot price the built-in screen cases in CAD, AUD and
    // EUR; they check the screen, so they still pass.
    let diner = CatalogSource(
      name: "diner.json",
      json: #"""
        {"version": 1, "default": "diner-2", "policies": [
          {"name": "diner-2", "kind": "fixed", "amount": "2.00", "currency": "USD"}]}
        """#)
    let catalog = try PolicyCatalog(sources: [.builtIn, diner])
    let report = CatalogTestRunner(catalog: catalog).run(matching: "screen square-smart")
    #expect(
      report.results.map(\.name) == [
        "screen square-smart-ca", "screen square-smart-au",
        "screen square-smart-ie",
      ])
    #expect(report.results.map(\.differences) == [[], [], []])
    #expect(report.results.map(\.screenName) == report.results.map(\.testCase.screenName))
    #expect(report.results.allSatisfy { $0.quote == nil && $0.policyName == nil })
    // Every built-in case passes over that default.
    #expect(CatalogTestRunner(catalog: catalog).run().failedCount == 0)
  }

  @Test(
    "A screen case still fails for its screen, and is priced when it names a policy or a figure",
    arguments: [
      // The screen's own tips, wrong.
      (
        #""screen": "house-screen","#, #"{"screen": {"tips": ["1.00", "2.00"]}}"#,
        [CatalogTestDifference(key: "screen.tips", got: "[1.50, 2.00]", expected: "[1.00, 2.00]")]
      ),
      // Another screen than the one expected: a bill without a region gets 'standard'.
      (
        "", #"{"screen": {"name": "house-screen"}}"#,
        [CatalogTestDifference(key: "screen.name", got: "standard", expected: "house-screen")]
      ),
      // A policy named by the case prices the bill, and its refusal fails the case.
      (
        #""screen": "house-screen", "policy": "yen","#, #"{"screen": {"name": "house-screen"}}"#,
        [
          .init(
            key: "error",
            got: "the fixed tip 200 JPY cannot apply to a bill in USD; amounts are never "
              + "converted between currencies",
            expected: "none")
        ]
      ),
      // A figure of the quote prices the bill with the default.
      (
        #""screen": "house-screen","#, #"{"tip": "1.50", "screen": {"name": "house-screen"}}"#,
        []
      ),
    ])
  func screenCaseFailures(extra: String, expect: String, differences: [CatalogTestDifference])
    throws
  {
    let yen = #"{"name": "yen", "kind": "fixed", "amount": "200", "currency": "JPY"}"#
    let json = #"""
      {"version": 1, "default": "house",
       "policies": [{"name": "house", "kind": "percent", "rate": "15"}, \#(yen)],
       "screens": {"house-screen": {"options": ["15%", "20%"]}},
       "tests": [{"name": "the case", \#(extra) "bill": {"subtotal": "10.00"},
                  "expect": \#(expect)}]}
      """#
    let catalog = try PolicyCatalog(sources: [.builtIn, CatalogSource(name: "s.json", json: json)])
    let result = CatalogTestRunner(catalog: catalog).run(try #require(catalog.tests.last))
    #expect(result.differences == differences)
  }

  @Test("The built-in cases cover each region of 'regional', each screen and each cash rounding")
  func builtInCasesCoverTheCatalog() throws {
    let catalog = try PolicyCatalog.builtIn()
    let cases = catalog.tests
    let regional = try #require(catalog.regionalPolicy)
    for code in regional.regionCodes {
      let covering = cases.filter {
        $0.policyName == "regional" && $0.bill.region?.code == code
          && $0.expectation.tip != nil
      }
      #expect(!covering.isEmpty, "no case of 'regional' in \(code)")
      #expect(
        covering.contains { $0.description?.contains("tipping-customs.md") == true },
        "a case in \(code) does not give the source of its figure")
    }
    let shown = Set(cases.compactMap(\.screenName) + cases.compactMap(\.expectation.screen?.name))
    for name in catalog.screens.names where !name.hasPrefix(CatalogScreens.regionalPrefix) {
      #expect(shown.contains(name), "no case shows the screen '\(name)'")
    }
    for region in catalog.cashRounding.keys {
      #expect(
        cases.contains {
          $0.bill.region == region && $0.bill.payment == .cash
            && $0.expectation.rounding.map { !$0.isZero } == true
        }, "no case rounds cash in \(region.code)")
    }
    let quebec = cases.filter { $0.bill.region?.code == "CA-QC" && $0.bill.tax != nil }
    #expect(quebec.contains { $0.name == "CA-QC tips before tax" })
  }
}
