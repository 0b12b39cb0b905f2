import Foundation
import Testing
import TipBatch

/// `tipcalc compare` run as a separate process: its report, its JSON, its changes file, and its
/// exit statuses.
@Suite("tipcalc compare")
struct CompareCommandTests {
  /// Three bills in two currencies, one of them without a region or channel, and a row that
  /// does not read.
  static let bills = """
    id,subtotal,currency,region,channel
    A1,100.00,USD,US,dine-in
    A2,50.00,EUR,FR,takeout
    A3,abc,USD,US,
    "A,4",20.00,USD,,

    """

  /// A catalog whose `house` gives 18 %, and one whose `house` gives 15 %.
  static let eighteen =
    #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "18"}]}"#
  static let fifteen =
    #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "15"}]}"#

  /// Runs `tipcalc compare` with `arguments` in a directory holding `bills.csv`, `a.json`,
  /// `b.json` and `changes.csv` (with `old`), with `catalogs` written over them, and returns the
  /// result and the changes file.
  func compare(
    _ arguments: [String], bills: String = Self.bills, catalogs: [String: String] = [:]
  ) throws -> (RunResult, changes: String?)? {
    guard let executable = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", bills)
    try directory.write("a.json", Self.eighteen)
    try directory.write("b.json", Self.fifteen)
    try directory.write("changes.csv", "old\n")
    for (name, text) in catalogs { try directory.write(name, text) }
    let result = try Executable.run(
      executable, ["compare"] + arguments, directory: directory.path)
    let changes = try? String(contentsOfFile: directory.path + "/changes.csv", encoding: .utf8)
    return (result, changes)
  }

  @Test("The report shows the counts, the totals per currency, the largest changes and the groups")
  func textReport() throws {
    guard
      let (result, _) = try compare(
        ["bills.csv", "--policy", "house", "--config", "a.json", "--with-config", "b.json"])
    else { return }
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stdout == """
        Before: 'house'. After: 'house' (--with-config).
        Rows compared: 3, changed: 3, rejected: 1.

        Currency  Rows  Tip before  Tip after  Tip change  Payable before  Payable after  Payable change  Mean change
        EUR       1     9.00        7.50       -1.50       59.00           57.50          -1.50           -1.50
        USD       2     21.60       18.00      -3.60       141.60          138.00         -3.60           -1.80

        Largest increase: none
        Largest decrease: row A1: 118.00 → 115.00 USD

        Region  Rows  Changed  Tip change
        FR      1     1        -1.50 EUR
        US      1     1        -3.00 USD
        none    1     1        -0.60 USD

        Channel  Rows  Changed  Tip change
        dine-in  1     1        -3.00 USD
        none     1     1        -0.60 USD
        takeout  1     1        -1.50 EUR

        """)
    #expect(
      result.stderr == """
        line,id,reason,row
        4,A3,subtotal: 'abc' is not a valid amount: unexpected character 'a'; expected digits and one '.',"A3,abc,USD,US,"
        1 row was rejected and left out of the comparison; see the reasons above.

        """)
  }

  @Test("--json gives the contract's keys with amounts as strings in each currency's digits")
  func json() throws {
    guard
      let (result, _) = try compare(
        ["bills.csv", "--policy", "percent-18", "--with", "percent-20", "--json"],
        bills: "subtotal,currency,region\n100.00,USD,US\n1000,JPY,JP\n10.00,USD,US\n")
    else { return }
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    let json = try jsonObject(result.stdout)
    #expect(json["rows"] as? Int == 3)
    #expect(json["rejected"] as? Int == 0)
    #expect(json["changed"] as? Int == 3)
    let before = try #require(json["before"] as? [String: [String: String]])
    #expect(before["USD"] == ["tip": "19.80", "payable": "129.80"])
    #expect(before["JPY"] == ["tip": "180", "payable": "1180"])
    let after = try #require(json["after"] as? [String: [String: String]])
    #expect(after["USD"] == ["tip": "22.00", "payable": "132.00"])
    let difference = try #require(json["difference"] as? [String: [String: String]])
    #expect(difference["JPY"] == ["tip": "20", "payable": "20"])
    #expect(json["meanChange"] as? [String: String] == ["USD": "1.10", "JPY": "20"])
    // Compared in major units: 20 yen is more than 2 dollars. Rows are numbered from 1.
    #expect(
      json["largestIncrease"] as? [String: String] == [
        "row": "2", "currency": "JPY", "before": "1180", "after": "1200",
      ])
    #expect(json["largestDecrease"] is NSNull)
    let regions = try #require(json["byRegion"] as? [String: [String: Any]])
    #expect(regions["US"]?["rows"] as? Int == 2)
    #expect(regions["US"]?["changed"] as? Int == 2)
    #expect(regions["US"]?["tipDifference"] as? [String: String] == ["USD": "2.20"])
    let channels = try #require(json["byChannel"] as? [String: [String: Any]])
    #expect(channels.keys.sorted() == ["none"])
    #expect(channels["none"]?["rows"] as? Int == 3)
  }

  @Test("--changes writes the changed rows with their ids; a failed run leaves the file as it was")
  func changesFile() throws {
    guard
      let (result, changes) = try compare(
        [
          "bills.csv", "--policy", "house", "--config", "a.json", "--with-config", "b.json",
          "--changes", "changes.csv",
        ],
        bills: "id,subtotal\n1,100.00\n\"x,\"\"y\"\"\",20.00\n3,0.00\n")
    else { return }
    #expect(result.status == 0, "\(result)")
    #expect(
      changes == """
        id,tip_before,tip_after,payable_before,payable_after
        1,18.00,15.00,118.00,115.00
        "x,""y\""",3.60,3.00,23.60,23.00

        """)
    guard
      let (failed, kept) = try compare(
        [
          "bills.csv", "--policy", "house", "--config", "a.json", "--with", "nope",
          "--changes", "changes.csv",
        ])
    else { return }
    #expect(failed.status == 65)
    #expect(failed.stderr.hasPrefix("Error: Unknown policy 'nope' for '--with <name>': "))
    #expect(kept == "old\n")
    guard
      let (unwritable, _) = try compare(
        ["bills.csv", "--policy", "percent-18", "--changes", "missing/changes.csv"])
    else { return }
    #expect(unwritable.status == 74)
    #expect(
      unwritable.stderr == "Error: Cannot write 'missing/changes.csv': No such file or directory.\n"
    )
  }

  @Test("--column id=HEADER names the rows in the report, --json, --changes and --html")
  func rowsNamedByMappedID() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", "Ref,subtotal\nA-1,10\nA-2,20\n")
    let common = [
      "compare", "bills.csv", "--policy", "percent-18", "--with", "percent-20", "--column",
      "id=Ref",
    ]
    let text = try Executable.run(
      executable, common + ["--changes", "changes.csv", "--html", "page.html"],
      directory: directory.path)
    #expect(text.status == 0, "\(text)")
    #expect(text.stdout.contains("Largest increase: row A-2: 23.60 → 24.00 USD"))
    #expect(
      try String(contentsOfFile: directory.path + "/changes.csv", encoding: .utf8)
        == "id,tip_before,tip_after,payable_before,payable_after\n"
        + "A-1,1.80,2.00,11.80,12.00\nA-2,3.60,4.00,23.60,24.00\n")
    let page = try String(contentsOfFile: directory.path + "/page.html", encoding: .utf8)
    #expect(page.contains("Largest increase</bdi></td><td><bdi>A-2</bdi>"))
    let json = try Executable.run(executable, common + ["--json"], directory: directory.path)
    #expect(
      try jsonObject(json.stdout)["largestIncrease"] as? [String: String] == [
        "row": "A-2", "currency": "USD", "before": "23.60", "after": "24.00",
      ])
  }

  @Test("A row only the policy compared with refuses names --with and its --with-config files")
  func afterSideReason() throws {
    let bills = "id,subtotal,region\nA1,10.00,US\nA2,10.00,KE\n"
    let regional =
      #"{"version": 1, "policies": [{"name": "only-us", "kind": "region", "#
      + #""regions": {"US": {"policy": "percent-18"}}}]}"#
    guard
      let (run, _) = try compare(
        ["bills.csv", "--policy", "percent-18", "--with", "only-us", "--with-config", "a.json"],
        bills: bills, catalogs: ["a.json": regional])
    else { return }
    #expect(run.status == 65)
    #expect(
      run.stderr.hasPrefix(
        "line,id,reason,row\n3,A2,under --with only-us (--with-config a.json): unknown region "
          + "'KE' for policy 'only-us': no rule and no fallback,\"A2,10.00,KE\"\n"),
      "\(run.stderr)")
  }

  @Test("--header reads a file without a header row: the same report as the file with one")
  func suppliedHeader() throws {
    let rows = String(Self.bills.drop { $0 != "\n" }.dropFirst())
    let common = [
      "bills.csv", "--policy", "house", "--config", "a.json", "--with-config", "b.json",
    ]
    guard let (whole, wholeChanges) = try compare(common + ["--changes", "changes.csv"]),
      let (piece, pieceChanges) = try compare(
        common + ["--changes", "changes.csv", "--header", "id,subtotal,currency,region,channel"],
        bills: rows)
    else { return }
    #expect(whole.status == 65)
    #expect(piece.status == 65, "\(piece)")
    #expect(piece.stdout == whole.stdout)
    #expect(pieceChanges == wholeChanges)
    #expect(pieceChanges?.hasPrefix(CompareJob.changesHeader + "\nA1,") == true)
    // The rejected row is the same row, one line earlier: the file has no header line.
    #expect(whole.stderr.contains("\n4,A3,subtotal: 'abc' is not a valid amount"))
    #expect(piece.stderr.contains("\n3,A3,subtotal: 'abc' is not a valid amount"))

    guard
      let (wrong, _) = try compare(
        common + ["--header", "id,amount"], bills: rows)
    else { return }
    #expect(wrong.status == 64)
    #expect(wrong.stdout == "")
    #expect(
      wrong.stderr.hasPrefix(
        "Error: The supplied header (--header) has no 'subtotal' column; found 'id', 'amount'.\n"
          + "Usage: tipcalc compare"))
  }

  @Test(
    "--changes - would put the rows and the report on standard output: 64, nothing written",
    arguments: [["--json"], []])
  func changesOnStandardOutputRefused(format: [String]) throws {
    guard
      let (result, changes) = try compare(
        ["bills.csv", "--policy", "percent-18", "--with", "percent-20", "--changes", "-"] + format)
    else { return }
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: The changes output '-' and the report would both be written to standard "
          + "output; give '--changes <file>' a file name, such as changes.csv.\n"
          + "Usage: tipcalc compare"), "\(result)")
    #expect(changes == "old\n")
  }

  @Test(
    "Exit statuses: 0 compared, 64 usage, 65 bad data, 66 unreadable input, 74 failed write",
    arguments: [
      (["bills.csv", "--policy", "percent-18"], "subtotal\n1.00\n", 0),
      (["bills.csv"], "subtotal\n1.00\n", 64),
      (["bills.csv", "--policy", "percent-18", "--wiht", "x"], "subtotal\n1.00\n", 64),
      (["bills.csv", "--policy", "percent-18", "--changes", "bills.csv"], "subtotal\n1.00\n", 64),
      (["bills.csv", "--policy", "percent-18"], "amount\n1.00\n", 65),
      (["bills.csv", "--policy", "percent-18"], "subtotal\nabc\n", 65),
      (["bills.csv", "--policy", "percent-18", "--with-config", "c.json"], "subtotal\n1\n", 66),
      (["none.csv", "--policy", "percent-18"], "subtotal\n1.00\n", 66),
      (["bills.csv", "--policy", "percent-18", "--changes", "/"], "subtotal\n1.00\n", 74),
      (["bills.csv", "--policy", "percent-18", "--header", "subtotal"], "1.00\n", 0),
      (["bills.csv", "--policy", "percent-18"], "subtotal,total\n1.00,1.08\n", 0),
      (["bills.csv", "--policy", "percent-18", "--header", "amount"], "1.00\n", 64),
    ] as [([String], String, Int32)])
  func exitStatuses(arguments: [String], bills: String, status: Int32) throws {
    guard let (result, _) = try compare(arguments, bills: bills) else { return }
    #expect(result.status == status, "\(result)")
    #expect(result.stderr.isEmpty == (status == 0), "\(result)")
  }
}
