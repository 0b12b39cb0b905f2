import Foundation
import Testing
import TipTestSupport

/// `tipcalc batch --trace`: each row's path in a last column, `decision`.
@Suite("tipcalc batch --trace")
struct BatchTraceCommandTests {
  /// Rows down several branches of ``TraceCatalog``'s `house`.
  static let input = """
    id,subtotal,region,party,channel,at,payment
    1,100,US,8,dine-in,,
    2,5,CA-QC,,,2026-11-28T01:15,
    3,50,CA-ON,,,,
    4,50,FR,,,,cash
    5,50,,,,,

    """

  @Test("Each row ends with its path: policy#rule, policy[REGION], bare names, joined by ' > '")
  func csv() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let options = try QuoteTraceCommandTests.catalogOptions(in: directory)
    let run = runBatch(options + ["--policy", "house", "--trace"], input: Self.input)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors == "Rows read: 5, written: 5, rejected: 0.\n")
    #expect(
      run.outputLines == [
        "id,subtotal,region,party,channel,at,payment,tip,total,shares,charges,payable,decision",
        "1,100,US,8,dine-in,,,15.00,133.00,133.00,18.00,133.00,house#1 > percent-15",
        "2,5,CA-QC,,,2026-11-28T01:15,,2.00,7.00,7.00,0.00,7.00,house#2 > late > percent-20",
        "3,50,CA-ON,,,,,7.50,57.50,57.50,0.00,57.50,house#otherwise > zone[CA] > percent-15",
        "4,50,FR,,,,cash,5.00,55.00,55.00,0.00,55.00,"
          + "house#3 > small-or-large > round-up-10 > percent-10",
        "5,50,,,,,,5.00,55.00,55.00,0.00,55.00,house#otherwise > zone[fallback] > percent-10",
      ])
    // Without --trace, the rows are what they were.
    let plain = runBatch(options + ["--policy", "house"], input: Self.input)
    #expect(
      plain.outputLines
        == run.outputLines.map { String($0[..<$0.range(of: ",", options: .backwards)!.lowerBound]) }
    )
  }

  @Test(
    "JSON lines end with \"decision\"; the automatic choice starts at 'regional' or the default")
  func jsonLines() {
    let run = runBatch(
      ["--trace", "--json-lines"], input: "id,subtotal,region\n1,50,CA-QC\n2,50,\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        #"{"id":"1","subtotal":"50","region":"CA-QC","currency":"CAD","tip":"7.50","total":"57.50","#
          + #""shares":["57.50"],"decision":"regional[CA-QC] > percent-15"}"#,
        #"{"id":"2","subtotal":"50","region":"","currency":"USD","tip":"9.00","total":"59.00","#
          + #""shares":["59.00"],"decision":"percent-18"}"#,
      ])
  }

  @Test("A name with a comma or a quote is quoted in CSV")
  func quotedField() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let catalog = try directory.write(
      "odd.json",
      #"{"version": 1, "policies": [{"name": "ten,\"percent\"", "kind": "percent", "rate": "10"}]}"#
    )
    let run = runBatch(
      ["--config", catalog, "--policy", #"ten,"percent""#, "--trace"], input: "subtotal\n10\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        "subtotal,tip,total,shares,decision", #"10,1.00,11.00,11.00,"ten,""percent""""#,
      ])
  }

  @Test(
    "An input column named exactly 'decision' is refused with --trace and kept without it; 'Decision' passes through"
  )
  func decisionColumnTaken() {
    let input = "subtotal,decision\n10,yes\n"
    let run = runBatch(["--trace"], input: input)
    #expect(run.status == 65)
    #expect(
      run.errors.hasPrefix(
        "Error: the input already has a column 'decision', which the output adds with --trace; "
          + "rename or remove it."))
    #expect(runBatch([], input: input).status == 0)
    let own = runBatch(["--trace", "--policy", "percent-10"], input: "subtotal,Decision\n10,yes\n")
    #expect(own.status == 0, "\(own.errors)")
    #expect(
      own.outputLines == [
        "subtotal,Decision,tip,total,shares,decision", "10,yes,1.00,11.00,11.00,percent-10",
      ])
  }

  @Test("The executable writes the decision column, the summary on standard error, and exits 0")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bills = try directory.write("bills.csv", "id,subtotal,region\n1,84.50,US\n")
    let result = try Executable.run(
      executable, ["batch", "--input", bills, "--trace"], directory: directory.path)
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "id,subtotal,region,tip,total,shares,decision\n1,84.50,US,15.21,99.71,99.71,regional[US] > percent-18\n"
    )
    #expect(result.stderr == "Rows read: 1, written: 1, rejected: 0.\n")
  }

  @Test("The help describes the decision column")
  func help() {
    let help = tipcalc("batch --help").stdout
    #expect(help.contains("--trace"))
    #expect(help.contains("regional[CA-QC]"))
  }
}
