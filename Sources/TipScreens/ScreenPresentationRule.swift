import TipPricing

/// A rule that a region's law sets on how tips are suggested, applied by every tip screen to a
/// bill from that region whatever the screen's own settings.
///
/// The built-in rules (``builtIn``):
///
/// | Region | Rule | Source |
/// |---|---|---|
/// | `CA-QC` | ``preTaxBase``: suggestions on the amount before taxes | Quebec's Bill 72 (in force 2025) |
///
/// A rule for a country also covers its subdivisions; a subdivision's own rule comes first.
public enum ScreenPresentationRule: Sendable, Hashable {
  /// Suggestions are computed on the amount before taxes: a screen whose base is
  /// ``TipBase/total`` uses ``TipBase/subtotal`` instead. ``TipBase/subtotal`` and
  /// ``TipBase/gross`` are before taxes already and stay as they are.
  case preTaxBase

  /// The rules that laws set, by region.
  public static let builtIn: [Region: ScreenPresentationRule] = {
    var rules: [Region: ScreenPresentationRule] = [:]
    if let quebec = try? Region("CA-QC") { rules[quebec] = .preTaxBase }
    return rules
  }()

  /// The rule for `region`, if a law sets one: the subdivision's own, else its country's.
  public static func rule(for region: Region?) -> ScreenPresentationRule? {
    guard let region else { return nil }
    if let own = builtIn[region] { return own }
    return region.isSubdivision ? builtIn[region.country] : nil
  }

  /// The base a screen with `base` uses under this rule.
  public func base(replacing base: TipBase) -> TipBase {
    switch self {
    case .preTaxBase: return base == .total ? .subtotal : base
    }
  }
}
