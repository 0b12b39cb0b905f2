import Foundation
import TipEngine

/// integrator-bench: TipEngine's public API timed from a package of its own, as an application
/// calls it. See Benchmarks/README.md, "The integrator's view".
func run() throws {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  if options.help {
    print(Options.usage)
    return
  }
  #if DEBUG
    throw HarnessError(
      "this is a debug build, whose timings mean nothing; build it with -c release: "
        + "swift run -c release --package-path Benchmarks/Integrator integrator-bench")
  #else
    // The catalog loads come first, so that PolicyCatalog.builtIn() is timed cold.
    let loads =
      options.only != nil
      ? [] : try Workload.measureCatalogLoads(loads: max(3, min(50, options.count / 40_000)))
    let workload = try Workload(count: options.count, seed: options.seed)
    defer { workload.deallocate() }
    var rows = try workload.measurePricing(
      repetitions: options.repetitions, screenCount: min(options.count, 100_000),
      only: options.only)
    rows += loads
    let heapBills = Array(workload.bills.prefix(options.only != nil ? 0 : 10_000))
    let byName = workload.byName
    let concrete = workload.concrete
    let report = Report(
      machine: .current, count: options.count, repetitions: options.repetitions, rows: rows,
      heapBytesByName: try HeapUsage.bytesPerQuote(heapBills) {
        try byName.quote(for: $0, splitting: .evenly(people: Outputs.people))
      },
      heapBytesConcrete: try HeapUsage.bytesPerQuote(heapBills) {
        try concrete.quote(for: $0, splitting: .evenly(people: Outputs.people))
      })
    print(options.json ? report.json : report.table)
  #endif
}

do {
  try run()
} catch let error as HarnessError {
  FileHandle.standardError.write(Data("integrator-bench: \(error.description)\n".utf8))
  if error.status == 64 { FileHandle.standardError.write(Data("\n\(Options.usage)\n".utf8)) }
  exit(error.status)
} catch {
  FileHandle.standardError.write(Data("integrator-bench: \(error)\n".utf8))
  exit(1)
}
