import TipPricing

/// Which rules of a decision list can be chosen: for each rule, whether some bill reaches it
/// (with such a bill), whether no bill meets its conditions at all, or whether the rules before
/// it together hold for every bill it holds for.
///
/// Bills are those ``Bill/validate()`` accepts (no negative subtotal, no party below one) with
/// at most ``Money/maximumParts`` guests, the most the tools price. The analysis is exact, not
/// sampled, over every kind of condition. Each condition is a box, or two for a window across
/// midnight: a set of values per dimension of a bill (party, subtotal, channel, payment, date,
/// time of day, region, gratuity), each dimension cut into finitely many atoms at the boundary
/// points the rules name (`ConditionSpace`). Rule k is shadowed exactly when its boxes minus
/// the union of the earlier boxes are empty, which is decided by splitting a box on the
/// earlier boxes' sets, one dimension at a time. A reachable rule comes with a bill that the
/// first-match choice of ``RulesPolicy`` gives to that rule.
///
/// `gratuityApplied` is an input like any other: a host may set ``Bill/gratuityApplied``
/// itself. Given the conditions of a catalog's gratuity service charges
/// (``analyze(_:afterGratuities:workBudget:)``), the analysis also knows what those charges
/// do before the rules see a bill: a bill one of them holds for without a gratuity arrives
/// with one. (A catalog's quote, its batches, its tests and its screens all apply the charges
/// first.)
///
/// The work is bounded by ``workBudget`` per list and ``splitBudget`` per rule: a rule left
/// when either runs out is ``undecided``, never a false warning.
///
/// ```swift
/// var cash = BillCondition(), card = BillCondition(), either = BillCondition()
/// cash.payments = [.cash]; card.payments = [.card]; either.payments = [.cash, .card]
/// let verdicts = RuleReachability.analyze([cash, card, either])
/// verdicts[2]   // .shadowed(by: [0, 1])
/// ```
public enum RuleReachability: Sendable, Hashable {
  /// The rule is chosen for `example` (and perhaps for other bills).
  case reachable(example: Bill)
  /// No bill meets the rule's conditions together.
  case unsatisfiable
  /// Every bill the rule holds for is taken by an earlier rule; the indices (0-based, in
  /// order) name earlier rules that together cover it, none of them superfluous, the first
  /// the earliest such cover allows: moved above it, the rule is chosen for some bill.
  case shadowed(by: [Int])
  /// Every bill the rule holds for is taken by the earlier rules `rules` once the gratuity
  /// charges `gratuities` (indices into the charges given to
  /// ``analyze(_:afterGratuities:workBudget:)``) have marked the bills they apply to, so that
  /// none arrives without a gratuity. As for ``shadowed(by:)``, none is superfluous; `rules`
  /// may be empty.
  case shadowedAfterGratuity(rules: [Int], gratuities: [Int])
  /// The analysis ran out of its budget (``workBudget`` for the list, ``splitBudget`` for the
  /// rule) first: treated as reachable, so never a false warning.
  case undecided

  /// The most splits one rule's analysis makes before it gives up and calls the rule
  /// reachable (never a false warning): far beyond any list a person writes.
  public static let splitBudget = 200_000

  /// The work one list's analysis does before it leaves the rest of the list undecided, in
  /// steps of about one machine word: a list a person writes takes a tiny share, and a list at
  /// the size limit of a catalog file stops within seconds.
  public static let workBudget = 300_000_000

  /// The verdict on each of `conditions`, tried in order as a decision list's rules are.
  public static func analyze(_ conditions: [BillCondition]) -> [RuleReachability] {
    analyze(conditions, afterGratuities: [])
  }

  /// The verdict on each of `conditions`, tried in order as a decision list's rules are, for
  /// bills that the gratuity service charges whose conditions are `gratuities` (in catalog
  /// order) have already been through.
  ///
  /// - Parameters:
  ///   - conditions: the rules' conditions, in order.
  ///   - gratuities: the conditions of the catalog's charges paid to staff, in order.
  ///   - workBudget: the work the analysis may do (see ``workBudget``); the rules it leaves are
  ///     ``undecided``.
  public static func analyze(
    _ conditions: [BillCondition], afterGratuities gratuities: [BillCondition],
    workBudget steps: Int = workBudget
  ) -> [RuleReachability] {
    let space = ConditionSpace(conditions + gratuities)
    var budget = AnalysisBudget(steps: steps)
    // A gratuity marks every bill it applies to before the rules see it: a bill it holds for
    // without a gratuity never reaches them so.
    var blockers: [Blocker] = []
    for index in gratuities.indices {
      guard let boxes = space.boxes(of: gratuities[index], budget: &budget) else {
        return conditions.map { _ in .undecided }
      }
      blockers.append(
        Blocker(gratuity: index, boxes: boxes.compactMap { $0.with(gratuityApplied: false) }))
    }
    var verdicts: [RuleReachability] = []
    for index in conditions.indices {
      guard !budget.isSpent, let own = space.boxes(of: conditions[index], budget: &budget)
      else { break }
      defer { blockers.append(Blocker(rule: index, boxes: own)) }
      guard !own.isEmpty else {
        verdicts.append(.unsatisfiable)
        continue
      }
      var search = CoverSearch(splits: splitBudget, budget: budget, words: space.wordsPerBox)
      verdicts.append(verdict(on: own, after: blockers, space: space, search: &search))
      budget = search.budget
    }
    return verdicts + conditions.dropFirst(verdicts.count).map { _ in .undecided }
  }

  /// The verdict on a rule whose boxes are `own`, behind `blockers` (the gratuities, then the
  /// earlier rules).
  private static func verdict(
    on own: [ConditionBox], after blockers: [Blocker], space: ConditionSpace,
    search: inout CoverSearch
  ) -> RuleReachability {
    var meeting: [Blocker] = []
    for blocker in blockers {
      var steps = own.count * blocker.boxes.count
      let meets = own.contains { box in blocker.boxes.contains { $0.meets(box, steps: &steps) } }
      guard search.budget.spend(steps) else { return .undecided }
      if meets { meeting.append(blocker) }
    }
    switch search.uncoveredCell(of: own, by: meeting) {
    case .uncovered(let cell): return .reachable(example: space.bill(at: cell))
    case .undecided: return .undecided
    case .covered: break
    }
    let cover = minimalCover(of: own, among: meeting, search: &search)
    let rules = cover.compactMap(\.rule)
    let gratuities = cover.compactMap(\.gratuity)
    return gratuities.isEmpty
      ? .shadowed(by: rules) : .shadowedAfterGratuity(rules: rules, gratuities: gratuities)
  }

  /// A cover of `own` among `candidates` (which cover it) none of whose members can be left
  /// out, and whose first rule is as early as a cover's can be: the shortest run of
  /// candidates from the first that covers, less each one (from the last) that the others
  /// cover without. A search that runs out of budget keeps what it has, still a cover.
  private static func minimalCover(
    of own: [ConditionBox], among candidates: [Blocker], search: inout CoverSearch
  ) -> [Blocker] {
    func covers(_ blockers: [Blocker]) -> Bool {
      if case .covered = search.uncoveredCell(of: own, by: blockers) { return true }
      return false
    }
    // The gratuities come first; the shortest run that covers ends at a rule, if any.
    var low = candidates.count { $0.gratuity != nil }
    var high = candidates.count
    while low < high {
      let middle = (low + high) / 2
      if covers(Array(candidates.prefix(middle))) { high = middle } else { low = middle + 1 }
    }
    var kept = Array(candidates.prefix(high))
    // The last of the run is needed (the run before it does not cover); the others, from the
    // latest, go when the rest still cover.
    for position in kept.indices.dropLast().reversed() {
      var rest = kept
      rest.remove(at: position)
      if covers(rest) { kept = rest }
    }
    return kept
  }
}

/// What stands before a rule: an earlier rule, or a gratuity charge's bills without a gratuity
/// (which arrive with one), as boxes.
struct Blocker: Sendable {
  /// The earlier rule's index, if it is a rule.
  var rule: Int?
  /// The gratuity charge's index, if it is one.
  var gratuity: Int?
  /// Its boxes.
  var boxes: [ConditionBox]

  /// An earlier rule.
  init(rule: Int, boxes: [ConditionBox]) {
    self.rule = rule
    self.boxes = boxes
  }

  /// A gratuity charge's bills without a gratuity.
  init(gratuity: Int, boxes: [ConditionBox]) {
    self.gratuity = gratuity
    self.boxes = boxes
  }
}

/// The search for a bill in a box that no box of a list holds: split the box on a set of one of
/// the list's boxes, dimension by dimension, until a part meets no box of the list (a bill is
/// found) or lies inside one (that part is covered).
struct CoverSearch {
  /// What a search finds.
  enum Outcome {
    /// A cell of the box that no box of the list holds: one atom per dimension.
    case uncovered([Int])
    /// Every cell of the box is in some box of the list.
    case covered
    /// The budget ran out first.
    case undecided
  }

  /// The splits left for this rule.
  var splits: Int
  /// The list's work left.
  var budget: AnalysisBudget
  /// The words of one box, what comparing two costs.
  let words: Int

  /// A cell of one of `own` outside every box of `blockers`, or why there is none.
  mutating func uncoveredCell(of own: [ConditionBox], by blockers: [Blocker]) -> Outcome {
    let boxes = blockers.flatMap(\.boxes)
    for box in own {
      switch uncoveredCell(of: box, by: boxes) {
      case .covered: continue
      case let found: return found
      }
    }
    return .covered
  }

  /// A cell of `box` outside every box of `boxes`, or why there is none.
  mutating func uncoveredCell(of box: ConditionBox, by boxes: [ConditionBox]) -> Outcome {
    guard splits > 0 else { return .undecided }
    splits -= 1
    // A box that holds all of this one settles it before any intersection is built.
    var steps = boxes.count
    var meeting: [ConditionBox] = []
    for other in boxes where other.meets(box, steps: &steps) {
      if other.contains(box, steps: &steps) {
        return budget.spend(steps) ? .covered : .undecided
      }
      meeting.append(other)
    }
    guard budget.spend(steps + meeting.count * words) else { return .undecided }
    let parts = meeting.compactMap { $0.intersection(box) }
    guard let first = parts.first else {
      return box.firstCell.map(Outcome.uncovered) ?? .covered
    }
    // `first` lies inside `box` and is not all of it: some dimension has atoms outside it.
    guard
      let dimension = box.sets.indices.first(where: {
        !box.sets[$0].subtracting(first.sets[$0]).isEmpty
      })
    else { return .covered }
    var outside = box
    outside.sets[dimension] = box.sets[dimension].subtracting(first.sets[dimension])
    var inside = box
    inside.sets[dimension] = first.sets[dimension]
    switch uncoveredCell(of: outside, by: parts) {
    case .covered: return uncoveredCell(of: inside, by: parts)
    case let found: return found
    }
  }
}
