import Foundation
import Testing
import TipTestSupport

/// A command that prints its report to standard output refuses a file output that is standard
/// output itself (`/dev/stdout`) or the file the shell sent standard output to: the two would be
/// mixed, or the file put in place over the report. Run through `/bin/sh`, as scripts do.
@Suite("Outputs that are where the report goes", .serialized)
struct ReportBesideOutputTests {
  static let pools = Repository.root.path + "/Policies/examples/pools.json"
  static let compare = #""$0" compare s.csv --policy percent-18 --with percent-20"#
  static let period =
    #""$0" period p.json --config '\#(pools)' --pool front-and-back"#

  struct Case: CustomTestStringConvertible, Sendable {
    /// The command, with `$0` for the built `tipcalc`, before its output option.
    let command: String
    let option: String
    /// How messages name the output.
    let role: String
    var testDescription: String { "\(option) beside \(command.split(separator: " ")[1])" }
  }

  static let cases: [Case] = [
    Case(command: compare, option: "--changes", role: "changes output"),
    Case(command: compare + " --json", option: "--changes", role: "changes output"),
    Case(command: compare, option: "--html", role: "--html page"),
    Case(command: period, option: "--csv", role: "--csv payroll"),
    Case(command: #""$0" prompt 84.50"#, option: "--svg", role: "--svg picture"),
  ]

  /// Runs `script` in a directory with bills (`s.csv`) and a pay period (`p.json`); returns the
  /// status `tipcalc` left in `status`, what it wrote to standard error, and the directory.
  static func run(_ script: String) throws -> (status: String, error: String, out: String)? {
    guard
      let (_, directory) = try BatchShellRedirectionTests.shell(
        """
        cat > p.json <<'END'
        {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
         "shifts": [{"date": "2026-11-04", "staff": [
          {"name": "A", "role": "server", "hours": "4", "tips": {"cash": "10.00"}}]}]}
        END
        \(script) 2> err.txt; echo $? > status
        """)
    else { return nil }
    defer { directory.remove() }
    let read = { (name: String) in
      (try? String(contentsOfFile: directory.path + "/" + name, encoding: .utf8)) ?? "(none)"
    }
    return (read("status"), read("err.txt"), read("out.txt"))
  }

  @Test(
    "An output that is standard output, by name or by the shell's redirection, is refused",
    arguments: cases, ["/dev/stdout", "out.txt"])
  func standardOutput(_ test: Case, path: String) throws {
    guard let run = try Self.run("\(test.command) \(test.option) \(path) > out.txt") else {
      return
    }
    #expect(run.status == "64\n")
    #expect(
      run.error.hasPrefix(
        "Error: The \(test.role) '\(path)' is where standard output goes, which carries the "
          + "command's report; write it to a file of its own.\n"), "\(run.error)")
    #expect(run.out == "")
  }

  @Test("An output of its own beside a redirected report: both written", arguments: cases)
  func outputOfItsOwn(_ test: Case) throws {
    guard let run = try Self.run("\(test.command) \(test.option) own.out > out.txt") else {
      return
    }
    #expect(run.status == "0\n", "\(run.error)")
    #expect(!run.out.isEmpty)
  }

  @Test("batch --output /dev/stdout still writes the rows there: batch prints no report")
  func batchWritesToStandardOutput() throws {
    guard
      let run = try Self.run(
        #""$0" batch --policy percent-18 --input s.csv --output /dev/stdout > out.txt"#)
    else { return }
    #expect(run.status == "0\n")
    #expect(run.out == BatchShellRedirectionTests.priced)
  }
}
