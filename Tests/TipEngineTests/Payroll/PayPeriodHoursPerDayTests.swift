import Testing
import TipEngine

/// Impossible hours: more than 24 hours for one person on one date across a period's shifts, and
/// a shift file listed twice for one date, which would count its tips and hours twice.
@Suite("Pay periods: hours a day can hold")
struct PayPeriodHoursPerDayTests {
  static func text(_ shifts: String) -> String {
    """
    {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
     "shifts": [\(shifts)]}
    """
  }

  static func shift(_ name: String, hours: String) -> String {
    #"{"currency": "USD", "staff": [{"name": "B", "role": "busser", "hours": "5"}, "#
      + #"{"name": "\#(name)", "role": "server", "hours": "\#(hours)"}]}"#
  }

  static func read(_ text: String, files: [String: String] = [:]) throws(PayrollError)
    -> PayPeriod
  {
    try readPeriod(text, file: "nov.json", files: files)
  }

  @Test("One shift of 744 hours on one date: refused at the person's hours")
  func oneShiftOverADay() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.read(
        Self.text(
          #"{"date": "2026-11-02", "staff": [{"name": "Gus", "role": "server", "hours": "744"}]}"#
        ))
    }
    #expect(error.kind == .invalidShift)
    #expect(error.place == "nov.json:2:89: at shifts[0].staff[0].hours")
    #expect(
      error.message == "Gus works 744 hours on 2026-11-02 (744 h in shifts[0]), but a day has 24")
  }

  @Test("Two shifts on one date totalling 29 hours: refused in the second one's file")
  func twoShiftsOverADay() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.read(
        Self.text(
          #"{"date": "2026-11-02", "staff": [{"name": "A", "role": "server", "hours": "8"}]}, "#
            + #"{"date": "2026-11-02", "file": "late.json"}"#),
        files: ["late.json": Self.shift("A", hours: "21")])
    }
    #expect(error.kind == .invalidShift)
    #expect(error.place == "late.json:1:119: at staff[1].hours")
    #expect(
      error.message
        == "A works 29 hours on 2026-11-02 (8 h in shifts[0], 21 h in late.json at shifts[1]), "
        + "but a day has 24")
  }

  @Test("24 hours over two shifts of one date, and 20 hours on each of two dates, are read")
  func aFullDayIsRead() throws {
    let period = try Self.read(
      Self.text(
        #"{"date": "2026-11-02", "staff": [{"name": "A", "role": "server", "hours": "3"}]}, "#
          + #"{"date": "2026-11-02", "file": "late.json"}, "#
          + #"{"date": "2026-11-03", "file": "late.json"}"#),
      files: ["late.json": Self.shift("A", hours: "21")])
    let payroll = try period.payroll(by: PayPeriodPayrollTests.pool)
    #expect(payroll["A"]?.total.hours == 45)
    #expect(payroll["B"]?.total.hours == 10)
  }

  @Test("A shift built in code with 30 hours is refused by payroll")
  func codeShiftOverADay() throws {
    var period = try PayPeriodPayrollTests.period()
    period.shifts[0].shift.staff[1].hours = 30
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.path == "shifts[0].staff[1].hours")
    #expect(error.message.hasPrefix("Dot works 30 hours on 2026-11-04"))
  }

  @Test(
    "The same shift file twice for one date is refused, however its path is spelled",
    arguments: ["mon.json", "./mon.json", "x/../mon.json"])
  func sameFileTwice(second: String) throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.read(
        Self.text(
          #"{"date": "2026-11-02", "file": "mon.json"}, "#
            + #"{"date": "2026-11-02", "file": "\#(second)"}"#),
        files: Dictionary(
          uniqueKeysWithValues: Set(["mon.json", second]).map {
            ($0, Self.shift("A", hours: "6"))
          }))
    }
    #expect(error.kind == .invalidShift)
    #expect(error.path == "shifts[1].file")
    // A second spelling is shown with the first one.
    let first = second == "mon.json" ? "" : " (as mon.json)"
    #expect(
      error.message
        == "the shift file \(second) is listed twice for 2026-11-02, in shifts[0]\(first) and "
        + "shifts[1]: its tips and hours would count twice")
  }

  /// The period of `entries` (date and file name), whose shift files all have one identity, as
  /// a reader that knows the device and inode gives it.
  static func readOneFile(_ entries: [(date: String, file: String)]) throws(PayrollError)
    -> PayPeriod
  {
    let shifts = entries.map { #"{"date": "\#($0.date)", "file": "\#($0.file)"}"# }
    return try PayPeriod(
      json: Array(Self.text(shifts.joined(separator: ", ")).utf8), file: "nov.json"
    ) { _ in .bytes(Array(Self.shift("A", hours: "6").utf8), identity: "device 1, inode 7") }
  }

  @Test("One shift file under two names for one date is refused by its identity")
  func sameIdentityTwice() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.readOneFile([("2026-11-02", "mon.json"), ("2026-11-02", "/srv/link.json")])
    }
    #expect(error.kind == .invalidShift)
    #expect(error.path == "shifts[1].file")
    #expect(
      error.message
        == "the shift file /srv/link.json is listed twice for 2026-11-02, in shifts[0] (as "
        + "mon.json) and shifts[1]: its tips and hours would count twice")
  }

  @Test("One shift file for two dates is read: a shift file may be listed once for each date")
  func sameIdentityOnTwoDates() throws {
    let period = try Self.readOneFile([("2026-11-02", "mon.json"), ("2026-11-03", "/srv/mon.json")])
    #expect(period.shifts.map(\.date.description) == ["2026-11-02", "2026-11-03"])
  }
}
