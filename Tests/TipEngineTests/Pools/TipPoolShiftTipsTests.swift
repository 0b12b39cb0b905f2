import Testing
import TipEngine
import TipTestSupport

/// The shift's own tips and service charges, shared among the first tip-out's contributors by
/// hours: each person's part within one minor unit of their exact share, and its card part too.
@Suite("Tip pools: the shift's own tips shared by hours")
struct TipPoolShiftTipsTests {
  /// Servers give 10 % of their tips to the porters, equally.
  static let pool = TipPool(
    name: "p", region: try? Region("GB"), allocationPolicy: "Shared by hours.",
    tipOuts: [
      .init(
        name: "t", from: ["server"], contribution: .tips(10), distribution: .equal,
        to: [.init("porter")])
    ])

  static func gbp(_ text: String) throws -> Money { try Money(text, currency: .gbp) }

  @Test("Card £100, cash £50 and service charges £50 among three servers of equal hours")
  func equalHoursShareWithinOnePenny() throws {
    let shift = Shift(
      currency: .gbp, region: try Region("GB"),
      tips: .init(card: try Self.gbp("100.00"), cash: try Self.gbp("50.00")),
      serviceCharges: try Self.gbp("50.00"),
      staff: [
        .init(name: "Ana", role: "server", hours: 1), .init(name: "Ben", role: "server", hours: 1),
        .init(name: "Cy", role: "server", hours: 1), .init(name: "Dot", role: "porter", hours: 1),
      ])
    let payout = try Self.pool.share(shift)
    #expect(payout.people.map(\.tips.amountText) == ["66.67", "66.67", "66.66", "0.00"])
    #expect(payout.people.map(\.cardTips.amountText) == ["33.34", "33.33", "33.33", "0.00"])
    #expect(payout.people.map(\.net.amountText) == ["60.00", "60.00", "59.99", "20.01"])
    #expect(payout.tips.amountText == "200.00")
  }

  @Test("Card tips of a cent each way: the card part never exceeds the person's part")
  func cardPartStaysWithinTheTotal() throws {
    // Hours 1, 3, 3: card £0.03 is 0.43, 1.29, 1.29 → 1, 1, 1; with £0.01 of cash the total
    // £0.04 is 0.57, 1.71, 1.71 → 0, 2, 2 by the largest remainders alone, below Ana's card
    // cent: she keeps a total cent and her card cent, with no cash below zero.
    let shift = Shift(
      currency: .gbp, region: try Region("GB"),
      tips: .init(card: try Self.gbp("0.03"), cash: try Self.gbp("0.01")),
      staff: [
        .init(name: "Ana", role: "server", hours: 1), .init(name: "Ben", role: "server", hours: 3),
        .init(name: "Cy", role: "server", hours: 3),
      ])
    let payout = try Self.pool.share(shift)
    let tips = payout.people.map(\.tips.minorUnits)
    let card = payout.people.map(\.cardTips.minorUnits)
    #expect(tips.reduce(0, +) == 4)
    #expect(card.reduce(0, +) == 3)
    #expect(zip(card, tips).allSatisfy { $0 <= $1 }, "card \(card), tips \(tips)")
    // Exact shares: total 4 × 1/7, 3/7, 3/7 and card 3 × 1/7, 3/7, 3/7.
    for (index, weight) in [1, 3, 3].enumerated() {
      #expect(abs(tips[index] * 7 - 4 * Int64(weight)) < 7, "\(tips)")
      #expect(abs(card[index] * 7 - 3 * Int64(weight)) < 7, "\(card)")
    }
  }

  @Test("Random shifts: each person's part and its card part within one cent", arguments: 0..<200)
  func randomShiftsWithinOneUnit(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...9, using: &random)
    let hours = (0..<count).map { _ in Int64.random(in: 1...1200, using: &random) }
    let roles = ["server", "porter"]
    let staff = hours.enumerated().map { index, hours in
      Shift.Person(
        name: "P\(index)", role: index == 0 ? "server" : roles.randomElement(using: &random) ?? "",
        hours: DecimalValue(significand: hours, scale: 2))
    }
    let units = { (upper: Int64) in Int64.random(in: 0...upper, using: &random) }
    let card = units([9, 999, 99_999].randomElement(using: &random) ?? 9)
    let cash = units([9, 999, 99_999].randomElement(using: &random) ?? 9)
    let service = units([0, 9, 9_999].randomElement(using: &random) ?? 9)
    let shift = Shift(
      currency: .gbp, region: try Region("GB"),
      tips: .init(
        card: Money(minorUnits: card, currency: .gbp), cash: Money(minorUnits: cash, currency: .gbp)
      ),
      serviceCharges: Money(minorUnits: service, currency: .gbp), staff: staff)
    let payout = try Self.pool.share(shift)
    let servers = staff.indices.filter { staff[$0].role == "server" }
    let sum = servers.map { hours[$0] }.reduce(0, +)
    let total = card + cash + service
    for index in servers {
      let share = payout.people[index]
      // |part − amount × h ÷ Σh| < 1  ⇔  |part × Σh − amount × h| < Σh
      #expect(abs(share.tips.minorUnits * sum - total * hours[index]) < sum, "\(share.name)")
      #expect(abs(share.cardTips.minorUnits * sum - card * hours[index]) < sum, "\(share.name)")
      #expect(share.cardTips.minorUnits <= share.tips.minorUnits, "\(share.name)")
    }
    #expect(payout.tips.minorUnits == total)
    #expect(payout.people.map(\.cardTips.minorUnits).reduce(0, +) == card)
  }
}
