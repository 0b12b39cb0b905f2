import Testing
import TipTestSupport

/// A cash-rounding increment that cannot be an amount is refused where the catalog loads, at
/// its key; one that is an amount but larger than any region rounds cash to is a lint warning.
@Suite("Cash-rounding increments: refused when no amount, a lint warning when too coarse")
struct CashRoundingIncrementCommandTests {
  static let tooLarge = """
    {"version": 1, "policies": [], "cashRounding": {"US": {"increment": "100000000000000000"}}}
    """

  static let tooLargeError = """
    big.json:1:69: error: at cashRounding.US.increment: increment 100000000000000000 is larger \
    than the largest USD amount, 9999999999999999.99; use an increment of at most 1.00 USD, such \
    as 0.05, 0.10, 0.50 or 1
    """

  @Test("validate refuses an increment larger than the currency's largest amount, located")
  func validateRefusesAnIncrementThatIsNoAmount() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("big.json", Self.tooLarge)
    #expect(
      tipcalc(["validate", "big.json"], directory: directory.path)
        == RunResult(
          status: 65, stdout: "",
          stderr: Self.tooLargeError + "\nError: 1 problem in big.json.\n"))
  }

  @Test("quote stops at the catalog, with the increment's place, before pricing in cash")
  func quoteNamesTheIncrement() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("big.json", Self.tooLarge)
    let run = tipcalc(
      ["quote", "10.00", "--region", "US", "--payment", "cash", "--config", "big.json"],
      directory: directory.path)
    #expect(run.status == 65)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "Error: big.json:1:69: at cashRounding.US.increment: increment 100000000000000000 is "
          + "larger than the largest USD amount"), "\(run)")
  }

  @Test("lint warns of an increment that rounds a $10 cash bill to nothing, and exits 1")
  func lintWarnsOfACoarseIncrement() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "k.json",
      #"{"version": 1, "policies": [], "cashRounding": {"US": {"increment": "1000"}}}"#)
    #expect(
      tipcalc(["validate", "k.json"], directory: directory.path)
        == RunResult(status: 0, stdout: "k.json: valid, 0 policies.\n", stderr: ""))
    #expect(
      tipcalc(["lint", "--config", "k.json"], directory: directory.path)
        == RunResult(
          status: 1,
          stdout: """
            k.json:1:69: warning: at cashRounding.US.increment: cash rounding to 1000.00 USD in \
            US is larger than any region rounds cash to: a cash total of 10.00 is paid as 0.00; \
            use an increment of at most 1.00 USD (Sweden and Norway round to a whole krona), \
            such as 0.05, 0.10, 0.50 or 1 [large-cash-rounding]
            1 warning in k.json.

            """,
          stderr: ""))
  }
}
