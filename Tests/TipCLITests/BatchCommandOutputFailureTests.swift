import Foundation
import Testing
import TipArguments
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

/// `tipcalc batch` when a write fails or a run is refused: the exit status, the message, and
/// the --output and --errors files left as they were.
@Suite("tipcalc batch: failed writes and refused runs")
struct BatchCommandOutputFailureTests {
  @Test("A failed write exits 74 and says how many rows were written")
  func failedWriteInProcess() {
    let output = FullDiskSink(limit: 3)
    let errors = MemorySink()
    let rows = (1...40).map { "\($0),1" }.joined(separator: "\n")
    let io = BatchIO(
      standardInput: MemorySource("id,subtotal\n" + rows + "\n"), standardOutput: output,
      standardError: errors)
    let parsed = ParsedArguments(
      commandPath: ["tipcalc", "batch"], optionValues: ["policy": ["percent-10"]])
    let status = runBatch(parsed, io: io, limits: tinyLimits())
    #expect(status == 74)
    let written = output.text.split(separator: "\n").count - 1
    #expect(written > 0 && written < 40)
    #expect(
      errors.text == "Rows read: \(written), written: \(written), rejected: 0.\n"
        + "Error: Cannot write to standard output: No space left on device; \(written) rows were "
        + "written before the failure.\n")
  }

  @Test("The built tipcalc exits 74 on a full or closed standard output or standard error")
  func failedWriteExecutable() throws {
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

  @Test("--output and --errors files survive a run that refuses to start")
  func refusedRunKeepsFiles() throws {
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
}
