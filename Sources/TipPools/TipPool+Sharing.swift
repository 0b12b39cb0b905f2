import TipJSON
import TipPricing

extension TipPool {
  /// Shares a shift's tips by the pool's rules and the law of the shift's (or the pool's)
  /// region.
  ///
  /// 1. The shift's total tips and service charges count as tips of the people in the first
  ///    tip-out's contributing roles, by hours: someone with 0 hours takes no share, and with
  ///    no hours among them at all the shift is refused (``PoolProblem/noContributors``).
  /// 2. The card fee (``cardFeeRate`` of the card tips, rounded down, never more than the
  ///    shift's ``Shift/cardFees``) is taken from card tips only, in proportion to them.
  /// 3. Each tip-out in order takes its contribution from what its contributors hold then,
  ///    and divides it among the people of its recipient roles; an absent role's share is
  ///    redistributed or returned (``AbsentRole``), and with no recipient at all on the shift
  ///    the whole tip-out goes back.
  ///
  /// - Throws: ``PoolError`` for a shift that does not validate, a pool built in code that does
  ///   not pass ``check()`` (``PoolProblem/invalidPool``), shift tips with no contributor who
  ///   worked any hours, a shift in another country than the pool's, or a breach of the
  ///   region's law (``PoolProblem/lawViolation``, naming the law).
  public func share(_ shift: Shift) throws(PoolError) -> PoolPayout {
    try shift.validate()
    do {
      try checkRules()
    } catch {
      throw poolError(error, kind: .invalidPool, at: .root)
    }
    let law = try self.law(for: shift)
    if let law { try check(shift, under: law) }
    let staff = shift.staff
    var card = staff.map { $0.tips?.card?.minorUnits ?? 0 }
    var cash = staff.map { $0.tips?.cash?.minorUnits ?? 0 }
    try addShiftTips(of: shift, card: &card, cash: &cash)
    let tips = staff.indices.map { card[$0] + cash[$0] }
    let fees = try self.fees(card: card, shift: shift)
    var holdings = staff.indices.map { tips[$0] - fees[$0] }
    var contributed = [Int64](repeating: 0, count: staff.count)
    var received = [Int64](repeating: 0, count: staff.count)
    var results: [PoolPayout.TipOutResult] = []
    for tipOut in tipOuts {
      let given = try contributions(of: tipOut, shift: shift, holdings: holdings)
      let total = given.reduce(0, +)
      let (parts, absent, withoutHours) = distribute(total, by: tipOut, shift: shift)
      var returned: Int64 = 0
      var back = [Int64](repeating: 0, count: staff.count)
      if let bucket = parts.last, total > 0 {
        returned = bucket
        let fractions = LargestRemainder.fractions(given.map { UInt64($0) })
        back = LargestRemainder.parts(of: bucket, fractions: fractions)
      }
      for index in staff.indices {
        let net = given[index] - back[index]
        contributed[index] += net
        holdings[index] -= net
        received[index] += parts[index]
        holdings[index] += parts[index]
      }
      results.append(
        .init(
          name: tipOut.name, given: money(total, shift), returned: money(returned, shift),
          absentRoles: absent, rolesWithoutHours: withoutHours))
    }
    let people = staff.indices.map { index in
      PoolPayout.Share(
        name: staff[index].name, role: staff[index].role, hours: staff[index].hours,
        tips: money(tips[index], shift), cardTips: money(card[index], shift),
        fee: money(fees[index], shift),
        contributed: money(contributed[index], shift), received: money(received[index], shift),
        net: money(holdings[index], shift))
    }
    return PoolPayout(
      pool: name, currency: shift.currency, law: law, allocationPolicy: allocationPolicy,
      tips: money(tips.reduce(0, +), shift), fees: money(fees.reduce(0, +), shift),
      pooled: money(received.reduce(0, +), shift), people: people, tipOuts: results)
  }

  private func money(_ units: Int64, _ shift: Shift) -> Money {
    Money(minorUnits: units, currency: shift.currency)
  }

  /// The card fee of each person: the pool's rate of all card tips, rounded down, at most the
  /// shift's actual card fees, spread in proportion to each person's card tips.
  private func fees(card: [Int64], shift: Shift) throws(PoolError) -> [Int64] {
    let totalCard = card.reduce(0, +)
    guard let rate = cardFeeRate, totalCard > 0 else {
      return [Int64](repeating: 0, count: card.count)
    }
    var fee: Int64
    do {
      fee = try money(totalCard, shift).percentage(rate, rounding: .down).minorUnits
    } catch {
      throw PoolError(.overflow, at: .key("tips"), "the card fee: \(error.description)")
    }
    if let actual = shift.cardFees { fee = min(fee, actual.minorUnits) }
    return LargestRemainder.parts(
      of: fee, fractions: LargestRemainder.fractions(card.map { UInt64($0) }))
  }

  /// What each person gives to `tipOut`: zero for people outside its roles.
  private func contributions(of tipOut: TipOut, shift: Shift, holdings: [Int64])
    throws(PoolError) -> [Int64]
  {
    let roles = Set(tipOut.from)
    var given = [Int64](repeating: 0, count: holdings.count)
    for (index, person) in shift.staff.enumerated() where roles.contains(person.role) {
      let held = money(holdings[index], shift)
      do {
        switch tipOut.contribution {
        case .tips(let rate):
          given[index] = try held.percentage(rate, rounding: .halfUp).minorUnits
        case .sales(let rate, let categories):
          var sales = Money.zero(shift.currency)
          for (category, amount) in person.sales
          where categories.map({ $0.contains(category) }) ?? true {
            sales = try sales.adding(amount)
          }
          let due = try sales.percentage(rate, rounding: .halfUp).minorUnits
          // A contributor never gives more than the tips they hold.
          given[index] = min(due, holdings[index])
        }
      } catch {
        throw PoolError(
          .overflow, at: .key("staff").index(index).key("sales"),
          "\(person.name)'s contribution to '\(tipOut.name)': \(error.description)")
      }
    }
    return given
  }

  /// `total` divided among the recipients of `tipOut`, one part per person on the shift, plus a
  /// last part to return to the contributors; the recipient roles that nobody worked; and those
  /// of them whose people are on the shift with 0 hours, when the shares go by hours.
  private func distribute(_ total: Int64, by tipOut: TipOut, shift: Shift)
    -> (parts: [Int64], absent: [String], withoutHours: [String])
  {
    let staff = shift.staff
    let count = staff.count
    var roleOf: [String: Int] = [:]
    for (offset, recipient) in tipOut.to.enumerated() where roleOf[recipient.role] == nil {
      roleOf[recipient.role] = offset
    }
    // Each recipient's weight within the tip-out (or within their role, for percents).
    var weight = [UInt64](repeating: 0, count: count)
    var roleWeight = [UInt64](repeating: 0, count: tipOut.to.count)
    for (index, person) in staff.enumerated() {
      guard let role = roleOf[person.role] else { continue }
      let hours = TipPool.scaled(person.hours, digits: 2)
      switch tipOut.distribution {
      case .equal, .percent: weight[index] = 1
      case .hours, .percentThenHours: weight[index] = hours
      case .points:
        let points = person.points ?? tipOut.to[role].share ?? .zero
        let scaled = TipPool.scaled(points, digits: Shift.Limits.shareFractionDigits)
        weight[index] = tipOut.pointsByHours ? scaled * hours : scaled
      }
      roleWeight[role] += weight[index]
    }
    let absent = tipOut.to.indices.filter { roleWeight[$0] == 0 }.map { tipOut.to[$0].role }
    // Absent roles whose people are on the shift but worked no hours, when hours count.
    let byHours =
      tipOut.distribution == .hours || tipOut.distribution == .percentThenHours
      || (tipOut.distribution == .points && tipOut.pointsByHours)
    let withoutHours =
      byHours
      ? absent.filter { role in
        staff.contains { $0.role == role }
          && staff.allSatisfy { $0.role != role || $0.hours.isZero }
      } : []
    var fractions = [LargestRemainder.Fraction](
      repeating: .init(numerator: 0, denominator: 1), count: count + 1)
    let returnAll = { () -> (parts: [Int64], absent: [String], withoutHours: [String]) in
      var parts = [Int64](repeating: 0, count: count + 1)
      parts[count] = total
      return (parts, absent, withoutHours)
    }
    if tipOut.distribution.isPercent {
      let percents = tipOut.to.map {
        TipPool.scaled($0.share ?? .zero, digits: Shift.Limits.shareFractionDigits)
      }
      let whole = TipPool.scaled(100, digits: Shift.Limits.shareFractionDigits)
      let present = tipOut.to.indices.filter { roleWeight[$0] > 0 }.map { percents[$0] }
        .reduce(0, +)
      guard present > 0 else { return returnAll() }
      let rule = tipOut.ifRoleAbsent ?? ifRoleAbsent
      let base = rule == .redistribute ? present : whole
      for (index, person) in staff.enumerated() {
        guard let role = roleOf[person.role], roleWeight[role] > 0 else { continue }
        fractions[index] = .init(
          numerator: percents[role] * weight[index], denominator: base * roleWeight[role])
      }
      if rule == .return, whole > present {
        fractions[count] = .init(numerator: whole - present, denominator: whole)
      }
    } else {
      let sum = roleWeight.reduce(0, +)
      guard sum > 0 else { return returnAll() }
      for index in staff.indices where weight[index] > 0 {
        fractions[index] = .init(numerator: weight[index], denominator: sum)
      }
    }
    return (LargestRemainder.parts(of: total, fractions: fractions), absent, withoutHours)
  }

  /// `value` as a whole number of 10^-digits units (it has at most `digits` fraction digits and
  /// is within the shift's limits, so it fits).
  static func scaled(_ value: DecimalValue, digits: Int) -> UInt64 {
    UInt64(max(0, value.significand(atScale: digits, rule: .down) ?? 0))
  }
}
