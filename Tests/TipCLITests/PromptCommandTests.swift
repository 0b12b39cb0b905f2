import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc prompt`: the tip screen for a bill, end to end (stdout, stderr, exit status).
@Suite("tipcalc prompt: screens by name, region and rules, JSON and table output, errors")
struct PromptCommandTests {
  /// The `options` of a prompt's JSON as (label, kind, tip, total, perPerson).
  static func options(_ json: [String: Any]) -> [[String]] {
    (json["options"] as? [[String: Any]] ?? []).map { option in
      ["label", "kind", "tip", "total", "perPerson"].map { option[$0] as? String ?? "?" }
    }
  }

  @Test(
    "The built-in screens below, at and above their thresholds, in USD, JPY and KWD",
    arguments: [
      // arguments, screen, base, options (label, tip, total)
      (
        "9.99 --screen square-smart-ca", "square-smart-ca", "9.99",
        [
          ["1.00", "amount", "1.00", "10.99"], ["2.00", "amount", "2.00", "11.99"],
          ["3.00", "amount", "3.00", "12.99"],
        ]
      ),
      (
        "10.00 --screen square-smart-ca", "square-smart-ca", "10.00",
        [
          ["15%", "percent", "1.50", "11.50"], ["20%", "percent", "2.00", "12.00"],
          ["25%", "percent", "2.50", "12.50"],
        ]
      ),
      (
        "10 --screen square-smart-au --currency JPY", "square-smart-au", "10",
        [
          ["5%", "percent", "1", "11"], ["10%", "percent", "1", "11"],
          ["20%", "percent", "2", "12"],
        ]
      ),
      (
        "9.999 --screen square-smart-ie --currency KWD", "square-smart-ie", "9.999",
        [
          ["0.500", "amount", "0.500", "10.499"], ["1.000", "amount", "1.000", "10.999"],
          ["2.000", "amount", "2.000", "11.999"],
        ]
      ),
      (
        "100 --screen toast-gratuity --tax 8", "toast-gratuity", "100.00",
        [
          ["3%", "percent", "3.00", "111.00"], ["5%", "percent", "5.00", "113.00"],
          ["7%", "percent", "7.00", "115.00"],
        ]
      ),
    ] as [(String, String, String, [[String]])])
  func builtInScreens(arguments: String, screen: String, base: String, options: [[String]])
    throws
  {
    let result = tipcalc("prompt \(arguments) --json")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let json = try jsonObject(result.stdout)
    #expect(json["screen"] as? String == screen)
    #expect(json["base"] as? String == base)
    #expect(Self.options(json).map { [$0[0], $0[1], $0[2], $0[3]] } == options)
    #expect(json["noTip"] as? Bool == true)
  }

  @Test("The JSON output is the expected text key for key, with Square's cap for this bill")
  func jsonShape() {
    let result = tipcalc("prompt 250 --screen square-caps --split 3 --json")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {
          "screen": "square-caps",
          "region": null,
          "currency": "USD",
          "base": "250.00",
          "baseKind": "subtotal",
          "serviceCharges": [],
          "totalWithoutTip": "250.00",
          "options": [
            {
              "label": "15%",
              "kind": "percent",
              "tip": "37.50",
              "total": "287.50",
              "perPerson": "95.84"
            },
            {
              "label": "20%",
              "kind": "percent",
              "tip": "50.00",
              "total": "300.00",
              "perPerson": "100.00"
            },
            {
              "label": "25%",
              "kind": "percent",
              "tip": "62.50",
              "total": "312.50",
              "perPerson": "104.17"
            }
          ],
          "default": null,
          "noTip": true,
          "custom": {
            "minimum": "0.00",
            "maximum": "125.00"
          }
        }

        """)
  }

  @Test(
    "Square's custom-tip caps at each tier's edge",
    arguments: [
      ("2.50", "3.00"), ("3.00", "3.00"), ("3.01", "3.01"), ("200.00", "200.00"),
      ("200.01", "100.00"), ("3000.00", "1000.00"),
    ])
  func caps(subtotal: String, maximum: String) throws {
    let json = try jsonObject(tipcalc("prompt \(subtotal) --screen square-caps --json").stdout)
    #expect((json["custom"] as? [String: Any])?["maximum"] as? String == maximum)
  }

  @Test("Without --screen the region's screen shows; a subdivision takes its country's")
  func regionScreens() throws {
    let us = try jsonObject(tipcalc("prompt 50 --region US-NY --json").stdout)
    #expect(us["screen"] as? String == "regional-US")
    #expect(us["default"] as? Int == 1)
    #expect(Self.options(us).map { $0[0] } == ["15%", "18%", "20%"])
    let japan = try jsonObject(tipcalc("prompt 1200 --region JP --json").stdout)
    #expect(japan["screen"] as? String == "regional-JP")
    #expect(japan["currency"] as? String == "JPY")
    // Tipping is not customary in Japan: the suggestions show, "no tip" is selected.
    #expect(Self.options(japan).map { $0[0] } == ["5%", "10%", "15%"])
    #expect(japan["default"] is NSNull)
    #expect(japan["defaultNoTip"] as? Bool == true)
    let none = try jsonObject(tipcalc("prompt 50 --json").stdout)
    #expect(none["screen"] as? String == "standard")
  }

  @Test("In CA-QC the suggestions are on the amount before tax")
  func quebec() {
    let result = tipcalc("prompt 50 --region CA-QC --tax 7.49")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Screen  regional-CA-QC
        Region  CA-QC, Quebec, Canada
        Base    CA$50 (the subtotal; before tax, as CA-QC law requires)

        Option        Tip     Total
        1. 15% *  CA$7.50  CA$64.99
        2. 18%       CA$9  CA$66.49
        3. 20%      CA$10  CA$67.49
        No tip             CA$57.49
        Custom tip: any amount

        """)
  }

  @Test("Rules switch to toast-gratuity when the catalog's gratuity applies (--party)")
  func rulesWithGratuity() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      #"""
      {"version": 1, "policies": [],
       "serviceCharges": [{"name": "large-party", "rate": "18", "gratuity": true,
                           "when": {"partySize": {"min": 6}}}],
       "screens": {"house": {"rules": [{"when": {"gratuityApplied": true}, "screen": "toast-gratuity"}],
                             "otherwise": "square-caps", "regions": ["US"]}}}
      """#)
    let large = tipcalc(
      ["prompt", "100", "--party", "8", "--region", "US", "--config", "house.json", "--json"],
      directory: directory.path)
    #expect(large.status == 0, "\(large.stderr)")
    let json = try jsonObject(large.stdout)
    #expect(json["screen"] as? String == "toast-gratuity")
    #expect(json["region"] as? String == "US")
    // The charge the options' totals include, as quote --json gives it.
    let charges = try #require(json["serviceCharges"] as? [[String: Any]])
    #expect(charges.map { $0["name"] as? String } == ["large-party"])
    #expect(charges.map { $0["amount"] as? String } == ["18.00"])
    #expect(charges.map { $0["gratuity"] as? Bool } == [true])
    #expect(json["totalWithoutTip"] as? String == "118.00")
    #expect(Self.options(json).map { $0[3] } == ["121.00", "123.00", "125.00"])
    let small = try jsonObject(
      tipcalc(
        ["prompt", "100", "--party", "2", "--region", "US", "--config", "house.json", "--json"],
        directory: directory.path
      ).stdout)
    #expect(small["screen"] as? String == "square-caps")
  }

  @Test("A service charge is shown with its tax, which the totals of the options include")
  func serviceChargeWithTax() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "charged.json",
      #"""
      {"version": 1, "policies": [],
       "screens": {"tot": {"options": ["10%"], "base": "total", "default": 0}},
       "serviceCharges": [{"name": "svc", "rate": "10", "taxRate": "5", "gratuity": true,
                           "when": {"partySize": {"min": 6}}}]}
      """#)
    let result = tipcalc(
      [
        "prompt", "100", "--tax", "14.98", "--discount", "10", "--region", "CA", "--screen",
        "tot", "--party", "6", "--config", "charged.json", "--locale", "en_CA",
      ],
      directory: directory.path)
    #expect(result.status == 0, "\(result)")
    // 90.00 + 14.98 + 9.00 + 0.45 = 114.43 with no tip; 10 % of 104.98 is 10.50.
    #expect(
      result.stdout.contains("Service charge  $9 svc + $0.45 tax (gratuity)\n"), "\(result)")
    #expect(result.stdout.contains("No tip            $114.43\n"), "\(result)")
    #expect(result.stdout.contains("1. 10% *  $10.50  $124.93\n"), "\(result)")
  }

  @Test(
    "Errors: an unknown screen (65, did you mean), bad amounts as quote, no screen at all",
    arguments: [
      (
        ["prompt", "10", "--screen", "square-smart-uk"], 65,
        "Error: Unknown screen 'square-smart-uk'. Screens: "
          + "standard, square-smart-ca, square-smart-au, square-smart-ie, square-caps, "
          + "toast-gratuity, after-gratuity, and regional-<CODE> for each region of "
          + "'regional', such as regional-AE.\n"
      ),
      (
        ["prompt", "12.345"], 65,
        "Error: Invalid value '12.345' for '<subtotal>': USD amounts have at most 2 digits after "
          + "the point; this one needs 3 (use 'tipcalc round' to round it).\n"
      ),
      (
        ["prompt", "9", "--screen", "square-smart-ie", "--currency", "JPY"], 65,
        "Error: Screen 'square-smart-ie' in the built-in catalog (Policies/default.json): the "
          + "option 0.5 is finer than JPY allows (0 fraction digits); use a screen made for JPY, "
          + "or one of percentages only.\n"
      ),
      (
        ["prompt", "10", "--split", "two"], 64,
        "Error: Invalid value 'two' for '--split <n>': expected a whole number of people from 1 "
          + "to 10000, such as 3.\n"
      ),
    ] as [([String], Int32, String)])
  func errors(arguments: [String], status: Int32, message: String) {
    let result = tipcalc(arguments)
    #expect(result.status == status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("An unknown screen's message claims no regional screens where the catalog made none")
  func unknownScreenWithoutRegionalScreens() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "s.json",
      #"{"version": 1, "policies": [], "screens": {"house": {"options": ["15%", "20%"]}}}"#)
    let result = tipcalc(
      ["prompt", "10", "--screen", "nope", "--config", "s.json", "--no-default-catalog"],
      directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: Unknown screen 'nope'. Screens: house.\n"), "\(result)")
  }

  @Test("The executable prints the same as the in-process run, with the same status")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    for arguments in [
      ["prompt", "8", "--screen", "square-smart-ca", "--json"],
      ["prompt", "10", "--screen", "nope"],
    ] {
      #expect(try Executable.run(executable, arguments) == tipcalc(arguments))
    }
  }

  @Test("validate reports a screen's mistakes at their key")
  func validate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "bad.json",
      #"{"version": 1, "policies": [], "screens": {"x": {"options": ["15%"], "default": 3}}}"#)
    let result = tipcalc(["validate", "bad.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "bad.json:1:81: error: at screens.x.default: default option 3 is out of range: the "
          + "screen shows 1 option; write an index from 0 to 0 (0 is the first option), null or "
          + "\"no-tip\""), "\(result.stderr)")
  }

  @Test("A screen's amount the bill's currency cannot hold names the screen and its file")
  func amountTooFineNamesTheScreen() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      #"""
      {"version": 1, "policies": [],
       "screens": {"house": {"options": ["15%", "20%"], "custom": {"minimum": "0.001"}}}}
      """#)
    let result = tipcalc(
      ["prompt", "10", "--config", "house.json", "--screen", "house"], directory: directory.path)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: Screen 'house' in house.json: the custom tip's minimum 0.001 is finer than "
        + "USD allows (2 fraction digits); use a screen made for USD, or one of percentages "
        + "only.\n")
  }

  @Test("validate counts a file's screens, and not the ones derived from 'regional'")
  func validateCountsScreens() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      #"{"version": 1, "policies": [], "screens": {"house": {"options": ["15%", "18%"]}}}"#)
    let result = tipcalc(["validate", "house.json"], directory: directory.path)
    #expect(result.status == 0)
    #expect(result.stdout == "house.json: valid, 0 policies, 1 screen.\n")
    let builtIn = tipcalc(
      ["validate", "default.json", "--no-default-catalog"],
      directory: Repository.url("Policies").path)
    #expect(builtIn.stdout == "default.json: valid, 18 policies, 7 screens, 63 tests.\n")
  }

  @Test(
    "A screen of rules reads --at, --channel and --payment as quote does",
    arguments: [
      (["--at", "2026-11-27T17:00"], "happy-hour"),  // a Friday at 17:00
      (["--at", "2026-11-28T17:00"], "standard"),  // a Saturday
      (["--channel", "takeout"], "counter"),
      (["--channel", "takeout", "--payment", "card"], "counter"),
      (["--channel", "takeout", "--payment", "cash"], "cash-jar"),
      ([], "standard"),  // a condition on a field not given does not hold
    ])
  func rulesOnTheOrder(options: [String], screen: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "rules.json",
      """
      {"version": 1, "policies": [], "screens": {
        "happy-hour": {"options": ["10%", "12%", "15%"]},
        "counter": {"options": ["1.00", "2.00"], "default": "no-tip"},
        "cash-jar": {"options": ["0.50", "1.00"]},
        "house": {"regions": ["US"], "otherwise": "standard", "rules": [
          {"when": {"channels": ["takeout"], "payments": ["cash"]}, "screen": "cash-jar"},
          {"when": {"channels": ["takeout"]}, "screen": "counter"},
          {"when": {"days": ["fri"], "time": {"from": "16:00", "until": "18:00"}},
           "screen": "happy-hour"}]}}}
      """)
    let result = tipcalc(
      ["prompt", "40", "--region", "US", "--config", "rules.json", "--json"] + options,
      directory: directory.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try jsonObject(result.stdout)["screen"] as? String == screen)
  }
}
