import Foundation
import Testing
import TipTestSupport

/// `tipcalc period` and the wages of a tip credit: a large minimum wage computed exactly, a
/// workweek whose minimum does not fit refused at the minimum wage, and wages given without a
/// tip credit refused instead of ignored.
@Suite("tipcalc period: wages, large and without a tip credit")
struct PeriodWagesCommandTests {
  /// Runs `tipcalc period period.json --config pools.json` with a period of `keys` (written
  /// instead of the tip credit) and the shifts of Ana, a server, 24 hours on each of `days`.
  static func run(keys: String, days: [Int] = [2], command: String = "period") throws
    -> RunResult
  {
    let shifts = days.map { day in
      #"{"date": "2026-11-0\#(day)", "staff": [{"name": "Ana", "role": "server", "#
        + #""hours": "24", "tips": {"cash": "100.00"}}]}"#
    }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("pools.json", PeriodRefusedShiftsTests.pools)
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "pool": "simple", "directlyTipped": ["server"], "indirectlyTipped": ["busser"],
       \(keys),
       "shifts": [\(shifts.joined(separator: ", "))]}
      """)
    return tipcalc([command, "period.json", "--config", "pools.json"], directory: directory.path)
  }

  static let hugeWage = #""tipCredit": true, "minimumWage": "99999999999999.99""#

  @Test("A minimum wage of 99,999,999,999,999.99 for 24 hours: the top-up, exact")
  func largeMinimumWage() throws {
    let result = try Self.run(keys: Self.hugeWage)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // 99,999,999,999,999.99 × 24 = 2,399,999,999,999,999.76, less 24 × 2.13 = 51.12 in cash
    // and the 100.00 kept as credit.
    #expect(result.stdout.contains("Top-ups owed: $2,399,999,999,999,848.64."))
  }

  @Test("A workweek whose minimum passes the largest amount: 65 at the minimum wage")
  func weekPastTheLargestAmount() throws {
    let result = try Self.run(keys: Self.hugeWage, days: [2, 3, 4, 5, 6])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: period.json:3:36: at minimumWage: Ana's minimum for the workweek of "
        + "2026-11-02, the minimum wage 99999999999999.99 × 120 hours, is more than the largest "
        + #"amount in USD, 9999999999999999.99; correct the minimum wage: it is an amount an "#
        + #"hour, such as "7.25"."# + "\n")
  }

  @Test(
    "Wages given without a tip credit: 65 at the key, in period and allocate",
    arguments: ["period", "allocate"])
  func wagesWithoutCredit(command: String) throws {
    let refused = try Self.run(
      keys: #""tipCredit": false, "cashWages": {"server": "1.00"}"#, command: command)
    #expect(refused.status == 65)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "Error: period.json:3:35: at cashWages: 'cashWages' is given, but the period takes no "
        + #"tip credit ("tipCredit": false); set "tipCredit": true if the employer takes one, or "#
        + "remove 'cashWages'.\n")
    let left = try Self.run(keys: #""minimumWage": "9.00""#, command: command)
    #expect(left.status == 65)
    #expect(
      left.stderr
        == "Error: period.json:3:17: at minimumWage: 'minimumWage' is given, but neither the "
        + "period nor pool 'simple' takes a tip credit; add \"tipCredit\": true if the employer "
        + "takes one, or remove 'minimumWage'.\n")
  }
}
