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
}
