import Foundation
import Testing
import TipCalculatorModel
import TipEngine

@testable import TipCLI

/// `tipcalc interactive --region`: the tip presets are the region's tip screen's.
@Suite("tipcalc interactive: presets from the region's tip screen")
struct InteractiveRegionPresetTests {
  static func screen(_ keys: String, region: String?) throws -> InteractiveScreen {
    var screen = InteractiveScreen(
      currency: .usd, catalog: try PolicyCatalog.builtIn(),
      region: try region.map { try Region($0) })
    screen.handle(TerminalKey.decode(Array(keys.utf8)))
    return screen
  }

  @Test(
    "Keys 1, 2, 3 pick the region's presets; without a region they stay 10/15/20",
    arguments: [
      ("\t1", "GB", try? Percentage("10")),
      ("\t2", "GB", try? Percentage("12.5")),
      ("\t3", "GB", try? Percentage("15")),
      ("\t2", "US", try? Percentage("18")),
      ("\t2", nil, try? Percentage("15")),
      ("\t3", "DE", try? Percentage("10")),
      ("\t1", "JP", try? Percentage("5")),
      ("\t4", "GB", nil),
    ] as [(String, String?, Percentage?)])
  func presets(keys: String, region: String?, rate: Percentage?) throws {
    let screen = try Self.screen(keys, region: region)
    #expect(screen.calculator.tip == (rate.map(TipChoice.preset) ?? TipChoice.none))
  }

  @Test("The tip field shows and explains the region's presets")
  func rendering() throws {
    let gb = try Self.screen("\t2", region: "GB")
    #expect(gb.tipOptions().contains("[12.5%]"))
    #expect(gb.help == "1 2 3: 10/12.5/15%  0: none  c: custom")
    let japan = try Self.screen("\t", region: "JP")
    #expect(japan.help == "1 2 3: 5/10/15%  0: none  c: custom")
    #expect(japan.calculator.region == (try Region("JP")))
  }
}
