import Foundation
import Testing
import TipTestSupport

/// `--jobs <n>` of `tipcalc batch` and `tipcalc compare`: the threads change nothing in what is
/// written, and a count that is not a whole number from 1 to 256 is a usage mistake.
@Suite("tipcalc batch and compare --jobs")
struct BatchJobsCommandTests {
  /// `count` seeded bills, `id,subtotal,tax,note`, one in 12 with a subtotal that does not read
  /// and some notes quoted over two lines.
  static func bills(count: Int, seed: UInt64) -> String {
    var generator = SeededGenerator(seed: seed)
    var text = "id,subtotal,tax,note\n"
    for id in 1...count {
      let cents = Int.random(in: 1...300_000, using: &generator)
      let subtotal =
        Int.random(in: 0..<12, using: &generator) == 0
        ? "n/a" : "\(cents / 100).\(String(cents % 100 + 100).dropFirst())"
      let note = Int.random(in: 0..<10, using: &generator) == 0 ? "\"two\nlines, here\"" : ""
      text += "\(id),\(subtotal),\(cents / 1_000).50,\(note)\n"
    }
    return text
  }

  @Test("The executable writes the same files, messages and status with --jobs 2 as with --jobs 1")
  func executableAgrees() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", Self.bills(count: 30_000, seed: 0x10B5))
    var results: [RunResult] = []
    var outputs: [String] = []
    for jobs in ["1", "2"] {
      let result = try Executable.run(
        executable,
        [
          "batch", "--policy", "percent-18", "--input", "bills.csv", "--output",
          "out-\(jobs).csv", "--jobs", jobs,
        ], directory: directory.path)
      results.append(result)
      outputs.append(
        try String(contentsOfFile: directory.path + "/out-\(jobs).csv", encoding: .utf8))
    }
    #expect(results[0].status == 65, "rows were rejected: \(results[0].stderr.suffix(200))")
    #expect(results[0].stderr.hasSuffix("\n") && results[0].stderr.contains("Rows read: 30000,"))
    #expect(outputs[0].hasPrefix("id,subtotal,tax,note,tip,total,shares\n1,"))
    #expect(results[1] == results[0])
    #expect(outputs[1] == outputs[0])
  }

  @Test(
    "A --jobs value that is not a whole number is a usage mistake (64), one out of 1 to 256 is not allowed (65)",
    arguments: [
      ("0", 65), ("-1", 65), ("257", 65), ("99999999999999999999", 65), ("two", 64), ("2.5", 64),
      ("", 64),
    ]
      as [(String, Int32)])
  func badJobs(value: String, status: Int32) throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", "id,subtotal\n1,10.00\n")
    for command in [["batch", "--input"], ["compare", "--policy", "percent-18"]] {
      let result = try Executable.run(
        executable, command + ["bills.csv", "--jobs", value], directory: directory.path)
      #expect(result.status == status, "\(command): \(result)")
      #expect(result.stdout == "")
      let message =
        "Error: Invalid value '\(value)' for '--jobs <n>': expected a whole number of threads "
        + "from 1 to 256, such as 2.\n"
      // A usage mistake ends with the command's usage; a value not allowed is the one line.
      #expect(
        status == 64
          ? result.stderr.hasPrefix(message + "Usage: tipcalc \(command[0]) ")
          : result.stderr == message,
        "\(result.stderr)")
    }
  }

  @Test("compare prints the same report with --jobs 1, 2 and 5")
  func compareAgrees() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write("bills.csv", Self.bills(count: 3_000, seed: 0xC0_3B))
    let results = ["1", "2", "5"].map { jobs in
      tipcalc(["compare", path, "--policy", "percent-18", "--with", "percent-20", "--jobs", jobs])
    }
    #expect(results[0].status == 65, "rows were rejected")
    #expect(results[0].stdout.contains("Rows compared: "), "\(results[0].stdout)")
    #expect(results[1] == results[0])
    #expect(results[2] == results[0])
  }
}
