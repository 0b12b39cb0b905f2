import Foundation
import Testing
import TipTestSupport

/// One mistake, one status: a value of the wrong form is a usage mistake (64) whichever option
/// it is given to, a well-formed value that is not allowed is bad data (65), and a catalog that
/// lacks what a command needs is bad data for every command that needs it.
@Suite("The same mistake exits with the same status")
struct MistakeStatusAgreementTests {
  /// `quote 10 --tip-percent <value>`, the status and the message's reason.
  static let tipPercents: [(value: String, status: Int32, reason: String)] = [
    ("abc", 64, "unexpected character 'a'; expected digits and one '.'"),
    ("1e5", 64, "exponents are not accepted; write 100000, not 1e5"),
    ("x%", 64, "unexpected character 'x'; expected digits and one '.'"),
    ("150", 65, "expected a rate from 0 to 100 (percent)"),
    ("-5", 65, "expected a rate from 0 to 100 (percent)"),
  ]

  @Test(
    "--tip-percent: not a number is a usage mistake with the usage block; out of range is 65",
    arguments: tipPercents)
  func tipPercent(_ value: String, status: Int32, reason: String) {
    let result = tipcalc(["quote", "10", "--tip-percent", value])
    #expect(result.status == status, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value '\(value)' for '--tip-percent <p>': \(reason).\n"), "\(result)")
    #expect(result.stderr.contains("Usage: tipcalc quote") == (status == 64), "\(result)")
  }

  @Test("A rate of the wrong form exits as quote's and allocate's options of the wrong form do")
  func sameAsOtherOptions() {
    let percent = tipcalc(["quote", "10", "--tip-percent", "x"])
    let split = tipcalc(["quote", "10", "--split", "two"])
    let weights = tipcalc(["quote", "10", "--weights", "1,x"])
    #expect(percent.status == 64 && split.status == 64 && weights.status == 64)
  }

  /// A pay period and a shift in `directory`, with no "pool": the catalog must give one.
  static func files() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      "shift.json",
      #"{"region": "US", "currency": "USD", "staff": ["#
        + #"{"name": "A", "role": "server", "hours": "4", "tips": {"cash": "10.00"}}]}"#)
    try directory.write(
      "period.json",
      #"{"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08", "#
        + #""shifts": [{"date": "2026-11-04", "staff": ["#
        + #"{"name": "A", "role": "server", "hours": "4", "tips": {"cash": "10.00"}}]}]}"#)
    return directory
  }

  @Test(
    "A catalog without pools is bad data (65) for pool, period and allocate, saying what to add",
    arguments: [["pool", "shift.json"], ["period", "period.json"], ["allocate", "period.json"]])
  func noPools(_ arguments: [String]) throws {
    let directory = try Self.files()
    defer { directory.remove() }
    let result = tipcalc(arguments, directory: directory.path)
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr
        == "Error: The catalog defines no pools; add '--config <file>' with a \"pools\" "
        + "section.\n", "\(result)")
  }
}
