import Foundation
import Testing
import TipTestSupport

/// `tipcalc quote --trace`: why the bill got its tip, after the quote.
@Suite("tipcalc quote --trace")
struct QuoteTraceCommandTests {
  /// The options that quote with ``TraceCatalog`` alone, written to `directory`.
  static func catalogOptions(in directory: TemporaryDirectory) throws -> [String] {
    ["--config", try directory.write("house.json", TraceCatalog.json), "--no-default-catalog"]
  }

  /// What `--trace` prints for a bill of 5.00 at 01:15 on a Saturday under `house`.
  static let lateNightTrace = """
    Why this tip:
      1. house (rules): rule 2 (days fri,sat; 22:00–02:00)
      2. late (cap): minimum (raised 1.00 to 2.00)
      3. percent-20 (percent): tip 1.00: 20% of the subtotal, rounded half-up
      service charge large-party: not applied: party 8+ does not hold
      cash rounding: not applied: no payment given; only cash is rounded

    """

  @Test("The path follows the quote's table, which is the same as without --trace")
  func text() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments =
      ["quote", "5", "--policy", "house", "--at", "2026-11-28T01:15"]
      + (try Self.catalogOptions(in: directory))
    let plain = tipcalc(arguments)
    let traced = tipcalc(arguments + ["--trace"])
    #expect(traced.status == 0)
    #expect(traced.stderr == "")
    #expect(traced.stdout == plain.stdout + "\n" + Self.lateNightTrace)
  }

  @Test("--json adds \"trace\" last: the policies, then the charges, then the cash rounding")
  func json() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments =
      ["quote", "100", "--party", "8", "--channel", "dine-in", "--split", "2", "--json"]
      + (try Self.catalogOptions(in: directory))
    let plain = tipcalc(arguments)
    let traced = tipcalc(arguments + ["--trace"])
    #expect(traced.status == 0)
    #expect(traced.stderr == "")
    let object = try jsonObject(traced.stdout)
    let steps = try #require(object["trace"] as? [[String: String]])
    #expect(
      steps == [
        ["policy": "house", "kind": "rules", "decision": "rule 1 (party 6+; channel dine-in)"],
        [
          "policy": "percent-15", "kind": "percent",
          "decision": "tip 15.00: 15% of the subtotal, rounded half-up",
        ],
        [
          "policy": "large-party", "kind": "serviceCharge",
          "decision": "applied: 18.00, a gratuity (party 8+)",
        ],
        [
          "policy": "", "kind": "cashRounding",
          "decision": "not applied: no payment given; only cash is rounded",
        ],
      ])
    // Every key of the quote is as it was, and "trace" comes after them.
    #expect(
      traced.stdout.hasPrefix(String(plain.stdout.dropLast(3)) + ",\n  \"trace\": ["))
    #expect(try jsonObject(plain.stdout)["trace"] == nil)
  }

  @Test("A region's decision and the cash rounding it applies, in the built-in catalog")
  func regionAndRounding() {
    let run = tipcalc(["quote", "41.42", "--region", "CH", "--payment", "cash", "--trace"])
    #expect(run.status == 0)
    #expect(
      run.stdout.hasSuffix(
        """
        Why this tip:
          1. regional (region): region CH
          2. round-up-5 (round-up): rounded up 2.07 to 2.58 so the total is a multiple of 1
          3. percent-5 (percent): tip 2.07: 5% of the subtotal, rounded half-up
          cash rounding (CH): nothing to round in 44.00 (CH cash: to 0.05, half-up)

        """), "\(run)")
  }

  @Test("A refused bill exits 65 with the quote's message and prints no trace")
  func refused() {
    let arguments = ["quote", "1000", "--region", "JP", "--policy", "round-up-cash"]
    let plain = tipcalc(arguments)
    let traced = tipcalc(arguments + ["--trace"])
    #expect(traced.status == 65)
    #expect(traced.stdout == "")
    #expect(
      traced.stderr
        == "Error: Policy 'round-up-cash' (round-up, defined in built-in catalog "
        + "(Policies/default.json)): the round-up increment 0.05 is finer than JPY allows "
        + "(0 digits). Give another --policy for this currency.\n")
    #expect(traced == plain)
  }

  @Test("The executable prints the trace, nothing on standard error, and exits 0")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try Executable.run(
      executable,
      ["quote", "5", "--policy", "house", "--at", "2026-11-28T01:15", "--trace"]
        + (try Self.catalogOptions(in: directory)), directory: directory.path)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasSuffix("\n\n" + Self.lateNightTrace))
  }

  @Test("The help describes --trace")
  func help() {
    let help = tipcalc("quote --help").stdout
    #expect(help.contains("--trace"))
    #expect(help.contains("\"cashRounding\""))
  }
}
