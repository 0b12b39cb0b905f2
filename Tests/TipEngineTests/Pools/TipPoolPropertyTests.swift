import Testing
import TipEngine
import TipTestSupport

/// Random shifts and pools: every payout sums to the cent, and no one is a whole minor unit
/// away from their exact share.
@Suite("Tip pools: properties of random shifts")
struct TipPoolPropertyTests {
  static let roles = ["server", "bartender", "busser", "cook"]

  /// A random shift of up to 12 people, with per-person card and cash tips and sales.
  static func shift(_ random: inout SeededGenerator, house: Bool) -> Shift {
    let count = Int.random(in: 1...12, using: &random)
    let staff = (0..<count).map { index in
      Shift.Person(
        name: "P\(index)", role: roles.randomElement(using: &random) ?? "server",
        hours: DecimalValue(significand: Int64.random(in: 0...1200, using: &random), scale: 2),
        points: Bool.random(using: &random)
          ? DecimalValue(significand: Int64.random(in: 1...50, using: &random), scale: 1) : nil,
        tips: .init(
          card: Money(minorUnits: Int64.random(in: 0...40_000, using: &random), currency: .usd),
          cash: Money(minorUnits: Int64.random(in: 0...9_999, using: &random), currency: .usd)),
        sales: [
          "food": Money(minorUnits: Int64.random(in: 0...200_000, using: &random), currency: .usd),
          "alcohol": Money(
            minorUnits: Int64.random(in: 0...90_000, using: &random), currency: .usd),
        ])
    }
    let tips: Shift.Tips? =
      house
      ? .init(
        card: Money(minorUnits: Int64.random(in: 0...90_000, using: &random), currency: .usd),
        cash: Money(minorUnits: Int64.random(in: 0...9_000, using: &random), currency: .usd))
      : nil
    return Shift(currency: .usd, tips: tips, staff: staff)
  }

  /// A random tip-out from some roles to others.
  static func tipOut(_ random: inout SeededGenerator, distribution: TipPool.Distribution)
    -> TipPool.TipOut
  {
    let from = Array(roles.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
    let to = Array(roles.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
    var shares: [TipPool.RoleShare]
    switch distribution {
    case .equal, .hours: shares = to.map { TipPool.RoleShare($0) }
    case .points:
      shares = to.map {
        .init($0, share: DecimalValue(Int64.random(in: 1...10, using: &random)))
      }
    case .percent, .percentThenHours:
      var left: Int64 = 100
      shares = to.enumerated().map { offset, role in
        let share =
          offset == to.count - 1
          ? left : Int64.random(in: 1...(left - Int64(to.count - 1 - offset)), using: &random)
        left -= share
        return .init(role, share: DecimalValue(share))
      }
    }
    let contribution: TipPool.Contribution =
      Bool.random(using: &random)
      ? .tips(Percentage(integerLiteral: Int64.random(in: 1...100, using: &random)))
      : .sales(
        Percentage(integerLiteral: Int64.random(in: 1...5, using: &random)), categories: ["alcohol"]
      )
    return .init(
      name: "t", from: from, contribution: contribution, distribution: distribution, to: shares,
      pointsByHours: distribution == .points && Bool.random(using: &random))
  }

  @Test(
    "Chained pools on random shifts: nets sum to the tips less fees, given equals received",
    arguments: 0..<300)
  func sumsToTheCent(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let shift = Self.shift(&random, house: seed % 3 == 0)
    let distributions = TipPool.Distribution.allCases
    let tipOuts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
      Self.tipOut(&random, distribution: distributions.randomElement(using: &random) ?? .equal)
    }
    let pool = TipPool(
      name: "random", cardFeeRate: Bool.random(using: &random) ? try Percentage("2.9") : nil,
      ifRoleAbsent: Bool.random(using: &random) ? .return : .redistribute, tipOuts: tipOuts)
    let result = Result { () throws(PoolError) in try pool.share(shift) }
    // House tips with nobody of the first tip-out's roles are refused, as documented.
    if case .failure(let error) = result, error.kind == .noContributors { return }
    let payout = try result.get()
    let sum = { (amounts: [Money]) in amounts.map(\.minorUnits).reduce(0, +) }
    #expect(sum(payout.people.map(\.net)) == payout.tips.minorUnits - payout.fees.minorUnits)
    #expect(sum(payout.people.map(\.received)) == payout.pooled.minorUnits)
    #expect(sum(payout.people.map(\.contributed)) == payout.pooled.minorUnits)
    #expect(sum(payout.people.map(\.fee)) == payout.fees.minorUnits)
    #expect(payout.people.allSatisfy { !$0.net.isNegative && !$0.contributed.isNegative })
    let card =
      (shift.staff.compactMap { $0.tips?.card?.minorUnits } + [shift.tips?.card?.minorUnits ?? 0])
      .reduce(0, +)
    #expect(payout.fees.minorUnits <= card * 29 / 1000)
  }

  @Test(
    "One tip-out on a random shift: each receipt is within one cent of the exact share",
    arguments: 0..<300)
  func withinOneUnit(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let shift = Self.shift(&random, house: false)
    let distribution = TipPool.Distribution.allCases[Int(seed % 5)]
    let tipOut = Self.tipOut(&random, distribution: distribution)
    let pool = TipPool(name: "one", ifRoleAbsent: .redistribute, tipOuts: [tipOut])
    let payout = try pool.share(shift)
    let total = payout.tipOuts[0].given.minorUnits - payout.tipOuts[0].returned.minorUnits
    guard payout.tipOuts[0].returned.isZero else {
      // Nobody of the recipient roles worked: everything went back.
      #expect(payout.pooled.isZero)
      return
    }
    // The exact share of each person as numerator ÷ denominator, computed independently.
    var role: [String: Int] = [:]
    for (offset, share) in tipOut.to.enumerated() { role[share.role] = offset }
    func weight(_ person: Shift.Person) -> Int64 {
      let hours = person.hours.significand(atScale: 2, rule: .down) ?? 0
      switch distribution {
      case .equal, .percent: return 1
      case .hours, .percentThenHours: return hours
      case .points:
        let points =
          (person.points ?? tipOut.to[role[person.role] ?? 0].share ?? 0)
          .significand(atScale: 4, rule: .down) ?? 0
        return tipOut.pointsByHours ? points * hours : points
      }
    }
    let recipients = shift.staff.filter { role[$0.role] != nil }
    var roleWeight = [Int64](repeating: 0, count: tipOut.to.count)
    for person in recipients { roleWeight[role[person.role] ?? 0] += weight(person) }
    let percent = tipOut.to.map { $0.share?.significand(atScale: 0, rule: .down) ?? 0 }
    let present = tipOut.to.indices.filter { roleWeight[$0] > 0 }.map { percent[$0] }.reduce(0, +)
    for person in shift.staff {
      let received = payout[person.name]?.received.minorUnits ?? -1
      guard let index = role[person.role], roleWeight[index] > 0 else {
        #expect(received == 0, "\(person.name) is no recipient")
        continue
      }
      let (numerator, denominator): (Int64, Int64) =
        distribution.isPercent
        ? (percent[index] * weight(person), present * roleWeight[index])
        : (weight(person), roleWeight.reduce(0, +))
      // |received − total × n ÷ d| < 1  ⇔  |received × d − total × n| < d
      let gap = abs(received * denominator - total * numerator)
      #expect(
        gap < denominator, "\(person.name): \(received) vs \(total)×\(numerator)/\(denominator)")
    }
  }
}
