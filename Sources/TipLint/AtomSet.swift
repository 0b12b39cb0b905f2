/// A set of the atoms of one dimension of a ``ConditionSpace``, as bits: atom `i` is bit `i`.
struct AtomSet: Sendable, Hashable {
  /// The bits, 64 atoms a word.
  private(set) var words: [UInt64]

  /// No atom of a dimension of `count` atoms.
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) / 64)
  }

  /// Every atom of a dimension of `count` atoms.
  static func all(_ count: Int) -> AtomSet {
    var set = AtomSet(count: count)
    for index in 0..<count { set.insert(index) }
    return set
  }

  /// The atoms of a dimension of `count` atoms for which `isMember` holds.
  static func atoms(_ count: Int, where isMember: (Int) -> Bool) -> AtomSet {
    var set = AtomSet(count: count)
    for index in 0..<count where isMember(index) { set.insert(index) }
    return set
  }

  /// Adds atom `index`.
  mutating func insert(_ index: Int) {
    words[index / 64] |= 1 << UInt64(index % 64)
  }

  /// Whether atom `index` is in the set.
  func contains(_ index: Int) -> Bool {
    words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  /// Whether the set has no atom.
  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  /// The first atom of the set, if any.
  var first: Int? {
    for (index, word) in words.enumerated() where word != 0 {
      return index * 64 + word.trailingZeroBitCount
    }
    return nil
  }

  /// The atoms in both sets.
  func intersection(_ other: AtomSet) -> AtomSet {
    var result = self
    for index in words.indices { result.words[index] &= other.words[index] }
    return result
  }

  /// The atoms of this set that are not in `other`.
  func subtracting(_ other: AtomSet) -> AtomSet {
    var result = self
    for index in words.indices { result.words[index] &= ~other.words[index] }
    return result
  }
}
