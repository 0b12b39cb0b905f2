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

/// The candidate closest to `word`, for "did you mean …?" hints, or `nil` when none is close.
///
/// Case is ignored. A candidate is accepted when its ``editDistance(_:_:)`` from `word` is at
/// most `max(1, word.count / 3)` and smaller than the longer of the two lengths (so that `x`
/// never suggests `y`). Among equally close candidates the first in sequence order wins, so the
/// result is deterministic.
package func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
  let folded = word.lowercased()
  let limit = max(1, folded.count / 3)
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let foldedCandidate = candidate.lowercased()
    // The distance is at least the length difference: skip the table when that is too far.
    guard abs(foldedCandidate.count - folded.count) <= limit else { continue }
    let distance = editDistance(folded, foldedCandidate)
    guard distance <= limit, distance < max(folded.count, foldedCandidate.count) else { continue }
    if distance < best?.distance ?? Int.max {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}
