import TipPricing

/// A receipt's spreads of tax, discount and tip over whole-number weights, by
/// ``LargestRemainder`` (the rule of ``Money/allocated(byWeights:)``), with the receipt's errors.
enum ReceiptSpread {
  /// `amount` (zero or more minor units) in proportion to `weights` (each zero or more): every
  /// part is within one unit of `amount × weight ÷ Σ weights`, a zero weight gets zero, and the
  /// parts sum to `amount`.
  ///
  /// - Returns: the parts, or `nil` when every weight is zero (or there are none) and `amount`
  ///   is not zero; all zeros for a zero amount.
  /// - Throws: ``ReceiptProblem/overflow`` when the weights do not add up in 64 bits.
  static func parts(of amount: Int64, weights: [Int64]) throws(ReceiptError) -> [Int64]? {
    guard amount > 0 else {
      guard amount == 0 else {
        throw ReceiptError(.invalidAmount, at: .root, "cannot spread a negative amount")
      }
      return [Int64](repeating: 0, count: weights.count)
    }
    var total: Int64 = 0
    for weight in weights {
      let (sum, overflow) = total.addingReportingOverflow(weight)
      guard !overflow else {
        throw ReceiptError(.overflow, at: .root, "the amounts of the receipt add up to too much")
      }
      total = sum
    }
    guard total > 0 else { return nil }
    return LargestRemainder.parts(
      of: amount, fractions: LargestRemainder.fractions(weights.map { UInt64($0) }))
  }

  /// `amount` in proportion to the first list of `candidates` whose weights are not all zero.
  ///
  /// A valid receipt always has a last list that is not all zero: one for each person with
  /// items.
  ///
  /// - Throws: ``ReceiptError`` when every list is all zero.
  static func parts(of amount: Int64, firstOf candidates: [[Int64]]) throws(ReceiptError)
    -> [Int64]
  {
    for weights in candidates {
      if let parts = try parts(of: amount, weights: weights) { return parts }
    }
    throw ReceiptError(.noPeople, at: .key("items"), "no one had any item to share the amount")
  }
}
