import Testing
import TipEngine
import TipPolicyTesting

/// A third-party kind: a fixed amount per guest (`{"kind": "per-guest", "amount": "2"}`).
struct PerGuestPolicy: ConfigurablePolicy {
  static let kind = "per-guest"
  static let kindSummary = "a fixed amount for each guest"
  var amount: DecimalValue

  func tip(for bill: Bill) throws -> Money {
    try Money(exactly: amount, currency: bill.currency).multiplied(by: bill.partySize ?? 1)
  }

  var summary: String { "\(amount) per guest" }
}

/// A third-party composite kind: another policy's tip, capped (`{"kind": "capped",
/// "policy": "percent-20", "maximum": "50"}`).
struct CappedPolicy: ConfigurablePolicy {
  static let kind = "capped"
  var policy: PolicyReference
  var maximum: DecimalValue

  func tip(for bill: Bill) throws -> Money {
    let tip = try policy.tip(for: bill)
    let cap = try Money(exactly: maximum, currency: bill.currency)
    return tip.minorUnits > cap.minorUnits ? cap : tip
  }

  var summary: String { "capped at \(maximum)" }
  var components: [PolicyComponent] { [PolicyComponent(role: "capped", reference: policy)] }
}

/// A third-party kind with a rule shared by its initialiser and its decoder, thrown as a
/// `PolicyError` (`{"kind": "per-table", "tables": 3}`).
struct PerTablePolicy: ConfigurablePolicy {
  static let kind = "per-table"
  var tables: Int

  init(tables: Int) throws(PolicyError) {
    guard tables > 0 else {
      throw .invalidSetting(
        kind: Self.kind, setting: "tables", problem: "tables \(tables) is not positive",
        expected: "expected 1 or more")
    }
    self.tables = tables
  }

  enum CodingKeys: String, CodingKey { case tables }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(tables: container.decode(Int.self, forKey: .tables))
  }

  func tip(for bill: Bill) throws -> Money {
    try Money(minorUnits: 100, currency: bill.currency).multiplied(by: tables)
  }

  var summary: String { "1 per table" }
}

@Suite("Third-party policy kinds")
struct CustomPolicyKindTests {
  let json = #"""
    {"version": 1, "policies": [
      {"name": "guests", "kind": "per-guest", "amount": "2.50"},
      {"name": "generous", "kind": "capped", "policy": "percent-20", "maximum": 50}
    ]}
    """#

  @Test("A registered kind loads by name, alongside the built-in catalog")
  func registeredKind() throws {
    let registry = PolicyRegistry.standard
      .registering(PerGuestPolicy.self)
      .registering(CappedPolicy.self)
    let catalog = try PolicyCatalog(
      sources: [.builtIn, CatalogSource(name: "bar.json", json: json)], registry: registry)
    let bill = Bill(subtotal: Money(minorUnits: 40_000, currency: .usd), partySize: 4)
    #expect(try catalog.policy(named: "guests").tip(for: bill).amountText == "10.00")
    // 20 % of 400.00 is 80.00, capped at 50.00.
    #expect(try catalog.policy(named: "generous").tip(for: bill).amountText == "50.00")
    let small = Bill(subtotal: Money(minorUnits: 10_000, currency: .usd))
    #expect(try catalog.policy(named: "generous").tip(for: small).amountText == "20.00")
    #expect(registry.kindNames.contains("per-guest"))
    #expect(registry.summary(ofKind: "per-guest") == "a fixed amount for each guest")
    #expect(try catalog.entry(named: "guests").description == "2.5 per guest")
  }

  @Test("Without registration the kind is unknown, with a list of known kinds")
  func unregistered() {
    let result = PolicyCatalog.validate([CatalogSource(name: "bar.json", json: json)])
    #expect(result.errors.count == 2)
    #expect(result.errors.first?.kind == .unknownKind)
    #expect(result.errors.first?.message == "unknown policy kind 'per-guest'")
    #expect(
      result.errors.first?.suggestion
        == "known kinds: cap, fixed, percent, region, round-up, rules, smart")
  }

  @Test("Registries are values: registering does not change the standard one")
  func registriesAreValues() {
    _ = PolicyRegistry.standard.registering(PerGuestPolicy.self)
    #expect(
      PolicyRegistry.standard.kindNames == [
        "cap", "fixed", "percent", "region", "round-up", "rules", "smart",
      ])
  }

  @Test("Unknown keys in third-party kinds are caught too")
  func unknownKeysInCustomKinds() {
    let registry = PolicyRegistry.standard.registering(PerGuestPolicy.self)
    let result = PolicyCatalog.validate(
      [
        CatalogSource(
          name: "bar.json",
          json: #"{"version": 1, "policies": [{"name": "g", "kind": "per-guest", "amont": "2"}]}"#)
      ], registry: registry)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.kind == .unknownKey || result.errors.first?.kind == .missingKey)
    #expect(result.errors.first?.description.contains("amont") == true)
  }

  @Test("Catalogs are Sendable and usable from many tasks at once")
  func concurrentUse() async throws {
    let catalog = try PolicyCatalog.builtIn()
    let total = try await withThrowingTaskGroup(of: Int64.self) { group in
      for index in 0..<64 {
        group.addTask {
          let policy = try catalog.policy(named: "regional")
          var sum: Int64 = 0
          for cents in 0..<500 {
            let bill = Bill(
              subtotal: Money(minorUnits: Int64(index * 1000 + cents), currency: .usd),
              region: try Region("US")
            )
            sum += try policy.tip(for: bill).minorUnits
          }
          return sum
        }
      }
      return try await group.reduce(0, +)
    }
    var expected: Int64 = 0
    let percent = try PercentPolicy(rate: 18)
    for index in 0..<64 {
      for cents in 0..<500 {
        let bill = Bill(subtotal: Money(minorUnits: Int64(index * 1000 + cents), currency: .usd))
        expected += try percent.tip(for: bill).minorUnits
      }
    }
    #expect(total == expected)
  }

  @Test("A kind's PolicyError is reported at its setting, in its words")
  func policyErrorsOfAKind() throws {
    let registry = PolicyRegistry.standard.registering(PerTablePolicy.self)
    let json = #"{"version": 1, "policies": [{"name": "t", "kind": "per-table", "tables": 0}]}"#
    let errors = PolicyCatalog.validate(
      [CatalogSource(name: "t.json", json: json)], registry: registry
    ).errors
    #expect(
      errors.map(\.description) == [
        "t.json:1:74: at policies[0].tables: tables 0 is not positive; expected 1 or more"
      ])
    #expect(TipPolicyContract().violations(of: try PerTablePolicy(tables: 2)).isEmpty)
  }
}
