/// A condition, or the evening or morning of one across midnight, as a box of a
/// ``ConditionSpace``: the atoms it holds for, per dimension.
struct ConditionBox: Sendable, Hashable {
  /// One set per ``ConditionSpace/Dimension``.
  var sets: [AtomSet]

  /// Whether no bill is in the box.
  var isEmpty: Bool { sets.contains(where: \.isEmpty) }

  /// The box of the bills in both, or `nil` when there is none.
  func intersection(_ other: ConditionBox) -> ConditionBox? {
    let box = ConditionBox(sets: zip(sets, other.sets).map { $0.intersection($1) })
    return box.isEmpty ? nil : box
  }

  /// Whether some bill is in both, without building their intersection; adds the words read
  /// to `steps`.
  func meets(_ other: ConditionBox, steps: inout Int) -> Bool {
    steps += AnalysisBudget.perComparison
    return sets.indices.allSatisfy { sets[$0].meets(other.sets[$0], steps: &steps) }
  }

  /// Whether every bill of `other` is in this box; adds the words read to `steps`.
  func contains(_ other: ConditionBox, steps: inout Int) -> Bool {
    steps += AnalysisBudget.perComparison
    return sets.indices.allSatisfy { sets[$0].isSuperset(of: other.sets[$0], steps: &steps) }
  }

  /// A cell of the box: its first atom in each dimension, when it is not empty.
  var firstCell: [Int]? {
    let cell = sets.compactMap(\.first)
    return cell.count == sets.count ? cell : nil
  }

  /// The part of the box whose bills carry a gratuity (`applied`) or not, or `nil` when none.
  func with(gratuityApplied applied: Bool) -> ConditionBox? {
    let dimension = ConditionSpace.Dimension.gratuity.rawValue
    let atom = applied ? 1 : 0
    guard sets[dimension].contains(atom) else { return nil }
    var box = self
    box.sets[dimension] = AtomSet.atoms(2) { $0 == atom }
    return box
  }

  /// The box with every gratuity atom: the same bills, whatever their mark.
  var anyGratuity: ConditionBox {
    var box = self
    box.sets[ConditionSpace.Dimension.gratuity.rawValue] = AtomSet.all(2)
    return box
  }
}
