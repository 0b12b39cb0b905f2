import Foundation
import Testing

/// `-` is a file of that name for the options that read or write it as one (`--config -`,
/// `--html -`, `--svg -`, `--screens-html -`, `--csv -`, a pay period `-`), so an output named
/// `-` is checked against the files the run reads like any other; an option that takes `-` for
/// a standard stream (`batch --output -`, `compare -`) names no file and replaces none.
@Suite("An output named - that is a file")
struct OutputNamedDashTests {
  static let catalog =
    #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "18"}]}"#

  /// A directory whose catalog is the file `-`, with bills (`b.csv`), a pay period (`p.json`)
  /// and its shift (`s.json`), and the example pools (`pools.json`).
  static func directory() throws -> TemporaryDirectory {
    let directory = try OutputOverReadFileTests.directory()
    try directory.write("-", catalog)
    return directory
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: [
        "compare", "b.csv", "--config", "-", "--policy", "house", "--with", "percent-20",
        "--html", "-",
      ],
      message: "The --html page '-' is the --config catalog, which the run reads; write to "
        + "another file."),
    Case(
      arguments: [
        "compare", "b.csv", "--config", "./-", "--policy", "house", "--with", "percent-20",
        "--html", "-",
      ],
      message: "The --html page '-' is the --config catalog './-', which the run reads; write to "
        + "another file."),
    Case(
      arguments: [
        "compare", "b.csv", "--config", "-", "--policy", "house", "--with", "percent-20",
        "--html", "./-",
      ],
      message: "The --html page './-' is the --config catalog '-', which the run reads; write to "
        + "another file."),
    Case(
      arguments: ["prompt", "40", "--config", "-", "--svg", "-"],
      message: "The --svg picture '-' is the --config catalog, which the run reads; write to "
        + "another file."),
    Case(
      arguments: ["prompt", "--config", "-", "--screens-html", "-"],
      message: "The --screens-html page '-' is the --config catalog, which the run reads; write "
        + "to another file."),
    Case(
      arguments: ["period", "p.json", "--config", "pools.json", "--config", "-", "--csv", "-"],
      message: "The --csv payroll '-' is the --config catalog, which the run reads; write to "
        + "another file."),
  ]

  @Test("An output named - is refused with 64 when it is a file the run reads", arguments: cases)
  func refused(_ test: Case) throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let before = try OutputOverReadFileTests.contents(of: directory)
    let result = tipcalc(test.arguments, directory: directory.path)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(test.message)\nUsage: tipcalc "), "\(result)")
    #expect(try OutputOverReadFileTests.contents(of: directory) == before)
  }

  @Test("A pay period named - is one of the files --csv - may not name")
  func periodNamedDash() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    try directory.write(
      "-", try String(contentsOfFile: directory.path + "/p.json", encoding: .utf8))
    let before = try OutputOverReadFileTests.contents(of: directory)
    let result = tipcalc(
      ["period", "-", "--config", "pools.json", "--csv", "-"], directory: directory.path)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The --csv payroll '-' is the pay period, which the run reads; write to another "
          + "file.\n"), "\(result)")
    #expect(try OutputOverReadFileTests.contents(of: directory) == before)
  }

  @Test("batch --output - is standard output, so a --config catalog named - is read and kept")
  func batchStandardOutputBesideCatalogNamedDash() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    try directory.write("one.csv", "id,subtotal\n1,10.00\n")
    let result = tipcalc(
      [
        "batch", "--config", "-", "--policy", "house", "--input", "one.csv", "--output", "-",
        "--errors", "-",
      ], directory: directory.path)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.hasPrefix("id,subtotal,tip,total,shares\n1,10.00,1.80,11.80,11.80\n"))
    #expect(try String(contentsOfFile: directory.path + "/-", encoding: .utf8) == Self.catalog)
  }

  @Test("--html - beside a catalog of another name writes the page to a file named -")
  func pageWrittenToFileNamedDash() throws {
    let directory = try OutputOverReadFileTests.directory()
    defer { directory.remove() }
    let result = tipcalc(
      OutputOverReadFileTests.compare + ["--html", "-"], directory: directory.path)
    #expect(result.status == 0, "\(result)")
    #expect(!result.stdout.contains("<!DOCTYPE html>"))
    let page = try String(contentsOfFile: directory.path + "/-", encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
  }
}
