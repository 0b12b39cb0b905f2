import Foundation
import Testing
import TipEngine
import TipTestSupport

/// The region's law: in the US managers and supervisors receive nothing from a pool; in the UK
/// everything is paid out, with the house's written policy.
@Suite("Tip pools: US and UK law")
struct TipPoolLawTests {
  static let examples = Repository.url("Policies/examples/pools.json").path

  static func catalog(_ text: String) -> [CatalogError] {
    PolicyCatalog.validate([CatalogSource(name: "pools.json", bytes: Array(text.utf8))]).errors
  }

  static func shift(_ name: String) throws -> Shift {
    let data = try Data(contentsOf: Repository.url("Tests/Fixtures/shifts/\(name)"))
    return try Shift(json: Array(data), file: name)
  }

  @Test("US: a pool that pays a manager role fails to load, naming the FLSA 2018 amendment")
  func usPoolPayingManagerRole() throws {
    let errors = Self.catalog(
      """
      {"version": 1, "policies": [], "pools": {"bar": {"region": "US",
        "managerRoles": ["supervisor"],
        "tipOuts": [{"from": ["server"], "percentOfTips": "10", "distribution": "equal",
                     "to": ["bartender", "supervisor"]}]}}}
      """)
    #expect(
      errors.map(\.description) == [
        "pools.json:3:14: at pools.bar.tipOuts: tip-out 'server to bartender+supervisor' pays "
          + "role 'supervisor', which 'managerRoles' lists, but in the US managers and "
          + "supervisors may not receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 "
          + "amendment); take 'supervisor' out of the tip-out's recipients (it may still "
          + "contribute)"
      ])
  }

  @Test("US: a shift that puts a person marked manager among the recipients is refused")
  func usManagerAmongRecipients() throws {
    let catalog = try PolicyCatalog(files: [Self.examples], includingBuiltIn: false)
    let pool = try catalog.pool(named: "front-and-back")
    var shift = try Self.shift("friday-us.json")
    // Mo manages, but the pool does not pay the role 'manager': allowed.
    #expect(try pool.share(shift)["Mo"]?.net.isZero == true)
    shift.staff[7].role = "busser"
    let error = try #require(throws: PoolError.self) { try pool.share(shift) }
    #expect(error.kind == .lawViolation)
    #expect(error.path == "staff[7].manager")
    #expect(
      error.message
        == "Mo (role 'busser') is marked a manager and would receive from pool 'front-and-back', "
        + "but in the US managers and supervisors may not receive any part of a tip pool (FLSA "
        + "section 3(m)(2)(B), 2018 amendment)")
    // The same shift outside the US is no breach of that law.
    shift.region = try Region("CA")
    let canadian = TipPool(
      name: "ca", managerRoles: pool.managerRoles, tipOuts: pool.tipOuts)
    #expect(try canadian.share(shift)["Mo"]?.received.isZero == false)
  }

  @Test("US: a manager among those who share the shift's own tips by hours is refused")
  func usManagerSharingTheShiftsTips() throws {
    let pool = try PolicyCatalog(
      sources: [
        CatalogSource(
          name: "pools.json",
          json: #"""
            {"version": 1, "policies": [], "pools": {"us": {"region": "US",
              "managerRoles": ["manager"],
              "tipOuts": [{"name": "t", "from": ["server", "manager"], "percentOfTips": "10",
                           "distribution": "equal", "to": ["busser"]}]}}}
            """#)
      ]
    ).pool(named: "us")
    func shift(tips: String) throws -> Shift {
      try Shift(
        json: Array(
          #"""
          {"currency": "USD", "region": "US", \#(tips)
           "staff": [{"name": "A", "role": "server", "hours": "5"},
                     {"name": "M", "role": "manager", "hours": "5", "tips": {"cash": "20.00"}},
                     {"name": "B", "role": "busser", "hours": "5"}]}
          """#.utf8), file: "shift.json")
    }
    // The shift's $100 would be shared by hours between A and M: M would receive $50 of it.
    let error = try #require(throws: PoolError.self) {
      try pool.share(try shift(tips: #""tips": {"cash": "100.00"},"#))
    }
    #expect(error.kind == .lawViolation)
    #expect(error.path == "staff[1].role")
    #expect(
      error.message
        == "M (role 'manager') is in a manager role and would receive a share of the shift's "
        + "pooled tips by hours in pool 'us', but in the US managers and supervisors may not "
        + "receive any part of a tip pool (FLSA section 3(m)(2)(B), 2018 amendment)")
    // With tips given per person, M keeps their own $20 and contributes to the busser.
    let payout = try pool.share(try shift(tips: ""))
    #expect(payout["M"]?.received.isZero == true)
    #expect(payout["M"]?.net.amountText == "18.00")
  }

  @Test("A shift in another country than its pool is refused")
  func regionMismatch() throws {
    let catalog = try PolicyCatalog(files: [Self.examples], includingBuiltIn: false)
    let error = try #require(throws: PoolError.self) {
      try catalog.pool(named: "london-tronc").share(try Self.shift("friday-us.json"))
    }
    #expect(error.kind == .invalidRegion)
    #expect(error.message == "the shift is in US, but pool 'london-tronc' is written for GB")
  }

  @Test("GB: the whole tronc, service charges included, is paid out with the written policy")
  func gbPaysEverythingOut() throws {
    let catalog = try PolicyCatalog(files: [Self.examples], includingBuiltIn: false)
    let pool = try catalog.pool(named: "london-tronc")
    let payout = try pool.share(try Self.shift("saturday-gb.json"))
    #expect(payout.law == .unitedKingdom)
    #expect(payout.tips.amountText == "755.70")
    #expect(payout.fees.isZero)
    #expect(payout.pooled.amountText == "755.70")
    #expect(
      payout.people.map(\.net.amountText) == ["196.92", "135.39", "172.31", "177.23", "73.85"])
    #expect(payout.allocationPolicy?.hasPrefix("All tips and service charges are shared") == true)
  }

  @Test(
    "GB: a pool that withholds a card fee, or has no written policy, fails to load",
    arguments: [
      (
        #""cardFeeRate": "2", "allocationPolicy": "Shared by hours.","#,
        "pools.json:1:79: at pools.t.cardFeeRate: a card fee of 2% would be withheld from the "
          + "tips, but in the UK tips and service charges are paid to workers in full, with "
          + "nothing withheld, under a written allocation policy (Employment (Allocation of Tips) "
          + "Act 2023); remove 'cardFeeRate' from a GB pool"
      ),
      (
        "",
        "pools.json:1:47: at pools.t: the pool has no 'allocationPolicy', but in the UK tips and "
          + "service charges are paid to workers in full, with nothing withheld, under a written "
          + "allocation policy (Employment (Allocation of Tips) Act 2023); add "
          + "\"allocationPolicy\": \"…\" with the house's written policy, which every payout shows"
      ),
    ])
  func gbPoolRules(settings: String, message: String) {
    let errors = Self.catalog(
      #"{"version": 1, "policies": [], "pools": {"t": {"region": "GB", "#
        + settings
        + #" "tipOuts": [{"from": ["server"], "percentOfTips": "100", "distribution": "hours", "to": ["server"]}]}}}"#
    )
    #expect(errors.map(\.description) == [message])
  }

  @Test("GB: a shift in the UK shared by a pool without a region still obeys the 2023 Act")
  func gbShiftWithRegionlessPool() throws {
    let pool = TipPool(
      name: "house", cardFeeRate: 2,
      tipOuts: [
        .init(
          name: "all", from: ["server"], contribution: .tips(100), distribution: .equal,
          to: [.init("server")])
      ])
    let shift = Shift(
      currency: .gbp, region: try Region("GB"),
      staff: [.init(name: "Amelia", role: "server", hours: 8)])
    let error = try #require(throws: PoolError.self) { try pool.share(shift) }
    #expect(error.kind == .lawViolation)
    #expect(error.message.contains("Employment (Allocation of Tips) Act 2023"))
  }

  @Test("A pool built in code is checked when it shares: percentages must add up to 100")
  func codeBuiltPoolIsChecked() throws {
    let pool = TipPool(
      name: "bad",
      tipOuts: [
        .init(
          name: "bar", from: ["server"], contribution: .tips(10), distribution: .percent,
          to: [.init("bartender", share: 60), .init("host", share: 30)])
      ])
    let shift = Shift(
      currency: .usd,
      staff: [
        .init(
          name: "Ana", role: "server", hours: 6, tips: .init(cash: try Money("90", currency: .usd))),
        .init(name: "Ben", role: "bartender", hours: 6),
      ])
    let error = try #require(throws: PoolError.self) { try pool.share(shift) }
    #expect(error.kind == .invalidPool)
    #expect(
      error.description
        == "pool 'bad': the percentages add up to 90, not 100; make the roles' "
        + "percentages add up to exactly 100")
  }

  @Test("A US shift shared by a regionless pool that pays a manager role is refused")
  func usShiftWithRegionlessPool() throws {
    let pool = TipPool(
      name: "house", managerRoles: ["supervisor"],
      tipOuts: [
        .init(
          name: "all", from: ["server"], contribution: .tips(50), distribution: .equal,
          to: [.init("server"), .init("supervisor")])
      ])
    let shift = Shift(
      currency: .usd, region: try Region("US-NY"),
      staff: [.init(name: "Ana", role: "server", hours: 8)])
    let error = try #require(throws: PoolError.self) { try pool.share(shift) }
    #expect(error.kind == .lawViolation)
    #expect(error.message.contains("FLSA section 3(m)(2)(B), 2018 amendment"))
  }
}
