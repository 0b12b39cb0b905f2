import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc quote` and `batch` where two features meet: round-up and service charges, days and
/// midnight, cash and splitting.
@Suite("tipcalc: round-up with charges, windows past midnight, cash shares")
struct QuoteSeamTests {
  /// A catalog with the delivery fee of the article "Using the command line".
  static let group =
    #"{"version": 1, "policies": [], "serviceCharges": [{"name": "delivery", "amount": "4.99", "#
    + #""when": {"channels": ["delivery"]}}]}"#

  /// Runs `tipcalc` with `arguments` in a directory holding `group.json` and the `rules.json`
  /// of the article "Using the command line".
  static func run(_ arguments: [String]) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("group.json", group)
    try directory.write("rules.json", try documentedFile(named: "rules.json"))
    return tipcalc(arguments, directory: directory.path)
  }

  /// The JSON block marked `<!-- file: name -->` in the article "Using the command line".
  static func documentedFile(named name: String) throws -> String {
    let readme = try String(
      contentsOf: Repository.url("Sources/TipEngine/TipEngine.docc/UsingTheCommandLine.md"),
      encoding: .utf8)
    let marker = try #require(readme.range(of: "<!-- file: \(name) -->\n```json\n"))
    let end = try #require(readme.range(of: "\n```", range: marker.upperBound..<readme.endIndex))
    return String(readme[marker.upperBound..<end.lowerBound])
  }

  @Test(
    "A round-up of the total counts the delivery fee: DE and CH",
    arguments: [("DE", "2.01", "27.00"), ("CH", "1.01", "26.00"), ("AT", "2.01", "27.00")])
  func roundUpWithCharge(region: String, tip: String, total: String) throws {
    let result = try Self.run([
      "quote", "20", "--region", region, "--channel", "delivery", "--config", "group.json",
      "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""tip": "\#(tip)""#))
    #expect(result.stdout.contains(#""total": "\#(total)""#))
  }

  @Test(
    "The documented late-night rule holds from the night it opens until 02:00 the next day",
    arguments: [
      ("2026-11-29T01:15", "2.00"),  // Saturday night, after midnight: late-night
      ("2026-11-27T01:15", "1.80"),  // Thursday night, after midnight: 18 %
      ("2026-11-28T01:15", "2.00"),  // Friday night, after midnight
      ("2026-11-28T22:00", "2.00"),
      ("2026-11-29T02:00", "1.80"),
    ])
  func lateNight(at moment: String, tip: String) throws {
    let result = try Self.run(["quote", "10", "--config", "rules.json", "--at", moment, "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""tip": "\#(tip)""#))
  }

  @Test("Cash split three ways in Switzerland: each share rounded, payable their sum")
  func cashShares() {
    let result = tipcalc(
      "quote 41.42 --region CH --policy percent-10 --payment cash --split 3 --json")
    #expect(result.status == 0)
    let compact = result.stdout.filter { !$0.isWhitespace }
    #expect(compact.contains(#""total":"45.56","rounding":"0.04","payable":"45.60""#))
    #expect(compact.contains(#""shares":["15.20","15.20","15.20"]"#))
    let weighted = tipcalc(
      "quote 41.42 --region CH --policy percent-10 --payment cash --weights 1,2 --json")
    #expect(weighted.stdout.filter { !$0.isWhitespace }.contains(#""shares":["15.20","30.35"]"#))
  }

  @Test("The suggestions say which total is cash-rounded, as the quote's own rows do")
  func suggestionsTotals() {
    let result = tipcalc("quote 41.42 --region CH --policy percent-10 --payment cash --split 3")
    #expect(result.stdout.contains("Total bill      CHF 45.56\n"))
    #expect(result.stdout.contains("Total bill      CHF 42.66  CHF 43.49  CHF 45.56\n"))
    #expect(result.stdout.contains("Payable         CHF 42.60  CHF 43.50  CHF 45.60\n"))
  }

  @Test("Batch: a round-up counts the row's charges, and cash shares are rounded one by one")
  func batch() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let catalog = try directory.write("group.json", Self.group)
    let run = runBatch(
      ["--config", catalog],
      input: "id,subtotal,region,channel,payment,split\n1,20.00,DE,delivery,card,1\n"
        + "2,41.42,CH,dine-in,cash,3\n3,41.42,CH,dine-in,card,3\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        "id,subtotal,region,channel,payment,split,tip,total,shares,charges,payable",
        "1,20.00,DE,delivery,card,1,2.01,27.00,27.00,4.99,27.00",
        "2,41.42,CH,dine-in,cash,3,2.58,44.00,14.65;14.65;14.65,0.00,43.95",
        "3,41.42,CH,dine-in,card,3,2.58,44.00,14.67;14.67;14.66,0.00,44.00",
      ])
  }
}
