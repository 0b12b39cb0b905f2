/// Exact fixed-point arithmetic on `Int64` minor units: the production path.
///
/// Products go through a 128-bit intermediate and are rounded once; overflow throws.
@frozen
public struct ExactArithmetic: TipArithmetic {
  /// Creates the exact arithmetic; it needs no currency because amounts are minor units.
  @inlinable
  public init() {}

  /// Minor units, as they are.
  @inlinable
  public func amount(minorUnits units: Int64) -> Int64 { units }

  /// The rate as an exact ratio.
  @inlinable
  public func rate(_ rate: Percentage) -> (numerator: Int64, denominator: Int64) { rate.ratio }

  /// The amount itself: it already is minor units.
  @inlinable
  public func minorUnits(of amount: Int64) -> Int64 { amount }

  /// Checked `a + b`.
  @inlinable
  public func sum(_ a: Int64, _ b: Int64) throws(MoneyError) -> Int64 {
    let (result, overflow) = a.addingReportingOverflow(b)
    if overflow { throw .overflow(operation: "adding \(b) minor units to \(a)") }
    return result
  }

  /// Checked `a − b`.
  @inlinable
  public func difference(_ a: Int64, _ b: Int64) throws(MoneyError) -> Int64 {
    let (result, overflow) = a.subtractingReportingOverflow(b)
    if overflow { throw .overflow(operation: "subtracting \(b) minor units from \(a)") }
    return result
  }

  /// `base × numerator ÷ denominator` through 128 bits, rounded once.
  ///
  /// - Throws: ``MoneyError/invalidNumber(text:reason:)`` for a denominator that is not greater
  ///   than zero, ``MoneyError/overflow(operation:)`` when the result does not fit.
  @inlinable
  public func percentage(
    _ rate: (numerator: Int64, denominator: Int64), of base: Int64, rule: RoundingRule
  ) throws(MoneyError) -> Int64 {
    guard rate.denominator > 0 else { throw ExactArithmetic.nonPositiveDenominator(rate) }
    guard
      let result = WideArithmetic.multiplyDivide(
        base, rate.numerator, rate.denominator, rule: rule)
    else { throw .overflow(operation: "a percentage of \(base) minor units") }
    return result
  }

  /// Rounds to a multiple of a positive increment.
  @inlinable
  public func rounded(_ amount: Int64, toMultipleOf increment: Int64, rule: RoundingRule)
    throws(MoneyError) -> Int64
  {
    guard increment > 0 else {
      throw .invalidIncrement(text: String(increment), reason: "must be greater than zero")
    }
    let quotient = WideArithmetic.divide(amount, by: increment, rule: rule)
    let (result, overflow) = quotient.multipliedReportingOverflow(by: increment)
    if overflow { throw .overflow(operation: "rounding \(amount) minor units") }
    return result
  }

  /// Rounds up to a multiple of a positive increment: the amount plus what its remainder lacks
  /// of a whole increment (a negative amount, which rounds up toward zero, plus its remainder's
  /// magnitude). One division and one checked addition, with no rule to decode and no sign to
  /// put back; it agrees with `rounded(_:toMultipleOf:rule:)` for ``RoundingRule/ceiling``.
  @inlinable
  public func roundedUp(_ amount: Int64, toMultipleOf increment: Int64) throws(MoneyError)
    -> Int64
  {
    guard increment > 0 else {
      throw .invalidIncrement(text: String(increment), reason: "must be greater than zero")
    }
    let remainder = WideArithmetic.quotientAndRemainder(
      amount.magnitude, dividingBy: UInt64(increment)
    ).remainder
    // The step is below the increment, so it fits in an Int64.
    let step = amount < 0 || remainder == 0 ? remainder : UInt64(increment) &- remainder
    let (result, overflow) = amount.addingReportingOverflow(Int64(bitPattern: step))
    if overflow { throw .overflow(operation: "rounding \(amount) minor units") }
    return result
  }

  /// `a < b`.
  @inlinable
  public func isLess(_ a: Int64, _ b: Int64) -> Bool { a < b }

  /// Integer division: the truncated share and the remainder.
  @inlinable
  public func evenShare(of amount: Int64, parts: Int) throws(MoneyError) -> (
    share: Int64, leftover: Int
  ) {
    guard parts > 0 else {
      throw .invalidAllocation(reason: "cannot split into \(parts) parts; expected 1 or more")
    }
    let (q, r) = amount.quotientAndRemainder(dividingBy: Int64(parts))
    return (q, Int(r))
  }

  /// Checked `amount + units`.
  @inlinable
  public func adjusted(_ amount: Int64, byMinorUnits units: Int) throws(MoneyError) -> Int64 {
    try sum(amount, Int64(units))
  }

  /// The error for a rate whose denominator is not greater than zero, out of line so that the
  /// inlined arithmetic stays small.
  @usableFromInline
  @inline(never)
  static func nonPositiveDenominator(_ rate: (numerator: Int64, denominator: Int64)) -> MoneyError {
    .invalidNumber(
      text: "\(rate.numerator)/\(rate.denominator)",
      reason: "a rate's denominator must be greater than zero")
  }
}
