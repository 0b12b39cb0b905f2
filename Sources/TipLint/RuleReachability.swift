import TipPricing

/// Which rules of a decision list can be chosen: for each rule, whether some bill reaches it
/// (with such a bill), whether no bill meets its conditions at all, or whether the rules before
/// it together hold for every bill it holds for.
///
/// Bills are those ``Bill/validate()`` accepts (no negative subtotal, no party below one), the
/// only ones a quote prices. The analysis is exact, not sampled. Each condition is a box: a set of values per dimension
/// of a bill (party, subtotal, channel, payment, the moment, region, gratuity), each dimension
/// cut into finitely many atoms at the boundary points the rules name: party sizes at each
/// `min` and after each `max`; subtotals at each exact decimal end, an atom counting only when
/// some currency's minor units put an amount in it; the moment by each date named (and the day
/// after, for a window across midnight) or else the day of the week, times the minutes between
/// the windows' ends; regions by each country named (with its subdivisions not named), each
/// subdivision named, and the rest; and "absent" for each field a bill may leave out. Rule k
/// is shadowed exactly when its box minus the union of the earlier boxes is empty, which is
/// decided by splitting the box on the earlier boxes' sets, one dimension at a time. A reachable rule comes with a bill that the first-match choice of ``RulesPolicy`` gives
/// to that rule.
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
  /// order) name earlier rules that together cover it, none of them superfluous.
  case shadowed(by: [Int])
  /// The analysis gave up after ``splitBudget`` splits: treated as reachable, so never a
  /// false warning.
  case undecided

  /// The most splits one rule's analysis makes before it gives up and calls the rule
  /// reachable (never a false warning): far beyond any list a person writes.
  public static let splitBudget = 200_000

  /// The verdict on each of `conditions`, tried in order as a decision list's rules are.
  public static func analyze(_ conditions: [BillCondition]) -> [RuleReachability] {
    let space = ConditionSpace(conditions)
    let boxes = conditions.map(space.box(of:))
    return boxes.indices.map { index in
      let box = boxes[index]
      guard !box.isEmpty else { return .unsatisfiable }
      var cover = CoverSearch(budget: splitBudget)
      let earlier = boxes[..<index].indices.filter { box.intersection(boxes[$0]) != nil }
      let result = cover.uncoveredCell(of: box, by: earlier.map { boxes[$0] })
      switch result {
      case .uncovered(let cell): return .reachable(example: space.bill(at: cell))
      case .undecided: return .undecided
      case .covered:
        return .shadowed(by: minimalCover(of: box, among: earlier, boxes: boxes))
      }
    }
  }

  /// `candidates` less every one the others cover without, in order: a cover none of whose
  /// rules can be left out.
  private static func minimalCover(
    of box: ConditionBox, among candidates: [Int], boxes: [ConditionBox]
  )
    -> [Int]
  {
    var kept = candidates
    for candidate in candidates {
      let rest = kept.filter { $0 != candidate }
      var search = CoverSearch(budget: splitBudget)
      if case .covered = search.uncoveredCell(of: box, by: rest.map { boxes[$0] }) { kept = rest }
    }
    return kept
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

  /// The splits left.
  var budget: Int

  /// A cell of `box` outside every box of `boxes`, or why there is none.
  mutating func uncoveredCell(of box: ConditionBox, by boxes: [ConditionBox]) -> Outcome {
    guard budget > 0 else { return .undecided }
    budget -= 1
    let meeting = boxes.compactMap { $0.intersection(box) }
    guard let first = meeting.first else {
      return box.firstCell.map(Outcome.uncovered) ?? .covered
    }
    if meeting.contains(box) { return .covered }
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
    switch uncoveredCell(of: outside, by: meeting) {
    case .covered: return uncoveredCell(of: inside, by: meeting)
    case let found: return found
    }
  }
}
