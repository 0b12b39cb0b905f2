import Testing
import TipEngine
import TipTestSupport

/// Staff with 0 hours: on the shift, but worked no hours, so they take no share of anything
/// shared by hours — neither the shift's own tips nor an hours-based tip-out.
@Suite("Tip pools: staff with 0 hours")
struct TipPoolZeroHoursTests {
  /// Servers, bussers and bartenders pool all their tips and share them by hours.
  static let hoursPool = TipPool(
    name: "h", region: try? Region("US"), managerRoles: ["manager"],
    tipOuts: [
      .init(
        name: "all", from: ["server", "busser", "bartender"], contribution: .tips(100),
        distribution: .hours, to: [.init("server"), .init("busser"), .init("bartender")])
    ])

  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  @Test("The shift's tips when every contributor has 0 hours: refused at 'tips', naming them")
  func shiftTipsWithNoHoursAreRefused() throws {
    let shift = Shift(
      currency: .usd, region: try Region("US"), tips: .init(cash: try Self.usd("90.00")),
      staff: [
        .init(name: "Ana", role: "server", hours: 0), .init(name: "Ben", role: "busser", hours: 0),
        .init(name: "Gus", role: "cook", hours: 8),
      ])
    let error = try #require(throws: PoolError.self) { try Self.hoursPool.share(shift) }
    #expect(error.kind == .noContributors)
    #expect(error.path == "tips")
    #expect(
      error.message
        == "the shift's tips are shared by hours among the first tip-out's roles (server, "
        + "busser, bartender), but nobody in them worked any hours: Ana, Ben have 0 hours")
    #expect(error.suggestion == "give the hours they worked, or give the tips per person")
  }

  @Test("Service charges alone, one contributor with 0 hours: refused at 'serviceCharges'")
  func serviceChargesWithNoHoursAreRefused() throws {
    let shift = Shift(
      currency: .usd, serviceCharges: try Self.usd("40.00"),
      staff: [.init(name: "Ana", role: "server", hours: 0)])
    let error = try #require(throws: PoolError.self) { try Self.hoursPool.share(shift) }
    #expect(error.kind == .noContributors)
    #expect(error.path == "serviceCharges")
    #expect(error.message.hasSuffix("nobody in them worked any hours: Ana has 0 hours"))
  }

  @Test("A contributor with 0 hours takes no share of the shift's tips; the others take all")
  func zeroHoursTakeNoShiftTips() throws {
    let shift = Shift(
      currency: .usd, region: try Region("US"), tips: .init(cash: try Self.usd("90.00")),
      staff: [
        .init(name: "Ana", role: "server", hours: 0), .init(name: "Ben", role: "busser", hours: 4),
        .init(name: "Cy", role: "bartender", hours: 2),
      ])
    let payout = try Self.hoursPool.share(shift)
    #expect(payout.people.map(\.tips.amountText) == ["0.00", "60.00", "30.00"])
    #expect(payout.people.map(\.net.amountText) == ["0.00", "60.00", "30.00"])
  }

  @Test("A manager with 0 hours in the first tip-out's roles shares none of the shift's tips")
  func zeroHoursManagerIsNoSharer() throws {
    let pool = TipPool(
      name: "m", region: try Region("US"), managerRoles: ["manager"],
      tipOuts: [
        .init(
          name: "kitchen", from: ["server", "manager"], contribution: .tips(10),
          distribution: .equal, to: [.init("cook")])
      ])
    let shift = Shift(
      currency: .usd, region: try Region("US"), tips: .init(card: try Self.usd("100.00")),
      staff: [
        .init(name: "Ana", role: "server", hours: 5),
        .init(name: "Mo", role: "manager", hours: 0, isManager: true),
        .init(name: "Gus", role: "cook", hours: 5),
      ])
    let payout = try pool.share(shift)
    #expect(payout.people.map(\.tips.amountText) == ["100.00", "0.00", "0.00"])
    #expect(payout.people.map(\.net.amountText) == ["90.00", "0.00", "10.00"])
  }

  @Test("An hours tip-out whose recipients on the shift all have 0 hours: roles without hours")
  func rolesWithoutHours() throws {
    let shift = Shift(
      currency: .usd, region: try Region("US"),
      staff: [
        .init(name: "A", role: "server", hours: 0, tips: .init(card: try Self.usd("100.00"))),
        .init(name: "B", role: "busser", hours: 0),
      ])
    let payout = try Self.hoursPool.share(shift)
    let result = try #require(payout.tipOuts.first)
    #expect(result.absentRoles == ["server", "busser", "bartender"])
    #expect(result.rolesWithoutHours == ["server", "busser"])
    #expect(result.returned.amountText == "100.00")
    #expect(payout["A"]?.net.amountText == "100.00")
  }

  @Test("Equal shares do not go by hours: someone with 0 hours is no role without hours")
  func equalSharesIgnoreHours() throws {
    let pool = TipPool(
      name: "e",
      tipOuts: [
        .init(
          name: "bar", from: ["server"], contribution: .tips(10), distribution: .equal,
          to: [.init("bartender"), .init("barback")])
      ])
    let shift = Shift(
      currency: .usd,
      staff: [
        .init(name: "A", role: "server", hours: 5, tips: .init(cash: try Self.usd("50.00"))),
        .init(name: "B", role: "bartender", hours: 0),
      ])
    let result = try #require(try pool.share(shift).tipOuts.first)
    #expect(result.absentRoles == ["barback"])
    #expect(result.rolesWithoutHours == [])
    #expect(try pool.share(shift)["B"]?.received.amountText == "5.00")
  }
}
