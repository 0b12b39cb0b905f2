import TipJSON

extension CatalogCoverage {
  /// The decision points that count, in file order: each source's JSON is read again for the
  /// lines (its nodes keep them), and a later source's definition of a policy, charge or screen
  /// replaces the points of an earlier one.
  static func points(
    of catalog: PolicyCatalog, sources: [CatalogSource], counting: (CatalogSource) -> Bool
  ) -> [Point] {
    // By what the point belongs to (a policy, a charge, a screen): the latest definition wins.
    var byOwner: [DecisionPoint: (order: (source: Int, line: Int, index: Int), points: [Point])] =
      [:]
    for (index, source) in sources.enumerated() {
      guard
        let root = try? JSONReader.parse(
          source.bytes, file: source.name, maximumDepth: PolicyCatalog.Limits.maximumJSONDepth),
        case .object(let object) = root.value
      else { continue }
      var found: [(owner: DecisionPoint, points: [Point])] = []
      found += policyPoints(in: object, file: source.name, catalog: catalog)
      found += chargePoints(in: object, file: source.name)
      found += screenPoints(in: object, file: source.name)
      for (offset, entry) in found.enumerated() {
        let line = entry.points.first?.line ?? 0
        byOwner[entry.owner] = ((index, line, offset), counting(source) ? entry.points : [])
      }
    }
    return byOwner.values.sorted { $0.order < $1.order }.flatMap { entry in
      // By line, and on one line in the order found.
      entry.points.enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }
      .map(\.element)
    }
  }

  /// Each policy of the file that is the catalog's (not redefined by a later file), with its
  /// rules, regions or bounds.
  private static func policyPoints(
    in object: JSONObject, file: String, catalog: PolicyCatalog
  ) -> [(owner: DecisionPoint, points: [Point])] {
    guard case .array(let items)? = object["policies"]?.value else { return [] }
    var found: [(owner: DecisionPoint, points: [Point])] = []
    for item in items {
      guard case .object(let members) = item.value,
        case .string(let name)? = members["name"]?.value,
        let policy = try? catalog.policy(named: name)
      else { continue }
      let label = "policy '\(name)'"
      var points = [Point(file: file, line: item.line, text: label, identity: .policy(name))]
      func add(_ line: Int, _ text: String, _ branch: DecisionBranch) {
        points.append(
          Point(
            file: file, line: line, text: "\(label) \(text)",
            identity: .branch(policy: name, branch)))
      }
      switch policy {
      case let rules as RulesPolicy:
        if case .array(let nodes)? = members["rules"]?.value {
          for (index, node) in nodes.enumerated() where index < rules.rules.count {
            add(
              node.line, RulesPolicy.ruleText(number: index + 1, rules.rules[index].condition),
              .rule(index + 1))
          }
        }
        if let otherwise = members.member(forKey: "otherwise") {
          add(otherwise.keyLine, "otherwise", .otherwise)
        }
      case is RegionPolicy:
        if case .object(let regions)? = members["regions"]?.value {
          // A `$` key annotates the regions (`"$comment"`); it is not a region.
          for member in regions.members where !member.key.hasPrefix("$") {
            add(member.keyLine, "region \(member.key)", .region(member.key))
          }
        }
        if let fallback = members.member(forKey: "fallback") {
          add(fallback.keyLine, "fallback", .fallback)
        }
      case is CapPolicy:
        for bound in CapPolicy.Bound.allCases {
          guard let member = members.member(forKey: bound.rawValue) else { continue }
          add(member.keyLine, bound.rawValue, .bound(bound))
        }
      default:
        break
      }
      found.append((.policy(name), points))
    }
    return found
  }

  /// Each service charge of the file.
  private static func chargePoints(in object: JSONObject, file: String)
    -> [(owner: DecisionPoint, points: [Point])]
  {
    guard case .array(let items)? = object[PolicyCatalog.ChargeSectionKey.serviceCharges]?.value
    else { return [] }
    return items.compactMap { item in
      guard case .string(let name)? = item.member("name")?.value else { return nil }
      let point = Point(
        file: file, line: item.line, text: "service charge '\(name)'",
        identity: .serviceCharge(name))
      return (point.identity, [point])
    }
  }

  /// Each tip screen of the file (a screen, or rules that choose one).
  private static func screenPoints(in object: JSONObject, file: String)
    -> [(owner: DecisionPoint, points: [Point])]
  {
    guard case .object(let screens)? = object[PolicyCatalog.screensKey]?.value else { return [] }
    return screens.members.filter { !$0.key.hasPrefix("$") }.map { member in
      let point = Point(
        file: file, line: member.keyLine, text: "screen '\(member.key)'",
        identity: .screen(member.key))
      return (point.identity, [point])
    }
  }
}
