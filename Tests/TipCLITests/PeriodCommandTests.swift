import Foundation
import Testing
import TipTestSupport

/// Pay periods on the command line: `tipcalc period <period.json> [--pool <name>] [--csv <file>]
/// [--config …] [--json]`, its table, JSON and CSV, the tip credit's top-ups and refusals, and
/// its exit statuses (65 for a period, shift or tip credit that cannot be used, 66 for a file
/// that cannot be read, 74 for a CSV that cannot be written).
@Suite("tipcalc period")
struct PeriodCommandTests {
  static let root = Repository.root.path
  static let period = "Policies/examples/period-november.json"
  static let pools = ["--config", "Policies/examples/pools.json"]

  /// Runs `tipcalc` in the repository's root.
  static func run(_ arguments: [String]) -> RunResult {
    tipcalc(arguments, directory: root)
  }

  /// A copy of the example period and its shift files in a temporary directory, with `edit`
  /// applied to the period's text.
  static func copy(_ edit: (String) -> String = { $0 }) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.path + "/shifts", withIntermediateDirectories: true)
    for day in ["04", "05", "06", "13"] {
      let name = "shifts/2026-11-\(day).json"
      try directory.write(
        name, try String(contentsOfFile: root + "/Policies/examples/" + name, encoding: .utf8))
    }
    try directory.write(
      "period.json", edit(try String(contentsOfFile: root + "/" + period, encoding: .utf8)))
    return directory
  }

  /// Runs `tipcalc period period.json` with the example pools in `directory`.
  static func run(in directory: TemporaryDirectory, _ extra: [String] = []) -> RunResult {
    tipcalc(
      ["period", "period.json", "--config", root + "/Policies/examples/pools.json"] + extra,
      directory: directory.path)
  }

  @Test("The table: a row per person and workweek, partial weeks marked, top-ups owed")
  func printsTheTable() {
    let result = Self.run(["period", Self.period] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Pay period 2026-11-04 to 2026-11-15, pool front-and-back, workweeks from Monday

        Person  Role       Week         Hours       Tips  Card fee        Net  Cash wage  Tip credit   Top-up
        Ada     busser     2026-11-02*     32      $0.00     $0.00    $108.92     $68.16     $108.92   $54.92
                           2026-11-09       8      $0.00     $0.00     $43.61     $17.04      $40.96    $0.00
                           period          40      $0.00     $0.00    $152.53     $85.20     $149.88   $54.92
        Ana     server     2026-11-02*     25    $850.00    $18.29    $727.73     $53.25     $128.00    $0.00
                           2026-11-09       8    $270.00     $6.00    $231.14     $17.04      $40.96    $0.00
                           period          33  $1,120.00    $24.29    $958.87     $70.29     $168.96    $0.00
        Ben     bartender  2026-11-02*     32    $570.00    $10.65    $545.70     $68.16     $163.84    $0.00
                           2026-11-09       8    $145.00     $2.75    $145.12     $17.04      $40.96    $0.00
                           period          40    $715.00    $13.40    $690.82     $85.20     $204.80    $0.00
        Gus     cook       2026-11-02*     35      $0.00     $0.00     $60.65    $105.00      $60.65   $88.10
                           2026-11-09       8      $0.00     $0.00     $16.13     $24.00      $16.13   $17.87
                           period          43      $0.00     $0.00     $76.78    $129.00      $76.78  $105.97
        Raj     server     2026-11-02*     15    $435.00     $9.56    $373.50     $31.95      $76.80    $0.00
                           2026-11-09       8    $245.00     $5.50    $209.75     $17.04      $40.96    $0.00
                           period          23    $680.00    $15.06    $583.25     $48.99     $117.76    $0.00
        Total                             179  $2,515.00    $52.75  $2,462.25    $418.68     $718.18  $160.89

        * Partial workweek: cut by the period's first or last day; only its days inside the period count.
        Tip credit (US, FLSA section 3(m)(2)(A) and 29 CFR 531.59): minimum wage $7.25 an hour; the credit is never more than the tips kept, and the employer pays the top-up; rounded half-up to the cent per workweek. Top-ups owed: $160.89.

        """)
  }

  @Test("A top-up by hand: Ada, busser, 32 h in the first week, kept $108.92")
  func topUpByHand() throws {
    // 32 h × 2.13 = 68.16 cash; the most credit is 32 h × (7.25 − 2.13) = 163.84, but Ada kept
    // 108.92 in tips: credit 108.92, and the employer owes 163.84 − 108.92 = 54.92. Gus has a
    // cash wage of his own, 3.00: 35 h × 3.00 = 105.00; 35 h × 4.25 = 148.75 of credit at most,
    // 60.65 kept, top-up 88.10.
    let result = Self.run(["period", Self.period, "--json"] + Self.pools)
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let people = try #require(object["people"] as? [[String: Any]])
    let ada = try #require(people.first { $0["name"] as? String == "Ada" })
    let week = try #require((ada["weeks"] as? [[String: Any]])?.first)
    #expect(week["week"] as? String == "2026-11-02")
    #expect(week["partial"] as? Bool == true)
    #expect((week["hours"] as? NSNumber)?.stringValue == "32")
    #expect(week["net"] as? String == "108.92")
    #expect(week["cashWage"] as? String == "68.16")
    #expect(week["tipCredit"] as? String == "108.92")
    #expect(week["topUp"] as? String == "54.92")
    let gus = try #require(people.first { $0["name"] as? String == "Gus" })
    #expect((gus["weeks"] as? [[String: Any]])?.first?["topUp"] as? String == "88.10")
    #expect(gus["topUp"] as? String == "105.97")
  }

  @Test("--json: the contract's keys and the totals")
  func printsJSON() throws {
    let result = Self.run(["period", Self.period, "--json"] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["currency"] as? String == "USD")
    #expect(object["from"] as? String == "2026-11-04")
    #expect(object["until"] as? String == "2026-11-15")
    #expect(object["law"] as? String == "FLSA section 3(m)(2)(A) and 29 CFR 531.59")
    let people = try #require(object["people"] as? [[String: Any]])
    #expect(people.map { $0["name"] as? String } == ["Ada", "Ana", "Ben", "Gus", "Raj"])
    #expect(
      people.map { $0["net"] as? String } == ["152.53", "958.87", "690.82", "76.78", "583.25"])
    let keys: Set = ["name", "role", "weeks", "hours", "tips", "net", "topUp"]
    #expect(keys.isSubset(of: Set(people[0].keys)))
    let weekKeys: Set = ["week", "hours", "tips", "net", "cashWage", "tipCredit", "topUp"]
    let week = try #require((people[0]["weeks"] as? [[String: Any]])?.first)
    #expect(weekKeys.isSubset(of: Set(week.keys)))
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["tips"] as? String == "2515.00")
    #expect(totals["fees"] as? String == "52.75")
    #expect(totals["net"] as? String == "2462.25")
    #expect(totals["topUp"] as? String == "160.89")
  }

  @Test("--csv: one row per person and workweek, in the export's columns")
  func writesTheCSV() throws {
    let directory = try Self.copy()
    defer { directory.remove() }
    let result = Self.run(in: directory, ["--csv", "payroll.csv"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("Pay period 2026-11-04 to 2026-11-15"))
    let csv = try String(contentsOfFile: directory.path + "/payroll.csv", encoding: .utf8)
    #expect(
      csv == """
        name,role,week,hours,cash_tips,card_tips,card_fees,tips_net,cash_wage,tip_credit,top_up
        Ada,busser,2026-11-02,32,0.00,0.00,0.00,108.92,68.16,108.92,54.92
        Ada,busser,2026-11-09,8,0.00,0.00,0.00,43.61,17.04,40.96,0.00
        Ana,server,2026-11-02,25,110.00,740.00,18.29,727.73,53.25,128.00,0.00
        Ana,server,2026-11-09,8,30.00,240.00,6.00,231.14,17.04,40.96,0.00
        Ben,bartender,2026-11-02,32,140.00,430.00,10.65,545.70,68.16,163.84,0.00
        Ben,bartender,2026-11-09,8,35.00,110.00,2.75,145.12,17.04,40.96,0.00
        Gus,cook,2026-11-02,35,0.00,0.00,0.00,60.65,105.00,60.65,88.10
        Gus,cook,2026-11-09,8,0.00,0.00,0.00,16.13,24.00,16.13,17.87
        Raj,server,2026-11-02,15,45.00,390.00,9.56,373.50,31.95,76.80,0.00
        Raj,server,2026-11-09,8,25.00,220.00,5.50,209.75,17.04,40.96,0.00

        """)
  }

  @Test("--csv: a name a spreadsheet would run as a formula gets a leading apostrophe")
  func csvKeepsFormulasAsText() throws {
    // The same people renamed in the period and every shift file: two names that start with a
    // formula's first character, and one with a minus inside, which is left alone.
    let renames = [
      ("\"Ada\"", "\"=HYPERLINK(\\\"http://x\\\",\\\"Ada\\\")\""),
      ("\"Gus\"", "\"@Gus\""), ("\"Raj\"", "\"Raj-Kumar\""),
    ]
    func renamed(_ text: String) -> String {
      renames.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
    let directory = try Self.copy(renamed)
    defer { directory.remove() }
    for day in ["04", "05", "06", "13"] {
      let name = "shifts/2026-11-\(day).json"
      try directory.write(
        name, renamed(try String(contentsOfFile: directory.path + "/" + name, encoding: .utf8)))
    }
    let result = Self.run(in: directory, ["--csv", "payroll.csv"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let csv = try String(contentsOfFile: directory.path + "/payroll.csv", encoding: .utf8)
    let rows = csv.split(separator: "\n").map(String.init)
    #expect(rows.count == 11)
    #expect(
      rows.contains(
        "\"'=HYPERLINK(\"\"http://x\"\",\"\"Ada\"\")\",busser,2026-11-02,32,0.00,0.00,0.00,108.92,"
          + "68.16,108.92,54.92"))
    #expect(rows.contains("'@Gus,cook,2026-11-02,35,0.00,0.00,0.00,60.65,105.00,60.65,88.10"))
    #expect(
      rows.contains("Raj-Kumar,server,2026-11-09,8,25.00,220.00,5.50,209.75,17.04,40.96,0.00"))
    // The table on standard output shows the names as they are.
    #expect(result.stdout.contains("@Gus"))
    #expect(!result.stdout.contains("'@Gus"))
  }

  @Test("--csv into a missing directory: exit 74, nothing printed")
  func csvCannotBeWritten() throws {
    let directory = try Self.copy()
    defer { directory.remove() }
    let result = Self.run(in: directory, ["--csv", "missing/payroll.csv"])
    #expect(result.status == 74)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: --csv <file>: cannot write 'missing/payroll.csv': No such file or directory.\n"
    )
  }

  @Test("--csv fails on a bad period: an existing export is left as it was")
  func csvNotHalfWritten() throws {
    let directory = try Self.copy { $0.replacingOccurrences(of: "\"US\"", with: "\"US-CA\"") }
    defer { directory.remove() }
    try directory.write("payroll.csv", "earlier\n")
    let result = Self.run(in: directory, ["--csv", "payroll.csv"])
    #expect(result.status == 65)
    #expect(
      try String(contentsOfFile: directory.path + "/payroll.csv", encoding: .utf8) == "earlier\n")
  }

  @Test("A state that forbids the tip credit: exit 65 citing the DOL table")
  func refusedState() throws {
    let directory = try Self.copy { $0.replacingOccurrences(of: "\"US\"", with: "\"US-CA\"") }
    defer { directory.remove() }
    let result = Self.run(in: directory)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: period.json:4:13: at region: US-CA (California) forbids a tip credit: the \
        employer pays the full state minimum wage before tips (U.S. Department of Labor, \
        "Minimum Wages for Tipped Employees", July 2024); set "tipCredit": false and pay the \
        state minimum wage.

        """)
  }

  /// A period's edit, the exit status and standard error expected.
  typealias Failure = (replacing: String, with: String, status: Int32, stderr: String)

  static let failures: [Failure] = [
    (
      "shifts/2026-11-05.json", "shifts/gone.json", 66,
      "Error: period.json:18:36: at shifts[1].file: the shift file shifts/gone.json: no such "
        + "file; check the path; it is relative to the period file's directory.\n"
    ),
    (
      #""2026-11-13", "file""#, #""2026-11-16", "file""#, 65,
      "Error: period.json:28:14: at shifts[4].date: the shift of 2026-11-16 is outside the "
        + "period 2026-11-04 to 2026-11-15; move the shift to the period it belongs to, or "
        + "correct its date.\n"
    ),
    (
      #""busser": "2.13""#, #""busser": "2.00""#, 65,
      "Error: period.json:11:66: at cashWages.busser: the cash wage of busser 2.00 is below the "
        + "federal minimum cash wage for tipped employees 2.13 (FLSA section 3(m)(2)(A)(i)); "
        + "pay at least 2.13 an hour.\n"
    ),
  ]

  @Test(
    "A shift file that cannot be read, a shift outside the period, a cash wage too low",
    arguments: failures.indices)
  func refusedPeriods(index: Int) throws {
    let failure = Self.failures[index]
    let directory = try Self.copy {
      $0.replacingOccurrences(of: failure.replacing, with: failure.with)
    }
    defer { directory.remove() }
    let result = Self.run(in: directory)
    #expect(result.status == failure.status)
    #expect(result.stdout == "")
    #expect(result.stderr == failure.stderr)
  }

  @Test("A period file that does not exist: exit 66")
  func missingPeriod() {
    let result = Self.run(["period", "no-such-period.json"] + Self.pools)
    #expect(result.status == 66)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "Error: no-such-period.json: no such file; check the path; it is relative "
        + "to \(Self.root).\n")
  }

  @Test("A shift file that breaks the shift format: exit 65, located in that file")
  func badShiftFile() throws {
    let directory = try Self.copy()
    defer { directory.remove() }
    try directory.write(
      "shifts/2026-11-13.json",
      #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hour": 8}]}"#)
    let result = Self.run(in: directory)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: shifts/2026-11-13.json:1:31: at staff[0]"))
  }

  @Test("Each workweek's hours at its role's cash wage; the top-up reaches the rounded minimum")
  func cashWagesByRoleAndRounding() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "pools.json",
      """
      {"version": 1, "policies": [], "pools": {"plain": {"region": "US", "tipOuts": [
       {"name": "none", "from": ["cook"], "percentOfTips": "10", "distribution": "equal",
        "to": ["busser"]}]}}}
      """)
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-15",
       "pool": "plain", "tipCredit": true, "cashWages": {"server": "2.13", "busser": "4.00"},
       "directlyTipped": ["server"], "indirectlyTipped": ["busser"],
       "shifts": [
        {"date": "2026-11-03", "staff": [
          {"name": "Al", "role": "busser", "hours": "10", "tips": {"cash": "1.00"}},
          {"name": "Dot", "role": "server", "hours": "20.1"}]},
        {"date": "2026-11-10", "staff": [
          {"name": "Al", "role": "server", "hours": "10", "tips": {"cash": "1.00"}}]}]}
      """)
    let result = tipcalc(
      ["period", "period.json", "--config", "pools.json"], directory: directory.path)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // Al: 10 h × 4.00 as busser, then 10 h × 2.13 as server. Dot: 20.1 h × 7.25 = 145.725 →
    // 145.73, less 20.1 h × 2.13 = 42.81.
    #expect(
      result.stdout.contains(
        """
        Al      busser/server  2026-11-02     10  $1.00     $0.00  $1.00     $40.00       $1.00   $31.50
                               2026-11-09     10  $1.00     $0.00  $1.00     $21.30       $1.00   $50.20
        """))
    #expect(
      result.stdout.contains(
        "Dot     server         2026-11-02   20.1  $0.00     $0.00  $0.00     $42.81       $0.00  $102.92"
      ))
  }

  @Test("A shift file without a region follows the period's US law: a manager paid by the pool")
  func shiftFileManagerRule() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The pool names no region, so the shift's (the period's) decides the law.
    try directory.write(
      "pools.json",
      """
      {"version": 1, "policies": [], "pools": {"eq": {"tipOuts": [
       {"name": "all", "from": ["server"], "percentOfTips": "100", "distribution": "equal",
        "to": ["busser"]}]}}}
      """)
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "pool": "eq", "shifts": [{"date": "2026-11-04", "file": "wed.json"}]}
      """)
    try directory.write(
      "wed.json",
      """
      {"currency": "USD", "staff": [
       {"name": "Ana", "role": "server", "hours": "4", "tips": {"cash": "10"}},
       {"name": "Max", "role": "busser", "hours": "4", "manager": true}]}
      """)
    let result = tipcalc(
      ["period", "period.json", "--config", "pools.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: wed.json:3:61: at staff[1].manager: Max (role 'busser') is marked a manager and \
        would receive from pool 'eq', but in the US managers and supervisors may not receive any \
        part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment); give Max a role the pool \
        does not pay, or remove the manager flag if Max does not manage or supervise.

        """)
  }

  @Test("A period's pool the catalog lacks: exit 65, located at \"pool\" in the period file")
  func unknownPoolOfThePeriod() throws {
    let directory = try Self.copy {
      $0.replacingOccurrences(of: #""pool": "front-and-back""#, with: #""pool": "nope""#)
    }
    defer { directory.remove() }
    let result = Self.run(in: directory)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "Error: period.json:8:11: at pool: no pool named 'nope' in the catalog; "
        + "write one of the catalog's pools: front-and-back, london-tronc.\n")
  }
}
