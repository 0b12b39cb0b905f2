import Testing
import TipEngine

/// A percent policy keeps its settings in one shared, immutable box. It must still behave as a
/// value: setting a copy's base or rounding changes the copy's tips and leaves the original's
/// alone, and equality and hashing follow the settings, not the box.
@Suite("Percent policy: a value, whatever its storage")
struct PercentPolicyValueTests {
  static let bill = Bill(
    subtotal: Money(minorUnits: 1_005, currency: .usd), tax: Money(minorUnits: 95, currency: .usd))

  @Test("Setting a copy's rounding or base leaves the original as it was")
  func copiesAreIndependent() throws {
    let original = try PercentPolicy(rate: 15)
    var copy = original
    copy.rounding = .floor
    // 15 % of 10.05 is 1.5075.
    #expect(try original.tip(for: Self.bill).minorUnits == 151)
    #expect(try copy.tip(for: Self.bill).minorUnits == 150)
    #expect(original.rounding == .halfUp && copy.rounding == .floor)
    copy.base = .total
    // 15 % of 11.00 is 1.65.
    #expect(try copy.tip(for: Self.bill).minorUnits == 165)
    #expect(try original.tip(for: Self.bill).minorUnits == 151)
    #expect(original.base == .subtotal && copy.base == .total)
    #expect(copy.rate == original.rate)
    #expect(try copy.quote(for: Self.bill).tip.minorUnits == 165)
    #expect(try copy.tips(for: [Self.bill, Self.bill]).map(\.minorUnits) == [165, 165])
  }

  @Test("Equal settings make equal policies with equal hashes; any difference tells them apart")
  func equality() throws {
    let a = try PercentPolicy(rate: 18, rounding: .halfEven)
    var b = try PercentPolicy(rate: 18)
    #expect(a != b)
    b.rounding = .halfEven
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
    b.base = .gross
    #expect(a != b)
    #expect(try a != PercentPolicy(rate: 18, categories: ["food"], rounding: .halfEven))
    #expect(try a != PercentPolicy(rate: 20, rounding: .halfEven))
  }

  /// A percent policy seen only through `tip(for:)`, so that it quotes with the protocol's
  /// default implementation.
  struct Forwarding: TipPolicy {
    let policy: PercentPolicy
    func tip(for bill: Bill) throws -> Money { try policy.tip(for: bill) }
    var summary: String { policy.summary }
  }

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
    let policies = [
      try PercentPolicy(rate: 18), try PercentPolicy(rate: 15, base: .total, rounding: .floor),
      try PercentPolicy(rate: 20, base: .gross), try PercentPolicy(rate: 18, categories: ["food"]),
    ]
    let methods: [SplitMethod] = [
      .partySize, .evenly(people: 3), .weighted([1, 2]), .evenly(people: 0),
    ]
    for policy in policies {
      for bill in bills {
        for method in methods {
          let own = Result { try policy.quote(for: bill, splitting: method) }
          let byDefault = Result {
            try Forwarding(policy: policy).quote(for: bill, splitting: method)
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
