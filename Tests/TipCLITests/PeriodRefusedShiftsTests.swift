import Foundation
import Testing
import TipTestSupport

/// `tipcalc period` refuses shifts whose law or hours cannot be paid on (exit 65, located): a
/// shift in a state without a tip credit under a US period, a shift in another country, a
/// person with more than 24 hours on one date, a shift file listed twice for one date; and pays
/// a dual job's untipped hours without a credit.
@Suite("tipcalc period: refused shifts and dual jobs")
struct PeriodRefusedShiftsTests {
  static let pools = """
    {"version": 1, "policies": [], "pools": {
      "simple": {"region": "US", "tipOuts": [{"name": "share", "from": ["server"],
        "percentOfTips": "10", "distribution": "equal", "to": ["busser"]}]},
      "nr": {"managerRoles": ["manager"], "tipOuts": [{"name": "share", "from": ["server"],
        "percentOfTips": "20", "distribution": "equal", "to": ["busser"]}]}}}
    """

  /// A US period with a tip credit shared by `pool`, of the given `shifts` entries.
  static func period(_ shifts: String, pool: String = "simple", extra: String = "") -> String {
    """
    {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
     "pool": "\(pool)", "tipCredit": true, "directlyTipped": ["server"],
     "indirectlyTipped": ["busser"],\(extra)
     "shifts": [\(shifts)]}
    """
  }

  /// Runs `tipcalc period period.json --config pools.json` over `files` in a fresh directory.
  static func run(_ files: [String: String]) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/s", withIntermediateDirectories: true)
    try directory.write("pools.json", pools)
    for (name, text) in files { try directory.write(name, text) }
    return tipcalc(
      ["period", "period.json", "--config", "pools.json"], directory: directory.path)
  }

  static let staff =
    #""staff": [{"name": "A", "role": "server", "hours": "8", "tips": {"cash": "100.00"}}, "#
    + #"{"name": "C", "role": "busser", "hours": "8"}]"#

  @Test("A shift file in California under a US period: 65 at the file's region, no credit")
  func shiftFileInCalifornia() throws {
    let result = try Self.run([
      "period.json": Self.period(#"{"date": "2026-11-02", "file": "s/ca.json"}"#),
      "s/ca.json": #"{"currency": "USD", "region": "US-CA", \#(Self.staff)}"#,
    ])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: s/ca.json:1:31: at region: the shift of 2026-11-02 (s/ca.json at shifts[0]) "
        + "was worked in US-CA, and US-CA (California) forbids a tip credit: the employer pays "
        + "the full state minimum wage before tips (U.S. Department of Labor, \"Minimum Wages "
        + "for Tipped Employees\", July 2024); set \"tipCredit\": false and pay the state "
        + "minimum wage, or correct the shift's region if it was worked elsewhere.\n")
  }

  @Test("A shift in Canada under a US period, with a manager in the pool: 65 at its region")
  func shiftInCanada() throws {
    let result = try Self.run([
      "period.json": Self.period(
        #"{"date": "2026-11-02", "region": "CA", "currency": "USD", "staff": [{"name": "A", "#
          + #""role": "server", "hours": "8", "tips": {"cash": "100.00"}}, {"name": "B", "#
          + #""role": "busser", "hours": "8", "manager": true}]}"#, pool: "nr")
    ])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: period.json:4:46: at shifts[0].region: the shift of 2026-11-02 (shifts[0]) "
        + "is in CA, but the period is in US: a period's shifts are all in its country, whose "
        + "law applies; correct the shift's region, or put the shift in a period of its own for "
        + "CA.\n")
  }

  @Test("Two shifts of 8 and 21 hours for one person on one date: 65, naming both")
  func twentyNineHoursOnOneDate() throws {
    let result = try Self.run([
      "period.json": Self.period(
        #"{"date": "2026-11-02", \#(Self.staff)}, {"date": "2026-11-02", "file": "s/late.json"}"#
      ),
      "s/late.json": #"{"currency": "USD", "staff": [{"name": "A", "role": "server", "#
        + #""hours": "21"}]}"#,
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: s/late.json:1:72: at staff[0].hours: A works 29 hours on 2026-11-02 (8 h in "
        + "shifts[0], 21 h in s/late.json at shifts[1]), but a day has 24; correct the hours, or "
        + "date each shift on the day it was worked.\n")
  }

  @Test("The same shift file twice for one date: 65 at the second entry's file")
  func sameShiftFileTwice() throws {
    let result = try Self.run([
      "period.json": Self.period(
        #"{"date": "2026-11-02", "file": "s/mon.json"}, "#
          + #"{"date": "2026-11-02", "file": "s/mon.json"}"#),
      "s/mon.json": #"{"currency": "USD", \#(Self.staff)}"#,
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: period.json:4:90: at shifts[1].file: the shift file s/mon.json is listed "
        + "twice for 2026-11-02, in shifts[0] and shifts[1]: its tips and hours would count "
        + "twice; remove one of the two entries, or correct its date or file.\n")
  }

  @Test("A dual job with a cash wage by name: the dishwasher hours at 7.25, no credit on them")
  func dualJobByName() throws {
    let result = try Self.run([
      "period.json": Self.period(
        #"{"date": "2026-11-02", "staff": [{"name": "Gus", "role": "server", "hours": "10", "#
          + #""tips": {"cash": "100.00"}}]}, {"date": "2026-11-03", "staff": [{"name": "Gus", "#
          + #""role": "dishwasher", "hours": "10"}]}"#, extra: #" "cashWages": {"Gus": "3.00"},"#)
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // 10 h × 3.00 + 10 h × 7.25 = 102.50 in cash; credit 10 h × 4.25 = 42.50, not 85.00.
    #expect(
      result.stdout.contains(
        "Gus     server/dishwasher  2026-11-02     20  $100.00     $0.00  $100.00    $102.50"
          + "      $42.50   $0.00"))
  }
}
