import TipEngine

/// How many bills' tips changed by how much, in one currency: counts in fixed bins, so that any
/// number of rows takes the same memory and blocks add up in any order to the same counts.
///
/// The bins are the same for every currency, in its minor units: no change; then, each way,
/// changes of at most 1, 2, 5, 10, 20, 50, … 1,000,000 minor units ($0.01 to $10,000 in USD,
/// ¥1 to ¥1,000,000 in JPY), and more than that.
public struct ChangeHistogram: Sendable, Hashable {
  /// One bin: the changes in minor units greater than ``lower`` and at most ``upper`` (for a
  /// decrease, at most `-lower` below zero and more than `-upper`, by magnitude); a bound that
  /// is `nil` is open.
  public struct Bin: Sendable, Hashable {
    /// The exclusive lower bound of the change, or `nil` for the most negative bin.
    public var lower: Int64?
    /// The inclusive upper bound of the change, or `nil` for the most positive bin.
    public var upper: Int64?
    /// The bills in the bin.
    public var count: Int
  }

  /// The bins' bounds on the size of a change, in minor units: 1, 2, 5, … 1,000,000.
  public static let bounds: [Int64] = {
    var bounds: [Int64] = []
    var decade: Int64 = 1
    while decade < 1_000_000 {
      bounds += [decade, 2 * decade, 5 * decade]
      decade *= 10
    }
    return bounds + [1_000_000]
  }()

  /// The bins of one side: one per bound and one beyond the last.
  static var sideCount: Int { bounds.count + 1 }

  /// The counts, from the largest decrease through no change to the largest increase.
  public private(set) var counts = [Int](repeating: 0, count: 2 * ChangeHistogram.sideCount + 1)

  /// An empty histogram.
  public init() {}

  /// Counts a change of `change` minor units.
  mutating func add(_ change: Int64) {
    counts[ChangeHistogram.index(of: change)] += 1
  }

  /// Adds the counts of `other`.
  mutating func add(_ other: ChangeHistogram) {
    for index in counts.indices { counts[index] += other.counts[index] }
  }

  /// The index of the bin of `change`.
  static func index(of change: Int64) -> Int {
    guard change != 0 else { return sideCount }
    let magnitude = change.magnitude
    // The first bound at least as large as the change, by binary search.
    var (low, high) = (0, bounds.count)
    while low < high {
      let middle = (low + high) / 2
      if UInt64(bounds[middle]) >= magnitude { high = middle } else { low = middle + 1 }
    }
    return change > 0 ? sideCount + 1 + low : sideCount - 1 - low
  }

  /// The bins in order, from the largest decrease to the largest increase.
  public var bins: [Bin] {
    let side = ChangeHistogram.sideCount
    let bounds = ChangeHistogram.bounds
    return counts.indices.map { index in
      if index == side { return Bin(lower: -1, upper: 0, count: counts[index]) }
      if index > side {
        let k = index - side - 1
        return Bin(
          lower: k == 0 ? 0 : bounds[k - 1], upper: k < bounds.count ? bounds[k] : nil,
          count: counts[index])
      }
      let k = side - 1 - index
      return Bin(
        lower: k < bounds.count ? -bounds[k] - 1 : nil, upper: k == 0 ? -1 : -bounds[k - 1] - 1,
        count: counts[index])
    }
  }
}
