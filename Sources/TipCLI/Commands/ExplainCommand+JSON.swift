import TipEngine
import TipJSON

/// `tipcalc explain --json`: the policy tree as nested objects.
extension ExplainCommand {
  /// `{"name", "kind", "summary", "source", "settings", "children": [{"role", "policy"}]}` for
  /// the policy of `entry`, its children nested the same way.
  ///
  /// The root also has `replaces`, the source of the definition it replaces, when it replaces
  /// one. `settings` are the policy's keys in its catalog file as written there (amounts as strings),
  /// without `name`, `kind` and `description` and without the references that are its
  /// children. A child's `role` is `rule N` (with its condition as `when`), `otherwise`,
  /// `region CC` (with the region's `note` and `suggestions`), `fallback`, `below`, `above` or
  /// `base`; a named policy met again is not expanded again and says `"expandedAbove": true`.
  ///
  /// - Parameter sources: the catalog's sources, in order, for the policies' settings.
  static func json(_ entry: PolicyCatalog.Entry, catalog: PolicyCatalog, sources: [CatalogSource])
    -> JSONOutput
  {
    var definitions: [String: JSONObject] = [:]
    for source in sources {
      guard let root = try? JSONReader.parse(source.bytes, file: source.name),
        case .array(let policies)? = root.member("policies")?.value
      else { continue }
      for policy in policies {
        guard case .object(let object) = policy.value,
          case .string(let policyName)? = object["name"]?.value
        else { continue }
        definitions[policyName] = object
      }
    }
    var expanded: Set<String> = []
    // The text's "Replaces" line: the source of the definition this one replaces, if any.
    let override = catalog.overrides.last { $0.name == entry.name }
    return node(
      PolicyReference(entry.policy, name: entry.name), catalog: catalog,
      definitions: definitions, replaces: override?.replacedSource, expanded: &expanded)
  }

  /// The object of one policy and, unless it was expanded before, of its children.
  private static func node(
    _ reference: PolicyReference, catalog: PolicyCatalog, definitions: [String: JSONObject],
    replaces: String? = nil, expanded: inout Set<String>
  ) -> JSONOutput {
    let policy = reference.policy
    let entry = reference.name.flatMap { try? catalog.entry(named: $0) }
    let components = policy.components
    let childKeys: Set<String> = [
      "name", "kind", "description", "policy", "below", "above",
      "otherwise", "fallback", "rules", "regions",
    ]
    let settings =
      reference.name.flatMap { definitions[$0] }?.members.filter {
        !childKeys.contains($0.key)
      }.map { (key: $0.key, value: json($0.value)) } ?? []
    var members: [(key: String, value: JSONOutput)] = [
      ("name", reference.name.map { .string($0) } ?? .null),
      ("kind", .string(entry?.kind ?? kind(of: policy))),
      ("summary", .string(policy.summary)),
      ("source", entry.map { .string($0.source) } ?? .null),
    ]
    if let replaces { members.append(("replaces", .string(replaces))) }
    members.append(("settings", .object(settings)))
    let isRepeat = reference.name.map { expanded.contains($0) } ?? false
    if let name = reference.name { expanded.insert(name) }
    guard !isRepeat || components.isEmpty else {
      members.append(("children", .array([])))
      members.append(("expandedAbove", .boolean(true)))
      return .object(members)
    }
    var children: [JSONOutput] = []
    for (index, component) in components.enumerated() {
      var child: [(key: String, value: JSONOutput)] = [
        ("role", .string(role(of: component, at: index, in: policy)))
      ]
      if let rules = policy as? RulesPolicy, index < rules.rules.count {
        child.append(("when", .string(component.role)))
      }
      if let region = policy as? RegionPolicy, component.role.hasPrefix("region "),
        let rule = region.rule(for: String(component.role.dropFirst("region ".count)))
      {
        child.append(("note", rule.note.map { .string($0) } ?? .null))
        child.append(("suggestions", .array(rule.suggestions.map { .string("\($0.percent)") })))
      }
      child.append(
        (
          "policy",
          node(
            component.reference, catalog: catalog, definitions: definitions,
            expanded: &expanded)
        ))
      children.append(.object(child))
    }
    members.append(("children", .array(children)))
    return .object(members)
  }

  /// The role of the `index`th component of `policy`, in the contract's words.
  static func role(of component: PolicyComponent, at index: Int, in policy: any TipPolicy)
    -> String
  {
    switch policy {
    case let rules as RulesPolicy:
      return index < rules.rules.count ? "rule \(index + 1)" : "otherwise"
    case is RegionPolicy:
      return component.role == "elsewhere" ? "fallback" : component.role
    case is SmartPolicy:
      return index == 0 ? "below" : "above"
    case is CapPolicy, is RoundUpPolicy:
      return "base"
    default:
      return component.role
    }
  }

  /// The kind of a policy that has no catalog entry: its configurable kind, else its type.
  private static func kind(of policy: any TipPolicy) -> String {
    (type(of: policy) as? any ConfigurablePolicy.Type)?.kind ?? String(describing: type(of: policy))
  }

  /// A catalog value as written: strings and numbers as their text, objects in their order.
  static func json(_ node: JSONNode) -> JSONOutput {
    switch node.value {
    case .null: .null
    case .bool(let flag): .boolean(flag)
    case .number(let text): .number(text)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(json))
    case .object(let object): .object(object.members.map { ($0.key, json($0.value)) })
    }
  }
}
