import Foundation
import Testing

/// Receipts on the command line: `tipcalc split --receipt <file> [--config …] [--json]`, its
/// table, its JSON and its errors (65 for a receipt that cannot be used, 66 for one that cannot
/// be read, 64 for options that do not go with it), and `split <amount>` as it was.
@Suite("tipcalc split --receipt")
struct ReceiptCommandTests {
  /// The worked receipts of the library's tests.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/receipts").path

  /// Runs `tipcalc` in the fixtures directory.
  static func run(_ arguments: [String]) -> RunResult {
    tipcalc(arguments, directory: fixtures)
  }

  @Test("The table: a row per person, a totals row, the discount as taken off")
  func printsTheTable() {
    let result = Self.run(["split", "--receipt", "dinner.json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Person  Subtotal  Discount    Tax  Charges    Tip   Total
        Alice     $23.00    -$1.92  $1.92    $0.00  $3.80  $26.80
        Bob       $13.00    -$1.08  $1.08    $0.00  $2.14  $15.14
        Total     $36.00    -$3.00  $3.00    $0.00  $5.94  $41.94

        """)
  }

  @Test("Japan's two rates, each rounded down, in yen")
  func printsYen() {
    let result = Self.run(["split", "--receipt", "japan-8-10.json"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Person  Subtotal  Discount   Tax  Charges  Tip   Total
        Aiko      ¥1,213      -¥34   ¥94       ¥0   ¥0  ¥1,273
        Ben         ¥783      -¥22   ¥73       ¥0   ¥0    ¥834
        Chie      ¥1,559      -¥44  ¥148       ¥0   ¥0  ¥1,663
        Total     ¥3,555     -¥100  ¥315       ¥0   ¥0  ¥3,770

        """)
  }

  @Test("Someone listed with no items owes nothing, and the table says so")
  func saysWhoOwesNothing() {
    let result = Self.run(["split", "--receipt", "listed-without-items.json"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        Person  Subtotal  Discount    Tax  Charges    Tip   Total
        Gus        €9.00    -€0.90  €0.81    €0.00  €1.31  €10.22
        Hana      €18.50    -€1.85  €1.67    €0.00  €2.69  €21.01
        Ivo        €0.00     €0.00  €0.00    €0.00  €0.00   €0.00
        Total     €27.50    -€2.75  €2.48    €0.00  €4.00  €31.23

        Ivo had no items and owes nothing.

        """)
  }

  @Test("--json: the contract's keys, in order, amounts as strings in the currency's digits")
  func printsJSON() {
    let result = Self.run(["split", "--receipt", "kuwait-tea.json", "--json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {
          "currency": "KWD",
          "subtotal": "10.750",
          "discount": "0.000",
          "tax": "0.000",
          "charges": "0.000",
          "tip": "0.002",
          "total": "10.752",
          "rounding": "0.000",
          "payable": "10.752",
          "people": [
            {
              "name": "Zed",
              "subtotal": "4.084",
              "discount": "0.000",
              "tax": "0.000",
              "charges": "0.000",
              "tip": "0.001",
              "total": "4.085",
              "payment": null,
              "rounding": "0.000",
              "pays": "4.085"
            },
            {
              "name": "Amy",
              "subtotal": "3.333",
              "discount": "0.000",
              "tax": "0.000",
              "charges": "0.000",
              "tip": "0.001",
              "total": "3.334",
              "payment": null,
              "rounding": "0.000",
              "pays": "3.334"
            },
            {
              "name": "Bo",
              "subtotal": "3.333",
              "discount": "0.000",
              "tax": "0.000",
              "charges": "0.000",
              "tip": "0.000",
              "total": "3.333",
              "payment": null,
              "rounding": "0.000",
              "pays": "3.333"
            }
          ]
        }

        """)
  }

  @Test("A tip policy comes from the catalog: built in, or from --config files")
  func tipPolicyFromTheCatalog() throws {
    let builtIn = Self.run(["split", "--receipt", "policy-tip.json", "--json"])
    #expect(builtIn.status == 0)
    #expect(try jsonObject(builtIn.stdout)["tip"] as? String == "5.39")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "10"}]}"#)
    try directory.write(
      "lunch.json",
      #"{"currency": "USD", "items": [{"name": "soup", "amount": "8.00", "people": ["A", "B"]}], "tip": {"policy": "house"}}"#
    )
    let house = tipcalc(
      ["split", "--receipt", "lunch.json", "--config", "house.json", "--no-default-catalog"],
      directory: directory.path)
    #expect(house.status == 0, "\(house)")
    #expect(
      house.stdout == """
        Person  Subtotal  Discount    Tax  Charges    Tip  Total
        A          $4.00     $0.00  $0.00    $0.00  $0.40  $4.40
        B          $4.00     $0.00  $0.00    $0.00  $0.40  $4.40
        Total      $8.00     $0.00  $0.00    $0.00  $0.80  $8.80

        """)
    let missing = tipcalc(
      ["split", "--receipt", "lunch.json", "--no-default-catalog"], directory: directory.path)
    #expect(missing.status == 64)
    #expect(
      missing.stderr
        == "Error: '--no-default-catalog' leaves no catalog; add '--config <file>' or drop it.\n"
        + usageBlock("split"))
  }

  @Test(
    "Each receipt error names the item and the fix, exits 65 (66 unreadable, 64 usage)",
    arguments: [
      (
        #"{"currency": "USD", "items": [{"name": "pasta", "amount": "20.00", "people": []}]}"#,
        ["--receipt", "r.json"], 65,
        #"r.json:1:78: at items[0].people: item 'pasta' has no people; list who had it, such as "people": ["Alice"]."#
      ),
      (
        #"{"currency": "USD", "people": ["Alice", "Bob"], "items": [{"name": "wine", "amount": "10.00", "people": ["Bbo"]}]}"#,
        ["--receipt", "r.json"], 65,
        #"r.json:1:106: at items[0].people[0]: item 'wine' names 'Bbo', who is not in "people"; did you mean 'Bob'? "people" lists Alice, Bob."#
      ),
      (
        #"{"currency": "USD", "tax": "1.00", "items": [{"name": "wine", "amount": "10.00", "people": ["A"], "taxRate": "10"}]}"#,
        ["--receipt", "r.json"], 65,
        #"r.json:1:110: at items[0].taxRate: item 'wine' has a "taxRate" but the receipt also gives one "tax" amount; give either "tax" for the whole receipt or a "taxRate" on the items, not both."#
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": "10.001", "people": ["A"]}]}"#,
        ["--receipt", "r.json"], 65,
        "r.json:1:58: at items[0].amount: item 'wine': amount 10.001 has 3 fraction digits, but USD has 2 digits after the point; write at most 2 after the point."
      ),
      (
        #"{"currency": "EUX", "items": [{"name": "wine", "amount": "10.00", "people": ["A"]}]}"#,
        ["--receipt", "r.json"], 65,
        "r.json:1:14: at currency: unknown currency 'EUX'; expected an ISO 4217 code such as USD, EUR or JPY (did you mean 'EUR'?)."
      ),
      (
        #"{"currency": "USD", "tip": {"policy": "percent-81"}, "items": [{"name": "wine", "amount": "10.00", "people": ["A"]}]}"#,
        ["--receipt", "r.json"], 65,
        "r.json:1:39: at tip.policy: unknown tip policy 'percent-81'; did you mean 'percent-18'? Known policies: none, percent-5, percent-10, percent-12.5, percent-15, percent-18, percent-20, percent-25, percent-18-after-tax, fixed-1, fixed-2, round-up and 6 more."
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine" "amount": "10.00"}]}"#,
        ["--receipt", "r.json"], 65, "r.json:1:47: at items[0]: missing ',' between object members."
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": "10.00", "poeple": ["A"]}]}"#,
        ["--receipt", "r.json"], 65,
        "r.json:1:67: at items[0].poeple: unknown key 'poeple'; did you mean 'people'?"
      ),
      (
        "{}", ["--receipt", "missing.json"], 66,
        "missing.json: no such file; check the path; it is relative to DIR."
      ),
      ("{}", ["--receipt", "."], 66, ".: is a directory; expected a JSON receipt file."),
      (
        "{}", ["10", "--receipt", "r.json"], 64,
        "Unexpected argument '10': with '--receipt', the amounts come from the receipt."
      ),
      (
        "{}", ["--receipt", "r.json", "--ways", "2"], 64,
        "'--ways' cannot be used with '--receipt': the receipt says who had what."
      ),
      (
        "{}", ["--receipt", "r.json", "--currency", "EUR"], 64,
        #"'--currency' cannot be used with '--receipt': the receipt's "currency" gives it."#
      ),
      (
        "{}", ["10", "--ways", "2", "--config", "house.json"], 64,
        "'--config' is used only with '--receipt <file>', for a tip policy."
      ),
    ])
  func reportsReceiptErrors(json: String, arguments: [String], status: Int32, message: String)
    throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("r.json", json)
    let result = tipcalc(["split"] + arguments, directory: directory.path)
    #expect(result.status == status)
    #expect(result.stdout == "")
    let expected = message.replacingOccurrences(of: "DIR", with: directory.path)
    // Only a command-line mistake (64) ends with the usage block.
    #expect(result.stderr == "Error: \(expected)\n" + (status == 64 ? usageBlock("split") : ""))
  }

  @Test("split <amount> is as it was: the same table and JSON")
  func amountSplitUnchanged() {
    let table = tipcalc(["split", "100", "--ways", "3"])
    #expect(table.stdout == "Amount  $100\nPeople  3\nShares  $33.34 ×1, $33.33 ×2\n")
    #expect(table.status == 0)
    let missing = tipcalc(["split", "--ways", "3"])
    #expect(missing.status == 64)
    #expect(
      missing.stderr == "Error: Missing expected argument '<amount>'.\n" + usageBlock("split"))
  }

  @Test("The built executable settles a receipt as the library does")
  func executableSettlesReceipts() throws {
    guard let executable = Executable.require() else { return }
    for arguments in [
      ["split", "--receipt", "dinner.json"], ["split", "--receipt", "japan-8-10.json", "--json"],
      ["split", "--receipt", "missing.json"],
    ] {
      let spawned = try Executable.run(executable, arguments, directory: Self.fixtures)
      #expect(spawned == Self.run(arguments), "\(arguments)")
    }
    let spawned = try Executable.run(
      executable, ["split", "--receipt", "new-york-deli.json"], directory: Self.fixtures)
    #expect(spawned.status == 0)
    #expect(spawned.stderr == "")
    #expect(spawned.stdout.hasSuffix("Total     $26.74    -$2.00  $1.54    $0.00  $4.95  $31.23\n"))
  }
}
