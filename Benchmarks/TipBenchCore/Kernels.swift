import TipEngine

/// The timed loops. Each is generic over the arithmetic, so the optimizer specializes it for
/// exact, `Double` and `Decimal` alike, and each calls the library's ``TipMath`` (or a catalog
/// policy) once per bill. Inputs are ready-made arrays; results go to preallocated buffers that
/// the accuracy pass reads afterwards, so no work can be optimized away.
///
/// `@inline(never)` keeps every loop a separate function between the clock readings.
enum Kernels {
  /// Percent workload: `rate × subtotal`, rounded once.
  @inline(never)
  static func percent<A: TipArithmetic>(
    _ arithmetic: A, rate: A.Rate, rounding: RoundingRule,
    subtotals: UnsafeBufferPointer<A.Amount>, tips: UnsafeMutableBufferPointer<A.Amount>
  ) throws(MoneyError) {
    for index in subtotals.indices {
      tips[index] = try TipMath.percentTip(
        base: subtotals[index], rate: rate, rule: rounding, in: arithmetic)
    }
  }

  /// Round-up workload: a fixed inner tip (none for the catalog's `round-up`), raised so that
  /// subtotal + tax + tip is a multiple of the increment.
  @inline(never)
  static func roundUp<A: TipArithmetic>(
    _ arithmetic: A, innerTip: A.Amount, increment: A.Amount, target: RoundUpPolicy.Target,
    subtotals: UnsafeBufferPointer<A.Amount>, taxes: UnsafeBufferPointer<A.Amount>,
    tips: UnsafeMutableBufferPointer<A.Amount>
  ) throws(MoneyError) {
    for index in subtotals.indices {
      let beforeTip = try arithmetic.sum(subtotals[index], taxes[index])
      tips[index] = try TipMath.roundUpTip(
        base: beforeTip, innerTip: innerTip, increment: increment, target: target,
        in: arithmetic)
    }
  }

  /// Smart workload: a fixed tip below the threshold, a percentage from it up.
  @inline(never)
  static func smart<A: TipArithmetic>(
    _ arithmetic: A, threshold: A.Amount, below: A.Amount, rate: A.Rate, rounding: RoundingRule,
    subtotals: UnsafeBufferPointer<A.Amount>, tips: UnsafeMutableBufferPointer<A.Amount>
  ) throws(MoneyError) {
    for index in subtotals.indices {
      let subtotal = subtotals[index]
      if TipMath.smartUsesAbove(base: subtotal, threshold: threshold, in: arithmetic) {
        tips[index] = try TipMath.percentTip(
          base: subtotal, rate: rate, rule: rounding, in: arithmetic)
      } else {
        tips[index] = below
      }
    }
  }

  /// Split workload: subtotal + tax split evenly among the party; the first (largest) and the
  /// last (smallest) share are kept, every share is checked by the accuracy pass.
  @inline(never)
  static func split<A: TipArithmetic>(
    _ arithmetic: A, subtotals: UnsafeBufferPointer<A.Amount>,
    taxes: UnsafeBufferPointer<A.Amount>, partySizes: UnsafeBufferPointer<Int>,
    first: UnsafeMutableBufferPointer<A.Amount>, last: UnsafeMutableBufferPointer<A.Amount>
  ) throws {
    for index in subtotals.indices {
      let total = try arithmetic.sum(subtotals[index], taxes[index])
      let parts = partySizes[index]
      try TipMath.evenSplit(total, parts: parts, in: arithmetic) { part, share in
        if part == 0 { first[index] = share }
        if part == parts - 1 { last[index] = share }
      }
    }
  }

  /// Quote workload, composed: the region's rule (looked up by region code, as the regional
  /// policy does), the total, and the total split among the party.
  @inline(never)
  static func composedQuote<A: TipArithmetic>(
    _ arithmetic: A, rules: [FlatRule<A>], ruleIndex: [String: Int],
    subtotals: UnsafeBufferPointer<A.Amount>, taxes: UnsafeBufferPointer<A.Amount>,
    partySizes: UnsafeBufferPointer<Int>, regions: UnsafeBufferPointer<String>,
    tips: UnsafeMutableBufferPointer<A.Amount>, totals: UnsafeMutableBufferPointer<A.Amount>,
    first: UnsafeMutableBufferPointer<A.Amount>
  ) throws {
    for index in subtotals.indices {
      guard let rule = ruleIndex[regions[index]] else {
        throw BenchmarkError("no rule for region \(regions[index])")
      }
      let subtotal = subtotals[index]
      let beforeTip = try arithmetic.sum(subtotal, taxes[index])
      let tip = try rules[rule].tip(subtotal: subtotal, beforeTip: beforeTip, in: arithmetic)
      let total = try arithmetic.sum(beforeTip, tip)
      tips[index] = tip
      totals[index] = total
      try TipMath.evenSplit(total, parts: partySizes[index], in: arithmetic) { part, share in
        if part == 0 { first[index] = share }
      }
    }
  }

  /// Quote workload through the catalog: `policy.quote(for:)` on every bill (validation, tip,
  /// total, split among the party size), as an app would call it.
  @inline(never)
  static func catalogQuote(
    _ policy: any TipPolicy, bills: [[Bill]], tips: UnsafeMutableBufferPointer<Int64>,
    totals: UnsafeMutableBufferPointer<Int64>, first: UnsafeMutableBufferPointer<Int64>
  ) throws {
    var index = 0
    for chunk in bills {
      for bill in chunk {
        let quote = try policy.quote(for: bill)
        tips[index] = quote.tip.minorUnits
        totals[index] = quote.total.minorUnits
        first[index] = quote.largestShare.minorUnits
        index += 1
      }
    }
  }
}

/// The engine-overhead loops: the same tips through a concrete policy, through `any TipPolicy`
/// one bill at a time, and through the batch entry point. All three build the same `[Money]`
/// per batch and fold it into a checksum, so they do the same work apart from the dispatch.
enum OverheadKernels {
  /// Calls the concrete type's `tip(for:)` directly.
  @inline(never)
  static func direct<P: TipPolicy>(_ policy: P, bills: [[Bill]]) throws -> Int64 {
    var checksum: Int64 = 0
    for chunk in bills {
      var tips: [Money] = []
      tips.reserveCapacity(chunk.count)
      for bill in chunk { tips.append(try policy.tip(for: bill)) }
      checksum &+= fold(tips)
    }
    return checksum
  }

  /// Calls `tip(for:)` through the existential, once per bill.
  @inline(never)
  static func byName(_ policy: any TipPolicy, bills: [[Bill]]) throws -> Int64 {
    var checksum: Int64 = 0
    for chunk in bills {
      var tips: [Money] = []
      tips.reserveCapacity(chunk.count)
      for bill in chunk { tips.append(try policy.tip(for: bill)) }
      checksum &+= fold(tips)
    }
    return checksum
  }

  /// Calls the batch entry point `tips(for:)` through the existential, once per batch.
  @inline(never)
  static func batch(_ policy: any TipPolicy, bills: [[Bill]]) throws -> Int64 {
    var checksum: Int64 = 0
    for chunk in bills {
      checksum &+= fold(try policy.tips(for: chunk))
    }
    return checksum
  }

  /// One batch through the batch entry point: one step of the scaling measurement.
  @inline(never)
  static func batchChecksum(_ policy: any TipPolicy, batch: [Bill]) throws -> Int64 {
    fold(try policy.tips(for: batch))
  }

  /// The sum of the minor units, wrapping.
  @inline(__always)
  static func fold(_ tips: [Money]) -> Int64 {
    var sum: Int64 = 0
    for tip in tips { sum &+= tip.minorUnits }
    return sum
  }
}
