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
/// - ``LintFinding/Rule/noGratuityCharge`` (a note): a rule that needs a gratuity in a catalog
///   whose charges never add one.
/// - ``LintFinding/Rule/analysisBudget`` (a note): the rules of a list too large for the
///   analysis's budget, which were not checked.
///
/// Rules are judged on the bills a catalog's quote gives them: after its service charges,
/// where a gratuity charge marks every bill it applies to (``RuleReachability``).
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
  ///   - workBudget: the work the analysis of one decision list may do
  ///     (``RuleReachability/workBudget``); the rules it leaves are a note.
  public static func findings(
    in catalog: PolicyCatalog, sources: [CatalogSource], includingUnused: Bool = false,
    workBudget: Int = RuleReachability.workBudget
  ) -> [LintFinding] {
    let all = sources.map(LintDocument.init)
    // A file given twice is reported once.
    var seen: Set<String> = [CatalogSource.builtIn.name]
    let documents = all.filter { seen.insert($0.file).inserted }
    var findings: [LintFinding] = []
    for document in documents {
      findings += ruleFindings(in: catalog, document: document, workBudget: workBudget)
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
  /// `document` defines, judged on the bills the catalog's gratuity charges have been through.
  static func ruleFindings(in catalog: PolicyCatalog, document: LintDocument, workBudget: Int)
    -> [LintFinding]
  {
    let gratuities = catalog.charges.serviceCharges.filter(\.isGratuity)
    var findings: [LintFinding] = []
    for name in catalog.names {
      guard let entry = try? catalog.entry(named: name), entry.source == document.file,
        let rules = entry.policy as? RulesPolicy,
        let path = document.path(of: name, in: "policies")
      else { continue }
      findings += ruleFindings(
        DecisionList(
          conditions: rules.rules.map(\.condition), owner: "policy '\(name)'",
          path: path.key("rules")),
        gratuities: gratuities, document: document, workBudget: workBudget)
    }
    let screens = catalog.screens
    for name in screens.names {
      guard let entry = try? screens.entry(named: name), entry.source == document.file,
        case .rules(let rules, _) = entry.definition
      else { continue }
      findings += ruleFindings(
        DecisionList(
          conditions: rules.map(\.condition), owner: "screen '\(name)'",
          path: DocumentPath.key("screens").key(name).key("rules")),
        gratuities: gratuities, document: document, workBudget: workBudget)
    }
    return findings
  }

  /// A decision list: its rules' conditions, what it is in words, and where its rules are.
  struct DecisionList {
    /// The rules' conditions, in order.
    var conditions: [BillCondition]
    /// `policy 'house'`, `screen 'bar'`.
    var owner: String
    /// The path of the array of its rules.
    var path: DocumentPath

    /// `rule 2 (parties of 8 or more)`.
    func named(_ index: Int) -> String {
      "rule \(index + 1) (\(conditions[index].summary))"
    }
  }

  /// The findings on one decision list, behind the catalog's `gratuities`.
  static func ruleFindings(
    _ list: DecisionList, gratuities: [ServiceCharge], document: LintDocument,
    workBudget: Int = RuleReachability.workBudget
  ) -> [LintFinding] {
    let verdicts = RuleReachability.analyze(
      list.conditions, afterGratuities: gratuities.map(\.condition), workBudget: workBudget)
    var findings: [LintFinding] = verdicts.indices.compactMap { index in
      let location = document.location(list.path.index(index))
      switch verdicts[index] {
      case .reachable, .undecided:
        return nil
      case .unsatisfiable:
        return LintFinding(
          location: location, rule: .unsatisfiableRule,
          message: "\(list.named(index)) of \(list.owner) never holds: "
            + UnsatisfiableReason.describe(list.conditions[index]),
          suggestion: "correct its conditions, or remove the rule")
      case .shadowed(let cover):
        return shadowedFinding(list, index, rules: cover, gratuities: [], at: location)
      case .shadowedAfterGratuity(let rules, let charges):
        return shadowedFinding(
          list, index, rules: rules, gratuities: charges.map { gratuities[$0] }, at: location)
      }
    }
    let undecided = verdicts.indices.filter { verdicts[$0] == .undecided }
    if !undecided.isEmpty {
      findings.append(budgetFinding(list, undecided: undecided, document: document))
    }
    if gratuities.isEmpty {
      for index in list.conditions.indices where list.conditions[index].gratuityApplied == true {
        findings.append(
          LintFinding(
            location: document.location(list.path.index(index)), rule: .noGratuityCharge,
            message: "\(list.named(index)) of \(list.owner) holds only for a bill that a host "
              + "marks itself (Bill.gratuityApplied): the catalog has no service charge with "
              + "\"gratuity\": true, so no quote, batch, test or screen of tipcalc reaches it",
            suggestion: "mark the service charge that adds the gratuity \"gratuity\": true, "
              + "or remove the rule if no host sets the mark"))
      }
    }
    return findings
  }

  /// The finding on rule `index` of `list`, which the earlier `rules` take every bill from
  /// once the `gratuities` have marked theirs.
  private static func shadowedFinding(
    _ list: DecisionList, _ index: Int, rules: [Int], gratuities: [ServiceCharge],
    at location: DocumentLocation
  ) -> LintFinding {
    let covering = listed(rules.map(list.named))
    let verb = rules.count == 1 ? "holds" : "together hold"
    let charges = listed(gratuities.map { "'\($0.name)' (\($0.condition.summary))" })
    let noun = gratuities.count == 1 ? "service charge" : "service charges"
    var message = "\(list.named(index)) of \(list.owner) can never be chosen: "
    if gratuities.isEmpty {
      message += "\(covering) \(verb) for every bill it holds for"
    } else if rules.isEmpty {
      message +=
        "the gratuity \(noun) \(charges) \(gratuities.count == 1 ? "applies" : "apply") "
        + "before the rules to every bill it holds for, and it holds only without a gratuity"
    } else {
      message +=
        "once the gratuity \(noun) \(charges) \(gratuities.count == 1 ? "has" : "have") "
        + "marked the bills \(gratuities.count == 1 ? "it applies" : "they apply") to, "
        + "\(covering) \(verb) for every bill it holds for"
    }
    // Above the first rule of the cover (the earliest a cover allows), it is chosen for some
    // bill.
    let suggestion =
      rules.first.map { "remove it, or move it above rule \($0 + 1) if it should win" }
      ?? "remove it, or change its conditions or the charge's"
    return LintFinding(
      location: location, rule: .shadowedRule, message: message, suggestion: suggestion)
  }

  /// The note on the rules of `list` that the analysis left undecided, at the list.
  private static func budgetFinding(
    _ list: DecisionList, undecided: [Int], document: LintDocument
  ) -> LintFinding {
    // Runs of rule numbers: `rules 3, 7 to 1000`.
    var runs: [ClosedRange<Int>] = []
    for index in undecided {
      if let last = runs.last, last.upperBound + 1 == index + 1 {
        runs[runs.count - 1] = last.lowerBound...(index + 1)
      } else {
        runs.append((index + 1)...(index + 1))
      }
    }
    let numbers = runs.map {
      $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound) to \($0.upperBound)"
    }
    let rules = undecided.count == 1 ? "rule" : "rules"
    return LintFinding(
      location: document.location(list.path), rule: .analysisBudget,
      message: "\(rules) \(numbers.joined(separator: ", ")) of the \(list.conditions.count) of "
        + "\(list.owner) were not checked for shadowing: the analysis of one list stops at a "
        + "budget of work, and its rules tell apart more bills than the budget covers",
      suggestion: "split the list into smaller rules policies (a rule may choose another "
        + "rules policy), or check the rules left with test cases")
  }

  /// `a`, `a and b`, `a, b and c`.
  static func listed(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }
}
