import Testing
import TipEngine

/// The catalog's `tests` section: how a case is read, and every mistake in one, located.
@Suite("Test cases in a catalog: read key by key, every mistake at its key")
struct CatalogTestSectionTests {
  /// A catalog of `tests` holding `cases`, in `house.json`.
  static func source(_ cases: String, extra: String = "") -> CatalogSource {
    CatalogSource(
      name: "house.json",
      json: #"{"version": 1, "policies": [], \#(extra)"tests": [\#(cases)]}"#)
  }

  /// Every error of loading `cases` over the built-in catalog, as `validate` words them.
  static func errors(_ cases: String, builtIn: Bool = true) -> [String] {
    PolicyCatalog.validate((builtIn ? [.builtIn] : []) + [source(cases)]).errors
      .map(\.description)
  }

  @Test("A case's name, policy, bill, split, screen and expectation are read as written")
  func readsEveryKey() throws {
    let json = """
      {"version": 1, "policies": [],
       "tests": [
         {"name": "large party on Friday night", "description": "from the house rules",
          "policy": "percent-15", "screen": "standard",
          "bill": {"subtotal": "240.00", "tax": "21.30", "discount": "0", "currency": "USD",
                   "region": "US-NY", "party": 8, "channel": "dine-in", "at": "2026-11-27T22:30",
                   "payment": "card", "items": [{"name": "wine", "category": "alcohol", "amount": "240"}]},
          "split": 2,
          "expect": {"tip": "36.00", "total": "297.30", "payable": "297.30", "rounding": "0.00",
                     "serviceCharges": [{"name": "gratuity", "amount": "1.50"}],
                     "shares": ["148.65", "148.65"],
                     "screen": {"name": "standard", "tips": ["36.00", "43.20", "48.00"]}}}
       ]}
      """
    let catalog = try PolicyCatalog(sources: [
      .builtIn, CatalogSource(name: "house.json", json: json),
    ])
    let testCase = try #require(catalog.tests.last)
    let usd = Currency.usd
    #expect(testCase.name == "large party on Friday night")
    #expect(testCase.description == "from the house rules")
    #expect(testCase.file == "house.json")
    #expect(testCase.line == 3)
    #expect(testCase.column == 4)
    #expect(testCase.policyName == "percent-15")
    #expect(testCase.screenName == "standard")
    #expect(testCase.people == 2)
    #expect(testCase.bill.subtotal == Money(minorUnits: 24_000, currency: usd))
    #expect(testCase.bill.tax == Money(minorUnits: 2_130, currency: usd))
    #expect(testCase.bill.discount == Money(minorUnits: 0, currency: usd))
    #expect(testCase.bill.region == (try Region("US-NY")))
    #expect(testCase.bill.partySize == 8)
    #expect(testCase.bill.channel == .dineIn)
    #expect(testCase.bill.localTime == (try LocalDateTime("2026-11-27T22:30")))
    #expect(testCase.bill.payment == .card)
    #expect(
      testCase.items
        == [
          LineItem(
            name: "wine", category: "alcohol", amount: Money(minorUnits: 24_000, currency: usd))
        ])
    let expected = testCase.expectation
    #expect(expected.tip == Money(minorUnits: 3_600, currency: usd))
    #expect(expected.total == Money(minorUnits: 29_730, currency: usd))
    #expect(expected.payable == Money(minorUnits: 29_730, currency: usd))
    #expect(expected.rounding == Money(minorUnits: 0, currency: usd))
    #expect(
      expected.serviceCharges == [
        .init(name: "gratuity", amount: Money(minorUnits: 150, currency: usd))
      ])
    #expect(
      expected.shares == [
        Money(minorUnits: 14_865, currency: usd), Money(minorUnits: 14_865, currency: usd),
      ])
    #expect(expected.screen?.name == "standard")
    #expect(expected.screen?.tips?.map(\.amountText) == ["36.00", "43.20", "48.00"])
    #expect(expected.error == nil)
  }

  @Test(
    "A bill without a currency takes its region's, else USD; a case without split is one person")
  func defaults() throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn,
      Self.source(
        #"{"name": "yen", "bill": {"subtotal": "8450", "region": "JP"}, "expect": {"tip": "0"}}, "#
          + #"{"name": "dollars", "bill": {"subtotal": "8.45"}, "expect": {"tip": "1"}}"#),
    ])
    let cases = catalog.tests.filter { $0.file == "house.json" }
    #expect(cases.map(\.bill.currency) == [.jpy, .usd])
    #expect(cases.map(\.people) == [1, 1])
    #expect(cases.map(\.policyName) == [nil, nil])
    #expect(cases[0].expectation.tip == Money(minorUnits: 0, currency: .jpy))
    #expect(cases.map(\.showsScreen) == [false, false])
  }

  @Test(
    "Each mistake in a case is one error at its key, with the line, column and a fix",
    arguments: [
      (
        #"{"name": "a", "bill": {"subtotal": "1.005"}, "expect": {"tip": "1"}}"#,
        "house.json:1:77: at tests[0].bill.subtotal: subtotal 1.005 has 3 fraction "
          + "digits, but USD has 2 digits after the point; write at most 2 after the point"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "taxx": "1"}, "expect": {"tip": "1"}}"#,
        "house.json:1:83: at tests[0].bill.taxx: unknown key 'taxx'; did you mean 'tax'?"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"tipp": "1"}}"#,
        "house.json:1:95: at tests[0].expect.tipp: unknown key 'tipp'; did you mean "
          + "'tip'?"
      ),
      (
        #"{"name": "a", "bill": {"tax": "1"}, "expect": {"tip": "1"}}"#,
        #"house.json:1:64: at tests[0].bill: missing key 'subtotal'; add "subtotal" with an amount such as "42.00""#
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}}"#,
        #"house.json:1:42: at tests[0]: missing key 'expect'; add "expect" with an object"#
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "currency": "JPY"}, "expect": {"tip": "1.5"}}"#,
        "house.json:1:121: at tests[0].expect.tip: tip 1.5 has 1 fraction digit, but JPY "
          + "amounts are whole numbers; write a whole number of JPY"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "region": "ZZ"}, "expect": {"tip": "1"}}"#,
        "house.json:1:93: at tests[0].bill.region: unknown region 'ZZ'; expected an ISO 3166-1 code "
          + "such as US, GB or JP, or a subdivision such as CA-QC"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "currency": "USX"}, "expect": {"tip": "1"}}"#,
        "house.json:1:95: at tests[0].bill.currency: unknown currency 'USX'; expected an "
          + "ISO 4217 code such as USD, EUR or JPY (did you mean 'USD'?)"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "channel": "dinein"}, "expect": {"tip": "1"}}"#,
        "house.json:1:94: at tests[0].bill.channel: unknown channel 'dinein'; did you "
          + "mean 'dine-in'? Expected one of: dine-in, takeout, delivery"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "payment": "bitcoin"}, "expect": {"tip": "1"}}"#,
        "house.json:1:94: at tests[0].bill.payment: unknown payment 'bitcoin'; expected "
          + "one of: cash, card"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "party": 0}, "expect": {"tip": "1"}}"#,
        "house.json:1:92: at tests[0].bill.party: party 0 is not a number of guests; "
          + "write a whole number of guests from 1 to 10000, such as 6"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "party": 99999999999999999999}, "expect": {"tip": "1"}}"#,
        "house.json:1:92: at tests[0].bill.party: party 99999999999999999999 is not a number "
          + "of guests; write a whole number of guests from 1 to 10000, such as 6"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "party": "two"}, "expect": {"tip": "1"}}"#,
        "house.json:1:92: at tests[0].bill.party: expected a whole number, found the "
          + "string \"two\""
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "at": "2026-02-30T12:00"}, "expect": {"tip": "1"}}"#,
        "house.json:1:89: at tests[0].bill.at: '2026-02-30' is not a date: that month has 28 "
          + "days"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "at": "tomorrow"}, "expect": {"tip": "1"}}"#,
        "house.json:1:89: at tests[0].bill.at: 'tomorrow' is not a date and time; write a "
          + "local time YYYY-MM-DDTHH:MM (optionally :SS), such as 2026-12-24T18:30, or an "
          + "instant with Z or an offset, such as 2026-12-24T23:30Z or 2026-12-24T18:30-05:00"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "at": "2026-11-28T24:00"}, "expect": {"tip": "1"}}"#,
        "house.json:1:89: at tests[0].bill.at: '24:00' is not a time: the hour "
          + "must be 00 to 23 and the minute 00 to 59"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10", "items": [{"name": "x"}]}, "expect": {"tip": "1"}}"#,
        #"house.json:1:93: at tests[0].bill.items[0]: missing key 'amount'; add "amount" with an amount such as "42.00""#
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "split": 0, "expect": {"tip": "1"}}"#,
        "house.json:1:93: at tests[0].split: split 0 is not a number of people; write a "
          + "whole number from 1 to 10000"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "split": -99999999999999999999, "expect": {"tip": "1"}}"#,
        "house.json:1:93: at tests[0].split: split -99999999999999999999 is not a number of "
          + "people; write a whole number from 1 to 10000"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"shares": ["5", "5.001"]}}"#,
        "house.json:1:105: at tests[0].expect.shares: share 2 5.001 has 3 fraction "
          + "digits, but USD has 2 digits after the point; write at most 2 after the point"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"screen": {"nme": "standard"}}}"#,
        "house.json:1:106: at tests[0].expect.screen.nme: unknown key 'nme'; did you "
          + "mean 'name'?"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"serviceCharges": [{"name": "x", "amount": "abc"}]}}"#,
        "house.json:1:138: at tests[0].expect.serviceCharges[0].amount: 'abc' is not a "
          + "valid amount: unexpected character 'a'; expected digits and one '.'"
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"error": "discount", "tip": "1"}}"#,
        "house.json:1:104: at tests[0].expect.error: a case that expects the bill to be "
          + "refused has no figures to check; keep \"error\" alone in \"expect\", or move the "
          + "figures to a case of their own"
      ),
      (
        #"{"name": "a", "policy": "percent-19", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}"#,
        "house.json:1:66: at tests[0].policy: test case 'a' names the policy "
          + "'percent-19', which is not defined; known policies: none, percent-5, "
          + "percent-10, percent-12.5, percent-15, percent-18, percent-20, percent-25, "
          + "percent-18-after-tax, fixed-1, fixed-2, round-up and 6 more"
      ),
      (
        #"{"name": "a", "screen": "standrd", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}"#,
        "house.json:1:66: at tests[0].screen: test case 'a' shows the screen 'standrd', "
          + "which is not defined; did you mean 'standard'? Known screens: standard, "
          + "square-smart-ca, square-smart-au, square-smart-ie, square-caps, toast-gratuity, "
          + "after-gratuity, regional-AE, regional-AR, regional-AT, regional-AU, regional-BE "
          + "and 33 more"
      ),
      (
        #"{"name": "", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}"#,
        "house.json:1:51: at tests[0].name: a test case's name is empty; say what the "
          + "case checks, such as \"large party on Friday night\""
      ),
      (
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}, {"name": "a", "bill": {"subtotal": "20"}, "expect": {"tip": "1"}}"#,
        "house.json:1:118: at tests[1].name: duplicate test case name 'a' (first at line "
          + "1); rename one of them; case names are unique within a file"
      ),
      (
        #"{"bill": {"subtotal": "10"}, "expect": {"tip": "1"}}"#,
        #"house.json:1:42: at tests[0]: missing key 'name'; add "name" with a string"#
      ),
      (
        #""a""#,
        "house.json:1:42: at tests[0]: expected an object, found the string \"a\""
      ),
    ])
  func caseErrors(testCase: String, message: String) {
    #expect(Self.errors(testCase) == [message])
  }

  @Test("A section that is not an array, and a case without a policy where there is no default")
  func sectionErrors() {
    let notArray = PolicyCatalog.validate([
      CatalogSource(name: "house.json", json: #"{"version": 1, "policies": [], "tests": {}}"#)
    ]).errors.map(\.description)
    #expect(
      notArray == [
        "house.json:1:41: at tests: expected an array of test cases, found an object; write "
          + #"[{"name": …, "bill": {"subtotal": "84.50"}, "expect": {"tip": "15.21"}}]"#
      ])
    #expect(
      Self.errors(
        #"{"name": "a", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}"#, builtIn: false) == [
          "house.json:1:42: at tests[0]: test case 'a' names no policy, and the catalog has no "
            + #"default; add "policy": "<name>" to the case, or "default" to the catalog"#
        ])
  }

  @Test("A case that checks only a screen needs no policy, even where there is no default")
  func screenOnlyCaseNeedsNoDefault() throws {
    let source = Self.source(
      #"{"name": "S1 chooser", "screen": "chooser", "bill": {"subtotal": "40.00"}, "#
        + #""expect": {"screen": {"name": "plain"}}}"#,
      extra: #""screens": {"plain": {"options": ["10%", "15%", "20%"]}, "#
        + #""chooser": {"rules": [{"when": {"partySize": {"min": 4}}, "screen": "plain"}], "#
        + #""otherwise": "plain"}}, "#)
    #expect(PolicyCatalog.validate([source]).errors.map(\.description) == [])
    let catalog = try PolicyCatalog(sources: [source])
    let report = CatalogTestRunner(catalog: catalog).run()
    #expect(report.results.map(\.name) == ["S1 chooser"])
    #expect(report.results.map(\.passed) == [true])
    #expect(report.results.map(\.screenName) == ["plain"])
  }

  @Test(
    "A case that expects nothing is refused at its expect, with a figure to add",
    arguments: [#"{}"#])
  func caseExpectingNothing(expect: String) {
    let errors = Self.errors(
      #"{"name": "a", "policy": "percent-10", "bill": {"subtotal": "10"}, "expect": \#(expect)}"#)
    #expect(
      errors == [
        #"house.json:1:118: at tests[0].expect: test case 'a' checks nothing: its "expect" "#
          + #"names no figure, so it passes whatever the catalog gives; add what the bill "#
          + #"should give, such as "tip": "10.00", or the "error" that refuses it"#
      ])
  }

  @Test("An expected figure of null is refused at it: it is not a figure left out")
  func nullFigureIsRefused() {
    let errors = Self.errors(
      #"{"name": "a", "policy": "percent-10", "bill": {"subtotal": "10"}, "expect": {"tip": null}}"#
    )
    #expect(
      errors == [
        "house.json:1:126: at tests[0].expect.tip: expected a number or a numeric string, found "
          + "null; write a number or a numeric string, or leave 'tip' out"
      ])
  }

  @Test("Several mistakes in several cases are all reported, in file order")
  func severalErrors() {
    let errors = Self.errors(
      #"{"name": "a", "bill": {"subtotal": "1.005", "taxx": "1"}, "expect": {"tip": "1"}}, "#
        + #"{"name": "b", "policy": "nope", "bill": {"subtotal": "1"}, "expect": {"tip": "1"}}"#)
    #expect(errors.count == 3)
    #expect(
      errors.map { $0.split(separator: " ").first ?? "" } == [
        "house.json:1:77:", "house.json:1:86:", "house.json:1:149:",
      ])
  }

  @Test("A case naming a policy whose later definition is broken gets no error of its own")
  func brokenDefinitionIsReportedOnce() {
    let good = CatalogSource(
      name: "good.json",
      json: #"""
        {"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "20"}],
         "tests": [{"name": "on 10", "policy": "house", "bill": {"subtotal": "10"},
                    "expect": {"tip": "2"}}]}
        """#)
    let bad = CatalogSource(
      name: "bad.json",
      json: #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "150"}]}"#)
    let errors = PolicyCatalog.validate([.builtIn, good, bad]).errors.map(\.description)
    #expect(
      errors == [
        "bad.json:1:74: at policies[0].rate: rate 150 is out of range; expected 0 to 100 (percent)"
      ])
  }

  @Test("The same case name in two files is allowed; each case keeps its own file")
  func namesAreUniquePerFile() throws {
    let other = CatalogSource(
      name: "other.json",
      json:
        #"{"version": 1, "policies": [], "tests": [{"name": "a", "bill": {"subtotal": "1"}, "expect": {"tip": "1"}}]}"#
    )
    let catalog = try PolicyCatalog(sources: [
      .builtIn, Self.source(#"{"name": "a", "bill": {"subtotal": "1"}, "expect": {"tip": "1"}}"#),
      other,
    ])
    let names = catalog.tests.filter { $0.name == "a" }.map(\.file)
    #expect(names == ["house.json", "other.json"])
  }
}
