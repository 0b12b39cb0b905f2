import Foundation
import Testing
import TipEngine
import TipTestSupport

/// `Policies/schema.json` and the catalog loader describe the same format.
///
/// The schema is what editors check catalogs against; the loader is what TipEngine runs. These
/// tests keep them from drifting: the same kinds, the same keys per kind (taken from the loader's
/// own "known keys" message), the same required keys and defaults, the same enumerations. The
/// schema itself is checked with a JSON Schema validator by `Scripts/check-docs.py`.
@Suite("Policies/schema.json agrees with the catalog loader")
struct SchemaTests {
  /// A key no kind will ever have, far from every real key so that no "did you mean" hides the
  /// list of known keys.
  static let madeUpKey = "qqqqqqqqqqqq"
  /// Keys the catalog envelope reads for every policy, whatever its kind.
  static let entryKeys: Set<String> = ["name", "kind", "description"]

  @Test("The schema's kinds are the standard registry's kinds")
  func kinds() throws {
    let schema = try Schema.load()
    let registered = Set(PolicyRegistry.standard.kindNames)
    #expect(Set(try schema.kindDefinitions().keys) == registered)
    #expect(Set(try schema.strings(at: ["$defs", "builtInKind", "enum"])) == registered)
  }

  @Test(
    "Each kind's keys are the keys the loader accepts", arguments: PolicyRegistry.standard.kindNames
  )
  func keys(kind: String) throws {
    let schema = try Schema.load()
    let definition = try #require(try schema.kindDefinitions()[kind])
    let properties = try schema.properties(of: definition)
    #expect(definition["additionalProperties"] as? Bool == false)
    var policy = try schema.probe(definition)
    policy["name"] = "probe"
    policy["kind"] = kind
    try expectLoaderAgrees(
      with: schema, definition, properties: properties, object: policy, at: "policies[0]"
    ) { ["version": 1, "policies": [$0]] }
  }

  @Test("A region's rule object has the keys the loader accepts")
  func regionRuleKeys() throws {
    let schema = try Schema.load()
    let definition = try schema.object(at: ["$defs", "regionRule"])
    let properties = try schema.properties(of: definition)
    let rule = try schema.probe(definition)
    try expectLoaderAgrees(
      with: schema, definition, properties: properties, object: rule,
      at: "policies[0].regions.US"
    ) { ["version": 1, "policies": [["name": "probe", "kind": "region", "regions": ["US": $0]]]] }
  }

  /// Loads `wrap(object)` with every optional property added, without each property in turn, and
  /// with a made-up key, and checks that the loader accepts exactly the schema's keys.
  func expectLoaderAgrees(
    with schema: Schema, _ definition: [String: Any], properties: [String: [String: Any]],
    object: [String: Any], at path: String, wrap: ([String: Any]) -> [String: Any]
  ) throws {
    let required = Set(definition["required"] as? [String] ?? [])
    var full = object
    for (key, property) in properties where full[key] == nil && !Self.entryKeys.contains(key) {
      full[key] = try #require(
        (property["examples"] as? [Any])?.first, "'\(key)' needs an example in the schema")
    }
    // Every key of the schema, each with its example value, loads.
    #expect(try Self.errors(wrap(full)) == [])

    // An optional key may be left out; a required one may not.
    for key in full.keys.sorted() where !Self.entryKeys.contains(key) {
      var partial = full
      partial[key] = nil
      let errors = try Self.diagnose(wrap(partial))
      if required.contains(key) {
        #expect(errors.first?.kind == .missingKey, "'\(key)' is required by the schema")
      } else {
        #expect(errors.map(\.description) == [], "'\(key)' is optional in the schema")
      }
    }

    // A key the schema does not have is refused, and the loader's list of known keys is the
    // schema's.
    var extra = full
    extra[Self.madeUpKey] = 1
    let errors = try Self.diagnose(wrap(extra))
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.kind == .unknownKey)
    #expect(error.path == "\(path).\(Self.madeUpKey)")
    let known = try #require(Self.knownKeys(in: error.suggestion), "\(error)")
    #expect(known == Set(properties.keys))
  }

  @Test("Defaults in the schema are the loader's defaults")
  func defaults() throws {
    let schema = try Schema.load()
    var checked = 0
    for (kind, definition) in try schema.kindDefinitions() {
      for (key, property) in try schema.properties(of: definition) {
        guard let value = property["default"] as? String else { continue }
        var policy = try schema.probe(definition)
        policy["name"] = "probe"
        policy["kind"] = kind
        let catalog = try PolicyCatalog(
          sources: [.builtIn, Self.source(["version": 1, "policies": [policy]])])
        let loaded = try catalog.policy(named: "probe")
        #expect(Self.value(of: key, in: loaded) == value, "\(kind).\(key)")
        checked += 1
      }
    }
    #expect(checked == 5)
  }

  /// The value a decoded built-in policy took for `key`, as the schema writes it.
  static func value(of key: String, in policy: any TipPolicy) -> String? {
    switch (policy, key) {
    case (let percent as PercentPolicy, "base"): return percent.base.rawValue
    case (let percent as PercentPolicy, "rounding"): return percent.rounding.rawValue
    case (let roundUp as RoundUpPolicy, "increment"): return roundUp.increment.description
    case (let roundUp as RoundUpPolicy, "target"): return roundUp.target.rawValue
    case (let smart as SmartPolicy, "base"): return smart.base.rawValue
    default: return nil
    }
  }

  @Test("Enumerations in the schema are the loader's")
  func enumerations() throws {
    let schema = try Schema.load()
    #expect(
      try schema.strings(at: ["$defs", "roundingRule", "enum"])
        == RoundingRule.allCases.map(\.rawValue))
    #expect(
      try schema.strings(at: ["$defs", "tipBase", "enum"]) == TipBase.allCases.map(\.rawValue))
    #expect(
      try schema.strings(at: ["$defs", "roundUpTarget", "enum"])
        == RoundUpPolicy.Target.allCases.map(\.rawValue))
    #expect(
      try schema.strings(at: ["$defs", "currencyCode", "enum"])
        == ISO4217.entries.filter(\.hasMinorUnit).map(\.code))
    #expect(
      try schema.strings(at: ["$defs", "regionCode", "enum"])
        == RegionCurrencies.entries.map(\.region))
  }

  @Test("The file envelope is the loader's: top-level keys, required keys, version")
  func envelope() throws {
    let schema = try Schema.load()
    // The loader lists its top-level keys when it meets one it does not know.
    let unknown = try #require(
      try Self.diagnose(["version": 1, "policies": [], Self.madeUpKey: 1]).first)
    let listed = try #require(unknown.suggestion?.split(separator: "expected one of: ").last)
    #expect(
      Set(try schema.properties(of: schema.root).keys)
        == Set(listed.split(separator: ", ").map(String.init)))
    #expect(schema.root["additionalProperties"] as? Bool == false)
    #expect(Set(schema.root["required"] as? [String] ?? []) == ["version", "policies"])
    let version = try schema.object(at: ["properties", "version"])
    #expect(version["const"] as? Int == PolicyCatalog.formatVersion)
    #expect(schema.root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  // MARK: Shipped catalogs

  @Test("Every catalog in Policies/ names the schema and loads without errors")
  func shippedCatalogs() throws {
    let files = try Self.shippedCatalogs()
    #expect(files.map(\.lastPathComponent).contains("default.json"))
    #expect(files.filter { $0.path.contains("/examples/") }.count >= 3)
    let schemaURL = Self.root.appendingPathComponent("Policies/schema.json").standardizedFileURL
    for file in files {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let reference = try #require(object["$schema"] as? String, "\(file.path) has no $schema")
      let resolved = URL(fileURLWithPath: reference, relativeTo: file.deletingLastPathComponent())
      #expect(resolved.standardizedFileURL == schemaURL, "\(file.path): $schema \(reference)")
      #expect(object["version"] as? Int == 1)
      let description = try #require(object["description"] as? String)
      #expect(!description.isEmpty)

      _ = try PolicyCatalog(files: [file.path])
      // A file that says it stands alone loads without the built-in catalog, too.
      if description.contains("Stands alone") || file.lastPathComponent == "default.json" {
        _ = try PolicyCatalog(files: [file.path], includingBuiltIn: false)
      }
      // An example is layered over the built-in catalog: it must not replace built-in names.
      if file.path.contains("/examples/") {
        #expect(try PolicyCatalog(files: [file.path]).overrides == [], "\(file.path)")
      }
    }
  }

  /// A bill quoted with an example catalog, as the README shows it.
  struct ExampleQuote: Sendable, CustomTestStringConvertible {
    var file: String
    var policy: String
    var bill: String
    var region: String?
    var tip: String

    init(_ file: String, _ policy: String, _ bill: String, _ region: String?, _ tip: String) {
      (self.file, self.policy, self.bill, self.region, self.tip) = (file, policy, bill, region, tip)
    }

    var testDescription: String { "\(policy) on \(bill) in \(region ?? "no region") → \(tip)" }
  }

  static let exampleQuotes: [ExampleQuote] = [
    ExampleQuote("us-restaurant-group", "diner-smart", "4.50 USD", nil, "2.00"),
    ExampleQuote("us-restaurant-group", "diner-smart", "84.50 USD", nil, "15.21"),
    ExampleQuote("us-restaurant-group", "counter-smart", "9.99 USD", nil, "1.00"),
    ExampleQuote("us-restaurant-group", "counter-smart", "10.00 USD", nil, "1.50"),
    ExampleQuote("european-cafe-chain", "cafe", "3.80 EUR", "DE", "0.20"),
    ExampleQuote("european-cafe-chain", "cafe", "23.40 EUR", "DE", "1.60"),
    ExampleQuote("european-cafe-chain", "cafe", "3.20 EUR", "ES", "0.30"),
    ExampleQuote("european-cafe-chain", "cafe", "3.60 EUR", "FR", "0.40"),
    ExampleQuote("european-cafe-chain", "cafe", "3.60 EUR", "IT", "0.00"),
    ExampleQuote("european-cafe-chain", "cafe", "4.32 CHF", "CH", "0.03"),
    ExampleQuote("hotel-bar-service-included", "hotel-bar", "47.30 GBP", "GB", "0.70"),
    ExampleQuote("hotel-bar-service-included", "hotel-bar", "47.30 AED", "AE", "0.00"),
    ExampleQuote("hotel-bar-service-included", "hotel-bar", "47.30 EGP", "EG", "3.00"),
  ]

  @Test("The example catalogs quote as their descriptions say", arguments: exampleQuotes)
  func exampleQuote(_ example: ExampleQuote) throws {
    let path = Self.root.appendingPathComponent("Policies/examples/\(example.file).json").path
    let catalog = try PolicyCatalog(files: [path], includingBuiltIn: false)
    let parts = example.bill.split(separator: " ").map(String.init)
    let bill = Bill(
      subtotal: try Money(parts[0], currency: Currency(code: parts[1])),
      region: try example.region.map { try Region($0) })
    let quote = try catalog.policy(named: example.policy).quote(for: bill)
    #expect(quote.tip.amountText == example.tip, "\(example)")
  }

  @Test("Bad catalogs fail to load with the messages the documentation shows")
  func invalidCatalogs() throws {
    let directory = Self.root.appendingPathComponent("Tests/Fixtures/invalid-catalogs")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 10)
    for name in files {
      let file = directory.appendingPathComponent(name)
      let source = CatalogSource(name: name, bytes: Array(try Data(contentsOf: file)))
      let errors = PolicyCatalog.validate([.builtIn, source]).errors
      #expect(!errors.isEmpty, "\(name) loads")
      let expected = try String(
        contentsOf: file.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
      #expect(
        errors.map(\.description) == expected.split(separator: "\n").map(String.init),
        "\(name)")
    }
  }

  // MARK: Helpers

  /// The repository's root directory.
  static let root = Repository.root

  /// `Policies/*.json` and `Policies/examples/*.json`, without the schema.
  static func shippedCatalogs() throws -> [URL] {
    var files: [URL] = []
    for folder in ["Policies", "Policies/examples"] {
      let directory = root.appendingPathComponent(folder)
      // The schemas themselves, and the pay periods beside the catalogs, are not catalogs.
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      where name.hasSuffix(".json") && !name.hasSuffix("schema.json") {
        let file = directory.appendingPathComponent(name)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let schema = (object as? [String: Any])?["$schema"] as? String ?? ""
        if !schema.hasSuffix("period.schema.json") { files.append(file) }
      }
    }
    return files
  }

  static func source(_ object: [String: Any]) throws -> CatalogSource {
    CatalogSource(
      name: "probe.json", bytes: Array(try JSONSerialization.data(withJSONObject: object)))
  }

  /// Every error from loading `object` over the built-in catalog.
  static func diagnose(_ object: [String: Any]) throws -> [CatalogError] {
    PolicyCatalog.validate([.builtIn, try source(object)]).errors
  }

  /// The messages of ``diagnose(_:)``, for readable failures.
  static func errors(_ object: [String: Any]) throws -> [String] {
    try diagnose(object).map(\.description)
  }

  /// The keys listed in a suggestion such as `known keys: 'rate', 'base'`.
  static func knownKeys(in suggestion: String?) -> Set<String>? {
    guard let suggestion, suggestion.hasPrefix("known keys: ") else { return nil }
    let list = suggestion.dropFirst("known keys: ".count)
    return Set(list.split(separator: ", ").map { $0.trimmingCharacters(in: ["'"]) })
  }
}

/// `Policies/schema.json`, parsed, with the lookups the tests need.
struct Schema {
  let root: [String: Any]

  static func load() throws -> Schema {
    let url = SchemaTests.root.appendingPathComponent("Policies/schema.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return Schema(root: try #require(object as? [String: Any]))
  }

  func object(at path: [String]) throws -> [String: Any] {
    var node: Any = root
    for key in path {
      node = try #require((node as? [String: Any])?[key], "no \(path.joined(separator: "/"))")
    }
    return try #require(node as? [String: Any])
  }

  func strings(at path: [String]) throws -> [String] {
    let parent = try object(at: path.dropLast())
    return try #require(parent[path.last ?? ""] as? [String])
  }

  /// The definition a `$ref` such as `#/$defs/percentPolicy` points to.
  func resolve(_ reference: String) throws -> [String: Any] {
    try #require(reference.hasPrefix("#/"))
    return try object(at: reference.dropFirst(2).split(separator: "/").map(String.init))
  }

  /// Kind name → the definition that the `if`/`then` of `$defs/policy` applies to it.
  func kindDefinitions() throws -> [String: [String: Any]] {
    let branches = try #require(try object(at: ["$defs", "policy"])["allOf"] as? [[String: Any]])
    var definitions: [String: [String: Any]] = [:]
    for branch in branches {
      let condition = try #require(branch["if"] as? [String: Any])
      let kind = try #require(
        ((condition["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"]
          as? String)
      let then = try #require(branch["then"] as? [String: Any])
      let definition = try resolve(try #require(then["$ref"] as? String))
      #expect(
        ((definition["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"]
          as? String == kind)
      definitions[kind] = definition
    }
    return definitions
  }

  func properties(of definition: [String: Any]) throws -> [String: [String: Any]] {
    try #require(definition["properties"] as? [String: [String: Any]])
  }

  /// An object with the definition's required properties, each set to its first example;
  /// `name` and `kind` are left to the caller.
  func probe(_ definition: [String: Any]) throws -> [String: Any] {
    let required = Set(definition["required"] as? [String] ?? [])
    var object: [String: Any] = [:]
    for (key, property) in try properties(of: definition)
    where !SchemaTests.entryKeys.contains(key) && required.contains(key) {
      object[key] = try #require(
        (property["examples"] as? [Any])?.first, "'\(key)' needs an example in the schema")
    }
    return object
  }
}
