import Foundation
import TipEngine

/// The benchmark: generates the bills, times every workload in every arithmetic, checks the
/// accuracy, measures the engine's overhead and its scaling, and reports.
///
/// It refuses nothing itself, so tests can run it on a few bills in a debug build; the
/// `tip-bench` executable refuses debug builds.
public enum TipBenchmark {
  /// The workloads, in report order.
  public static let workloads = ["percent", "round-up", "smart", "split", "quote"]

  /// Whether this code was compiled for debugging.
  public static var isDebugBuild: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  /// Runs the whole benchmark.
  ///
  /// - Parameters:
  ///   - options: what to run.
  ///   - progress: called with a short description of each step as it starts.
  /// - Throws: ``BenchmarkError`` when the catalog's policies changed shape or the call paths
  ///   disagree; `MoneyError` or `PolicyError` if the engine refuses a generated bill.
  public static func run(
    _ options: BenchmarkOptions, progress: (String) -> Void = { _ in }
  ) throws -> BenchmarkReport {
    var machine = MachineInfo.current()
    let repetitions = options.repetitions
    let catalog: PolicyCatalog
    do {
      catalog = try PolicyCatalog.builtIn()
    } catch {
      throw BenchmarkError("the built-in catalog does not load: \(error)")
    }
    let parameters = try CoreParameters(catalog: catalog)
    let quote = try QuoteSetup(catalog: catalog)

    progress("generating \(options.count) bills")
    let sample = BillSample(
      count: options.count, seed: options.seed, regionCodes: quote.regionCodes)
    let decimalCount = options.effectiveDecimalCount
    let exact = ArithmeticInputs("exact", ExactArithmetic(), sample: sample, count: sample.count)
    let double = ArithmeticInputs(
      "double", DoubleArithmetic(currency: .usd), sample: sample, count: sample.count)
    let decimal = ArithmeticInputs(
      "decimal", DecimalArithmetic(currency: .usd), sample: sample, count: decimalCount)

    // The four core workloads, each arithmetic in turn.
    let exactCore = try exact.measureCore(
      parameters, partySizes: sample.partySizes, repetitions: repetitions, progress: progress)
    let doubleCore = try double.measureCore(
      parameters, partySizes: sample.partySizes, repetitions: repetitions, progress: progress)
    let decimalCore = try decimal.measureCore(
      parameters, partySizes: sample.partySizes, repetitions: repetitions, progress: progress)

    // The batches of bills for the policies.
    progress("building \(options.count) Bill values")
    let bills = sample.bills(chunkSize: options.chunkSize)

    // Accuracy of the core workloads, and the exact ones against the catalog policies.
    progress("checking accuracy")
    var rows: [WorkloadResult] = []
    var checks: [AgreementCheck] = []
    let policyOf = ["percent": "percent-18", "round-up": "round-up", "smart": "smart"]
    for (index, workload) in ["percent", "round-up", "smart", "split"].enumerated() {
      let exactAccuracy: Accuracy
      let doubleAccuracy: Accuracy
      let decimalAccuracy: Accuracy
      if let expected = exactCore[index].results, let policyName = policyOf[workload] {
        exactAccuracy = try agreement(
          of: expected, with: catalog.policy(named: policyName), bills: bills)
        checks.append(
          AgreementCheck(
            workload: workload, policy: policyName, count: sample.count,
            disagreements: exactAccuracy.mismatches))
        doubleAccuracy = compare(expected, doubleCore[index].results)
        decimalAccuracy = compare(expected, decimalCore[index].results)
      } else {
        exactAccuracy = try exact.splitAccuracy(partySizes: sample.partySizes, sample: sample)
        checks.append(
          AgreementCheck(
            workload: workload, policy: "Money.split(into:)", count: sample.count,
            disagreements: exactAccuracy.mismatches))
        doubleAccuracy = try double.splitAccuracy(partySizes: sample.partySizes, sample: sample)
        decimalAccuracy = try decimal.splitAccuracy(partySizes: sample.partySizes, sample: sample)
      }
      let doubleNs = doubleCore[index].timing.median * 1e9 / Double(doubleCore[index].count)
      rows.append(row(exactCore[index], "exact", "TipMath", exactAccuracy, doubleNs))
      rows.append(row(doubleCore[index], "double", "TipMath", doubleAccuracy, doubleNs))
      rows.append(row(decimalCore[index], "decimal", "TipMath", decimalAccuracy, doubleNs))
    }

    // The quote: through the catalog policy, and composed from TipMath in each arithmetic.
    progress("quote · exact through the catalog policy 'regional'")
    var catalogTips = [Int64](repeating: 0, count: sample.count)
    var catalogTotals = catalogTips
    var catalogFirst = catalogTips
    let catalogTiming = try catalogTips.withUnsafeMutableBufferPointer { tips in
      try catalogTotals.withUnsafeMutableBufferPointer { totals in
        try catalogFirst.withUnsafeMutableBufferPointer { first in
          try Timing.measure(repetitions: repetitions) {
            try Kernels.catalogQuote(
              quote.policy, bills: bills, tips: tips, totals: totals, first: first)
            blackHole((tips.baseAddress, totals.baseAddress, first.baseAddress))
          }
        }
      }
    }
    progress("quote · exact composed")
    let exactQuote = try exact.measureComposedQuote(quote, sample: sample, repetitions: repetitions)
    progress("quote · double composed")
    let doubleQuote = try double.measureComposedQuote(
      quote, sample: sample, repetitions: repetitions)
    progress("quote · decimal composed")
    let decimalQuote = try decimal.measureComposedQuote(
      quote, sample: sample, repetitions: repetitions)
    progress("checking quote accuracy")
    let comparison = try QuoteComparison(
      quote, sample: sample, exact: exact, double: double, decimal: decimal)
    let doubleQuoteNs = doubleQuote.timing.median * 1e9 / Double(doubleQuote.count)
    let catalogMeasurement = WorkloadMeasurement(
      workload: "quote", timing: catalogTiming, count: sample.count, results: nil)
    rows.append(row(catalogMeasurement, "exact", "catalog", Accuracy(), doubleQuoteNs))
    for (measurement, name) in [
      (exactQuote, "exact"), (doubleQuote, "double"), (decimalQuote, "decimal"),
    ] {
      rows.append(
        row(measurement, name, "TipMath", comparison.accuracy[name] ?? Accuracy(), doubleQuoteNs))
    }
    checks.append(
      AgreementCheck(
        workload: "quote", policy: QuoteSetup.policyName, count: sample.count,
        disagreements: comparison.accuracy["exact"]?.mismatches ?? 0))

    // Engine overhead and scaling.
    let percentPolicy = try catalog.policy(named: "percent-18")
    guard let percentConcrete = percentPolicy as? PercentPolicy else {
      throw BenchmarkError("'percent-18' is no longer a PercentPolicy")
    }
    let regional = PolicyUnderTest(
      name: QuoteSetup.policyName, byName: quote.policy, concrete: quote.concrete)
    let percent = PolicyUnderTest(
      name: "percent-18", byName: percentPolicy, concrete: percentConcrete)
    progress("engine overhead · regional")
    let regionalOverhead = try regional.measureOverhead(
      bills: bills, count: sample.count, repetitions: repetitions)
    progress("engine overhead · percent-18")
    let percentOverhead = try percent.measureOverhead(
      bills: bills, count: sample.count, repetitions: repetitions)
    progress("scaling · regional on 1 and \(options.threads) threads")
    let regionalScaling = try regional.measureScaling(
      bills: bills, count: sample.count, threads: options.threads, repetitions: repetitions)
    progress("scaling · percent-18 on 1 and \(options.threads) threads")
    let percentScaling = try percent.measureScaling(
      bills: bills, count: sample.count, threads: options.threads, repetitions: repetitions)

    progress("per-bill API · quote concrete, by name and core")
    let api = try ApiMeasurement(bills: bills, setup: quote).measure(
      catalog: ApiMeasurement.catalog(), repetitions: repetitions)

    machine.loadAverageAtEnd = MachineInfo.loadAverage()
    let overhead = OverheadReport(
      policy: regionalOverhead.policy, direct: regionalOverhead.direct,
      byName: regionalOverhead.byName, batch: regionalOverhead.batch,
      byNameRatio: regionalOverhead.byNameRatio, batchRatio: regionalOverhead.batchRatio,
      policies: [regionalOverhead, percentOverhead])
    let scaling = ScalingReport(
      threads: options.threads, speedup: regionalScaling.speedup, policy: regionalScaling.policy,
      policies: [regionalScaling, percentScaling])
    var report = BenchmarkReport(
      build: isDebugBuild ? "debug" : "release", machine: machine,
      configuration: .init(
        count: sample.count, decimalCount: decimalCount, seed: options.seed,
        repetitions: repetitions, chunkSize: options.chunkSize, threads: options.threads),
      results: rows, overhead: overhead, scaling: scaling, api: api, checks: checks, targets: [],
      notes: [])
    report.targets = Targets.evaluate(report)
    report.notes = notes(report, parameters: parameters)
    return report
  }

  /// A result row.
  static func row(
    _ measurement: WorkloadMeasurement, _ arithmetic: String, _ path: String,
    _ accuracy: Accuracy, _ doubleNs: Double
  ) -> WorkloadResult {
    let samples = measurement.timing.nanoseconds(per: measurement.count)
    let ns = measurement.timing.median * 1e9 / Double(max(1, measurement.count))
    return WorkloadResult(
      workload: measurement.workload, arithmetic: arithmetic, path: path,
      count: measurement.count, nsPerOp: ns.rounded(toPlaces: 3),
      opsPerSecond: (1e9 / ns).rounded(), ratioToDouble: (ns / doubleNs).rounded(toPlaces: 3),
      mismatches: accuracy.mismatches,
      mismatchRate: (Double(accuracy.mismatches) / Double(max(1, measurement.count)))
        .rounded(toPlaces: 8),
      maxError: accuracy.maxErrorText,
      nsPerOpRange: [samples.min() ?? ns, samples.max() ?? ns].map { $0.rounded(toPlaces: 3) })
  }

  /// The exact results against the same policy's `tips(for:)` on every bill.
  static func agreement(of expected: [Int64], with policy: any TipPolicy, bills: [[Bill]]) throws
    -> Accuracy
  {
    var accuracy = Accuracy()
    var index = 0
    for chunk in bills {
      for tip in try policy.tips(for: chunk) {
        accuracy.record(expected: tip.minorUnits, actual: expected[index])
        index += 1
      }
    }
    return accuracy
  }

  /// Element-wise comparison of a prefix of the exact results with another arithmetic's.
  static func compare(_ expected: [Int64], _ actual: [Int64]?) -> Accuracy {
    var accuracy = Accuracy()
    for (index, value) in (actual ?? []).enumerated() {
      accuracy.record(expected: expected[index], actual: value)
    }
    return accuracy
  }

  /// What the figures mean, for the JSON and the table's footer.
  static func notes(_ report: BenchmarkReport, parameters: CoreParameters) -> [String] {
    let configuration = report.configuration
    return [
      "Bills: \(configuration.count) pseudo-random USD bills from seed \(configuration.seed): "
        + "subtotals 0.01 to 10,000.00 (mostly 1 to 500), tax on 70 %, parties of 1 to 12, "
        + "regions uniform over the 37 of 'regional'.",
      "Workloads (parameters read from the built-in catalog): "
        + parameters.summaries.joined(separator: "; ")
        + "; split = subtotal + tax split evenly among the party (every share checked); "
        + "quote = tip, total and shares under 'regional'.",
      "Every workload calls TipEngine's generic core (TipMath over ExactArithmetic, "
        + "DoubleArithmetic, DecimalArithmetic) or its catalog policies; inputs are converted "
        + "before timing (Double = Double(cents) / 100, as an app holds amounts) and results "
        + "after; ns/op is the median of \(configuration.repetitions) repetitions.",
      "Decimal runs on the first \(configuration.decimalCount) bills only, because it is slow "
        + "on Linux; its rows report that count and its figures are not extrapolated.",
      "Accuracy: a mismatch is a result that differs from the exact one at the cent (for split "
        + "and quote: a bill where any share, the tip or the total differs); max error is the "
        + "largest difference. Exact rows are compared with the catalog policy itself "
        + "(Money.split for split).",
      "quote: the 'catalog' row is policy.quote(for:) on the 'regional' policy loaded by name "
        + "(validation, region lookup, tip, total, the shares as an even split of the party). The 'TipMath' "
        + "rows compose the same rules from TipMath steps (region looked up in a dictionary, "
        + "shares folded, no array) in each arithmetic, so they compare arithmetics like for "
        + "like; the catalog row's ratio to Double includes the engine's extra work.",
      "Engine overhead: tips for every bill through the concrete type, through the "
        + "any TipPolicy from the catalog one bill at a time, and through tips(for:) once per "
        + "batch of \(configuration.chunkSize); all three build the same [Money] per batch.",
      "Per-bill API: quote(for:splitting: .evenly(people: 3)) on every bill through the policy's "
        + "concrete type, through the catalog's any TipPolicy, and 'core' = the same tip, total "
        + "and split composed from TipMath over ExactArithmetic (rules looked up before timing, "
        + "no Quote; none for bench-rules, a rules policy: its conditions are the engine's); all "
        + "paths are checked to agree.",
      "Scaling: the batch path over all batches on 1 thread, then on "
        + "\(configuration.threads) threads with DispatchQueue.concurrentPerform (batch i on "
        + "thread i mod \(configuration.threads)); wall-clock time.",
    ]
  }
}
