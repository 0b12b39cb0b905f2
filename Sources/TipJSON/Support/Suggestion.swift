/// The optimal-string-alignment distance between two strings: the number of single-character
/// insertions, deletions, substitutions and swaps of two adjacent characters that turn `a` into
/// `b`.
///
/// Swaps count as one edit because transposed letters (`rtae` for `rate`) are the most common
/// typing slip. Characters are compared exactly; ``suggestion(for:among:)`` folds case itself.
package func editDistance(_ a: String, _ b: String) -> Int {
  let source = Array(a)
  let target = Array(b)
  if source.isEmpty { return target.count }
  if target.isEmpty { return source.count }
  // Three rolling rows are enough: a swap only looks two rows back.
  var previousPrevious = [Int](repeating: 0, count: target.count + 1)
  var previous = Array(0...target.count)
  var current = [Int](repeating: 0, count: target.count + 1)
  for i in 1...source.count {
    current[0] = i
    for j in 1...target.count {
      let cost = source[i - 1] == target[j - 1] ? 0 : 1
      var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
        best = min(best, previousPrevious[j - 2] + 1)
      }
      current[j] = best
    }
    (previousPrevious, previous, current) = (previous, current, previousPrevious)
  }
  return previous[target.count]
}

/// The candidate that `word` was plausibly meant to be, for "did you mean …?" hints, or `nil`
/// when none is plausible or when several are equally so (a hint that may be wrong is worse than
/// none).
///
/// Case is ignored. What counts as plausible depends on the length, because one wrong letter
/// turns most short codes into other valid codes:
/// - A word of up to three characters (a region `EE`, a currency `ABC`, a key `tx`) matches only
///   a candidate one typing slip away: two adjacent characters swapped (`SU` → `US`), one
///   character replaced by a key next to it on a QWERTY keyboard (`UD` → `US`), the last of three
///   replaced (`EUX` → `EUR`: a currency code's first two letters are its country's), or, when
///   both are at least two characters long, one character left out or added (`QCX` → `QC`). `ZZ`
///   suggests nothing: `CZ` is one letter away, but `C` is nowhere near `Z`; nor does `ABC`.
/// - A longer word matches a candidate within ``editDistance(_:_:)`` `max(1, word.count / 3)`:
///   a single typo in a name of four to five characters, two in a longer one. A longer word that
///   begins exactly one candidate was left unfinished, and that candidate wins (`percent-12` →
///   `percent-12.5`, though `percent-10` is one letter away).
///
/// For a short word a swap ranks before the other slips (`SU` suggests `US`, not `AU`), and a
/// wrong last letter of three after them (`XBV` suggests `XBC`, a neighbouring key, not `XBD`). When two
/// different candidates are equally close, there is no telling which was meant, and the result
/// is `nil`.
package func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
  let folded = word.lowercased()
  let isShort = folded.count <= 3
  let limit = max(1, folded.count / 3)
  // Ranked by twice the distance, so that a swap can rank before another slip of a short word.
  var best: (candidate: String, folded: String, rank: Int)?
  var isTied = false
  // A word of four or more characters that begins exactly one candidate was left unfinished.
  var completion: (candidate: String, folded: String)?
  var isCompletionTied = false
  for candidate in candidates {
    let foldedCandidate = candidate.lowercased()
    if folded.count >= 4, foldedCandidate.count > folded.count,
      foldedCandidate.hasPrefix(folded)
    {
      if let current = completion, current.folded != foldedCandidate { isCompletionTied = true }
      completion = completion ?? (candidate, foldedCandidate)
    }
    // The distance is at least the length difference: skip the table when that is too far.
    guard abs(foldedCandidate.count - folded.count) <= limit else { continue }
    let distance = editDistance(folded, foldedCandidate)
    guard distance <= limit, distance < max(folded.count, foldedCandidate.count) else { continue }
    var rank = 2 * distance
    if isShort, distance > 0 {
      guard let slip = singleSlip(folded, foldedCandidate) else { continue }
      switch slip {
      case .swap: rank = 1
      case .neighbouringKey, .missingOrExtra: rank = 2
      case .lastOfThree: rank = 3
      }
    }
    if let current = best, rank == current.rank {
      if foldedCandidate != current.folded { isTied = true }
    } else if rank < best?.rank ?? Int.max {
      best = (candidate, foldedCandidate, rank)
      isTied = false
    }
  }
  if best?.rank == 0 { return best?.candidate }
  if let completion, !isCompletionTied { return completion.candidate }
  return isTied ? nil : best?.candidate
}

/// A typing slip that turns one short word into another.
private enum Slip {
  /// Two adjacent characters swapped (`SU` for `US`): the most common slip, so it ranks first.
  case swap
  /// One character replaced by a key next to it on the keyboard (`UD` for `US`).
  case neighbouringKey
  /// One character left out or added (`QCX` for `QC`).
  case missingOrExtra
  /// The last of three characters wrong, the first two right (`EUX` for `EUR`): an ISO 4217 code
  /// is its country's two letters and one more, so the first two say which currency was meant
  /// when only one candidate shares them.
  case lastOfThree
}

/// The slip that turns `meant` into `typed`, or `nil` when no single slip does: both are
/// case-folded and one edit apart; a character left out or added counts only when both have at
/// least two characters.
private func singleSlip(_ typed: String, _ meant: String) -> Slip? {
  let typed = Array(typed)
  let meant = Array(meant)
  guard typed.count == meant.count else {
    return min(typed.count, meant.count) >= 2 ? .missingOrExtra : nil
  }
  let differing = typed.indices.filter { typed[$0] != meant[$0] }
  switch differing.count {
  case 1 where areNeighbouringKeys(typed[differing[0]], meant[differing[0]]):
    return .neighbouringKey
  case 1:
    // The last of three: a currency code's letter after its country (`EUX` → `EUR`).
    return typed.count == 3 && differing[0] == 2 ? .lastOfThree : nil
  case 2:
    let (first, second) = (differing[0], differing[1])
    let isSwap =
      second == first + 1 && typed[first] == meant[second] && typed[second] == meant[first]
    return isSwap ? .swap : nil
  default: return nil
  }
}

/// The rows of a QWERTY keyboard; each row is offset half a key from the one above, so a key
/// touches its neighbours in its row and the keys at the same index and the next in the row above.
private let keyboardRows: [[Character]] = [
  Array("1234567890"), Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm"),
]

/// Whether two lower-case characters are distinct keys that touch on a QWERTY keyboard.
private func areNeighbouringKeys(_ a: Character, _ b: Character) -> Bool {
  func position(_ key: Character) -> (row: Int, column: Int)? {
    for (row, keys) in keyboardRows.enumerated() {
      if let column = keys.firstIndex(of: key) { return (row, column) }
    }
    return nil
  }
  guard a != b, let p = position(a), let q = position(b) else { return false }
  let (upper, lower) = p.row <= q.row ? (p, q) : (q, p)
  switch lower.row - upper.row {
  case 0: return abs(p.column - q.column) == 1
  case 1: return lower.column == upper.column || lower.column + 1 == upper.column
  default: return false
  }
}

/// What to suggest for an unknown `name` among the known `names` (at most twelve of them
/// listed): `did you mean 'percent-18'? Known policies: …`, or the list alone, or `empty` when
/// there are no names and the caller has words for that.
///
/// - Parameters:
///   - name: the unknown name.
///   - names: the known names, in the order to list them.
///   - noun: the plural the list is of, such as `policies`.
///   - empty: what to say when there are no names, if not the empty list.
package func nameSuggestion(
  _ name: String, among names: [String], noun: String, empty: String? = nil
) -> String {
  if names.isEmpty, let empty { return empty }
  let shown = 12
  var list = names.prefix(shown).joined(separator: ", ")
  if names.count > shown { list += " and \(names.count - shown) more" }
  if let near = suggestion(for: name, among: names) {
    return "did you mean '\(near)'? Known \(noun): \(list)"
  }
  return "known \(noun): \(list)"
}
