// swift-tools-version: 6.0
import PackageDescription

// TipEngine has no package dependencies, by design: only the toolchain's own modules.
//
// Products by audience:
// - TipEngine: money, regions, policies, catalogs, tip screens, receipts and tip pools (no
//   Observation). It re-exports the targets below, split by concern, so that `import TipEngine`
//   gives an integrator everything; ARCHITECTURE.md draws them.
// - TipPolicyTesting: the contract a third party runs against its own policy kind.
// - TipCalculatorModel: the tip-calculator app model (Observation, @MainActor).
// - TipBatch: streaming CSV / JSON-lines pricing for servers and data jobs.
// - tipcalc: the command line; tip-bench: the benchmark.
let package = Package(
  name: "TipEngine",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "TipEngine", targets: ["TipEngine"]),
    .library(name: "TipPolicyTesting", targets: ["TipPolicyTesting"]),
    .library(name: "TipCalculatorModel", targets: ["TipCalculatorModel"]),
    .library(name: "TipBatch", targets: ["TipBatch"]),
    .executable(name: "tipcalc", targets: ["tipcalc"]),
    .executable(name: "tip-bench", targets: ["TipBench"]),
  ],
  dependencies: [],
  targets: [
    // Reading JSON documents: the strict reader, the decoder and the located errors. Its JSON
    // API has `package` access; only the error types are public.
    .target(name: "TipJSON"),
    // Money, regions, orders, policies, quotes, service charges, cash rounding and the catalog.
    .target(name: "TipPricing", dependencies: ["TipJSON"]),
    .target(name: "TipScreens", dependencies: ["TipPricing", "TipJSON"]),
    .target(name: "TipReceipts", dependencies: ["TipPricing", "TipJSON"]),
    .target(name: "TipPools", dependencies: ["TipPricing", "TipJSON"]),
    // Pay periods of shifts: sums per person and workweek, the US tip credit, and the IRS Form
    // 8027 tip allocation.
    .target(name: "TipPayroll", dependencies: ["TipPricing", "TipPools", "TipJSON"]),
    // Checks of what loads but is probably wrong: rules that can never be chosen or never hold,
    // double gratuities, presets out of reach, unused policies.
    .target(name: "TipLint", dependencies: ["TipPricing", "TipScreens", "TipJSON"]),
    // The catalog's `tests` section: cases that price a bill and check the figures.
    .target(name: "TipCatalogTesting", dependencies: ["TipPricing", "TipScreens", "TipJSON"]),
    // The umbrella: re-exports the targets above and reads their catalog sections together.
    .target(
      name: "TipEngine",
      dependencies: [
        "TipJSON", "TipPricing", "TipScreens", "TipReceipts", "TipPools", "TipPayroll",
        "TipLint", "TipCatalogTesting",
      ]),
    .target(name: "TipPolicyTesting", dependencies: ["TipEngine"]),
    .target(name: "TipCalculatorModel", dependencies: ["TipEngine"]),
    .target(name: "TipBatch", dependencies: ["TipEngine", "TipWriteback"]),
    // Starting the kernel's writeback of a file being written (Linux's sync_file_range, which
    // Swift's Glibc module does not import), for TipBatch's outputs that replace a file.
    .target(name: "TipWriteback"),
    // The command-line parser tipcalc and tip-bench share (no dependencies, `package` API).
    .target(name: "TipArguments"),
    // SVG and HTML written as text, for the pictures tipcalc and tip-bench draw (no
    // dependencies, `package` API).
    .target(name: "TipGraphics"),
    .target(
      name: "TipCLI",
      dependencies: [
        "TipArguments", "TipJSON", "TipEngine", "TipCalculatorModel", "TipBatch", "TipGraphics",
      ]),
    .executableTarget(name: "tipcalc", dependencies: ["TipCLI"]),
    .target(
      name: "TipBenchCore",
      dependencies: ["TipArguments", "TipEngine", "TipBatch", "TipGraphics", "TipRandom"],
      path: "Benchmarks/TipBenchCore"
    ),
    .executableTarget(
      name: "TipBench",
      dependencies: ["TipBenchCore"],
      path: "Benchmarks/TipBench"
    ),
    // The seeded generator of the tests' and the benchmark's reproducible inputs.
    .target(name: "TipRandom"),
    // The repository locator, sample catalogs and helpers shared by the test targets; it
    // re-exports TipRandom.
    .target(
      name: "TipTestSupport", dependencies: ["TipEngine", "TipBatch", "TipRandom"],
      path: "Tests/TipTestSupport"),
    // The C allocator's statistics, which Swift's Glibc module does not import: how the tests
    // see that a quote allocates nothing.
    .target(name: "TipHeapStatistics", path: "Tests/TipHeapStatistics"),
    .testTarget(
      name: "TipEngineTests",
      dependencies: [
        "TipEngine", "TipJSON", "TipPricing", "TipScreens", "TipReceipts", "TipPools",
        "TipPayroll", "TipLint", "TipCatalogTesting", "TipPolicyTesting", "TipTestSupport",
        "TipHeapStatistics",
      ]),
    .testTarget(
      name: "TipCalculatorModelTests",
      dependencies: ["TipCalculatorModel", "TipEngine", "TipTestSupport"]),
    .testTarget(name: "TipBatchTests", dependencies: ["TipBatch", "TipEngine", "TipTestSupport"]),
    .testTarget(
      name: "TipCLITests",
      dependencies: [
        "TipArguments", "TipCLI", "TipEngine", "TipBatch", "TipGraphics", "TipTestSupport",
        "tipcalc",
      ]),
    .testTarget(
      name: "TipBenchTests",
      dependencies: [
        "TipArguments", "TipBenchCore", "TipEngine", "TipJSON", "TipPricing", "TipTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
