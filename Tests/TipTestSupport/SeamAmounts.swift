import TipEngine

/// Seeded draws that the generative tests of features meeting share: currencies with 0, 2, 3
/// and 4 digits, and amounts of every size those tests need, sometimes at an edge.
public enum SeamAmounts {
  /// Currencies with 0 (JPY, KRW), 2 (USD, EUR, CHF, CAD, GBP, SEK, DKK, NZD, AUD), 3 (KWD, BHD)
  /// and 4 (CLF) minor digits.
  public static let currencies: [Currency] =
    [
      .jpy, .krw, .usd, .eur, .chf, .cad, .gbp, .aud, .kwd, .clf,
    ] + ["SEK", "DKK", "NZD", "BHD"].compactMap { try? Currency(code: $0) }

  /// One of `elements`, drawn by `generator`.
  public static func pick<Element>(_ elements: [Element], _ generator: inout SeededGenerator)
    -> Element
  {
    elements[Int.random(in: 0..<elements.count, using: &generator)]
  }

  /// Whether a draw with probability `percent` in 100 comes up.
  public static func chance(_ percent: Int, _ generator: inout SeededGenerator) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  /// Minor units for an amount of up to `major` units of `currency`: mostly anywhere in the
  /// range, sometimes zero, one minor unit, a whole amount or a value with a 5 in its last digit
  /// (where half-way rounding decides), sometimes in the thousands (grouping separators).
  public static func units(
    upTo major: Int64, in currency: Currency, _ generator: inout SeededGenerator
  ) -> Int64 {
    let perMajor = Int64(currency.minorUnitsPerMajorUnit)
    let top = major * perMajor
    switch Int.random(in: 0..<12, using: &generator) {
    case 0: return 0
    case 1: return 1
    case 2: return Int64.random(in: 0...major, using: &generator) * perMajor
    case 3: return Int64.random(in: 0...top / 10, using: &generator) * 10 + 5
    case 4: return Int64.random(in: 1_000...1_000_000, using: &generator) * perMajor
    default: return Int64.random(in: 0...top, using: &generator)
    }
  }
}
