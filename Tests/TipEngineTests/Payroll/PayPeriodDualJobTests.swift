import Testing
import TipEngine

/// Dual jobs (29 CFR 531.56(e)): a person who works a tipped and an untipped role is paid the
/// untipped role's hours at least the minimum wage in cash, with no tip credit, whether their
/// cash wage is given by name or by role.
@Suite("Pay periods: dual jobs")
struct PayPeriodDualJobTests {
  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  /// Gus: 10 h as a server with 100.00 in cash tips on Monday, 10 h as a dishwasher on Tuesday.
  static func period(cashWages: [String: Money]) throws -> PayPeriod {
    var period = try PayPeriodPayrollTests.period([
      ("2026-11-02", .init(name: "Gus", role: "server", hours: 10, tips: .init(cash: usd("100")))),
      ("2026-11-03", .init(name: "Gus", role: "dishwasher", hours: 10)),
    ])
    period.cashWages = cashWages
    return period
  }

  @Test(
    "The dishwasher hours carry no credit, with a cash wage by name or by role",
    arguments: ["Gus", "server"])
  func untippedHoursAtTheMinimumWage(key: String) throws {
    let period = try Self.period(cashWages: [key: try Self.usd("3.00")])
    let week = try #require(try period.payroll(by: PayPeriodPayrollTests.pool)["Gus"]?.weeks.first)
    // Server: 10 h × 3.00 = 30.00 in cash, credit 10 h × 4.25 = 42.50 (he kept 100.00).
    // Dishwasher: 10 h × 7.25 = 72.50 in cash, no credit. 30.00 + 72.50 + 42.50 = 145.00.
    #expect(week.figures.hours == 20)
    #expect(week.figures.cashWage.amountText == "102.50")
    #expect(week.figures.tipCredit.amountText == "42.50")
    #expect(week.figures.topUp.isZero)
  }

  @Test("A person's own wage is not a credit on an untipped role")
  func nameWageIsForTippedRolesOnly() throws {
    let terms = TipCreditTerms(
      region: try Region("US"), minimumWage: try Self.usd("7.25"),
      cashWages: ["Gus": try Self.usd("3.00"), "cook": try Self.usd("15.00")],
      defaultCashWage: try Self.usd("2.13"), tippedRoles: ["server"])
    #expect(terms.cashWage(name: "Gus", role: "server")?.amountText == "3.00")
    #expect(terms.cashWage(name: "Gus", role: "dishwasher") == nil)
    #expect(terms.untippedWage(role: "dishwasher").amountText == "7.25")
    #expect(terms.untippedWage(role: "cook").amountText == "15.00")
  }

  @Test("A cash wage below the minimum for an untipped role is refused at its key")
  func untippedRoleBelowTheMinimum() throws {
    let period = try Self.period(cashWages: ["dishwasher": try Self.usd("2.13")])
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.path == "cashWages.dishwasher")
    #expect(
      error.message
        == "the cash wage of dishwasher 2.13 is below the minimum wage 7.25, but the period "
        + "lists 'dishwasher' as neither directly nor indirectly tipped, and no tip credit is "
        + "taken for hours in an untipped job (29 CFR 531.56(e))")
  }
}
