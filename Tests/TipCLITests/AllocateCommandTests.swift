import Foundation
import Testing
import TipTestSupport

/// The IRS Form 8027 tip allocation on the command line: `tipcalc allocate <period.json>
/// [--method gross-receipts|hours] [--rate <percent>] [--config …] [--json]`, by both methods,
/// with nothing to allocate, and its refusals (64 for a method or rate not written as shown, 65
/// for a rate outside 2 to 8 or the hours method for a large establishment).
@Suite("tipcalc allocate")
struct AllocateCommandTests {
  static let root = Repository.root.path
  static let period = "Policies/examples/period-november.json"
  static let pools = ["--config", "Policies/examples/pools.json"]

  /// Runs `tipcalc` in the repository's root.
  static func run(_ arguments: [String]) -> RunResult {
    tipcalc(arguments, directory: root)
  }

  @Test("Gross receipts method: the steps, a row per directly tipped person, the totals")
  func grossReceipts() {
    // 42,000 × 8 % = 3,360; less 229.31 reported by the indirectly tipped = 3,130.69; Ana's
    // part 3,130.69 × 9,700 ÷ 20,900 = 1,453.00, less 958.87 reported = 494.13. Everyone has
    // a shortfall, so each is allocated exactly theirs: 3,360 − 2,462.25 = 897.75 in all.
    let result = Self.run(["allocate", Self.period] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Tip allocation (IRS Form 8027 instructions, line 7), gross-receipts method

        Gross receipts $42,000.00 x 8% = $3,360.00; reported tips $2,462.25 (indirectly tipped employees $229.31).
        Directly tipped employees' share $3,130.69; to allocate $897.75.

        Person   Receipts      Share   Reported  Shortfall  Allocated
        Ana     $9,700.00  $1,453.00    $958.87    $494.13    $494.13
        Ben     $5,300.00    $793.91    $690.82    $103.09    $103.09
        Raj     $5,900.00    $883.78    $583.25    $300.53    $300.53
        Total              $3,130.69  $2,232.94    $897.75    $897.75

        Shares and shortfalls are shown rounded to the cent; the allocation uses their exact values, and the allocated tips add up to the amount to allocate.

        """)
  }

  @Test("--method hours --json: parts by hours; the odd cent to the largest remainder")
  func hoursJSON() throws {
    // By hours (33, 40, 23 of 96): Ana 3,130.69 × 33 ÷ 96 = 1,076.1747, less 958.87 =
    // 117.3047; Ben 1,304.4542 − 690.82 = 613.6342; Raj 750.0611 − 583.25 = 166.8111. They
    // sum to 897.75 exactly, so each is allocated their shortfall: 117.30, 613.63, 166.81
    // floors leave one cent, for the largest remainder (Ana's .47).
    let result = Self.run(["allocate", Self.period, "--method", "hours", "--json"] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["grossReceipts"] as? String == "42000.00")
    #expect((object["rate"] as? NSNumber)?.stringValue == "8")
    #expect(object["method"] as? String == "hours")
    #expect(object["reported"] as? String == "2462.25")
    #expect(object["allocable"] as? String == "897.75")
    let people = try #require(object["people"] as? [[String: Any]])
    #expect(people.map { $0["name"] as? String } == ["Ana", "Ben", "Raj"])
    #expect(people.map { ($0["hours"] as? NSNumber)?.stringValue } == ["33", "40", "23"])
    #expect(people.map { $0["share"] as? String } == ["1076.17", "1304.45", "750.06"])
    #expect(people.map { $0["shortfall"] as? String } == ["117.30", "613.63", "166.81"])
    #expect(people.map { $0["allocated"] as? String } == ["117.31", "613.63", "166.81"])
    #expect(
      Set(people[0].keys) == ["name", "hours", "share", "reported", "shortfall", "allocated"])
  }

  @Test("--rate 5: reported tips reach 5 % of receipts, nothing to allocate")
  func nothingToAllocate() {
    let result = Self.run(["allocate", Self.period, "--rate", "5"] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Tip allocation (IRS Form 8027 instructions, line 7), gross-receipts method

        Gross receipts $42,000.00 x 5% = $2,100.00; reported tips $2,462.25 (indirectly tipped employees $229.31).
        Nothing to allocate: reported tips reach 5% of gross receipts.

        """)
  }

  @Test("--method hours at 200 employee hours a business day: exit 65 with the figure")
  func hoursRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let staff = (1...25).map { #"{"name": "S\#($0)", "role": "server", "hours": "8.5"}"# }
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "directlyTipped": ["server"], "grossReceipts": "10000",
       "shifts": [{"date": "2026-11-02", "staff": [\(staff.joined(separator: ", "))]}]}
      """)
    let result = tipcalc(
      [
        "allocate", "period.json", "--method", "hours", "--pool", "front-and-back", "--config",
        Self.root + "/Policies/examples/pools.json",
      ], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: the hours method is allowed only under 200 employee hours a business day on \
        average (fewer than the equivalent of 25 full-time employees, IRS Form 8027 \
        instructions, line 7), and the period averages 212.5 (212.5 hours over 1 business day); \
        use the gross receipts method.

        """)
  }

  @Test("Sales that add up past the largest amount: exit 65 saying so at \"shifts\", no trap")
  func salesPastTheLargestAmount() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sales = (0..<5).map { #""c\#($0)": "9999999999999999.99""# }.joined(separator: ", ")
    let staff = ["A", "B"].map {
      #"{"name": "\#($0)", "role": "server", "hours": "8", "tips": {"cash": "10.00"}, "#
        + #""sales": {\#(sales)}}"#
    }
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "directlyTipped": ["server"], "indirectlyTipped": ["busser"],
       "shifts": [{"date": "2026-11-02", "staff": [\(staff.joined(separator: ", "))]}]}
      """)
    let result = tipcalc(
      [
        "allocate", "period.json", "--pool", "front-and-back", "--config",
        Self.root + "/Policies/examples/pools.json",
      ], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: period.json:3:12: at shifts: the sales on the period's shifts add up to more \
        than the largest amount in USD, 9999999999999999.99, so they cannot be its gross \
        receipts; give the period's "grossReceipts", or correct the sales.

        """)
  }

  @Test("A shift whose file name is empty: exit 65 at its \"file\", with the form to write")
  func emptyShiftFileName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "period.json",
      """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "directlyTipped": ["server"], "shifts": [{"date": "2026-11-02", "file": ""}]}
      """)
    let result = tipcalc(
      [
        "allocate", "period.json", "--pool", "front-and-back", "--config",
        Self.root + "/Policies/examples/pools.json",
      ], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: period.json:2:74: at shifts[0].file: the shift file's name is empty; give the \
        shift file's path, such as shifts/mon.json.

        """)
  }

  /// Arguments, the exit status and the start of standard error.
  typealias Failure = (arguments: [String], status: Int32, stderr: String)

  static let failures: [Failure] = [
    (
      ["--rate", "9"], 65,
      "Error: Invalid value '9' for '--rate <percent>': the rate is 8, or a lower rate the IRS "
        + "granted, not below 2 (Form 8027 instructions, line 7), with at most two fraction "
        + "digits.\n"
    ),
    (
      ["--rate", "eight"], 64,
      "Error: Invalid value 'eight' for '--rate <percent>': expected a percentage such as 8.\n"
    ),
    (
      ["--method", "tips"], 64,
      "Error: Invalid value 'tips' for '--method <gross-receipts|hours>': expected "
        + "gross-receipts or hours.\n"
    ),
  ]

  @Test("A rate or method that cannot be used", arguments: failures.indices)
  func refusedOptions(index: Int) {
    let failure = Self.failures[index]
    let result = Self.run(["allocate", Self.period] + failure.arguments + Self.pools)
    #expect(result.status == failure.status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(failure.stderr))
  }

  /// A period's head (its currency, region and lists), the exit status and standard error.
  typealias RefusedPeriod = (head: String, stderr: String)

  static let refusedPeriods: [RefusedPeriod] = [
    (
      #""currency": "USD", "region": "US", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["busser"]"#,
      "Error: period.json:1:55: at directlyTipped: Hh (role 'host') reported 300.00 in tips, but "
        + "the period lists 'host' in neither \"directlyTipped\" nor \"indirectlyTipped\", and "
        + "the amount to allocate is the rate of the gross receipts less all the tips reported "
        + "(IRS Form 8027 instructions, line 7); add 'host' to \"directlyTipped\" if customers "
        + "tip its staff, or to \"indirectlyTipped\" if only other staff do.\n"
    ),
    (
      #""currency": "USD", "region": "US", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["server", "host"]"#,
      "Error: period.json:1:88: at indirectlyTipped[0]: role 'server' is listed both in "
        + "\"directlyTipped\" and in \"indirectlyTipped\", but an employee's reported tips count "
        + "either as directly tipped or as indirectly tipped (IRS Form 8027 instructions, line "
        + "7); keep 'server' only in \"directlyTipped\" if customers tip its staff, or only in "
        + "\"indirectlyTipped\" if only other staff do.\n"
    ),
    (
      #""currency": "GBP", "region": "GB", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["host"]"#,
      "Error: period.json:1:31: at region: a tip allocation is a US rule (IRS Form 8027 "
        + "instructions, line 7), but the period is in GB; allocate tips by Form 8027 only for an "
        + "establishment in the US.\n"
    ),
  ]

  @Test(
    "Tips of a role in neither list, a role in both lists, a period outside the US: exit 65",
    arguments: refusedPeriods.indices)
  func refusedPeriod(index: Int) throws {
    let refused = Self.refusedPeriods[index]
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "pools.json",
      """
      {"version": 1, "policies": [], "pools": {"plain": {
       "allocationPolicy": "Each keeps their own tips.", "tipOuts": [
       {"name": "none", "from": ["cook"], "percentOfTips": "10", "distribution": "equal",
        "to": ["busser"]}]}}}
      """)
    try directory.write(
      "period.json",
      """
      {\(refused.head), "from": "2026-11-02", "until": "2026-11-08", "pool": "plain",
       "grossReceipts": "10000", "shifts": [{"date": "2026-11-03", "staff": [
        {"name": "Al", "role": "server", "hours": "10", "tips": {"cash": "100.00"}},
        {"name": "Hh", "role": "host", "hours": "10", "tips": {"cash": "300.00"}}]}]}
      """)
    let result = tipcalc(
      ["allocate", "period.json", "--config", "pools.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == refused.stderr)
  }
}
