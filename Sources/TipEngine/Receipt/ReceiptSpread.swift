/// The largest-remainder method on whole minor units with whole-number weights: the integer
/// counterpart of ``Money/allocated(byWeights:)`` that a receipt's spreads use, with the same
/// rule — each part gets the whole units of its exact share, then the units left over go one
/// each to the largest remainders, ties to the earlier part.
enum ReceiptSpread {
  /// `amount` (zero or more minor units) in proportion to `weights` (each zero or more): every
  /// part is within one unit of `amount × weight ÷ Σ weights`, a zero weight gets zero, and the
  /// parts sum to `amount`.
  ///
  /// - Returns: the parts, or `nil` when every weight is zero (or there are none) and `amount`
  ///   is not zero; all zeros for a zero amount.
  /// - Throws: ``ReceiptError/Kind/overflow`` when the weights do not add up in 64 bits.
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
    var parts: [Int64] = []
    var remainders: [UInt64] = []
    parts.reserveCapacity(weights.count)
    remainders.reserveCapacity(weights.count)
    var allotted: Int64 = 0
    for weight in weights {
      // amount × weight ÷ total ≤ amount, so the quotient fits.
      let product = UInt64(amount).multipliedFullWidth(by: UInt64(weight))
      let (quotient, remainder) = UInt64(total).dividingFullWidth(product)
      parts.append(Int64(quotient))
      remainders.append(remainder)
      allotted += Int64(quotient)
    }
    let leftover = Int(amount - allotted)
    if leftover > 0 {
      // The leftover is less than the number of non-zero remainders, so zero weights get none.
      let order = remainders.indices.sorted {
        remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
      }
      for index in order.prefix(leftover) { parts[index] += 1 }
    }
    return parts
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
