import Foundation
import Testing
import TipTestSupport

/// The built `tipcalc` executable, for tests that run it as a separate process.
enum Executable {
  /// Where `tipcalc` was built: next to the test bundle in the build products directory, found
  /// from the bundle, from the test runner's own path, or from this source file's checkout.
  static let url: URL? = {
    var directories: [URL] = []
    let bundle = Bundle.main.bundleURL
    directories += [bundle, bundle.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let runner = CommandLine.arguments.first {
      let url = URL(fileURLWithPath: runner).deletingLastPathComponent()
      directories += [url, url.deletingLastPathComponent()]
    }
    // Tests/TipCLITests/Support/Executable.swift → the package root.
    let root = Repository.root
    directories.append(root.appendingPathComponent(".build/debug"))
    for directory in directories {
      let candidate = directory.appendingPathComponent("tipcalc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// The executable, or a recorded issue saying it was not found (never a silent pass).
  static func require(sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
    guard let url else {
      Issue.record(
        Comment(
          rawValue: "The built 'tipcalc' executable was not found next to the test bundle "
            + "(\(Bundle.main.bundleURL.path)) nor in .build/debug; run 'swift build' first."),
        sourceLocation: sourceLocation)
      return nil
    }
    return url
  }

  /// Runs the executable at `url` with `arguments` in `directory`, with only the given
  /// environment, and returns what it wrote and its exit status.
  static func run(
    _ url: URL, _ arguments: [String], environment: [String: String] = [:],
    directory: String = NSTemporaryDirectory()
  ) throws -> RunResult {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let outputPath = try scratch.write("stdout", "")
    let errorPath = try scratch.write("stderr", "")
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return RunResult(
      status: process.terminationReason == .exit ? process.terminationStatus : -1,
      stdout: try String(contentsOfFile: outputPath, encoding: .utf8),
      stderr: try String(contentsOfFile: errorPath, encoding: .utf8))
  }
}
