import TipJSON
import TipPricing
import TipScreens

extension CatalogLint {
  /// The presets of `document`'s screens above the screen's own custom-tip maximum or maximum
  /// rate (not its tiers') on some base the preset is shown for: an amount preset above the
  /// maximum or a percentage above the maximum rate on every base; a percentage above the
  /// maximum from the base where it passes it up; an amount above the maximum rate on the bases
  /// below the one where the rate reaches it. A smart screen shows its `options` from its
  /// threshold up and its `below` options under it, so a preset that passes a limit only on
  /// bases it is not shown for is not reported.
  static func presetFindings(in catalog: PolicyCatalog, document: LintDocument) -> [LintFinding] {
    let screens = catalog.screens
    var findings: [LintFinding] = []
    for name in screens.names {
      guard let entry = try? screens.entry(named: name), entry.source == document.file,
        let screen = entry.screen, let custom = screen.customTip
      else { continue }
      let path = DocumentPath.key("screens").key(name)
      let threshold = screen.smart?.threshold
      let lists: [(key: String, options: [TipScreen.Option], shown: Bases)] = [
        ("options", screen.options, Bases(from: threshold, below: nil)),
        ("below", screen.smart?.below ?? [], Bases(from: nil, below: threshold)),
      ]
      for list in lists {
        for (index, option) in list.options.enumerated() {
          guard let limit = excess(of: option, over: custom, shown: list.shown) else { continue }
          findings.append(
            LintFinding(
              location: document.location(path.key(list.key).index(index)),
              rule: .presetAboveCustomMaximum,
              message: "preset \(option) of screen '\(name)' is above the custom tip's "
                + "\(limit), so the screen suggests a tip a guest could not enter",
              suggestion: "lower the preset to at most the limit, or raise the limit"))
        }
      }
    }
    return findings
  }

  /// The bases a list of presets is shown for: from `from` (inclusive) and below `below`.
  struct Bases {
    /// The lowest base shown, if any is not.
    var from: DecimalValue?
    /// The base from which the list is no longer shown, if any.
    var below: DecimalValue?
  }

  /// The limit `option` is above and on which bases, in words (`maximum 20`,
  /// `maximum rate 25%`, `maximum 10 on a base of 66.67 or more`), if it is above one on a
  /// base in `shown`.
  private static func excess(
    of option: TipScreen.Option, over custom: CustomTip, shown: Bases
  ) -> String? {
    let hundred = DecimalValue(100)
    switch option {
    case .amount(let value):
      if let maximum = custom.maximum, maximum < value { return "maximum \(maximum)" }
      // The rate allows less than the preset below the base value × 100 ÷ rate.
      guard let rate = custom.maximumRate, !value.isZero,
        let scaled = value.multiplied(by: hundred, rule: .halfEven),
        let exact = scaled.divided(by: rate.percent, rule: .down),
        shown.from.map({ $0 < exact }) ?? true
      else { return nil }
      let shownText = exact.rounded(toScale: 2, rule: .down)
      let bases =
        shownText == exact ? "below \(exact)" : "of \(shownText) or less"
      return "maximum rate \(rate) on a base \(bases)"
    case .percent(let rate):
      if let maximum = custom.maximumRate, maximum < rate { return "maximum rate \(maximum)" }
      // The preset passes the maximum above the base maximum × 100 ÷ rate.
      guard let maximum = custom.maximum, !rate.percent.isZero,
        let scaled = maximum.multiplied(by: hundred, rule: .halfEven),
        let exact = scaled.divided(by: rate.percent, rule: .up),
        shown.below.map({ exact < $0 }) ?? true
      else { return nil }
      let shownText = exact.rounded(toScale: 2, rule: .up)
      let bases = shownText == exact ? "above \(exact)" : "of \(shownText) or more"
      return "maximum \(maximum) on a base \(bases)"
    }
  }
}
