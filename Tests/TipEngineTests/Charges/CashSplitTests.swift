import Testing
import TipEngine
import TipTestSupport

/// Each person who pays cash makes a cash payment of their own, rounded on its own: the total is
/// split first, then each share is rounded by the region's rule.
@Suite("Cash and splitting: each share is a cash payment, rounded on its own")
struct CashSplitTests {
  static let catalog = Result { try PolicyCatalog.builtIn() }

  @Test("41.42 CHF at 10 % among three: 15.19, 15.19 and 15.18 are 15.20 each")
  func swissExample() throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("41.42", payment: .cash, region: "CH", currency: .chf)
    let quote = try catalog.quote(
      for: bill, policyNamed: "percent-10", splitting: .evenly(people: 3))
    #expect(quote.total.amountText == "45.56")
    #expect(quote.shares.map(\.amountText) == ["15.20", "15.20", "15.20"])
    #expect(quote.sharesAreEqual)
    #expect(quote.largestShare.amountText == "15.20")
    #expect(quote.payable.amountText == "45.60")
    #expect(quote.rounding.amountText == "0.04")
  }

  @Test("A weighted split rounds each share; a card payment and one payer are as before")
  func weightedCardAndOnePayer() throws {
    let catalog = try Self.catalog.get()
    let cash = try orderBill("41.42", payment: .cash, region: "CH", currency: .chf)
    let weighted = try catalog.quote(
      for: cash, policyNamed: "percent-10", splitting: .weighted([1, 2]))
    // 45.56 by 1:2 is 15.19 and 30.37: 15.20 and 30.35.
    #expect(weighted.shares.map(\.amountText) == ["15.20", "30.35"])
    #expect(weighted.payable.amountText == "45.55")
    let alone = try catalog.quote(for: cash, policyNamed: "percent-10")
    #expect(alone.shares.map(\.amountText) == ["45.55"])
    #expect(alone.rounding.amountText == "-0.01")
    var card = cash
    card.payment = .card
    let byCard = try catalog.quote(
      for: card, policyNamed: "percent-10", splitting: .evenly(people: 3))
    #expect(byCard.shares.map(\.amountText) == ["15.19", "15.19", "15.18"])
    #expect(byCard.payable == byCard.total)
  }

  @Test("For every region that rounds cash, 1 to 12 payers and random totals: coins only")
  func everyRegion() throws {
    let catalog = try Self.catalog.get()
    let policy = try catalog.policy(named: "percent-15")
    var random = SeededGenerator(seed: 0x00CA_5A1D)
    var checked = 0
    for (region, rounding) in catalog.cashRounding.sorted(by: { $0.key.code < $1.key.code }) {
      let currency = region.currency
      let step = try Money(exactly: rounding.increment, currency: currency).minorUnits
      // How far a share may move: half a step for a rule to the nearest, less than a step else.
      let nearest = [RoundingRule.halfUp, .halfEven, .halfDown].contains(rounding.rule)
      for people in 1...12 {
        for _ in 0..<20 {
          var bill = Bill(
            subtotal: Money(
              minorUnits: Int64.random(in: 0...2_000_000, using: &random),
              currency: currency),
            region: region)
          bill.payment = .cash
          let weights = (0..<people).map { _ in
            DecimalValue(Int64.random(in: 1...5, using: &random))
          }
          for method in [SplitMethod.evenly(people: people), .weighted(weights)] {
            let quote = try catalog.quote(for: bill, policy: policy, splitting: method)
            let unrounded = try Shares(splitting: quote.total, by: method)
            #expect(quote.shares.count == people)
            var sum: Int64 = 0
            for (share, before) in zip(quote.shares, unrounded) {
              #expect(share.minorUnits % step == 0, "\(region) \(share) not in coins")
              let moved = abs(share.minorUnits - before.minorUnits)
              #expect(nearest ? 2 * moved <= step : moved < step, "\(region) \(before) → \(share)")
              sum += share.minorUnits
            }
            #expect(sum == quote.payable.minorUnits)
            #expect(quote.payable.minorUnits - quote.total.minorUnits == quote.rounding.minorUnits)
            checked += 1
          }
        }
      }
    }
    #expect(checked >= 12 * 20 * 2 * 10)
  }
}

extension Shares {
  /// `total` shared by `method` as a quote shares it (the party-size method is not used here).
  fileprivate init(splitting total: Money, by method: SplitMethod) throws {
    switch method {
    case .partySize: self = try Shares(splitting: total, into: 1)
    case .evenly(let people): self = try Shares(splitting: total, into: people)
    case .weighted(let weights): self = try Shares(total.allocated(byWeights: weights))
    }
  }
}
