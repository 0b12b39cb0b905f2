import Testing
import TipEngine

/// `Shares.total` is the amount the shares were made from, in their currency, without a throw
/// or an optional: every way of making shares checks what could fail when they are made.
@Suite("Shares: the total is the amount shared, checked when the shares are made")
struct SharesTotalTests {
  @Test(
    "An even split's total is the amount it split, to the largest amounts",
    arguments: [
      (Int64(10_000), 3), (-10_001, 3), (0, 7), (1, 10_000), (Int64.max, 3), (Int64.max, 10_000),
      (-Int64.max, 9_999), (Int64.min, 2),
    ])
  func evenSplitTotal(units: Int64, people: Int) throws {
    let amount = Money(minorUnits: units, currency: .usd)
    #expect(try Shares(splitting: amount, into: people).total == amount)
  }

  @Test("Listed shares total their sum in their currency")
  func listedTotal() throws {
    let shares = try Shares([
      Money(minorUnits: 2_500, currency: .jpy), Money(minorUnits: 7_500, currency: .jpy),
    ])
    #expect(shares.total == Money(minorUnits: 10_000, currency: .jpy))
    let near = try Shares([
      Money(minorUnits: .max, currency: .eur), Money(minorUnits: -1, currency: .eur),
    ])
    #expect(near.total == Money(minorUnits: .max - 1, currency: .eur))
  }

  @Test("Listed shares with no total are refused when they are made")
  func listedRefused() {
    #expect(throws: MoneyError.self) { try Shares([]) }
    #expect(throws: MoneyError.currencyMismatch(combining: .usd, with: .eur)) {
      try Shares([Money(minorUnits: 1, currency: .usd), Money(minorUnits: 1, currency: .eur)])
    }
    #expect(throws: MoneyError.self) {
      try Shares([Money(minorUnits: .max, currency: .usd), Money(minorUnits: 1, currency: .usd)])
    }
  }

  @Test("A weighted quote's shares total its total; cash-rounded shares total the payable")
  func quoteTotals() throws {
    let bill = Bill(subtotal: try Money("100", currency: .usd))
    let weighted = try FixedPolicy(amount: 0).quote(
      for: bill, splitting: .weighted([1, 3]))
    #expect(weighted.shares.total == weighted.total)
    let rounding = try CashRounding(increment: DecimalValue("0.05"))
    let rounded = try rounding.rounded(
      Shares(splitting: try Money("41.42", currency: .chf), into: 3))
    // 13.81, 13.81 and 13.80, each rounded to 13.80.
    #expect(rounded.total == (try Money("41.40", currency: .chf)))
  }

  @Test("Cash rounding reports shares whose rounded sum would not fit")
  func cashRoundingOverflow() throws {
    let rounding = try CashRounding(increment: 1, rule: .ceiling)
    // Each of the three shares is rounded up by 98 or 99 cents: their sum passes Int64.max.
    let shares = try Shares(splitting: Money(minorUnits: .max - 2, currency: .usd), into: 3)
    #expect(throws: MoneyError.self) { try rounding.rounded(shares) }
  }
}
