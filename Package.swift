// swift-tools-version: 6.0
import PackageDescription

// TipEngine has no package dependencies, by design: only the toolchain's own modules.
let package = Package(
  name: "TipEngine",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "TipEngine", targets: ["TipEngine"]),
    .executable(name: "tipcalc", targets: ["tipcalc"]),
    .executable(name: "tip-bench", targets: ["TipBench"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "TipEngine"),
    .target(name: "TipCLI", dependencies: ["TipEngine"]),
    .executableTarget(name: "tipcalc", dependencies: ["TipCLI"]),
    .target(
      name: "TipBenchCore",
      dependencies: ["TipEngine"],
      path: "Benchmarks/TipBenchCore"
    ),
    .executableTarget(
      name: "TipBench",
      dependencies: ["TipBenchCore"],
      path: "Benchmarks/TipBench"
    ),
    .testTarget(name: "TipEngineTests", dependencies: ["TipEngine"]),
    .testTarget(name: "TipCLITests", dependencies: ["TipCLI", "TipEngine", "tipcalc"]),
    .testTarget(name: "TipBenchTests", dependencies: ["TipBenchCore", "TipEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
