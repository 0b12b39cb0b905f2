// swift-tools-version: 6.0
import PackageDescription

// TipEngine has no package dependencies, by design: only the toolchain's own modules.
//
// Products by audience:
// - TipEngine: money, regions, policies, catalogs and the compute core (no Observation).
// - TipCalculatorModel: the tip-calculator app model (Observation, @MainActor).
// - TipBatch: streaming CSV / JSON-lines pricing for servers and data jobs.
// - tipcalc: the command line; tip-bench: the benchmark.
let package = Package(
  name: "TipEngine",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "TipEngine", targets: ["TipEngine"]),
    .library(name: "TipCalculatorModel", targets: ["TipCalculatorModel"]),
    .library(name: "TipBatch", targets: ["TipBatch"]),
    .executable(name: "tipcalc", targets: ["tipcalc"]),
    .executable(name: "tip-bench", targets: ["TipBench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "TipEngine"),
    .target(name: "TipCalculatorModel", dependencies: ["TipEngine"]),
    .target(name: "TipBatch", dependencies: ["TipEngine"]),
    // The command-line parser tipcalc and tip-bench share (no dependencies, `package` API).
    .target(name: "TipArguments"),
    .target(
      name: "TipCLI",
      dependencies: ["TipArguments", "TipEngine", "TipCalculatorModel", "TipBatch"]),
    .executableTarget(name: "tipcalc", dependencies: ["TipCLI"]),
    .target(
      name: "TipBenchCore",
      dependencies: ["TipArguments", "TipEngine", "TipTestSupport"],
      path: "Benchmarks/TipBenchCore"
    ),
    .executableTarget(
      name: "TipBench",
      dependencies: ["TipBenchCore"],
      path: "Benchmarks/TipBench"
    ),
    // Seeded generators, the repository locator and helpers shared by the test targets (and the
    // benchmark's reproducible inputs).
    .target(
      name: "TipTestSupport", dependencies: ["TipEngine", "TipBatch"], path: "Tests/TipTestSupport"),
    .testTarget(name: "TipEngineTests", dependencies: ["TipEngine", "TipTestSupport"]),
    .testTarget(
      name: "TipCalculatorModelTests",
      dependencies: ["TipCalculatorModel", "TipEngine", "TipTestSupport"]),
    .testTarget(name: "TipBatchTests", dependencies: ["TipBatch", "TipEngine", "TipTestSupport"]),
    .testTarget(
      name: "TipCLITests",
      dependencies: [
        "TipArguments", "TipCLI", "TipEngine", "TipBatch", "TipTestSupport", "tipcalc",
      ]),
    .testTarget(
      name: "TipBenchTests",
      dependencies: ["TipArguments", "TipBenchCore", "TipEngine", "TipTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
