import TipJSON
import TipPricing

/// The tip screens of a catalog, by name and by region, with the screens derived from the
/// `regional` policy's suggestions.
///
/// Every region rule of the catalog's `regional` policy becomes a screen named
/// `regional-<CODE>` (`regional-US`, `regional-CA-QC`): its suggestions as percentages (the
/// first four), the option equal to the rule's own percentage selected by default, and a custom
/// tip. A region whose rule tips nothing has "no tip" selected; a region with no suggestions gets
/// a screen of "no tip" (selected) and a custom tip only.
/// A screen the files define under the same name wins.
public struct CatalogScreens: Sendable {
  /// The entries by name.
  var entries: [String: CatalogScreen]
  /// Every screen name: the files' in file order, then the derived ones.
  public private(set) var names: [String]
  /// The screen name each region claims (`regions` of an entry, else a derived screen).
  var byRegion: [Region: String]
  /// The names of screens a file defines that did not load (their errors are reported where
  /// they are), and that no file defines otherwise: a reference to one is not to nothing.
  package private(set) var refusedNames: Set<String> = []

  /// The prefix of a screen derived from a region rule: `regional-`.
  public static let regionalPrefix = "regional-"
  /// The screen shown when none is named and no region's screen applies: `standard`.
  public static let standardName = "standard"

  /// No screens.
  public init() {
    entries = [:]
    names = []
    byRegion = [:]
  }

  init(
    entries: [String: CatalogScreen], names: [String], byRegion: [Region: String],
    refusedNames: Set<String> = []
  ) {
    self.entries = entries
    self.names = names
    self.byRegion = byRegion
    self.refusedNames = refusedNames.filter { entries[$0] == nil }
  }

  /// Whether there are no screens.
  public var isEmpty: Bool { names.isEmpty }

  /// The entry called `name`.
  ///
  /// - Throws: ``ScreenError/unknownScreen(name:suggestion:)`` with the closest name.
  public func entry(named name: String) throws(ScreenError) -> CatalogScreen {
    guard let entry = entries[name] else {
      throw .unknownScreen(
        name: name, suggestion: CatalogScreens.nameSuggestion(name, among: names))
    }
    return entry
  }

  /// The name of the screen for `region`: the subdivision's own, else its country's.
  public func screenName(for region: Region) -> String? {
    if let own = byRegion[region] { return own }
    return region.isSubdivision ? byRegion[region.country] : nil
  }

  /// The screen called `name` for `bill`: a rules entry's rules are tested against the bill.
  ///
  /// - Returns: the name of the screen that shows (a rule's, for a rules entry) and the screen.
  /// - Throws: ``ScreenError/unknownScreen(name:suggestion:)``.
  public func screen(named name: String, for bill: Bill) throws(ScreenError)
    -> (name: String, screen: TipScreen)
  {
    let entry = try entry(named: name)
    switch entry.definition {
    case .screen(let screen):
      return (name, screen)
    case .rules(let rules, let otherwise):
      let chosen = rules.first { $0.condition.holds(for: bill) }?.screen ?? otherwise
      // References are checked at load: a rule names a screen, never other rules.
      guard let screen = entries[chosen]?.screen else {
        throw .unknownScreen(name: chosen, suggestion: nil)
      }
      return (chosen, screen)
    }
  }

  /// What to suggest for an unknown screen name.
  static func nameSuggestion(_ name: String, among names: [String]) -> String {
    TipJSON.nameSuggestion(
      name, among: names, noun: "screens", empty: "the catalog defines no screens")
  }

  // MARK: - Derived screens

  /// The screen for one rule of the `regional` policy: its suggestions as percentages; selected
  /// by default, the one equal to the rule's own percentage, or "no tip" where the rule tips
  /// nothing (tipping is not customary there) or suggests nothing.
  static func derived(from rule: RegionPolicy.Rule) -> TipScreen? {
    let rates = Array(rule.suggestions.prefix(TipScreen.maximumOptionCount))
    let percent = rule.policy.policy as? PercentPolicy
    let tipsNothing = (rule.policy.policy as? FixedPolicy)?.amount.isZero ?? false
    var selection = TipScreen.DefaultSelection.none
    if rates.isEmpty || tipsNothing {
      selection = .noTip
    } else if let percent, let index = rates.firstIndex(of: percent.rate) {
      selection = .option(index)
    }
    return try? TipScreen(
      options: rates.map(TipScreen.Option.percent), base: percent?.base ?? .subtotal,
      defaultSelection: selection)
  }
}
