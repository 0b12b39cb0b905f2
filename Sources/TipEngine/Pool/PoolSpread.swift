/// The largest-remainder method over exact fractions: ``ReceiptSpread`` for weights that are
/// ratios rather than whole numbers.
///
/// A pool that pays roles by percent and people within a role by hours gives each person the
/// fraction `percent × hours ÷ (Σ percents × role's hours)`. Bringing such fractions to one
/// integer scale (what ``ReceiptSpread`` and ``Money/allocated(byWeights:)`` need) would multiply
/// every role's hours together and overflow; comparing the remainders as fractions instead keeps
/// the one-step rule: each part is the whole units of its exact share, and the units left over go
/// one each to the largest remainders, ties to the earlier part. So every part is within one
/// minor unit of its exact share, and the parts sum to the amount.
enum PoolSpread {
  /// One part's share of the amount: `numerator ÷ denominator`, at most 1.
  struct Fraction: Sendable, Hashable {
    var numerator: UInt64
    var denominator: UInt64
  }

  /// `amount` (zero or more minor units) by `fractions`, which must add up to exactly 1 (a zero
  /// fraction gets zero).
  static func parts(of amount: Int64, fractions: [Fraction]) -> [Int64] {
    guard amount > 0 else { return [Int64](repeating: 0, count: fractions.count) }
    let whole = UInt64(amount)
    var parts: [Int64] = []
    var remainders: [UInt64] = []
    parts.reserveCapacity(fractions.count)
    remainders.reserveCapacity(fractions.count)
    var allotted: Int64 = 0
    for fraction in fractions {
      // amount × n ÷ d ≤ amount because n ≤ d, so the quotient fits.
      let product = whole.multipliedFullWidth(by: fraction.numerator)
      let (quotient, remainder) = fraction.denominator.dividingFullWidth(product)
      parts.append(Int64(quotient))
      remainders.append(remainder)
      allotted += Int64(quotient)
    }
    // The fractions add up to 1, so the leftover is less than the number of parts; the clamp
    // only keeps a caller's mistake from trapping.
    let leftover = min(max(0, Int(amount - allotted)), fractions.count)
    if leftover > 0 {
      // r₁ ÷ d₁ > r₂ ÷ d₂ exactly when r₁ × d₂ > r₂ × d₁, compared in 128 bits.
      func larger(_ a: Int, than b: Int) -> Bool {
        let left = remainders[a].multipliedFullWidth(by: fractions[b].denominator)
        let right = remainders[b].multipliedFullWidth(by: fractions[a].denominator)
        if left.high != right.high { return left.high > right.high }
        if left.low != right.low { return left.low > right.low }
        return a < b
      }
      let order = remainders.indices.sorted(by: larger)
      for index in order.prefix(leftover) { parts[index] += 1 }
    }
    return parts
  }
}
