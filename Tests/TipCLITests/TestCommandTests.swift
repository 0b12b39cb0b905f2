import Foundation
import Testing
import TipEngine

/// `tipcalc test`: a line per failing case, the closing count, and the exit status the cases
/// give; run in this process and as the built executable.
@Suite("tipcalc test: FAIL lines, the closing count, --json, --filter, --verbose, exit statuses")
struct TestCommandTests {
  /// A catalog of three cases: one passes, one expects the wrong tip, one expects a refusal.
  static let catalog = """
    {"version": 1, "default": "house",
     "policies": [{"name": "house", "kind": "percent", "rate": "15"}],
     "tests": [
      {"name": "dinner for two", "bill": {"subtotal": "100.00"}, "split": 2, "expect": {"tip": "15.00", "shares": ["57.50", "57.50"]}},
      {"name": "wrong tip", "bill": {"subtotal": "84.50"}, "expect": {"tip": "15.20", "total": "97.18"}},
      {"name": "refused discount", "bill": {"subtotal": "10", "discount": "20"}, "expect": {"error": "discount"}}
     ]}
    """

  /// Runs `tipcalc test` with `arguments` in a directory holding `house.json`.
  static func run(_ arguments: [String], file: String = catalog) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", file)
    return tipcalc(["test"] + arguments, directory: directory.path)
  }

  static let own = ["--config", "house.json", "--no-default-catalog"]

  @Test("A failing case prints its file, line, name and every differing figure; exit 1")
  func failingCase() throws {
    let result = try Self.run(Self.own)
    #expect(
      result
        == RunResult(
          status: 1,
          stdout: "FAIL house.json:5: wrong tip: tip 12.68, expected 15.20\n2 passed, 1 failed\n",
          stderr: ""))
  }

  @Test("--verbose adds a PASS line per passing case, in file order")
  func verbose() throws {
    let result = try Self.run(Self.own + ["--verbose"])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        PASS house.json:4: dinner for two
        FAIL house.json:5: wrong tip: tip 12.68, expected 15.20
        PASS house.json:6: refused discount
        2 passed, 1 failed

        """)
    #expect(result.stderr == "")
  }

  @Test("--filter runs the cases whose name contains the text, ignoring case; exit 0 if none fail")
  func filter() throws {
    #expect(
      try Self.run(Self.own + ["--filter", "DINNER"])
        == RunResult(status: 0, stdout: "1 passed, 0 failed\n", stderr: ""))
    #expect(
      try Self.run(Self.own + ["--filter", "nothing like it"])
        == RunResult(status: 0, stdout: "0 passed, 0 failed\n", stderr: ""))
  }

  @Test("Every differing figure of a case is on its line, comma separated")
  func severalDifferences() throws {
    let file = Self.catalog.replacingOccurrences(
      of: #""total": "97.18""#, with: #""total": "97.00""#)
    let result = try Self.run(Self.own + ["--filter", "wrong"], file: file)
    #expect(
      result.stdout
        == "FAIL house.json:5: wrong tip: tip 12.68, expected 15.20, total 97.18, expected 97.00\n"
        + "0 passed, 1 failed\n")
    #expect(result.status == 1)
  }

  @Test("--json gives the counts and every case with its differences")
  func json() throws {
    let result = try Self.run(Self.own + ["--json"])
    #expect(result.status == 1)
    #expect(result.stderr == "")
    let object = try jsonObject(result.stdout)
    #expect(object["passed"] as? Int == 2)
    #expect(object["failed"] as? Int == 1)
    let cases = try #require(object["cases"] as? [[String: Any]])
    #expect(
      cases.map { $0["name"] as? String } == ["dinner for two", "wrong tip", "refused discount"])
    #expect(cases.map { $0["file"] as? String } == Array(repeating: "house.json", count: 3))
    #expect(cases.map { $0["line"] as? Int } == [4, 5, 6])
    #expect(cases.map { $0["passed"] as? Bool } == [true, false, true])
    let differences = try #require(cases[1]["differences"] as? [[String: String]])
    #expect(differences == [["key": "tip", "got": "12.68", "expected": "15.20"]])
    #expect((cases[0]["differences"] as? [Any])?.isEmpty == true)
  }

  @Test("Without files, the built-in catalog's cases run and pass")
  func builtIn() throws {
    let count = try PolicyCatalog.builtIn().tests.count
    #expect(count >= 60)
    #expect(
      tipcalc(["test"]) == RunResult(status: 0, stdout: "\(count) passed, 0 failed\n", stderr: ""))
    // Layered over the built-in catalog, both files' cases run.
    let result = try Self.run(["--config", "house.json"])
    #expect(result.stdout.hasSuffix("\n\(count + 2) passed, 1 failed\n"), "\(result)")
  }

  @Test(
    "A file given twice, by the same path or another path to it, is read once and says so",
    arguments: [
      ("house.json", "house.json: given twice; read once."),
      ("./house.json", "./house.json: the same file as house.json; read once."),
    ])
  func fileGivenTwiceRunsOnce(again: String, note: String) throws {
    let twice = ["--config", "house.json", "--config", again, "--no-default-catalog"]
    #expect(
      try Self.run(twice + ["--verbose"])
        == RunResult(
          status: 1,
          stdout: """
            \(note)
            PASS house.json:4: dinner for two
            FAIL house.json:5: wrong tip: tip 12.68, expected 15.20
            PASS house.json:6: refused discount
            2 passed, 1 failed

            """,
          stderr: ""))
    let object = try jsonObject(try Self.run(twice + ["--json"]).stdout)
    #expect(object["passed"] as? Int == 2)
    #expect(object["failed"] as? Int == 1)
    let coverage = try Self.run(twice + ["--coverage"])
    #expect(
      coverage.stdout
        == "\(note)\nFAIL house.json:5: wrong tip: tip 12.68, expected 15.20\n"
        + "coverage: 1 of 1 decision points (100%)\n2 passed, 1 failed\n")
  }

  @Test("A case that cannot be read is a located catalog error: exit 65, nothing on stdout")
  func unreadableCase() throws {
    let file = Self.catalog.replacingOccurrences(of: #""tip": "15.20""#, with: #""tipp": "15.20""#)
    let result = try Self.run(Self.own, file: file)
    #expect(
      result
        == RunResult(
          status: 65, stdout: "",
          stderr: "Error: house.json:5:67: at tests[1].expect.tipp: unknown key 'tipp'; did you "
            + "mean 'tip'?\n"))
  }

  @Test(
    "Command-line mistakes exit 64; a missing file 66",
    arguments: [
      (["--bogus"], 64), (["--filter"], 64), (["--verbose=yes"], 64),
      (["--no-default-catalog"], 64), (["--config", "missing.json"], 66),
    ] as [([String], Int32)])
  func usage(arguments: [String], status: Int32) throws {
    let result = try Self.run(arguments)
    #expect(result.status == status, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "))
  }

  @Test("validate counts a file's test cases")
  func validateCountsCases() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.catalog)
    let result = tipcalc(["validate", "house.json"], directory: directory.path)
    #expect(
      result == RunResult(status: 0, stdout: "house.json: valid, 1 policy, 3 tests.\n", stderr: ""))
  }

  @Test("The executable exits 0, 1, 65 and 64 and writes what the library writes")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.catalog)
    try directory.write(
      "bad.json", Self.catalog.replacingOccurrences(of: "\"split\": 2", with: "\"split\": 0"))
    let cases: [([String], Int32)] = [
      (["test"], 0),
      (["test"] + Self.own, 1),
      (["test", "--config", "bad.json", "--no-default-catalog"], 65),
      (["test", "--filtr", "x"], 64),
    ]
    for (arguments, status) in cases {
      let spawned = try Executable.run(executable, arguments, directory: directory.path)
      #expect(spawned.status == status, "\(arguments): \(spawned)")
      #expect(spawned == tipcalc(arguments, directory: directory.path), "\(arguments)")
      #expect(spawned.stderr.isEmpty == (status <= 1), "\(arguments): \(spawned)")
    }
  }
}
