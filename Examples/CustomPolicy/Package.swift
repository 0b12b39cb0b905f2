// swift-tools-version: 6.0
import PackageDescription

// An application that adds its own policy kind to TipEngine. It depends on the TipEngine package
// two directories up, by path; an application of yours would use its URL and a version instead.
let package = Package(
  name: "CustomPolicy",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "TipEngine", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomPolicy",
      dependencies: [
        .product(name: "TipEngine", package: "TipEngine"),
        .product(name: "TipPolicyTesting", package: "TipEngine"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
