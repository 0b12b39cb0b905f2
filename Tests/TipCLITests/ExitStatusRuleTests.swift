import Foundation
import Testing
import TipTestSupport

@testable import TipCLI

/// The README's exit-status table is the single source; the program's statuses
/// and the root help agree with it, and every command follows its rule (64 for a command line
/// that is wrong, 65 for a well-formed value that is not allowed).
@Suite("tipcalc exit statuses: the README's table and its rule")
struct ExitStatusRuleTests {
  /// The rows of the README's exit-status table: status → meaning.
  static func readmeTable() throws -> [Int32: String] {
    try readmeRows().mapValues(\.meaning)
  }

  /// The rows of the README's exit-status table: status → meaning and examples.
  static func readmeRows() throws -> [Int32: (meaning: String, examples: String)] {
    // Tests/TipCLITests/ExitStatusRuleTests.swift → the package root.
    let root = Repository.root
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(
      lines.firstIndex { $0.hasPrefix("| Status | Meaning | Examples |") },
      "The README has no exit-status table")
    var rows: [Int32: (meaning: String, examples: String)] = [:]
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let status = try #require(Int32(cells[0]), "Not a status: \(line)")
      #expect(rows[status] == nil, "Status \(status) is listed twice")
      rows[status] = (cells[1], cells.count > 2 ? cells[2] : "")
    }
    return rows
  }

  @Test("Status 1 is a failed check: the README names a failed test case and lint's warnings")
  func failedCheck() throws {
    let row = try #require(try Self.readmeRows()[TipCLI.ExitStatus.failure.rawValue])
    #expect(row.meaning == "a failed check or anything else")
    #expect(row.examples.contains("a failed test case (`tipcalc test`)"))
    #expect(row.examples.contains("for `lint`, a warning"))
    // `tipcalc test` with a failing case exits with it.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "house.json",
      #"{"version": 1, "policies": [], "tests": [{"name": "wrong", "policy": "percent-10", "#
        + #""bill": {"subtotal": "10"}, "expect": {"tip": "2.00"}}]}"#)
    let result = tipcalc(["test", "--config", "house.json"], directory: directory.path)
    #expect(result.status == TipCLI.ExitStatus.failure.rawValue, "\(result)")
    #expect(result.stdout.contains("FAIL house.json:1: wrong: tip 1.00, expected 2.00\n"))
  }

  @Test("The README's table lists exactly the statuses the CLI uses")
  func readmeMatchesStatuses() throws {
    let table = try Self.readmeTable()
    let statuses = Dictionary(
      uniqueKeysWithValues: TipCLI.ExitStatus.allCases.map { ($0.rawValue, $0.meaning) })
    #expect(table == statuses)
  }

  @Test("The root help's exit-status sentence agrees with the README's table")
  func rootHelpMatchesReadme() throws {
    let table = try Self.readmeTable()
    let help = tipcalc(["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
    let sentence = try #require(
      help.range(of: "Exit status: ").map { help[$0.lowerBound...].prefix { $0 != "." } })
    let listed = sentence.dropFirst("Exit status: ".count).components(separatedBy: ", ")
    #expect(listed.count == table.count, "\(sentence)")
    for item in listed {
      let parts = item.split(separator: " ", maxSplits: 1).map(String.init)
      #expect(parts.count == 2 && table[Int32(parts[0]) ?? -1] == parts[1], "\(item)")
    }
  }

  /// Command lines of every command, each with the status the rule gives it.
  static let ruleCases: [([String], Int32)] = [
    // quote
    (["quote", "10", "--split", "two"], 64), (["quote", "10", "--split", "0"], 65),
    (["quote", "10", "--weights", "1,x"], 64), (["quote", "10", "--weights", "1,-1"], 65),
    (["quote", "10", "--split", "-2"], 65),
    (["quote", "10", "--split", "99999999999999999999"], 65),
    (["quote", "10", "--currency", "EURO"], 64), (["quote", "10", "--currency", "XYZ"], 65),
    (["quote", "10", "--region", "USA"], 64), (["quote", "10", "--region", "ZZ"], 65),
    (["quote", "10", "--locale", "12"], 64), (["quote", "10", "--locale", "xx_YY"], 65),
    (["quote", "10", "--tax"], 64), (["quote", "abc"], 65),
    // split
    (["split", "10", "--ways", "two"], 64), (["split", "10", "--ways", "0"], 65),
    (["split", "10", "--ways", "10001"], 65), (["split", "10", "--weights", "1,,2"], 64),
    (["split", "10", "--weights", "-1,-1"], 65),
    (["split", "10", "--ways", "2", "--currency", "XYZ"], 65),
    // round
    (["round", "1", "--mode", "nearest"], 64), (["round", "1", "--increment", "0"], 65),
    (["round", "1", "--currency", "EURO"], 64), (["round", "1", "--currency", "XYZ"], 65),
    // policies, explain, regions: options, then catalogs and names
    (["policies", "--jsn"], 64), (["policies", "--config", "empty.json"], 65),
    (["explain"], 64), (["explain", "nope"], 65),
    (["regions", "--jsn"], 64), (["regions", "--config", "empty.json"], 65),
    // validate
    (["validate"], 64), (["validate", "empty.json"], 65), (["validate", "--config", "x"], 64),
    // test
    (["test", "--filter"], 64), (["test", "--jsn"], 64), (["test", "--config", "empty.json"], 65),
    // interactive: the values are checked before the terminal is
    (["interactive", "--bogus"], 64), (["interactive", "--currency", "XYZ"], 65),
    (["interactive", "--currency", "EURO"], 64),
    // batch: the form of its options
    (["batch", "--bogus"], 64), (["batch", "--strict=yes"], 64),
    (["batch", "--jobs", "two"], 64), (["batch", "--jobs", "0"], 65),
    (["compare", "-", "--policy", "percent-18", "--jobs", "257"], 65),
  ]

  @Test(
    "Every command exits 64 for a malformed value and 65 for a well-formed one not allowed",
    arguments: ruleCases)
  func followsRule(arguments: [String], status: Int32) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("empty.json", "")
    let result = tipcalc(arguments, directory: directory.path)
    #expect(result.status == status, "\(arguments): \(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.contains("Error: "))
  }

  @Test("Batch refuses an unknown currency with 65, as quote does")
  func batchCurrency() {
    let result = tipcalc(["batch", "--currency", "XYZ"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.hasPrefix("Error: Unknown currency 'XYZ'"), "\(result)")
  }
}
