import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// `tipcalc batch --header … --no-header`: the shard contract on the command line.
@Suite("tipcalc batch: shards")
struct BatchShardCommandTests {
  /// The usage block that follows a usage error of `batch`.
  static let usage = """
    Usage: tipcalc batch [--policy <name>] [--region-column <col>] [--region <CC>]
                         [--config <file> ...] [--no-default-catalog]
                         [--input <file>] [--output <file>] [--errors <file>]
                         [--currency <code>] [--strict] [--json-lines] [--trace]
                         [--jobs <n>] [--column <name=header> ...]
                         [--value <name:text=value> ...] [--header <columns>]
                         [--no-header] [--local-time]
      See 'tipcalc batch --help' for more information.

    """

  @Test("--header reads a headerless input and --no-header leaves out both header rows")
  func headerlessPiece() {
    let run = runBatch(
      ["--policy", "percent-10", "--header", "id,subtotal", "--no-header"],
      input: "7,10.00\n8,x\n")
    #expect(run.status == 65)
    #expect(run.output == "7,10.00,1.00,11.00,11.00\n")
    #expect(
      run.errors == """
        2,8,subtotal: 'x' is not a valid amount: unexpected character 'x'; expected digits and \
        one '.',"8,x"
        Rows read: 2, written: 1, rejected: 1.

        """)
  }

  @Test("--local-time gives a piece of wall times the local_time column an instant piece gets")
  func localTimeForEveryPiece() {
    let header = ["--header", "id,subtotal,region,at", "--no-header", "--local-time"]
    let wall = runBatch(header, input: "1,10.00,US-NY,2026-11-27T19:05\n")
    #expect(wall.status == 0)
    #expect(wall.output == "1,10.00,US-NY,2026-11-27T19:05,1.80,11.80,11.80,2026-11-27T19:05\n")
    let instant = runBatch(header, input: "2,20.00,US-NY,2026-11-28T03:31Z\n")
    #expect(instant.output == "2,20.00,US-NY,2026-11-28T03:31Z,3.60,23.60,23.60,2026-11-27T22:31\n")
    let plain = runBatch(
      ["--header", "id,subtotal,region,at", "--no-header"],
      input: "1,10.00,US-NY,2026-11-27T19:05\n")
    #expect(plain.output == "1,10.00,US-NY,2026-11-27T19:05,1.80,11.80,11.80\n")
  }

  @Test(
    "Mistakes in --header exit 64 naming the option",
    arguments: [
      (
        ["--header", ""],
        "Error: The supplied header (--header) is empty; give the input's column names as one "
          + "CSV row, such as 'id,subtotal,tax'."
      ),
      (
        ["--header", "id,amount"],
        "Error: The supplied header (--header) has no 'subtotal' column; found 'id', 'amount'."
      ),
      (
        ["--header", "id,subtotal,id"],
        "Error: The supplied header (--header) names column 'id' twice (columns 1 and 3); every "
          + "column needs its own name. Header: 'id', 'subtotal', 'id'."
      ),
      (
        ["--header", "id,Net Sales", "--column", "subtotal=Net Sale"],
        "Error: The column 'subtotal' is mapped to 'Net Sale', which is not in the supplied "
          + "header (--header); found 'id', 'Net Sales'; did you mean 'Net Sales'?"
      ),
    ])
  func headerMistakes(options: [String], message: String) {
    let run = runBatch(["--policy", "percent-10"] + options, input: "1,10.00\n")
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.errors == message + "\n" + Self.usage)
  }

  @Test("--header without its columns is a usage error")
  func headerWithoutValue() {
    let run = runBatch(["--policy", "percent-10", "--header"], input: "1,10.00\n")
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Error: Missing value for option '--header'."))
  }

  @Test("A bad header row in the input exits 65; with --header, a header row is a rejected row")
  func badHeaderRows() {
    let missing = runBatch(["--policy", "percent-10"], input: "id,amount\n1,10.00\n")
    #expect(missing.status == 65)
    #expect(
      missing.errors == "Error: the header row has no 'subtotal' column; found 'id', 'amount'\n")
    let twice = runBatch(
      ["--policy", "percent-10", "--header", "id,subtotal", "--no-header"],
      input: "id,subtotal\n1,10.00\n")
    #expect(twice.status == 65)
    #expect(twice.output == "1,10.00,1.00,11.00,11.00\n")
    #expect(
      twice.errors == """
        1,id,subtotal: 'subtotal' is not a valid amount: unexpected character 's'; expected \
        digits and one '.',"id,subtotal"
        Rows read: 2, written: 1, rejected: 1.

        """)
  }

  @Test("--no-header with --json-lines changes nothing: JSON lines have no header row")
  func jsonLinesNoHeader() {
    let input = "id,subtotal\n1,10.00\n2,x\n"
    let plain = runBatch(["--policy", "percent-10", "--json-lines"], input: input)
    let bare = runBatch(["--policy", "percent-10", "--json-lines", "--no-header"], input: input)
    #expect(plain.status == 65 && bare.status == 65)
    #expect(bare.output == plain.output)
    #expect(bare.errors == plain.errors)
    #expect(bare.errors.hasPrefix(#"{"line":3,"id":"2","reason":"#))
  }
}

/// The shard contract through the built executable, as a distributed engine runs it.
@Suite("tipcalc batch: shards, spawned")
struct BatchShardExecutableTests {
  @Test("Pieces of a file run by the built tipcalc concatenate into one run's output")
  func spawnedPieces() throws {
    guard let url = Executable.require() else { return }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    var generator = SeededGenerator(seed: 32)
    let bills = ShardedBills(count: 400, crlf: false, using: &generator)
    let whole = try scratch.write("bills.csv", bills.text)
    let one = try Executable.run(
      url, ["batch", "--input", whole, "--errors", scratch.path + "/whole.err"])
    #expect(one.status == 65)
    var output = ""
    var reports: [[String]] = []
    for (index, piece) in bills.pieces(cutAt: [97, 98, 250]).enumerated() {
      let path = try scratch.write("piece\(index).csv", piece)
      let errors = scratch.path + "/piece\(index).err"
      let shard = index == 0 ? [] : ["--header", ShardedBills.columns, "--no-header"]
      let run = try Executable.run(url, ["batch", "--input", path, "--errors", errors] + shard)
      #expect(run.status == 65 || run.status == 0, "\(run)")
      output += run.stdout
      reports += csvRecords(try String(contentsOfFile: errors, encoding: .utf8))
        .filter { $0.first != "line" }
    }
    #expect(output.utf8.elementsEqual(one.stdout.utf8))
    let expected = csvRecords(
      try String(contentsOfFile: scratch.path + "/whole.err", encoding: .utf8)
    )
    .filter { $0.first != "line" }
    #expect(expected.count > 10)
    // Merged by id: the same reason and row for every id; lines count from each piece's start.
    let byID = { (records: [[String]]) in records.map { $0[1...].joined(separator: "|") }.sorted() }
    #expect(byID(reports) == byID(expected))
  }
}
