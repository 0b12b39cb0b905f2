/// An exact decimal amount in the minor units of every currency exponent (0 to 6 digits),
/// computed once, so that a policy holding a decimal amount (a fixed tip, a round-up
/// increment) turns it into a bill's ``Money`` without decimal arithmetic per bill.
///
/// An exponent for which the amount is not exact (0.05 for a currency with no minor unit) or
/// too large has no entry; callers then take the decimal path, which reports the problem.
struct MinorUnitsTable: Sendable, Hashable {
  private let d0, d1, d2, d3, d4, d5, d6: Int64
  /// Bit `n` set when the amount is exact in `n` digits.
  private let exact: UInt8

  /// The table of `amount`.
  init(_ amount: DecimalValue) {
    var units = [Int64](repeating: 0, count: 7)
    var exact: UInt8 = 0
    for digits in 0...6 where amount.scale <= digits {
      if let value = amount.significand(atScale: digits, rule: .halfUp),
        value.magnitude <= Money.maximumMinorUnits.magnitude
      {
        units[digits] = value
        exact |= 1 << UInt8(digits)
      }
    }
    (d0, d1, d2, d3, d4, d5, d6) = (
      units[0], units[1], units[2], units[3], units[4], units[5], units[6]
    )
    self.exact = exact
  }

  /// The amount in `currency`, or `nil` when it is not exact there (or too large).
  @inline(__always)
  func money(in currency: Currency) -> Money? {
    units(atDigits: currency.minorUnitDigits).map { Money(minorUnits: $0, currency: currency) }
  }

  /// The amount in minor units of `digits` digits, or `nil` when it is not exact there (or too
  /// large).
  @inline(__always)
  func units(atDigits digits: Int) -> Int64? {
    guard digits >= 0, digits <= 6, exact & (1 << UInt8(digits)) != 0 else { return nil }
    let units: Int64
    switch digits {
    case 2: units = d2
    case 0: units = d0
    case 3: units = d3
    case 1: units = d1
    case 4: units = d4
    case 5: units = d5
    default: units = d6
    }
    return units
  }
}
