import Testing
import TipTestSupport

@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

/// A quote keeps its amounts as minor units and takes their currency from the bill. These tests
/// check that every amount reads back in the bill's currency, whatever its minor-unit digits,
/// and that the one initialiser that takes finished amounts refuses one in another currency
/// instead of relabelling it.
@Suite("Quote currency: every amount in the bill's currency")
struct QuoteCurrencyTests {
  @Test(
    "A policy's quote and a catalog's quote read back in the bill's currency",
    arguments: [Currency.jpy, .kwd, .eur, .usd])
  func readBack(currency: Currency) throws {
    let bill = Bill(
      subtotal: Money(minorUnits: 12_345, currency: currency),
      tax: Money(minorUnits: 1_001, currency: currency), partySize: 3)
    let policy = try PercentPolicy(rate: 18)
    let tip = try policy.tip(for: bill).minorUnits
    for quote in [
      try policy.quote(for: bill),
      try policy.quote(for: bill, splitting: .weighted([1, 2])),
      try PolicyCatalog.builtIn().quote(for: bill, policyNamed: "percent-18"),
    ] {
      #expect(quote.tip == Money(minorUnits: tip, currency: currency))
      #expect(quote.total == Money(minorUnits: 12_345 + 1_001 + tip, currency: currency))
      #expect(quote.payable.currency == currency)
      #expect(quote.rounding == Money(minorUnits: 0, currency: currency))
      #expect(quote.shares.allSatisfy { $0.currency == currency })
      #expect(try quote.shares.reduce(Money.zero(currency)) { try $0.adding($1) } == quote.payable)
    }
  }

  @Test("Finished amounts in another currency are refused, not relabelled")
  func mismatch() throws {
    let bill = Bill(subtotal: Money(minorUnits: 10_000, currency: .usd))
    let usd = Money(minorUnits: 11_800, currency: .usd)
    let eur = Money(minorUnits: 11_800, currency: .eur)
    let tip = Money(minorUnits: 1_800, currency: .usd)
    let shares = try Shares(splitting: usd, into: 2)
    for (tip, total, payable) in [(tip, eur, usd), (tip, usd, eur), (eur, usd, usd)] {
      #expect(throws: MoneyError.currencyMismatch(combining: .eur, with: .usd)) {
        try Quote(
          bill: bill, tip: tip, serviceCharges: [], total: total, payable: payable,
          shares: shares)
      }
    }
    let quote = try Quote(
      bill: bill, tip: tip, serviceCharges: [], total: usd, payable: usd, shares: shares)
    #expect(quote.total == usd)
  }

  @Test("A quote past the largest amount fails as the sum itself would, before and after the tip")
  func overflow() throws {
    let largest = Money(minorUnits: .max, currency: .usd)
    let cent = Money(minorUnits: 1, currency: .usd)
    let tip = try FixedPolicy(Money(minorUnits: 10, currency: .usd))
    // Subtotal + tax overflows: the error of adding them.
    let taxed = Bill(subtotal: largest, tax: cent)
    #expect(throws: Self.error { try largest.adding(cent) }) { try tip.quote(for: taxed) }
    // Subtotal + tip overflows: the error of adding the tip.
    let nearly = Money(minorUnits: .max - 5, currency: .usd)
    let untaxed = Bill(subtotal: nearly)
    #expect(throws: Self.error { try nearly.adding(tip.tip(for: untaxed)) }) {
      try tip.quote(for: untaxed)
    }
    // With a discount the amount before the tip is taken the long way; it still fits here.
    var discounted = Bill(subtotal: nearly, tax: Money(minorUnits: 4, currency: .usd))
    discounted.discount = Money(minorUnits: 20, currency: .usd)
    #expect(try tip.quote(for: discounted).total.minorUnits == .max - 11)
  }

  /// The `MoneyError` that `body` throws; a stand-in no quote throws when it throws none.
  static func error(_ body: () throws -> Money) -> MoneyError {
    do {
      _ = try body()
      return .overflow(operation: "(the sum did not fail)")
    } catch {
      return error as? MoneyError ?? .overflow(operation: "(not a MoneyError)")
    }
  }
}
