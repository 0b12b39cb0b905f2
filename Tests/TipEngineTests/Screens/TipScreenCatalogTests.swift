import Testing
import TipEngine

/// The catalog's `screens` section: its errors, and how a screen is chosen for a bill.
@Suite("Tip screens in the catalog: errors at their key, selection by name, region and rules")
struct TipScreenCatalogTests {
  /// Every error of loading `screens` (the section's members) over the built-in catalog.
  static func errors(_ screens: String, extra: String = "") -> [String] {
    let json = #"{"version": 1, "policies": [], \#(extra) "screens": {\#(screens)}}"#
    return PolicyCatalog.validate([.builtIn, CatalogSource(name: "house.json", json: json)])
      .errors.map(\.description)
  }

  static func catalog(_ json: String, builtIn: Bool = true) throws -> PolicyCatalog {
    try PolicyCatalog(
      sources: (builtIn ? [.builtIn] : []) + [CatalogSource(name: "house.json", json: json)])
  }

  static func bill(_ subtotal: String, region: String? = nil, party: Int? = nil) throws -> Bill {
    Bill(
      subtotal: try Money(subtotal, currency: .usd), partySize: party,
      region: try region.map { try Region($0) })
  }

  @Test(
    "Each mistake in a screen is one error at its key, with the line and a fix",
    arguments: [
      (
        #""a": {"options": ["15%", "20%", "25%", "30%", "35%"]}"#,
        "house.json:1:62: at screens.a.options: 'options' has 5 options; a screen shows "
          + "at most 4; keep the 4 that guests pick most"
      ),
      (
        #""b": {"options": []}"#,
        "house.json:1:62: at screens.b.options: 'options' is empty, so the screen shows "
          + "nothing to pick; list 1 to 4 options, such as [\"15%\", \"20%\", \"25%\"]"
      ),
      (
        #""c": {"options": ["15%"], "defualt": 0}"#,
        "house.json:1:71: at screens.c.defualt: unknown key 'defualt'; did you mean "
          + "'default'?"
      ),
      (
        #""d": {"options": ["15%", "20%"], "default": 2}"#,
        "house.json:1:89: at screens.d.default: default option 2 is out of range: the "
          + "screen shows 2 options; write an index from 0 to 1 (0 is the first option), null "
          + "or \"no-tip\""
      ),
      (
        #""e": {"options": ["15%"], "custom": {"minimum": "-1"}}"#,
        "house.json:1:93: at screens.e.custom.minimum: minimum -1 is negative; expected "
          + "zero or more"
      ),
      (
        #""f": {"options": ["15%"], "custom": {"maximum": "0"}}"#,
        "house.json:1:93: at screens.f.custom.maximum: maximum 0 is not above zero; "
          + "expected more than zero; to offer no custom tip write \"custom\": false"
      ),
      (
        #""g": {"options": ["15%"], "custom": {"minimum": "5", "maximum": "2"}}"#,
        "house.json:1:93: at screens.g.custom.minimum: minimum 5 is above the maximum 2; "
          + "lower the minimum or raise the maximum"
      ),
      (
        #""h": {"options": ["15%"], "threshold": "10"}"#,
        "house.json:1:84: at screens.h.threshold: a smart screen needs both option "
          + "lists, but 'below' is missing; add \"below\": [\"1\", \"2\", \"3\"] (the options "
          + "below the threshold)"
      ),
      (
        #""i": {"options": ["15%"], "below": ["1"]}"#,
        "house.json:1:80: at screens.i.below: 'below' is given without a 'threshold'; "
          + "add \"threshold\": \"10\" (the base from which 'options' show), or remove 'below'"
      ),
      (
        #""j": {"rules": [{"when": {"gratuityApplied": true}, "screen": "toast-gratuty"}], "otherwise": "standard"}"#,
        "house.json:1:107: at screens.j.rules[0].screen: screen 'j' refers to "
          + "'toast-gratuty', which is not defined; did you mean 'toast-gratuity'? Known "
          + "screens: standard, square-smart-ca, square-smart-au, square-smart-ie, square-caps, "
          + "toast-gratuity, after-gratuity, j, regional-AE, regional-AR, regional-AT, "
          + "regional-AU and 34 more"
      ),
      (
        #""k": {"rules": [{"when": {"gratuityApplied": true}, "screen": "after-gratuity"}], "otherwise": "standard"}"#,
        "house.json:1:107: at screens.k.rules[0].screen: screen 'k' refers to "
          + "'after-gratuity', which is itself rules; name a screen with options: rules choose "
          + "among screens, not rules"
      ),
      (
        #""l": {"options": ["15%%"]}"#,
        "house.json:1:63: at screens.l.options[0]: '15%%' is not a valid amount: a percentage "
          + "is digits and one '%'; write it such as \"15%\", or an amount such as \"1.50\""
      ),
      (
        #""l": {"options": ["150%"]}"#,
        "house.json:1:63: at screens.l.options[0]: option 150% is out of range; expected "
          + "0% to 100%"
      ),
      (
        #""m": {"options": ["15%"], "custom": {"tiers": [{"above": "3"}]}}"#,
        "house.json:1:92: at screens.m.custom.tiers[0]: the tier sets no limit; give it "
          + "\"maximum\", \"maximumRate\" or both"
      ),
      (
        #""n": {"rules": [{"when": {"gratuityApplied": true}, "screen": "standard"}], "options": ["5%"], "otherwise": "standard"}"#,
        "house.json:1:132: at screens.n.options: 'options' belongs to a screen, but this "
          + "entry has 'rules'; move it to one of the screens the rules name"
      ),
      (
        #""o p": {"options": ["15%"]}"#,
        "house.json:1:52: at screens.o p: screen name 'o p' is empty or has white space; "
          + "use letters, digits and '-', such as 'house-screen'"
      ),
      (
        #""x": {"options": ["15%", "20%"], "default": 99999999999999999999}"#,
        "house.json:1:89: at screens.x.default: default option 99999999999999999999 is out of "
          + "range: a screen shows at most 4 options; write an index from 0 to 3 (0 is the first "
          + "option), null or \"no-tip\""
      ),
      (
        #""y": {"options": ["15%"], "custom": "yes"}"#,
        "house.json:1:81: at screens.y.custom: expected true, false or an object of limits "
          + "such as {\"maximum\": \"100\"}, found the string \"yes\""
      ),
    ])
  func catalogErrors(screens: String, message: String) {
    #expect(Self.errors(screens) == [message])
  }

  @Test("Two screens claiming one region in a file is an error; a section of another type too")
  func regionClaimsAndSectionType() {
    #expect(
      Self.errors(
        #""p": {"options": ["15%"], "regions": ["US"]}, "q": {"options": ["5%"], "regions": ["US"]}"#
      )
        == [
          "house.json:1:127: at screens.q.regions[0]: region US already has the screen "
            + "'p'; give each region one screen; use \"rules\" to choose among screens"
        ])
    let json = #"{"version": 1, "policies": [], "screens": []}"#
    #expect(
      PolicyCatalog.validate([CatalogSource(name: "house.json", json: json)]).errors.map(
        \.description)
        == [
          "house.json:1:43: at screens: expected an object of screen names and screens, "
            + "such as {\"house\": {\"options\": [\"15%\", \"20%\"]}}, found an array"
        ])
  }

  @Test(
    "A bill's region chooses its screen; a subdivision falls back to its country",
    arguments: [
      // region, screen, labels, default index
      (nil, "standard", ["15%", "18%", "20%"], 1),
      ("US", "regional-US", ["15%", "18%", "20%"], 1),
      ("US-NY", "regional-US", ["15%", "18%", "20%"], 1),
      ("CA-QC", "regional-CA-QC", ["15%", "18%", "20%"], 0),
      ("MX", "regional-MX", ["10%", "15%", "20%"], 0),
      ("DE", "regional-DE", ["5%", "8%", "10%"], nil),
      // Tipping is not customary in Japan: three suggestions, but "no tip" is selected.
      ("JP", "regional-JP", ["5%", "10%", "15%"], nil),
    ] as [(String?, String, [String], Int?)])
  func regionSelection(region: String?, screen: String, labels: [String], index: Int?) throws {
    let shown = try PolicyCatalog.builtIn().screenOptions(
      for: try Self.bill("50.00", region: region))
    #expect(shown.screenName == screen)
    #expect(shown.options.map(\.label) == labels)
    #expect(shown.defaultIndex == index)
    #expect(shown.custom != nil)
    #expect((shown.defaultSelection == .noTip) == (region == "JP"))
  }

  @Test("Every region of the built-in regional policy has a screen with its three suggestions")
  func everyRegionHasThreeSuggestions() throws {
    let catalog = try PolicyCatalog.builtIn()
    let regional = try #require(catalog.regionalPolicy)
    #expect(regional.regionCodes.count >= 38)
    for code in regional.regionCodes {
      let region = try Region(code)
      let rule = try #require(regional.rule(for: region))
      let shown = try catalog.screenOptions(for: try Self.bill("50.00", region: code))
      #expect(shown.screenName == "regional-\(code)")
      #expect(shown.options.count == 3, "\(code)")
      #expect(shown.options.map(\.label) == rule.suggestions.map { "\($0)" }, "\(code)")
    }
  }

  @Test(
    "A region's suggestion outside 0 to 100 is refused at load, at the suggestion",
    arguments: ["150", "100.01"])
  func suggestionOutOfRange(rate: String) {
    let json = #"""
      {"version": 1, "policies": [{"name": "regional", "kind": "region", "regions": {"US": {"policy": "percent-18", "suggestions": ["15", "\#(rate)", "-5"]}}}]}
      """#
    let found = PolicyCatalog.validate([.builtIn, CatalogSource(name: "house.json", json: json)])
      .errors.map(\.description)
    #expect(
      found.contains(
        "house.json:1:133: at policies[0].regions.US.suggestions[1]: "
          + "suggestion \(rate) is out of range; expected 0 to 100 (percent), as a tip screen "
          + "shows it"),
      "\(found)")
    #expect(
      found.contains { $0.contains("at policies[0].regions.US.suggestions[2]: suggestion -5") })
  }

  @Test("A screen that lists a region is its screen, before the one derived from 'regional'")
  func explicitRegionScreen() throws {
    let catalog = try Self.catalog(
      #"{"version": 1, "policies": [], "screens": {"ny": {"options": ["20%", "25%"], "regions": ["US-NY"]}}}"#
    )
    #expect(try catalog.selectScreen(for: Self.bill("10", region: "US-NY")).name == "ny")
    #expect(try catalog.selectScreen(for: Self.bill("10", region: "US-CA")).name == "regional-US")
    #expect(try catalog.selectScreen(for: Self.bill("10", region: "US-CA")).reason == .region)
  }

  @Test("Rules choose the screen for each bill: toast-gratuity once a gratuity applies")
  func rulesSelection() throws {
    let catalog = try Self.catalog(
      #"""
      {"version": 1, "policies": [],
       "serviceCharges": [{"name": "large-party", "rate": "18", "gratuity": true,
                           "when": {"partySize": {"min": 6}}}]}
      """#)
    let small = try catalog.screenOptions(
      for: try Self.bill("100.00", party: 2), screenNamed: "after-gratuity")
    #expect(small.screenName == "standard")
    #expect(small.options.map(\.tip.amountText) == ["15.00", "18.00", "20.00"])
    let large = try catalog.screenOptions(
      for: try Self.bill("100.00", party: 8), screenNamed: "after-gratuity")
    #expect(large.screenName == "toast-gratuity")
    #expect(large.serviceCharges.map(\.amount.amountText) == ["18.00"])
    #expect(large.options.map(\.tip.amountText) == ["3.00", "5.00", "7.00"])
    #expect(large.options.map(\.total.amountText) == ["121.00", "123.00", "125.00"])
    #expect(large.totalWithoutTip.amountText == "118.00")
  }

  @Test("An unknown screen name is an error with the known names; no screen at all too")
  func unknownScreen() throws {
    #expect(
      throws: ScreenError.unknownScreen(
        name: "square-smart-uk",
        suggestion: "known screens: standard, square-smart-ca, "
          + "square-smart-au, square-smart-ie, square-caps, toast-gratuity, after-gratuity, "
          + "regional-AE, regional-AR, regional-AT, regional-AU, regional-BE and 33 more")
    ) {
      try PolicyCatalog.builtIn().selectScreen(named: "square-smart-uk", for: Self.bill("10"))
    }
    let bare = try Self.catalog(
      #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "10"}]}"#,
      builtIn: false)
    #expect(throws: ScreenError.self) { try bare.selectScreen(for: Self.bill("10")) }
    #expect(bare.screens.isEmpty)
  }

  @Test("A later file's screen replaces the built-in one of the same name")
  func override() throws {
    let catalog = try Self.catalog(
      #"{"version": 1, "policies": [], "screens": {"standard": {"options": ["10%"], "custom": false, "noTip": false}}}"#
    )
    let shown = try catalog.screenOptions(for: try Self.bill("20.00"))
    #expect(shown.options.map(\.tip.amountText) == ["2.00"])
    #expect(shown.custom == nil)
    #expect(!shown.offersNoTip)
  }
}
