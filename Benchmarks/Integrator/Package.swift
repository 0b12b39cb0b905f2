// swift-tools-version: 6.0
import PackageDescription

// The integrator's view: an application's own package that depends on TipEngine two
// directories up, by path, and times what it calls through the public API alone. It is a
// package of its own so that nothing in it can see TipEngine's internals; the root package's
// build and tests do not compile it.
let package = Package(
  name: "Integrator",
  platforms: [.macOS(.v14)],
  products: [.executable(name: "integrator-bench", targets: ["IntegratorBench"])],
  dependencies: [.package(name: "TipEngine", path: "../..")],
  targets: [
    .executableTarget(
      name: "IntegratorBench",
      dependencies: [.product(name: "TipEngine", package: "TipEngine"), "HeapStatistics"]
    ),
    // The allocator's statistics, which Swift's Glibc module does not import.
    .target(name: "HeapStatistics"),
  ],
  swiftLanguageModes: [.v6]
)
