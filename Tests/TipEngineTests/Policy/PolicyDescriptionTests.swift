import Testing
import TipEngine

@Suite("A built-in policy prints as its one-line summary, not its stored settings")
struct PolicyDescriptionTests {
  @Test("A policy built in code prints its summary")
  func builtInCode() throws {
    let tenPercent = try PercentPolicy(rate: 10)
    #expect(String(describing: tenPercent) == "10% of the subtotal, rounded half-up")
    #expect("\(tenPercent)" == tenPercent.summary)
    let fixed = try FixedPolicy(Money(minorUnits: 200, currency: .usd))
    #expect(String(describing: fixed) == "a fixed 2 USD")
    let roundedUp = try RoundUpPolicy(wrapping: tenPercent, increment: 1)
    #expect(String(describing: roundedUp) == "rounded up so the total is a multiple of 1")
  }

  @Test("Every policy of the built-in catalog prints its summary, whatever its kind")
  func builtInCatalog() throws {
    let catalog = try PolicyCatalog.builtIn()
    var kinds: Set<String> = []
    for name in catalog.names {
      let policy = try catalog.policy(named: name)
      kinds.insert(String(describing: type(of: policy)))
      #expect(String(describing: policy) == policy.summary, "\(name)")
      #expect(!String(describing: policy).contains("Settings"), "\(name)")
    }
    #expect(kinds.count >= 5, "the catalog covers most kinds: \(kinds.sorted())")
  }
}
