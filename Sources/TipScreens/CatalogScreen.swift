import TipJSON
import TipPricing

/// One named entry of a catalog's `screens` section: a tip screen, or rules that pick one of the
/// catalog's screens for each bill; either may claim regions as their screen.
///
/// ```json
/// "screens": {
///   "house": {"options": ["15%", "18%", "20%"], "default": 1, "regions": ["US"]},
///   "after-gratuity": {"rules": [{"when": {"gratuityApplied": true}, "screen": "toast-gratuity"}],
///                      "otherwise": "house"}
/// }
/// ```
public struct CatalogScreen: Sendable {
  /// What the entry is.
  public enum Definition: Sendable {
    /// A screen.
    case screen(TipScreen)
    /// Rules in order, each naming a screen of the catalog, and the screen when none holds.
    case rules([Rule], otherwise: String)
  }

  /// One rule of a rules entry: when the condition holds, the named screen shows.
  public struct Rule: Sendable, Hashable {
    /// When the rule applies.
    public var condition: BillCondition
    /// The name of a (non-rules) screen of the catalog.
    public var screen: String
  }

  /// The entry's name in the catalog.
  public internal(set) var name: String
  /// The `description` from the file, or a summary.
  public internal(set) var description: String
  /// The screen or the rules.
  public internal(set) var definition: Definition
  /// The regions whose screen this is (a subdivision's entry comes before its country's).
  public internal(set) var regions: [Region]
  /// The source that defined it, or `derived from 'regional'` for a region's screen made from
  /// the regional policy's suggestions.
  public internal(set) var source: String

  /// The screen, when the entry is one (not rules).
  public var screen: TipScreen? {
    if case .screen(let screen) = definition { return screen }
    return nil
  }
}

/// A `screens` entry as the file writes it, before names are resolved.
struct ScreenDefinition: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case description, options, threshold, below, base, categories, `default`, noTip, custom
    case rounding, regions, rules, otherwise
  }

  enum RuleKeys: String, CodingKey {
    case when, screen
  }

  var description: String?
  var definition: CatalogScreen.Definition
  var regions: [Region]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    regions = try container.decodeIfPresent([Region].self, forKey: .regions) ?? []
    if container.contains(.rules) {
      definition = try ScreenDefinition.rules(in: container)
      return
    }
    let options = try container.decodeIfPresent([TipScreen.Option].self, forKey: .options)
    let threshold = try container.decodeIfPresent(DecimalValue.self, forKey: .threshold)
    let below = try container.decodeIfPresent([TipScreen.Option].self, forKey: .below)
    try ScreenError.checking(in: container) { () throws(ScreenError) in
      try ScreenDefinition.check(options: options, threshold: threshold, below: below)
    }
    let base = try container.decodeIfPresent(TipBase.self, forKey: .base) ?? .subtotal
    let categories = try container.decodeIfPresent([String].self, forKey: .categories)
    let selection = try ScreenDefinition.defaultSelection(in: container)
    let noTip = try container.decodeIfPresent(Bool.self, forKey: .noTip) ?? true
    let custom = try ScreenDefinition.customTip(in: container)
    let rounding = try container.decodeIfPresent(RoundingRule.self, forKey: .rounding) ?? .halfUp
    var screen: TipScreen?
    try ScreenError.building(in: container) { () throws(ScreenError) in
      screen = try TipScreen(
        options: options ?? [],
        smart: threshold.map { TipScreen.Smart(threshold: $0, below: below ?? []) }, base: base,
        categories: categories, defaultSelection: selection, offersNoTip: noTip,
        customTip: custom, rounding: rounding)
    }
    guard let screen else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: "the screen could not be read"))
    }
    definition = .screen(screen)
  }

  /// The rules of the list keys: `options` given and not empty; `threshold` and `below` only
  /// together.
  static func check(
    options: [TipScreen.Option]?, threshold: DecimalValue?, below: [TipScreen.Option]?
  )
    throws(ScreenError)
  {
    guard let options else {
      throw .invalidSetting(
        setting: "", problem: "missing key 'options'",
        expected: "list 1 to \(TipScreen.maximumOptionCount) options such as [\"15%\", \"20%\"], "
          + "or write \"rules\" to choose among screens")
    }
    try TipScreen.check(options: options, setting: "options", allowsEmpty: false)
    switch (threshold, below) {
    case (nil, _?):
      throw .invalidSetting(
        setting: "below", problem: "'below' is given without a 'threshold'",
        expected: "add \"threshold\": \"10\" (the base from which 'options' show), or remove "
          + "'below'")
    case (_?, nil):
      throw .invalidSetting(
        setting: "threshold",
        problem: "a smart screen needs both option lists, but 'below' is missing",
        expected: "add \"below\": [\"1\", \"2\", \"3\"] (the options below the threshold)")
    default:
      return
    }
  }

  /// `default`: an option index, `"no-tip"`, or `null` (the default when left out).
  static func defaultSelection(in container: KeyedDecodingContainer<CodingKeys>) throws
    -> TipScreen.DefaultSelection
  {
    guard container.contains(.default), !(try container.decodeNil(forKey: .default)) else {
      return .none
    }
    if let number = try? container.decode(WholeNumber.self, forKey: .default) {
      if let index = number.value { return .option(index) }
      // Too large to hold: past the last option of any screen, reported as TipScreen would.
      let last = TipScreen.maximumOptionCount - 1
      try ScreenError.checking(in: container) { () throws(ScreenError) in
        throw .invalidSetting(
          setting: "default",
          problem: "default option \(number.text) is out of range: a screen shows at most "
            + "\(TipScreen.maximumOptionCount) options",
          expected: "write an index from 0 to \(last) (0 is the first option), null or \"no-tip\"")
      }
      return .none
    }
    if let text = try? container.decode(String.self, forKey: .default),
      text == TipScreen.DefaultSelection.noTipName
    {
      return .noTip
    }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: container.codingPath + [CodingKeys.default],
        debugDescription: "expected an option index (0 is the first), \"no-tip\" or null"))
  }

  /// `custom`: `true` (no limits, the default), `false` (none), or an object of limits.
  static func customTip(in container: KeyedDecodingContainer<CodingKeys>) throws -> CustomTip? {
    guard container.contains(.custom) else { return CustomTip() }
    if let offered = try? container.decode(Bool.self, forKey: .custom) {
      return offered ? CustomTip() : nil
    }
    do {
      return try container.decode(CustomTip.self, forKey: .custom)
    } catch let error as CatalogError
      where error.kind == .typeMismatch
      && error.path == ConfigDecoder.render(container.codingPath + [CodingKeys.custom])
    {
      // Neither a flag nor an object: say what `custom` may be.
      var error = error
      if let found = error.message.range(of: ", found ") {
        error.details.message =
          "expected \(CustomTipSetting.catalogExpectation)\(error.message[found.lowerBound...])"
      }
      throw error
    }
  }

  /// `rules` (a list of `{"when": …, "screen": …}`) and `otherwise`; no screen keys beside them.
  static func rules(in container: KeyedDecodingContainer<CodingKeys>) throws
    -> CatalogScreen.Definition
  {
    let screenKeys: [CodingKeys] = [
      .options, .threshold, .below, .base, .categories, .default, .noTip, .custom, .rounding,
    ]
    if let key = screenKeys.first(where: container.contains) {
      try ScreenError.checking(in: container) { () throws(ScreenError) in
        throw .invalidSetting(
          setting: key.stringValue,
          problem: "'\(key.stringValue)' belongs to a screen, but this entry has 'rules'",
          expected: "move it to one of the screens the rules name")
      }
    }
    var list = try container.nestedUnkeyedContainer(forKey: .rules)
    var rules: [CatalogScreen.Rule] = []
    while !list.isAtEnd {
      let rule = try list.nestedContainer(keyedBy: RuleKeys.self)
      rules.append(
        CatalogScreen.Rule(
          condition: try rule.decode(BillCondition.self, forKey: .when),
          screen: try rule.decode(String.self, forKey: .screen)))
    }
    try ScreenError.checking(in: container) { [rules] () throws(ScreenError) in
      guard !rules.isEmpty else {
        throw .invalidSetting(
          setting: "rules", problem: "'rules' is empty",
          expected: "list {\"when\": {…}, \"screen\": \"…\"} objects, or write a screen instead")
      }
    }
    let otherwise = try container.decode(String.self, forKey: .otherwise)
    return .rules(rules, otherwise: otherwise)
  }
}

/// A screen's `custom` setting, as catalog errors describe it.
private enum CustomTipSetting: CatalogExpectation {
  static var catalogExpectation: String {
    "true, false or an object of limits such as {\"maximum\": \"100\"}"
  }
}
