import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

@testable import TipCLI

/// A sink that takes `limit` writes, then fails as a full disk does.
private final class FullDiskSink: BatchByteSink {
  private(set) var text = ""
  private var writes = 0
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    writes += 1
    guard writes <= limit else {
      throw BatchError(
        .writeFailure, message: "cannot write to standard output: No space left on device")
    }
    text += String(decoding: bytes, as: UTF8.self)
  }
}

/// `tipcalc batch` and the items of issue 13 that concern it.
@Suite("tipcalc batch: issue 13")
struct BatchCommandIssue13Tests {
  @Test("Issue 13 item 1: a failed write exits 74 and says how many rows were written")
  func item1InProcess() {
    let output = FullDiskSink(limit: 3)
    let errors = MemorySink()
    let rows = (1...40).map { "\($0),1" }.joined(separator: "\n")
    let io = BatchIO(
      standardInput: MemorySource("id,subtotal\n" + rows + "\n"), standardOutput: output,
      standardError: errors)
    let parsed = ParsedArguments(
      commandPath: ["tipcalc", "batch"], optionValues: ["policy": ["percent-10"]])
    let status = BatchCommand.run(parsed, io: io, limits: tinyLimits())
    #expect(status == 74)
    let written = output.text.split(separator: "\n").count - 1
    #expect(written > 0 && written < 40)
    #expect(
      errors.text == "Rows read: \(written), written: \(written), rejected: 0.\n"
        + "Error: Cannot write to standard output: No space left on device; \(written) rows were "
        + "written before the failure.\n")
  }

  @Test("Issue 13 item 1: the built tipcalc exits 74 on a full or closed standard output")
  func item1Executable() throws {
    guard let url = Executable.require() else { return }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let input = try scratch.write("bills.csv", "id,subtotal\n1,10\n2,20\n")
    let tipcalc = url.path
    var cases = [
      (
        ">&-",
        "Rows read: 0, written: 0, rejected: 0.\n"
          + "Error: Cannot write to standard output: Bad file descriptor; 0 rows were written "
          + "before the failure.\n"
      )
    ]
    if FileManager.default.fileExists(atPath: "/dev/full") {
      cases.append(
        (
          "> /dev/full",
          "Rows read: 0, written: 0, rejected: 0.\n"
            + "Error: Cannot write to standard output: No space left on device; 0 rows were written "
            + "before the failure.\n"
        ))
    }
    for (redirection, message) in cases {
      let result = try Executable.run(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "exec '\(tipcalc)' batch --policy percent-10 --input '\(input)' \(redirection)"])
      #expect(result.status == 74, "\(redirection)")
      #expect(result.stderr == message, "\(redirection)")
    }
    // A closed standard error with the rows going to a file: the message goes to standard
    // output, and the status is 74.
    let closed = try Executable.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c",
        "exec '\(tipcalc)' batch --policy percent-10 --input '\(input)' --output "
          + "'\(scratch.path)/out.csv' 2>&-",
      ])
    #expect(closed.status == 74)
    #expect(closed.stdout == "Error: Cannot write to standard error: Bad file descriptor.\n")
  }

  @Test("Issue 13 item 3: --output and --errors files survive a run that refuses to start")
  func item3() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let good = try scratch.write("good.csv", "subtotal\n10\n")
    let bad = try scratch.write("bad.csv", "id,amount\n1,2\n")
    let output = try scratch.write("out.csv", "previous output\n")
    let errors = try scratch.write("err.csv", "previous errors\n")
    let refusals: [([String], Int32)] = [
      (["--input", bad, "--output", output, "--errors", errors], 65),
      (["--input", good, "--output", output, "--errors", output], 64),
      (["--input", good, "--output", errors, "--errors", errors], 64),
      (["--input", good, "--output", output, "--errors", errors, "--policy", "nope"], 65),
      (["--input", good, "--output", output, "--errors", errors, "--currency", "EUX"], 65),
    ]
    for (arguments, status) in refusals {
      let run = tipcalc(["batch"] + arguments)
      #expect(run.status == status, "\(arguments)")
      #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous output\n")
      #expect(try String(contentsOfFile: errors, encoding: .utf8) == "previous errors\n")
    }
    // Refusing `--output x --errors x` does not create `x` either.
    let fresh = scratch.path + "/fresh.csv"
    #expect(tipcalc(["batch", "--input", good, "--output", fresh, "--errors", fresh]).status == 64)
    #expect(!FileManager.default.fileExists(atPath: fresh))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
        "bad.csv", "err.csv", "good.csv", "out.csv",
      ])
    // A run that completes replaces them.
    #expect(
      tipcalc(["batch", "--input", good, "--output", output, "--errors", errors]).status == 0)
    #expect(
      try String(contentsOfFile: output, encoding: .utf8)
        == "subtotal,tip,total,shares\n10,1.80,11.80,11.80\n")
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == "line,reason,row\n")
  }

  @Test("Issue 13 item 4: an empty region cell takes --region, else the default policy")
  func item4() {
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

  @Test("Issue 13 item 7: --currency exits like quote, 65 for an unknown code, 64 malformed")
  func item7() {
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

  @Test("Issue 13 item 13: batch's reason for too many digits suggests what batch takes")
  func item13() {
    let run = runBatch(["--policy", "percent-10"], input: "subtotal\n1.005\n")
    #expect(run.status == 65)
    #expect(!run.errors.contains("rounding rule"))
    #expect(
      run.errors.contains(
        "2,subtotal: '1.005' has 3 fraction digits but USD has 2 digits after the point; write "
          + "USD amounts with at most 2 digits (batch prices amounts as written and does not "
          + "round them),1.005\n"))
  }

  @Test("Issue 13 item 15: the help and the README give the 4,096-column limit")
  func item15() throws {
    let help = tipcalc(["batch", "--help"])
    #expect(help.status == 0)
    let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("at most 4,096 columns"))
    let wide = (0...4096).map { "c\($0)" }.joined(separator: ",")
    let run = runBatch([], input: "subtotal," + wide + "\n")
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("Error: the header row has 4098 columns; at most 4096"))
    let readme = try String(
      contentsOf: Repository.url("README.md"), encoding: .utf8)
    #expect(readme.contains("4,096 columns"))
  }

  @Test("Issue 13 item 16: blank lines of spaces are skipped; JSON Lines has the currency")
  func item16() {
    let run = runBatch(["--policy", "percent-10"], input: "subtotal\n1\n   \n\t\n2\n")
    #expect(run.status == 0)
    #expect(run.errors == "Rows read: 2, written: 2, rejected: 0.\n")
    let json = runBatch(
      ["--policy", "percent-10", "--json-lines"], input: "subtotal,region\n100,JP\n")
    #expect(
      json.output
        == #"{"subtotal":"100","region":"JP","currency":"JPY","tip":"10","total":"110","shares":["110"]}"#
        + "\n")
  }
}
