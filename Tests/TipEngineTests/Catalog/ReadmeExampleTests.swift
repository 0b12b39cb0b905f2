import Testing
import TipEngine

@Suite("The README's library example")
struct ReadmeExampleTests {
  @Test("Loading 'regional' by name and quoting 84.50 in the US for 3 people")
  func quickStart() throws {
    let catalog = try PolicyCatalog.builtIn()
    let policy = try catalog.policy(named: "regional")
    let bill = Bill(subtotal: try Money("84.50", currency: .usd), region: try Region("US"))
    let quote = try policy.quote(for: bill, splitting: .evenly(people: 3))
    #expect(quote.tip.amountText == "15.21")
    #expect(quote.total.amountText == "99.71")
    #expect(quote.shares.map(\.amountText) == ["33.24", "33.24", "33.23"])
    #expect(
      try Money("100", currency: .usd).split(into: 3).map(\.amountText) == [
        "33.34", "33.33", "33.33",
      ])
  }
}
