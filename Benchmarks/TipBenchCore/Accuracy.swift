import TipEngine

/// How far one arithmetic's results are from the exact ones, at the minor unit.
struct Accuracy: Sendable, Hashable {
  /// Results (bills) where at least one amount differs from the exact one.
  var mismatches = 0
  /// The largest difference seen, in minor units.
  var maxError: UInt64 = 0

  /// Records one result made of several amounts: it mismatches when any of them differs.
  mutating func record(largestDifference: UInt64) {
    if largestDifference != 0 { mismatches += 1 }
    maxError = max(maxError, largestDifference)
  }

  /// Records a result of one amount.
  mutating func record(expected: Int64, actual: Int64) {
    record(largestDifference: Accuracy.difference(expected, actual))
  }

  /// `|a − b|`, without overflow.
  static func difference(_ a: Int64, _ b: Int64) -> UInt64 {
    a >= b ? UInt64(bitPattern: a &- b) : UInt64(bitPattern: b &- a)
  }

  /// The largest difference in major units of USD, such as `0.01`.
  var maxErrorText: String {
    Money(minorUnits: Int64(clamping: maxError), currency: .usd).amountText
  }

  /// Compares results element by element, after converting `actual` to minor units with its
  /// arithmetic.
  static func compare<A: TipArithmetic>(
    expected: UnsafeBufferPointer<Int64>, actual: UnsafeBufferPointer<A.Amount>, in arithmetic: A
  ) throws(MoneyError) -> Accuracy {
    var accuracy = Accuracy()
    for index in actual.indices {
      accuracy.record(
        expected: expected[index], actual: try arithmetic.minorUnits(of: actual[index]))
    }
    return accuracy
  }

  /// Every share of `total` split into `parts`, in minor units, appended to `shares`.
  static func shares<A: TipArithmetic>(
    of total: A.Amount, parts: Int, in arithmetic: A, into shares: inout [Int64]
  ) throws {
    shares.removeAll(keepingCapacity: true)
    try TipMath.evenSplit(total, parts: parts, in: arithmetic) { _, share in
      shares.append(try arithmetic.minorUnits(of: share))
    }
  }

  /// The largest difference between two lists of shares; a list of another length differs by
  /// the largest amount in either.
  static func largestDifference(_ expected: [Int64], _ actual: [Int64]) -> UInt64 {
    guard expected.count == actual.count else {
      return (expected + actual).map(\.magnitude).max() ?? 0
    }
    var largest: UInt64 = 0
    for (a, b) in zip(expected, actual) { largest = max(largest, difference(a, b)) }
    return largest
  }
}
