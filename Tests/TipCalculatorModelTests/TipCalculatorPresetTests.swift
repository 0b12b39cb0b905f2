import Testing
import TipCalculatorModel
import TipEngine

/// The preset buttons come from the tip screen of the calculator's region.
@Suite("TipCalculator presets from the region's tip screen")
struct TipCalculatorPresetTests {
  @Test(
    "A region's screen, else the standard one as prompt shows it, sets the presets; none: 10/15/20",
    arguments: [
      (nil, [10, 15, 20]),
      ("US", [15, 18, 20]),
      ("US-NY", [15, 18, 20]),
      ("CA-QC", [15, 18, 20]),
      ("MX", [10, 15, 20]),
      ("GB", [10, Percentage(uncheckedText: "12.5"), 15]),
      ("DE", [5, 8, 10]),
      ("JP", [5, 10, 15]),
      // Kenya has no screen of its own: the catalog's 'standard', as `tipcalc prompt` shows.
      ("KE", [15, 18, 20]),
      ("KW", [15, 18, 20]),
    ] as [(String?, [Percentage])])
  @MainActor
  func presets(region: String?, rates: [Percentage]) throws {
    let calculator = TipCalculator(currency: .usd)
    calculator.region = try region.map { try Region($0) }
    #expect(calculator.presets == rates.map(TipChoice.preset))
    #expect(
      TipChoice.presetRates(for: calculator.region, in: try PolicyCatalog.builtIn()) == rates)
  }

  @Test("A catalog's own screen for a region replaces the regional suggestions")
  @MainActor
  func catalogScreen() throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn,
      CatalogSource(
        name: "house.json",
        json: #"""
          {"version": 1, "policies": [],
           "screens": {"house": {"threshold": "10", "below": ["1", "2"],
                                 "options": ["18%", "2.50", "22%"], "regions": ["US"]}}}
          """#),
    ])
    let calculator = TipCalculator(currency: .usd, catalog: catalog)
    calculator.region = try Region("US")
    // Amounts are not percentages: only the screen's percentages become presets.
    #expect(calculator.presets == [.preset(18), .preset(22)])
    // No catalog, or one with no screen for the region and no 'standard': the fixed presets.
    #expect(TipChoice.presets(for: try Region("US"), in: nil) == TipChoice.presets)
    let screenless = try PolicyCatalog(sources: [
      CatalogSource(name: "bare.json", json: #"{"version": 1, "policies": []}"#)
    ])
    #expect(TipChoice.presets(for: try Region("KE"), in: screenless) == TipChoice.presets)
  }
}

extension Percentage {
  fileprivate init(uncheckedText text: String) {
    self = (try? Percentage(text)) ?? .zero
  }
}
