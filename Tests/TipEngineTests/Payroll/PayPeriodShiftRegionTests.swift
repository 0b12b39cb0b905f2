import Testing
import TipEngine

/// The law of where each shift was worked: a shift, or the pool, in a state that forbids a tip
/// credit refuses it even when the period's own region is the whole country, and a shift in
/// another country than its period is refused.
@Suite("Pay periods: each shift's region")
struct PayPeriodShiftRegionTests {
  /// A US period with a tip credit, shared by the `simple` pool, of the given `shifts` entries.
  static func text(_ shifts: String, tipCredit: Bool = true) -> String {
    """
    {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
     "tipCredit": \(tipCredit), "directlyTipped": ["server"], "indirectlyTipped": ["busser"],
     "shifts": [\(shifts)]}
    """
  }

  static let staff =
    #""staff": [{"name": "A", "role": "server", "hours": "8", "tips": {"cash": "100.00"}}, "#
    + #"{"name": "C", "role": "busser", "hours": "8"}]"#

  static let californiaFile = #"{"currency": "USD", "region": "US-CA", \#(staff)}"#

  static func read(_ text: String, files: [String: String] = [:]) throws(PayrollError)
    -> PayPeriod
  {
    try readPeriod(text, file: "nov.json", files: files)
  }

  @Test("A shift file in California under a US period: no tip credit, refused at its region")
  func shiftFileInAStateWithoutCredit() throws {
    let period = try Self.read(
      Self.text(#"{"date": "2026-11-02", "file": "s/ca.json"}"#),
      files: ["s/ca.json": Self.californiaFile])
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.place == "s/ca.json:1:31: at region")
    #expect(
      error.message
        == "the shift of 2026-11-02 (s/ca.json at shifts[0]) was worked in US-CA, and US-CA "
        + "(California) forbids a tip credit: the employer pays the full state minimum wage "
        + "before tips (U.S. Department of Labor, \"Minimum Wages for Tipped Employees\", July "
        + "2024)")
  }

  @Test("A workweek in two states: one shift in Nevada refuses the credit, at shifts[1].region")
  func workweekInTwoStates() throws {
    let text = Self.text(
      #"{"date": "2026-11-02", \#(Self.staff)}, "#
        + #"{"date": "2026-11-03", "region": "US-NV", \#(Self.staff)}"#)
    let period = try Self.read(text)
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.path == "shifts[1].region")
    #expect(error.file == "nov.json")
    #expect(error.line == 3)
    #expect(error.message.hasPrefix("the shift of 2026-11-03 (shifts[1]) was worked in US-NV"))
    // Without a tip credit the same shifts are paid: 16 h each for A and C.
    let paid = try Self.read(text.replacingOccurrences(of: "true", with: "false"))
      .payroll(by: PayPeriodPayrollTests.pool)
    #expect(paid.people.map(\.total.hours) == [16, 16])
    #expect(paid.total.tipCredit.isZero)
  }

  @Test("A pool written for California under a US period: refused, naming the pool")
  func poolInAStateWithoutCredit() throws {
    var pool = PayPeriodPayrollTests.pool
    pool.region = try Region("US-CA")
    let period = try PayPeriodPayrollTests.period()
    let error = try #require(throws: PayrollError.self) { try period.payroll(by: pool) }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.message.hasPrefix("pool 'floor' is written for US-CA, and US-CA (California)"))
  }

  @Test("A shift built in code in Oregon: refused at shifts[0].region")
  func shiftInCodeInAStateWithoutCredit() throws {
    var period = try PayPeriodPayrollTests.period()
    period.shifts[0].shift.region = try Region("US-OR")
    let error = try #require(throws: PayrollError.self) {
      try period.tipCreditTerms(pool: nil)
    }
    #expect(error.path == "shifts[0].region")
    #expect(error.message.contains("US-OR (Oregon) forbids a tip credit"))
  }

  @Test("A shift in Canada under a US period is refused at its region, before its pool runs")
  func shiftInAnotherCountry() throws {
    let text = Self.text(
      #"{"date": "2026-11-02", "region": "CA", "currency": "USD", "staff": [{"name": "A", "#
        + #""role": "server", "hours": "8", "tips": {"cash": "100.00"}}, {"name": "B", "#
        + #""role": "busser", "hours": "8", "manager": true}]}"#)
    let error = try #require(throws: PayrollError.self) { try Self.read(text) }
    #expect(error.kind == .invalidRegion)
    #expect(error.place == "nov.json:3:46: at shifts[0].region")
    #expect(
      error.message
        == "the shift of 2026-11-02 (shifts[0]) is in CA, but the period is in US: a period's "
        + "shifts are all in its country, whose law applies")
    #expect(
      error.suggestion
        == "correct the shift's region, or put the shift in a period of its own for CA")
  }

  @Test("A shift file in Great Britain under a US period: refused in the shift's file")
  func shiftFileInAnotherCountry() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.read(
        Self.text(#"{"date": "2026-11-02", "file": "gb.json"}"#, tipCredit: false),
        files: ["gb.json": #"{"currency": "USD", "region": "GB", \#(Self.staff)}"#])
    }
    #expect(error.kind == .invalidRegion)
    #expect(error.place == "gb.json:1:31: at region")
    #expect(error.message.hasPrefix("the shift of 2026-11-02 (gb.json at shifts[0]) is in GB"))
  }

  @Test("A shift in another state of the same country is read")
  func shiftInAnotherStateIsRead() throws {
    let period = try Self.read(
      Self.text(#"{"date": "2026-11-02", "region": "US-TX", \#(Self.staff)}"#))
    #expect(period.shifts.first?.shift.region?.code == "US-TX")
  }
}
