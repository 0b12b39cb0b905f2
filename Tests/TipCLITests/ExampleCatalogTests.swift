import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

@Suite("Policies/examples/canadian-bistro-group.json: happy hour, large-party gratuity, cash")
struct ExampleCatalogTests {
  static let catalog = Repository.url("Policies/examples/canadian-bistro-group.json").path

  @Test(
    "Each rule, the large-party gratuity and the cash rounding price a quote as the catalog says",
    arguments: [
      // Friday 17:00 in Ontario: happy hour, 10 %.
      ("--region CA-ON --at 2026-11-27T17:00", "4.78", "0.00", "52.58", "[]"),
      // Saturday: no happy hour, 18 %.
      ("--region CA-ON --at 2026-11-28T17:00", "8.60", "0.00", "56.40", "[]"),
      // Quebec: 15 % before tax; paid in cash, 54.97 rounds down to 54.95.
      ("--region CA-QC --at 2026-11-28T20:00", "7.17", "0.00", "54.97", "[]"),
      ("--region CA-QC --at 2026-11-28T20:00 --payment cash", "7.17", "-0.02", "54.95", "[]"),
      // A dine-in party of 8: the 18 % gratuity (taxed at 13 %) applies first, so the rule for
      // a gratuity picks 3 %, even in happy hour; a card total is not rounded.
      (
        "--region CA-ON --party 8 --channel dine-in --at 2026-11-27T17:00 --payment card", "1.43",
        "0.00", "58.95",
        #"[{"name":"large-party","amount":"8.60","tax":"1.12","gratuity":true}]"#
      ),
    ])
  func quotes(options: String, tip: String, rounding: String, payable: String, charges: String)
    throws
  {
    let arguments =
      ["quote", "47.80", "--config", Self.catalog, "--no-default-catalog", "--json"]
      + options.split(separator: " ").map(String.init)
    let result = tipcalc(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let compact = result.stdout.filter { !$0.isWhitespace }
    #expect(compact.contains(#""tip":"\#(tip)""#), "\(compact)")
    #expect(compact.contains(#""rounding":"\#(rounding)""#), "\(compact)")
    #expect(compact.contains(#""payable":"\#(payable)""#), "\(compact)")
    #expect(compact.contains(#""serviceCharges":\#(charges)"#), "\(compact)")
  }

  // Run from the file's folder with a short relative path: the CLI shortens long echoed paths
  // with "…", so an absolute path in a deep checkout would not end with the file's name.
  @Test("The example validates on its own, wherever the repository is checked out")
  func validates() {
    let result = tipcalc(
      ["validate", "canadian-bistro-group.json", "--no-default-catalog"],
      directory: Repository.url("Policies/examples").path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "canadian-bistro-group.json: valid, 5 policies.\n")
  }
}
