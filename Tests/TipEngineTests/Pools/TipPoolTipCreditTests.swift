import Testing
import TipEngine

/// The US rule for an employer that takes a tip credit: its pool may pay only customarily and
/// regularly tipped staff, never the kitchen.
@Suite("Tip pools: the US tip-credit rule")
struct TipPoolTipCreditTests {
  static func errors(_ pool: String) -> [String] {
    let text = #"{"version": 1, "policies": [], "pools": {"house": \#(pool)}}"#
    return PolicyCatalog.validate([CatalogSource(name: "pools.json", bytes: Array(text.utf8))])
      .errors.map(\.description)
  }

  static let kitchenTipOut =
    #"[{"name": "kitchen", "from": ["server"], "percentOfTips": "5", "distribution": "hours", "to": ["busser", "cook"]}]"#

  @Test(
    "Catalog mistakes with a tip credit are load errors at their key, the law named",
    arguments: [
      (
        #"{"region": "US", "tipCredit": true, "tippedRoles": ["server", "busser"], "tipOuts": \#(kitchenTipOut)}"#,
        "pools.json:1:102: at pools.house.tippedRoles: tip-out 'kitchen' pays role 'cook', which "
          + "'tippedRoles' does not list, but in the US an employer that takes a tip credit may "
          + "share a pool only among customarily and regularly tipped employees (FLSA section "
          + "3(m)(2)(A); 29 CFR 531.54); take 'cook' out of the recipients, list it in "
          + "'tippedRoles' if its staff are customarily tipped, or drop 'tipCredit' if the "
          + "employer pays the full minimum wage"
      ),
      (
        #"{"region": "US", "tipCredit": true, "tipOuts": \#(kitchenTipOut)}"#,
        "pools.json:1:81: at pools.house.tipCredit: the pool takes a tip credit but lists no "
          + "'tippedRoles'; add \"tippedRoles\": [\"server\", \"bartender\", …], the roles that "
          + "are customarily and regularly tipped"
      ),
      (
        #"{"region": "US", "tippedRoles": ["server"], "tipOuts": \#(kitchenTipOut)}"#,
        "pools.json:1:83: at pools.house.tippedRoles: 'tippedRoles' is given, but the pool takes "
          + "no tip credit; add \"tipCredit\": true if the employer takes one, or remove "
          + "'tippedRoles'"
      ),
      (
        #"{"region": "GB", "allocationPolicy": "Shared by hours.", "tipCredit": true, "tippedRoles": ["busser", "cook"], "tipOuts": \#(kitchenTipOut)}"#,
        "pools.json:1:121: at pools.house.tipCredit: UK law has no tip credit: in the UK tips and "
          + "service charges are paid to workers in full, with nothing withheld, under a written "
          + "allocation policy (Employment (Allocation of Tips) Act 2023); remove 'tipCredit' and "
          + "'tippedRoles' from a GB pool"
      ),
    ])
  func catalogMistakes(pool: String, message: String) {
    #expect(Self.errors(pool) == [message])
  }

  @Test("A tip-credit pool that pays only tipped roles loads and shares by hours")
  func tippedRolesOnly() throws {
    let text =
      #"{"version": 1, "policies": [], "pools": {"house": {"region": "US", "tipCredit": true, "tippedRoles": ["server", "busser", "runner"], "tipOuts": [{"from": ["server"], "percentOfTips": "10", "distribution": "hours", "to": ["busser", "runner"]}]}}}"#
    let catalog = try PolicyCatalog(
      sources: [CatalogSource(name: "pools.json", bytes: Array(text.utf8))])
    let pool = try catalog.pool(named: "house")
    let shift = Shift(
      currency: .usd, region: try Region("US"),
      staff: [
        .init(
          name: "Ana", role: "server", hours: 6,
          tips: .init(cash: try Money("200.00", currency: .usd))),
        .init(name: "Dot", role: "busser", hours: 6), .init(name: "Ray", role: "runner", hours: 2),
      ])
    let payout = try pool.share(shift)
    #expect(payout.people.map(\.net.amountText) == ["180.00", "15.00", "5.00"])
  }

  @Test("A pool without a region that takes a tip credit is checked by a US shift's law")
  func regionlessPoolUnderUSLaw() throws {
    let pool = TipPool(
      name: "house", tipCredit: true, tippedRoles: ["server", "busser"],
      tipOuts: [
        .init(
          name: "kitchen", from: ["server"], contribution: .tips(5), distribution: .hours,
          to: [.init("busser"), .init("cook")])
      ])
    func staff(_ currency: Currency) throws -> [Shift.Person] {
      [
        .init(
          name: "Ana", role: "server", hours: 6,
          tips: .init(cash: try Money("100.00", currency: currency))),
        .init(name: "Cy", role: "cook", hours: 8),
      ]
    }
    // Outside the US the house may share as it likes.
    let canadian = try pool.share(
      Shift(currency: .cad, region: try Region("CA"), staff: try staff(.cad)))
    #expect(canadian.people.map(\.net.amountText) == ["95.00", "5.00"])
    let error = try #require(throws: PoolError.self) {
      try pool.share(Shift(currency: .usd, region: try Region("US"), staff: try staff(.usd)))
    }
    #expect(error.kind == .lawViolation)
    #expect(error.message.contains("FLSA section 3(m)(2)(A)"), "\(error.message)")
  }
}
