import Foundation
import TipEngine

/// Foundation's `Decimal` arithmetic in major units, rounded with `NSDecimalRound`.
///
/// Exact for the magnitudes of money, but slow (software arithmetic on 38 digits); it exists for
/// comparison in the benchmark.
public struct DecimalArithmetic: TipArithmetic {
  @usableFromInline let digits: Int
  @usableFromInline let scale: Decimal

  /// An arithmetic for amounts of `currency`.
  public init(currency: Currency) {
    self.digits = currency.minorUnitDigits
    self.scale = Decimal(currency.minorUnitsPerMajorUnit)
  }

  /// `units ÷ 10^digits`.
  public func amount(minorUnits units: Int64) -> Decimal {
    Decimal(
      sign: units < 0 ? .minus : .plus, exponent: -digits, significand: Decimal(units.magnitude))
  }

  /// `percent ÷ 100`, exactly.
  public func rate(_ rate: Percentage) -> Decimal {
    let p = rate.percent
    return Decimal(
      sign: p.isNegative ? .minus : .plus, exponent: -p.scale - 2,
      significand: Decimal(p.significand.magnitude))
  }

  /// `amount × 10^digits` as an integer.
  public func minorUnits(of amount: Decimal) throws(MoneyError) -> Int64 {
    var value = amount * scale
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 0, .plain)
    guard let units = Int64(exactly: NSDecimalNumber(decimal: rounded).int64Value),
      Decimal(units) == rounded
    else { throw .overflow(operation: "converting \(amount) to minor units") }
    return units
  }

  /// `a + b`.
  public func sum(_ a: Decimal, _ b: Decimal) -> Decimal { a + b }

  /// `a − b`.
  public func difference(_ a: Decimal, _ b: Decimal) -> Decimal { a - b }

  /// `rate × base`, rounded to the currency's digits by `rule`.
  public func percentage(_ rate: Decimal, of base: Decimal, rule: RoundingRule) -> Decimal {
    round(base * rate, toScale: digits, rule)
  }

  /// `(amount ÷ increment)` rounded to a whole number by `rule`, times `increment`.
  public func rounded(_ amount: Decimal, toMultipleOf increment: Decimal, rule: RoundingRule)
    -> Decimal
  {
    round(amount / increment, toScale: 0, rule) * increment
  }

  /// `a < b`.
  public func isLess(_ a: Decimal, _ b: Decimal) -> Bool { a < b }

  /// The share truncated at the minor unit and the leftover minor units.
  public func evenShare(of amount: Decimal, parts: Int) throws(MoneyError) -> (
    share: Decimal, leftover: Int
  ) {
    guard parts > 0 else {
      throw .invalidAllocation(reason: "cannot split into \(parts) parts; expected 1 or more")
    }
    let share = round(amount / Decimal(parts), toScale: digits, .down)
    let leftover = try minorUnits(of: amount - share * Decimal(parts))
    return (share, Int(leftover))
  }

  /// `amount + units ÷ 10^digits`.
  public func adjusted(_ amount: Decimal, byMinorUnits units: Int) -> Decimal {
    amount + Decimal(units) / scale
  }

  /// Rounds with any ``RoundingRule``: Foundation's modes cover half-up, half-even, ceiling and
  /// floor; the others are derived on the magnitude.
  func round(_ value: Decimal, toScale scale: Int, _ rule: RoundingRule) -> Decimal {
    var input = value
    var result = Decimal()
    switch rule {
    case .halfUp: NSDecimalRound(&result, &input, scale, .plain)
    case .halfEven: NSDecimalRound(&result, &input, scale, .bankers)
    case .ceiling: NSDecimalRound(&result, &input, scale, .up)
    case .floor: NSDecimalRound(&result, &input, scale, .down)
    case .up: NSDecimalRound(&result, &input, scale, value < 0 ? .down : .up)
    case .down: NSDecimalRound(&result, &input, scale, value < 0 ? .up : .down)
    case .halfDown:
      var truncated = Decimal()
      NSDecimalRound(&truncated, &input, scale, value < 0 ? .up : .down)
      let unit = Decimal(sign: .plus, exponent: -scale, significand: 1)
      let rest = (value - truncated).magnitude
      result = rest * 2 > unit ? truncated + (value < 0 ? -unit : unit) : truncated
    }
    return result
  }
}
