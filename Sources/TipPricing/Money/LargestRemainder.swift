/// The largest-remainder method over exact fractions, the one rule behind every proportional
/// spread of money in the engine: ``Money/allocated(byWeights:)``, a receipt's spreads of tax,
/// discount and tip, and a pool's shares.
///
/// Each part gets the whole units of its exact share, and the units left over go one each to the
/// largest remainders, ties to the earlier part. So every part is within one minor unit of its
/// exact share, a zero share gets zero, and the parts sum to the amount. Remainders are compared
/// as fractions (in 128 bits), so shares need not be brought to one integer scale: a pool that
/// pays roles by percent and people within a role by hours gives each person
/// `percent × hours ÷ (Σ percents × role's hours)`, and a common scale would multiply every role's
/// hours together and overflow.
package enum LargestRemainder {
  /// One part's share of the amount: `numerator ÷ denominator`, at most 1.
  package struct Fraction: Sendable, Hashable {
    package var numerator: UInt64
    package var denominator: UInt64

    /// The share `numerator ÷ denominator`.
    package init(numerator: UInt64, denominator: UInt64) {
      self.numerator = numerator
      self.denominator = denominator
    }
  }

  /// `amount` (zero or more minor units) by `fractions`, which must add up to exactly 1; nothing
  /// for an amount below zero (all zeros).
  package static func parts(of amount: Int64, fractions: [Fraction]) -> [Int64] {
    guard amount > 0 else { return [Int64](repeating: 0, count: fractions.count) }
    // Each part is at most the amount, so it fits back into Int64.
    return parts(of: UInt64(amount), fractions: fractions).map { Int64($0) }
  }

  /// Whole-number weights as fractions of their sum (which must fit in 64 bits); all zero
  /// weights give zero fractions.
  package static func fractions(_ weights: [UInt64]) -> [Fraction] {
    let sum = weights.reduce(0, +)
    return weights.map { Fraction(numerator: $0, denominator: max(sum, 1)) }
  }

  /// `magnitude` minor units by `fractions`, which must add up to exactly 1.
  package static func parts(of magnitude: UInt64, fractions: [Fraction]) -> [UInt64] {
    var parts: [UInt64] = []
    var remainders: [UInt64] = []
    parts.reserveCapacity(fractions.count)
    remainders.reserveCapacity(fractions.count)
    var allotted: UInt64 = 0
    for fraction in fractions {
      // magnitude × n ÷ d ≤ magnitude because n ≤ d, so the quotient fits.
      let product = magnitude.multipliedFullWidth(by: fraction.numerator)
      let (quotient, remainder) = fraction.denominator.dividingFullWidth(product)
      parts.append(quotient)
      remainders.append(remainder)
      allotted += quotient
    }
    // The fractions add up to 1, so the leftover is less than the number of parts; the clamp
    // only keeps a caller's mistake from trapping.
    let leftover = Int(min(magnitude - allotted, UInt64(fractions.count)))
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
