import TipJSON

/// A place where bills are paid: an ISO 3166-1 country or territory (`US`, `JP`), or an ISO 3166-2
/// subdivision of one (`CA-QC`, `US-NY`).
///
/// A region knows its English name and the currency customarily used there. A subdivision has
/// its country's currency and falls back to its country wherever a rule names only countries
/// (``country``).
///
/// The code is packed into one machine word, so a region is as cheap to copy and compare as a
/// ``Currency``:
///
/// ```swift
/// let quebec = try Region("ca-qc")
/// quebec.code            // "CA-QC"
/// quebec.country.code    // "CA"
/// quebec.currency        // CAD
/// ```
@frozen
public struct Region: Sendable, Hashable {
  /// The ASCII bytes of the code, big-endian: two letters, then for a subdivision `-` and one to
  /// three letters or digits.
  @usableFromInline let packedCode: UInt64

  @inlinable
  init(packedCode: UInt64) {
    self.packedCode = packedCode
  }

  /// The region with the ISO 3166 code `code`, in any case: a country (`US`) or a subdivision
  /// that ISO 3166-2 lists (`CA-QC`, `US-NY`).
  ///
  /// - Throws: ``RegionError/malformedCode(_:)`` when `code` is not of the form `CC` or `CC-SSS`,
  ///   ``RegionError/unknownCountry(_:suggestion:)`` when the country is not in ISO 3166-1,
  ///   ``RegionError/unknownSubdivision(_:suggestion:example:)`` when ISO 3166-2 does not list
  ///   the subdivision (the list is Debian's iso-codes, compiled in).
  public init(_ code: String) throws(RegionError) {
    let bytes = Array(code.utf8)
    guard let packed = Region.pack(bytes) else { throw .malformedCode(code) }
    let country = Region(packedCode: packed >> (8 * UInt64(max(0, bytes.count - 2))))
    guard RegionCurrencies.index(ofCountry: country.packedCode) != nil else {
      let upper = country.code
      throw .unknownCountry(code, suggestion: Region.suggestedCountry(for: upper))
    }
    if bytes.count > 2, !ISO3166Subdivisions.contains(packed) {
      throw Region.unknownSubdivision(code.uppercased(), of: country)
    }
    self.init(packedCode: packed)
  }

  /// The error for `code`, a subdivision of `country` that ISO 3166-2 does not list, with the
  /// subdivision of that country it was plausibly meant to be.
  private static func unknownSubdivision(_ code: String, of country: Region) -> RegionError {
    let part = String(code.dropFirst(3))
    let known = ISO3166Subdivisions.subdivisions(of: country.code)
    let near = suggestion(for: part, among: known.map(String.init))
    return .unknownSubdivision(
      code, suggestion: near.map { "\(country.code)-\($0)" },
      example: known.first.map { "\(country.code)-\($0)" })
  }

  /// The upper-case ISO 3166 code, such as `US` or `CA-QC`.
  public var code: String {
    var bytes: [UInt8] = []
    var shift = 56
    while shift >= 0 {
      let byte = UInt8(truncatingIfNeeded: packedCode >> UInt64(shift))
      if byte != 0 { bytes.append(byte) }
      shift -= 8
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether this is an ISO 3166-2 subdivision such as `CA-QC`, rather than a country.
  @inlinable
  public var isSubdivision: Bool { packedCode > 0xFFFF }

  /// The country: itself for a country, `CA` for `CA-QC`.
  @inlinable
  public var country: Region {
    var packed = packedCode
    while packed > 0xFFFF { packed >>= 8 }
    return Region(packedCode: packed)
  }

  /// The English short name from ISO 3166-1 (`Germany`), or for a subdivision its name when the
  /// library knows it (`Quebec, Canada`), else its code and country (`US-NY, United States`).
  public var name: String {
    let countryName = RegionCurrencies.entry(ofCountry: country.packedCode)?.name ?? country.code
    guard isSubdivision else { return countryName }
    if let name = RegionCurrencies.subdivisionNames[code] { return "\(name), \(countryName)" }
    return "\(code), \(countryName)"
  }

  /// The currency customarily used in the region (its country's for a subdivision).
  public var currency: Currency {
    RegionCurrencies.entry(ofCountry: country.packedCode).flatMap { Currency.table[$0.currency] }
      ?? .usd
  }

  /// Every ISO 3166-1 country and territory that has a currency, in code order.
  public static var allCountries: [Region] {
    RegionCurrencies.entries.compactMap { Region.pack(Array($0.region.utf8)).map(Region.init) }
  }

  /// The code's bytes packed big-endian, upper-cased; `nil` unless it reads `CC` or `CC-S…`
  /// with one to three subdivision letters or digits.
  static func pack(_ bytes: [UInt8]) -> UInt64? {
    guard bytes.count == 2 || (4...6).contains(bytes.count) else { return nil }
    var packed: UInt64 = 0
    for (index, byte) in bytes.enumerated() {
      let upper = (97...122).contains(byte) ? byte - 32 : byte
      let valid: Bool
      switch index {
      case 0, 1: valid = (65...90).contains(upper)
      case 2: valid = upper == UInt8(ascii: "-")
      default: valid = (65...90).contains(upper) || (48...57).contains(upper)
      }
      guard valid else { return nil }
      packed = packed << 8 | UInt64(upper)
    }
    return packed
  }
}

extension Region: Comparable {
  /// Regions sort by code.
  public static func < (lhs: Region, rhs: Region) -> Bool { lhs.code < rhs.code }
}

extension Region: CustomStringConvertible {
  /// The code, such as `CA-QC`.
  public var description: String { code }
}
