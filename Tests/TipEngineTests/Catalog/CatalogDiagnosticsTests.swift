import Testing
import TipEngine

@Suite("Validating a catalog: every error in source order, the catalog only when there are none")
struct CatalogDiagnosticsTests {
  @Test("The built-in catalog validates: no errors, and the catalog it loads")
  func builtInIsValid() {
    let diagnostics = PolicyCatalog.validate([.builtIn])
    #expect(diagnostics.isValid)
    #expect(diagnostics.errors.isEmpty)
    #expect(diagnostics.catalog?.contains("percent-18") == true)
  }

  @Test("A file with a bad screen and a bad pool gets both errors, each in its section, no catalog")
  func sectionsReportTheirErrors() {
    let json = """
      {"version": 1, "policies": [],
       "screens": {"house": {"options": ["15%"], "colour": "red"}},
       "pools": {"bar": {"tipOuts": []}}}
      """
    let diagnostics = PolicyCatalog.validate([CatalogSource(name: "house.json", json: json)])
    #expect(!diagnostics.isValid)
    #expect(diagnostics.catalog == nil)
    #expect(diagnostics.errors.map(\.path) == ["screens.house.colour", "pools.bar.tipOuts"])
    #expect(diagnostics.errors.map(\.file) == ["house.json", "house.json"])
    #expect(diagnostics.errors.map(\.line) == [2, 3])
  }
}
