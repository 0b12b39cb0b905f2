import Foundation
import Testing
import TipEngine

@testable import TipCLI

/// The JSON object printed by `--json`, parsed.
func jsonObject(_ text: String) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(value as? [String: Any], "not a JSON object: \(text)")
}

/// The JSON array printed by `--json`, parsed.
func jsonArray(_ text: String) throws -> [[String: Any]] {
  let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text)")
}

@Suite("tipcalc quote")
struct QuoteCommandTests {
  @Test("A regional quote prints the seed apps' table and the region's suggestions")
  func humanTable() {
    let result = tipcalc("quote 84.50 --region US --split 3")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Policy          regional (US: percent-18)
        Region          US, United States
        Custom          15–20% of the pre-tax bill is customary (etiquette guides; Toast computes before tax)
        Subtotal        $84.50
        Tax             $0
        Total tip       $15.21 (18 %)
        Total bill      $99.71
        People          3
        Total p/person  $33.24
        Shares          $33.24 ×2, $33.23 ×1

        Suggestions       15 %    18 %     20 %
        Total tip       $12.68  $15.21   $16.90
        Total bill      $97.18  $99.71  $101.40
        Total p/person  $32.40  $33.24   $33.80

        """)
  }

  @Test("The seed's custom tip: 200 with a tip of 201 among 4 is 100.25 each, 401 in all")
  func seedCustomTip() {
    let result = tipcalc("quote 200 --tip-amount 201 --split 4 --json")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {
          "policy": "tip-amount 201",
          "region": null,
          "regionSource": null,
          "currency": "USD",
          "subtotal": "200.00",
          "discount": "0.00",
          "tax": "0.00",
          "serviceCharges": [],
          "tip": "201.00",
          "total": "401.00",
          "rounding": "0.00",
          "payable": "401.00",
          "split": 4,
          "shares": [
            "100.25",
            "100.25",
            "100.25",
            "100.25"
          ]
        }

        """)
    let human = tipcalc("quote 200 --tip-amount 201 --split 4")
    #expect(
      human.stdout == """
        Policy          tip-amount 201
        Subtotal        $200
        Tax             $0
        Total tip       $201 (100.5 %)
        Total bill      $401
        People          4
        Total p/person  $100.25

        """)
  }

  @Test(
    "Seed scenarios and other vectors: tip, total and shares",
    arguments: [
      ("quote 100 --tip-percent 0", "tip-percent 0", "0.00", "100.00", ["100.00"]),
      (
        "quote 100 --tip-percent 0 --split 2", "tip-percent 0", "0.00", "100.00",
        ["50.00", "50.00"]
      ),
      (
        "quote 100 --tip-percent 10 --split 2", "tip-percent 10", "10.00", "110.00",
        ["55.00", "55.00"]
      ),
      ("quote 50 --tip-percent 15", "tip-percent 15", "7.50", "57.50", ["57.50"]),
      ("quote 50 --tip-percent 20%", "tip-percent 20", "10.00", "60.00", ["60.00"]),
      (
        "quote 1000 --policy none --split 4", "none", "0.00", "1000.00",
        Array(repeating: "250.00", count: 4)
      ),
      ("quote 10 --tax 1 --tip-percent 20", "tip-percent 20", "2.00", "13.00", ["13.00"]),
      (
        "quote 10 --tax 1 --policy percent-18-after-tax", "percent-18-after-tax", "1.98", "12.98",
        ["12.98"]
      ),
      ("quote 84.75 --policy percent-18", "percent-18", "15.26", "100.01", ["100.01"]),
      (
        "quote 100 --tip-percent 12.5 --split 3", "tip-percent 12.5", "12.50", "112.50",
        ["37.50", "37.50", "37.50"]
      ),
      (
        "quote 100 --tip-percent 18 --weights 1,2,1.5", "tip-percent 18", "18.00", "118.00",
        ["26.22", "52.45", "39.33"]
      ),
      ("quote $1,234.50 --tip-amount 0.50", "tip-amount 0.5", "0.50", "1235.00", ["1235.00"]),
      ("quote 8 --policy smart", "smart", "2.00", "10.00", ["10.00"]),
      ("quote 37.14 --policy round-up-10", "round-up-10", "3.86", "41.00", ["41.00"]),
      (
        "quote 9999999999999999.99 --tip-percent 100", "tip-percent 100", "9999999999999999.99",
        "19999999999999999.98", ["19999999999999999.98"]
      ),
    ])
  func vectors(commandLine: String, policy: String, tip: String, total: String, shares: [String])
    throws
  {
    let result = tipcalc(commandLine + " --json")
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json["policy"] as? String == policy)
    #expect(json["tip"] as? String == tip)
    #expect(json["total"] as? String == total)
    #expect(json["shares"] as? [String] == shares)
    #expect(json["split"] as? Int == shares.count)
  }

  @Test(
    "The policy: regional for --region, else for the locale's region if covered, else default",
    arguments: [
      ("quote 100 --region DE", [:], "regional", "DE", "EUR", "10.00"),
      ("quote 100 --region de --currency CHF", [:], "regional", "DE", "CHF", "10.00"),
      ("quote 100 --region JP", [:], "regional", "JP", "JPY", "0"),
      ("quote 100 --region NG --tip-percent 10", [:], "tip-percent 10", "NG", "NGN", "10.00"),
      ("quote 100", [:], "percent-18", nil, "USD", "18.00"),
      // A region taken from the locale brings its currency.
      ("quote 100", ["LANG": "en_GB.UTF-8"], "regional", "GB", "GBP", "12.50"),
      (
        "quote 100", ["LANG": "en_GB.UTF-8", "LC_MONETARY": "de_AT.UTF-8"], "regional", "AT", "EUR",
        "10.00"
      ),
      ("quote 100 --currency USD", ["LANG": "de_DE.UTF-8"], "regional", "DE", "USD", "10.00"),
      ("quote 100", ["LANG": "en_GB.UTF-8", "LC_ALL": "C"], "percent-18", nil, "USD", "18.00"),
      ("quote 100", ["LANG": "yo_NG.UTF-8"], "percent-18", nil, "USD", "18.00"),
      ("quote 100 --region US", ["LANG": "ja_JP.UTF-8"], "regional", "US", "USD", "18.00"),
      ("quote 100 --tip-percent 5", ["LANG": "en_GB.UTF-8"], "tip-percent 5", nil, "USD", "5.00"),
    ] as [(String, [String: String], String, String?, String, String)])
  func choosesPolicy(
    commandLine: String, environment: [String: String], policy: String, region: String?,
    currency: String, tip: String
  ) throws {
    let result = tipcalc(commandLine + " --json", environment: environment)
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json["policy"] as? String == policy)
    #expect(json["region"] as? String == region)
    if region == nil { #expect(json["region"] is NSNull) }
    #expect(json["currency"] as? String == currency)
    #expect(json["tip"] as? String == tip)
  }

  @Test("JSON amounts are strings with exactly the currency's digits, and shares sum to the total")
  func jsonDigits() throws {
    for (commandLine, digits) in [
      ("quote 1200 --region JP --tip-percent 10 --split 7", 0),
      ("quote 12.5 --currency KWD --tip-percent 10 --split 3", 3),
      ("quote 7.1 --currency CLF --tip-percent 15 --weights 1,1,1", 4),
      ("quote 99.99 --tip-percent 18 --split 7", 2),
    ] {
      let result = tipcalc(commandLine + " --json")
      #expect(result.status == 0, "\(result)")
      let json = try jsonObject(result.stdout)
      let amounts = ["subtotal", "tax", "tip", "total"].map { json[$0] as? String }
      let shares = try #require(json["shares"] as? [String])
      for amount in amounts + shares.map(Optional.some) {
        let text = try #require(amount, "an amount is not a string in \(result.stdout)")
        let fraction = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        #expect((fraction.first?.count ?? 0) == digits, "\(text) in \(commandLine)")
      }
      let currency = try Currency(code: try #require(json["currency"] as? String))
      var sum = Money.zero(currency)
      for share in shares { sum = try sum.adding(Money(share, currency: currency)) }
      #expect(sum.amountText == json["total"] as? String)
    }
  }

  @Test("Uneven and weighted shares are listed; weighted splits have no single per-person share")
  func shares() {
    let even = tipcalc("quote 100 --tip-percent 0 --split 3")
    #expect(even.stdout.contains("Total p/person  $33.34\nShares          $33.34 ×1, $33.33 ×2\n"))
    let equal = tipcalc("quote 100 --tip-percent 0 --split 4")
    #expect(equal.stdout.contains("Total p/person  $25\n"))
    #expect(!equal.stdout.contains("Shares"))
    let weighted = tipcalc("quote 100 --tip-percent 0 --weights 1,2,1")
    #expect(weighted.stdout.contains("Shares      $25 ×1, $50 ×1, $25 ×1\n"))
    #expect(!weighted.stdout.contains("p/person"))
  }

  @Test(
    "Regions without suggestions show no suggestion table; currencies without a symbol show the code"
  )
  func noSuggestions() throws {
    // Every built-in region has suggestions; a catalog's region may have none.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "france.json",
      """
      {"version": 1, "policies": [
        {"name": "regional", "kind": "region", "regions": {"FR": {"policy": "round-up",
         "note": "service is included in menu prices (1987 decree); leave small change"}}}]}
      """)
    let result = tipcalc(
      ["quote", "45.50", "--region", "FR", "--config", "france.json"], directory: directory.path)
    #expect(
      result.stdout == """
        Policy          regional (FR: round-up)
        Region          FR, France
        Custom          service is included in menu prices (1987 decree); leave small change
        Subtotal        €45.50
        Tax             €0
        Total tip       €0.50 (1.1 %)
        Total bill      €46
        Total p/person  €46

        """)
    let kuwait = tipcalc("quote 12.5 --currency KWD --tip-percent 10")
    #expect(kuwait.stdout.contains("Subtotal        KWD 12.500\n"))
    #expect(kuwait.stdout.contains("Total tip       KWD 1.250 (10 %)\n"))
  }

  @Test("--config files layer over the built-in catalog and may replace 'regional' and 'default'")
  func layering() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      """
      {"version": 1, "default": "house",
       "policies": [
         {"name": "house", "kind": "percent", "rate": "20"},
         {"name": "regional", "kind": "region", "fallback": "percent-15",
          "regions": {"US": {"policy": "percent-25", "suggestions": ["25", "30"]}}}
       ]}
      """)
    func run(_ words: String) -> RunResult {
      tipcalc(words.split(separator: " ").map(String.init), directory: directory.path)
    }
    let byDefault = try jsonObject(run("quote 100 --config house.json --json").stdout)
    #expect(byDefault["policy"] as? String == "house")
    #expect(byDefault["tip"] as? String == "20.00")
    let fallback = try jsonObject(run("quote 100 --config house.json --region NG --json").stdout)
    #expect(fallback["policy"] as? String == "regional")
    #expect(fallback["tip"] as? String == "15.00")
    #expect(fallback["currency"] as? String == "NGN")
    let us = run("quote 100 --config house.json --region US")
    #expect(us.stdout.hasPrefix("Policy          regional (US: percent-25)\n"))
    #expect(
      us.stdout.hasSuffix(
        "Suggestions     25 %  30 %\nTotal tip        $25   $30\n"
          + "Total bill      $125  $130\nTotal p/person  $125  $130\n"))
    let alone = run("quote 100 --config house.json --no-default-catalog --region NG")
    #expect(alone.status == 65)
    #expect(
      alone.stderr == """
        Error: house.json:5:34: at policies[1].regions.US.policy: no policy named 'percent-25'; \
        known policies: house, regional.

        """)
  }
}

@Suite("Amounts for people follow --locale, else the process locale")
struct DisplayLocaleTests {
  @Test(
    "The same quote in four styles",
    arguments: [
      ([String](), [String: String](), "Total bill      $1,234.50\n"),
      (["--locale", "de_DE"], [:], "Total bill      1.234,50\u{A0}$\n"),
      ([], ["LANG": "de_DE.UTF-8"], "Total bill      1.234,50\u{A0}$\n"),
      (["--locale", "en_US"], ["LANG": "de_DE.UTF-8"], "Total bill      $1,234.50\n"),
      ([], ["LC_ALL": "C"], "Total bill      $1,234.50\n"),
    ])
  func styles(options: [String], environment: [String: String], line: String) {
    let result = tipcalc(
      ["quote", "1234.50", "--tip-percent", "0"] + options, environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains(line), "\(result.stdout)")
  }

  @Test("A well-formed but unknown locale is a data error with a suggestion")
  func unknownLocale() {
    let result = tipcalc(["split", "10", "--ways", "2", "--locale", "de_DX"])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value 'de_DX' for '--locale <id>': not a known locale"))
  }

  @Test("interactive refuses a standard input that is not a terminal (the built binary)")
  func interactiveNeedsATerminal() throws {
    // Spawned with /dev/null as standard input: in-process, a developer's terminal would open
    // the screen.
    guard let url = Executable.require() else { return }
    let result = try Executable.run(url, ["interactive"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: tipcalc interactive needs a terminal (stdin is not a TTY).\nUsage: tipcalc interactive"
      ))
  }
}
