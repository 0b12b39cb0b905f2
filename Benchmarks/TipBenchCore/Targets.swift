import Foundation

/// The four performance targets of the package, judged on a report.
enum Targets {
  /// The workloads whose arithmetics are compared like for like (the `TipMath` rows).
  static let comparable = ["percent", "round-up", "smart", "split", "quote"]

  /// Where each target lands.
  static func evaluate(_ report: BenchmarkReport) -> [TargetResult] {
    func result(_ workload: String, _ arithmetic: String) -> WorkloadResult? {
      report.results.first {
        $0.workload == workload && $0.arithmetic == arithmetic && $0.path == "TipMath"
      }
    }
    var targets: [TargetResult] = []

    // 1. Exact at least as fast as Double, zero mismatches; Double shows its mismatches.
    var speedParts: [String] = []
    var fastEnough = true
    var exactMismatches = 0
    var doubleParts: [String] = []
    for workload in comparable {
      guard let exact = result(workload, "exact"), let double = result(workload, "double") else {
        continue
      }
      let ratio = exact.nsPerOp / double.nsPerOp
      fastEnough = fastEnough && ratio <= 1
      exactMismatches += exact.mismatches
      speedParts.append("\(workload) \(format(ratio, 2))×")
      doubleParts.append(
        "\(workload) \(double.mismatches) (\(format(double.mismatchRate * 100, 3)) %, max \(double.maxError))"
      )
    }
    for row in report.results where row.arithmetic == "exact" {
      if row.path != "TipMath" { exactMismatches += row.mismatches }
    }
    targets.append(
      TargetResult(
        target: "exact at least as fast as Double on the same workload, zero mismatches",
        met: fastEnough && exactMismatches == 0,
        detail: "exact ns/op ÷ Double ns/op: \(speedParts.joined(separator: ", ")); "
          + "exact mismatches \(exactMismatches); Double mismatches: "
          + doubleParts.joined(separator: ", ")))

    // 2. Exact at least 1000× faster than Decimal.
    var decimalParts: [String] = []
    var smallest = Double.infinity
    var decimalAgrees = true
    for workload in comparable {
      guard let exact = result(workload, "exact"), let decimal = result(workload, "decimal") else {
        continue
      }
      let factor = decimal.nsPerOp / exact.nsPerOp
      smallest = min(smallest, factor)
      decimalAgrees = decimalAgrees && decimal.mismatches == 0
      decimalParts.append("\(workload) \(format(factor, 0))×")
    }
    targets.append(
      TargetResult(
        target: "exact at least 1000× faster than Foundation.Decimal",
        met: smallest >= 1000,
        detail: "Decimal ns/op ÷ exact ns/op: \(decimalParts.joined(separator: ", ")); "
          + (decimalAgrees
            ? "Decimal agrees with exact on every bill it ran"
            : "Decimal DISAGREES with exact on some bills")))

    // 3. A policy loaded by name costs at most 1.5× the direct call on the batch path; one
    // verdict per measured policy (the quote's policy first).
    for row in report.overhead.policies {
      targets.append(
        TargetResult(
          target: "a policy loaded by name costs at most 1.5× the direct concrete call, per "
            + "bill, on the batch path ('\(row.policy)')",
          met: row.batchRatio <= 1.5,
          detail: "batch \(format(row.batch, 2)) ns ÷ direct \(format(row.direct, 2)) ns = "
            + "\(format(row.batchRatio, 2))×; by name one bill at a time "
            + "\(format(row.byNameRatio, 2))×"))
    }

    // 4. Two threads give at least 1.7× one thread on the batch path, per measured policy.
    for row in report.scaling.policies {
      targets.append(
        TargetResult(
          target: "two threads give at least 1.7× one thread on the batch path ('\(row.policy)')",
          met: row.threads >= 2 && row.speedup >= 1.7,
          detail: "\(format(row.oneThreadNsPerBill, 2)) ns per bill on 1 thread, "
            + "\(format(row.threadsNsPerBill, 2)) on \(row.threads): \(format(row.speedup, 2))×"
            + (row.threads < 2 ? " (one thread only: not measurable)" : "")))
    }
    targets += apiTargets(report.api, overhead: report.overhead.policies)
    return targets
  }

  /// The per-bill API targets: `quote` by name at most 15 ns, and at most 1.3× the concrete
  /// call; the regional policy by name at most 1.5× `percent-18` by name, for `quote` (the API
  /// section) and for `tip` alone (the overhead section's by-name column).
  static func apiTargets(_ api: [ApiResult], overhead: [OverheadResult]) -> [TargetResult] {
    func ns(_ policy: String, _ path: String) -> Double? {
      api.first { $0.policy == policy && $0.path == path }?.nsPerBill
    }
    var targets: [TargetResult] = []
    if let byName = ns("percent-18", "byName"), let concrete = ns("percent-18", "concrete") {
      targets.append(
        TargetResult(
          target: "quote by name ('percent-18', even split of 3) at most 15 ns per bill",
          met: byName <= 15,
          detail: "by name \(format(byName, 2)) ns"))
      targets.append(
        TargetResult(
          target: "quote by name ('percent-18', even split of 3) within 1.3× the concrete call",
          met: byName / concrete <= 1.3,
          detail: "by name \(format(byName, 2)) ns ÷ concrete \(format(concrete, 2)) ns = "
            + "\(format(byName / concrete, 2))×"))
    }
    if let regional = ns("regional", "byName"), let percent = ns("percent-18", "byName") {
      targets.append(
        TargetResult(
          target: "quote by name: 'regional' at most 1.5× 'percent-18'",
          met: regional / percent <= 1.5,
          detail: "regional \(format(regional, 2)) ns ÷ percent-18 \(format(percent, 2)) ns = "
            + "\(format(regional / percent, 2))×"))
    }
    let tips = { (policy: String) in overhead.first { $0.policy == policy }?.byName }
    if let regional = tips("regional"), let percent = tips("percent-18") {
      targets.append(
        TargetResult(
          target: "tip by name: 'regional' at most 1.5× 'percent-18'",
          met: regional / percent <= 1.5,
          detail: "regional \(format(regional, 2)) ns ÷ percent-18 \(format(percent, 2)) ns = "
            + "\(format(regional / percent, 2))×"))
    }
    return targets
  }

  /// A number with `places` decimals.
  static func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }
}
