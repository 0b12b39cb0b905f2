import Foundation
import Testing
import TipTestSupport

/// Through the built executable: a command that writes files by name and prints a report puts
/// the files in place only once the report is written, so a report that cannot be written (a
/// full or closed standard output) leaves every existing file as it was, and a file that
/// cannot be written stops the run before its report.
@Suite("Files written beside a report")
struct FilesAfterReportTests {
  static let examples = Repository.root.path + "/Policies/examples"
  static let period = [
    "period", examples + "/period-november.json", "--config", examples + "/pools.json",
  ]
  static let compare = [
    "compare", "bills.csv", "--policy", "percent-18", "--with", "percent-20",
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    /// The files the command writes, each of which holds "old" before the run.
    let files: [String]
    var testDescription: String {
      "\(arguments[0]) "
        + arguments.filter { $0.hasPrefix("--") && $0 != "--config" }
        .joined(separator: " ")
    }
  }

  static let cases: [Case] = [
    Case(arguments: period + ["--csv", "keep.csv"], files: ["keep.csv"]),
    Case(arguments: period + ["--csv", "keep.csv", "--json"], files: ["keep.csv"]),
    Case(arguments: ["prompt", "5", "--svg", "keep.svg"], files: ["keep.svg"]),
    Case(arguments: ["prompt", "--screens-html", "keep.html"], files: ["keep.html"]),
    Case(
      arguments: compare + ["--changes", "keep.csv", "--html", "keep.html"],
      files: ["keep.csv", "keep.html"]),
    Case(arguments: compare + ["--changes", "keep.csv", "--json"], files: ["keep.csv"]),
  ]

  /// A directory with bills (`bills.csv`) and each of `files` holding "old".
  static func directory(with files: [String]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("bills.csv", "id,subtotal\n1,10.00\n2,20.00\n")
    for file in files { try directory.write(file, "old\n") }
    return directory
  }

  @Test(
    "A report that cannot be written: exit 74, every existing file left as it was",
    arguments: cases, [OutputFailureEndToEndTests.Breakage.fullOutput, .closedOutput])
  func reportFails(_ test: Case, breakage: OutputFailureEndToEndTests.Breakage) throws {
    guard let executable = Executable.require() else { return }
    if breakage == .fullOutput && !FileManager.default.fileExists(atPath: "/dev/full") { return }
    let directory = try Self.directory(with: test.files)
    defer { directory.remove() }
    let outcome = try OutputFailureEndToEndTests.run(
      executable, test.arguments, breakage: breakage, directory: directory.path)
    #expect(outcome.status == 74, "\(outcome)")
    #expect(outcome.stderr.contains("Error: Cannot write to standard output: "), "\(outcome)")
    for file in test.files {
      let text = try String(contentsOfFile: directory.path + "/" + file, encoding: .utf8)
      #expect(text == "old\n", "\(file)")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == (["bills.csv"] + test.files).sorted(), "no temporary file is left")
  }

  @Test(
    "With standard output working, the report is printed and every file put in place",
    arguments: cases)
  func reportWritten(_ test: Case) throws {
    guard let executable = Executable.require() else { return }
    let directory = try Self.directory(with: test.files)
    defer { directory.remove() }
    let result = try Executable.run(executable, test.arguments, directory: directory.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
    for file in test.files {
      let text = try String(contentsOfFile: directory.path + "/" + file, encoding: .utf8)
      #expect(text != "old\n", "\(file)")
    }
  }

  @Test("A file that cannot be written stops the run before its report; the others are kept")
  func fileFails() throws {
    guard let executable = Executable.require() else { return }
    let directory = try Self.directory(with: ["keep.csv"])
    defer { directory.remove() }
    let result = try Executable.run(
      executable, Self.compare + ["--changes", "keep.csv", "--html", "missing/page.html"],
      directory: directory.path)
    #expect(result.status == 74)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: --html <file>: cannot write 'missing/page.html': No such file or directory.\n"
    )
    let kept = try String(contentsOfFile: directory.path + "/keep.csv", encoding: .utf8)
    #expect(kept == "old\n")
  }
}
