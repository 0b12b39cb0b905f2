import Testing
import TipEngine

@Suite("A quote's largest share, and the first share perPerson still gives")
struct QuoteLargestShareTests {
  /// 100.00 with no tip, shared by `method`.
  static func quote(_ method: SplitMethod) throws -> Quote {
    try FixedPolicy(amount: 0).quote(
      for: Bill(subtotal: try Money("100.00", currency: .usd)), splitting: method)
  }

  @Test(
    "The largest share is the most any one person pays, wherever it stands in the split",
    arguments: [
      (SplitMethod.weighted([1, 3]), ["25.00", "75.00"], "75.00"),
      (.weighted([3, 1]), ["75.00", "25.00"], "75.00"),
      (.weighted([1, 3, 2]), ["16.67", "50.00", "33.33"], "50.00"),
      (.evenly(people: 3), ["33.34", "33.33", "33.33"], "33.34"),
      (.evenly(people: 4), ["25.00", "25.00", "25.00", "25.00"], "25.00"),
      (.evenly(people: 1), ["100.00"], "100.00"),
    ])
  func largestShare(method: SplitMethod, shares: [String], largest: String) throws {
    let quote = try Self.quote(method)
    #expect(quote.shares.map(\.amountText) == shares)
    #expect(quote.largestShare.amountText == largest)
  }

  @Test("The largest share of a cash-rounded weighted split is the largest rounded share")
  func largestCashRoundedShare() throws {
    let catalog = try PolicyCatalog(sources: [.builtIn])
    var bill = Bill(subtotal: try Money("41.42", currency: .chf))
    bill.payment = .cash
    bill.region = try Region("CH")
    let quote = try catalog.quote(
      for: bill, policyNamed: "percent-10", splitting: .weighted([1, 3]))
    #expect(quote.shares.map(\.amountText) == ["11.40", "34.15"])
    #expect(quote.largestShare.amountText == "34.15")
  }

  @Test("perPerson still gives the first share, which weights 1,3 make the smaller one")
  @available(*, deprecated, message: "checks the deprecated perPerson")
  func perPersonIsTheFirstShare() throws {
    #expect(try Self.quote(.weighted([1, 3])).perPerson.amountText == "25.00")
    #expect(try Self.quote(.evenly(people: 3)).perPerson.amountText == "33.34")
  }
}
