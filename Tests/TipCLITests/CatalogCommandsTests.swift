import Testing

@testable import TipCLI

@Suite("tipcalc policies, explain, regions and validate")
struct CatalogCommandsTests {
  @Test("Policies lists every built-in policy with its kind and description")
  func policies() throws {
    let result = tipcalc("policies")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Name                  Kind      Description")
    #expect(lines.contains("none                  fixed     No tip."))
    #expect(
      lines.contains(
        "round-up-10           round-up  10%, then round the total up to the next whole unit "
          + "(Germany, Austria)."))
    #expect(
      result.stdout.hasSuffix(
        "\n\nThe default policy is 'percent-18'; see 'tipcalc explain <name>' for details.\n"))
    let json = try jsonArray(tipcalc("policies --json").stdout)
    #expect(json.count == 18)
    #expect(json.allSatisfy { $0.keys.sorted() == ["default", "description", "kind", "name"] })
    #expect(json.first?["name"] as? String == "none")
    #expect(json.last?["name"] as? String == "regional")
    #expect(json.last?["kind"] as? String == "region")
  }

  @Test("Explain shows the resolved tree, each shared policy expanded once")
  func explain() {
    let result = tipcalc("explain smart-round-up")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        smart-round-up (smart): Round the total up below 10; from 10 up, 10% and round the total up.
          Source: built-in catalog (Policies/default.json)
          Rule: one policy below 10, another from 10 up (on the subtotal)
          below 10: round-up (round-up), rounded up so the total is a multiple of 1
            then rounds up: none (fixed), a fixed 0
          from 10 up: round-up-10 (round-up), rounded up so the total is a multiple of 1
            then rounds up: percent-10 (percent), 10% of the subtotal, rounded half-up

        """)
    let regional = tipcalc("explain regional").stdout
    #expect(
      regional.contains(
        """
          region AT: round-up-10 (round-up), rounded up so the total is a multiple of 1
            note: 5–10% by rounding up
            suggests: 5 %, 8 %, 10 %
            then rounds up: percent-10 (percent), 10% of the subtotal, rounded half-up
          region AU:
        """))
    #expect(
      regional.contains(
        """
          region DE: round-up-10 (round-up), rounded up so the total is a multiple of 1 \
        (expanded above)
            note: 5–10%, said as the rounded total
            suggests: 5 %, 8 %, 10 %
          region DK:
        """))
  }

  @Test("Regions lists code, currency, policy and note; JSON has them too")
  func regions() throws {
    let result = tipcalc("regions")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 39)  // 37 countries and CA-QC, and the header
    #expect(lines.first == "Region  Currency  Policy        Note")
    #expect(lines.contains("JP      JPY       none          no tipping; staff may refuse a tip"))
    let json = try jsonArray(tipcalc("regions --json").stdout)
    #expect(json.count == 38)
    #expect(json.allSatisfy { $0.keys.sorted() == ["currency", "note", "policy", "region"] })
    let germany = try #require(json.first { $0["region"] as? String == "DE" })
    #expect(germany["currency"] as? String == "EUR")
    #expect(germany["policy"] as? String == "round-up-10")
    let japan = try #require(json.first { $0["region"] as? String == "JP" })
    #expect(japan["note"] as? String == "no tipping; staff may refuse a tip")
  }

  @Test("Validate reports every error of every file in command-line order, then exits 65 or 66")
  func validate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "good.json",
      """
      {"version": 1, "policies": [
        {"name": "house", "kind": "percent", "rate": "20"},
        {"name": "percent-18", "kind": "percent", "rate": "19"}]}
      """)
    try directory.write(
      "bad.json",
      """
      {
        "version": 1,
        "policies": [
          {"name": "a", "kind": "percnt", "rate": "18"},
          {"name": "b", "kind": "percent", "rtae": "15"},
          {"name": "c", "kind": "round-up", "policy": "d"},
          {"name": "d", "kind": "round-up", "policy": "c"}
        ]
      }
      """)
    try directory.write("empty.json", "")
    try directory.write("binary.json", bytes: [0x00, 0xFF, 0xFE, 0x01])
    func run(_ words: String) -> RunResult {
      tipcalc(words.split(separator: " ").map(String.init), directory: directory.path)
    }
    let good = run("validate good.json")
    #expect(
      good
        == RunResult(
          status: 0, stdout: "good.json: valid, 2 policies; overrides 'percent-18'.\n", stderr: ""))

    let bad = run("validate good.json bad.json")
    #expect(bad.status == 65)
    #expect(bad.stdout == "")
    #expect(
      bad.stderr == """
        bad.json:4:27: error: at policies[0].kind: unknown policy kind 'percnt'; did you mean \
        'percent'? Known kinds: cap, fixed, percent, region, round-up, rules, smart
        bad.json:5:5: error: at policies[1]: missing key 'rate'; is 'rtae' (line 5) a \
        misspelling of 'rate'?
        bad.json:7:49: error: at policies[3].policy: reference cycle: c → d → c; make one of \
        these policies refer to a policy outside the cycle
        Error: 3 problems in 1 of 2 files.

        """)

    let mixed = run("validate missing.json empty.json binary.json \(directory.path)")
    #expect(mixed.status == 66)
    #expect(
      mixed.stderr == """
        missing.json: error: no such file; check the path; it is relative to \(directory.path)
        empty.json: error: the file is empty; a catalog is at least {"version": 1, "policies": []}
        binary.json:1:2: error: invalid UTF-8 at byte offset 1; save the file as UTF-8 text
        \(directory.path): error: is a directory; expected a JSON catalog file
        Error: 4 problems in 4 of 4 files.

        """)
  }

  @Test("Validate without the built-in catalog finds references to built-in names")
  func validateAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(
      "wrap.json",
      #"{"version": 1, "policies": [{"name": "w", "kind": "round-up", "policy": "percent-10"}]}"#)
    #expect(tipcalc(["validate", file]).status == 0)
    let alone = tipcalc(["validate", file, "--no-default-catalog"])
    #expect(alone.status == 65)
    #expect(alone.stderr.contains("no policy named 'percent-10'"))
  }

  @Test(
    "A catalog without 'regional' quotes with its default; without a default it says what to do")
  func catalogWithoutRegional() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let house = try directory.write(
      "house.json",
      #"{"version": 1, "default": "house", "#
        + #""policies": [{"name": "house", "kind": "percent", "rate": "20"}]}"#)
    let bare = try directory.write(
      "bare.json",
      #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "20"}]}"#)
    let quote = tipcalc(
      ["quote", "100", "--region", "DE", "--config", house, "--no-default-catalog", "--json"])
    let json = try jsonObject(quote.stdout)
    #expect(json["policy"] as? String == "house")
    #expect(json["region"] as? String == "DE")
    #expect(json["currency"] as? String == "EUR")
    #expect(json["tip"] as? String == "20.00")

    let noDefault = tipcalc(["quote", "100", "--config", bare, "--no-default-catalog"])
    #expect(noDefault.status == 65)
    #expect(
      noDefault.stderr == """
        Error: The catalog has no 'default' policy and 'regional' does not apply; give --policy, \
        --tip-percent or --tip-amount, or add "default" to the catalog.

        """)

    let regions = tipcalc(["regions", "--config", house, "--no-default-catalog"])
    #expect(regions.status == 65)
    #expect(
      regions.stderr == """
        Error: The catalog has no per-region policy named 'regional'; define one of kind \
        'region' with --config.

        """)
  }
}
