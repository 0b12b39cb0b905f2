extension Money {
  /// The most parts an amount may be split or allocated into.
  @inlinable public static var maximumParts: Int { 10_000 }

  /// Splits the amount into `parts` shares that differ by at most one minor unit and always sum
  /// to the amount; the larger shares come first.
  ///
  /// `$15.01` into 3 is `5.01, 5.00, 5.00`; `¥10` into 4 is `3, 3, 2, 2`. A negative amount (a
  /// refund) splits as the mirror image of the positive one.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` when `parts` is below 1 or above
  ///   ``maximumParts``.
  public func split(into parts: Int) throws(MoneyError) -> [Money] {
    try Money.checkPartCount(parts)
    // One part is the amount: the general path also works out a share one minor unit larger,
    // which the largest amount does not have.
    if parts == 1 { return [self] }
    var shares: [Money] = []
    shares.reserveCapacity(parts)
    do {
      try TipMath.evenSplit(minorUnits, parts: parts, in: ExactArithmetic()) { _, units in
        shares.append(Money(minorUnits: units, currency: currency))
      }
    } catch let error as MoneyError {
      throw error
    } catch {
      throw .invalidAllocation(reason: String(describing: error))
    }
    return shares
  }

  /// Allocates the amount in proportion to `weights` by the largest-remainder method: each part
  /// gets the whole minor units of its exact share, then the units left over go one each to the
  /// parts with the largest remainders (earlier parts first on ties).
  ///
  /// The parts always sum to the amount; a zero weight gets zero. A negative amount allocates as
  /// the mirror image of the positive one.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` for no weights, more than
  ///   ``maximumParts`` weights, a negative weight, or weights that are all zero;
  ///   ``MoneyError/overflow(operation:)`` when the weights are too large to add up.
  public func allocated(byWeights weights: [DecimalValue]) throws(MoneyError) -> [Money] {
    try Money.checkPartCount(weights.count)
    if let negative = weights.first(where: \.isNegative) {
      throw .invalidAllocation(reason: "weight \(negative) is negative; weights must be 0 or more")
    }
    // Bring the weights to one scale, as integers.
    let scale = weights.map(\.scale).max() ?? 0
    var integers: [Int64] = []
    integers.reserveCapacity(weights.count)
    var sum: Int64 = 0
    // Weights are compared written with the most digits after the point any of them has; a
    // weight or the sum that does not fit 64 bits at that scale is a mix of sizes refused, not an
    // amount too large.
    for weight in weights {
      guard let units = weight.significand(atScale: scale, rule: .down) else {
        throw Money.unevenWeights(weights, scale: scale, tooLarge: weight)
      }
      let (next, overflow) = sum.addingReportingOverflow(units)
      guard !overflow else { throw Money.unevenWeights(weights, scale: scale, tooLarge: nil) }
      integers.append(units)
      sum = next
    }
    guard sum > 0 else {
      throw .invalidAllocation(reason: "the weights are all zero; at least one must be positive")
    }
    let parts = LargestRemainder.parts(
      of: minorUnits.magnitude, fractions: LargestRemainder.fractions(integers.map { UInt64($0) }))
    let negative = minorUnits < 0
    return parts.map { part in
      // Each part is at most |minorUnits|, so it fits back into Int64 with the sign.
      let units = negative ? Int64(bitPattern: 0 &- part) : Int64(bitPattern: part)
      return Money(minorUnits: units, currency: currency)
    }
  }

  /// Why `weights` cannot be brought to `scale` digits after the point in 64 bits: `tooLarge`
  /// does not fit, or (`nil`) their sum does not; out of line, since it is rare.
  @inline(never)
  static func unevenWeights(_ weights: [DecimalValue], scale: Int, tooLarge: DecimalValue?)
    -> MoneyError
  {
    let finest = weights.first { $0.scale == scale }.map { "\($0)" } ?? ""
    let written = "written with \(scale) digits after the point as \(finest) is"
    let fix = "give the weights fewer digits after the point, or closer sizes"
    if let tooLarge {
      return .invalidAllocation(
        reason: "the weight \(tooLarge), \(written), has more than 18 digits; \(fix)")
    }
    return .invalidAllocation(
      reason: "the weights, \(written), add up to more than 18 digits; \(fix)")
  }

  @inlinable
  @inline(__always)
  package static func checkPartCount(_ parts: Int) throws(MoneyError) {
    guard parts >= 1, parts <= maximumParts else { throw partCountError(parts) }
  }

  /// Why `parts` is not a part count, out of line.
  @usableFromInline
  @inline(never)
  static func partCountError(_ parts: Int) -> MoneyError {
    guard parts >= 1 else {
      return .invalidAllocation(reason: "cannot split into \(parts) parts; expected 1 or more")
    }
    return .invalidAllocation(
      reason: "cannot split into \(parts) parts; at most \(maximumParts) are supported")
  }
}
