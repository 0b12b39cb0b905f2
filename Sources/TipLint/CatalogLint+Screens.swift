import TipJSON
import TipPricing
import TipScreens

extension CatalogLint {
  /// The presets of `document`'s screens above the screen's own custom-tip maximum (an
  /// amount preset) or maximum rate (a percentage preset).
  static func presetFindings(in catalog: PolicyCatalog, document: LintDocument) -> [LintFinding] {
    let screens = catalog.screens
    var findings: [LintFinding] = []
    for name in screens.names {
      guard let entry = try? screens.entry(named: name), entry.source == document.file,
        let screen = entry.screen, let custom = screen.customTip
      else { continue }
      let path = DocumentPath.key("screens").key(name)
      let lists = [("options", screen.options), ("below", screen.smart?.below ?? [])]
      for (key, options) in lists {
        for (index, option) in options.enumerated() {
          guard let limit = excess(of: option, over: custom) else { continue }
          findings.append(
            LintFinding(
              location: document.location(path.key(key).index(index)),
              rule: .presetAboveCustomMaximum,
              message: "preset \(option) of screen '\(name)' is above the custom tip's "
                + "\(limit), so the screen suggests a tip a guest could not enter",
              suggestion: "lower the preset to at most the limit, or raise the limit"))
        }
      }
    }
    return findings
  }

  /// The limit `option` is above, in words (`maximum 20`, `maximum rate 25%`), if any.
  private static func excess(of option: TipScreen.Option, over custom: CustomTip) -> String? {
    switch option {
    case .amount(let value):
      guard let maximum = custom.maximum, maximum < value else { return nil }
      return "maximum \(maximum)"
    case .percent(let rate):
      guard let maximum = custom.maximumRate, maximum < rate else { return nil }
      return "maximum rate \(maximum)"
    }
  }
}
