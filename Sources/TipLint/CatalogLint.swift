import TipJSON
import TipPricing
import TipScreens

/// The checks of `tipcalc lint`: what loads but is probably wrong in a catalog's files.
///
/// Findings are reported for the files given, never for the built-in catalog (which its own
/// tests check); the built-in catalog is still context: a policy it refers to is in use, and a
/// charge it defines can clash with a file's.
///
/// - ``LintFinding/Rule/shadowedRule``: a rule of a `rules` policy or of a screen's rules that
///   the rules before it take every bill from (``RuleReachability``).
/// - ``LintFinding/Rule/unsatisfiableRule``: a rule whose conditions no bill meets together.
/// - ``LintFinding/Rule/doubleGratuity``: two service charges paid to staff that can apply to
///   the same bill.
/// - ``LintFinding/Rule/presetAboveCustomMaximum``: a screen's preset above its own custom-tip
///   maximum or maximum rate.
/// - ``LintFinding/Rule/largeCashRounding``: a cash-rounding increment larger than any region
///   rounds cash to (one whole unit of the currency), which rounds ordinary cash bills by more
///   than a coin, to nothing when half-up.
/// - ``LintFinding/Rule/unusedPolicy`` (a note, when asked for): a policy nothing refers to.
///
/// ```swift
/// let sources = [CatalogSource.builtIn, try CatalogSource.file("house.json")]
/// let catalog = try PolicyCatalog(sources: sources)
/// for finding in CatalogLint.findings(in: catalog, sources: sources) { print(finding) }
/// ```
public enum CatalogLint {
  /// Every finding in `sources` other than the built-in catalog, in source order, then by line
  /// and column.
  ///
  /// - Parameters:
  ///   - catalog: the catalog loaded from `sources`.
  ///   - sources: the sources `catalog` was loaded from, in order.
  ///   - includingUnused: whether unused policies are reported (as notes).
  public static func findings(
    in catalog: PolicyCatalog, sources: [CatalogSource], includingUnused: Bool = false
  ) -> [LintFinding] {
    let all = sources.map(LintDocument.init)
    // A file given twice is reported once.
    var seen: Set<String> = [CatalogSource.builtIn.name]
    let documents = all.filter { seen.insert($0.file).inserted }
    var findings: [LintFinding] = []
    for document in documents {
      findings += ruleFindings(in: catalog, document: document)
      findings += presetFindings(in: catalog, document: document)
    }
    findings += gratuityFindings(in: catalog, documents: all)
    findings += cashRoundingFindings(in: catalog, documents: all)
    if includingUnused { findings += unusedFindings(in: catalog, documents: all) }
    let order = Dictionary(
      documents.enumerated().map { ($0.element.file, $0.offset) }, uniquingKeysWith: { a, _ in a })
    return findings.enumerated().sorted { left, right in
      let l = left.element.location
      let r = right.element.location
      return (order[l.file ?? ""] ?? 0, l.line ?? 0, l.column ?? 0, left.offset)
        < (order[r.file ?? ""] ?? 0, r.line ?? 0, r.column ?? 0, right.offset)
    }.map(\.element)
  }

  // MARK: - Rules that never apply

  /// The shadowed and unsatisfiable rules of the `rules` policies and the screens' rules that
  /// `document` defines.
  static func ruleFindings(in catalog: PolicyCatalog, document: LintDocument) -> [LintFinding] {
    var findings: [LintFinding] = []
    for name in catalog.names {
      guard let entry = try? catalog.entry(named: name), entry.source == document.file,
        let rules = entry.policy as? RulesPolicy,
        let path = document.path(of: name, in: "policies")
      else { continue }
      findings += ruleFindings(
        rules.rules.map(\.condition), owner: "policy '\(name)'", path: path.key("rules"),
        document: document)
    }
    let screens = catalog.screens
    for name in screens.names {
      guard let entry = try? screens.entry(named: name), entry.source == document.file,
        case .rules(let rules, _) = entry.definition
      else { continue }
      findings += ruleFindings(
        rules.map(\.condition), owner: "screen '\(name)'",
        path: DocumentPath.key("screens").key(name).key("rules"), document: document)
    }
    return findings
  }

  /// The findings on one decision list whose rules are the elements of the array at `path`.
  static func ruleFindings(
    _ conditions: [BillCondition], owner: String, path: DocumentPath, document: LintDocument
  ) -> [LintFinding] {
    let verdicts = RuleReachability.analyze(conditions)
    func named(_ index: Int) -> String {
      "rule \(index + 1) (\(conditions[index].summary))"
    }
    return verdicts.indices.compactMap { index in
      let location = document.location(path.index(index))
      switch verdicts[index] {
      case .reachable, .undecided:
        return nil
      case .unsatisfiable:
        return LintFinding(
          location: location, rule: .unsatisfiableRule,
          message: "\(named(index)) of \(owner) never holds: "
            + UnsatisfiableReason.describe(conditions[index]),
          suggestion: "correct its conditions, or remove the rule")
      case .shadowed(let cover):
        let covering = cover.map(named)
        let list =
          covering.count == 1
          ? covering[0]
          : covering.dropLast().joined(separator: ", ") + " and " + (covering.last ?? "")
        let verb = covering.count == 1 ? "holds" : "together hold"
        return LintFinding(
          location: location, rule: .shadowedRule,
          message: "\(named(index)) of \(owner) can never be chosen: \(list) \(verb) for every "
            + "bill it holds for",
          suggestion: "remove it, or move it above rule \((cover.first ?? 0) + 1) if it should "
            + "win")
      }
    }
  }
}
