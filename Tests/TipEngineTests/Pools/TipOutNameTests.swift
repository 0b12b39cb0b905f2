import Testing
import TipEngine

/// A tip-out's `name` is what outputs and errors show: an empty one would show nothing, so it is
/// refused at load, as the schema refuses it; leaving it out names the tip-out by its roles.
@Suite("A tip-out's name: empty is refused at its key, absent is made of its roles")
struct TipOutNameTests {
  static func errors(_ name: String) -> [String] {
    let text = #"""
      {"version": 1, "policies": [], "pools": {"house": {"tipOuts": [{"name": \#(name), "from": ["server"], "percentOfTips": "10", "distribution": "equal", "to": ["busser"]}]}}}
      """#
    return PolicyCatalog.validate([CatalogSource(name: "pools.json", json: text)]).errors
      .map(\.description)
  }

  @Test(
    "An empty or blank name is refused at tipOuts[0].name with what to write",
    arguments: [
      #""""#, #"" ""#,
    ])
  func emptyNameIsRefused(name: String) {
    #expect(
      Self.errors(name) == [
        "pools.json:1:73: at pools.house.tipOuts[0].name: the tip-out's name is empty; name it "
          + #"as outputs show it, such as "bar", or leave 'name' out for one made of its roles"#
      ])
  }

  @Test("A name with text loads")
  func namedTipOutLoads() {
    #expect(Self.errors(#""bar""#) == [])
  }
}
