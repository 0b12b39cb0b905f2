import Foundation

/// Everything one `tip-bench` run measured; `--json` prints it.
public struct BenchmarkReport: Codable, Sendable {
  /// `release`, or `debug` when the measurement code was built for debugging (tests only).
  public var build: String
  /// Where the figures come from.
  public var machine: MachineInfo
  /// What was run.
  public var configuration: Configuration
  /// One row per workload and arithmetic.
  public var results: [WorkloadResult]
  /// The cost of looking a policy up by name, for the quote's policy (`regional`); `policies`
  /// inside has the same for each measured policy.
  public var overhead: OverheadReport
  /// One thread against all threads on the batch path.
  public var scaling: ScalingReport
  /// What one `quote` costs through the public API: concrete type, by name, and the core.
  public var api: [ApiResult]
  /// Checks that the exact workloads compute what the catalog policies compute.
  public var checks: [AgreementCheck]
  /// Where the package's performance targets land.
  public var targets: [TargetResult]
  /// What the figures mean and how they were obtained.
  public var notes: [String]

  /// The run's parameters.
  public struct Configuration: Codable, Sendable {
    /// Bills run through exact and `Double` arithmetic and the policies.
    public var count: Int
    /// Bills (the first ones) run through `Decimal`.
    public var decimalCount: Int
    /// The generator's seed.
    public var seed: UInt64
    /// Timed repetitions per measurement; figures are medians.
    public var repetitions: Int
    /// Bills per call on the batch path.
    public var chunkSize: Int
    /// Threads used for the scaling measurement.
    public var threads: Int
  }
}

/// The machine and toolchain of a run.
public struct MachineInfo: Codable, Sendable {
  /// The CPU model from `/proc/cpuinfo`, if readable.
  public var cpu: String?
  /// Logical processors.
  public var cores: Int
  /// Logical processors available to the process.
  public var activeCores: Int
  /// Physical memory in GiB.
  public var memoryGiB: Double
  /// The operating system.
  public var os: String
  /// The Swift compiler the benchmark was built with (major.minor).
  public var swift: String
  /// The 1-, 5- and 15-minute load averages when the run started.
  public var loadAverageAtStart: [Double]
  /// The load averages when the run ended.
  public var loadAverageAtEnd: [Double]
}

/// The speed and accuracy of one workload in one arithmetic.
public struct WorkloadResult: Codable, Sendable {
  /// `percent`, `round-up`, `smart`, `split` or `quote`.
  public var workload: String
  /// `exact`, `double` or `decimal`.
  public var arithmetic: String
  /// `TipMath` for the generic core called directly, `catalog` for a policy loaded by name.
  public var path: String
  /// Operations (bills) actually run in each repetition; nothing is extrapolated.
  public var count: Int
  /// Median nanoseconds per operation.
  public var nsPerOp: Double
  /// Operations per second at the median.
  public var opsPerSecond: Double
  /// `nsPerOp` divided by the `Double` row's of the same workload (below 1 is faster).
  public var ratioToDouble: Double?
  /// Results that differ from the exact ones at the minor unit (for `split` and `quote`: bills
  /// where any amount differs).
  public var mismatches: Int
  /// `mismatches ÷ count`.
  public var mismatchRate: Double
  /// The largest difference from the exact result, in major units (`"0.01"`).
  public var maxError: String
  /// The fastest and the slowest repetition, nanoseconds per operation.
  public var nsPerOpRange: [Double]
}

/// The same tips through a concrete policy, by name, and through the batch entry point.
public struct OverheadResult: Codable, Sendable {
  /// The catalog policy.
  public var policy: String
  /// Bills per repetition.
  public var count: Int
  /// Nanoseconds per bill, calling the concrete type's `tip(for:)`.
  public var direct: Double
  /// Nanoseconds per bill, calling `tip(for:)` on the `any TipPolicy` from the catalog.
  public var byName: Double
  /// Nanoseconds per bill, calling `tips(for:)` on the `any TipPolicy`, once per batch.
  public var batch: Double
  /// `byName ÷ direct`.
  public var byNameRatio: Double
  /// `batch ÷ direct`: the cost of a policy loaded by name on the batch path.
  public var batchRatio: Double
}

/// ``OverheadResult`` for the quote's policy, with the other measured policies.
public struct OverheadReport: Codable, Sendable {
  /// The quote's policy, `regional`.
  public var policy: String
  /// Nanoseconds per bill through the concrete type.
  public var direct: Double
  /// Nanoseconds per bill through `any TipPolicy`, per bill.
  public var byName: Double
  /// Nanoseconds per bill through the batch entry point.
  public var batch: Double
  /// `byName ÷ direct`.
  public var byNameRatio: Double
  /// `batch ÷ direct`.
  public var batchRatio: Double
  /// Every measured policy.
  public var policies: [OverheadResult]
}

/// The batch path on one thread and on several.
public struct ScalingResult: Codable, Sendable {
  /// The catalog policy.
  public var policy: String
  /// Bills per repetition.
  public var count: Int
  /// Threads of the parallel run.
  public var threads: Int
  /// Wall-clock nanoseconds per bill on one thread.
  public var oneThreadNsPerBill: Double
  /// Wall-clock nanoseconds per bill on ``threads`` threads.
  public var threadsNsPerBill: Double
  /// `oneThreadNsPerBill ÷ threadsNsPerBill`.
  public var speedup: Double
}

/// ``ScalingResult`` for the quote's policy, with the other measured policies.
public struct ScalingReport: Codable, Sendable {
  /// Threads of the parallel run.
  public var threads: Int
  /// One thread's time over ``threads`` threads' time, for ``policy``.
  public var speedup: Double
  /// The quote's policy, `regional`.
  public var policy: String
  /// Every measured policy.
  public var policies: [ScalingResult]
}

/// A comparison of an exact workload with the catalog policy it mirrors, on every bill.
public struct AgreementCheck: Codable, Sendable {
  /// The workload.
  public var workload: String
  /// The catalog policy.
  public var policy: String
  /// Bills compared.
  public var count: Int
  /// Bills where they differ; 0 means the workload computes what the policy computes.
  public var disagreements: Int
}

/// One of the package's performance targets and where this run lands.
public struct TargetResult: Codable, Sendable {
  /// The target in words, such as "exact at least as fast as Double on the same workload".
  public var target: String
  /// Whether this run meets it.
  public var met: Bool
  /// The figures behind the verdict.
  public var detail: String
}

extension BenchmarkReport {
  /// The report as pretty-printed JSON with sorted keys.
  public func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
