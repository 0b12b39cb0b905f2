import Testing
import TipEngine
import TipTestSupport

/// Tip pools meet currencies and regions: the random shifts and tip-outs of the pool property
/// tests, moved to currencies with 0 to 4 digits, worked in a region whose law applies (US, GB)
/// or another, with house tips, service charges and card fees. Every column of the payout sums
/// to the minor unit, in the shift's currency.
@Suite("Tip pools with features combined, seeded")
struct SeamPoolTests {
  /// 600 shifts: 14 currencies × 5 regions (or none) × chained tip-outs of every distribution.
  @Test("600 seeded shifts in 14 currencies and 5 regions: every payout column sums exactly")
  func poolsSumInEveryCurrency() throws {
    var random = SeededGenerator(seed: 0x9001_5EA3)
    var problems: [String] = []
    var shared = 0
    for index in 0..<600 {
      let currency = SeamAmounts.pick(SeamAmounts.currencies, &random)
      var shift = Self.moved(
        TipPoolPropertyTests.shift(&random, house: index % 3 == 0), to: currency)
      shift.region = try SeamAmounts.pick(["US", "GB", "CA-QC", "DE", nil], &random).map {
        try Region($0)
      }
      if SeamAmounts.chance(30, &random) {
        shift.serviceCharges = Money(
          minorUnits: SeamAmounts.units(upTo: 300, in: currency, &random), currency: currency)
      }
      let distributions = TipPool.Distribution.allCases
      let tipOuts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        TipPoolPropertyTests.tipOut(&random, distribution: SeamAmounts.pick(distributions, &random))
      }
      let pool = TipPool(
        name: "seams", cardFeeRate: SeamAmounts.chance(50, &random) ? try Percentage("2.9") : nil,
        ifRoleAbsent: SeamAmounts.chance(50, &random) ? .return : .redistribute, tipOuts: tipOuts)
      guard let payout = try? pool.share(shift) else { continue }
      shared += 1
      let amounts =
        [payout.tips, payout.fees, payout.pooled]
        + payout.people.flatMap { [$0.tips, $0.fee, $0.contributed, $0.received, $0.net] }
      let sum = { (amounts: [Money]) in amounts.map(\.minorUnits).reduce(0, +) }
      let context = "\(currency.code) \(shift.region?.code ?? "-") shift \(index)"
      if amounts.contains(where: { $0.currency != currency }) {
        problems.append("\(context): an amount is not in \(currency.code)")
      }
      if sum(payout.people.map(\.net)) != payout.tips.minorUnits - payout.fees.minorUnits
        || sum(payout.people.map(\.received)) != payout.pooled.minorUnits
        || sum(payout.people.map(\.contributed)) != payout.pooled.minorUnits
        || sum(payout.people.map(\.fee)) != payout.fees.minorUnits
        || payout.people.contains(where: { $0.net.isNegative || $0.contributed.isNegative })
      {
        problems.append("\(context): the columns do not sum: \(payout)")
      }
    }
    #expect(shared > 300, "\(shared) of 600 shared")
    #expect(problems.isEmpty, "\(problems.count), such as \(problems.prefix(3))")
  }

  /// `shift` with every amount's minor units in `currency`.
  static func moved(_ shift: Shift, to currency: Currency) -> Shift {
    func move(_ money: Money?) -> Money? {
      money.map { Money(minorUnits: $0.minorUnits, currency: currency) }
    }
    func move(_ tips: Shift.Tips?) -> Shift.Tips? {
      tips.map { Shift.Tips(card: move($0.card), cash: move($0.cash)) }
    }
    var moved = shift
    moved.currency = currency
    moved.tips = move(shift.tips)
    moved.staff = shift.staff.map { person in
      var person = person
      person.tips = move(person.tips)
      person.sales = person.sales.mapValues { Money(minorUnits: $0.minorUnits, currency: currency) }
      return person
    }
    return moved
  }
}
