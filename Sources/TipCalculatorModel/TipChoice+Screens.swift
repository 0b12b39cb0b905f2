import TipEngine

extension TipChoice {
  /// The preset rates for a bill in `region`: the percentages of the screen the catalog shows
  /// for a bill of the region with nothing else known (`PolicyCatalog.selectScreen(named:for:)`:
  /// its `regions` claim, else the `regional-<CODE>` screen made from the regional policy's
  /// suggestions, a subdivision without one taking its country's, else the `standard` screen),
  /// as `tipcalc prompt` shows it. Without a region, or a catalog with no screen for it,
  /// ``presetRates`` (10 %, 15 %, 20 %).
  ///
  /// A smart screen gives its percentages (those it shows from its threshold up); a screen of
  /// rules gives the percentages of the screen its rules choose for a bill of the region with
  /// nothing else known. A screen with no percentages (a catalog region without suggestions)
  /// gives none, so a front end shows no preset buttons there.
  ///
  /// ```swift
  /// let catalog = try PolicyCatalog.builtIn()
  /// TipChoice.presetRates(for: try Region("CA-QC"), in: catalog)   // [15, 18, 20]
  /// TipChoice.presetRates(for: try Region("KW"), in: catalog)      // [15, 18, 20]: 'standard'
  /// TipChoice.presetRates(for: nil, in: catalog)                   // [10, 15, 20]
  /// ```
  public static func presetRates(for region: Region?, in catalog: PolicyCatalog?) -> [Percentage] {
    guard let region, let catalog,
      let screen = try? catalog.selectScreen(
        for: Bill(subtotal: .zero(region.currency), region: region)
      ).screen
    else { return presetRates }
    return screen.options.compactMap { option in
      if case .percent(let rate) = option { return rate }
      return nil
    }
  }

  /// The preset choices for a bill in `region`, in button order (see
  /// ``presetRates(for:in:)``).
  public static func presets(for region: Region?, in catalog: PolicyCatalog?) -> [TipChoice] {
    presetRates(for: region, in: catalog).map(TipChoice.preset)
  }
}

extension TipCalculator {
  /// The preset buttons for the calculator's ``region``: the screen ``catalog`` shows for it,
  /// else 10 %, 15 %, 20 % (see ``TipChoice/presetRates(for:in:)``).
  public var presets: [TipChoice] { TipChoice.presets(for: region, in: catalog) }
}
