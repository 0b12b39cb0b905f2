import Foundation
import TipEngine

/// One measured path: its name, what one unit of it is, and its median time per unit.
struct PathResult {
  /// The path, as `--json` names it.
  var path: String
  /// What is timed: `bill` for the pricing paths, `load` for the catalog's.
  var unit: String
  /// How many units one repetition times.
  var count: Int
  /// Median nanoseconds per unit.
  var nanoseconds: Double
}

/// The catalog the by-name paths load: the built-in one, with a `percent-18` that rounds
/// half-even layered over it as `integrator-18`.
enum IntegratorCatalog {
  static let policyName = "integrator-18"
  static let source = CatalogSource(
    name: "integrator.json",
    json: #"""
      {"version": 1, "policies": [{"name": "integrator-18", "kind": "percent", "rate": "18",
        "rounding": "half-even"}]}
      """#)

  static func load() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [.builtIn, source])
  }
}

/// The bills, the outputs and the policies, and the timing of every path over them.
struct Workload {
  let bills: [Bill]
  let itemized: [ItemizedBill]
  let subtotals: [Int64]
  let taxes: [Int64]
  let catalog: PolicyCatalog
  let byName: any TipPolicy
  let concrete: PercentPolicy
  /// The reference figures, from the Int64 loop.
  let expected: Outputs
  let out: Outputs

  init(count: Int, seed: UInt64) throws {
    var generator = BillGenerator(seed: seed)
    bills = generator.bills(count: count)
    itemized = BillGenerator.itemized(bills)
    subtotals = bills.map(\.subtotal.minorUnits)
    taxes = bills.map { $0.tax?.minorUnits ?? 0 }
    catalog = try IntegratorCatalog.load()
    byName = try catalog.policy(named: IntegratorCatalog.policyName)
    concrete = try PercentPolicy(rate: 18, rounding: .halfEven)
    expected = Outputs(count: count)
    out = Outputs(count: count)
    subtotals.withUnsafeBufferPointer { subtotals in
      taxes.withUnsafeBufferPointer {
        Kernels.int64Loop(subtotals: subtotals, taxes: $0, into: expected)
      }
    }
  }

  func deallocate() {
    expected.deallocate()
    out.deallocate()
  }

  /// Times every pricing path `repetitions` times, interleaved, checks each against the Int64
  /// loop, and returns the medians in report order.
  func measurePricing(repetitions: Int, screenCount: Int, only: String?) throws -> [PathResult] {
    let screenBills = Array(bills.prefix(screenCount))
    var paths: [(name: String, count: Int, check: Check, run: () throws -> Void)] = [
      (
        "int64-loop", bills.count, .all,
        {
          subtotals.withUnsafeBufferPointer { subtotals in
            taxes.withUnsafeBufferPointer {
              Kernels.int64Loop(subtotals: subtotals, taxes: $0, into: out)
            }
          }
        }
      ),
      (
        "quote-by-name", bills.count, .all,
        { try Kernels.quoteByName(byName, bills: bills, into: out) }
      ),
      (
        "quote-checksum", bills.count, .checksum,
        { try Kernels.quoteChecksum(byName, bills: bills, into: out) }
      ),
      (
        "quote-concrete", bills.count, .all,
        { try Kernels.quoteConcrete(concrete, bills: bills, into: out) }
      ),
      (
        "tips-for-array", bills.count, .tips,
        { try Kernels.tipsForArray(byName, bills: bills, into: out) }
      ),
      (
        "quote-itemized", bills.count, .all,
        { try Kernels.quoteItemized(byName, bills: itemized, into: out) }
      ),
      (
        "screen-options", screenBills.count, .sharesSumToTotal,
        { try Kernels.screenOptions(catalog, bills: screenBills, into: out) }
      ),
    ]
    if let only { paths.removeAll { $0.name != "int64-loop" && $0.name != only } }
    var seconds = [[Double]](repeating: [], count: paths.count)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      for (index, path) in paths.enumerated() {
        out.clear()
        let start = clock.now
        try path.run()
        seconds[index].append(start.duration(to: clock.now).seconds)
        try check(path.check, path: path.name, count: path.count)
      }
    }
    return paths.indices.map { index in
      PathResult(
        path: paths[index].name, unit: "bill", count: paths[index].count,
        nanoseconds: median(seconds[index]) * 1e9 / Double(paths[index].count))
    }
  }

  /// Times loading a catalog: `PolicyCatalog.builtIn()` the first time (it keeps the catalog
  /// afterwards, so one load is all there is to time), and the built-in catalog's text read
  /// from a file, `loads` times.
  static func measureCatalogLoads(loads: Int) throws -> [PathResult] {
    let clock = ContinuousClock()
    let start = clock.now
    _ = try PolicyCatalog.builtIn()
    let builtIn = start.duration(to: clock.now).seconds
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("integrator-bench-\(ProcessInfo.processInfo.processIdentifier).json")
      .path
    guard FileManager.default.createFile(atPath: path, contents: Data(CatalogSource.builtIn.bytes))
    else { throw HarnessError("cannot write the catalog file \(path)") }
    defer { try? FileManager.default.removeItem(atPath: path) }
    var seconds: [Double] = []
    for _ in 0..<loads {
      let start = clock.now
      let catalog = try PolicyCatalog(files: [path], includingBuiltIn: false)
      seconds.append(start.duration(to: clock.now).seconds)
      guard catalog.contains("percent-18") else {
        throw HarnessError("the catalog read from \(path) has no percent-18")
      }
    }
    return [
      PathResult(path: "catalog-built-in", unit: "load", count: 1, nanoseconds: builtIn * 1e9),
      PathResult(
        path: "catalog-from-file", unit: "load", count: loads,
        nanoseconds: median(seconds) * 1e9),
    ]
  }

  /// What a path's stores are checked for.
  enum Check {
    /// Tip, total and every share equal the Int64 loop's.
    case all
    /// Tips equal the Int64 loop's.
    case tips
    /// Shares sum to the total and the total exceeds the tip (a screen's option is not 18 %).
    case sharesSumToTotal
    /// The first tip slot holds the wrapping sum of every bill's tip, total, first share and
    /// last share, as the Int64 loop's figures give it.
    case checksum
  }

  func check(_ check: Check, path: String, count: Int) throws {
    if case .checksum = check {
      var sum: Int64 = 0
      for index in 0..<count {
        let first = index * Outputs.people
        sum &+=
          expected.tips[index] &+ expected.totals[index] &+ expected.shares[first]
          &+ expected.shares[first + Outputs.people - 1]
      }
      guard out.tips[0] == sum else {
        throw HarnessError(
          "\(path) folds to \(out.tips[0]); the Int64 loop's figures fold to \(sum)")
      }
      return
    }
    for index in 0..<count {
      let slots = (index * Outputs.people)..<((index + 1) * Outputs.people)
      let agrees: Bool
      switch check {
      case .all:
        agrees =
          out.tips[index] == expected.tips[index] && out.totals[index] == expected.totals[index]
          && slots.allSatisfy { out.shares[$0] == expected.shares[$0] }
      case .tips:
        agrees = out.tips[index] == expected.tips[index]
      case .sharesSumToTotal:
        agrees =
          slots.reduce(0) { $0 + out.shares[$1] } == out.totals[index]
          && out.totals[index] > out.tips[index]
      case .checksum:
        agrees = true  // checked above, once for all bills
      }
      guard agrees else {
        throw HarnessError(
          "\(path) disagrees with the Int64 loop at bill \(index) (subtotal \(subtotals[index]), "
            + "tax \(taxes[index]) cents): tip \(out.tips[index]) against \(expected.tips[index]), "
            + "total \(out.totals[index]) against \(expected.totals[index])")
      }
    }
  }
}

/// The median of `values`, which are not empty.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
