import TipPricing

/// The exact shares a settlement is worked out from: each person's share of the items, their
/// part of the items in minor units, and their exact tax at the rates of their items.
extension ReceiptLedger {
  /// Each person's exact share of the items in units of one over the least common multiple of
  /// the items' people counts, `nil` when a number does not fit in 64 bits.
  static func exactShares(of items: [Receipt.Item], positions: [String: Int], count: Int)
    -> [Int64]?
  {
    weightedShares(of: items, positions: positions, count: count) { _ in 1 }
  }

  /// Σ `factor(item)` × each person's exact share of `items` (in units of one over the least
  /// common multiple of the items' people counts); `nil` when a number does not fit in 64 bits,
  /// or a factor is `nil` or negative.
  private static func weightedShares(
    of items: [Receipt.Item], positions: [String: Int], count: Int,
    factor: (Receipt.Item) -> Int64?
  ) -> [Int64]? {
    let shared = items.filter { !$0.people.isEmpty }
    guard let common = leastCommonMultiple(of: shared.map { Int64($0.people.count) }) else {
      return nil
    }
    var shares = [Int64](repeating: 0, count: count)
    var total: Int64 = 0
    for item in shared {
      guard let factor = factor(item), factor >= 0, item.amount.minorUnits >= 0 else {
        return nil
      }
      let (share, shareOverflow) = item.amount.minorUnits.multipliedReportingOverflow(
        by: common / Int64(item.people.count))
      let (weight, weightOverflow) = share.multipliedReportingOverflow(by: factor)
      guard !shareOverflow, !weightOverflow else { return nil }
      for name in item.people {
        guard let person = positions[name], let sum = adding(shares[person], weight),
          let newTotal = adding(total, weight)
        else { return nil }
        shares[person] = sum
        total = newTotal
      }
    }
    return shares
  }

  /// Each person's part of the items, in minor units: their exact share, every item split
  /// evenly among its people, to within one minor unit however many items they shared.
  ///
  /// Each person gets the whole units of every even split. The units those splits leave over
  /// (one of an item of 1.00 among three) are shared by the largest-remainder method, in
  /// proportion to each person's exact claim on them, ties to the earlier person; giving each
  /// item's odd units to the people it lists first would put a person who is listed first on ten
  /// such items ten cents over. Claims are compared over the least common multiple of the
  /// items' people counts; in a receipt where that multiple does not fit in 64 bits, each item's
  /// odd units go to the people it lists first.
  static func itemParts(of items: [Receipt.Item], positions: [String: Int], count: Int)
    -> [Int64]
  {
    var parts = [Int64](repeating: 0, count: count)
    // The items whose even split leaves units over: their people, the units and the count.
    var leftovers: [(people: [Int], units: Int64, count: Int64)] = []
    for item in items {
      let people = item.people.compactMap { positions[$0] }
      guard !people.isEmpty else { continue }
      let count = Int64(people.count)
      let (quotient, remainder) = item.amount.minorUnits.quotientAndRemainder(dividingBy: count)
      for person in people { parts[person] += quotient }
      guard remainder != 0 else { continue }
      leftovers.append((people, remainder, count))
    }
    guard !leftovers.isEmpty else { return parts }
    if let common = leastCommonMultiple(of: leftovers.map(\.count)),
      let (claims, units) = claims(on: leftovers, over: common, count: count)
    {
      let extra = LargestRemainder.parts(
        of: units, fractions: LargestRemainder.fractions(claims.map { UInt64($0) }))
      for person in parts.indices { parts[person] += extra[person] }
    } else {
      for leftover in leftovers {
        for person in leftover.people.prefix(Int(leftover.units)) { parts[person] += 1 }
      }
    }
    return parts
  }

  /// Each person's claim on the units left over, in units of `1 ÷ common`, and the units;
  /// `nil` when a sum does not fit in 64 bits, or a leftover is negative.
  private static func claims(
    on leftovers: [(people: [Int], units: Int64, count: Int64)], over common: Int64, count: Int
  ) -> ([Int64], Int64)? {
    var claims = [Int64](repeating: 0, count: count)
    var units: Int64 = 0
    for leftover in leftovers {
      guard leftover.units > 0 else { return nil }
      // Each of the item's people claims units ÷ count of them: units × (common ÷ count).
      let (claim, overflow) = leftover.units.multipliedReportingOverflow(
        by: common / leftover.count)
      guard !overflow else { return nil }
      for person in leftover.people {
        guard let sum = adding(claims[person], claim) else { return nil }
        claims[person] = sum
      }
      guard let sum = adding(units, leftover.units) else { return nil }
      units = sum
    }
    // The claims are shared as fractions of their sum, which must fit too.
    var total: Int64 = 0
    for claim in claims {
      guard let sum = adding(total, claim) else { return nil }
      total = sum
    }
    return (claims, units)
  }

  /// `a + b`, `nil` when it does not fit.
  private static func adding(_ a: Int64, _ b: Int64) -> Int64? {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? nil : sum
  }

  /// The least common multiple of positive numbers (1 for none), `nil` when it does not fit.
  private static func leastCommonMultiple(of numbers: [Int64]) -> Int64? {
    var common: Int64 = 1
    for number in numbers {
      guard let multiple = leastCommonMultiple(common, number) else { return nil }
      common = multiple
    }
    return common
  }

  /// The least common multiple of two positive numbers, `nil` when it does not fit.
  private static func leastCommonMultiple(_ a: Int64, _ b: Int64) -> Int64? {
    var (x, y) = (a, b)
    while y != 0 { (x, y) = (y, x % y) }
    let (product, overflow) = (a / x).multipliedReportingOverflow(by: b)
    return overflow ? nil : product
  }

  /// Each person's exact tax at the rates of their items, up to a factor that is the same for
  /// everyone: Σ rate × exact share over their rated items, the rates brought to one scale.
  /// (The discount takes the same fraction of every item, so it changes no proportion.) `nil`
  /// when a number does not fit in 64 bits, or no one had a rated item worth anything.
  static func taxWeights(of items: [Receipt.Item], positions: [String: Int], count: Int)
    -> [Int64]?
  {
    let rated = items.filter { $0.taxRate != nil }
    let scale = rated.compactMap { $0.taxRate?.percent.scale }.max() ?? 0
    let weights = weightedShares(of: rated, positions: positions, count: count) { item in
      // The rate's significand at the common scale.
      guard let percent = item.taxRate?.percent else { return nil }
      var rate = percent.significand
      for _ in percent.scale..<scale {
        let (scaled, overflow) = rate.multipliedReportingOverflow(by: 10)
        guard !overflow else { return nil }
        rate = scaled
      }
      return rate
    }
    return weights?.contains { $0 > 0 } == true ? weights : nil
  }
}
