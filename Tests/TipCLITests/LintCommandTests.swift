import Foundation
import Testing
import TipTestSupport

/// `tipcalc lint`: findings on standard output, located, with a fix; exit 0 without a warning,
/// 1 with one, 65 for a file that does not load, 64 for a command-line mistake.
@Suite("Lint command: findings of catalog files and their exit statuses")
struct LintCommandTests {
  /// A file with one shadowed rule and one unused policy.
  static let house = """
    {"version": 1, "default": "house", "policies": [
      {"name": "house", "kind": "rules", "rules": [
        {"when": {"regions": ["US"]}, "policy": "percent-20"},
        {"when": {"regions": ["US-NY"]}, "policy": "percent-15"}],
       "otherwise": "percent-18"},
      {"name": "spare", "kind": "percent", "rate": "12"}]}
    """

  static let shadowed = """
    house.json:4:5: warning: at policies[0].rules[1]: rule 2 (in US-NY) of policy 'house' can \
    never be chosen: rule 1 (in US) holds for every bill it holds for; remove it, or move it \
    above rule 1 if it should win [shadowed-rule]
    """

  static let unused = """
    house.json:6:3: note: at policies[1]: policy 'spare' is not used: no policy, screen, \
    charge, test or default refers to it; refer to it, make it the "default", or remove it \
    [unused-policy]
    """

  @Test("The built tipcalc prints a warning and its count, and exits 1")
  func warningExitsOne() throws {
    guard let url = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let run = try Executable.run(
      url, ["lint", "--config", "house.json"], directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 1, stdout: Self.shadowed + "\n1 warning in house.json.\n", stderr: ""))
  }

  @Test("--unused adds the note; notes alone exit 0")
  func notesAloneExitZero() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let both = tipcalc(["lint", "--config", "house.json", "--unused"], directory: directory.path)
    #expect(
      both
        == RunResult(
          status: 1,
          stdout: Self.shadowed + "\n" + Self.unused + "\n1 warning and 1 note in house.json.\n",
          stderr: ""))
    try directory.write(
      "spare.json",
      #"{"version": 1, "policies": [{"name": "spare", "kind": "percent", "rate": "12"}]}"#)
    let notes = tipcalc(["lint", "--config", "spare.json", "--unused"], directory: directory.path)
    #expect(notes.status == 0, "\(notes)")
    #expect(notes.stdout.hasSuffix("\n1 note in spare.json.\n"))
  }

  @Test("A file without findings exits 0 and says so")
  func cleanFileExitsZero() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "clean.json",
      #"{"version": 1, "policies": [{"name": "cafe", "kind": "percent", "rate": "12"}]}"#)
    let run = tipcalc(["lint", "--config", "clean.json"], directory: directory.path)
    #expect(run == RunResult(status: 0, stdout: "No findings in clean.json.\n", stderr: ""))
  }

  @Test("--json prints the findings as objects with the fix in the message")
  func json() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let run = tipcalc(
      ["lint", "--config", "house.json", "--unused", "--json"], directory: directory.path)
    #expect(run.status == 1)
    #expect(run.stderr == "")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    #expect(findings.count == 2)
    #expect(findings.first?["file"] as? String == "house.json")
    #expect(findings.first?["line"] as? Int == 4)
    #expect(findings.first?["column"] as? Int == 5)
    #expect(findings.first?["severity"] as? String == "warning")
    #expect(findings.first?["rule"] as? String == "shadowed-rule")
    #expect(
      (findings.first?["message"] as? String)?.hasSuffix(
        "; remove it, or move it above rule 1 if it should win") == true)
    #expect(findings.last?["severity"] as? String == "note")
    #expect(findings.last?["rule"] as? String == "unused-policy")
    #expect(
      Array(findings.first?.keys ?? [:].keys).sorted() == [
        "column", "file", "line", "message", "path", "rule", "severity",
      ])
  }

  @Test("--json gives each finding the JSON path its text shows after 'at'")
  func jsonPath() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let run = tipcalc(
      ["lint", "--config", "house.json", "--unused", "--json"], directory: directory.path)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let findings = object?["findings"] as? [[String: Any]] ?? []
    #expect(findings.map { $0["path"] as? String } == ["policies[0].rules[1]", "policies[1]"])
  }

  @Test("A file that does not load exits 65 with its error")
  func fileThatDoesNotLoad() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "broken.json",
      #"{"version": 1, "policies": [{"name": "x", "kind": "percent", "rate": "150"}]}"#)
    let run = tipcalc(["lint", "--config", "broken.json"], directory: directory.path)
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "Error: broken.json:1:70: at policies[0].rate: rate 150 is out of range; expected 0 "
        + "to 100 (percent).\n")
  }

  @Test("A file that cannot be read exits 66, as for every command")
  func missingFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = tipcalc(["lint", "--config", "missing.json"], directory: directory.path)
    #expect(run.status == 66)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("Error: missing.json: no such file; check the path"))
  }

  @Test("A file given twice is read once, says so, and is reported once")
  func fileGivenTwice() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let run = tipcalc(
      ["lint", "--config", "house.json", "--config", "house.json"], directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 1,
          stdout: "house.json: given twice; read once.\n" + Self.shadowed
            + "\n1 warning in house.json.\n", stderr: ""))
  }

  @Test(
    "Command-line mistakes exit 64 with the usage",
    arguments: [
      (["lint"], "Error: 'lint' checks catalog files: add '--config <file>'."),
      (
        ["lint", "--config", "a.json", "--unusd"],
        "Error: Unknown option '--unusd'. Did you mean '--unused'?"
      ),
    ])
  func usage(arguments: [String], firstLine: String) throws {
    let run = tipcalc(arguments)
    #expect(run.status == 64)
    #expect(run.stdout == "")
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(run)")
    #expect(run.stderr.contains("Usage: tipcalc lint"))
  }
}
