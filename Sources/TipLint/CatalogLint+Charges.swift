import TipJSON
import TipPricing

extension CatalogLint {
  /// The section of a catalog file that lists service charges.
  static let serviceChargesKey = "serviceCharges"
  /// The section of a catalog file that gives each region's cash rounding.
  static let cashRoundingKey = "cashRounding"

  /// Each pair of the catalog's gratuity charges that can apply to the same bill, reported at
  /// the later one where a linted file defines it (else at the earlier one).
  static func gratuityFindings(in catalog: PolicyCatalog, documents: [LintDocument])
    -> [LintFinding]
  {
    let gratuities = catalog.charges.serviceCharges.filter(\.isGratuity)
    guard gratuities.count > 1 else { return [] }
    // The file whose charge of each name applies: the last file that defines one.
    func place(of charge: ServiceCharge) -> DocumentLocation? {
      guard
        let document = documents.last(where: {
          $0.names(in: serviceChargesKey).contains(charge.name)
        }), document.file != CatalogSource.builtIn.name,
        let path = document.path(of: charge.name, in: serviceChargesKey)
      else { return nil }
      return document.location(path)
    }
    let pairs = applyingTogether(gratuities.map(\.condition))
    var findings: [LintFinding] = []
    for (earlier, later) in pairs {
      guard let location = place(of: gratuities[later]) ?? place(of: gratuities[earlier])
      else { continue }
      let (first, second) = (gratuities[earlier], gratuities[later])
      findings.append(
        LintFinding(
          location: location, rule: .doubleGratuity,
          message: "service charges '\(first.name)' (\(whenText(first))) and "
            + "'\(second.name)' (\(whenText(second))) are both gratuities and both apply to "
            + "some bills, which then pay staff twice",
          suggestion: "give them conditions no bill meets together (such as party sizes "
            + "that do not overlap, or \"gratuityApplied\": false on the later one), or mark "
            + "one \"gratuity\": false"))
    }
    return findings
  }

  /// The pairs (earlier, later) of the gratuity charges whose conditions are `conditions`, in
  /// catalog order, that both apply to some bill. The earlier marks the bill at once, so the
  /// later applies only where it holds with a gratuity; the earlier applies where it holds
  /// with a gratuity (a host's, or one before it) or without one, where no gratuity before it
  /// applies. A pair the budget leaves undecided is not reported.
  static func applyingTogether(_ conditions: [BillCondition]) -> [(Int, Int)] {
    let space = ConditionSpace(conditions)
    var budget = AnalysisBudget(steps: RuleReachability.workBudget)
    var boxes: [[ConditionBox]] = []
    for condition in conditions {
      guard let own = space.boxes(of: condition, budget: &budget) else { return [] }
      boxes.append(own)
    }
    // The bills, whatever their mark, for which a charge holds with a gratuity, or without.
    func bills(_ index: Int, gratuity: Bool) -> [ConditionBox] {
      boxes[index].compactMap { $0.with(gratuityApplied: gratuity)?.anyGratuity }
    }
    var pairs: [(Int, Int)] = []
    for later in conditions.indices {
      let marked = bills(later, gratuity: true)
      for earlier in conditions.indices where earlier < later {
        var steps = 0
        let together = bills(earlier, gratuity: true).contains { box in
          marked.contains { $0.meets(box, steps: &steps) }
        }
        guard budget.spend(steps) else { return pairs }
        if together {
          pairs.append((earlier, later))
          continue
        }
        // Without a gratuity, where none of the charges before it applies.
        let before = (0..<earlier).flatMap { bills($0, gratuity: false) }
        var search = CoverSearch(
          splits: RuleReachability.splitBudget, budget: budget, words: space.wordsPerBox)
        let unmarked = bills(earlier, gratuity: false).flatMap { box in
          marked.compactMap { $0.intersection(box) }
        }
        for box in unmarked {
          if case .uncovered = search.uncoveredCell(of: box, by: before) {
            pairs.append((earlier, later))
            break
          }
        }
        budget = search.budget
      }
    }
    return pairs
  }

  /// Each cash rounding whose increment is larger than any region rounds cash to
  /// (``CashRounding/largestIncrementInUse(in:)``), reported at its increment in the last linted
  /// file that gives the region's rule, the one the catalog applies.
  static func cashRoundingFindings(in catalog: PolicyCatalog, documents: [LintDocument])
    -> [LintFinding]
  {
    var findings: [LintFinding] = []
    let table = catalog.charges.cashRounding.sorted { $0.key.code < $1.key.code }
    for (region, rounding) in table {
      let currency = region.currency
      let largest = CashRounding.largestIncrementInUse(in: currency)
      guard rounding.increment > largest.decimalValue,
        let document = documents.last(where: {
          $0.root?.member(cashRoundingKey)?.member(region.code) != nil
        }), document.file != CatalogSource.builtIn.name
      else { continue }
      let increment = rounding.incrementText(in: currency)
      var message =
        "cash rounding to \(increment) \(currency.code) in \(region.code) is larger than any "
        + "region rounds cash to"
      // What it does to an ordinary bill, ten times the largest increment in use.
      if let bill = try? largest.multiplied(by: 10), let paid = try? rounding.rounded(bill),
        abs(paid.minorUnits - bill.minorUnits) > largest.minorUnits
      {
        message += ": a cash total of \(bill.amountText) is paid as \(paid.amountText)"
      }
      findings.append(
        LintFinding(
          location: document.location(
            DocumentPath.key(cashRoundingKey).key(region.code).key("increment")),
          rule: .largeCashRounding, message: message,
          suggestion: "use an increment of at most \(largest.amountText) \(currency.code) "
            + "(Sweden and Norway round to a whole krona), "
            + CashRounding.usualIncrements(in: currency)))
    }
    return findings
  }

  /// A charge's condition in words, `always` when it has none.
  private static func whenText(_ charge: ServiceCharge) -> String {
    charge.condition.summary
  }
}
