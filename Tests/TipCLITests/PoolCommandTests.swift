import Foundation
import Testing
import TipTestSupport

/// Tip pools on the command line: `tipcalc pool <shift.json> [--pool <name>] [--config …]
/// [--json]`, its table, its JSON and its errors (65 for a shift or rule that cannot be used or
/// that the law forbids, 66 for a shift that cannot be read, 64 for usage).
@Suite("tipcalc pool")
struct PoolCommandTests {
  static let root = Repository.root.path
  static let pools = ["--config", "Policies/examples/pools.json"]
  static let friday = "Tests/Fixtures/shifts/friday-us.json"
  static let saturday = "Tests/Fixtures/shifts/saturday-gb.json"

  /// Runs `tipcalc` in the repository's root.
  static func run(_ arguments: [String]) -> RunResult {
    tipcalc(arguments, directory: root)
  }

  static let usage = """
    Usage: tipcalc pool <shift.json> [--pool <name>] [--config <file> ...]
                        [--no-default-catalog] [--json]
      See 'tipcalc pool --help' for more information.

    """

  @Test("The table: tips, card fee, contributed, received and net per person, then totals")
  func printsTheTable() {
    let result = Self.run(["pool", Self.friday] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Pool: front-and-back

        Person  Role       Hours     Tips  Card fee  Contributed  Received      Net
        Ana     server         6  $340.00     $7.50       $37.21     $0.00  $295.29
        Raj     server         5  $245.00     $5.50       $26.11     $0.00  $213.39
        Ben     bartender      7  $210.00     $3.75       $21.45     $8.27  $193.07
        Cy      barback        4    $0.00     $0.00        $0.47     $4.73    $4.26
        Dot     busser         6    $0.00     $0.00        $0.00    $33.55   $33.55
        Eve     busser         3    $0.00     $0.00        $0.00    $16.77   $16.77
        Gus     cook           8    $0.00     $0.00        $0.00    $21.92   $21.92
        Mo      manager        9    $0.00     $0.00        $0.00     $0.00    $0.00
        Total                     $795.00    $16.75       $85.24    $85.24  $778.25

        Tip-outs: bar $13.00; support $83.86 ($33.54 returned: nobody worked as runner); kitchen $21.92.
        Law: in the US managers and supervisors may not receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment).

        """)
  }

  @Test("--json: the contract's keys, amounts as strings, and the UK policy text")
  func printsJSON() throws {
    let result = Self.run(["pool", Self.saturday, "--pool", "london-tronc", "--json"] + Self.pools)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["currency"] as? String == "GBP")
    #expect(object["pool"] as? String == "755.70")
    #expect(object["fees"] as? String == "0.00")
    #expect(object["name"] as? String == "london-tronc")
    #expect((object["allocationPolicy"] as? String)?.contains("Nothing is withheld") == true)
    #expect(object["law"] as? String == "Employment (Allocation of Tips) Act 2023")
    let people = try #require(object["people"] as? [[String: Any]])
    #expect(people.map { $0["name"] as? String } == ["Amelia", "Oliver", "Isla", "Harry", "Noah"])
    #expect(
      people.map { $0["net"] as? String } == ["196.92", "135.39", "172.31", "177.23", "73.85"])
    #expect(people.map { $0["received"] as? String } == people.map { $0["net"] as? String })
    #expect(people.map { ($0["hours"] as? NSNumber)?.stringValue } == ["8", "5.5", "7", "9", "6"])
    #expect(
      Set(people[0].keys)
        == ["name", "role", "hours", "tips", "fee", "contributed", "received", "net"])
    #expect(result.stdout.hasPrefix("{\n  \"currency\": \"GBP\",\n  \"pool\": \"755.70\",\n"))
  }

  @Test("--json: each person's card fee, so that tips − fee − contributed + received is the net")
  func jsonFeesPerPerson() throws {
    let result = Self.run(["pool", Self.friday, "--pool", "front-and-back", "--json"] + Self.pools)
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let people = try #require(object["people"] as? [[String: Any]])
    func cents(_ person: [String: Any], _ key: String) -> Int? {
      (person[key] as? String).flatMap { Int($0.replacingOccurrences(of: ".", with: "")) }
    }
    var fees = 0
    for person in people {
      let fee = try #require(cents(person, "fee"))
      let tips = try #require(cents(person, "tips"))
      let moved = try #require(cents(person, "received")) - #require(cents(person, "contributed"))
      #expect(tips - fee + moved == cents(person, "net"), "\(person)")
      fees += fee
    }
    #expect(fees > 0)
    #expect(fees == cents(object, "fees"))
  }

  @Test("Without --pool: the only pool for the shift's country")
  func choosesByCountry() {
    let chosen = Self.run(["pool", Self.saturday] + Self.pools)
    #expect(chosen.status == 0)
    #expect(chosen.stdout.hasPrefix("Pool: london-tronc\n"))
    #expect(chosen.stdout.contains("Allocation policy: All tips and service charges are shared"))
  }

  @Test("A manager among the recipients in the US: exit 65 naming the FLSA 2018 amendment")
  func managerAmongRecipients() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = try String(contentsOfFile: Self.root + "/" + Self.friday, encoding: .utf8)
      .replacingOccurrences(
        of: #""role": "busser", "hours": "6"}"#,
        with: #""role": "busser", "hours": "6", "manager": true}"#)
    try directory.write("shift.json", text)
    let result = tipcalc(
      ["pool", "shift.json", "--config", Self.root + "/Policies/examples/pools.json"],
      directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: shift.json:12:64: at staff[4].manager: Dot (role 'busser') is marked a manager and \
        would receive from pool 'front-and-back', but in the US managers and supervisors may not \
        receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment); give Dot a role \
        the pool does not pay, or remove the manager flag if Dot does not manage or supervise.

        """)
  }

  /// A command line, its exit status and its standard error.
  typealias Failure = (arguments: [String], status: Int32, stderr: String)

  static let failures: [Failure] = {
    let unknownPool: String =
      "Error: Unknown pool 'front-and-bak'. Did you mean 'front-and-back'? Known pools: "
      + "front-and-back, london-tronc.\n"
    let mismatch: String =
      "Error: \(friday):3:13: at region: the shift is in US, but pool 'london-tronc' is "
      + "written for GB; use a pool for US, or correct the shift's region.\n"
    let noPools: String =
      "Error: The catalog defines no pools; add '--config <file>' with a \"pools\" section.\n"
    let missingFile: String =
      "Error: missing.json: no such file; check the path; it is relative to \(root).\n"
    var cases: [Failure] = []
    cases.append((["pool", "missing.json"] + pools, 66, missingFile))
    cases.append((["pool", friday, "--pool", "front-and-bak"] + pools, 65, unknownPool))
    cases.append((["pool", friday, "--pool", "london-tronc"] + pools, 65, mismatch))
    cases.append((["pool", friday], 65, noPools))
    cases.append(
      (["pool"] + pools, 64, "Error: Missing expected argument '<shift.json>'.\n" + usage))
    return cases
  }()

  @Test("Errors and their exit statuses", arguments: failures)
  func errors(failure: Failure) {
    let result = Self.run(failure.arguments)
    #expect(result.status == failure.status)
    #expect(result.stdout == "")
    #expect(result.stderr == failure.stderr)
  }

  @Test("A shift with a mistake is refused at its line with the closest key")
  func badShift() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "shift.json",
      """
      {"currency": "USD",
       "staff": [{"name": "Ana", "role": "server", "hour": "6"}]}
      """)
    let result = tipcalc(
      ["pool", "shift.json", "--config", Self.root + "/Policies/examples/pools.json"],
      directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: shift.json:2:"))
    #expect(result.stderr.contains("'hour'"))
    #expect(result.stderr.contains("'hours'"))
  }

  @Test("The built executable prints the same table and exits 0")
  func executable() throws {
    guard let url = Executable.require() else { return }
    let result = try Executable.run(url, ["pool", Self.friday] + Self.pools, directory: Self.root)
    #expect(result.status == 0)
    #expect(result.stdout == Self.run(["pool", Self.friday] + Self.pools).stdout)
    #expect(result.stderr == "")
  }

  @Test("validate checks pools, and counts them on the line of a valid file")
  func validate() {
    let valid = Self.run(["validate", "Policies/examples/pools.json"])
    #expect(valid.status == 0)
    #expect(valid.stdout == "Policies/examples/pools.json: valid, 0 policies, 2 pools.\n")
    let invalid = tipcalc(
      ["validate", "pool-points-with-to.json"],
      directory: Self.root + "/Tests/Fixtures/invalid-catalogs")
    #expect(invalid.status == 65)
    #expect(
      invalid.stderr == """
        pool-points-with-to.json:6:11: error: at pools.bar.tipOuts[0].to: the 'points' \
        distribution takes 'shares', not 'to'; write "shares": {"bartender": "3", "barback": \
        "1"} (points per person)
        Error: 1 problem in pool-points-with-to.json.

        """)
  }
}
