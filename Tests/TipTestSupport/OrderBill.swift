import TipEngine

/// A bill for tests: amounts as text in `currency`, and only the order fields a test names.
///
/// The arguments are in the order tests name them; every one but the subtotal is optional.
public func orderBill(
  _ subtotal: String = "50", tax: String? = nil, discount: String? = nil, party: Int? = nil,
  channel: Channel? = nil, payment: Payment? = nil, at time: String? = nil,
  region: String? = nil, gratuity: Bool = false, currency: Currency = .usd
) throws -> Bill {
  var bill = Bill(
    subtotal: try Money(subtotal, currency: currency),
    tax: try tax.map { try Money($0, currency: currency) }, partySize: party,
    region: try region.map { try Region($0) })
  bill.discount = try discount.map { try Money($0, currency: currency) }
  bill.channel = channel
  bill.payment = payment
  bill.localTime = try time.map { try LocalDateTime($0) }
  bill.gratuityApplied = gratuity
  return bill
}
