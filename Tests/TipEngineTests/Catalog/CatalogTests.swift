import Foundation
import Testing
import TipEngine
import TipTestSupport

/// Loads one in-memory catalog file over nothing else and returns every error.
private func errors(_ json: String, registry: PolicyRegistry = .standard) -> [CatalogError] {
  PolicyCatalog.validate([CatalogSource(name: "test.json", json: json)], registry: registry).errors
}

/// A catalog text with the given policies array body.
private func catalog(_ policies: String, extra: String = "") -> String {
  #"{"version": 1, \#(extra) "policies": [\#(policies)]}"#
}

@Suite("Catalog: policies loaded by name")
struct CatalogTests {
  @Test("The built-in catalog loads and covers the 37 regions and Quebec")
  func builtIn() throws {
    let catalog = try PolicyCatalog.builtIn()
    #expect(catalog.defaultPolicyName == "percent-18")
    for name in ["none", "percent-10", "percent-15", "percent-18", "percent-20", "percent-25"] {
      #expect(catalog.contains(name), "\(name)")
    }
    let regional = try #require(try catalog.policy(named: "regional") as? RegionPolicy)
    let expected = [
      "US", "CA", "MX", "BR", "AR", "GB", "IE", "FR", "DE", "AT", "CH", "IT", "ES", "PT", "NL",
      "BE", "SE", "NO", "DK", "FI", "PL", "CZ", "GR", "TR", "EG", "ZA", "AE", "IN", "CN", "JP",
      "KR", "SG", "HK", "TH", "VN", "AU", "NZ",
    ]
    #expect(regional.regionCodes == (expected + ["CA-QC"]).sorted())
    for code in expected { #expect((try? Region(code)) != nil, "\(code)") }
  }

  @Test(
    "Regional defaults follow the customs",
    arguments: [
      ("US", "100.00", "18.00"),
      ("JP", "10000", "0"),
      ("DE", "84.50", "8.50"),  // 10 % = 8.45 → total 92.95 → 93.00
      ("CH", "84.50", "4.50"),  // 5 % = 4.23 → 88.73 → 89.00
      ("GB", "80.00", "10.00"),
      ("FR", "84.50", "0.50"),
      ("KR", "50000", "0"),
      ("MX", "500.00", "50.00"),
    ])
  func regional(region: String, subtotal: String, tip: String) throws {
    let policy = try PolicyCatalog.builtIn().policy(named: "regional")
    let currency = try Region(region).currency
    let bill = Bill(subtotal: try Money(subtotal, currency: currency), region: try Region(region))
    #expect(try policy.tip(for: bill).amountText == tip)
  }

  @Test("The embedded catalog is identical to Policies/default.json")
  func embeddedMatchesFile() throws {
    let root = Repository.root
    let file = try String(
      contentsOf: root.appendingPathComponent("Policies/default.json"), encoding: .utf8)
    #expect(
      String(decoding: CatalogSource.builtIn.bytes, as: UTF8.self) + "\n" == file,
      "run Scripts/embed-default-catalog.sh after editing Policies/default.json")
  }

  @Test("Amounts and rates are read exactly from JSON numbers and strings")
  func exactNumbers() throws {
    let json = catalog(
      #"""
      {"name": "a", "kind": "percent", "rate": 12.5},
      {"name": "b", "kind": "percent", "rate": "33.333333"},
      {"name": "c", "kind": "fixed", "amount": 0.1}
      """#)
    let loaded = try PolicyCatalog(sources: [CatalogSource(name: "t", json: json)])
    let bill = Bill(subtotal: Money(minorUnits: 30_000, currency: .usd))
    #expect(try loaded.policy(named: "a").tip(for: bill).amountText == "37.50")
    #expect(try loaded.policy(named: "b").tip(for: bill).amountText == "100.00")
    #expect(try loaded.policy(named: "c").tip(for: bill).amountText == "0.10")
  }

  @Test("Later files add and override names, and say which")
  func layering() throws {
    let user = CatalogSource(
      name: "user.json",
      json: catalog(
        #"""
        {"name": "percent-18", "kind": "percent", "rate": "19"},
        {"name": "house", "kind": "round-up", "policy": "percent-18"}
        """#, extra: #""default": "house","#))
    let loaded = try PolicyCatalog(sources: [.builtIn, user])
    #expect(loaded.defaultPolicyName == "house")
    #expect(
      loaded.overrides.map { [$0.name, $0.source, $0.replacedSource] } == [
        ["percent-18", "user.json", CatalogSource.builtIn.name]
      ])
    let bill = Bill(subtotal: Money(minorUnits: 10_000, currency: .usd), region: try Region("US"))
    // The built-in regional policy now resolves to the user's percent-18.
    #expect(try loaded.policy(named: "regional").tip(for: bill).amountText == "19.00")
    #expect(try loaded.policy(named: "house").tip(for: bill).amountText == "19.00")
  }

  @Test("Looking up an unknown name suggests the closest")
  func unknownName() throws {
    #expect {
      try PolicyCatalog.builtIn().policy(named: "percent-81")
    } throws: { error in
      let error = error as? CatalogError
      return error?.kind == .unknownPolicy
        && error?.suggestion?.hasPrefix("did you mean 'percent-18'?") == true
    }
  }

  // MARK: - Every load-time error, with file, path, line and value

  @Test("Invalid JSON reports line and column")
  func invalidJSON() {
    let found = errors("{\n  \"version\": 1,\n  \"policies\": [\n    {\"name\": \"a\",}\n  ]\n}")
    #expect(found.count == 1)
    #expect(found.first?.kind == .invalidJSON)
    #expect(found.first?.file == "test.json")
    #expect(found.first?.line == 4)
  }

  @Test("Empty files, binary files and non-objects are clear errors")
  func notACatalog() {
    #expect(errors("").first?.kind == .empty)
    #expect(errors("   \n").first?.kind == .empty)
    let binary = PolicyCatalog.validate([CatalogSource(name: "b", bytes: [0xFF, 0xFE, 0x00, 0x01])])
    #expect(binary.errors.first?.kind == .invalidJSON)
    let array = errors("[1, 2]")
    #expect(array.first?.kind == .typeMismatch)
    #expect(array.first?.message.hasPrefix("expected a catalog object") == true)
  }

  @Test("Version: missing, newer than supported (both numbers), or not a number")
  func versions() {
    let missing = errors(#"{"policies": []}"#)
    #expect(missing.first?.kind == .missingKey)
    #expect(missing.first?.message == "missing key 'version'")
    let newer = errors(#"{"version": 2, "policies": []}"#)
    #expect(newer.first?.kind == .unsupportedVersion)
    #expect(
      newer.first?.message
        == "catalog format version 2 is newer than this TipEngine supports (version 1)")
    #expect(newer.first?.path == "version")
    #expect(errors(#"{"version": "1", "policies": []}"#).first?.kind == .typeMismatch)
    #expect(errors(#"{"version": 0, "policies": []}"#).first?.kind == .invalidValue)
  }

  @Test("An empty object is missing both 'version' and 'policies', and both are reported")
  func emptyObjectMissesBothKeys() {
    #expect(
      errors("{}").map(\.description) == [
        "test.json:1:1: missing key 'version'; add \"version\": 1 at the top of the file",
        "test.json:1:1: missing key 'policies'; add \"policies\": [ … ] with one object per policy",
      ])
    // A wrong version does not hide the missing policies either.
    #expect(errors(#"{"version": "1"}"#).map(\.message).last == "missing key 'policies'")
  }

  @Test("Unknown keys are errors with a suggestion, at every level")
  func unknownKeys() {
    let top = errors(#"{"version": 1, "polices": []}"#)
    #expect(top.contains { $0.kind == .unknownKey && $0.suggestion == "did you mean 'policies'?" })
    let inner = errors(catalog(#"{"name": "a", "kind": "percent", "rate": "18", "rouding": "up"}"#))
    #expect(inner.count == 1)
    #expect(inner.first?.kind == .unknownKey)
    #expect(inner.first?.path == "policies[0].rouding")
    #expect(inner.first?.message == "unknown key 'rouding'")
    #expect(inner.first?.suggestion == "did you mean 'rounding'?")
  }

  @Test("Missing keys and wrong types name the path")
  func missingAndWrongTypes() {
    let noRate = errors(catalog(#"{"name": "a", "kind": "percent"}"#))
    #expect(noRate.first?.kind == .missingKey)
    #expect(noRate.first?.path == "policies[0]")
    #expect(noRate.first?.message.contains("rate") == true)
    let noKind = errors(catalog(#"{"name": "a"}"#))
    #expect(noKind.first?.kind == .missingKey)
    #expect(noKind.first?.message == "missing key 'kind'")
    let wrongType = errors(catalog(#"{"name": "a", "kind": "percent", "rate": true}"#))
    #expect(wrongType.first?.kind == .typeMismatch)
    #expect(wrongType.first?.path == "policies[0].rate")
    let badRule = errors(
      catalog(#"{"name": "a", "kind": "percent", "rate": 5, "rounding": "half-upp"}"#))
    #expect(badRule.first?.path == "policies[0].rounding")
    #expect(badRule.first?.message == "unknown rounding rule 'half-upp'")
    #expect(
      badRule.first?.suggestion
        == "did you mean 'half-up'? Expected one of: half-up, half-even, half-down, up, down, "
        + "ceiling, floor")
  }

  @Test(
    "Negative or absurd values are refused with the value",
    arguments: [
      (#"{"name": "a", "kind": "percent", "rate": "-5"}"#, "policies[0].rate", "-5"),
      (#"{"name": "a", "kind": "percent", "rate": "150"}"#, "policies[0].rate", "150"),
      (#"{"name": "a", "kind": "percent", "rate": "abc"}"#, "policies[0].rate", "abc"),
      (#"{"name": "a", "kind": "fixed", "amount": "-1"}"#, "policies[0].amount", "-1"),
      (
        #"{"name": "a", "kind": "fixed", "amount": "0.5", "currency": "JPY"}"#,
        "policies[0].amount", "0.5"
      ),
      (
        #"{"name": "a", "kind": "fixed", "amount": "1", "currency": "XYZ"}"#,
        "policies[0].currency", "XYZ"
      ),
    ])
  func badValues(policy: String, path: String, value: String) {
    let found = errors(catalog(policy))
    #expect(found.count == 1)
    #expect(found.first?.kind == .invalidValue)
    #expect(found.first?.path == path)
    #expect(found.first?.message.contains(value) == true, "\(found.first?.message ?? "")")
    #expect(found.first?.line == 1)
  }

  @Test("Duplicate names within a file")
  func duplicates() {
    let found = errors(
      catalog(
        #"""
        {"name": "a", "kind": "percent", "rate": "5"},
        {"name": "a", "kind": "percent", "rate": "6"}
        """#))
    #expect(found.first?.kind == .duplicateName)
    #expect(found.first?.path == "policies[1]")
    #expect(found.first?.message == "duplicate policy name 'a' (first at line 1)")
  }

  @Test("Unknown kinds and unknown references suggest the closest")
  func unknownKindsAndReferences() {
    let kind = errors(catalog(#"{"name": "a", "kind": "percnt", "rate": "5"}"#))
    #expect(kind.first?.kind == .unknownKind)
    #expect(kind.first?.path == "policies[0].kind")
    #expect(kind.first?.suggestion?.hasPrefix("did you mean 'percent'?") == true)
    let reference = errors(
      catalog(
        #"""
        {"name": "tenpercent", "kind": "percent", "rate": "10"},
        {"name": "b", "kind": "round-up", "policy": "tenpercnt"}
        """#))
    #expect(reference.first?.kind == .unknownPolicy)
    #expect(reference.first?.path == "policies[1].policy")
    #expect(reference.first?.message == "no policy named 'tenpercnt'")
    #expect(reference.first?.suggestion?.hasPrefix("did you mean 'tenpercent'?") == true)
  }

  @Test("Reference cycles are shown as a path, once")
  func cycles() {
    let found = errors(
      catalog(
        #"""
        {"name": "a", "kind": "round-up", "policy": "b"},
        {"name": "b", "kind": "smart", "threshold": 10, "below": "a", "above": "a"}
        """#))
    #expect(found.count == 1)
    #expect(found.first?.kind == .referenceCycle)
    #expect(found.first?.message == "reference cycle: a → b → a")
    #expect(found.first?.path == "policies[1].below")
    let selfCycle = errors(catalog(#"{"name": "a", "kind": "round-up", "policy": "a"}"#))
    #expect(selfCycle.first?.message == "reference cycle: a → a")
  }

  @Test("References deeper than the limit are refused")
  func depth() {
    let limit = PolicyCatalog.Limits.maximumReferenceDepth
    func chain(_ length: Int) -> String {
      var items = [#"{"name": "p0", "kind": "percent", "rate": "10"}"#]
      for index in 1..<length {
        items.append(#"{"name": "p\#(index)", "kind": "round-up", "policy": "p\#(index - 1)"}"#)
      }
      return catalog(items.joined(separator: ",\n"))
    }
    #expect(errors(chain(limit)).isEmpty)
    let tooDeep = errors(chain(limit + 1))
    #expect(tooDeep.first?.kind == .tooDeep)
  }

  @Test("Too many policies is refused")
  func tooMany() {
    let count = PolicyCatalog.Limits.maximumPolicyCount + 1
    let items = (0..<count).map { #"{"name": "p\#($0)", "kind": "percent", "rate": "1"}"# }
    let found = errors(catalog(items.joined(separator: ",")))
    #expect(found.first?.kind == .tooManyPolicies)
  }

  @Test("A default that is not defined is an error")
  func badDefault() {
    let found = errors(
      catalog(#"{"name": "a", "kind": "percent", "rate": "5"}"#, extra: #""default": "b","#))
    #expect(found.first?.kind == .unknownPolicy)
    #expect(found.first?.path == "default")
  }

  @Test("Unknown regions in a region policy suggest a code")
  func unknownRegion() {
    let found = errors(
      catalog(
        #"""
        {"name": "p", "kind": "percent", "rate": "5"},
        {"name": "r", "kind": "region", "regions": {"UK": "p"}}
        """#))
    #expect(found.first?.path == "policies[1].regions.UK")
    #expect(found.first?.message.hasPrefix("unknown region 'UK'") == true)
  }

  @Test("Every error in every file is reported, and files are read safely")
  func files() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tipengine-catalog-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: CatalogError.self) { try CatalogSource.file(directory.path) }
    #expect(throws: CatalogError.self) { try CatalogSource.file(directory.path + "/missing.json") }
    let big = directory.appendingPathComponent("big.json")
    try Data(count: PolicyCatalog.Limits.maximumFileSize + 1).write(to: big)
    #expect {
      try CatalogSource.file(big.path)
    } throws: { ($0 as? CatalogError)?.kind == .tooLarge }
    let good = directory.appendingPathComponent("good.json")
    try catalog(#"{"name": "house", "kind": "percent", "rate": "21"}"#).write(
      to: good, atomically: true, encoding: .utf8)
    let loaded = try PolicyCatalog(files: [good.path])
    #expect(loaded.contains("house") && loaded.contains("regional"))
    let own = try PolicyCatalog(files: [good.path], includingBuiltIn: false)
    #expect(own.names == ["house"])
  }

  @Test("Error descriptions read like compiler diagnostics")
  func descriptions() {
    let error = CatalogError(
      .unknownKey, file: "bar.json", path: "policies[3].rtae", line: 12, column: 7,
      message: "unknown key 'rtae'", suggestion: "did you mean 'rate'?")
    #expect(
      error.description
        == "bar.json:12:7: at policies[3].rtae: unknown key 'rtae'; did you mean 'rate'?")
  }
}
