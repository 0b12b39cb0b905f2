import Foundation
import Testing
import TipTestSupport

/// A catalog file given twice is read once, under the name it was first given, but layered
/// where it was last given: the catalog `test`, `validate` and `lint` check is the one `quote`
/// prices with when it layers the file every time.
@Suite("A file given twice: read once, layered where it was last given")
struct FileGivenTwiceLayeringTests {
  /// `house` at 10%, with a case expecting a tip of 10.00.
  static let tenPercent = """
    {"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "10"}],
     "tests": [{"name": "a10", "policy": "house", "bill": {"subtotal": "100.00"},
      "expect": {"tip": "10.00"}}]}
    """
  /// `house` at 20%.
  static let twentyPercent = """
    {"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "20"}]}
    """

  /// A directory holding `da.json` (10%) and `db.json` (20%).
  static func directory() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("da.json", tenPercent)
    try directory.write("db.json", twentyPercent)
    return directory
  }

  static let configs = [
    "--config", "da.json", "--config", "db.json", "--config", "./da.json", "--no-default-catalog",
  ]

  @Test("quote and test agree: the file's later mention overrides the file between")
  func testChecksTheCatalogQuotePricesWith() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let quote = tipcalc(
      ["quote", "100", "--policy", "house", "--json"] + Self.configs, directory: directory.path)
    #expect(quote.status == 0, "\(quote)")
    #expect(try jsonObject(quote.stdout)["tip"] as? String == "10.00")
    let test = tipcalc(["test", "--verbose"] + Self.configs, directory: directory.path)
    #expect(
      test
        == RunResult(
          status: 0,
          stdout: """
            ./da.json: the same file as da.json; read once.
            PASS da.json:2: a10
            1 passed, 0 failed

            """, stderr: ""))
  }

  @Test("A hard link to a file given is the same file: read once, its cases run once")
  func hardLinkIsReadOnce() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    try FileManager.default.linkItem(
      atPath: directory.path + "/da.json", toPath: directory.path + "/da-hard.json")
    let test = tipcalc(
      ["test", "--config", "da.json", "--config", "da-hard.json", "--no-default-catalog"],
      directory: directory.path)
    #expect(
      test
        == RunResult(
          status: 0,
          stdout: """
            da-hard.json: the same file as da.json; read once.
            1 passed, 0 failed

            """, stderr: ""))
    let validate = tipcalc(
      ["validate", "da.json", "da-hard.json", "--no-default-catalog"], directory: directory.path)
    #expect(
      validate
        == RunResult(
          status: 0,
          stdout: """
            da.json: valid, 1 policy, 1 test.
            da-hard.json: the same file as da.json; read once.

            """, stderr: ""))
  }

  @Test("validate layers the file where it was last given: it overrides the file between")
  func validateLayersAtTheLastMention() throws {
    let directory = try Self.directory()
    defer { directory.remove() }
    let run = tipcalc(
      ["validate", "da.json", "db.json", "./da.json", "--no-default-catalog"],
      directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 0,
          stdout: """
            da.json: valid, 1 policy, 1 test; overrides 'house' of db.json.
            db.json: valid, 1 policy.
            ./da.json: the same file as da.json; read once.

            """, stderr: ""))
  }

  @Test("lint reads a file given twice once, under its first name, and counts one file")
  func lintReadsAFileGivenTwiceOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", LintCommandTests.house)
    let run = tipcalc(
      ["lint", "--config", "house.json", "--config", "./house.json"], directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 1,
          stdout: "./house.json: the same file as house.json; read once.\n"
            + LintCommandTests.shadowed + "\n1 warning in house.json.\n",
          stderr: ""))
  }
}
