import TipEngine

/// The parameters of the four core workloads, read from the built-in catalog's policies.
struct CoreParameters: Sendable {
  /// `percent-18`: the rate and rounding of the percent workload (on the subtotal).
  var percentRate: Percentage
  var percentRounding: RoundingRule
  /// `round-up`: the fixed inner tip (none), the increment (a whole unit) in cents and what is
  /// rounded up (the total).
  var roundUpInner: Int64
  var roundUpIncrement: Int64
  var roundUpTarget: RoundUpPolicy.Target
  /// Each workload's policy and its plan in words, for the notes.
  var summaries: [String] = []
  /// `smart`: the threshold and fixed tip below it in cents, and the percentage from it up.
  var smartThreshold: Int64
  var smartBelow: Int64
  var smartRate: Percentage
  var smartRounding: RoundingRule

  /// Reads the parameters from `catalog`, checking that each policy still has the shape the
  /// workload reproduces.
  ///
  /// - Throws: ``BenchmarkError`` naming the policy that changed.
  init(catalog: PolicyCatalog) throws(BenchmarkError) {
    func plan(_ name: String) throws(BenchmarkError) -> TipPlan {
      do {
        return try TipPlan(catalog.policy(named: name))
      } catch let error as BenchmarkError {
        throw error
      } catch {
        throw BenchmarkError("the built-in catalog has no policy '\(name)': \(error)")
      }
    }
    let percentPlan = try plan("percent-18")
    let smartPlan = try plan("smart")
    guard case .percent(let rate, .subtotal, let rounding) = percentPlan else {
      throw BenchmarkError("'percent-18' is no longer a percentage of the subtotal")
    }
    let roundUpPlan = try plan("round-up")
    guard case .roundUp(.fixed(let inner), let increment, let target) = roundUpPlan else {
      throw BenchmarkError("'round-up' is no longer a fixed tip, rounded up")
    }
    roundUpInner = try usdMinorUnits(inner)
    roundUpIncrement = try usdMinorUnits(increment)
    roundUpTarget = target
    guard
      case .smart(
        let threshold, .subtotal, .fixed(let below),
        .percent(let smartRate, .subtotal, let smartRounding)
      ) = try plan("smart")
    else {
      throw BenchmarkError("'smart' is no longer a fixed tip below a threshold, a percentage above")
    }
    percentRate = rate
    percentRounding = rounding
    smartThreshold = try usdMinorUnits(threshold)
    smartBelow = try usdMinorUnits(below)
    self.smartRate = smartRate
    self.smartRounding = smartRounding
    summaries = [
      "percent = 'percent-18' (\(percentPlan))", "round-up = 'round-up' (\(roundUpPlan))",
      "smart = 'smart' (\(smartPlan))",
    ]
  }
}

/// A timed workload in one arithmetic, with its results in minor units where it has one
/// result per bill.
struct WorkloadMeasurement {
  /// The workload's name.
  var workload: String
  /// The repetitions.
  var timing: Timing
  /// Bills per repetition.
  var count: Int
  /// One result per bill (the tip), converted to minor units after timing; `nil` for `split`.
  var results: [Int64]?
}

extension ArithmeticInputs {
  /// Times the percent, round-up, smart and split workloads.
  func measureCore(
    _ parameters: CoreParameters, partySizes: [Int], repetitions: Int,
    progress: (String) -> Void
  ) throws -> [WorkloadMeasurement] {
    let a = arithmetic
    var measurements: [WorkloadMeasurement] = []
    var tips = outputs()

    progress("percent · \(name)")
    let percentRate = a.rate(parameters.percentRate)
    let percent = try timed(into: &tips, repetitions: repetitions) { subtotals, _, out in
      try Kernels.percent(
        a, rate: percentRate, rounding: parameters.percentRounding, subtotals: subtotals,
        tips: out)
    }
    measurements.append(
      WorkloadMeasurement(
        workload: "percent", timing: percent, count: count, results: try minorUnits(tips)))

    progress("round-up · \(name)")
    let inner = a.amount(minorUnits: parameters.roundUpInner)
    let increment = a.amount(minorUnits: parameters.roundUpIncrement)
    let roundUp = try timed(into: &tips, repetitions: repetitions) { subtotals, taxes, out in
      try Kernels.roundUp(
        a, innerTip: inner, increment: increment, target: parameters.roundUpTarget,
        subtotals: subtotals, taxes: taxes, tips: out)
    }
    measurements.append(
      WorkloadMeasurement(
        workload: "round-up", timing: roundUp, count: count, results: try minorUnits(tips)))

    progress("smart · \(name)")
    let smartRate = a.rate(parameters.smartRate)
    let threshold = a.amount(minorUnits: parameters.smartThreshold)
    let below = a.amount(minorUnits: parameters.smartBelow)
    let smart = try timed(into: &tips, repetitions: repetitions) { subtotals, _, out in
      try Kernels.smart(
        a, threshold: threshold, below: below, rate: smartRate,
        rounding: parameters.smartRounding, subtotals: subtotals, tips: out)
    }
    measurements.append(
      WorkloadMeasurement(
        workload: "smart", timing: smart, count: count, results: try minorUnits(tips)))

    progress("split · \(name)")
    var last = outputs()
    let split = try timed(into: &tips, repetitions: repetitions) { subtotals, taxes, first in
      try partySizes.withUnsafeBufferPointer { parties in
        try last.withUnsafeMutableBufferPointer { last in
          try Kernels.split(
            a, subtotals: subtotals, taxes: taxes, partySizes: parties, first: first, last: last)
          blackHole(last.baseAddress)
        }
      }
    }
    measurements.append(
      WorkloadMeasurement(workload: "split", timing: split, count: count, results: nil))
    return measurements
  }

  /// Runs `kernel` `repetitions` times over the inputs, writing into `output`.
  func timed(
    into output: inout [A.Amount], repetitions: Int,
    _ kernel: (
      UnsafeBufferPointer<A.Amount>, UnsafeBufferPointer<A.Amount>,
      UnsafeMutableBufferPointer<A.Amount>
    ) throws -> Void
  ) throws -> Timing {
    try subtotals.withUnsafeBufferPointer { subtotals in
      try taxes.withUnsafeBufferPointer { taxes in
        try output.withUnsafeMutableBufferPointer { output in
          try Timing.measure(repetitions: repetitions) {
            try kernel(subtotals, taxes, output)
            blackHole(output.baseAddress)
          }
        }
      }
    }
  }

  /// Amounts in minor units, rounded to the nearest by the arithmetic.
  func minorUnits(_ amounts: [A.Amount]) throws(MoneyError) -> [Int64] {
    var units: [Int64] = []
    units.reserveCapacity(amounts.count)
    for amount in amounts { units.append(try arithmetic.minorUnits(of: amount)) }
    return units
  }

  /// Splits every bill's subtotal + tax with this arithmetic and compares every share with the
  /// engine's `Money.split(into:)` (untimed).
  func splitAccuracy(partySizes: [Int], sample: BillSample) throws -> Accuracy {
    var accuracy = Accuracy()
    var shares: [Int64] = []
    for index in 0..<count {
      let total = try arithmetic.sum(subtotals[index], taxes[index])
      try Accuracy.shares(of: total, parts: partySizes[index], in: arithmetic, into: &shares)
      let expected = try Money(
        minorUnits: sample.subtotals[index] + sample.taxes[index], currency: .usd
      ).split(into: partySizes[index]).map(\.minorUnits)
      accuracy.record(largestDifference: Accuracy.largestDifference(expected, shares))
    }
    return accuracy
  }
}
