import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc prompt --payment cash`: a tip screen is a card terminal's, so its amounts are never
/// cash-rounded; where the region rounds cash, the screen says so, and how the till rounds.
@Suite("tipcalc prompt: a cash payment is marked, not rounded")
struct PromptCashTests {
  @Test("Cash in CH split three: the card amounts, and a note on how the till rounds each share")
  func cashSplit() throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(
      url, ["prompt", "41.42", "--payment", "cash", "--region", "CH", "--split", "3"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Screen  regional-CH
        Region  CH, Switzerland
        Base    CHF 41.42 (the subtotal)

        Option       Tip      Total  Each of 3
        1. 3%   CHF 1.24  CHF 42.66  CHF 14.22
        2. 5%   CHF 2.07  CHF 43.49  CHF 14.50
        3. 10%  CHF 4.14  CHF 45.56  CHF 15.19
        No tip            CHF 41.42
        Custom tip: any amount
        Nothing is selected: the guest chooses.
        Cash: these amounts are for a card; at the till each share is rounded (CH cash: to 0.05, half-up).

        """)
  }

  @Test(
    "No note for a card, nor for cash where the region does not round",
    arguments: [
      ["41.42", "--payment", "card", "--region", "CH", "--split", "3"],
      ["41.42", "--region", "CH"], ["41.42", "--payment", "cash", "--region", "US"],
    ])
  func noNote(arguments: [String]) {
    let result = tipcalc(["prompt"] + arguments)
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("Cash:"), "\(result)")
    #expect(!result.stdout.contains("cashRounding"), "\(result)")
  }

  @Test("--json: the till's cash rounding beside the screen's unrounded amounts")
  func json() throws {
    let result = tipcalc("prompt 41.42 --payment cash --region CH --split 3 --json")
    #expect(result.status == 0, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let till = try #require(object["cashRounding"] as? [String: String])
    #expect(till == ["region": "CH", "increment": "0.05", "rounding": "half-up"])
    let options = try #require(object["options"] as? [[String: Any]])
    #expect(options.last?["perPerson"] as? String == "15.19")
    let card = tipcalc("prompt 41.42 --payment card --region CH --json")
    #expect(!card.stdout.contains("cashRounding"))
  }

  @Test(
    "An increment is written with its currency's digits, as the catalog writes it (DK's 0.50)")
  func incrementInCurrencyDigits() throws {
    let json = tipcalc("prompt 100.13 --payment cash --region DK --json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let till = try #require(object["cashRounding"] as? [String: String])
    #expect(till == ["region": "DK", "increment": "0.50", "rounding": "half-up"])
    let text = tipcalc("prompt 100.13 --payment cash --region DK")
    #expect(text.stdout.hasSuffix("(DK cash: to 0.50, half-up).\n"), "\(text)")
    let quote = tipcalc("quote 100.13 --payment cash --region DK")
    #expect(
      quote.stdout.contains("Cash rounding   -DKK 0.14 (DK cash: to 0.50, half-up)\n"), "\(quote)")
  }

  @Test("The --payment help says a screen is never cash-rounded")
  func help() {
    let result = tipcalc("prompt --help")
    let flat = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      flat.contains("a tip screen is a card terminal's, so its amounts are never cash-rounded"))
  }
}
