import TipEngine

/// One row of the per-bill API section: what one `quote` costs an integrator, by path.
public struct ApiResult: Codable, Sendable, Equatable {
  /// The catalog policy, such as `percent-18`.
  public var policy: String
  /// `concrete` (the policy's own type), `byName` (`any TipPolicy` from the catalog) or `core`
  /// (the same steps composed from ``TipMath`` over ``ExactArithmetic``, no `Quote`).
  public var path: String
  /// Median nanoseconds per bill: tip, total and an even split of 3.
  public var nsPerBill: Double
}

/// The per-bill API measurement: `quote(for:splitting: .evenly(people: 3))` on each bill, through
/// the concrete type, through the catalog's `any TipPolicy`, and composed from the core.
struct ApiMeasurement {
  /// The people every bill is split among.
  static let people = 3
  /// The policies measured, in report order.
  static let policies = ["percent-18", "regional", "smart", rulesName]
  /// The `rules` policy the benchmark layers over the built-in catalog: a party of 8 or more
  /// tips 20 %, a bill in Quebec 15 %, anything else 18 %. It has no `core` path: conditions are
  /// the engine's, not TipMath's.
  static let rulesName = "bench-rules"
  /// Its catalog source.
  static let rulesSource = CatalogSource(
    name: "bench-rules.json",
    json: #"""
      {"version": 1, "policies": [{"name": "bench-rules", "kind": "rules", "rules": [
        {"when": {"partySize": {"min": 8}}, "policy": "percent-20"},
        {"when": {"regions": ["CA-QC"]}, "policy": "percent-15"}], "otherwise": "percent-18"}]}
      """#)

  /// The built-in catalog with ``rulesName`` added.
  static func catalog() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [.builtIn, rulesSource])
  }

  /// The bills, one flat array (the API is called one bill at a time).
  let bills: [Bill]
  /// For each bill, the index of its region's rule in ``regionalRules``.
  let ruleOfBill: [Int]
  /// `regional`'s rules, flattened for the core path.
  let regionalRules: [FlatRule<ExactArithmetic>]

  init(bills: [[Bill]], setup: QuoteSetup) throws(BenchmarkError) {
    self.bills = bills.flatMap { $0 }
    let arithmetic = ExactArithmetic()
    var rules: [FlatRule<ExactArithmetic>] = []
    for plan in setup.plans { rules.append(try FlatRule(plan, in: arithmetic)) }
    regionalRules = rules
    let index = Dictionary(uniqueKeysWithValues: setup.regionCodes.enumerated().map { ($1, $0) })
    var ruleOfBill: [Int] = []
    ruleOfBill.reserveCapacity(self.bills.count)
    for bill in self.bills {
      guard let region = bill.region, let rule = index[region.code] else {
        throw BenchmarkError("a generated bill has no region that 'regional' covers")
      }
      ruleOfBill.append(rule)
    }
    self.ruleOfBill = ruleOfBill
  }

  /// Times the three paths of every policy, interleaved, and checks that they agree.
  func measure(catalog: PolicyCatalog, repetitions: Int) throws -> [ApiResult] {
    var results: [ApiResult] = []
    for name in ApiMeasurement.policies {
      let byName = try catalog.policy(named: name)
      var paths: [(String, () throws -> Int64)] = []
      if !(byName is RulesPolicy) {
        let core = try core(for: name, policy: byName)
        paths.append(("core", { try core.run(self) }))
      }
      switch byName {
      case let percent as PercentPolicy:
        paths.append(("concrete", { try ApiKernels.concrete(percent, bills: self.bills) }))
      case let region as RegionPolicy:
        paths.append(("concrete", { try ApiKernels.concrete(region, bills: self.bills) }))
      case let smart as SmartPolicy:
        paths.append(("concrete", { try ApiKernels.concrete(smart, bills: self.bills) }))
      case let rules as RulesPolicy:
        paths.append(("concrete", { try ApiKernels.concrete(rules, bills: self.bills) }))
      default:
        throw BenchmarkError("'\(name)' is not of the kind the API section expects")
      }
      paths.append(("byName", { try ApiKernels.byName(byName, bills: self.bills) }))
      var seconds = [[Double]](repeating: [], count: paths.count)
      var checksums: Set<Int64> = []
      let clock = ContinuousClock()
      for _ in 0..<max(1, repetitions) {
        for (index, path) in paths.enumerated() {
          let start = clock.now
          checksums.insert(try path.1())
          seconds[index].append(start.duration(to: clock.now).seconds)
        }
      }
      guard checksums.count == 1 else {
        throw BenchmarkError("the API paths of '\(name)' disagree on tip, total or shares")
      }
      for (index, path) in paths.enumerated() {
        let ns = Timing(seconds: seconds[index]).median * 1e9 / Double(max(1, bills.count))
        results.append(ApiResult(policy: name, path: path.0, nsPerBill: ns.rounded(toPlaces: 3)))
      }
    }
    return results
  }

  /// The core composition of `policy`.
  func core(for name: String, policy: any TipPolicy) throws -> ApiCore {
    let arithmetic = ExactArithmetic()
    switch policy {
    case is RegionPolicy:
      return .regional
    case let smart as SmartPolicy:
      return .smart(
        threshold: try usdMinorUnits(smart.threshold), base: smart.base,
        below: try FlatRule(TipPlan(smart.below.policy), in: arithmetic),
        above: try FlatRule(TipPlan(smart.above.policy), in: arithmetic))
    default:
      return .single(try FlatRule(TipPlan(policy), in: arithmetic))
    }
  }
}

/// A policy composed from ``TipMath`` steps for the API section's `core` path.
enum ApiCore {
  /// One rule for every bill.
  case single(FlatRule<ExactArithmetic>)
  /// `below` under the threshold (in USD cents), `above` from it up.
  case smart(
    threshold: Int64, base: TipBase, below: FlatRule<ExactArithmetic>,
    above: FlatRule<ExactArithmetic>)
  /// The rule of each bill's region, looked up before timing.
  case regional

  func run(_ measurement: ApiMeasurement) throws -> Int64 {
    switch self {
    case .single(let rule):
      return try ApiKernels.core(bills: measurement.bills) { _, _ in rule }
    case .smart(let threshold, let base, let below, let above):
      return try ApiKernels.core(bills: measurement.bills) { subtotal, beforeTip in
        let amount = base == .total ? beforeTip : subtotal
        return TipMath.smartUsesAbove(base: amount, threshold: threshold, in: ExactArithmetic())
          ? above : below
      }
    case .regional:
      let rules = measurement.regionalRules
      return try measurement.ruleOfBill.withUnsafeBufferPointer { ruleOfBill in
        var index = -1
        return try ApiKernels.core(bills: measurement.bills) { _, _ in
          index += 1
          return rules[ruleOfBill[index]]
        }
      }
    }
  }
}

/// The API section's loops. Each folds the tip, the total and the first and last shares of every
/// bill into one checksum, so the three paths do the same work and can be compared.
enum ApiKernels {
  /// `quote(for:splitting:)` on the concrete type.
  @inline(never)
  static func concrete<P: TipPolicy>(_ policy: P, bills: [Bill]) throws -> Int64 {
    var checksum: Int64 = 0
    for bill in bills {
      let quote = try policy.quote(for: bill, splitting: .evenly(people: ApiMeasurement.people))
      checksum &+= fold(quote)
    }
    return checksum
  }

  /// `quote(for:splitting:)` through the catalog's `any TipPolicy`.
  @inline(never)
  static func byName(_ policy: any TipPolicy, bills: [Bill]) throws -> Int64 {
    var checksum: Int64 = 0
    for bill in bills {
      let quote = try policy.quote(for: bill, splitting: .evenly(people: ApiMeasurement.people))
      checksum &+= fold(quote)
    }
    return checksum
  }

  /// The same tip, total and even split composed from TipMath in minor units.
  @inline(never)
  static func core(
    bills: [Bill],
    rule: (Int64, Int64) throws -> FlatRule<ExactArithmetic>
  ) throws -> Int64 {
    let arithmetic = ExactArithmetic()
    var checksum: Int64 = 0
    for bill in bills {
      let subtotal = bill.subtotal.minorUnits
      let beforeTip = try arithmetic.sum(subtotal, bill.tax?.minorUnits ?? 0)
      let tip = try rule(subtotal, beforeTip).tip(
        subtotal: subtotal, beforeTip: beforeTip, in: arithmetic)
      let total = try arithmetic.sum(beforeTip, tip)
      var first: Int64 = 0
      var last: Int64 = 0
      try TipMath.evenSplit(total, parts: ApiMeasurement.people, in: arithmetic) { index, share in
        if index == 0 { first = share }
        last = share
      }
      checksum &+= tip &+ total &+ first &+ last
    }
    return checksum
  }

  @inline(__always)
  static func fold(_ quote: Quote) -> Int64 {
    let shares = quote.shares
    return quote.tip.minorUnits &+ quote.total.minorUnits &+ shares[shares.startIndex].minorUnits
      &+ shares[shares.endIndex - 1].minorUnits
  }
}
