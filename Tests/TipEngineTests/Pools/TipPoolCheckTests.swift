import Testing
import TipEngine

@Suite("A pool built in code checks into a PoolError, as shifts and receipts validate into theirs")
struct TipPoolCheckTests {
  static let barTipOut = TipPool.TipOut(
    name: "bar", from: ["bartender"], contribution: .tips(100), distribution: .percent,
    to: [.init("bartender", share: 80), .init("host", share: 20)])

  @Test("A pool without tip-outs is an invalid pool at its tipOuts key, naming the pool")
  func poolWithoutTipOuts() {
    let pool = TipPool(name: "bar", tipOuts: [])
    #expect {
      try pool.check()
    } throws: { error in
      guard let error = error as? PoolError else { return false }
      return error.kind == .invalidPool && error.path == "tipOuts"
        && error.message == "pool 'bar': the pool has no tip-outs"
    }
  }

  @Test("A UK pool without a written allocation policy breaks the Act, about the whole pool")
  func ukPoolWithoutPolicy() throws {
    let pool = TipPool(name: "bar", region: try Region("GB"), tipOuts: [Self.barTipOut])
    #expect {
      try pool.check()
    } throws: { error in
      guard let error = error as? PoolError else { return false }
      return error.kind == .lawViolation && error.path.isEmpty
        && error.message.contains("Employment (Allocation of Tips) Act 2023")
    }
  }

  @Test("A well-formed pool passes its check")
  func wellFormedPool() throws {
    let pool = TipPool(
      name: "bar", region: try Region("GB"), allocationPolicy: "shared by hours",
      tipOuts: [Self.barTipOut])
    try pool.check()
  }

  /// A server with $100 of card tips and a busser of one hour.
  static func shift() throws -> Shift {
    Shift(
      currency: .usd,
      staff: [
        .init(
          name: "Sam", role: "server", hours: 6,
          tips: .init(card: try Money("100.00", currency: .usd))),
        .init(name: "Bea", role: "busser", hours: 1),
      ])
  }

  @Test(
    "A contribution rate out of range is refused by check() and share(), as a catalog refuses it",
    arguments: [
      (TipPool.Contribution.tips(500), "percentOfTips 500 is out of range"),
      (.tips(-50), "percentOfTips -50 is out of range"),
      (.tips(0), "percentOfTips 0 is out of range"),
      (.sales(101, categories: nil), "percentOfSales 101 is out of range"),
      (.sales(-2, categories: ["alcohol"]), "percentOfSales -2 is out of range"),
      (.sales(2, categories: []), "'categories' is empty or has an empty name"),
      (.sales(2, categories: ["alcohol", ""]), "'categories' is empty or has an empty name"),
    ])
  func contributionOutOfRange(contribution: TipPool.Contribution, problem: String) throws {
    let pool = TipPool(
      name: "p",
      tipOuts: [
        .init(
          name: "x", from: ["server"], contribution: contribution, distribution: .equal,
          to: [.init("busser")])
      ])
    let expected = "pool 'p': \(problem)"
    #expect {
      try pool.check()
    } throws: { error in
      guard let error = error as? PoolError else { return false }
      return error.kind == .invalidPool && error.message == expected
    }
    let shift = try Self.shift()
    #expect {
      try pool.share(shift)
    } throws: { error in
      guard let error = error as? PoolError else { return false }
      return error.kind == .invalidPool && error.message == expected
        && error.suggestion?.isEmpty == false
    }
  }

  @Test("A contribution of 100 % of tips, or 2 % of sales, passes and shares the server's tips")
  func contributionInRange() throws {
    for contribution in [TipPool.Contribution.tips(100), .sales(2, categories: ["food"])] {
      let pool = TipPool(
        name: "p",
        tipOuts: [
          .init(
            name: "x", from: ["server"], contribution: contribution, distribution: .equal,
            to: [.init("busser")])
        ])
      try pool.check()
      _ = try pool.share(Self.shift())
    }
    let all = TipPool(
      name: "p",
      tipOuts: [
        .init(
          name: "x", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("busser")])
      ])
    let payout = try all.share(Self.shift())
    #expect(payout["Sam"]?.net.amountText == "0.00")
    #expect(payout["Bea"]?.net.amountText == "100.00")
  }
}
