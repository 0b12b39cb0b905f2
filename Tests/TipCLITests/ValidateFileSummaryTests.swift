import Foundation
import Testing
import TipTestSupport

/// `tipcalc validate`: each valid file's line says what that file defines and replaces, and a
/// file given twice is read once.
@Suite("Validate: what each file defines, and a file given twice")
struct ValidateFileSummaryTests {
  static let house = """
    {"version": 1, "policies": [
      {"name": "house", "kind": "percent", "rate": "20"},
      {"name": "cafe", "kind": "percent", "rate": "10"},
      {"name": "percent-18", "kind": "percent", "rate": "19"}]}
    """

  @Test("A file given twice is read once, and said so; it does not override itself")
  func fileGivenTwice() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    let twice = tipcalc(["validate", "house.json", "house.json"], directory: directory.path)
    #expect(
      twice
        == RunResult(
          status: 0,
          stdout: """
            house.json: valid, 3 policies; overrides 'percent-18'.
            house.json: given twice; read once.

            """, stderr: ""))
    let otherPath = tipcalc(["validate", "house.json", "./house.json"], directory: directory.path)
    #expect(
      otherPath.stdout == """
        house.json: valid, 3 policies; overrides 'percent-18'.
        ./house.json: the same file as house.json; read once.

        """)
  }

  @Test("Each file counts the policies it defines, and names the file it overrides")
  func sameContentInTwoFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.house)
    try directory.write("h2.json", Self.house)
    let run = tipcalc(["validate", "house.json", "h2.json"], directory: directory.path)
    #expect(
      run
        == RunResult(
          status: 0,
          stdout: """
            house.json: valid, 3 policies; overrides 'percent-18'.
            h2.json: valid, 3 policies; overrides 'house', 'cafe', 'percent-18' of house.json.

            """, stderr: ""))
  }
}
