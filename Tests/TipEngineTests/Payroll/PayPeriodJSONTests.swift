import Testing
import TipEngine

/// Reading a pay period from JSON: its shifts in place or in files, and every mistake located by
/// file, line, column and JSON path.
@Suite("Pay periods: reading JSON")
struct PayPeriodJSONTests {
  static let shiftText = """
    {"$schema": "../shift.schema.json", "currency": "USD",
     "staff": [{"name": "Ana", "role": "server", "hours": "6", "tips": {"cash": "50"}}]}
    """

  /// A period of the given `shifts` entries (JSON text), from 2 to 15 November 2026.
  static func text(_ shifts: String, extra: String = "") -> String {
    """
    {"$schema": "period.schema.json", "currency": "USD", "region": "US",
     "from": "2026-11-02", "until": "2026-11-15",\(extra)
     "shifts": [\(shifts)]}
    """
  }

  static func read(_ text: String, files: [String: String] = [:]) throws(PayrollError)
    -> PayPeriod
  {
    try readPeriod(text, file: "periods/nov.json", files: files)
  }

  @Test("Shifts in files and in place, in order, with the period's currency and region")
  func readsBoth() throws {
    let period = try Self.read(
      Self.text(
        #"{"date": "2026-11-03", "file": "mon.json"}, "#
          + #"{"date": "2026-11-04", "staff": [{"name": "Raj", "role": "server", "hours": 5}]}"#,
        extra: #" "workweekStarts": "sunday", "tipCredit": true, "cashWages": {"server": "2.13"},"#
      ), files: ["mon.json": Self.shiftText])
    #expect(period.shifts.map(\.date.description) == ["2026-11-03", "2026-11-04"])
    #expect(period.shifts.map { $0.shift.staff.map(\.name) } == [["Ana"], ["Raj"]])
    #expect(period.shifts[1].shift.region?.code == "US")
    #expect(period.shifts[1].shift.currency == .usd)
    #expect(period.workweekStarts == .sunday)
    #expect(period.tipCredit == true)
    #expect(period.cashWages["server"]?.amountText == "2.13")
    #expect(period.workweek(of: try LocalDate("2026-11-04")).description == "2026-11-01")
  }

  /// A period's text, the shift files it names, and the error expected.
  typealias Failure = (text: String, kind: PayrollProblem, location: String, message: String)

  static let failures: [Failure] = [
    (
      text(#"{"date": "2026-11-16", "file": "mon.json"}"#), .invalidDate,
      "periods/nov.json:3:22: at shifts[0].date",
      "the shift of 2026-11-16 is outside the period 2026-11-02 to 2026-11-15"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "gone.json"}"#), .unreadableShift,
      "periods/nov.json:3:44: at shifts[0].file",
      "the shift file periods/gone.json: no such file"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "bad.json"}"#), .invalidShift,
      "periods/bad.json:1:74: at staff[0].hours",
      "Ana's hours 6.125 has 3 fraction digits; at most 2 are allowed"
    ),
    (
      text(#"{"date": "2026-11-03", "staff": [{"name": "", "role": "cook", "hours": 1}]}"#),
      .invalidShift, "periods/nov.json:3:55: at shifts[0].staff[0].name",
      "person 1 has an empty name"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "mon.json", "staff": []}"#), .invalidFormat,
      "periods/nov.json:3:13: at shifts[0]",
      "the shift has both a \"file\" and shift keys written in place"
    ),
    (
      text(#"{"date": "2026-11-03"}"#), .invalidFormat, "periods/nov.json:3:13: at shifts[0]",
      "the shift has neither a \"file\" nor \"staff\""
    ),
    (
      text(#"{"date": "3 Nov", "file": "mon.json"}"#), .invalidDate,
      "periods/nov.json:3:22: at shifts[0].date", "'3 Nov' is not a date"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "mon.json"}"#, extra: #" "workweekStarts": "mon","#),
      .invalidFormat, "periods/nov.json:2:65: at workweekStarts", "'mon' is not a day of the week"
    ),
    (
      """
      {"currency": "USD", "from": "2026-11-15", "until": "2026-11-02", "shifts": []}
      """, .invalidDate, "periods/nov.json:1:52: at until",
      "the period ends on 2026-11-02, before it starts on 2026-11-15"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "mon.json"}"#, extra: #" "shfts": [],"#),
      .invalidFormat, "periods/nov.json:2:47: at shfts", "unknown key 'shfts'"
    ),
    (
      text(#"{"date": "2026-11-03", "file": ""}"#), .invalidFormat,
      "periods/nov.json:3:44: at shifts[0].file",
      "the shift file's name is empty; give the shift file's path, such as shifts/mon.json"
    ),
    (
      text(#"{"date": "2026-11-03", "file": "big.json"}"#), .invalidShift,
      "periods/nov.json:3:44: at shifts[0].file",
      "the shift file periods/big.json: the text has 1048577 bytes; shifts are limited to "
        + "1048576 bytes"
    ),
    (
      #"{"currency": "USD", "until": "2026-11-15", "shifts": []}"#, .invalidFormat,
      "periods/nov.json:1:1",
      #"missing key 'from'; add "from": "2026-11-02", the period's first day (YYYY-MM-DD)"#
    ),
    (
      #"{"currency": "USD", "from": "2026-11-02", "shifts": []}"#, .invalidFormat,
      "periods/nov.json:1:1",
      #"missing key 'until'; add "until": "2026-11-15", the period's last day, included "#
        + "(YYYY-MM-DD)"
    ),
  ]

  @Test("Mistakes located in the period or in the shift file", arguments: failures.indices)
  func locatedMistakes(index: Int) throws {
    let failure = Self.failures[index]
    let files = [
      "mon.json": Self.shiftText,
      "bad.json":
        #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "6.125"}]}"#,
      "big.json": Self.shiftText
        + String(repeating: " ", count: (1 << 20) + 1 - Self.shiftText.utf8.count),
    ]
    let error = try #require(throws: PayrollError.self) {
      try Self.read(failure.text, files: files)
    }
    #expect(error.kind == failure.kind)
    #expect(error.description.hasPrefix(failure.location + ": " + failure.message))
  }

  @Test("A shift in another currency than the period's")
  func currencyMismatch() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.read(
        Self.text(#"{"date": "2026-11-03", "file": "eur.json"}"#),
        files: [
          "eur.json": #"{"currency": "EUR", "staff": [{"name": "A", "role": "x", "hours": 1}]}"#
        ])
    }
    #expect(error.kind == .unknownCurrency)
    #expect(error.message == "the shift of 2026-11-03 is in EUR, but the period is in USD")
  }

  @Test("A shift file without a region takes the period's, so US law applies to its pool")
  func shiftFileTakesThePeriodsRegion() throws {
    let shift = """
      {"currency": "USD", "staff": [
       {"name": "A", "role": "server", "hours": "4", "tips": {"cash": "10"}},
       {"name": "M", "role": "busser", "hours": "4", "manager": true}]}
      """
    let period = try Self.read(
      Self.text(#"{"date": "2026-11-04", "file": "wed.json"}"#), files: ["wed.json": shift])
    #expect(period.shifts[0].shift.region?.code == "US")
    let pool = TipPool(
      name: "eq",
      tipOuts: [
        .init(
          name: "all", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("busser")])
      ])
    let error = try #require(throws: PayrollError.self) { try period.payroll(by: pool) }
    #expect(error.kind == .invalidShift)
    #expect(error.description.hasPrefix("periods/wed.json:3:59: at staff[1].manager: "))
    #expect(error.message.hasPrefix("M (role 'busser') is marked a manager"))
    #expect(error.message.contains("FLSA section 3(m)(2)(B)"))
  }

  /// A GB pool's shift: in a file or in place, with or without a region of its own.
  static let regionMismatches: [(shift: String, location: String, message: String)] = [
    (
      #"{"date": "2026-11-04", "file": "wed.json"}"#, "periods/nov.json:1:64: at region",
      "the shift of 2026-11-04 (shifts[0]) gives no region and takes the period's, US, but "
        + "pool 'tronc' is written for GB"
    ),
    (
      #"{"date": "2026-11-04", "staff": [{"name": "A", "role": "server", "hours": "4"}]}"#,
      "periods/nov.json:1:64: at region",
      "the shift of 2026-11-04 (shifts[0]) gives no region and takes the period's, US, but "
        + "pool 'tronc' is written for GB"
    ),
    (
      #"{"date": "2026-11-04", "region": "US-NY", "#
        + #""staff": [{"name": "A", "role": "server", "hours": "4"}]}"#,
      "periods/nov.json:3:46: at shifts[0].region",
      "the shift is in US-NY, but pool 'tronc' is written for GB"
    ),
  ]

  @Test(
    "A region the pool is not for is located where it is written: the period's if the shift takes it",
    arguments: regionMismatches.indices)
  func regionMismatchLocated(index: Int) throws {
    let mismatch = Self.regionMismatches[index]
    let shift = #"{"currency": "USD", "staff": [{"name": "A", "role": "server", "hours": "4"}]}"#
    let period = try Self.read(Self.text(mismatch.shift), files: ["wed.json": shift])
    let pool = try TipPool(
      name: "tronc", region: Region("GB"),
      tipOuts: [
        .init(
          name: "all", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("server")])
      ])
    let error = try #require(throws: PayrollError.self) { try period.payroll(by: pool) }
    #expect(error.kind == .invalidShift)
    #expect(error.description.hasPrefix(mismatch.location + ": " + mismatch.message))
  }

  @Test("The period's pool, from a catalog; a pool the catalog lacks is refused at \"pool\"")
  func poolFromTheCatalog() throws {
    let catalog = try PolicyCatalog(sources: [
      CatalogSource(
        name: "pools.json",
        json: """
          {"version": 1, "policies": [], "pools": {"plain": {"tipOuts": [
           {"name": "none", "from": ["cook"], "percentOfTips": "10", "distribution": "equal",
            "to": ["busser"]}]}}}
          """)
    ])
    let shift = #"{"date": "2026-11-03", "file": "mon.json"}"#
    let files = ["mon.json": Self.shiftText]
    let plain = try Self.read(Self.text(shift, extra: #" "pool": "plain","#), files: files)
    #expect(try plain.pool(in: catalog)?.name == "plain")
    #expect(try Self.read(Self.text(shift), files: files).pool(in: catalog) == nil)
    let nope = try Self.read(Self.text(shift, extra: #" "pool": "plan","#), files: files)
    let error = try #require(throws: PayrollError.self) { try nope.pool(in: catalog) }
    #expect(error.kind == .invalidFormat)
    #expect(
      error.description
        == "periods/nov.json:2:55: at pool: no pool named 'plan' in the catalog; write 'plain', "
        + "the closest of the catalog's pools: plain")
  }
}
