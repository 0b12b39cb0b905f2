/// The primitive operations the compute core needs, so that its algorithms are written once and
/// run on exact minor units, on `Double` or on Foundation's `Decimal`.
///
/// The library computes every tip with ``ExactArithmetic``; the other conformances exist so the
/// benchmark can measure the same algorithms (``TipMath``) on the number types that apps often
/// reach for, speed and accuracy side by side.
///
/// Conformers represent amounts in whatever way suits the number type (minor units for exact,
/// major units for `Double` and `Decimal`) and round results to the currency's minor unit where
/// a requirement says so.
public protocol TipArithmetic: Sendable {
  /// An amount of money in this arithmetic.
  associatedtype Amount
  /// A percentage rate in this arithmetic.
  associatedtype Rate

  /// The amount of `units` minor units of the arithmetic's currency.
  func amount(minorUnits units: Int64) -> Amount
  /// The rate `rate` in this arithmetic.
  func rate(_ rate: Percentage) -> Rate
  /// The amount expressed in minor units, rounded to the nearest where the arithmetic is not
  /// exact.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when it does not fit.
  func minorUnits(of amount: Amount) throws(MoneyError) -> Int64

  /// `a + b`.
  func sum(_ a: Amount, _ b: Amount) throws(MoneyError) -> Amount
  /// `a − b`.
  func difference(_ a: Amount, _ b: Amount) throws(MoneyError) -> Amount
  /// `rate × base`, rounded to the currency's minor unit by `rule`.
  func percentage(_ rate: Rate, of base: Amount, rule: RoundingRule) throws(MoneyError) -> Amount
  /// `amount` rounded to a multiple of `increment` (which is positive) by `rule`.
  func rounded(_ amount: Amount, toMultipleOf increment: Amount, rule: RoundingRule)
    throws(MoneyError) -> Amount
  /// `amount` rounded up, toward positive infinity, to a multiple of `increment` (which is
  /// positive): what `rounded(_:toMultipleOf:rule:)` gives for ``RoundingRule/ceiling``.
  ///
  /// A round-up tip asks for this on every bill. The default implementation calls
  /// `rounded(_:toMultipleOf:rule:)`; an arithmetic with a shorter way to round one way only
  /// (``ExactArithmetic`` adds what the remainder lacks of a whole increment) implements it.
  func roundedUp(_ amount: Amount, toMultipleOf increment: Amount) throws(MoneyError) -> Amount
  /// Whether `a < b`.
  func isLess(_ a: Amount, _ b: Amount) -> Bool
  /// `amount ÷ parts` truncated toward zero at the minor unit, and the number of minor units
  /// left over (negative for a negative amount): `amount = share × parts + leftover units`.
  func evenShare(of amount: Amount, parts: Int) throws(MoneyError) -> (share: Amount, leftover: Int)
  /// `amount` plus `units` minor units (`units` is −1, 0 or 1 in the core).
  func adjusted(_ amount: Amount, byMinorUnits units: Int) throws(MoneyError) -> Amount
}

extension TipArithmetic {
  /// `amount` rounded to a multiple of `increment` by ``RoundingRule/ceiling``.
  @inlinable
  public func roundedUp(_ amount: Amount, toMultipleOf increment: Amount) throws(MoneyError)
    -> Amount
  {
    try rounded(amount, toMultipleOf: increment, rule: .ceiling)
  }
}
