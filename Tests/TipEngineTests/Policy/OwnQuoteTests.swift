import Testing
import TipEngine
import TipTestSupport

/// The percent and region kinds write out the protocol's default quote so that their tip is
/// computed in place. Their quotes must be exactly what the default gives.
@Suite("Kinds with their own quote give the default quote's results")
struct OwnQuoteTests {
  @Test("Its own quote gives what the protocol's default quote gives, errors included")
  func ownQuoteMatchesDefault() throws {
    let usd = { (units: Int64) in Money(minorUnits: units, currency: .usd) }
    var bills = [
      Bill(subtotal: usd(8_450), tax: usd(710), partySize: 3),
      Bill(subtotal: usd(0)),
      Bill(subtotal: usd(.max - 10), tax: usd(5)),
      Bill(subtotal: usd(-100)),
      Bill(subtotal: usd(1_000), tax: Money(minorUnits: 10, currency: .eur)),
      Bill(subtotal: Money(minorUnits: 1_234, currency: .jpy), partySize: 4),
    ]
    var discounted = Bill(subtotal: usd(5_000), tax: usd(400))
    discounted.discount = usd(1_000)
    bills.append(discounted)
    var emptyParty = Bill(subtotal: usd(5_000))
    emptyParty.partySize = 0
    bills.append(emptyParty)
    // The percent kind and the region kind (the built-in `regional`) write their own quote.
    let policies: [any TipPolicy] = [
      try PercentPolicy(rate: 18), try PercentPolicy(rate: 15, base: .total, rounding: .floor),
      try PercentPolicy(rate: 20, base: .gross), try PercentPolicy(rate: 18, categories: ["food"]),
      try PolicyCatalog.builtIn().policy(named: "regional"),
    ]
    for code in ["US", "CA-QC", "JP", "SE", "GB-SCT"] {
      var bill = Bill(subtotal: usd(4_321), tax: usd(345), partySize: 2)
      bill.region = try Region(code)
      bills.append(bill)
    }
    let methods: [SplitMethod] = [
      .partySize, .evenly(people: 3), .weighted([1, 2]), .evenly(people: 0),
    ]
    for policy in policies {
      for bill in bills {
        for method in methods {
          let own = Result { try policy.quote(for: bill, splitting: method) }
          let byDefault = Result {
            try ForwardingPolicy(policy).quote(for: bill, splitting: method)
          }
          switch (own, byDefault) {
          case (.success(let a), .success(let b)):
            #expect(a == b, "\(policy.summary), \(bill), \(method)")
          case (.failure(let a), .failure(let b)):
            #expect("\(a)" == "\(b)", "\(policy.summary), \(bill), \(method)")
          default:
            Issue.record(
              "\(policy.summary), \(bill), \(method): \(own) but by default \(byDefault)")
          }
        }
      }
    }
  }
}
