/// A set of the atoms of one dimension of a ``ConditionSpace``, as bits: atom `i` is bit `i`.
///
/// The words that can hold an atom are kept as a span, so that comparing two sets that hold
/// few atoms (one date of thousands) reads a word or two, not all of them.
struct AtomSet: Sendable, Hashable {
  /// The bits, 64 atoms a word.
  private(set) var words: [UInt64]
  /// The words outside it are zero.
  private(set) var span: Range<Int>

  /// No atom of a dimension of `count` atoms.
  init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) / 64)
    span = 0..<0
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
    let word = index / 64
    words[word] |= 1 << UInt64(index % 64)
    span =
      span.isEmpty ? word..<word + 1 : min(span.lowerBound, word)..<max(span.upperBound, word + 1)
  }

  /// Adds the atoms of `range`, a word at a time.
  mutating func insert(_ range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      if index % 64 == 0, range.upperBound - index >= 64 {
        words[index / 64] = .max
        span =
          span.isEmpty
          ? index / 64..<index / 64 + 1
          : min(span.lowerBound, index / 64)..<max(span.upperBound, index / 64 + 1)
        index += 64
      } else {
        insert(index)
        index += 1
      }
    }
  }

  /// Whether atom `index` is in the set.
  func contains(_ index: Int) -> Bool {
    words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  /// Whether the set has no atom.
  var isEmpty: Bool { span.allSatisfy { words[$0] == 0 } }

  /// The first atom of the set, if any.
  var first: Int? {
    for index in span where words[index] != 0 {
      return index * 64 + words[index].trailingZeroBitCount
    }
    return nil
  }

  /// Whether the sets have an atom in common; adds the words read to `steps`.
  func meets(_ other: AtomSet, steps: inout Int) -> Bool {
    let low = max(span.lowerBound, other.span.lowerBound)
    let high = min(span.upperBound, other.span.upperBound)
    for index in low..<max(low, high) {
      steps += 1
      if words[index] & other.words[index] != 0 { return true }
    }
    return false
  }

  /// Whether every atom of `other` is in this set; adds the words read to `steps`.
  func isSuperset(of other: AtomSet, steps: inout Int) -> Bool {
    for index in other.span {
      steps += 1
      if other.words[index] & ~words[index] != 0 { return false }
    }
    return true
  }

  /// The atoms in both sets.
  func intersection(_ other: AtomSet) -> AtomSet {
    var result = self
    for index in result.span { result.words[index] &= other.words[index] }
    result.trimSpan()
    return result
  }

  /// The atoms of this set that are not in `other`.
  func subtracting(_ other: AtomSet) -> AtomSet {
    var result = self
    for index in result.span { result.words[index] &= ~other.words[index] }
    result.trimSpan()
    return result
  }

  /// Narrows the span to the words that hold an atom.
  private mutating func trimSpan() {
    var low = span.lowerBound
    var high = span.upperBound
    while low < high, words[low] == 0 { low += 1 }
    while high > low, words[high - 1] == 0 { high -= 1 }
    span = low..<high
  }
}
