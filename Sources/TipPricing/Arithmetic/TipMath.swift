/// The compute core: every built-in policy's arithmetic and the even split, written once and
/// generic over ``TipArithmetic``.
///
/// The policies call these functions with ``ExactArithmetic``; the benchmark calls the same
/// functions with `Double` and `Decimal`, so its figures describe the real engine.
public enum TipMath {
  /// A percentage tip: `rate × base`, rounded once to the minor unit by `rule`.
  @inlinable
  public static func percentTip<A: TipArithmetic>(
    base: A.Amount, rate: A.Rate, rule: RoundingRule, in arithmetic: A
  ) throws(MoneyError) -> A.Amount {
    try arithmetic.percentage(rate, of: base, rule: rule)
  }

  /// A round-up tip: the inner tip raised so that the total (or the tip) is a multiple of
  /// `increment`. The result is never below `innerTip`.
  @inlinable
  public static func roundUpTip<A: TipArithmetic>(
    base: A.Amount, innerTip: A.Amount, increment: A.Amount, target: RoundUpPolicy.Target,
    in arithmetic: A
  ) throws(MoneyError) -> A.Amount {
    switch target {
    case .tip:
      return try arithmetic.roundedUp(innerTip, toMultipleOf: increment)
    case .total:
      let total = try arithmetic.sum(base, innerTip)
      let roundedTotal = try arithmetic.roundedUp(total, toMultipleOf: increment)
      return try arithmetic.difference(roundedTotal, base)
    }
  }

  /// Whether a smart policy takes its `above` branch: from the threshold up (`base ≥ threshold`).
  /// The policy's own rule, shared with the benchmark's kernels; not API.
  @inlinable
  package static func smartUsesAbove<A: TipArithmetic>(
    base: A.Amount, threshold: A.Amount, in arithmetic: A
  ) -> Bool {
    !arithmetic.isLess(base, threshold)
  }

  /// Splits `total` into `parts` shares that differ by at most one minor unit and sum to
  /// `total` exactly; the larger shares come first. A negative total splits as the mirror image
  /// of the positive one.
  ///
  /// `body` receives each share's index and amount, so callers choose their storage.
  @inlinable
  public static func evenSplit<A: TipArithmetic>(
    _ total: A.Amount, parts: Int, in arithmetic: A, _ body: (Int, A.Amount) throws -> Void
  ) throws {
    let (share, leftover) = try arithmetic.evenShare(of: total, parts: parts)
    let step = leftover < 0 ? -1 : 1
    let bigger = try arithmetic.adjusted(share, byMinorUnits: step)
    let count = leftover.magnitude
    for index in 0..<parts {
      try body(index, index < count ? bigger : share)
    }
  }
}
