import Foundation
import Testing
import TipEngine
import TipTestSupport

/// Published worked examples of tip-pool products, reproduced with their own figures: 7shifts'
/// percent-per-role pool with an absent role, Toast's rule that a percentage returns to the
/// contributors, TipHaus's points, Vista's percent of sales by hours, a percent-then-hours pool
/// (Oracle's model) and a card fee.
@Suite("Tip pools: published worked examples")
struct TipPoolExampleTests {
  /// US dollars from text.
  static func usd(_ text: String) throws -> Money { try Money(text, currency: .usd) }

  /// A person with hours and, optionally, cash tips.
  static func person(_ name: String, _ role: String, hours: DecimalValue = 8, cash: String? = nil)
    throws -> Shift.Person
  {
    .init(name: name, role: role, hours: hours, tips: try cash.map { .init(cash: try usd($0)) })
  }

  /// Each person's net payout, by name, as text.
  static func nets(_ payout: PoolPayout) -> [String: String] {
    Dictionary(uniqueKeysWithValues: payout.people.map { ($0.name, $0.net.amountText) })
  }

  /// 7shifts' bar pool: bartenders give 100 % of their tips, shared 80 / 15 / 5 among
  /// bartenders, barbacks and hosts.
  static func barPool(_ absent: TipPool.AbsentRole) -> TipPool {
    TipPool(
      name: "bar", ifRoleAbsent: absent,
      tipOuts: [
        .init(
          name: "bar", from: ["bartender"], contribution: .tips(100), distribution: .percent,
          to: [.init("bartender", share: 80), .init("barback", share: 15), .init("host", share: 5)])
      ])
  }

  @Test(
    "7shifts: $100 shared 80/15/5; with the barback off sick, 94.12 and 5.88 (redistributed)",
    arguments: [
      (true, ["Bo": "80.00", "Cal": "15.00", "Hal": "5.00"]),
      (false, ["Bo": "94.12", "Hal": "5.88"]),
    ])
  func sevenShiftsPercent(barbackWorks: Bool, expected: [String: String]) throws {
    var staff = [try Self.person("Bo", "bartender", cash: "100.00")]
    if barbackWorks { staff.append(try Self.person("Cal", "barback")) }
    staff.append(try Self.person("Hal", "host"))
    let payout = try Self.barPool(.redistribute).share(Shift(currency: .usd, staff: staff))
    #expect(Self.nets(payout) == expected)
    #expect(payout.pooled.amountText == "100.00")
    #expect(payout.tipOuts[0].absentRoles == (barbackWorks ? [] : ["barback"]))
  }

  @Test("Toast's percentages: an absent role's share returns to the contributor")
  func toastPercentReturns() throws {
    let staff = [
      try Self.person("Bo", "bartender", cash: "100.00"), try Self.person("Hal", "host"),
    ]
    let payout = try Self.barPool(.return).share(Shift(currency: .usd, staff: staff))
    #expect(Self.nets(payout) == ["Bo": "95.00", "Hal": "5.00"])
    #expect(payout.tipOuts[0].returned.amountText == "15.00")
    // The returned share is taken off what Bo gave, not counted as received.
    #expect(payout["Bo"]?.contributed.amountText == "85.00")
    #expect(payout["Bo"]?.received.amountText == "80.00")
  }

  @Test(
    "TipHaus points: servers 3, bartenders 1, $500 (exact cents where TipHaus truncates)",
    arguments: [
      (1, ["375.00", "125.00"]),
      (2, ["214.29", "214.28", "71.43"]),
      (3, ["150.00", "150.00", "150.00", "50.00"]),
    ])
  func tipHausPoints(servers: Int, expected: [String]) throws {
    var staff: [Shift.Person] = []
    for index in 1...servers { staff.append(try Self.person("Server \(index)", "server")) }
    staff.append(try Self.person("Bartender", "bartender"))
    let pool = TipPool(
      name: "points",
      tipOuts: [
        .init(
          name: "all", from: ["server", "bartender"], contribution: .tips(100),
          distribution: .points, to: [.init("server", share: 3), .init("bartender", share: 1)])
      ])
    let shift = Shift(currency: .usd, tips: .init(cash: try Self.usd("500.00")), staff: staff)
    let payout = try pool.share(shift)
    #expect(payout.people.map(\.net.amountText) == expected)
    #expect(payout.people.map(\.received.amountText) == expected)
    #expect(payout.pooled.amountText == "500.00")
  }

  @Test("Percent per role, then hours within the role (Oracle's model)")
  func percentThenHours() throws {
    let pool = TipPool(
      name: "support",
      tipOuts: [
        .init(
          name: "support", from: ["server"], contribution: .tips(100),
          distribution: .percentThenHours,
          to: [.init("busser", share: 60), .init("runner", share: 40)])
      ])
    let staff = [
      try Self.person("Ana", "server", hours: 6, cash: "200.00"),
      try Self.person("Dot", "busser", hours: 6), try Self.person("Eve", "busser", hours: 3),
      try Self.person("Flo", "runner", hours: 5),
    ]
    let payout = try pool.share(Shift(currency: .usd, staff: staff))
    #expect(Self.nets(payout) == ["Ana": "0.00", "Dot": "80.00", "Eve": "40.00", "Flo": "80.00"])
  }

  @Test(
    "Card fee: 1.8 % of $100 card tips is $1.80 (Seattle Times), at most the fee charged, not from cash",
    arguments: [(nil as String?, "1.80", "148.20"), ("1.50", "1.50", "148.50")])
  func cardFee(charged: String?, fee: String, net: String) throws {
    let pool = TipPool(
      name: "fee", cardFeeRate: try Percentage("1.8"),
      tipOuts: [
        .init(
          name: "keep", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("server")])
      ])
    let server = Shift.Person(
      name: "Sam", role: "server", hours: 6,
      tips: .init(card: try Self.usd("100.00"), cash: try Self.usd("50.00")))
    let shift = Shift(
      currency: .usd, cardFees: try charged.map { try Self.usd($0) }, staff: [server])
    let payout = try pool.share(shift)
    #expect(payout.fees.amountText == fee)
    #expect(payout["Sam"]?.fee.amountText == fee)
    #expect(payout["Sam"]?.net.amountText == net)
  }

  @Test("A chained shift (servers → bar → kitchen) pays each person the hand-computed amount")
  func chainedShift() throws {
    let catalog = try PolicyCatalog(
      files: [Repository.url("Policies/examples/pools.json").path], includingBuiltIn: false)
    let data = try Data(contentsOf: Repository.url("Tests/Fixtures/shifts/friday-us.json"))
    let shift = try Shift(json: Array(data), file: "friday-us.json")
    let payout = try catalog.pool(named: "front-and-back").share(shift)
    let rows = payout.people.map {
      [
        $0.name, $0.tips.amountText, $0.fee.amountText, $0.contributed.amountText,
        $0.received.amountText, $0.net.amountText,
      ]
    }
    #expect(
      rows == [
        ["Ana", "340.00", "7.50", "37.21", "0.00", "295.29"],
        ["Raj", "245.00", "5.50", "26.11", "0.00", "213.39"],
        ["Ben", "210.00", "3.75", "21.45", "8.27", "193.07"],
        ["Cy", "0.00", "0.00", "0.47", "4.73", "4.26"],
        ["Dot", "0.00", "0.00", "0.00", "33.55", "33.55"],
        ["Eve", "0.00", "0.00", "0.00", "16.77", "16.77"],
        ["Gus", "0.00", "0.00", "0.00", "21.92", "21.92"],
        ["Mo", "0.00", "0.00", "0.00", "0.00", "0.00"],
      ])
    #expect(payout.fees.amountText == "16.75")
    #expect(payout.pooled.amountText == "85.24")
    #expect(payout.tipOuts.map(\.returned.amountText) == ["0.00", "33.54", "0.00"])
    #expect(payout.tipOuts[1].absentRoles == ["runner"])
  }

  // Vista's tip-share help page: 1 % of the $2,000 of food sales goes to the kitchen, shared by
  // hours among chefs who worked 2, 4 and 8 hours; the third receives $20 × 8/14 = $11.43.
  @Test("Vista: 1 % of food sales to the kitchen by hours: 2.86, 5.71 and 11.43 of $20")
  func vistaSalesByHours() throws {
    var server = try Self.person("Sam", "server", cash: "150.00")
    server.sales = ["food": try Self.usd("2000.00"), "drinks": try Self.usd("400.00")]
    let staff = [
      server, try Self.person("Chef 1", "chef", hours: 2),
      try Self.person("Chef 2", "chef", hours: 4),
      try Self.person("Chef 3", "chef", hours: 8),
    ]
    let pool = TipPool(
      name: "kitchen",
      tipOuts: [
        .init(
          name: "kitchen", from: ["server"], contribution: .sales(1, categories: ["food"]),
          distribution: .hours, to: [.init("chef")])
      ])
    let payout = try pool.share(Shift(currency: .usd, staff: staff))
    #expect(payout.pooled.amountText == "20.00")
    #expect(
      Self.nets(payout) == ["Sam": "130.00", "Chef 1": "2.86", "Chef 2": "5.71", "Chef 3": "11.43"])
  }
}
