import Testing
import TipEngine

private func isUppercaseASCII(_ text: String, count: Int) -> Bool {
  text.utf8.count == count
    && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
}

private let currencyByCode: [String: (digits: Int, hasMinorUnit: Bool, name: String)] = {
  var result: [String: (digits: Int, hasMinorUnit: Bool, name: String)] = [:]
  for entry in ISO4217.entries {
    result[entry.code] = (entry.digits, entry.hasMinorUnit, entry.name)
  }
  return result
}()

private let currencyByRegion: [String: String] = {
  var result: [String: String] = [:]
  for entry in RegionCurrencies.entries {
    result[entry.region] = entry.currency
  }
  return result
}()

@Suite("ISO 4217 table")
struct ISO4217Tests {
  @Test func hasAtLeast175Entries() {
    #expect(ISO4217.entries.count >= 175)
  }

  @Test func codesAreThreeUppercaseASCIILetters() {
    for entry in ISO4217.entries {
      #expect(isUppercaseASCII(entry.code, count: 3), "bad code \(entry.code)")
    }
  }

  @Test func codesAreUniqueAndSorted() {
    let codes = ISO4217.entries.map(\.code)
    #expect(Set(codes).count == codes.count)
    #expect(codes == codes.sorted())
  }

  @Test func namesAreNonEmpty() {
    for entry in ISO4217.entries {
      #expect(!entry.name.isEmpty, "empty name for \(entry.code)")
      #expect(!entry.name.hasPrefix(" ") && !entry.name.hasSuffix(" "), "spaces in \(entry.code)")
    }
  }

  @Test func digitsAreInRange() {
    for entry in ISO4217.entries {
      #expect([0, 2, 3, 4].contains(entry.digits), "digits \(entry.digits) for \(entry.code)")
      if !entry.hasMinorUnit {
        #expect(entry.digits == 0, "N.A. code \(entry.code) must have digits 0")
      }
    }
  }

  @Test(
    "Minor-unit groups match ISO exactly",
    arguments: [
      (
        0,
        [
          "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI",
          "VND", "VUV", "XAF", "XOF", "XPF",
        ]
      ),
      (3, ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]),
      (4, ["CLF", "UYW"]),
    ] as [(Int, [String])]
  )
  func minorUnitGroup(digits: Int, expected: [String]) {
    let actual = ISO4217.entries.filter { $0.hasMinorUnit && $0.digits == digits }.map(\.code)
    #expect(Set(actual) == Set(expected))
  }

  @Test func codesWithoutMinorUnitAreExactlyTheNACodes() {
    let actual = Set(ISO4217.entries.filter { !$0.hasMinorUnit }.map(\.code))
    let expected: Set = [
      "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
    ]
    #expect(actual == expected)
  }

  @Test func everyOtherCodeHasTwoDigits() {
    let special: Set = [
      "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
      "VUV", "XAF", "XOF", "XPF", "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND", "CLF", "UYW",
    ]
    for entry in ISO4217.entries where entry.hasMinorUnit && !special.contains(entry.code) {
      #expect(entry.digits == 2, "\(entry.code) has \(entry.digits) digits")
    }
  }

  @Test(
    "Recent and special codes are present",
    arguments: [
      "ANG", "BOV", "CHE", "CHW", "CLF", "COU", "MXV", "SLE", "USN", "UYI", "UYW", "VED", "VES",
      "XAF", "XCG", "XDR", "XOF", "XPF", "XSU", "XTS", "XUA", "XXX", "ZWG",
    ]
  )
  func codeIsPresent(code: String) {
    #expect(currencyByCode[code] != nil)
  }

  @Test("Withdrawn codes are absent", arguments: ["HRK", "SLL", "ZWL", "VEF", "MRO", "STD", "LTL"])
  func codeIsAbsent(code: String) {
    #expect(currencyByCode[code] == nil)
  }
}

@Suite("Region currency table")
struct RegionCurrenciesTests {
  @Test func regionCodesAreTwoUppercaseASCIILetters() {
    for entry in RegionCurrencies.entries {
      #expect(isUppercaseASCII(entry.region, count: 2), "bad region \(entry.region)")
      #expect(!entry.name.isEmpty, "empty name for \(entry.region)")
    }
  }

  @Test func regionCodesAreUniqueAndSorted() {
    let regions = RegionCurrencies.entries.map(\.region)
    #expect(Set(regions).count == regions.count)
    #expect(regions == regions.sorted())
  }

  @Test func coversISO3166() {
    // 249 ISO 3166-1 codes, less Antarctica, which has no currency.
    #expect(RegionCurrencies.entries.count == 248)
    #expect(currencyByRegion["AQ"] == nil)
  }

  @Test func everyRegionCurrencyIsAnISOCurrencyWithMinorUnits() {
    for entry in RegionCurrencies.entries {
      let currency = currencyByCode[entry.currency]
      #expect(currency != nil, "\(entry.region) uses unknown \(entry.currency)")
      #expect(currency?.hasMinorUnit == true, "\(entry.region) uses \(entry.currency)")
    }
  }

  @Test(
    "Spot checks",
    arguments: [
      ("US", "USD", 2),
      ("JP", "JPY", 0),
      ("CH", "CHF", 2),
      ("KW", "KWD", 3),
      ("CL", "CLP", 0),
      ("DE", "EUR", 2),
      ("HR", "EUR", 2),
      ("BG", "EUR", 2),
      ("GB", "GBP", 2),
      ("KR", "KRW", 0),
      ("BH", "BHD", 3),
      ("TN", "TND", 3),
      ("SN", "XOF", 0),
      ("CM", "XAF", 0),
      ("PF", "XPF", 0),
      ("ZW", "ZWG", 2),
      ("CW", "XCG", 2),
      ("SX", "XCG", 2),
      ("SL", "SLE", 2),
      ("VE", "VES", 2),
      ("EC", "USD", 2),
      ("IN", "INR", 2),
    ] as [(String, String, Int)]
  )
  func spotCheck(region: String, currency: String, digits: Int) {
    #expect(currencyByRegion[region] == currency)
    #expect(currencyByCode[currency]?.digits == digits)
  }

  @Test func spotCheckNames() {
    let names = Dictionary(
      RegionCurrencies.entries.map { ($0.region, $0.name) }, uniquingKeysWith: { first, _ in first }
    )
    #expect(names["US"] == "United States")
    #expect(names["DE"] == "Germany")
    #expect(names["JP"] == "Japan")
    #expect(names["CW"] == "Curaçao")
    #expect(currencyByCode["USD"]?.name == "US Dollar")
    #expect(currencyByCode["KWD"]?.name == "Kuwaiti Dinar")
  }
}
