import Testing
import TipEngine

/// A tip allocation whose figures pass the largest amount or 64 bits: a ``PayrollError`` of kind
/// overflow that says what is too large and where, never a trap.
@Suite("Pay periods: tip allocation figures too large to compute")
struct PayPeriodAllocationOverflowTests {
  /// Five sales of 9,999,999,999,999,999.99: each server's sales fit in 64 bits, both do not.
  static let sales = (0..<5).map { #""c\#($0)": "9999999999999999.99""# }.joined(separator: ", ")

  /// Two servers with those sales and 10.00 in tips, and a busser, after `head`.
  static func period(head: String) throws -> PayPeriod {
    let text = """
      {\(head)"currency": "USD", "region": "US", "from": "2026-11-02", "until": "2026-11-08",
       "directlyTipped": ["server"], "indirectlyTipped": ["busser"], "shifts": [
       {"date": "2026-11-02", "staff": [
        {"name": "A", "role": "server", "hours": "8", "tips": {"cash": "50.00"},
         "sales": {\(sales)}},
        {"name": "B", "role": "server", "hours": "8", "tips": {"cash": "50.00"},
         "sales": {\(sales)}},
        {"name": "C", "role": "busser", "hours": "8"}]}]}
      """
    return try PayPeriod(json: Array(text.utf8), file: "period.json")
  }

  @Test("Sales past 64 bits as the gross receipts: an overflow at the period's shifts")
  func salesSumPastTheLargestAmount() throws {
    let period = try Self.period(head: "")
    let payroll = try period.payroll(by: PayPeriodAllocationTests.pool)
    let error = try #require(throws: PayrollError.self) { try period.allocation(of: payroll) }
    #expect(error.kind == .overflow)
    #expect(error.path == "shifts")
    #expect(error.description.hasPrefix("period.json:2:74: at shifts: "))
    #expect(
      error.message
        == "the sales on the period's shifts add up to more than the largest amount in USD, "
        + "9999999999999999.99, so they cannot be its gross receipts")
    #expect(error.suggestion == #"give the period's "grossReceipts", or correct the sales"#)
  }

  @Test("With the period's gross receipts, the sales are not summed: the allocation is made")
  func grossReceiptsGivenSalesNotSummed() throws {
    let period = try Self.period(head: #""grossReceipts": "1000.00", "#)
    let allocation = try period.allocation(
      of: try period.payroll(by: PayPeriodAllocationTests.pool))
    // 1,000 × 8 % = 80.00, shared by equal sales; 100.00 reported, so nothing to allocate.
    #expect(allocation.target.amountText == "80.00")
    #expect(allocation.people.map(\.share.amountText) == ["40.00", "40.00"])
    #expect(allocation.allocable.amountText == "0.00")
  }

  @Test("Reported tips past the largest amount: an overflow naming them, not a trap")
  func reportedTipsPastTheLargestAmount() throws {
    let error = try #require(throws: PayrollError.self) {
      try TipAllocation(
        grossReceipts: Money(minorUnits: 100_000, currency: .usd),
        indirectlyReported: Money(minorUnits: .max, currency: .usd),
        directlyTipped: [
          .init(
            name: "A", receipts: Money(minorUnits: 100, currency: .usd),
            reported: Money(minorUnits: 1, currency: .usd))
        ])
    }
    #expect(error.kind == .overflow)
    #expect(
      error.message
        == "the tips reported add up to more than the largest amount in USD, 9999999999999999.99")
  }

  @Test("Hours past 64 bits by the hours method: an overflow naming the employee")
  func hoursTooMany() throws {
    let error = try #require(throws: PayrollError.self) {
      try TipAllocation(
        grossReceipts: Money(minorUnits: 100_000, currency: .usd), method: .hours,
        indirectlyReported: .zero(.usd),
        directlyTipped: [
          .init(
            name: "A", receipts: .zero(.usd), hours: DecimalValue(significand: .max, scale: 0),
            reported: .zero(.usd))
        ])
    }
    #expect(error.kind == .overflow)
    #expect(error.message == "A's hours 9223372036854775807 are too many to compute")
  }
}
