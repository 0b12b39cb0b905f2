import Foundation
import Testing
import TipTestSupport

/// `tipcalc batch` and `tipcalc compare` on inputs that are not comma-separated UTF-8: the
/// mistake named where it is (the file, or `--header`) with the exit status that says so.
@Suite("tipcalc batch: inputs of another form")
struct BatchInputFormCommandTests {
  /// The message for a file whose header row is `id;Amount;Land`.
  static let semicolonFile =
    "Error: the header row has one column 'id;Amount;Land', which seems separated by ';'; "
    + "tipcalc reads comma-separated files: save the file with ',' between columns\n"

  @Test(
    "A file separated by ';' exits 65 whatever the column flags",
    arguments: [[], ["--column", "subtotal=Amount"], ["--region-column", "Land"]])
  func semicolonFile(options: [String]) {
    let run = runBatch(["--policy", "percent-18"] + options, input: "id;Amount;Land\n1;10,00;DE\n")
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(run.errors == Self.semicolonFile)
  }

  @Test("--header separated by ';' is a usage mistake that says to write it with ','")
  func semicolonSuppliedHeader() {
    let run = runBatch(
      ["--policy", "percent-18", "--header", "id;Amount;Land", "--no-header"],
      input: "1,10.00,DE\n")
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "Error: The supplied header (--header) has one column 'id;Amount;Land', which seems "
          + "separated by ';'; write --header with ',' between columns: 'id,Amount,Land'"))
    #expect(!run.errors.contains("save the file"))
  }

  @Test("UTF-16 rows after --header are refused before any row is read")
  func utf16Body() {
    let body: [UInt8] = Array("1,10.00\n2,20.00\n".utf8).flatMap { [$0, 0] }
    let run = runBatch(
      ["--policy", "percent-18", "--header", "id,subtotal", "--no-header"], input: body)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errors
        == "Error: the input is UTF-16 text; tipcalc reads UTF-8: save the file as UTF-8 (in a "
        + "spreadsheet, as 'CSV UTF-8')\n")
  }

  @Test("compare names tipcalc, not batch, for a file separated by ';'")
  func compareSemicolonFile() throws {
    guard let url = Executable.require() else { return }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = try scratch.write("semi.csv", "id;Amount;Land\n1;10,00;DE\n")
    let run = try Executable.run(
      url, ["compare", path, "--policy", "percent-18", "--with", "percent-20"])
    #expect(run.status == 65)
    #expect(run.stderr == Self.semicolonFile)
  }
}
