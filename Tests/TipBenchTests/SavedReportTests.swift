import Foundation
import Testing
import TipTestSupport

@testable import TipBenchCore

/// `tip-bench --html <page> --from <report.json>`: what it reads, in its own words, and what it
/// refuses to write over or to ignore.
@Suite("tip-bench --from: the saved report read strictly, its figures checked, its file kept")
struct SavedReportTests {
  /// The fixture report's text.
  static func fixtureText() throws -> String {
    try String(
      contentsOf: Repository.url("Tests/Fixtures/pictures/bench-report.json"), encoding: .utf8)
  }

  /// The fixture report's text with the value at `path` (keys and indices) written as the
  /// JSON text `value`, such as `-1e300` or `"12"`.
  static func fixture(setting path: [any Sendable], to value: String) throws -> String {
    let placeholder = "@@figure@@"
    func setting(_ node: Any, _ path: ArraySlice<any Sendable>) -> Any {
      guard let step = path.first else { return placeholder }
      if let key = step as? String, var object = node as? [String: Any] {
        object[key] = setting(object[key] as Any, path.dropFirst())
        return object
      }
      if let index = step as? Int, var array = node as? [Any], array.indices.contains(index) {
        array[index] = setting(array[index], path.dropFirst())
        return array
      }
      return node
    }
    let root = try JSONSerialization.jsonObject(with: Data(try fixtureText().utf8))
    let data = try JSONSerialization.data(
      withJSONObject: setting(root, path[...]), options: [.prettyPrinted, .sortedKeys])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"\(placeholder)\""))
    return text.replacingOccurrences(of: "\"\(placeholder)\"", with: value)
  }

  /// A fresh directory of its own for one test, with `write` and `remove`.
  struct Scratch {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tip-bench-\(UUID().uuidString)"
    ).path

    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to the file `name` in the directory and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
      let file = path + "/" + name
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      return file
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  /// The error reading `text` as a report from the file `r.json`.
  static func problem(_ text: String) -> ReportError? {
    do {
      _ = try BenchmarkReport(json: Array(text.utf8), file: "r.json")
      return nil
    } catch {
      return error
    }
  }

  @Test("The page never replaces the report it reads: by name, through a symlink or a hard link")
  func pageNamingTheReportIsRefused() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let report = try directory.write("r.json", try Self.fixtureText())
    let symlink = directory.path + "/link.json"
    let hardLink = directory.path + "/hard.json"
    try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: report)
    try FileManager.default.linkItem(atPath: report, toPath: hardLink)
    for page in [report, symlink, hardLink] {
      #expect(TipBenchCommand.main(arguments: ["--html", page, "--from", report]) == 64, "\(page)")
      #expect(try String(contentsOfFile: report, encoding: .utf8) == Self.fixtureText())
    }
    let options = try BenchmarkOptions.parse(["--html", symlink, "--from", report])
    #expect(
      throws: BenchmarkUsageError(
        "the --html page '\(symlink)' is the --from report '\(report)', which the run reads; "
          + "write to another file")
    ) { try options.checkWrittenFiles() }
    #expect(
      TipBenchCommand.main(arguments: ["--html", directory.path + "/p.html", "--from", report]) == 0
    )
  }

  @Test(
    "Options that measure or print have no effect with --from and are refused, each named",
    arguments: [
      (["--json"], "'--json' has no effect"),
      (["--count", "5", "--threads", "9"], "'--count', '--threads' have no effect"),
      (
        ["--seed=1", "--chunk-size", "8", "--repetitions", "2", "--decimal-count", "3"],
        "'--seed', '--decimal-count', '--repetitions', '--chunk-size' have no effect"
      ),
    ])
  func optionsWithoutEffectAreRefused(extra: [String], start: String) {
    let arguments = ["--html", "p.html", "--from", "r.json"] + extra
    let ending =
      " with '--from', which draws a saved report without running or printing it; leave "
      + (extra.count == 1 ? "it" : "them") + " out, or leave out '--from' to measure"
    #expect(throws: BenchmarkUsageError(start + ending)) { try BenchmarkOptions.parse(arguments) }
    #expect(TipBenchCommand.main(arguments: arguments) == 64)
  }

  @Test(
    "A figure of the wrong type is named by its path, what was found and what is right",
    arguments: [
      (
        #""12""#,
        "at results[0].nsPerOp: expected a number, found the string \"12\"; write a number of "
          + "nanoseconds per operation, such as 12.5"
      ),
      (
        "null",
        "at results[0].nsPerOp: expected a number, found null; write a number of nanoseconds "
          + "per operation, such as 12.5"
      ),
    ])
  func wrongTypes(value: String, message: String) throws {
    let text = try Self.fixture(setting: ["results", 0, "nsPerOp"], to: value)
    let problem = try #require(Self.problem(text))
    #expect(problem.kind == .invalidFormat)
    #expect(problem.description.hasPrefix("r.json:"))
    #expect(problem.description.hasSuffix(message), "\(problem)")
    #expect(problem.line != nil && problem.column != nil)
  }

  @Test("Text that is not JSON is located by line and column, as tipcalc's JSON errors are")
  func brokenJSON() throws {
    let text = String(try Self.fixtureText().prefix(60))
    let problem = try #require(Self.problem(text))
    #expect(problem.kind == .invalidJSON)
    #expect(problem.line != nil && problem.column != nil)
    #expect(problem.description.hasPrefix("r.json:\(problem.line ?? 0):\(problem.column ?? 0): "))
    #expect(!problem.description.contains("The given data was not valid JSON"))
  }

  @Test(
    "A negative or absurd figure is refused at its path with the range a run gives",
    arguments: [
      (
        ["api", 0, "nsPerBill"] as [any Sendable], "-1e300", "api[0].nsPerBill",
        "-1e+300 is out of range for nanoseconds per quote; write a number of nanoseconds per "
          + "quote from 0 to 1000000000000 (1,000 seconds), as tip-bench --json writes it"
      ),
      (
        ["scaling", "policies", 0, "oneThreadNsPerBill"], "1e300",
        "scaling.policies[0].oneThreadNsPerBill",
        "1e+300 is out of range for nanoseconds per bill on one thread; write a number of "
          + "nanoseconds per bill on one thread from 0 to 1000000000000 (1,000 seconds)"
      ),
      (
        ["results", 2, "mismatchRate"], "2", "results[2].mismatchRate",
        "2 is out of range for a share of the bills; write a share of the bills from 0 to 1,"
      ),
      (
        ["configuration", "count"], "-5", "configuration.count",
        "-5 is out of range for a count; write a whole number from 0 to 1000000000000,"
      ),
    ])
  func absurdFigures(path keys: [any Sendable], value: String, path: String, message: String)
    throws
  {
    let text = try Self.fixture(setting: keys, to: value)
    let problem = try #require(Self.problem(text))
    #expect(problem.kind == .invalidFigure)
    #expect(problem.path == path, "\(problem)")
    #expect(problem.line != nil)
    #expect(problem.description.contains("at \(path): \(message)"), "\(problem)")
  }

  @Test("A report whose figure is out of range ends in a message and 65, never a trap")
  func absurdFigureExits65() throws {
    let directory = try Scratch()
    defer { directory.remove() }
    let report = try directory.write(
      "m.json", try Self.fixture(setting: ["api", 0, "nsPerBill"], to: "-1e300"))
    let page = directory.path + "/m.html"
    #expect(TipBenchCommand.main(arguments: ["--html", page, "--from", report]) == 65)
    #expect(!FileManager.default.fileExists(atPath: page))
  }

  @Test("The fixture report reads as it did with JSONDecoder")
  func fixtureReads() throws {
    let text = try Self.fixtureText()
    let strict = try BenchmarkReport(json: Array(text.utf8), file: "r.json")
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: Data(text.utf8))
    #expect(try strict.jsonText() == decoded.jsonText())
  }
}
