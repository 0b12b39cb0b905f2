import Foundation
import Testing

@testable import TipCLI

/// A file path is how a person finds the file a message is about: it is quoted whole, however
/// deep the folder, where other echoed input is cut at 60 characters.
@Suite("Messages quote file paths whole")
struct LongPathTests {
  /// A folder nested deep enough that its files' paths are well past 60 characters.
  static func deepFolder(in directory: TemporaryDirectory) throws -> String {
    let deep = directory.path + "/restaurants/north-america/canada/quebec/montreal/catalogs"
    try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
    return deep
  }

  @Test("validate names a deep catalog file by its whole path, valid or not")
  func validateDeepPath() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let deep = try Self.deepFolder(in: directory)
    let good = deep + "/house-policies.json"
    try Data(
      #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "15"}]}"#.utf8
    )
    .write(to: URL(fileURLWithPath: good))
    #expect(good.count > TerminalText.echoLimit)
    let valid = tipcalc(["validate", good, "--no-default-catalog"])
    #expect(valid.status == 0, "\(valid.stderr)")
    #expect(valid.stdout == "\(good): valid, 1 policy.\n")

    let missing = deep + "/no-such-catalog.json"
    let failed = tipcalc(["quote", "50", "--config", missing])
    #expect(failed.status == 66)
    #expect(failed.stderr.contains("\(missing): no such file"), "\(failed.stderr)")
  }

  @Test(
    "Terminal text: a path is escaped, kept whole up to 240 characters, else by its end",
    arguments: [
      (String(repeating: "d/", count: 40), String(repeating: "d/", count: 40)),
      ("a\nb.json", "a\\nb.json"),
      (
        "/" + String(repeating: "x", count: 300) + "/menu.json",
        "…" + String(repeating: "x", count: 230) + "/menu.json"
      ),
    ])
  func pathText(path: String, quoted: String) {
    #expect(TerminalText.path(path) == quoted)
  }
}
