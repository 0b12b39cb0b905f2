import TipEngine

/// The quote workload's policy, `regional` from the built-in catalog, and its rules taken apart
/// per region for the composed (TipMath) quote.
struct QuoteSetup: Sendable {
  /// The catalog name of the policy.
  static let policyName = "regional"
  /// The policy as the catalog hands it out.
  let policy: any TipPolicy
  /// The same policy as its concrete type.
  let concrete: RegionPolicy
  /// The region codes, sorted.
  let regionCodes: [String]
  /// Each region's rule as TipMath steps, in ``regionCodes`` order.
  let plans: [TipPlan]

  /// Loads `regional` from `catalog`.
  ///
  /// - Throws: ``BenchmarkError`` when it is missing or not a region policy.
  init(catalog: PolicyCatalog) throws(BenchmarkError) {
    do {
      policy = try catalog.policy(named: QuoteSetup.policyName)
    } catch {
      throw BenchmarkError("the built-in catalog has no policy 'regional': \(error)")
    }
    guard let concrete = policy as? RegionPolicy else {
      throw BenchmarkError("'regional' is no longer a region policy")
    }
    self.concrete = concrete
    regionCodes = concrete.regionCodes
    var plans: [TipPlan] = []
    for code in regionCodes {
      guard let rule = concrete.rule(for: code) else {
        throw BenchmarkError("'regional' lists \(code) but has no rule for it")
      }
      plans.append(try TipPlan(rule.policy.policy))
    }
    self.plans = plans
  }
}

extension ArithmeticInputs {
  /// The regional rules for this arithmetic and the region-code lookup table.
  func quoteRules(_ setup: QuoteSetup) throws(BenchmarkError) -> (
    rules: [FlatRule<A>], index: [String: Int]
  ) {
    var rules: [FlatRule<A>] = []
    for plan in setup.plans { rules.append(try FlatRule(plan, in: arithmetic)) }
    let index = Dictionary(uniqueKeysWithValues: setup.regionCodes.enumerated().map { ($1, $0) })
    return (rules, index)
  }

  /// Times the composed quote: rule by region, tip, total, split.
  func measureComposedQuote(
    _ setup: QuoteSetup, sample: BillSample, repetitions: Int
  ) throws -> WorkloadMeasurement {
    let (rules, ruleIndex) = try quoteRules(setup)
    var tips = outputs()
    var totals = outputs()
    var first = outputs()
    let regions = Array(sample.regions[0..<count])
    let timing = try sample.partySizes.withUnsafeBufferPointer { parties in
      try regions.withUnsafeBufferPointer { regions in
        try totals.withUnsafeMutableBufferPointer { totals in
          try first.withUnsafeMutableBufferPointer { first in
            try timed(into: &tips, repetitions: repetitions) { subtotals, taxes, tips in
              try Kernels.composedQuote(
                arithmetic, rules: rules, ruleIndex: ruleIndex, subtotals: subtotals,
                taxes: taxes, partySizes: parties, regions: regions, tips: tips,
                totals: totals, first: first)
              blackHole((totals.baseAddress, first.baseAddress))
            }
          }
        }
      }
    }
    return WorkloadMeasurement(workload: "quote", timing: timing, count: count, results: nil)
  }

  /// One bill's composed quote in minor units: tip, total and every share (untimed).
  func composedQuote(
    at index: Int, rules: [FlatRule<A>], ruleIndex: [String: Int], sample: BillSample
  ) throws -> [Int64] {
    guard let rule = ruleIndex[sample.regions[index]] else {
      throw BenchmarkError("no rule for region \(sample.regions[index])")
    }
    let subtotal = subtotals[index]
    let beforeTip = try arithmetic.sum(subtotal, taxes[index])
    let tip = try rules[rule].tip(subtotal: subtotal, beforeTip: beforeTip, in: arithmetic)
    let total = try arithmetic.sum(beforeTip, tip)
    var shares: [Int64] = []
    try Accuracy.shares(
      of: total, parts: sample.partySizes[index], in: arithmetic, into: &shares)
    return [try arithmetic.minorUnits(of: tip), try arithmetic.minorUnits(of: total)] + shares
  }
}

/// Compares the composed quotes of several arithmetics with the catalog policy's
/// `quote(for:)`, bill by bill: tip, total and every share (untimed).
struct QuoteComparison {
  /// The accuracy of each arithmetic's composed quote, by arithmetic name.
  var accuracy: [String: Accuracy] = [:]

  /// Runs the comparison over the first `count` bills for each arithmetic.
  init(
    _ setup: QuoteSetup, sample: BillSample, exact: ArithmeticInputs<ExactArithmetic>,
    double: ArithmeticInputs<DoubleArithmetic>, decimal: ArithmeticInputs<DecimalArithmetic>
  ) throws {
    let exactRules = try exact.quoteRules(setup)
    let doubleRules = try double.quoteRules(setup)
    let decimalRules = try decimal.quoteRules(setup)
    var exactAccuracy = Accuracy()
    var doubleAccuracy = Accuracy()
    var decimalAccuracy = Accuracy()
    for index in 0..<max(exact.count, double.count, decimal.count) {
      let quote = try setup.policy.quote(for: sample.bill(at: index))
      let expected =
        [quote.tip.minorUnits, quote.total.minorUnits] + quote.shares.map(\.minorUnits)
      if index < exact.count {
        let actual = try exact.composedQuote(
          at: index, rules: exactRules.rules, ruleIndex: exactRules.index, sample: sample)
        exactAccuracy.record(largestDifference: Accuracy.largestDifference(expected, actual))
      }
      if index < double.count {
        let actual = try double.composedQuote(
          at: index, rules: doubleRules.rules, ruleIndex: doubleRules.index, sample: sample)
        doubleAccuracy.record(largestDifference: Accuracy.largestDifference(expected, actual))
      }
      if index < decimal.count {
        let actual = try decimal.composedQuote(
          at: index, rules: decimalRules.rules, ruleIndex: decimalRules.index, sample: sample)
        decimalAccuracy.record(largestDifference: Accuracy.largestDifference(expected, actual))
      }
    }
    accuracy = ["exact": exactAccuracy, "double": doubleAccuracy, "decimal": decimalAccuracy]
  }
}
