import Testing
import TipEngine

/// Tip credits the law refuses: the states without one, cash wages below the federal minimum,
/// states without their wages, regions outside the US, pools that pay untipped roles.
@Suite("Pay periods: tip credits the law refuses")
struct PayPeriodTipCreditTests {
  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  static func period(region: String?) throws -> PayPeriod {
    var period = try PayPeriodPayrollTests.period()
    period.region = try region.map { try Region($0) }
    return period
  }

  @Test(
    "The states and territory that forbid a tip credit (DOL table, July 2024)",
    arguments: ["US-AK", "US-CA", "US-MN", "US-MT", "US-NV", "US-OR", "US-WA", "GU"])
  func forbiddenState(region: String) throws {
    let period = try Self.period(region: region)
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.message.hasPrefix("\(region) ("))
    #expect(error.message.contains("forbids a tip credit"))
    #expect(error.message.contains("Minimum Wages for Tipped Employees\", July 2024"))
  }

  @Test("A cash wage below 2.13 is refused at its key")
  func cashWageBelowFederal() throws {
    var period = try Self.period(region: "US")
    period.cashWages = ["busser": try Self.usd("2.12")]
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.path == "cashWages.busser")
    #expect(
      error.message
        == "the cash wage of busser 2.12 is below the federal minimum cash wage for tipped "
        + "employees 2.13 (FLSA section 3(m)(2)(A)(i))")
  }

  @Test("A state without its minimum wage: refused, naming the missing key")
  func stateWithoutWages() throws {
    let period = try Self.period(region: "US-NY")
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.kind == .tipCreditRefused)
    #expect(error.message.contains("US-NY sets its own minimum wage"))
    #expect(error.message.contains("\"minimumWage\" is missing"))
  }

  @Test("A state's wages that leave out a tipped role: refused, naming the person")
  func stateWithoutARole() throws {
    var period = try Self.period(region: "US-NY")
    period.minimumWage = try Self.usd("16.00")
    period.cashWages = ["server": try Self.usd("10.65")]
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.path == "cashWages")
    #expect(error.message.hasPrefix("Dot (role 'busser') is tipped, but US-NY has no federal"))
  }

  @Test("Outside the US, and without a region: refused")
  func notInTheUS() throws {
    var period = try Self.period(region: "GB")
    period.currency = .gbp
    let abroad = try #require(throws: PayrollError.self) {
      try period.tipCreditTerms(pool: nil)
    }
    #expect(abroad.message.hasPrefix("a tip credit is a US rule"))
    let nowhere = try #require(throws: PayrollError.self) {
      try Self.period(region: nil).tipCreditTerms(pool: nil)
    }
    #expect(nowhere.message.hasPrefix("a tip credit needs the region"))
  }

  @Test("A pool that pays a role the period does not list as tipped: 29 CFR 531.54")
  func poolPaysUntippedRole() throws {
    var period = try Self.period(region: "US")
    period.indirectlyTipped = []
    let error = try #require(throws: PayrollError.self) {
      try period.payroll(by: PayPeriodPayrollTests.pool)
    }
    #expect(error.message.hasPrefix("pool 'floor' pays role 'busser' (tip-out 'bussers')"))
    #expect(error.message.contains("29 CFR 531.54"))
  }
}
