import Testing
import TipEngine

/// A period's wages: computed exactly however large, refused where the result does not fit (at
/// the wage that drove it), and refused when given without a tip credit, which would ignore them.
@Suite("Pay periods: wages, large and without a tip credit")
struct PayPeriodWagesTests {
  /// A US period of the week of 2 November 2026 with a busser on the 4th and Ana, a server, on
  /// each of `days` (24 hours a day, 100.00 in cash each day), with `keys` before `shifts`.
  static func text(keys: String, days: [Int] = [4]) -> String {
    let shifts = days.map { day in
      var staff = [#"{"name": "Ana", "role": "server", "hours": "24", "tips": {"cash": "100.00"}}"#]
      if day == 4 { staff.append(#"{"name": "Dot", "role": "busser", "hours": "1"}"#) }
      return #"{"date": "2026-11-0\#(day)", "staff": [\#(staff.joined(separator: ", "))]}"#
    }
    return """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-15",
       "directlyTipped": ["server"], "indirectlyTipped": ["busser"],
       \(keys),
       "shifts": [\(shifts.joined(separator: ", "))]}
      """
  }

  static let hugeWage = #""tipCredit": true, "minimumWage": "99999999999999.99""#

  static func payroll(_ text: String, pool: TipPool = PayPeriodPayrollTests.pool) throws
    -> PeriodPayroll
  {
    try readPeriod(text, file: "nov.json").payroll(by: pool)
  }

  @Test("A minimum wage whose product in hundredths of an hour passes 64 bits is exact")
  func largeMinimumWageIsExact() throws {
    let payroll = try Self.payroll(Self.text(keys: Self.hugeWage))
    let ana = try #require(payroll["Ana"]?.total)
    // 99,999,999,999,999.99 × 24 h = 2,399,999,999,999,999.76; less 24 h × 2.13 = 51.12 in
    // cash; the credit is the 90.00 kept (100.00 less 10 % to the bussers).
    #expect(ana.cashWage.amountText == "51.12")
    #expect(ana.tipCredit.amountText == "90.00")
    #expect(ana.topUp.amountText == "2399999999999858.64")
    let dot = try #require(payroll["Dot"]?.total)
    #expect(dot.cashWage.amountText == "2.13")
    #expect(dot.tipCredit.amountText == "10.00")
    #expect(dot.topUp.amountText == "99999999999987.86")
    #expect(payroll.total.topUp.amountText == "2499999999999846.50")
  }

  @Test("A workweek's minimum past the largest amount: refused at minimumWage, naming the week")
  func weekMinimumPastTheLargestAmount() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.payroll(Self.text(keys: Self.hugeWage, days: [2, 3, 4, 5, 6]))
    }
    #expect(error.kind == .overflow)
    #expect(error.place == "nov.json:3:36: at minimumWage")
    #expect(
      error.message
        == "Ana's minimum for the workweek of 2026-11-02, the minimum wage 99999999999999.99 × "
        + "120 hours, is more than the largest amount in USD, 9999999999999999.99")
  }

  @Test("A period's top-ups past the largest amount over two workweeks: refused at minimumWage")
  func periodTopUpPastTheLargestAmount() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.payroll(Self.text(keys: Self.hugeWage, days: [2, 3, 4, 5, 9]))
    }
    #expect(error.kind == .overflow)
    #expect(error.place == "nov.json:3:36: at minimumWage")
    #expect(
      error.message
        == "the sum of Ana's top-up over the period is more than the largest amount in USD, "
        + "9999999999999999.99")
  }

  @Test("Cash wages with \"tipCredit\": false are refused at cashWages, not ignored")
  func cashWagesWithoutCredit() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.payroll(
        Self.text(keys: #""tipCredit": false, "cashWages": {"server": "1.00"}"#))
    }
    #expect(error.kind == .invalidFormat)
    #expect(error.place == "nov.json:3:35: at cashWages")
    #expect(
      error.message == #"'cashWages' is given, but the period takes no tip credit ("tipCredit": "#
        + "false)")
    #expect(
      error.suggestion == #"set "tipCredit": true if the employer takes one, or remove "#
        + "'cashWages'")
  }

  @Test("A minimum wage when neither the period nor its pool takes a tip credit is refused")
  func minimumWageWithoutCredit() throws {
    let error = try #require(throws: PayrollError.self) {
      try Self.payroll(Self.text(keys: #""minimumWage": "9.00""#))
    }
    #expect(error.kind == .invalidFormat)
    #expect(error.place == "nov.json:3:17: at minimumWage")
    #expect(
      error.message
        == "'minimumWage' is given, but neither the period nor pool 'floor' takes a tip credit")
    #expect(
      error.suggestion == #"add "tipCredit": true if the employer takes one, or remove "#
        + "'minimumWage'")
  }

  @Test("The period's wages with its pool's tip credit are used")
  func wagesWithThePoolsCredit() throws {
    var pool = PayPeriodPayrollTests.pool
    pool.tipCredit = true
    pool.tippedRoles = ["server", "busser"]
    let payroll = try Self.payroll(
      Self.text(keys: #""minimumWage": "9.00", "cashWages": {"server": "3.00"}"#), pool: pool)
    // 24 h × 3.00 = 72.00 in cash, and a credit of 24 h × 6.00 = 144.00, of which the 90.00
    // kept.
    let ana = try #require(payroll["Ana"]?.total)
    #expect(ana.cashWage.amountText == "72.00")
    #expect(ana.tipCredit.amountText == "90.00")
    #expect(ana.topUp.amountText == "54.00")
  }
}
