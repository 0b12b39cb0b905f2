import TipJSON

extension Region {
  /// Codes people write for a country that ISO 3166-1 spells otherwise: `UK` for the United
  /// Kingdom (`GB`), and `EL`, the European Union's code for Greece (`GR`).
  static let aliases: [String: String] = ["UK": "GB", "EL": "GR"]

  /// The country code that `code` (two upper-case letters, not a country) plausibly meant: its
  /// alias, else the one country a single typing slip away (see ``suggestion(for:among:)``).
  static func suggestedCountry(for code: String) -> String? {
    aliases[code] ?? suggestion(for: code, among: RegionCurrencies.entries.map(\.region))
  }

  /// What a catalog key that should be a region code expects, for `code`, a key that is not
  /// one (lower-case, unknown, or a subdivision ISO 3166-2 does not list), ending with the code
  /// it was plausibly meant to be, if any: `expected an upper-case ISO 3166-1 alpha-2 code, or a
  /// subdivision such as CA-QC (did you mean 'GB'?)`.
  package static func expectedCatalogKey(for code: String) -> String {
    let upper = code.uppercased()
    var expected =
      "expected an upper-case ISO 3166-1 alpha-2 code, or a subdivision such as CA-QC"
    var near: String?
    do {
      _ = try Region(upper)
      near = upper
    } catch {
      near = error.suggestion
      if case .unknownSubdivision(_, _, let example) = error {
        let country = upper.prefix(2)
        expected =
          example.map {
            "expected a subdivision of \(country) that ISO 3166-2 lists, such as \($0)"
          }
          ?? "expected \(country) alone: ISO 3166-2 lists no subdivisions of it"
      }
    }
    if let near, near != code { expected += " (did you mean '\(near)'?)" }
    return expected
  }
}
