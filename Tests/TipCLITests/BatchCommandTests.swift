import Foundation
import Testing
import TipArguments
import TipBatch
import TipEngine
import TipTestSupport

@testable import TipCLI

/// `tipcalc batch` end to end, in-process: rejected rows, accounting, `--strict`, columns,
/// policies, files and messages.
@Suite("Batch command")
struct BatchCommandTests {
  @Test("A region without a rule in the regional policy is rejected; no region takes the default")
  func regionWithoutRule() {
    let run = runBatch([], input: "subtotal,region\n10,US\n10,KP\n10,\n")
    #expect(run.status == 65)
    // The empty region is "no region", priced by the catalog's default policy.
    #expect(run.outputLines.dropFirst() == ["10,US,1.80,11.80,11.80", "10,,1.80,11.80,11.80"])
    #expect(
      run.errors.contains("3,unknown region 'KP' for policy 'regional': no rule and no fallback"))
    #expect(!run.errors.contains("no region given"))
    #expect(run.counts! == (3, 2, 1))
  }

  @Test("--strict stops at the first bad row; rows after it are not read")
  func strict() {
    let input = "id,subtotal\na,1\nb,2\nc,x\nd,4\ne,y\n"
    for limits in [nil, tinyLimits(recordLength: 16, buffer: 20, blocks: 2, bills: 1)] {
      let run = runBatch(["--policy", "percent-10", "--strict"], input: input, limits: limits)
      #expect(run.status == 65)
      #expect(
        run.outputLines == [
          "id,subtotal,tip,total,shares", "a,1,0.10,1.10,1.10", "b,2,0.20,2.20,2.20",
        ])
      #expect(run.errors.split(separator: "\n").count == 3)
      #expect(run.errors.contains("4,c,subtotal: 'x' is not a valid amount"))
      #expect(
        run.errors.hasSuffix(
          "Rows read: 3, written: 2, rejected: 1. Stopped at the first rejected row (--strict).\n"))
    }
    let clean = runBatch(["--policy", "percent-10", "--strict"], input: "subtotal\n1\n")
    #expect(clean.status == 0)
    #expect(clean.errors == "Rows read: 1, written: 1, rejected: 0.\n")
  }

  @Test("Policy choice: regional with a region column, the default without, --region-column")
  func policyChoice() {
    let regional = runBatch([], input: "subtotal,region\n100,US\n99.50,DE\n100,GB\n")
    #expect(
      regional.outputLines.dropFirst() == [
        "100,US,18.00,118.00,118.00", "99.50,DE,10.50,110.00,110.00", "100,GB,12.50,112.50,112.50",
      ])
    let fallback = runBatch([], input: "subtotal\n100\n")
    #expect(fallback.outputLines.dropFirst() == ["100,18.00,118.00,118.00"])
    let column = runBatch(
      ["--region-column", "country"], input: "subtotal,country,region\n100,JP,US\n")
    #expect(column.outputLines.dropFirst() == ["100,JP,US,0,100,100"])
    // A header the file lacks is a usage mistake, as with --column region=HEADER.
    let missing = runBatch(["--region-column", "cuntry"], input: "subtotal,country\n1,US\n")
    #expect(missing.status == 64)
    #expect(
      missing.errors.hasPrefix(
        "Error: The region column 'cuntry' is not in the header row; found 'subtotal', "
          + "'country'; did you mean 'country'?\nUsage: tipcalc batch "), "\(missing.errors)")
  }

  @Test("JSON Lines output and rejected rows")
  func jsonLines() {
    let input = "id,subtotal,note\n1,10,\"say \"\"hi\"\"\nthere\"\n2,x,\\\n"
    let run = runBatch(["--policy", "percent-10", "--json-lines"], input: input)
    #expect(
      run.output
        == #"{"id":"1","subtotal":"10","note":"say \"hi\"\nthere","currency":"USD","tip":"1.00","total":"11.00","shares":["11.00"]}"#
        + "\n")
    #expect(
      run.errors.hasPrefix(
        #"{"line":4,"id":"2","reason":"subtotal: 'x' is not a valid amount: unexpected character 'x'; expected digits and one '.'","row":"2,x,\\"}"#
      ))
    let split = runBatch(
      ["--policy", "percent-10", "--json-lines"], input: "subtotal,split\n0.05,2\n")
    #expect(
      split.output
        == #"{"subtotal":"0.05","split":"2","currency":"USD","tip":"0.01","total":"0.06","shares":["0.03","0.03"]}"#
        + "\n")
    let invalid = runBatch(
      ["--policy", "percent-10", "--json-lines"],
      input: Array("subtotal,n\n1,".utf8) + [0xFF] + [10])
    #expect(invalid.status == 65)
    #expect(invalid.errors.contains("the row is not valid UTF-8, which JSON output needs"))
  }

  @Test("Header problems stop the run with status 65 and name the header")
  func headerProblems() {
    let cases: [(String, String)] = [
      ("id,amount\n1,2\n", "Error: the header row has no 'subtotal' column; found 'id', 'amount'"),
      (
        "id,subtotl\n",
        "Error: the header row has no 'subtotal' column; found 'id', 'subtotl'; did you mean 'subtotl'?"
      ),
      ("subtotal,id,ID\n", "Error: the header row names column 'ID' twice (columns 2 and 3)"),
      ("subtotal,tip\n", "Error: the input already has a column 'tip', which the output adds"),
      ("", "Error: the input is empty; expected a header row with a 'subtotal' column"),
      ("\n\n", "Error: the input is empty"),
      ("\"sub\"total\n", "Error: the header row is malformed: malformed quoted field 1"),
    ]
    for (input, message) in cases {
      let run = runBatch(["--policy", "percent-10"], input: input)
      #expect(run.status == 65, "\(input)")
      #expect(run.errors.hasPrefix(message), "\(run.errors)")
      #expect(run.output.isEmpty)
    }
  }

  @Test("Usage mistakes exit 64 with a suggestion; an unknown policy or currency 65")
  func usageMistakes() {
    let unknown = runBatch(["--policy", "percent18"], input: "subtotal\n1\n")
    #expect(unknown.status == 65)
    #expect(
      unknown.errors.hasPrefix(
        "Error: Unknown policy 'percent18'. Did you mean 'percent-18'? See 'tipcalc policies' for the list."
      ))
    #expect(!unknown.errors.contains("Usage:"))  // no usage after a data error
    // An unknown currency is bad data (65), as in `quote`.
    let currency = runBatch(["--currency", "EUX"], input: "subtotal\n1\n")
    #expect(currency.status == 65)
    #expect(
      currency.errors.hasPrefix(
        "Error: Unknown currency 'EUX'; expected an ISO 4217 code such as USD, EUR or JPY."))
  }

  @Test("Files: input, output, errors; unreadable input 66; output over input refused")
  func files() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.csv").path
    let output = directory.appendingPathComponent("out.csv").path
    let errors = directory.appendingPathComponent("errors.csv").path
    try "subtotal\n10\nbad\n".write(toFile: input, atomically: true, encoding: .utf8)
    try "old content that must go\n".write(toFile: output, atomically: true, encoding: .utf8)
    let run = runBatch(
      ["--policy", "percent-10", "--input", input, "--output", output, "--errors", errors],
      input: "")
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "subtotal,tip,total,shares\n10,1.00,11.00,11.00\n")
    #expect(
      try String(contentsOfFile: errors, encoding: .utf8).hasPrefix(
        "line,reason,row\n3,subtotal: 'bad'"))
    #expect(run.errors == "Rows read: 2, written: 1, rejected: 1.\n")

    let clean = directory.appendingPathComponent("clean.csv").path
    try "subtotal\n1\n".write(toFile: clean, atomically: true, encoding: .utf8)
    _ = runBatch(["--policy", "percent-10", "--input", clean, "--errors", errors], input: "")
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == "line,reason,row\n")

    let missing = runBatch(
      ["--input", directory.appendingPathComponent("nope.csv").path], input: "")
    #expect(missing.status == 66)
    #expect(missing.errors.hasPrefix("Error: Cannot read the input file"))
    #expect(missing.errors.contains("No such file or directory"))
    let folder = runBatch(["--input", directory.path], input: "")
    #expect(folder.status == 66)

    let overwrite = runBatch(["--input", input, "--output", input], input: "")
    #expect(overwrite.status == 64)
    #expect(try String(contentsOfFile: input, encoding: .utf8) == "subtotal\n10\nbad\n")
    let same = runBatch(["--input", clean, "--output", output, "--errors", output], input: "")
    #expect(same.status == 64)
  }

  @Test("Catalog files: layered over the built-in one; unreadable 66, invalid 65")
  func catalogs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("house.json").path
    try #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "7"}]}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    let run = runBatch(["--config", config, "--policy", "house"], input: "subtotal\n100\n")
    #expect(run.outputLines.dropFirst() == ["100,7.00,107.00,107.00"])
    let missing = runBatch(["--config", config + ".nope", "--policy", "house"], input: "")
    #expect(missing.status == 66)
    let broken = directory.appendingPathComponent("broken.json").path
    try "{".write(toFile: broken, atomically: true, encoding: .utf8)
    #expect(runBatch(["--config", broken], input: "").status == 65)
  }

  @Test("The spec is sound and its usage line lists every option in order")
  func spec() {
    #expect(BatchCommand.spec.problems.isEmpty)
    let usage = HelpFormatter(width: 400).usageElements(for: BatchCommand.spec).joined(
      separator: " ")
    #expect(
      usage
        == "[--policy <name>] [--region-column <col>] [--region <CC>] [--config <file> ...] [--no-default-catalog] [--input <file>] [--output <file>] [--errors <file>] [--currency <code>] [--strict] [--json-lines] [--trace] [--jobs <n>] [--column <name=header> ...] [--value <name:text=value> ...] [--header <columns>] [--no-header] [--local-time]"
    )
    #expect(BatchCommand.spec.options.allSatisfy { $0.help.hasSuffix(".") })
  }

  @Test("A progress line is drawn on a terminal and erased before the summary")
  func progressLine() {
    let errors = MemorySink()
    let output = MemorySink()
    let io = BatchIO(
      standardInput: MemorySource("subtotal\n1\n"), standardOutput: output, standardError: errors,
      standardErrorIsTerminal: true)
    let parsed = ParsedArguments(commandPath: ["tipcalc", "batch"])
    #expect(runBatch(parsed, io: io) == 0)
    #expect(errors.text.hasPrefix("\r\u{1B}[KRows read: 1, written: 1, rejected: 0 ("))
    #expect(errors.text.hasSuffix(" rows/s)\r\u{1B}[KRows read: 1, written: 1, rejected: 0.\n"))
  }
}

/// `text` as one CSV field, quoted.
private func csvQuoted(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

@Suite("tipcalc batch through the built binary")
struct BatchExecutableTests {
  @Test("The built tipcalc prices a file, reports bad rows on stderr and exits 65")
  func spawned() throws {
    guard let url = Executable.require() else { return }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let input = try scratch.write(
      "bills.csv", "id,subtotal,tax,split\n1,84.50,7.00,3\n2,abc,1,1\n3,\"1,000\",,2\n")
    let result = try Executable.run(url, ["batch", "--policy", "percent-18", "--input", input])
    #expect(result.status == 65)
    #expect(
      result.stdout == """
        id,subtotal,tax,split,tip,total,shares
        1,84.50,7.00,3,15.21,106.71,35.57;35.57;35.57
        3,"1,000",,2,180.00,1180.00,590.00;590.00

        """)
    #expect(
      result.stderr == """
        line,id,reason,row
        3,2,subtotal: 'abc' is not a valid amount: unexpected character 'a'; expected digits and one '.',"2,abc,1,1"
        Rows read: 3, written: 2, rejected: 1.

        """)
  }
}
