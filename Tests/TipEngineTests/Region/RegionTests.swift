import Testing
import TipEngine

@Suite("Region: ISO 3166 codes, names, currencies and locales")
struct RegionTests {
  @Test(
    "Codes read in any case; names and currencies from the tables",
    arguments: [
      ("us", "US", "United States", "USD", false, "US"),
      ("DE", "DE", "Germany", "EUR", false, "DE"),
      ("jp", "JP", "Japan", "JPY", false, "JP"),
      ("ca-qc", "CA-QC", "Quebec, Canada", "CAD", true, "CA"),
      ("US-NY", "US-NY", "New York, United States", "USD", true, "US"),
      ("AU-NSW", "AU-NSW", "New South Wales, Australia", "AUD", true, "AU"),
      ("FR-75", "FR-75", "FR-75, France", "EUR", true, "FR"),
    ])
  func readsCodes(
    text: String, code: String, name: String, currency: String, isSubdivision: Bool,
    country: String
  ) throws {
    let region = try Region(text)
    #expect(region.code == code)
    #expect(region.name == name)
    #expect(region.currency.code == currency)
    #expect(region.isSubdivision == isSubdivision)
    #expect(region.country.code == country)
    #expect(region.description == code)
  }

  @Test(
    "Malformed codes are refused with the expected form",
    arguments: ["", "U", "USA", "U1", "US-", "US-ABCD", "US_NY", "ÜS", "12"])
  func refusesMalformed(text: String) {
    #expect(throws: RegionError.malformedCode(text)) { try Region(text) }
  }

  @Test("Unknown countries are refused with a near code when there is one")
  func unknownCountry() throws {
    #expect(throws: RegionError.unknownCountry("SU", suggestion: "US")) { try Region("SU") }
    #expect(throws: RegionError.unknownCountry("QQ-AB", suggestion: "QA")) { try Region("QQ-AB") }
    #expect(
      RegionError.unknownCountry("UX", suggestion: "AX").localizedDescription
        == "unknown region 'UX'; did you mean 'AX'?")
    #expect(RegionError.unknownCountry("QQ", suggestion: nil).description == "unknown region 'QQ'")
  }

  @Test("Every country of the table round-trips through its code")
  func everyCountry() throws {
    let all = Region.allCountries
    #expect(all.count == 248)
    #expect(all == all.sorted())
    for region in all {
      #expect(try Region(region.code) == region)
      #expect(!region.isSubdivision)
    }
  }

  @Test(
    "Locale identifiers give their territory",
    arguments: [
      ("en_GB.UTF-8", "GB"), ("pt-BR", "BR"), ("de_AT@euro", "AT"), ("ja_JP", "JP"),
      ("C", nil), ("POSIX", nil), ("C.UTF-8", nil), ("en", nil), ("en_ZZ", nil),
      ("zh_Hans_CN", nil),
    ] as [(String, String?)])
  func localeRegion(identifier: String, code: String?) {
    #expect(Region(localeIdentifier: identifier)?.code == code)
  }
}

@Suite("One currency symbol table for writing and reading")
struct CurrencySymbolTests {
  @Test(
    "Symbols that name one currency are written, and read back",
    arguments: [
      ("USD", "$"), ("EUR", "€"), ("SGD", "S$"), ("TRY", "₺"), ("THB", "฿"), ("CAD", "CA$"),
      ("JPY", "¥"),
    ])
  func symbols(code: String, symbol: String) throws {
    let currency = try Currency(code: code)
    #expect(currency.symbol == symbol)
    let money = try Money("12", currency: currency)
    let written = money.formatted(.compact)
    #expect(written.hasPrefix(symbol))
    #expect(try Money(written, currency: currency) == money)
  }

  @Test("Currencies without an unambiguous symbol are written with their code")
  func codes() throws {
    #expect(Currency.kwd.symbol == nil)
    #expect(try Currency(code: "CHF").symbol == nil)
    #expect(try Money("12.5", currency: .kwd).formatted(.compact) == "KWD 12.500")
  }
}

@Suite("Region policies: a subdivision takes its own rule, else its country's")
struct SubdivisionFallbackTests {
  static func policy() throws -> RegionPolicy {
    try RegionPolicy(
      regions: [
        "CA": .init(policy: PolicyReference(try PercentPolicy(rate: 18))),
        "CA-QC": .init(policy: PolicyReference(try PercentPolicy(rate: 15))),
        "US": .init(policy: PolicyReference(try PercentPolicy(rate: 20))),
      ],
      fallback: PolicyReference(try PercentPolicy(rate: 10)))
  }

  @Test(
    "Own rule, country's rule, fallback",
    arguments: [
      ("CA-QC", "15.00"), ("CA-ON", "18.00"), ("CA", "18.00"), ("US-NY", "20.00"),
      ("US", "20.00"), ("GB", "10.00"), ("GB-ENG", "10.00"),
    ])
  func fallback(code: String, tip: String) throws {
    let policy = try Self.policy()
    let bill = Bill(subtotal: try Money("100", currency: .cad), region: try Region(code))
    #expect(try policy.tip(for: bill).amountText == tip)
    #expect(try policy.tips(for: [bill]).map(\.amountText) == [tip])
  }

  @Test("Many subdivisions: each finds its own rule, a neighbour without one its country's")
  func manySubdivisions() throws {
    // Rates 1 % to 12 %, one per subdivision, keyed in an order unlike their sorted order, so
    // that the lookup by halves meets every position (first, last, middle, between two).
    let codes = [
      "US-WY", "CA-QC", "US-NY", "FR-75", "US-CA", "CA-BC", "DE-BY", "US-AK", "AU-NSW", "GB-SCT",
      "US-TX", "JP-13",
    ]
    var regions: [String: RegionPolicy.Rule] = [
      "US": .init(policy: PolicyReference(try PercentPolicy(rate: 20)))
    ]
    for (offset, code) in codes.enumerated() {
      regions[code] = .init(
        policy: PolicyReference(
          try PercentPolicy(rate: Percentage(DecimalValue(Int64(offset + 1))))))
    }
    let policy = try RegionPolicy(regions: regions, fallback: nil)
    for (offset, code) in codes.enumerated() {
      let bill = Bill(subtotal: try Money("100", currency: .usd), region: try Region(code))
      #expect(try policy.tip(for: bill).minorUnits == Int64(offset + 1) * 100, "\(code)")
    }
    for code in ["US-NJ", "US-AL", "US-DC", "US"] {
      let bill = Bill(subtotal: try Money("100", currency: .usd), region: try Region(code))
      #expect(try policy.tip(for: bill).amountText == "20.00", "\(code)")
    }
    for code in ["CA-ON", "AD-07", "ZW-HA"] {
      let bill = Bill(subtotal: try Money("100", currency: .usd), region: try Region(code))
      #expect(throws: PolicyError.self, "\(code)") { try policy.tip(for: bill) }
    }
  }

  @Test("rule(for:) follows the same order and does not count the fallback")
  func rules() throws {
    let policy = try Self.policy()
    #expect(policy.rule(for: try Region("CA-QC"))?.policy.policy.summary.hasPrefix("15%") == true)
    #expect(policy.rule(for: "CA-ON")?.policy.policy.summary.hasPrefix("18%") == true)
    #expect(policy.rule(for: "GB") == nil)
    #expect(policy.rule(for: "not a code") == nil)
  }

  @Test("A catalog may key a rule by subdivision; a malformed key is refused with the form")
  func catalogKeys() throws {
    let source = CatalogSource(
      name: "qc.json",
      json: #"""
        {"version": 1, "policies": [
          {"name": "regional", "kind": "region", "regions": {"CA": "percent-18", "CA-QC": "percent-15"}}]}
        """#)
    let catalog = try PolicyCatalog(sources: [.builtIn, source])
    let bill = Bill(subtotal: try Money("100", currency: .cad), region: try Region("CA-QC"))
    #expect(try catalog.policy(named: "regional").tip(for: bill).amountText == "15.00")
    let bad = CatalogSource(
      name: "bad.json",
      json:
        #"{"version": 1, "policies": [{"name": "r", "kind": "region", "regions": {"CA-QUEB": "none"}}]}"#
    )
    #expect {
      try PolicyCatalog(sources: [.builtIn, bad])
    } throws: { error in
      "\(error)".contains("unknown region 'CA-QUEB'")
        && "\(error)".contains("or a subdivision such as CA-QC")
    }
  }
}
