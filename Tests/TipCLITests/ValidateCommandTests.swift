import Foundation
import Testing
import TipTestSupport

/// `tipcalc validate`: every independent error of every file in one run.
@Suite("Validate: every independent error of every file in one run")
struct ValidateCommandTests {
  static let policy = """
    {"version": 1, "policies": [
      {"name": "house", "kind": "percent", "rate": "150", "rouding": "x", "base": "bogus"}]}
    """

  @Test("A policy's three independent mistakes are all reported by the built tipcalc at once")
  func everyMistakeOfAPolicy() throws {
    guard let url = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.policy)
    let run = try Executable.run(url, ["validate", "house.json"], directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 65, stdout: "",
          stderr: """
            house.json:2:48: error: at policies[0].rate: rate 150 is out of range; expected 0 to \
            100 (percent)
            house.json:2:55: error: at policies[0].rouding: unknown key 'rouding'; did you mean \
            'rounding'?
            house.json:2:79: error: at policies[0].base: unknown tip base 'bogus'; expected one \
            of: subtotal, gross, total
            Error: 3 problems in house.json.

            """))
  }

  @Test("A whole number too large to read is refused in the key's words, with its range")
  func numbersTooLarge() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "big.json",
      #"{"version": 1, "policies": [], "tests": [{"name": "a", "#
        + #""bill": {"subtotal": "1", "party": 99999999999999999999}, "expect": {"tip": "1"}}]}"#)
    #expect(
      tipcalc(["validate", "big.json"], directory: directory.path)
        == RunResult(
          status: 65, stdout: "",
          stderr: """
            big.json:1:91: error: at tests[0].bill.party: party 99999999999999999999 is not a \
            number of guests; write a whole number of guests from 1 to 10000, such as 6
            Error: 1 problem in big.json.

            """))
  }

  @Test(
    "A command that stops at a catalog's first problem names the validate run that shows them all",
    arguments: [
      ([], "1 more problem: run 'tipcalc validate c.json'", 2),
      (
        ["--no-default-catalog"],
        "2 more problems: run 'tipcalc validate c.json --no-default-catalog'", 3
      ),
    ])
  func validateRunToSeeThemAll(options: [String], suggestion: String, problems: Int) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Without the built-in catalog the case also names no policy: one more problem.
    try directory.write(
      "c.json",
      #"""
      {"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "150", "rouding": "x"}],
       "tests": [{"name": "e", "bill": {"subtotal": "10"}, "expect": {"tip": "1.80"}}]}
      """#)
    let run = tipcalc(["test", "--config", "c.json"] + options, directory: directory.path)
    #expect(run.status == 65)
    #expect(run.stderr.hasSuffix(" \(suggestion) to see them all.\n"), "\(run)")
    let validate = tipcalc(["validate", "c.json"] + options, directory: directory.path)
    #expect(validate.stderr.hasSuffix("Error: \(problems) problems in c.json.\n"), "\(validate)")
  }

  @Test("A pool's contribution out of range does not hide shares that do not add up")
  func everyMistakeOfAPool() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "pools.json",
      """
      {"version": 1, "policies": [], "pools": {"bar": {"tipOuts": [{"from": ["server"],
        "percentOfTips": "150", "distribution": "percent",
        "shares": {"bartender": "60", "host": "30"}}]}}}
      """)
    let run = tipcalc(["validate", "pools.json"], directory: directory.path)
    #expect(run.status == 65)
    #expect(
      run.stderr == """
        pools.json:2:20: error: at pools.bar.tipOuts[0].percentOfTips: percentOfTips 150 is out \
        of range; expected more than 0 and at most 100 (percent)
        pools.json:3:13: error: at pools.bar.tipOuts[0].shares: the percentages add up to 90, \
        not 100; make the roles' percentages add up to exactly 100
        Error: 2 problems in pools.json.

        """)
  }

  @Test("Errors of every section of every file, file by file")
  func everySectionOfEveryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("a.json", Self.policy)
    try directory.write(
      "b.json",
      """
      {"version": 1, "policies": [{"name": "cafe", "kind": "percent", "rate": "-5"}],
       "cashRounding": {"CH": {"increment": "0", "rounding": "sideways"}}}
      """)
    let run = tipcalc(["validate", "a.json", "b.json"], directory: directory.path)
    #expect(run.status == 65)
    let lines = run.stderr.split(separator: "\n").map { $0.prefix { $0 != " " } }
    #expect(
      lines == [
        "a.json:2:48:", "a.json:2:55:", "a.json:2:79:", "b.json:2:39:", "b.json:2:56:",
        "b.json:1:73:", "Error:",
      ], "\(run)")
    #expect(run.stderr.hasSuffix("Error: 6 problems in 2 of 2 files.\n"))
  }
}
