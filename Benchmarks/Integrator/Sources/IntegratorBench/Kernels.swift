import TipEngine

/// The timed loops. `@inline(never)` keeps each one a function of its own between the clock
/// readings; each stores what an integrator's loop would keep.
enum Kernels {
  /// The reference: 18 % of the subtotal rounded half-even, the total, and the total split
  /// evenly among three with the remainder going to the first shares, in plain Int64
  /// arithmetic (which traps on overflow) over the integrator's own arrays of cents.
  @inline(never)
  static func int64Loop(
    subtotals: UnsafeBufferPointer<Int64>, taxes: UnsafeBufferPointer<Int64>,
    into out: Outputs
  ) {
    let people = Int64(Outputs.people)
    for index in subtotals.indices {
      let subtotal = subtotals[index]
      let product = subtotal * 18
      var tip = product / 100
      let remainder = product % 100
      if remainder > 50 || (remainder == 50 && tip & 1 == 1) { tip += 1 }
      let total = subtotal + taxes[index] + tip
      let smaller = total / people
      let larger = total % people
      out.tips[index] = tip
      out.totals[index] = total
      let first = index * Outputs.people
      for part in 0..<Outputs.people {
        out.shares[first + part] = Int64(part) < larger ? smaller + 1 : smaller
      }
    }
  }

  /// `quote(for:splitting:)` through the `any TipPolicy` a catalog hands out by name.
  @inline(never)
  static func quoteByName(_ policy: any TipPolicy, bills: [Bill], into out: Outputs)
    throws
  {
    for index in bills.indices {
      let quote = try policy.quote(for: bills[index], splitting: .evenly(people: Outputs.people))
      store(quote, at: index, into: out)
    }
  }

  /// The quote by name read the way `tip-bench`'s per-bill API loop reads it: the tip, the
  /// total and the first and last share folded into one checksum, stored at the end. Against
  /// `tip-bench`'s by-name figure, it is what crossing the package costs; against
  /// `quote-by-name`, what the integrator's stores of every share cost.
  @inline(never)
  static func quoteChecksum(_ policy: any TipPolicy, bills: [Bill], into out: Outputs) throws {
    var checksum: Int64 = 0
    for index in bills.indices {
      let quote = try policy.quote(for: bills[index], splitting: .evenly(people: Outputs.people))
      let shares = quote.shares
      checksum &+=
        quote.tip.minorUnits &+ quote.total.minorUnits
        &+ shares[shares.startIndex].minorUnits &+ shares[shares.endIndex - 1].minorUnits
    }
    out.tips[0] = checksum
  }

  /// `quote(for:splitting:)` on a concrete `PercentPolicy`.
  @inline(never)
  static func quoteConcrete(_ policy: PercentPolicy, bills: [Bill], into out: Outputs)
    throws
  {
    for index in bills.indices {
      let quote = try policy.quote(for: bills[index], splitting: .evenly(people: Outputs.people))
      store(quote, at: index, into: out)
    }
  }

  /// The batch entry point, `tips(for:)`, on the whole array: only tips.
  @inline(never)
  static func tipsForArray(_ policy: any TipPolicy, bills: [Bill], into out: Outputs)
    throws
  {
    let tips = try policy.tips(for: bills)
    for index in tips.indices { out.tips[index] = tips[index].minorUnits }
  }

  /// `quote(for:splitting:)` of a bill with its line items, by name.
  @inline(never)
  static func quoteItemized(
    _ policy: any TipPolicy, bills: [ItemizedBill], into out: Outputs
  ) throws {
    for index in bills.indices {
      let quote = try policy.quote(for: bills[index], splitting: .evenly(people: Outputs.people))
      store(quote, at: index, into: out)
    }
  }

  /// The catalog's tip screen for each bill, split among three: the first option's tip, its
  /// total and its shares.
  @inline(never)
  static func screenOptions(_ catalog: PolicyCatalog, bills: [Bill], into out: Outputs)
    throws
  {
    for index in bills.indices {
      let shown = try catalog.screenOptions(
        for: bills[index], screenNamed: "standard", splitting: Outputs.people)
      guard let option = shown.options.first else {
        throw HarnessError("the standard screen offered no option for bill \(index)")
      }
      out.tips[index] = option.tip.minorUnits
      out.totals[index] = option.total.minorUnits
      var slot = index * Outputs.people
      for share in option.shares {
        out.shares[slot] = share.minorUnits
        slot += 1
      }
    }
  }

  /// What an integrator keeps of a quote: the tip, the total and every share.
  @inline(__always)
  static func store(_ quote: Quote, at index: Int, into out: Outputs) {
    out.tips[index] = quote.tip.minorUnits
    out.totals[index] = quote.total.minorUnits
    var slot = index * Outputs.people
    for share in quote.shares {
      out.shares[slot] = share.minorUnits
      slot += 1
    }
  }
}
