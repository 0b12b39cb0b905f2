import Foundation
import Testing
import TipTestSupport

/// `tipcalc test` over each shipped example catalog, as CI would run it: a catalog that ships
/// with cases of its own, or is layered over the built-in one, must not make any case fail.
@Suite("tipcalc test passes over every example catalog")
struct ExampleCatalogTestCommandTests {
  /// The catalogs of `Policies/examples` (not the pay periods beside them), by file name, and
  /// whether each says it stands alone.
  static func examples() throws -> [(name: String, standsAlone: Bool)] {
    let directory = Repository.url("Policies/examples")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasSuffix(".json") }
      .compactMap { name in
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard object?["$schema"] as? String == "../schema.json" else { return nil }
        let description = object?["description"] as? String ?? ""
        return (name, description.contains("Stands alone"))
      }
  }

  @Test("Each example catalog's cases and the built-in catalog's pass, layered and alone")
  func examplesPass() throws {
    let examples = try Self.examples()
    #expect(examples.map(\.name).contains("us-restaurant-group.json"))
    #expect(examples.count >= 5)
    let directory = Repository.url("Policies/examples").path
    for (name, standsAlone) in examples {
      var runs = [["test", "--config", name]]
      if standsAlone { runs.append(["test", "--config", name, "--no-default-catalog"]) }
      for arguments in runs {
        let result = tipcalc(arguments, directory: directory)
        #expect(result.status == 0, "\(arguments): \(result)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"), "\(arguments): \(result)")
        #expect(result.stderr == "", "\(arguments)")
      }
    }
  }

  @Test("The executable agrees: tipcalc test --config us-restaurant-group.json exits 0")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let directory = Repository.url("Policies/examples").path
    let arguments = ["test", "--config", "us-restaurant-group.json"]
    let spawned = try Executable.run(executable, arguments, directory: directory)
    #expect(spawned.status == 0, "\(spawned)")
    #expect(spawned == tipcalc(arguments, directory: directory))
  }
}
