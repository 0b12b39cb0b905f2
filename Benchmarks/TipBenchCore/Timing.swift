import Foundation

/// Keeps a value alive and opaque to the optimizer, so a timed loop whose results are only
/// checked later cannot be removed.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Wall-clock times of the repetitions of one measurement.
struct Timing: Sendable {
  /// Seconds per repetition, in run order.
  var seconds: [Double]

  /// The median repetition, in seconds.
  var median: Double {
    let sorted = seconds.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Runs `body` `repetitions` times and times each run with the continuous clock.
  static func measure(repetitions: Int, _ body: () throws -> Void) rethrows -> Timing {
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let start = clock.now
      try body()
      let elapsed = start.duration(to: clock.now)
      seconds.append(elapsed.seconds)
    }
    return Timing(seconds: seconds)
  }

  /// Nanoseconds per operation of each repetition for `operations` operations.
  func nanoseconds(per operations: Int) -> [Double] {
    seconds.map { $0 * 1e9 / Double(max(1, operations)) }
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
