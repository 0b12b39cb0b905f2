import Testing
import TipEngine

/// A period's IRS Form 8027 tip allocation: every tipped employee is directly or indirectly
/// tipped, never both, and the allocation is refused outside the US.
@Suite("Pay periods: the tip allocation of a period")
struct PayPeriodAllocationTests {
  /// A pool that moves no tips, so each person keeps their own.
  static let pool = TipPool(
    name: "plain", allocationPolicy: "Each keeps their own tips.",
    tipOuts: [
      .init(
        name: "none", from: ["cook"], contribution: .tips(10), distribution: .equal,
        to: [.init("busser")])
    ])

  /// Two servers reporting 100.00 each and `other` reporting `otherTips`, in a period whose
  /// lists and region are `head`, the keys before `shifts`.
  static func period(head: String, other: String = "host", otherTips: String = "300.00")
    throws -> PayPeriod
  {
    let staff = [
      #"{"name": "Al", "role": "server", "hours": "10", "tips": {"cash": "100.00"}, "#
        + #""sales": {"food": "5000"}}"#,
      #"{"name": "Bo", "role": "server", "hours": "10", "tips": {"cash": "100.00"}, "#
        + #""sales": {"food": "5000"}}"#,
      #"{"name": "Hh", "role": "\#(other)", "hours": "10", "tips": {"cash": "\#(otherTips)"}}"#,
    ]
    let text = """
      {\(head), "from": "2026-11-02", "until": "2026-11-08", "grossReceipts": "10000",
       "shifts": [{"date": "2026-11-03", "staff": [
        \(staff.joined(separator: ",\n  "))]}]}
      """
    return try PayPeriod(json: Array(text.utf8), file: "period.json")
  }

  static let usLists =
    #""currency": "USD", "region": "US", "directlyTipped": ["server"], "#
    + #""indirectlyTipped": ["busser"]"#

  @Test("Tips reported by a role in neither list: refused, naming the role and the fix")
  func unlistedRoleWithTips() throws {
    let period = try Self.period(head: Self.usLists)
    let payroll = try period.payroll(by: Self.pool)
    let error = try #require(throws: PayrollError.self) { try period.allocation(of: payroll) }
    #expect(error.kind == .allocationRefused)
    #expect(error.path == "directlyTipped")
    #expect(error.description.hasPrefix("period.json:1:55: at directlyTipped: "))
    #expect(
      error.message
        == "Hh (role 'host') reported 300.00 in tips, but the period lists 'host' in neither "
        + "\"directlyTipped\" nor \"indirectlyTipped\", and the amount to allocate is the rate "
        + "of the gross receipts less all the tips reported (IRS Form 8027 instructions, line 7)")
    #expect(
      error.suggestion
        == "add 'host' to \"directlyTipped\" if customers tip its staff, or to "
        + "\"indirectlyTipped\" if only other staff do")
  }

  @Test("A role in neither list that reported no tips is not part of the allocation")
  func unlistedRoleWithoutTips() throws {
    let period = try Self.period(head: Self.usLists, other: "cook", otherTips: "0")
    let allocation = try period.allocation(of: try period.payroll(by: Self.pool))
    // 10,000 × 8 % = 800.00, less the 200.00 the servers reported: 600.00, 300.00 each.
    #expect(allocation.allocable.amountText == "600.00")
    #expect(allocation.people.map(\.allocated.amountText) == ["300.00", "300.00"])
  }

  @Test("Tips of a listed indirectly tipped role are reported: the allocation is smaller")
  func listedRoleCounts() throws {
    let period = try Self.period(
      head: #""currency": "USD", "region": "US", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["host"]"#)
    let allocation = try period.allocation(of: try period.payroll(by: Self.pool))
    // 800.00 less all 500.00 reported: 300.00 to allocate.
    #expect(allocation.allocable.amountText == "300.00")
  }

  @Test("A role listed as both directly and indirectly tipped: refused at its second place")
  func roleInBothLists() throws {
    let period = try Self.period(
      head: #""currency": "USD", "region": "US", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["busser", "server"]"#)
    let payroll = try period.payroll(by: Self.pool)
    let error = try #require(throws: PayrollError.self) { try period.allocation(of: payroll) }
    #expect(error.kind == .allocationRefused)
    #expect(error.path == "indirectlyTipped[1]")
    #expect(error.description.hasPrefix("period.json:1:98: at indirectlyTipped[1]: "))
    #expect(
      error.message
        == "role 'server' is listed both in \"directlyTipped\" and in \"indirectlyTipped\", but "
        + "an employee's reported tips count either as directly tipped or as indirectly tipped "
        + "(IRS Form 8027 instructions, line 7)")
  }

  @Test("The hours method counts only hours in directly tipped roles, not a busser's day")
  func hoursInDirectlyTippedRolesOnly() throws {
    // Ann and Bob serve 8 h each; Ann also buses 32 h on two other days. 2,000 × 8 % = 160.00,
    // less 20.00 reported: 140.00 to allocate, by 8 h and 8 h: 70.00 each.
    let text = """
      {"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "directlyTipped": ["server"], "indirectlyTipped": ["busser"], "shifts": [
       {"date": "2026-11-02", "staff": [
        {"name": "Ann", "role": "server", "hours": "8", "tips": {"cash": "10.00"},
         "sales": {"food": "1000.00"}},
        {"name": "Bob", "role": "server", "hours": "8", "tips": {"cash": "10.00"},
         "sales": {"food": "1000.00"}}]},
       {"date": "2026-11-03", "staff": [{"name": "Ann", "role": "busser", "hours": "16"}]},
       {"date": "2026-11-04", "staff": [{"name": "Ann", "role": "busser", "hours": "16"}]}]}
      """
    let period = try PayPeriod(json: Array(text.utf8), file: "period.json")
    let payroll = try period.payroll(by: Self.pool)
    #expect(payroll["Ann"]?.total.hours == 40)
    let allocation = try period.allocation(of: payroll, method: .hours)
    #expect(allocation.allocable.amountText == "140.00")
    #expect(allocation.people.map(\.employee.hours) == [8, 8])
    #expect(allocation.people.map(\.share.amountText) == ["80.00", "80.00"])
    #expect(allocation.people.map(\.allocated.amountText) == ["70.00", "70.00"])
  }

  @Test("Outside the US: refused at the region, as the tip credit is")
  func outsideTheUS() throws {
    let period = try Self.period(
      head: #""currency": "GBP", "region": "GB", "directlyTipped": ["server"], "#
        + #""indirectlyTipped": ["host"]"#)
    let payroll = try period.payroll(by: Self.pool)
    let error = try #require(throws: PayrollError.self) { try period.allocation(of: payroll) }
    #expect(error.kind == .allocationRefused)
    #expect(error.path == "region")
    #expect(
      error.message
        == "a tip allocation is a US rule (IRS Form 8027 instructions, line 7), but the period "
        + "is in GB")
  }

  @Test("Without a region, in another currency than USD: refused at the currency")
  func notInDollars() throws {
    let period = try Self.period(
      head: #""currency": "EUR", "directlyTipped": ["server"], "indirectlyTipped": ["host"]"#)
    let payroll = try period.payroll(by: Self.pool)
    let error = try #require(throws: PayrollError.self) { try period.allocation(of: payroll) }
    #expect(error.path == "currency")
    #expect(
      error.message
        == "a tip allocation is a US rule (IRS Form 8027 instructions, line 7), in USD, but the "
        + "period is in EUR")
  }
}
