import TipJSON
import TipPricing

extension PolicyCatalog {
  /// The top-level key of a catalog file that holds its tip screens: `screens`.
  package static let screensKey = "screens"

  /// A name one screen refers to, where the file writes it, to check once every file is read.
  struct ScreenReference {
    var from: String
    var target: String
    var error: CatalogError
  }

  /// What one file's `screens` section holds, and its errors.
  struct ScreenSection {
    /// The screens, in file order.
    var screens: [CatalogScreen] = []
    /// The names the rules entries refer to, with where.
    var references: [ScreenReference] = []
    /// The names of the screens that did not load, whose errors are reported already: a
    /// reference to one of them is not also reported as a reference to nothing.
    var refused: Set<String> = []
    /// Every problem found, in file order.
    var errors: [CatalogError] = []
  }

  /// Reads the `screens` section of a file's root object: an object from screen names to
  /// screens or rules, reporting every problem rather than stopping at the first.
  static func readScreenSection(of object: JSONObject, file: String) -> ScreenSection {
    var section = ScreenSection()
    guard
      let members = sectionMembers(
        of: object, key: screensKey, file: file,
        expected: "an object of screen names and screens, such as "
          + "{\"house\": {\"options\": [\"15%\", \"20%\"]}}",
        errors: &section.errors)
    else { return section }
    let decoder = ConfigDecoder(file: file)
    var claimed: [Region: String] = [:]
    for member in members {
      let name = member.key
      let path = "\(screensKey).\(name)"
      if name.isEmpty || name.contains(where: { $0.isWhitespace || $0.isNewline }) {
        section.errors.append(
          CatalogError(
            .invalidValue, file: file, path: path, at: member.value,
            "screen name '\(name)' is empty or has white space",
            suggestion: "use letters, digits and '-', such as 'house-screen'"))
        section.refused.insert(name)
        continue
      }
      let definition: ScreenDefinition
      do {
        definition = try decoder.decode(
          ScreenDefinition.self, from: member.value,
          codingPath: [ConfigCodingKey(screensKey), ConfigCodingKey(name)])
      } catch {
        section.errors.append(error)
        section.refused.insert(name)
        continue
      }
      var regions: [Region] = []
      for (index, region) in definition.regions.enumerated() {
        if let owner = claimed[region] {
          let target = member.value.member("regions") ?? member.value
          section.errors.append(
            CatalogError(
              .duplicateName, file: file, path: "\(path).regions[\(index)]", at: target,
              "region \(region.code) already has the screen '\(owner)'",
              suggestion: "give each region one screen; use \"rules\" to choose among screens"))
          continue
        }
        claimed[region] = name
        regions.append(region)
      }
      if case .rules(let rules, let otherwise) = definition.definition {
        let ruleNodes: [JSONNode]
        if case .array(let items) = member.value.member("rules")?.value {
          ruleNodes = items
        } else {
          ruleNodes = []
        }
        for (index, rule) in rules.enumerated() {
          let at =
            ruleNodes.indices.contains(index)
            ? ruleNodes[index].member("screen") ?? member.value : member.value
          section.references.append(
            ScreenReference(
              from: name, target: rule.screen,
              error: CatalogError(
                .unknownPolicy, file: file, path: "\(path).rules[\(index)].screen", at: at, "")))
        }
        section.references.append(
          ScreenReference(
            from: name, target: otherwise,
            error: CatalogError(
              .unknownPolicy, file: file, path: "\(path).otherwise",
              at: member.value.member("otherwise") ?? member.value, "")))
      }
      let summary: String
      switch definition.definition {
      case .screen(let screen): summary = screen.summary
      case .rules(let rules, let otherwise):
        summary = "\(rules.count) rule\(rules.count == 1 ? "" : "s"), otherwise '\(otherwise)'"
      }
      section.screens.append(
        CatalogScreen(
          name: name, description: definition.description ?? summary,
          definition: definition.definition, regions: regions, source: file))
    }
    return section
  }

  /// The screens of every file (a later file's screen replaces an earlier one of the same name,
  /// and its region claims the earlier claims), the derived screens of the `regional` policy,
  /// and the errors of references between them: an unknown name, or a rule naming other rules.
  static func resolveScreens(
    _ sections: [ScreenSection], regional: RegionPolicy?
  ) -> (screens: CatalogScreens, errors: [CatalogError]) {
    var entries: [String: CatalogScreen] = [:]
    var names: [String] = []
    var byRegion: [Region: String] = [:]
    for section in sections {
      for screen in section.screens {
        if entries[screen.name] == nil { names.append(screen.name) }
        entries[screen.name] = screen
        for region in screen.regions { byRegion[region] = screen.name }
      }
    }
    if let regional {
      for code in regional.regionCodes {
        guard let rule = regional.regions[code], let region = try? Region(code) else { continue }
        let name = CatalogScreens.regionalPrefix + code
        if entries[name] == nil, let screen = CatalogScreens.derived(from: rule) {
          names.append(name)
          entries[name] = CatalogScreen(
            name: name, description: "the suggestions of 'regional' for \(region.name)",
            definition: .screen(screen), regions: [region],
            source: "derived from '\(regionalPolicyName)'")
        }
        // Only a screen that exists is claimed: a region whose rule made none takes the
        // standard screen, rather than a name that leads nowhere.
        if byRegion[region] == nil, entries[name] != nil { byRegion[region] = name }
      }
    }
    var errors: [CatalogError] = []
    let refused = Set(sections.flatMap(\.refused))
    for reference in sections.flatMap(\.references) {
      // A later file may have replaced the referring entry.
      guard case .rules = entries[reference.from]?.definition else { continue }
      var error = reference.error
      guard let target = entries[reference.target] else {
        // A screen that is defined but refused has its own errors; fixing them fixes this.
        if refused.contains(reference.target) { continue }
        error.details.message =
          "screen '\(reference.from)' refers to '\(reference.target)', which is "
          + "not defined"
        error.details.suggestion = CatalogScreens.nameSuggestion(reference.target, among: names)
        errors.append(error)
        continue
      }
      if case .rules = target.definition {
        error.kind = .invalidValue
        error.details.message =
          "screen '\(reference.from)' refers to '\(reference.target)', which is "
          + "itself rules"
        error.details.suggestion =
          "name a screen with options: rules choose among screens, not rules"
        errors.append(error)
      }
    }
    let screens = CatalogScreens(
      entries: entries, names: names, byRegion: byRegion, refusedNames: refused)
    return (screens, errors)
  }
}
