import Foundation
import Testing
import TipEngine

/// `Policies/schema.json`'s `serviceCharges` and `cashRounding` agree with the loader: the same
/// keys, the same required keys, the same defaults and enumerations.
@Suite("Policies/schema.json agrees with the loader on service charges and cash rounding")
struct ServiceChargeSchemaTests {
  /// Loads `wrap(object)`: the errors, as text.
  static func errors(_ object: [String: Any]) throws -> [CatalogError] {
    try SchemaTests.diagnose(object)
  }

  @Test("The top level lists both sections, each pointing at its definition")
  func topLevel() throws {
    let schema = try Schema.load()
    let properties = try schema.properties(of: schema.root)
    let charges = try #require(properties["serviceCharges"])
    #expect(charges["type"] as? String == "array")
    #expect((charges["items"] as? [String: Any])?["$ref"] as? String == "#/$defs/serviceCharge")
    let rounding = try #require(properties["cashRounding"])
    #expect(rounding["additionalProperties"] as? Bool == false)
    let patterns = try #require(rounding["patternProperties"] as? [String: [String: Any]])
    #expect(
      patterns["^[A-Z]{2}(-[A-Z0-9]{1,3})?$"]?["$ref"] as? String == "#/$defs/cashRoundingRule")
  }

  @Test("A service charge's keys are the loader's; 'rate' or 'amount', never both")
  func serviceChargeKeys() throws {
    let schema = try Schema.load()
    let definition = try schema.object(at: ["$defs", "serviceCharge"])
    let properties = try schema.properties(of: definition)
    #expect(definition["additionalProperties"] as? Bool == false)
    #expect(definition["required"] as? [String] == ["name"])
    // Every key with its example, with a rate; then with an amount instead.
    var withRate: [String: Any] = [:]
    for (key, property) in properties where key != "amount" && key != "currency" {
      withRate[key] = try #require((property["examples"] as? [Any])?.first, "\(key)")
    }
    var withAmount = withRate
    withAmount["rate"] = nil
    for key in ["amount", "currency"] {
      withAmount[key] = try #require((properties[key]?["examples"] as? [Any])?.first)
    }
    withAmount["currency"] = "USD"
    func wrap(_ charge: [String: Any]) -> [String: Any] {
      ["version": 1, "policies": [], "serviceCharges": [charge]]
    }
    #expect(try Self.errors(wrap(withRate)).map(\.description) == [])
    #expect(try Self.errors(wrap(withAmount)).map(\.description) == [])
    // Every key but the name may be left out, as long as a rate or an amount remains.
    for key in withRate.keys.sorted() where key != "rate" {
      var partial = withRate
      partial[key] = nil
      let errors = try Self.errors(wrap(partial))
      #expect(
        key == "name" ? errors.first?.kind == .missingKey : errors.isEmpty, "\(key): \(errors)")
    }
    // A made-up key is refused, and the loader's known keys are the schema's.
    var extra = withRate
    extra[SchemaTests.madeUpKey] = 1
    let error = try #require(try Self.errors(wrap(extra)).first)
    #expect(error.kind == .unknownKey)
    #expect(error.path == "serviceCharges[0].\(SchemaTests.madeUpKey)")
    #expect(SchemaTests.knownKeys(in: error.suggestion) == Set(properties.keys))
    // Defaults.
    #expect(properties["base"]?["default"] as? String == "subtotal")
    #expect(properties["rounding"]?["default"] as? String == "half-up")
    #expect(properties["gratuity"]?["default"] as? Bool == false)
    let loaded = try PolicyCatalog(sources: [
      try SchemaTests.source(wrap(["name": "probe", "rate": "10"]))
    ]).serviceCharges[0]
    #expect(loaded.base == .subtotal && loaded.rounding == .halfUp && !loaded.isGratuity)
    #expect(
      try schema.strings(at: ["$defs", "chargeBase", "enum"])
        == ServiceCharge.Base.allCases.map(\.rawValue))
    #expect(properties["when"]?["$ref"] as? String == "#/$defs/when")
  }

  @Test("A cash-rounding rule's keys are the loader's")
  func cashRoundingKeys() throws {
    let schema = try Schema.load()
    let definition = try schema.object(at: ["$defs", "cashRoundingRule"])
    let properties = try schema.properties(of: definition)
    let rule = try schema.probe(definition)
    try SchemaTests().expectLoaderAgrees(
      with: schema, definition, properties: properties, object: rule, at: "cashRounding.CH"
    ) { ["version": 1, "policies": [], "cashRounding": ["CH": $0]] }
    let loaded = try PolicyCatalog(sources: [
      try SchemaTests.source([
        "version": 1, "policies": [], "cashRounding": ["CH": ["increment": "0.05"]],
      ])
    ])
    let rounding = try #require(loaded.cashRounding[try Region("CH")])
    #expect(properties["rounding"]?["default"] as? String == rounding.rule.rawValue)
  }
}
