import Testing
import TipEngine
import TipTestSupport

/// What holds for any bill, split and list of tenders, in every region that rounds cash and in
/// one that does not: the amounts add up exactly, cash is paid in coins, card to the minor unit.
@Suite("Tenders: sums and coins for random bills, splits and tenders")
struct TenderPropertyTests {
  @Test("Σ pays = payable, payable − total = Σ roundings, cash in coins, card as its share")
  func randomTenders() throws {
    let catalog = try PolicyCatalog.builtIn()
    let policy = try catalog.policy(named: "percent-15")
    var random = SeededGenerator(seed: 0x7E4D_E125)
    let regions =
      catalog.cashRounding.keys.sorted { $0.code < $1.code } + [try Region("US"), try Region("JP")]
    var checked = 0
    for region in regions {
      let currency = region.currency
      let step = try catalog.cashRounding[region].map {
        try Money(exactly: $0.increment, currency: currency).minorUnits
      }
      for _ in 0..<60 {
        let people = Int.random(in: 1...9, using: &random)
        var bill = Bill(
          subtotal: Money(
            minorUnits: Int64.random(in: 0...5_000_000, using: &random), currency: currency),
          region: region)
        bill.payment = [nil, Payment.cash, .card].randomElement(using: &random)!
        let method: SplitMethod =
          Bool.random(using: &random)
          ? .evenly(people: people)
          : .weighted(
            (0..<people).map { _ in DecimalValue(Int64.random(in: 1...8, using: &random)) })
        let payments = (0..<people).map { _ in Payment.allCases.randomElement(using: &random)! }
        let quote = try catalog.quote(for: bill, policy: policy, splitting: method)
        let tenders = try quote.tenders(paying: payments, with: catalog)

        #expect(tenders.count == people)
        var pays: Int64 = 0
        var roundings: Int64 = 0
        var shares: Int64 = 0
        for (tender, payment) in zip(tenders, payments) {
          #expect(tender.payment == payment)
          #expect(tender.pays.minorUnits == tender.share.minorUnits + tender.rounding.minorUnits)
          switch (payment, step) {
          case (.cash, let step?):
            #expect(tender.pays.minorUnits % step == 0, "\(region): \(tender.pays) not in coins")
            #expect(abs(tender.rounding.minorUnits) < step)
          default:
            #expect(tender.pays == tender.share, "\(region): \(payment) share \(tender.share)")
          }
          pays += tender.pays.minorUnits
          roundings += tender.rounding.minorUnits
          shares += tender.share.minorUnits
        }
        #expect(pays == tenders.payable.minorUnits)
        #expect(roundings == tenders.rounding.minorUnits)
        #expect(tenders.payable.minorUnits - quote.total.minorUnits == roundings)
        #expect(shares == quote.total.minorUnits)
        // One payment for all is the catalog's own quote for a bill paid that way.
        if let payment = bill.payment {
          let same = try quote.tenders(paying: payment, with: catalog)
          #expect(same.pays == Array(quote.shares))
          #expect(same.payable == quote.payable)
        }
        checked += 1
      }
    }
    #expect(checked == regions.count * 60)
  }
}
