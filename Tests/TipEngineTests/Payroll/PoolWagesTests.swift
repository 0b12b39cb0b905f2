import Testing
import TipEngine

/// A pool's `minimumWage` and `cashWages`: catalog keys checked at load, and used by the pay
/// periods shared by the pool where they give none.
@Suite("Tip pools: the wages of a tip credit")
struct PoolWagesTests {
  static func errors(_ pool: String) -> [String] {
    let text = #"{"version": 1, "policies": [], "pools": {"house": \#(pool)}}"#
    return PolicyCatalog.validate([CatalogSource(name: "pools.json", bytes: Array(text.utf8))])
      .errors.map(\.description)
  }

  static let tipOuts =
    #"[{"from": ["server"], "percentOfTips": "10", "distribution": "equal", "to": ["busser"]}]"#

  @Test(
    "Wage mistakes are load errors at their key",
    arguments: [
      (
        #"{"region": "US", "cashWages": {"server": "2.13"}, "tipOuts": \#(tipOuts)}"#,
        "pools.json:1:81: at pools.house.cashWages: 'cashWages' is given, but the pool takes no "
          + "tip credit; add \"tipCredit\": true if the employer takes one, or remove 'cashWages'"
      ),
      (
        #"{"region": "US", "tipCredit": true, "tippedRoles": ["server", "busser"], "cashWages": {"busser": "2.00"}, "tipOuts": \#(tipOuts)}"#,
        "pools.json:1:137: at pools.house.cashWages: the cash wage of 'busser' 2.00 is below the "
          + "federal minimum cash wage for tipped employees 2.13 (FLSA section 3(m)(2)(A)(i)); "
          + "pay at least 2.13 an hour"
      ),
      (
        #"{"region": "US", "tipCredit": true, "tippedRoles": ["server", "busser"], "minimumWage": "7.255", "tipOuts": \#(tipOuts)}"#,
        "pools.json:1:139: at pools.house.minimumWage: the minimum wage 7.255 is not an hourly "
          + "wage in dollars to the cent; write an amount of zero or more with at most two fraction digits, "
          + "such as \"2.13\""
      ),
    ])
  func wageMistakes(pool: String, message: String) {
    #expect(Self.errors(pool) == [message])
  }

  @Test("A period without wages of its own takes the pool's; its own win")
  func periodTakesThePoolsWages() throws {
    let text =
      #"{"version": 1, "policies": [], "pools": {"house": {"region": "US-NY", "tipCredit": true, "tippedRoles": ["server", "busser"], "minimumWage": "16.00", "cashWages": {"server": "10.65", "busser": "10.65"}, "tipOuts": \#(Self.tipOuts)}}}"#
    let catalog = try PolicyCatalog(
      sources: [CatalogSource(name: "pools.json", bytes: Array(text.utf8))])
    let pool = try catalog.pool(named: "house")
    #expect(pool.cashWages["busser"] == (try DecimalValue("10.65")))
    var period = try PayPeriodPayrollTests.period()
    period.region = try Region("US-NY")
    period.tipCredit = nil
    // Dot: 10 h at 10.65 = 106.50; at most 10 × (16.00 − 10.65) = 53.50 of credit, 2.00 kept:
    // top-up 51.50.
    let payroll = try period.payroll(by: pool)
    #expect(payroll.tipCredit?.minimumWage.amountText == "16.00")
    #expect(payroll["Dot"]?.total.cashWage.amountText == "106.50")
    #expect(payroll["Dot"]?.total.topUp.amountText == "51.50")
    // The period's own cash wage for bussers wins: 10 h at 12.00 = 120.00, credit at most
    // 40.00, 2.00 kept: top-up 38.00.
    period.cashWages = ["busser": try Money("12.00", currency: .usd)]
    let own = try period.payroll(by: pool)
    #expect(own["Dot"]?.total.topUp.amountText == "38.00")
    #expect(own["Ana"]?.total.cashWage.amountText == "553.80")
  }
}
