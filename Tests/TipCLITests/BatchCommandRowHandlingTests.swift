import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

@testable import TipCLI

/// `tipcalc batch` on rows and options in unusual shapes: empty region cells, --currency, amounts
/// with too many digits, the column limit, blank lines, and each JSON Lines row's currency.
@Suite("tipcalc batch: empty regions, currency, amount reasons, columns and blank lines")
struct BatchCommandRowHandlingTests {
  @Test("An empty region cell takes --region, else the default policy")
  func emptyRegionCell() {
    let input = "subtotal,region\n100,JP\n100,\n"
    let plain = runBatch([], input: input)
    #expect(plain.status == 0)
    #expect(plain.outputLines.dropFirst() == ["100,JP,0,100,100", "100,,18.00,118.00,118.00"])
    let german = runBatch(["--region", "de"], input: input)
    #expect(german.status == 0)
    #expect(german.outputLines.dropFirst() == ["100,JP,0,100,100", "100,,10.00,110.00,110.00"])
    let noColumn = runBatch(["--region", "DE"], input: "subtotal\n99.50\n")
    #expect(noColumn.outputLines.dropFirst() == ["99.50,10.50,110.00,110.00"])
    let unknown = runBatch(["--region", "ZZ"], input: input)
    #expect(unknown.status == 65)
    #expect(unknown.errors.hasPrefix("Error: Unknown region 'ZZ'"))
    #expect(runBatch(["--region", "Germany"], input: input).status == 64)
  }

  @Test("--currency exits as quote does: 65 for an unknown code, 64 for a malformed one")
  func currencyStatus() {
    for (code, status) in [("EUX", Int32(65)), ("E1", 64), ("euro", 64)] {
      let batch = runBatch(["--currency", code], input: "subtotal\n1\n")
      let quote = tipcalc(["quote", "1", "--currency", code])
      #expect(batch.status == status, "\(code)")
      #expect(quote.status == status, "\(code)")
      #expect(batch.output.isEmpty)
      let firstLine = { (text: String) in text.split(separator: "\n").first.map(String.init) }
      #expect(firstLine(batch.errors) == firstLine(quote.stderr), "\(code)")
    }
    let known = runBatch(["--currency", "eur"], input: "subtotal\n1\n")
    #expect(known.status == 0)
    #expect(known.outputLines == ["subtotal,tip,total,shares", "1,0.18,1.18,1.18"])
  }

  @Test("The reason for too many fraction digits suggests what batch takes")
  func fractionDigitsReason() {
    let run = runBatch(["--policy", "percent-10"], input: "subtotal\n1.005\n")
    #expect(run.status == 65)
    #expect(!run.errors.contains("rounding rule"))
    #expect(
      run.errors.contains(
        "2,subtotal: '1.005' has 3 fraction digits but USD has 2 digits after the point; write "
          + "USD amounts with at most 2 digits (batch prices amounts as written and does not "
          + "round them),1.005\n"))
  }

  @Test("A header over 4,096 columns is refused, and the help and the limits table give that limit")
  func columnLimit() throws {
    let help = tipcalc(["batch", "--help"])
    #expect(help.status == 0)
    let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("at most 4,096 columns"))
    let wide = (0...4096).map { "c\($0)" }.joined(separator: ",")
    let run = runBatch([], input: "subtotal," + wide + "\n")
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("Error: the header row has 4098 columns; at most 4096"))
    let limits = try String(
      contentsOf: Repository.url("Sources/TipEngine/TipEngine.docc/ComputingExactly.md"),
      encoding: .utf8)
    #expect(limits.contains("4,096 columns"))
  }

  @Test("Lines of spaces and tabs are skipped like empty ones")
  func blankLines() {
    let run = runBatch(["--policy", "percent-10"], input: "subtotal\n1\n   \n\t\n2\n")
    #expect(run.status == 0)
    #expect(run.errors == "Rows read: 2, written: 2, rejected: 0.\n")
  }

  @Test("JSON Lines output has each row's currency")
  func jsonLinesCurrency() {
    let json = runBatch(
      ["--policy", "percent-10", "--json-lines"], input: "subtotal,region\n100,JP\n")
    #expect(
      json.output
        == #"{"subtotal":"100","region":"JP","currency":"JPY","tip":"10","total":"110","shares":["110"]}"#
        + "\n")
  }
}
