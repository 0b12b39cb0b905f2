import Testing
import TipEngine

/// A pay period's payroll against figures computed by hand: sums per person and workweek,
/// partial and long workweeks, and the federal tip credit with its top-ups.
@Suite("Pay periods: payroll by workweek")
struct PayPeriodPayrollTests {
  /// Servers give 10 % of their tips to the bussers, equally.
  static let pool = TipPool(
    name: "floor",
    tipOuts: [
      .init(
        name: "bussers", from: ["server"], contribution: .tips(10), distribution: .equal,
        to: [.init("busser")])
    ])

  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  /// Wednesday 4 to Tuesday 10 November 2026, workweeks from Monday: the week of the 2nd is cut
  /// by the first day, the week of the 9th by the last.
  static func period(tipCredit: Bool = true) throws -> PayPeriod {
    try PayPeriod(
      currency: .usd, region: Region("US"), from: LocalDate("2026-11-04"),
      until: LocalDate("2026-11-10"), tipCredit: tipCredit, directlyTipped: ["server"],
      indirectlyTipped: ["busser"],
      shifts: [
        .init(
          date: LocalDate("2026-11-04"),
          shift: Shift(
            currency: .usd,
            staff: [
              .init(name: "Ana", role: "server", hours: 10, tips: .init(cash: try usd("20.00"))),
              .init(name: "Dot", role: "busser", hours: 10),
            ])),
        // 42 hours in the second week, in two days of 21 (no one works more than 24 on a date).
        .init(
          date: LocalDate("2026-11-09"),
          shift: Shift(
            currency: .usd,
            staff: [
              .init(name: "Ana", role: "server", hours: 21, tips: .init(card: try usd("250.00")))
            ])),
        .init(
          date: LocalDate("2026-11-10"),
          shift: Shift(
            currency: .usd,
            staff: [
              .init(name: "Ana", role: "server", hours: 21, tips: .init(card: try usd("250.00")))
            ])),
      ])
  }

  @Test("Weeks by their first day, partial at both ends, over 40 hours flagged")
  func weeks() throws {
    let payroll = try Self.period(tipCredit: false).payroll(by: Self.pool)
    let ana = try #require(payroll["Ana"])
    #expect(ana.weeks.map(\.start.description) == ["2026-11-02", "2026-11-09"])
    #expect(ana.weeks.map(\.isPartial) == [true, true])
    #expect(ana.weeks.map(\.isOverFortyHours) == [false, true])
    #expect(ana.weeks.map(\.figures.hours) == [10, 42])
    #expect(ana.total.hours == 52)
    // 20.00 less 10 % to Dot; then 500.00 with no busser on the shift: nothing given.
    #expect(ana.weeks.map(\.figures.net.amountText) == ["18.00", "500.00"])
    #expect(ana.total.cardTips.amountText == "500.00")
    #expect(ana.total.cashTips.amountText == "20.00")
    #expect(payroll["Dot"]?.total.received.amountText == "2.00")
    #expect(payroll.total.net.amountText == "520.00")
    #expect(payroll.businessDays == 3)
    #expect(payroll.tipCredit == nil)
    #expect(payroll.total.topUp.isZero)
  }

  @Test("The federal tip credit per workweek: credit up to the tips kept, the rest a top-up")
  func federalTipCredit() throws {
    let payroll = try Self.period().payroll(by: Self.pool)
    // Ana, week of the 2nd: 10 h × 2.13 = 21.30 cash; at most 10 h × 5.12 = 51.20 of credit,
    // but she kept 18.00: credit 18.00, top-up 33.20. Week of the 9th: 42 h × 2.13 = 89.46;
    // 42 h × 5.12 = 215.04 of credit, below the 500.00 she kept: no top-up.
    let ana = try #require(payroll["Ana"])
    #expect(ana.weeks.map(\.figures.cashWage.amountText) == ["21.30", "89.46"])
    #expect(ana.weeks.map(\.figures.tipCredit.amountText) == ["18.00", "215.04"])
    #expect(ana.weeks.map(\.figures.topUp.amountText) == ["33.20", "0.00"])
    // Dot: 10 h, kept 2.00: credit 2.00, top-up 51.20 − 2.00 = 49.20.
    let dot = try #require(payroll["Dot"])
    #expect(dot.total.tipCredit.amountText == "2.00")
    #expect(dot.total.topUp.amountText == "49.20")
    #expect(payroll.total.topUp.amountText == "82.40")
    #expect(payroll.tipCredit?.minimumWage.amountText == "7.25")
  }

  @Test("Cash wages by name win over the role's; rounding half-up per week")
  func cashWageByName() throws {
    var period = try Self.period()
    // Ana's own 3.33 wins over the servers' 2.50: 10 h × 3.33 = 33.30; the credit is at most
    // (7.25 − 3.33) × 10 = 39.20, but she kept 18.00: top-up 21.20.
    period.cashWages = ["Ana": try Self.usd("3.33"), "server": try Self.usd("2.50")]
    let ana = try #require(try period.payroll(by: Self.pool)["Ana"])
    #expect(ana.weeks.first?.figures.cashWage.amountText == "33.30")
    #expect(ana.weeks.first?.figures.topUp.amountText == "21.20")
    // 42 h × 3.33 = 139.86.
    #expect(ana.weeks.last?.figures.cashWage.amountText == "139.86")
  }

  @Test("A state's minimum and cash wage from the period")
  func stateWages() throws {
    var period = try Self.period()
    period.region = try Region("US-NY")
    period.minimumWage = try Self.usd("16.00")
    period.cashWages = ["server": try Self.usd("10.65"), "busser": try Self.usd("10.65")]
    let payroll = try period.payroll(by: Self.pool)
    // Dot: 10 h at 10.65 = 106.50; credit at most 5.35 × 10 = 53.50, kept 2.00: top-up 51.50.
    #expect(payroll["Dot"]?.total.cashWage.amountText == "106.50")
    #expect(payroll["Dot"]?.total.topUp.amountText == "51.50")
    #expect(payroll.tipCredit?.region.code == "US-NY")
  }

  /// A period of `staff` shifts by date, in the week of Monday 2 November 2026 and the next.
  static func period(_ staff: [(date: String, person: Shift.Person)]) throws -> PayPeriod {
    try PayPeriod(
      currency: .usd, region: Region("US"), from: LocalDate("2026-11-02"),
      until: LocalDate("2026-11-15"), tipCredit: true, directlyTipped: ["server"],
      indirectlyTipped: ["busser"],
      shifts: staff.map { date, person in
        .init(date: try LocalDate(date), shift: Shift(currency: .usd, staff: [person]))
      })
  }

  @Test("Two roles in two workweeks: each week's hours at its own role's cash wage")
  func twoRolesInTwoWeeks() throws {
    var period = try Self.period([
      (
        "2026-11-03",
        .init(name: "Al", role: "busser", hours: 10, tips: .init(cash: Self.usd("1.00")))
      ),
      (
        "2026-11-10",
        .init(name: "Al", role: "server", hours: 10, tips: .init(cash: Self.usd("1.00")))
      ),
    ])
    period.cashWages = ["server": try Self.usd("2.13"), "busser": try Self.usd("4.00")]
    let al = try #require(try period.payroll(by: Self.pool)["Al"])
    // Busser week: 10 × 4.00 = 40.00; 72.50 − 40.00 − 1.00 kept = 31.50. Server week:
    // 10 × 2.13 = 21.30; 72.50 − 21.30 − 1.00 = 50.20.
    #expect(al.weeks.map(\.figures.cashWage.amountText) == ["40.00", "21.30"])
    #expect(al.weeks.map(\.figures.tipCredit.amountText) == ["1.00", "1.00"])
    #expect(al.weeks.map(\.figures.topUp.amountText) == ["31.50", "50.20"])
  }

  @Test("Two roles in one workweek: the cash wage sums each role's hours at its wage")
  func twoRolesInOneWeek() throws {
    var period = try Self.period([
      (
        "2026-11-03",
        .init(name: "Al", role: "busser", hours: 10, tips: .init(cash: Self.usd("1.00")))
      ),
      (
        "2026-11-04",
        .init(name: "Al", role: "server", hours: 10, tips: .init(cash: Self.usd("1.00")))
      ),
    ])
    period.cashWages = ["server": try Self.usd("2.13"), "busser": try Self.usd("4.00")]
    let week = try #require(try period.payroll(by: Self.pool)["Al"]?.weeks.first?.figures)
    // 40.00 + 21.30 = 61.30 of cash wage; 20 h × 7.25 = 145.00; 145.00 − 61.30 − 2.00 = 81.70.
    #expect(week.cashWage.amountText == "61.30")
    #expect(week.tipCredit.amountText == "2.00")
    #expect(week.topUp.amountText == "81.70")
  }

  @Test("The top-up reaches the minimum for the week rounded half-up, not a cent short")
  func topUpReachesTheRoundedMinimum() throws {
    let hours = DecimalValue(significand: 201, scale: 1)
    let period = try Self.period([("2026-11-03", .init(name: "Dot", role: "server", hours: hours))])
    let week = try #require(try period.payroll(by: Self.pool)["Dot"]?.weeks.first?.figures)
    // 20.1 × 7.25 = 145.725 → 145.73; 20.1 × 2.13 = 42.813 → 42.81; no tips: top-up 102.92.
    #expect(week.cashWage.amountText == "42.81")
    #expect(week.tipCredit.amountText == "0.00")
    #expect(week.topUp.amountText == "102.92")
  }

  @Test("The credit is the rounded minimum less the rounded cash wage when tips cover it")
  func creditWhenTipsCoverIt() throws {
    let hours = DecimalValue(significand: 201, scale: 1)
    let period = try Self.period([
      (
        "2026-11-03",
        .init(name: "Dot", role: "server", hours: hours, tips: .init(cash: Self.usd("500")))
      )
    ])
    let week = try #require(try period.payroll(by: Self.pool)["Dot"]?.weeks.first?.figures)
    // 145.73 − 42.81 = 102.92 of credit, so cash wage and credit make the minimum.
    #expect(week.tipCredit.amountText == "102.92")
    #expect(week.topUp.isZero)
  }
}
