import Testing
import TipEngine
import TipTestSupport

/// Features that are each right on their own, combined on purpose: every built-in policy kind
/// (from a catalog built here and from the built-in one) with every order field at once, every
/// rounding rule, currencies with 0, 2 and 3 digits and regions that round cash. With a fixed
/// seed, the combinations are the same on every run.
@Suite("Features combined on purpose, seeded")
struct SeamGenerativeTests {
  /// What the seeded orders gave, for the checks that they covered what they should.
  struct Tally {
    var quoted = 0
    var refused = 0
    var cashRoundedSplits = 0
    var roundUpWithCharges = 0
    var itemized = 0
    var acrossMidnight = 0
    var policiesQuoted: Set<String> = []
    var currencyDigits: Set<Int> = []
  }

  /// 6,000 orders, each a combination of one of the catalog's 47 policies (18 built in, 29 of
  /// the seam catalog), one of 19 regions (or none), a currency, tax, discount, party, channel,
  /// payment, a time, line items and a split, each field sometimes absent.
  static let orderCount = 6_000

  @Test(
    """
    6,000 seeded orders: the payable amount adds up, round-up targets are met, cash shares are \
    payable in coins, shares sum to the payable amount and a late-night window belongs to the \
    day on which it opens
    """)
  func seededOrdersKeepTheInvariants() throws {
    let catalog = try SeamCatalog.load()
    #expect(catalog.names.count == 47)
    var generator = SeededGenerator(seed: 0x5EA3_0F_F3A7)
    var tally = Tally()
    for _ in 0..<SeamGenerativeTests.orderCount {
      let order = try SeamOrder.draw(&generator, policyNames: catalog.names)
      let quote: Quote
      do {
        quote = try order.quote(in: catalog)
      } catch {
        tally.refused += 1
        // A refusal is an error that says what is wrong, never another kind of failure.
        #expect(
          error is PolicyError || error is MoneyError || error is CatalogError,
          "\(order): \(type(of: error)) \(error)")
        continue
      }
      tally.record(quote, of: order, in: catalog)
      if let wrong = SeamInvariants.payableAddsUp(quote) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = try SeamInvariants.sharesAddUp(quote, of: order, in: catalog) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = SeamInvariants.cashRuleIsTheRegions(quote, in: catalog) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = try SeamComposedTips.disagreement(quote, of: order, in: catalog) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = SeamInvariants.lateNightChargeFollowsTheOpeningDay(quote) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = try SeamInvariants.roundUpTargetMet(quote, of: order, in: catalog) {
        Issue.record("\(order): \(wrong)")
      }
      if let wrong = try SeamInvariants.cashSharesPayableInCoins(quote, of: order, in: catalog) {
        Issue.record("\(order): \(wrong)")
      }
    }
    // The orders reached what they were drawn to reach.
    #expect(tally.quoted > SeamGenerativeTests.orderCount * 3 / 4, "\(tally)")
    #expect(tally.cashRoundedSplits > 300, "\(tally)")
    #expect(tally.roundUpWithCharges > 100, "\(tally)")
    #expect(tally.itemized > 2_000, "\(tally)")
    #expect(tally.acrossMidnight > 500, "\(tally)")
    #expect(tally.currencyDigits == [0, 2, 3, 4], "\(tally)")
    let unquoted = Set(catalog.names).subtracting(tally.policiesQuoted)
    #expect(unquoted.isEmpty, "never quoted: \(unquoted.sorted())")
  }

  /// Whether the quote's service charges and their tax add anything to its total.
  static func chargesAddSomething(_ quote: Quote) -> Bool {
    quote.serviceCharges.contains { !$0.amount.isZero || !$0.tax.isZero }
  }
}

extension SeamGenerativeTests.Tally {
  /// Counts what `quote` of `order` combined.
  mutating func record(_ quote: Quote, of order: SeamOrder, in catalog: PolicyCatalog) {
    quoted += 1
    policiesQuoted.insert(order.policyName)
    currencyDigits.insert(quote.bill.currency.minorUnitDigits)
    if catalog.charges.cashRounding(for: quote.bill) != nil, quote.shares.count > 1 {
      cashRoundedSplits += 1
    }
    if SeamCatalog.roundUpTargets[order.policyName] != nil,
      SeamGenerativeTests.chargesAddSomething(quote)
    {
      roundUpWithCharges += 1
    }
    if order.items != nil { itemized += 1 }
    if let time = quote.bill.localTime?.time,
      time.minuteOfDay < 3 * 60 || time.minuteOfDay >= 21 * 60
    {
      acrossMidnight += 1
    }
  }
}
