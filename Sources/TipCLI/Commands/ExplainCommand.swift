import TipArguments
import TipEngine

/// `tipcalc explain`: the resolved tree of a policy, in words; a `rules` policy as its decision
/// list (one line per rule, `condition → policy`, then `otherwise → policy`).
enum ExplainCommand: TipCommand {
  /// The argument, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `<name>`.
    static let name = CommandSpec.Argument(
      name: "name", help: "The policy's name in the catalog, such as regional.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      "json",
      help: "Print the tree as nested JSON objects, {name, kind, summary, source, settings, "
        + "children: [{role, policy}]}.")
  }

  static let spec = CommandSpec(
    name: "explain",
    abstract: "Explain a policy: what it does and every policy it delegates to, as a tree.",
    arguments: [Key.name],
    options: CatalogOptions.options + [Key.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions(arguments).load(context: context)
    let name = arguments.positional(Key.name) ?? ""
    _ = try QuoteCommand.named(name, in: catalog)
    guard let entry = try? catalog.entry(named: name) else { return }
    if arguments.isSet(Key.json) {
      let sources = try CatalogOptions(arguments).sources(context: context)
      context.print(json(entry, catalog: catalog, sources: sources).text)
      return
    }
    var lines = ["\(entry.name) (\(entry.kind)): \(InputValues.sentence(entry.description))"]
    lines.append("  Source: \(entry.source)")
    if let override = catalog.overrides.last(where: { $0.name == name }) {
      lines.append("  Replaces: the definition in \(override.replacedSource)")
    }
    var expanded: Set<String> = [name]
    lines.append("  Rule: \(entry.policy.summary)")
    lines += tree(entry.policy, catalog: catalog, depth: 1, expanded: &expanded)
    // Catalog text is shown with its control characters escaped, never sent to the terminal.
    context.print(lines.map(TerminalText.escaped).joined(separator: "\n"))
  }

  /// One line per component of `policy`, indented by depth, each followed by its own
  /// components; a named policy is expanded once, later mentions say so.
  static func tree(
    _ policy: any TipPolicy, catalog: PolicyCatalog, depth: Int, expanded: inout Set<String>
  ) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    var lines: [String] = []
    let decisionList = (policy as? RulesPolicy)?.rules.count
    for (index, component) in policy.components.enumerated() {
      let reference = component.reference
      var line = indent + "\(component.role): "
      if let decisionList {
        // A decision list reads as one line per rule, in order, then `otherwise`.
        let label = index < decisionList ? "\(index + 1). \(component.role)" : component.role
        line = indent + "\(label) → "
      }
      if let name = reference.name {
        let kind = (try? catalog.entry(named: name).kind).map { " (\($0))" } ?? ""
        line += "\(name)\(kind), \(reference.policy.summary)"
      } else {
        line += reference.policy.summary
      }
      let isRepeat = reference.name.map { expanded.contains($0) } ?? false
      if isRepeat && !reference.policy.components.isEmpty { line += " (expanded above)" }
      lines.append(line)
      if let region = policy as? RegionPolicy, component.role.hasPrefix("region "),
        let rule = region.rule(for: String(component.role.dropFirst("region ".count)))
      {
        if let note = rule.note { lines.append(indent + "  note: \(note)") }
        if !rule.suggestions.isEmpty {
          let rates = rule.suggestions.map(MoneyText.text).joined(separator: ", ")
          lines.append(indent + "  suggests: \(rates)")
        }
      }
      guard !isRepeat else { continue }
      if let name = reference.name { expanded.insert(name) }
      lines += tree(reference.policy, catalog: catalog, depth: depth + 1, expanded: &expanded)
    }
    return lines
  }
}
