import Foundation
import Testing
import TipTestSupport

/// `tipcalc batch` and `tipcalc compare` reading an export with its own column names
/// (`--column`, `--value`), run as the built executable.
@Suite("tipcalc batch --column and --value")
struct BatchColumnMappingCommandTests {
  /// An export with its own headers, amounts with `$` and grouping, the time in two cells and
  /// the channel in its own words; the last row's amount is marked for another currency.
  static let export = """
    Check,Net Sales,Sales Tax,Date,Time,Dining Option,Guests
    101,"$1,234.50",98.76,2026-11-27,22:30,For Here,2
    102,$48.00,3.84,2026-11-28,12:05,To Go,1
    103,€20.00,1.60,2026-11-28,12:10,For Here,2

    """

  /// The options that read ``export``.
  static let mapping = [
    "--column", "subtotal=Net Sales", "--column", "tax=Sales Tax", "--column", "at=Date,Time",
    "--column", "channel=Dining Option", "--column", "party=Guests",
    "--value", "channel:For Here=dine-in", "--value", "channel:To Go=takeout",
  ]

  /// Runs the built `tipcalc` in a directory holding `files`; `nil` when it is not built.
  static func run(_ arguments: [String], files: [String: String]) throws -> RunResult? {
    guard let executable = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in files { try directory.write(name, text) }
    return try Executable.run(executable, arguments, directory: directory.path)
  }

  @Test("Renamed, joined and mapped columns price the export; a foreign mark rejects its row")
  func pricesAnExport() throws {
    guard
      let result = try Self.run(
        ["batch", "--input", "export.csv", "--policy", "percent-18"] + Self.mapping,
        files: ["export.csv": Self.export])
    else { return }
    #expect(result.status == 65)
    #expect(
      result.stdout == """
        Check,Net Sales,Sales Tax,Date,Time,Dining Option,Guests,tip,total,shares
        101,"$1,234.50",98.76,2026-11-27,22:30,For Here,2,222.21,1555.47,1555.47
        102,$48.00,3.84,2026-11-28,12:05,To Go,1,8.64,60.48,60.48

        """)
    #expect(
      result.stderr == """
        line,reason,row
        4,"subtotal: '€20.00' is marked '€' (EUR) but the row is in USD; set the row's currency \
        to EUR, or write the amount without '€'","103,€20.00,1.60,2026-11-28,12:10,For Here,2"
        Rows read: 3, written: 2, rejected: 1.

        """)
  }

  @Test("--value maps a cell's text: the channel decides the house rule")
  func valuesDecideRules() throws {
    let input = "Check,Amount,Guests,Dining\n1,100,6,Eat In\n2,100,6,Takeaway\n"
    guard
      let result = try Self.run(
        [
          "batch", "--input", "in.csv", "--config", "house.json", "--no-default-catalog",
          "--policy", "house", "--column", "subtotal=Amount", "--column", "party=Guests",
          "--column", "channel=Dining", "--value", "channel:Eat In=dine-in",
          "--value", "channel: Takeaway = takeout",
        ], files: ["in.csv": input, "house.json": TraceCatalog.json])
    else { return }
    #expect(result.status == 0, "\(result)")
    // Six guests dining in are house#1's (15%); the same party taking out falls to 10%.
    #expect(
      result.stdout == """
        Check,Amount,Guests,Dining,tip,total,shares,charges,payable
        1,100,6,Eat In,15.00,115.00,115.00,0.00,115.00
        2,100,6,Takeaway,10.00,110.00,110.00,0.00,110.00

        """)
    #expect(result.stderr == "Rows read: 2, written: 2, rejected: 0.\n")
  }

  @Test(
    "Mistakes in --column and --value exit 64 saying what is known",
    arguments: [
      (
        ["--column", "subtotl=Net Sales"],
        "Error: Invalid value 'subtotl=Net Sales' for '--column <name=header> ...': 'subtotl' is "
          + "not a column the engine reads; expected one of subtotal, tax, currency, region, "
          + "split, discount, party, channel, at, time_zone, payment, id; did you mean 'subtotal'?"
      ),
      (
        ["--column", "subtotal=Net Sales", "--column", "channel=Dining"],
        "Error: The column 'channel' is mapped to 'Dining', which is not in the header row; "
          + "found 'Check', 'Net Sales', 'Sales Tax', 'Date', 'Time', 'Dining Option', "
          + "'Guests'; did you mean 'Dining Option'?"
      ),
      (
        ["--column", "subtotal"],
        "Error: Invalid value 'subtotal' for '--column <name=header> ...': expected "
          + "NAME=HEADER, such as subtotal=\"Net Sales\"."
      ),
      (
        ["--value", "channel=dine-in"],
        "Error: Invalid value 'channel=dine-in' for '--value <name:text=value> ...': expected "
          + "NAME:TEXT=VALUE, such as 'channel:For Here=dine-in'."
      ),
      (
        ["--value", "chanel:For Here=dine-in"],
        "Error: Invalid value 'chanel:For Here=dine-in' for '--value <name:text=value> ...': "
          + "'chanel' is not a column the engine reads; expected one of subtotal, tax, currency, "
          + "region, split, discount, party, channel, at, time_zone, payment, id; did you mean "
          + "'channel'?"
      ),
      (
        ["--column", "subtotal=Net Sales", "--column", "subtotal=Sales Tax"],
        "Error: Invalid value 'subtotal=Sales Tax' for '--column <name=header> ...': the column "
          + "'subtotal' is mapped twice; map each column to one header, or to several joined "
          + "with ','."
      ),
      (
        ["--column", "subtotal=Net Sales", "--value", "subtotal:$48.00=20"],
        "Error: Invalid value 'subtotal:$48.00=20' for '--value <name:text=value> ...': "
          + "'subtotal' holds amounts, which are read as written; values are mapped in "
          + "currency, region, split, party, channel, at, time_zone, payment."
      ),
      (
        ["--column", "subtotal=Net Sales", "--value", "tip:1=2"],
        "Error: Invalid value 'tip:1=2' for '--value <name:text=value> ...': 'tip' holds "
          + "amounts, which are read as written; values are mapped in currency, region, split, "
          + "party, channel, at, time_zone, payment."
      ),
      (
        ["--column", "subtotal=Net Sales", "--value", "channel:For Here=dine-in"],
        "Error: The channel text 'For Here' is mapped to 'dine-in', but the header row has no "
          + "'channel' column and no header is mapped to it; found 'Check', 'Net Sales', "
          + "'Sales Tax', 'Date', 'Time', 'Dining Option', 'Guests'."
      ),
      (
        ["--column", "subtotal=Net Sales", "--column", "region=Check", "--region-column", "Check"],
        "Error: '--column region=…' and '--region-column <col>' both name the region's header; "
          + "give one of them."
      ),
    ])
  func usageMistakes(options: [String], message: String) throws {
    guard
      let result = try Self.run(
        ["batch", "--input", "export.csv"] + options, files: ["export.csv": Self.export])
    else { return }
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message + "\nUsage: tipcalc batch "), "\(result.stderr)")
  }

  @Test("--column region=HEADER reads the region as --region-column HEADER does")
  func regionColumn() throws {
    let input = "id,subtotal,Country\n1,50,CA-QC\n2,50,JP\n"
    guard
      let mapped = try Self.run(
        ["batch", "--input", "in.csv", "--column", "region=Country"], files: ["in.csv": input]),
      let named = try Self.run(
        ["batch", "--input", "in.csv", "--region-column", "Country"], files: ["in.csv": input])
    else { return }
    #expect(mapped.status == 0, "\(mapped)")
    #expect(mapped == named)
    #expect(mapped.stdout.hasPrefix("id,subtotal,Country,tip,total,shares\n1,50,CA-QC,"))
  }

  @Test("--region-column and --column region= mean the same, with --policy or without")
  func regionColumnWithPolicy() throws {
    // CH rounds cash: the region read from the column decides the payable amount.
    let input = "id,subtotal,Land,payment\n1,41.42,CH,cash\n"
    for policy in [["--policy", "percent-10"], []] {
      guard
        let mapped = try Self.run(
          ["batch", "--input", "in.csv", "--column", "region=Land"] + policy,
          files: ["in.csv": input]),
        let named = try Self.run(
          ["batch", "--input", "in.csv", "--region-column", "Land"] + policy,
          files: ["in.csv": input])
      else { return }
      #expect(named.status == 0, "\(named)")
      #expect(mapped == named)
    }
    guard
      let run = try Self.run(
        ["batch", "--input", "in.csv", "--region-column", "Land", "--policy", "percent-10"],
        files: ["in.csv": input])
    else { return }
    #expect(
      run.stdout
        == "id,subtotal,Land,payment,tip,total,shares,charges,payable\n"
        + "1,41.42,CH,cash,4.14,45.56,45.55,0.00,45.55\n")
  }

  @Test("A quoted header with a comma is mapped, and an unquoted one says to quote it")
  func headerWithComma() throws {
    let input = "id,\"Net Sales, USD\",Net Sales\n1,10.00,99.00\n"
    guard
      let quoted = try Self.run(
        [
          "batch", "--input", "in.csv", "--policy", "percent-10", "--column",
          #"subtotal="Net Sales, USD""#,
        ],
        files: ["in.csv": input]),
      let unquoted = try Self.run(
        [
          "batch", "--input", "in.csv", "--policy", "percent-10", "--column",
          "subtotal=Net Sales, USD",
        ],
        files: ["in.csv": input])
    else { return }
    #expect(quoted.status == 0, "\(quoted)")
    #expect(
      quoted.stdout
        == "id,\"Net Sales, USD\",Net Sales,tip,total,shares\n1,10.00,99.00,1.00,11.00,11.00\n")
    #expect(unquoted.status == 64)
    #expect(
      unquoted.stderr.hasPrefix(
        "Error: The column 'subtotal' is mapped to ' USD', which is not in the header row; the "
          + "headers are one CSV row, so to read the header 'Net Sales, USD' quote it: "
          + "subtotal=\"Net Sales, USD\".\n"))
  }

  @Test(
    "The shipped Square and Toast exports, with their own Tip and Total, are priced as they are")
  func shippedExports() throws {
    let house = [
      "--config", Repository.url("Policies/examples/house-rules.json").path, "--policy", "house",
    ]
    guard
      let square = try Self.run(
        ["batch", "--input", Repository.url("Policies/examples/square-transactions.csv").path]
          + house + [
            "--column", "subtotal=Net Sales", "--column", "at=Date,Time", "--column",
            "channel=Dining Options", "--value", "channel:For Here=dine-in", "--value",
            "channel:To Go=takeout",
          ], files: [:]),
      let toast = try Self.run(
        [
          "compare", Repository.url("Policies/examples/toast-checks.csv").path, "--with",
          "house-20",
          "--region", "US-NY", "--column", "subtotal=Amount", "--column", "at=Closed",
          "--column", "id=Location,Check #", "--json",
        ] + house, files: [:])
    else { return }
    #expect(square.status == 0, "\(square)")
    #expect(
      square.stdout.hasPrefix(
        "Date,Time,Time Zone,Gross Sales,Discounts,Net Sales,Tax,Tip,Total Collected,Dining "
          + "Options,Transaction ID,Location,tip,total,shares\n"
          + "2026-11-27,19:05:12,Eastern Time (US & Canada),$92.00,-$7.50,$84.50,$7.50,$15.00,"
          + "$107.00,For Here,tx-3f1a90,Midtown,15.21,107.21,107.21\n"))
    // compare places the Closed instants in --region's zone, as batch does, and names the
    // rows by the two cells --column id= joins.
    #expect(toast.status == 0, "\(toast)")
    #expect(toast.stdout.contains(#""rows": 4,"#))
    #expect(toast.stdout.contains(#""rejected": 0,"#))
    #expect(toast.stdout.contains(#""row": "Harbor St 44""#))
  }

  @Test("compare reads the export through the same options")
  func compare() throws {
    let standard = """
      Check,subtotal,tax,at,channel,party
      101,1234.50,98.76,2026-11-27T22:30,dine-in,2
      102,48.00,3.84,2026-11-28T12:05,takeout,1

      """
    let export = Self.export.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
    let options = ["--policy", "percent-18", "--with", "percent-20", "--json"]
    guard
      let mapped = try Self.run(
        ["compare", "export.csv"] + options + Self.mapping, files: ["export.csv": export]),
      let plain = try Self.run(["compare", "bills.csv"] + options, files: ["bills.csv": standard])
    else { return }
    #expect(mapped.status == 0, "\(mapped)")
    #expect(mapped.stdout.contains(#""rows": 2,"#))
    #expect(mapped.stdout == plain.stdout.replacingOccurrences(of: "bills.csv", with: "export.csv"))
    guard
      let unknown = try Self.run(
        ["compare", "export.csv", "--policy", "percent-18", "--column", "tip=Tip"],
        files: ["export.csv": export])
    else { return }
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("'tip' is not a column the engine reads; expected one of "))
  }
}
