import Testing
import TipEngine

@testable import TipCLI

@Suite("tipcalc help, version and output helpers")
struct HelpAndOutputTests {
  @Test("The command declarations are sound and every abstract is a sentence")
  func specIsSound() {
    #expect(TipCommandLine.root.problems == [])
    #expect(
      TipCommandLine.root.subcommands.map(\.name) == [
        "quote", "split", "round", "policies", "explain", "validate", "test", "lint", "regions",
        "interactive", "prompt", "pool", "period", "allocate", "batch", "compare",
      ])
  }

  @Test(
    "Help goes to standard output with status 0, for every command",
    arguments: [
      ["--help"], ["-h"], [], ["help"], ["quote", "--help"], ["help", "quote"], ["split", "-h"],
      ["round", "--help"], ["policies", "--help"], ["explain", "--help"],
      ["validate", "--help"], ["test", "lint", "--help"], ["regions", "--help"],
      ["prompt", "--help"], ["period", "--help"], ["allocate", "--help"],
    ])
  func help(arguments: [String]) {
    let result = tipcalc(arguments)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: tipcalc"))
  }

  @Test("The top-level help lists the commands and the exit statuses")
  func topLevelHelp() {
    let help = tipcalc(["--help"]).stdout
    #expect(help.contains("\nSUBCOMMANDS:\n  quote                   Compute the tip, the total"))
    #expect(help.contains("  regions                 List the regions of the catalog's"))
    #expect(help.contains("Exit status: 0 success, 64 command-line mistake, 65 bad data"))
  }

  @Test("--version prints the version")
  func version() {
    #expect(tipcalc(["--version"]) == RunResult(status: 0, stdout: "0.1.0\n", stderr: ""))
  }

  @Test(
    "Money text: symbol and no decimals for whole amounts, else the currency's digits",
    arguments: [
      ("100", "USD", "$100"), ("100.25", "USD", "$100.25"), ("0.5", "USD", "$0.50"),
      ("-1.01", "USD", "-$1.01"), ("1200", "JPY", "¥1,200"), ("12.5", "EUR", "€12.50"),
      ("12.5", "KWD", "KWD 12.500"), ("12", "KWD", "KWD 12"), ("7", "CHF", "CHF 7"),
      ("3.5", "CAD", "CA$3.50"), ("0", "GBP", "£0"),
    ])
  func moneyText(amount: String, code: String, text: String) throws {
    let money = try Money(amount, currency: Currency(code: code))
    #expect(MoneyText.text(money) == text)
    // What is shown reads back as the same amount.
    #expect(try Money(text, currency: money.currency) == money)
  }

  @Test("Money text keeps every digit of an unrounded amount, and counts runs of shares")
  func moneyTextDetails() throws {
    #expect(MoneyText.text(try DecimalValue("1.005"), currency: .usd) == "$1.005")
    #expect(MoneyText.text(try DecimalValue("-0.0005"), currency: .kwd) == "-KWD 0.0005")
    // Grouped and marked as an amount of money is, so that the two sit side by side.
    #expect(MoneyText.text(try DecimalValue("1234.005"), currency: .usd) == "$1,234.005")
    #expect(MoneyText.text(try Money("1234.01", currency: .usd)) == "$1,234.01")
    #expect(MoneyText.text(try DecimalValue("1234.0005"), currency: .kwd) == "KWD 1,234.0005")
    #expect(MoneyText.text(try Money("1234", currency: .kwd)) == "KWD 1,234")
    #expect(MoneyText.text(Percentage(15)) == "15 %")
    let shares = try Money("100", currency: .usd).split(into: 3)
    #expect(MoneyText.shares(shares) == "$33.34 ×1, $33.33 ×2")
  }

  @Test("Tables align columns, right-align amounts and never end a line with spaces")
  func table() {
    var table = TextTable(alignments: [.right])
    table.append("Total tip", "$5")
    table.append("Total p/person", "$100.25", "")
    #expect(table.text == "Total tip            $5\nTotal p/person  $100.25")
  }

  @Test("JSON escapes quotes, backslashes and control characters, and keeps key order")
  func json() {
    let value = JSONOutput.object([
      ("z", .string("a \"quote\" \\ and\nnew line\u{1}")), ("a", .null), ("n", .integer(3)),
      ("list", .array([])), ("nested", .array([.object([])])),
    ])
    #expect(
      value.text == """
        {
          "z": "a \\"quote\\" \\\\ and\\nnew line\\u0001",
          "a": null,
          "n": 3,
          "list": [],
          "nested": [
            {}
          ]
        }
        """)
  }

  @Test(
    "The locale's region comes from LC_ALL, then LC_MONETARY, then LANG",
    arguments: [
      (["LANG": "en_GB.UTF-8"], "GB"), (["LANG": "de_AT@euro"], "AT"), (["LANG": "pt-BR"], "BR"),
      (["LANG": "C"], nil), (["LANG": "POSIX"], nil), (["LANG": "C.UTF-8"], nil), ([:], nil),
      (["LANG": "en"], nil), (["LANG": "en_GB", "LC_MONETARY": "ja_JP.UTF-8"], "JP"),
      (["LANG": "en_GB", "LC_MONETARY": "ja_JP", "LC_ALL": "C"], nil),
      (["LANG": "en_GB", "LC_ALL": ""], "GB"), (["LANG": "sr_RS@latin"], "RS"),
      (["LANG": "es_419.UTF-8"], nil),
    ] as [([String: String], String?)])
  func localeRegion(environment: [String: String], region: String?) {
    #expect(LocaleEnvironment.region(in: environment)?.code == region)
  }
}
