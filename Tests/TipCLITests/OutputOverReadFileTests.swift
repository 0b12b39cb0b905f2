import Foundation
import Testing
import TipTestSupport

/// An output that names a file the run reads (its catalog, its input, its pay period or a shift
/// file) or another of its outputs is refused as a usage mistake (64) before anything is
/// written, so that a slip on the command line cannot replace the file being read.
@Suite("Outputs that name a file the run reads")
struct OutputOverReadFileTests {
  static let root = Repository.root.path + "/Policies/examples/"

  /// A directory with a catalog (`c.json`), bills (`b.csv`), a pay period (`p.json`) whose one
  /// shift is in `s.json`, and the pools (`pools.json`).
  static func directory() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    for (name, source) in [
      ("c.json", "house-rules.json"), ("b.csv", "house-bills.csv"), ("pools.json", "pools.json"),
      ("s.json", "shifts/2026-11-04.json"),
    ] {
      try directory.write(name, try String(contentsOfFile: root + source, encoding: .utf8))
    }
    try directory.write(
      "p.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "pool": "front-and-back", "shifts": [{"date": "2026-11-04", "file": "s.json"}]}
      """)
    return directory
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    /// The file that must be left as it was.
    let kept: String
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let house = ["--config", "c.json", "--policy", "house"]
  static let compare = ["compare", "b.csv"] + house + ["--with", "house-20"]
  static let cases: [Case] = [
    Case(
      arguments: ["batch"] + house + ["--input", "b.csv", "--output", "c.json"], kept: "c.json",
      message: "The output 'c.json' is the --config catalog, which the run reads; write to "
        + "another file."),
    Case(
      arguments: ["batch"] + house + ["--input", "b.csv", "--errors", "./c.json"], kept: "c.json",
      message: "The rejections output './c.json' is the --config catalog 'c.json', which the run "
        + "reads; write to another file."),
    Case(
      arguments: compare + ["--html", "b.csv"], kept: "b.csv",
      message: "The --html page 'b.csv' is the input file, which the run reads; write to "
        + "another file."),
    Case(
      arguments: compare + ["--html", "c.json"], kept: "c.json",
      message: "The --html page 'c.json' is the --config catalog, which the run reads; write to "
        + "another file."),
    Case(
      arguments: compare + ["--changes", "c.json"], kept: "c.json",
      message: "The changes output 'c.json' is the --config catalog, which the run reads; write "
        + "to another file."),
    Case(
      arguments: compare + ["--changes", "b.csv.out", "--html", "b.csv.out"], kept: "b.csv",
      message: "The --html page and the changes output name the same file 'b.csv.out'; give each "
        + "its own file."),
    Case(
      arguments: ["prompt", "40", "--config", "c.json", "--svg", "c.json"], kept: "c.json",
      message: "The --svg picture 'c.json' is the --config catalog, which the run reads; write "
        + "to another file."),
    Case(
      arguments: ["prompt", "--config", "c.json", "--screens-html", "c.json"], kept: "c.json",
      message: "The --screens-html page 'c.json' is the --config catalog, which the run reads; "
        + "write to another file."),
    Case(
      arguments: ["period", "p.json", "--config", "pools.json", "--csv", "p.json"], kept: "p.json",
      message: "The --csv payroll 'p.json' is the pay period, which the run reads; write to "
        + "another file."),
    Case(
      arguments: ["period", "p.json", "--config", "pools.json", "--csv", "pools.json"],
      kept: "pools.json",
      message: "The --csv payroll 'pools.json' is the --config catalog, which the run reads; "
        + "write to another file."),
  ]

  @Test(
    "The run is refused with 64, names both files, and leaves every file as it was",
    arguments: cases)
  func refused(_ test: Case) throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let before = try Self.contents(of: directory)
    let result = tipcalc(test.arguments, directory: directory.path)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(test.message)\nUsage: tipcalc "), "\(result)")
    #expect(try Self.contents(of: directory) == before, "\(test.kept) or another file changed")
  }

  @Test("A shift file the period reads is one of the files --csv may not name")
  func shiftFileRefused() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let before = try Self.contents(of: directory)
    let result = tipcalc(
      ["period", "p.json", "--config", "pools.json", "--csv", "s.json"], directory: directory.path)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The --csv payroll 's.json' is the shift file '\(directory.path)/s.json', which "
          + "the run reads; write to another file.\n"), "\(result)")
    #expect(try Self.contents(of: directory) == before)
  }

  @Test("Outputs beside the files read are written as before")
  func distinctOutputsWritten() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let compared = tipcalc(
      Self.compare + ["--changes", "changes.csv", "--html", "page.html"], directory: directory.path)
    #expect(compared.status == 0, "\(compared)")
    let page = try String(contentsOfFile: directory.path + "/page.html", encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    let changes = try String(contentsOfFile: directory.path + "/changes.csv", encoding: .utf8)
    #expect(changes.hasPrefix("id,tip_before,tip_after,payable_before,payable_after\n"))
    let period = tipcalc(
      ["period", "p.json", "--config", "pools.json", "--csv", "payroll.csv"],
      directory: directory.path)
    #expect(period.status == 0, "\(period)")
    let payroll = try String(contentsOfFile: directory.path + "/payroll.csv", encoding: .utf8)
    #expect(payroll.hasPrefix("name,role,week,hours,"))
  }

  @Test("The built tipcalc refuses --output naming its --config catalog and keeps the catalog")
  func builtExecutableKeepsTheCatalog() throws {
    guard let url = Executable.require() else { return }
    let directory = try Self.directory()
    defer { directory.remove() }
    let catalog = try String(contentsOfFile: directory.path + "/c.json", encoding: .utf8)
    let result = try Executable.run(
      url, ["batch"] + Self.house + ["--input", "b.csv", "--output", "c.json"],
      directory: directory.path)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: The output 'c.json' is the --config catalog, which the run reads; write to "
          + "another file.\n"))
    #expect(try String(contentsOfFile: directory.path + "/c.json", encoding: .utf8) == catalog)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["b.csv", "c.json", "p.json", "pools.json", "s.json"])
  }

  /// Every file of `directory` and its text.
  static func contents(of directory: TemporaryDirectory) throws -> [String: String] {
    var contents: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      contents[name] = try String(contentsOfFile: directory.path + "/" + name, encoding: .utf8)
    }
    return contents
  }
}
