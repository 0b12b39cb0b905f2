import Foundation
import Testing
import TipEngine

/// `Policies/schema.json` describes the `tests` section as the loader reads it.
@Suite("Policies/schema.json agrees with the loader on test cases")
struct CatalogTestSchemaTests {
  /// The keys the loader lists for a key it does not know in the object that `wrap` puts a
  /// made-up key into.
  static func loaderKeys(_ wrap: ([String: Any]) -> [String: Any]) throws -> Set<String> {
    let errors = try SchemaTests.diagnose(wrap([SchemaTests.madeUpKey: 1]))
    let error = try #require(errors.first { $0.kind == .unknownKey }, "\(errors)")
    return try #require(SchemaTests.knownKeys(in: error.suggestion), "\(error)")
  }

  /// A case with `bill` and `expect`.
  static func file(bill: [String: Any], expect: [String: Any]) -> [String: Any] {
    ["version": 1, "policies": [], "tests": [["name": "probe", "bill": bill, "expect": expect]]]
  }

  @Test("A case's, a bill's and an expectation's keys are the loader's")
  func keys() throws {
    let schema = try Schema.load()
    let testCase = try schema.properties(of: try schema.object(at: ["$defs", "testCase"]))
    let bill = try schema.properties(of: try schema.object(at: ["$defs", "testBill"]))
    let expectation = try schema.properties(
      of: try schema.object(at: ["$defs", "testExpectation"]))
    #expect(
      try Self.loaderKeys { extra in
        [
          "version": 1, "policies": [],
          "tests": [
            ["name": "probe", "bill": ["subtotal": "1"], "expect": [:]].merging(extra) { $1 }
          ],
        ]
      } == Set(testCase.keys))
    #expect(
      try Self.loaderKeys { Self.file(bill: ["subtotal": "1"].merging($0) { $1 }, expect: [:]) }
        == Set(bill.keys))
    #expect(
      try Self.loaderKeys { Self.file(bill: ["subtotal": "1"], expect: $0) }
        == Set(expectation.keys))
    let root = try schema.properties(of: schema.root)
    #expect(root["tests"] != nil)
  }

  @Test("Every key of a bill and of a case, each with the schema's example, loads")
  func examplesLoad() throws {
    let schema = try Schema.load()
    var bill: [String: Any] = [:]
    for (key, property) in try schema.properties(of: try schema.object(at: ["$defs", "testBill"])) {
      bill[key] = try #require((property["examples"] as? [Any])?.first, "'\(key)' needs an example")
    }
    var testCase: [String: Any] = [:]
    for (key, property) in try schema.properties(of: try schema.object(at: ["$defs", "testCase"])) {
      testCase[key] = try #require(
        (property["examples"] as? [Any])?.first, "'\(key)' needs an example")
    }
    testCase["bill"] = bill
    #expect(try SchemaTests.errors(["version": 1, "policies": [], "tests": [testCase]]) == [])
    // Each expected figure alone, with the schema's example, loads.
    let expectation = try schema.properties(
      of: try schema.object(at: ["$defs", "testExpectation"]))
    for (key, property) in expectation {
      let example = try #require(
        (property["examples"] as? [Any])?.first, "'\(key)' needs an example")
      #expect(
        try SchemaTests.errors(Self.file(bill: ["subtotal": "240.00"], expect: [key: example]))
          == [],
        "expect.\(key)")
    }
  }
}
