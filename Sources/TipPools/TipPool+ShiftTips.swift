import TipJSON
import TipPricing

extension TipPool {
  /// Adds the shift's own tips and service charges (``Shift/tips``, ``Shift/serviceCharges``)
  /// to the card and cash tips of the people in the first tip-out's roles, by hours.
  ///
  /// Each person's part of them is within one minor unit of their exact share by hours, and so
  /// is its card part (`splitByHours(card:total:weights:)`); service charges count as cash.
  ///
  /// People with 0 hours (on the shift, but worked no hours) take no share of them.
  ///
  /// - Throws: ``PoolProblem/noContributors`` when nobody on the shift has a role of the first
  ///   tip-out, or nobody in those roles worked any hours.
  func addShiftTips(of shift: Shift, card: inout [Int64], cash: inout [Int64])
    throws(PoolError)
  {
    let staff = shift.staff
    let houseCard = shift.tips?.card?.minorUnits ?? 0
    let houseRest = (shift.tips?.cash?.minorUnits ?? 0) + (shift.serviceCharges?.minorUnits ?? 0)
    guard houseCard + houseRest > 0 else { return }
    let roles = Set(tipOuts.first?.from ?? [])
    let earners = staff.indices.filter { roles.contains(staff[$0].role) }
    let key = shift.tips == nil ? "serviceCharges" : "tips"
    let what = shift.tips == nil ? "service charges" : "tips"
    guard !earners.isEmpty else {
      throw PoolError(
        .noContributors, at: .key(key),
        "the shift's \(what) have no one to count for: nobody on the shift has a role of the "
          + "first tip-out (\(tipOuts.first?.from.joined(separator: ", ") ?? ""))",
        suggestion: "give the tips per person, or add the people of those roles")
    }
    // Someone on the shift who worked no hours takes no share by hours.
    let weights = earners.map { TipPool.scaled(staff[$0].hours, digits: 2) }
    guard weights.contains(where: { $0 > 0 }) else {
      let names = earners.prefix(3).map { staff[$0].name }
      let more = earners.count > 3 ? " and \(earners.count - 3) more" : ""
      throw PoolError(
        .noContributors, at: .key(key),
        "the shift's \(what) are shared by hours among the first tip-out's roles "
          + "(\(tipOuts.first?.from.joined(separator: ", ") ?? "")), but nobody in them worked "
          + "any hours: \(names.joined(separator: ", "))\(more) "
          + "\(earners.count == 1 ? "has" : "have") 0 hours",
        suggestion: "give the hours they worked, or give the tips per person")
    }
    let total = houseCard + houseRest
    let (cardParts, totalParts) = TipPool.splitByHours(
      card: houseCard, total: total, weights: weights)
    for (offset, index) in earners.enumerated() {
      card[index] += cardParts[offset]
      cash[index] += totalParts[offset] - cardParts[offset]
    }
  }

  /// `total` minor units by `weights` (at least one above zero), and the `card` units of them
  /// (at most `total`): each person's total and each person's card part are within one minor
  /// unit of their exact shares, and no one's card part is more than their total.
  ///
  /// Both are the largest-remainder parts (ties to the person listed first), except where the
  /// two would cross — a person given the unit left over of the card tips but not of the total,
  /// in the same whole unit. Then that person also takes a unit left over of the total, before
  /// the largest remainders do; and if more such people than the total's leftover units are
  /// among the card's largest remainders, the card's units go to the next remainders instead.
  /// Such a choice always exists (a two-column table always has a controlled rounding). Rounding
  /// the columns apart puts a person up to two units off their exact total; taking the cash as
  /// the difference of two independent roundings can leave it a unit below zero.
  static func splitByHours(card: Int64, total: Int64, weights: [UInt64])
    -> (card: [Int64], total: [Int64])
  {
    let sum = max(weights.reduce(0, +), 1)
    /// Whole units and remainders (over `sum`) of each exact share of `amount`.
    func shares(_ amount: Int64) -> (whole: [Int64], remainder: [UInt64]) {
      var whole: [Int64] = []
      var remainder: [UInt64] = []
      for weight in weights {
        let product = UInt64(max(amount, 0)).multipliedFullWidth(by: weight)
        let (quotient, rest) = sum.dividingFullWidth(product)
        whole.append(Int64(quotient))
        remainder.append(rest)
      }
      return (whole, remainder)
    }
    /// Indices with a remainder, largest first, ties to the earlier.
    func byRemainder(_ remainder: [UInt64]) -> [Int] {
      remainder.indices.filter { remainder[$0] > 0 }
        .sorted { remainder[$0] != remainder[$1] ? remainder[$0] > remainder[$1] : $0 < $1 }
    }
    let (cardWhole, cardRemainder) = shares(card)
    let (totalWhole, totalRemainder) = shares(total)
    var (cardParts, totalParts) = (cardWhole, totalWhole)
    let cardLeft = Int(card - cardParts.reduce(0, +))
    let totalLeft = Int(total - totalParts.reduce(0, +))
    // A card unit left over to someone whose total shares its whole unit needs a total unit too.
    let crossing = weights.indices.map {
      cardRemainder[$0] > 0 && cardParts[$0] == totalParts[$0]
    }
    let cardOrder = byRemainder(cardRemainder)
    var cardUnits: [Int] = []
    var crossings = 0
    for index in cardOrder where cardUnits.count < cardLeft {
      guard !crossing[index] || crossings < totalLeft else { continue }
      cardUnits.append(index)
      if crossing[index] { crossings += 1 }
    }
    // Unreachable (see above); it keeps the sum exact even so.
    for index in cardOrder where cardUnits.count < cardLeft && !cardUnits.contains(index) {
      cardUnits.append(index)
    }
    var totalUnits = cardUnits.filter { crossing[$0] }
    for index in byRemainder(totalRemainder)
    where totalUnits.count < totalLeft && !totalUnits.contains(index) {
      totalUnits.append(index)
    }
    for index in cardUnits { cardParts[index] += 1 }
    for index in totalUnits { totalParts[index] += 1 }
    return (cardParts, totalParts)
  }
}
