/// The work one decision list's analysis may still do, in steps of about one machine word:
/// comparing two boxes costs ``perComparison`` steps and one for each word read, building
/// their intersection ``ConditionSpace/wordsPerBox``, asking a condition about an atom
/// ``perCondition``. A list a person writes takes a tiny share of
/// ``RuleReachability/workBudget``; a list at the size limit of a catalog file stops within
/// seconds, and lint says which rules it left (``LintFinding/Rule/analysisBudget``).
struct AnalysisBudget: Sendable {
  /// What asking a condition about one atom costs, in steps.
  static let perCondition = 16

  /// What comparing two boxes costs before their words are read, in steps.
  static let perComparison = 32

  /// The steps left; negative once spent.
  private(set) var remaining: Int

  /// A budget of `steps`.
  init(steps: Int) {
    remaining = steps
  }

  /// Spends `steps`; whether the budget covered them.
  mutating func spend(_ steps: Int) -> Bool {
    remaining -= steps
    return remaining >= 0
  }

  /// Whether the budget is spent.
  var isSpent: Bool { remaining < 0 }
}
