import TipEngine

/// Constant-time lookups of currency and region codes from row bytes, built once per run.
///
/// A currency code is three ASCII letters and a region code two, so each fits a small table
/// indexed by its letters (case folded): no `String`, no hashing, no allocation per row.
struct BatchLookup: Sendable {
  /// Currencies by `letterIndex` of their three letters.
  private let currencies: [Currency?]
  /// Regions by `letterIndex` of their two letters.
  private let regions: [Region?]

  /// Builds the tables from the library's ISO 4217 currencies and ISO 3166-1 countries.
  init() {
    var currencies = [Currency?](repeating: nil, count: 26 * 26 * 26)
    for currency in Currency.allISO4217 {
      let letters = Array(currency.code.utf8)
      if let index = BatchLookup.letterIndex(letters, count: 3) { currencies[index] = currency }
    }
    var regions = [Region?](repeating: nil, count: 26 * 26)
    for country in Region.allCountries {
      guard let index = BatchLookup.letterIndex(Array(country.code.utf8), count: 2) else {
        continue
      }
      regions[index] = country
    }
    self.currencies = currencies
    self.regions = regions
  }

  /// The currency whose code is the `count` bytes at `text`, in any case; `nil` when the text is
  /// not three letters or not a known code.
  @inline(__always)
  func currency(_ text: UnsafePointer<UInt8>, count: Int) -> Currency? {
    guard count == 3, let index = BatchLookup.letterIndex(text, count: 3) else { return nil }
    return currencies[index]
  }

  /// The region whose code is the `count` bytes at `text`, in any case: a country from the table,
  /// or a subdivision such as `CA-QC` through the library; `nil` for anything else.
  @inline(__always)
  func region(_ text: UnsafePointer<UInt8>, count: Int) -> Region? {
    if count == 2 {
      guard let index = BatchLookup.letterIndex(text, count: 2) else { return nil }
      return regions[index]
    }
    guard (4...6).contains(count) else { return nil }
    return try? Region(
      String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
  }

  /// The base-26 number of `count` ASCII letters, folding case; `nil` for anything else.
  @inline(__always)
  static func letterIndex(_ text: UnsafePointer<UInt8>, count: Int) -> Int? {
    var index = 0
    for offset in 0..<count {
      let letter = (text[offset] | 0x20) &- UInt8(ascii: "a")
      guard letter < 26 else { return nil }
      index = index * 26 + Int(letter)
    }
    return index
  }

  /// ``letterIndex(_:count:)`` of an array.
  static func letterIndex(_ letters: [UInt8], count: Int) -> Int? {
    guard letters.count == count else { return nil }
    return letters.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { letterIndex($0, count: count) }
    }
  }
}
