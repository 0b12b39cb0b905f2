import Testing
import TipEngine

/// `Bill.validate()` accepts the common bill with one inline test and reports everything else
/// out of line. Each row is a bill at an edge of that test, with what validation says of it.
@Suite("Bill validation at the edges of the common bill")
struct BillValidationTests {
  static func usd(_ units: Int64) -> Money { Money(minorUnits: units, currency: .usd) }

  static func bill(
    _ subtotal: Int64, tax: Money? = nil, discount: Money? = nil, party: Int? = nil
  ) -> Bill {
    var bill = Bill(subtotal: usd(subtotal), tax: tax, partySize: party)
    bill.discount = discount
    return bill
  }

  /// A bill and the reason validation gives, or `nil` when it is valid.
  static let rows: [(Bill, String?)] = [
    (bill(0), nil),
    (bill(.max, tax: usd(.max), party: 1), nil),
    (bill(5_000, tax: usd(0), discount: usd(5_000), party: 12), nil),
    (bill(-1), "the subtotal -0.01 is negative"),
    (bill(.min, tax: usd(.max)), "the subtotal -92233720368547758.08 is negative"),
    (bill(1_000, tax: usd(-1)), "the tax -0.01 is negative"),
    (bill(.max, tax: usd(.min)), "the tax -92233720368547758.08 is negative"),
    (bill(-5, tax: usd(-5)), "the subtotal -0.05 is negative"),
    (
      bill(1_000, tax: Money(minorUnits: 10, currency: .eur)),
      "the tax is in EUR but the subtotal in USD"
    ),
    (
      bill(1_000, tax: Money(minorUnits: 10, currency: .jpy)),
      "the tax is in JPY but the subtotal in USD"
    ),
    (bill(1_000, discount: usd(-1)), "the discount -0.01 is negative"),
    (bill(1_000, discount: usd(1_001)), "the discount 10.01 is more than the subtotal 10.00"),
    (bill(1_000, party: 0), "a party of 0; expected 1 or more people"),
    (bill(1_000, party: -3), "a party of -3; expected 1 or more people"),
  ]

  @Test("Each bill is accepted or refused with its reason", arguments: rows.indices)
  func validation(_ row: Int) {
    let (bill, expected) = BillValidationTests.rows[row]
    do {
      try bill.validate()
      #expect(expected == nil, "\(bill) was accepted")
    } catch {
      #expect("\(error)" == expected.map { "invalid bill: \($0)" }, "\(bill)")
    }
  }
}
