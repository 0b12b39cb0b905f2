import Testing
import TipEngine

@Suite("PolicyCatalog.selectPolicy: name, then region, then locale, then default")
struct PolicySelectionTests {
  static let catalog: PolicyCatalog = {
    do { return try PolicyCatalog.builtIn() } catch { preconditionFailure("\(error)") }
  }()

  @Test("A named policy wins over the region and the locale")
  func named() throws {
    let selection = try Self.catalog.selectPolicy(
      named: "percent-20", region: try Region("JP"), localeRegion: try Region("DE"))
    #expect(selection.name == "percent-20")
    #expect(selection.reason == .named)
    #expect(selection.region?.code == "JP")
  }

  @Test("An unknown name is refused with the catalog's suggestion")
  func unknownName() {
    #expect {
      try Self.catalog.selectPolicy(named: "percent-21")
    } throws: { error in
      guard case .unknownPolicy(let catalogError) = error as? PolicySelectionError else {
        return false
      }
      return catalogError.description.contains("no policy named 'percent-21'")
    }
  }

  @Test("The bill's region picks 'regional', even when the locale names another")
  func region() throws {
    let selection = try Self.catalog.selectPolicy(
      region: try Region("us"), localeRegion: try Region("DE"))
    #expect(selection.name == "regional")
    #expect(selection.reason == .region)
    #expect(selection.region?.code == "US")
    let bill = Bill(subtotal: try Money("84.50", currency: .usd), region: try Region("US"))
    #expect(try selection.policy.tip(for: bill) == (try Money("15.21", currency: .usd)))
  }

  @Test("The locale's region counts only when 'regional' has a rule of its own for it")
  func localeRegion() throws {
    let germany = try Self.catalog.selectPolicy(localeRegion: try Region("DE"))
    #expect(germany.reason == .localeRegion)
    #expect(germany.region?.code == "DE")
    let uncovered = try Self.catalog.selectPolicy(localeRegion: try Region("AF"))
    #expect(uncovered.reason == .catalogDefault)
    #expect(uncovered.region == nil)
    #expect(uncovered.name == Self.catalog.defaultPolicyName)
  }

  @Test("Without a name, region or locale the catalog's default applies")
  func catalogDefault() throws {
    let selection = try Self.catalog.selectPolicy()
    #expect(selection.reason == .catalogDefault)
    #expect(selection.name == Self.catalog.defaultPolicyName)
  }

  @Test("A catalog without 'default' says so when nothing else applies")
  func noDefault() throws {
    let source = CatalogSource(
      name: "bare.json",
      json: #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "10"}]}"#)
    let catalog = try PolicyCatalog(sources: [source])
    #expect {
      try catalog.selectPolicy()
    } throws: { error in
      guard case .noDefaultPolicy = error as? PolicySelectionError else { return false }
      return "\(error)" == "the catalog has no 'default' policy and 'regional' does not apply"
    }
    #expect(try catalog.selectPolicy(named: "p").name == "p")
  }

  @Test("'regional' without a rule or fallback for the region is an error naming what it covers")
  func regionNotCovered() throws {
    let source = CatalogSource(
      name: "two.json",
      json: #"""
        {"version": 1, "default": "p", "policies": [
          {"name": "p", "kind": "percent", "rate": "10"},
          {"name": "regional", "kind": "region", "regions": {"US": "p", "GB": "p"}}]}
        """#)
    let catalog = try PolicyCatalog(sources: [source])
    #expect {
      try catalog.selectPolicy(region: try Region("FR"))
    } throws: { error in
      "\(error)"
        == "the catalog's 'regional' policy has no rule for FR (France) and no fallback; it "
        + "covers GB, US"
    }
    #expect(try catalog.selectPolicy(localeRegion: try Region("FR")).reason == .catalogDefault)
  }
}
