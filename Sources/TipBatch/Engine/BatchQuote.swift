import TipEngine

/// What a row adds when the job applies service charges or cash rounding: the charges with
/// their tax, and what is payable in all (with cash rounding, the sum of the rounded shares).
struct ChargedAmounts {
  /// The service charges and their tax.
  var charges: Money
  /// What is paid in all: the sum of ``shares`` when they are rounded, else the total.
  var payable: Money
  /// The shares of a cash payment, each rounded on its own; `nil` when the total is not
  /// rounded, and the shares are its even split.
  var shares: Shares?
}

/// The quote of a bill for its tip by the engine's rules, as `TipPolicy.quote(for:splitting:)`
/// computes it once it has the tip, without building a `Quote`, so that a row costs no
/// allocation.
enum BatchQuote {
  /// The bill's amount before the tip plus the tip, which must be in the bill's currency.
  ///
  /// - Throws: ``MoneyError`` for a tip in another currency or an overflow.
  @inline(__always)
  static func total(of bill: Bill, tip: Money) throws(MoneyError) -> Money {
    guard tip.currency == bill.currency else {
      throw .currencyMismatch(combining: tip.currency, with: bill.currency)
    }
    return try bill.amountBeforeTip().adding(tip)
  }

  /// Calls `body` with the index and minor units of each share of `total` split evenly among
  /// `people`, larger shares first: `Money.split(into:)`'s shares, from the same `TipMath`.
  ///
  /// `people` is from 1 to `Money.maximumParts` (the row reader checks it).
  @inline(__always)
  static func forEachShare(of total: Money, people: Int, _ body: (Int, Int64) -> Void) {
    // `evenSplit` throws only for fewer than one part, which the row reader has ruled out.
    try? TipMath.evenSplit(total.minorUnits, parts: people, in: ExactArithmetic(), body)
  }
}
