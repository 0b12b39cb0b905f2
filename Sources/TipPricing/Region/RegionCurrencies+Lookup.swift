extension RegionCurrencies {
  /// The index into ``entries`` of each two-letter code, by `(first − A) × 26 + (second − A)`;
  /// -1 where ISO 3166-1 has no such country.
  static let countryIndex: [Int16] = {
    var index = [Int16](repeating: -1, count: 26 * 26)
    for (position, entry) in entries.enumerated() {
      let bytes = Array(entry.region.utf8)
      index[(Int(bytes[0]) - 65) * 26 + Int(bytes[1]) - 65] = Int16(position)
    }
    return index
  }()

  /// The position in ``entries`` of the country whose two upper-case letters are packed into
  /// `packed`, or `nil`.
  static func index(ofCountry packed: UInt64) -> Int? {
    let first = Int((packed >> 8) & 0xFF) - 65
    let second = Int(packed & 0xFF) - 65
    guard packed <= 0xFFFF, (0..<26).contains(first), (0..<26).contains(second) else {
      return nil
    }
    let position = countryIndex[first * 26 + second]
    return position < 0 ? nil : Int(position)
  }

  /// The entry of the country packed into `packed`, or `nil`.
  static func entry(ofCountry packed: UInt64) -> (region: String, currency: String, name: String)? {
    index(ofCountry: packed).map { entries[$0] }
  }

  /// English names of the subdivisions that tipping rules commonly single out (ISO 3166-2):
  /// Canada's provinces and territories, the states of the United States and of Australia.
  static let subdivisionNames: [String: String] = [
    "CA-AB": "Alberta", "CA-BC": "British Columbia", "CA-MB": "Manitoba",
    "CA-NB": "New Brunswick", "CA-NL": "Newfoundland and Labrador", "CA-NS": "Nova Scotia",
    "CA-NT": "Northwest Territories", "CA-NU": "Nunavut", "CA-ON": "Ontario",
    "CA-PE": "Prince Edward Island", "CA-QC": "Quebec", "CA-SK": "Saskatchewan",
    "CA-YT": "Yukon",
    "AU-ACT": "Australian Capital Territory", "AU-NSW": "New South Wales",
    "AU-NT": "Northern Territory", "AU-QLD": "Queensland", "AU-SA": "South Australia",
    "AU-TAS": "Tasmania", "AU-VIC": "Victoria", "AU-WA": "Western Australia",
    "US-AL": "Alabama", "US-AK": "Alaska", "US-AZ": "Arizona", "US-AR": "Arkansas",
    "US-CA": "California", "US-CO": "Colorado", "US-CT": "Connecticut", "US-DE": "Delaware",
    "US-DC": "District of Columbia", "US-FL": "Florida", "US-GA": "Georgia", "US-HI": "Hawaii",
    "US-ID": "Idaho", "US-IL": "Illinois", "US-IN": "Indiana", "US-IA": "Iowa",
    "US-KS": "Kansas", "US-KY": "Kentucky", "US-LA": "Louisiana", "US-ME": "Maine",
    "US-MD": "Maryland", "US-MA": "Massachusetts", "US-MI": "Michigan", "US-MN": "Minnesota",
    "US-MS": "Mississippi", "US-MO": "Missouri", "US-MT": "Montana", "US-NE": "Nebraska",
    "US-NV": "Nevada", "US-NH": "New Hampshire", "US-NJ": "New Jersey", "US-NM": "New Mexico",
    "US-NY": "New York", "US-NC": "North Carolina", "US-ND": "North Dakota", "US-OH": "Ohio",
    "US-OK": "Oklahoma", "US-OR": "Oregon", "US-PA": "Pennsylvania", "US-RI": "Rhode Island",
    "US-SC": "South Carolina", "US-SD": "South Dakota", "US-TN": "Tennessee", "US-TX": "Texas",
    "US-UT": "Utah", "US-VT": "Vermont", "US-VA": "Virginia", "US-WA": "Washington",
    "US-WV": "West Virginia", "US-WI": "Wisconsin", "US-WY": "Wyoming",
  ]
}
