import Foundation
import Testing
import TipTestSupport

@testable import TipBenchCore
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

@Suite("tip-bench measurement code on a few bills: correctness, not timing")
struct TipBenchTests {
  static let options: BenchmarkOptions = {
    var options = BenchmarkOptions()
    options.count = 3000
    options.decimalCount = 1500
    options.repetitions = 1
    options.chunkSize = 256
    options.threads = 2
    return options
  }()

  /// One small run shared by the tests that read its report.
  static let report: Result<BenchmarkReport, any Error> = Result {
    try TipBenchmark.run(options)
  }

  @Test("Every workload runs in every arithmetic, with the counts actually run")
  func everyRowIsPresent() throws {
    let report = try Self.report.get()
    for workload in TipBenchmark.workloads {
      for arithmetic in ["exact", "double", "decimal"] {
        let row = try #require(
          report.results.first {
            $0.workload == workload && $0.arithmetic == arithmetic && $0.path == "TipMath"
          }, "\(workload) \(arithmetic)")
        #expect(row.count == (arithmetic == "decimal" ? 1500 : 3000), "\(workload) \(arithmetic)")
        #expect(row.nsPerOp > 0 && row.opsPerSecond > 0)
      }
    }
    let catalog = try #require(report.results.first { $0.path == "catalog" })
    #expect(catalog.workload == "quote" && catalog.arithmetic == "exact" && catalog.count == 3000)
  }

  @Test("Exact and Decimal agree with the exact result on every bill of every workload")
  func exactAndDecimalHaveNoMismatches() throws {
    let report = try Self.report.get()
    for row in report.results where row.arithmetic != "double" {
      #expect(row.mismatches == 0, "\(row.workload) \(row.arithmetic) \(row.path)")
      #expect(row.maxError == "0.00", "\(row.workload) \(row.arithmetic) \(row.path)")
    }
  }

  @Test("The exact workloads compute what the catalog policies compute, on every bill")
  func exactAgreesWithCatalog() throws {
    let report = try Self.report.get()
    #expect(
      report.checks.map(\.policy) == [
        "percent-18", "round-up", "smart", "Money.split(into:)", "regional",
      ])
    for check in report.checks {
      #expect(check.count == 3000 && check.disagreements == 0, "\(check.policy)")
    }
  }

  @Test("Double's accuracy is measured: percent shows cent mismatches on this seed")
  func doubleMismatchesAreCounted() throws {
    let report = try Self.report.get()
    let percent = try #require(
      report.results.first { $0.workload == "percent" && $0.arithmetic == "double" })
    #expect(percent.mismatches > 0)
    #expect(percent.maxError == "0.01")
    #expect(abs(percent.mismatchRate - Double(percent.mismatches) / 3000) < 1e-6)
  }

  @Test("The JSON has the documented shape")
  func jsonShape() throws {
    let report = try Self.report.get()
    let data = Data(try report.jsonText().utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["build"] as? String == (TipBenchmark.isDebugBuild ? "debug" : "release"))
    let machine = try #require(object["machine"] as? [String: Any])
    #expect(machine["cores"] as? Int ?? 0 >= 1)
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 16)
    for key in [
      "workload", "arithmetic", "count", "nsPerOp", "opsPerSecond", "ratioToDouble", "mismatches",
      "maxError",
    ] {
      #expect(results.allSatisfy { $0[key] != nil }, "results[].\(key)")
    }
    #expect(Set(results.compactMap { $0["workload"] as? String }) == Set(TipBenchmark.workloads))
    let overhead = try #require(object["overhead"] as? [String: Any])
    #expect(overhead["direct"] is Double && overhead["byName"] is Double)
    #expect(overhead["batch"] is Double)
    let scaling = try #require(object["scaling"] as? [String: Any])
    #expect(scaling["threads"] as? Int == 2 && scaling["speedup"] is Double)
    // The per-bill API section: {policy, path, nsPerBill} for each policy and path.
    let api = try #require(object["api"] as? [[String: Any]])
    #expect(api.count == 11)
    let rulesPaths = api.filter { $0["policy"] as? String == "bench-rules" }.compactMap {
      $0["path"] as? String
    }
    #expect(Set(rulesPaths) == ["concrete", "byName"])
    for policy in ["percent-18", "regional", "smart"] {
      let paths = api.filter { $0["policy"] as? String == policy }.compactMap {
        $0["path"] as? String
      }
      #expect(Set(paths) == ["concrete", "byName", "core"], "\(policy)")
    }
    #expect(api.allSatisfy { ($0["nsPerBill"] as? Double).map { $0 > 0 } ?? false })
  }

  @Test("The table names the build, every workload and every target")
  func tableText() throws {
    let report = try Self.report.get()
    let text = report.tableText
    #expect(text.contains(TipBenchmark.isDebugBuild ? "debug build" : "release build"))
    for workload in TipBenchmark.workloads { #expect(text.contains("  \(workload) ")) }
    // Exact vs Double, exact vs Decimal, overhead ×2, scaling ×2, and four API targets.
    #expect(report.targets.count == 10)
    #expect(text.contains("per-bill API"))
    #expect(text.contains("Decimal on the first 1,500"))
  }
}

@Suite("tip-bench building blocks")
struct TipBenchBuildingBlockTests {
  @Test("Accuracy counts results that differ at the minor unit and keeps the largest difference")
  func accuracy() {
    var accuracy = Accuracy()
    accuracy.record(expected: 1234, actual: 1234)
    accuracy.record(expected: 1234, actual: 1235)
    accuracy.record(expected: -5, actual: 95)
    #expect(accuracy.mismatches == 2)
    #expect(accuracy.maxErrorText == "1.00")
    #expect(Accuracy.largestDifference([5, 5, 4], [5, 4, 5]) == 1)
    #expect(Accuracy.largestDifference([5, 5], [10]) == 10)
  }

  @Test("Bills are deterministic for a seed and stay in range")
  func bills() {
    let codes = ["US", "JP", "DE"]
    let a = BillSample(count: 20_000, seed: 7, regionCodes: codes)
    let b = BillSample(count: 20_000, seed: 7, regionCodes: codes)
    let c = BillSample(count: 20_000, seed: 8, regionCodes: codes)
    #expect(a.subtotals == b.subtotals && a.taxes == b.taxes && a.regions == b.regions)
    #expect(a.subtotals != c.subtotals)
    #expect(a.subtotals.allSatisfy(BillSample.subtotalRange.contains))
    #expect(a.subtotals.contains { $0 < 100 } && a.subtotals.contains { $0 > 100_000 })
    #expect(a.taxes.allSatisfy { $0 >= 0 } && a.taxes.contains(0) && a.taxes.contains { $0 > 0 })
    #expect(Set(a.partySizes) == Set(1...12))
    #expect(Set(a.regions) == Set(codes))
    let chunks = a.bills(count: 1000, chunkSize: 300)
    #expect(chunks.map(\.count) == [300, 300, 300, 100])
    #expect(
      chunks[1][0].subtotal.minorUnits == a.subtotals[300]
        && chunks[1][0].region?.code == a.regions[300])
  }

  @Test("The catalog's policies are taken apart into TipMath steps")
  func plans() throws {
    let catalog = try PolicyCatalog.builtIn()
    #expect(
      try TipPlan(catalog.policy(named: "round-up"))
        == .roundUp(.fixed(amount: 0), increment: 1, target: .total))
    #expect(
      try TipPlan(catalog.policy(named: "smart"))
        == .smart(
          threshold: 10, base: .subtotal, below: .fixed(amount: 2),
          above: .percent(rate: 18, base: .subtotal, rounding: .halfUp)))
    #expect(throws: BenchmarkError.self) { try TipPlan(catalog.policy(named: "regional")) }
    let setup = try QuoteSetup(catalog: catalog)
    #expect(setup.regionCodes.count == 38 && setup.plans.count == 38)  // 37 countries and CA-QC
  }

  @Test(
    "Options parse as documented",
    arguments: [
      (["--count", "200_000"], 200_000, 20_000, false),
      (["--count=5000", "--decimal-count", "10,000", "--json"], 5000, 5000, true),
      (["--count", "5000", "--decimal-count=70"], 5000, 70, false),
      ([], 10_000_000, 100_000, false),
    ])
  func options(arguments: [String], count: Int, decimalCount: Int, json: Bool) throws {
    let options = try BenchmarkOptions.parse(arguments)
    #expect(options.count == count && options.json == json)
    #expect(options.effectiveDecimalCount == decimalCount)
  }

  @Test(
    "Bad options are refused with the reason",
    arguments: [
      (["--cont", "5"], "unknown option '--cont'; did you mean '--count'?"),
      (["--count"], "option '--count' needs a value"),
      (
        ["--count", "lots"],
        "'lots' is not a valid value for '--count'; expected a whole number such as 200000"
      ),
      (
        ["--repetitions", "0"], "'0' is out of range for '--repetitions'; expected 1 to 1000000000"
      ),
      (["--json=yes"], "option '--json' takes no value"),
    ])
  func badOptions(arguments: [String], message: String) {
    #expect(throws: BenchmarkUsageError(message)) { try BenchmarkOptions.parse(arguments) }
  }

  @Test(
    "The API targets judge each figure on its own: 15 ns, 1.3× concrete, 1.5× percent-18",
    arguments: [
      // percent-18 quote by name, concrete; regional quote by name; tips by name (regional,
      // percent-18); expected verdicts in target order.
      (14.0, 12.0, 20.0, 30.0, 21.0, [true, true, true, true]),
      (56.16, 54.45, 73.77, 45.78, 28.64, [false, true, true, false]),
      (15.0, 11.0, 23.0, 30.0, 20.0, [true, false, false, true]),
    ])
  func apiTargets(
    byName: Double, concrete: Double, regional: Double, regionalTip: Double,
    percentTip: Double, verdicts: [Bool]
  ) {
    let api = [
      ApiResult(policy: "percent-18", path: "byName", nsPerBill: byName),
      ApiResult(policy: "percent-18", path: "concrete", nsPerBill: concrete),
      ApiResult(policy: "regional", path: "byName", nsPerBill: regional),
    ]
    let overhead = [("regional", regionalTip), ("percent-18", percentTip)].map { policy, ns in
      OverheadResult(
        policy: policy, count: 1, direct: ns, byName: ns, batch: ns, byNameRatio: 1,
        batchRatio: 1)
    }
    let targets = Targets.apiTargets(api, overhead: overhead)
    #expect(targets.map(\.met) == verdicts)
    #expect(targets.last?.target == "tip by name: 'regional' at most 1.5× 'percent-18'")
  }

  @Test("The command exits 64 on a usage error")
  func commandStatus() {
    #expect(TipBenchCommand.main(arguments: ["--bogus"]) == 64)
  }
}

@Suite("WideArithmetic after the benchmark's changes: same results as 128-bit arithmetic")
struct WideArithmeticTests {
  /// The rounding of `numerator ÷ denominator` (denominator > 0) by `rule`, written
  /// independently of the engine with `Int128`.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static func reference(_ numerator: Int128, _ denominator: Int128, _ rule: RoundingRule)
    -> Int128
  {
    let q = numerator / denominator  // truncated toward zero
    let r = numerator % denominator  // sign of the numerator
    if r == 0 { return q }
    let away: Int128 = numerator < 0 ? -1 : 1
    let twice = r.magnitude * 2
    switch rule {
    case .up: return q + away
    case .down: return q
    case .ceiling: return numerator > 0 ? q + 1 : q
    case .floor: return numerator < 0 ? q - 1 : q
    case .halfUp: return twice >= denominator.magnitude ? q + away : q
    case .halfDown: return twice > denominator.magnitude ? q + away : q
    case .halfEven:
      if twice > denominator.magnitude { return q + away }
      if twice < denominator.magnitude { return q }
      return q % 2 == 0 ? q : q + away
    }
  }

  @Test(
    "The divisions by 100, 1000 and 10,000 are exact for every kind of dividend",
    arguments: [100, 1000, 10_000, 7, 1] as [UInt64])
  func reciprocalDivision(divisor: UInt64) {
    var random = SeededGenerator(seed: divisor)
    var dividends: [UInt64] = [
      0, 1, divisor - 1, divisor, divisor + 1, .max, .max - 1, 1 << 63, (1 << 63) - 1,
      .max / divisor * divisor, .max / divisor * divisor - 1,
    ]
    for _ in 0..<100_000 { dividends.append(random.next() >> random.next(below: 64)) }
    for dividend in dividends {
      let result = WideArithmetic.quotientAndRemainder(dividend, dividingBy: divisor)
      #expect(result.quotient == dividend / divisor, "\(dividend) ÷ \(divisor)")
      #expect(result.remainder == dividend % divisor, "\(dividend) mod \(divisor)")
    }
  }

  @Test(
    "ExactArithmetic.rounded(_:toMultipleOf:rule:) matches Int128 arithmetic, overflow included")
  func roundedToMultipleMatchesInt128() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var random = SeededGenerator(seed: 7)
    let increments: [Int64] = [1, 2, 5, 7, 100, 1000, 10_000, 1 << 40, .max]
    var amounts: [Int64] = [0, 1, -1, 50, -50, 150, -150, .max, .min, .max - 1, .min + 1]
    for _ in 0..<3000 { amounts.append(Int64(bitPattern: random.next()) >> random.next(below: 64)) }
    let exact = ExactArithmetic()
    for amount in amounts {
      for increment in increments {
        for rule in RoundingRule.allCases {
          let quotient = Self.reference(Int128(amount), Int128(increment), rule)
          let expected = Int64(exactly: quotient * Int128(increment))
          let actual = try? exact.rounded(amount, toMultipleOf: increment, rule: rule)
          #expect(actual == expected, "\(amount) to a multiple of \(increment) \(rule)")
        }
      }
    }
  }

  @Test("multiplyDivide and divide match Int128 arithmetic for every rule and divisor")
  func matchesInt128() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
    var random = SeededGenerator(seed: 99)
    let divisors: [Int64] = [
      1, 2, 3, 7, 12, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000_000,
      1_000_000_000_000_000_000,
    ]
    for _ in 0..<4000 {
      let bits = random.next(below: 63)
      let value = Int64(bitPattern: random.next()) >> bits
      let multiplier = Int64(bitPattern: random.next()) >> (random.next(below: 63))
      for divisor in divisors {
        for rule in RoundingRule.allCases {
          let exact = Self.reference(Int128(value) * Int128(multiplier), Int128(divisor), rule)
          let expected = Int64(exactly: exact)
          #expect(
            WideArithmetic.multiplyDivide(value, multiplier, divisor, rule: rule) == expected,
            "\(value) × \(multiplier) ÷ \(divisor) \(rule)")
          let quotient = Self.reference(Int128(value), Int128(divisor), rule)
          #expect(
            WideArithmetic.divide(value, by: divisor, rule: rule) == Int64(exactly: quotient),
            "\(value) ÷ \(divisor) \(rule)")
        }
      }
    }
  }
}

@Suite("DoubleArithmetic after the benchmark's changes: the same rounding as before")
struct DoubleArithmeticTests {
  @Test("round(_:_:) follows floatingPointRule for every rule, ties toward zero for half-down")
  func roundingMatchesTheStandardRules() {
    let arithmetic = DoubleArithmetic(currency: .usd)
    let values: [Double] = [
      0, 0.5, 1.5, 2.5, -0.5, -2.5, 2.4999999999999996, 7.2, -7.2, 1e15 + 0.5, -1e300, 3.75,
    ]
    for rule in RoundingRule.allCases {
      for value in values {
        let expected: Double
        if let standard = rule.floatingPointRule {
          expected = value.rounded(standard)
        } else {
          let truncated = value.rounded(.towardZero)
          expected = (value - truncated).magnitude > 0.5 ? value.rounded(.awayFromZero) : truncated
        }
        #expect(arithmetic.round(value, rule) == expected, "\(value) \(rule)")
      }
    }
  }
}
