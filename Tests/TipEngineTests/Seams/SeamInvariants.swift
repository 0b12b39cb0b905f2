import TipEngine
import TipTestSupport

/// The invariants every quote keeps, whatever features its order combines. Each check returns
/// what is wrong in words, or `nil`.
enum SeamInvariants {
  /// payable = subtotal − discount + tax + every charge and its tax + tip + rounding, and the
  /// total is the same sum without the rounding.
  static func payableAddsUp(_ quote: Quote) -> String? {
    var total = quote.subtotal.minorUnits - quote.discount.minorUnits + quote.tax.minorUnits
    for charge in quote.serviceCharges {
      guard charge.amount.currency == quote.bill.currency,
        charge.tax.currency == quote.bill.currency
      else { return "the charge \(charge.name) is not in the bill's currency" }
      total += charge.amount.minorUnits + charge.tax.minorUnits
    }
    total += quote.tip.minorUnits
    guard quote.total.minorUnits == total else {
      return "the total is \(quote.total.amountText), but its parts add up to "
        + Money(minorUnits: total, currency: quote.bill.currency).amountText
    }
    let payable = total + quote.rounding.minorUnits
    guard quote.payable.minorUnits == payable else {
      return "payable \(quote.payable.amountText) is not total + rounding "
        + Money(minorUnits: payable, currency: quote.bill.currency).amountText
    }
    return nil
  }

  /// A round-up policy's target is met: the total before cash rounding (charges and their tax
  /// included) or the tip is a multiple of the increment; a direct round-up raises its inner
  /// tip by less than one increment.
  static func roundUpTargetMet(
    _ quote: Quote, of order: SeamOrder, in catalog: PolicyCatalog
  ) throws -> String? {
    guard let (target, increment) = SeamCatalog.roundUpTargets[order.policyName] else {
      return nil
    }
    guard let step = try? Money(exactly: increment, currency: quote.bill.currency) else {
      return "quoted, though the increment \(increment) is finer than the currency allows"
    }
    let amount = target == .total ? quote.total : quote.tip
    if amount.minorUnits % step.minorUnits != 0 {
      return "the \(target.rawValue) \(amount.amountText) is not a multiple of \(increment)"
    }
    guard let inner = SeamCatalog.roundUpInner[order.policyName] else { return nil }
    let innerTip = try order.tip(of: catalog.policy(named: inner), for: quote.bill)
    let raise = quote.tip.minorUnits - innerTip.minorUnits
    guard raise >= 0, raise < step.minorUnits else {
      return "the inner tip \(innerTip.amountText) was raised to \(quote.tip.amountText), "
        + "not by less than one increment \(step.amountText)"
    }
    return nil
  }

  /// The shares before any cash rounding: the total split by the order's method.
  static func unroundedShares(of quote: Quote, by method: SplitMethod) throws -> [Money] {
    switch method {
    case .partySize:
      return Array(try Shares(splitting: quote.total, into: quote.bill.partySize ?? 1))
    case .evenly(let people): return Array(try Shares(splitting: quote.total, into: people))
    case .weighted(let weights): return try quote.total.allocated(byWeights: weights)
    }
  }

  /// Shares sum to the payable amount, one per person; an even split differs by at most one
  /// minor unit; nothing is rounded unless the bill is paid in cash where the catalog rounds.
  static func sharesAddUp(_ quote: Quote, of order: SeamOrder, in catalog: PolicyCatalog) throws
    -> String?
  {
    let shares = Array(quote.shares)
    let sum = shares.reduce(Int64(0)) { $0 + $1.minorUnits }
    guard sum == quote.payable.minorUnits else {
      return "the shares \(shares.map(\.amountText)) sum to \(sum), not the payable amount "
        + quote.payable.amountText
    }
    let unrounded = try unroundedShares(of: quote, by: order.method)
    guard shares.count == unrounded.count else {
      return "\(shares.count) shares, but \(order.method) makes \(unrounded.count)"
    }
    guard catalog.charges.cashRounding(for: quote.bill) == nil else { return nil }
    if !quote.rounding.isZero {
      return "rounded by \(quote.rounding.amountText), though no cash rounding applies"
    }
    if case .weighted = order.method {
    } else if let most = shares.max(by: { $0.minorUnits < $1.minorUnits }),
      let least = shares.min(by: { $0.minorUnits < $1.minorUnits }),
      most.minorUnits - least.minorUnits > 1
    {
      return "even shares \(shares.map(\.amountText)) differ by more than one minor unit"
    }
    guard shares == unrounded else {
      return "the shares \(shares.map(\.amountText)) are not the total's split "
        + "\(unrounded.map(\.amountText))"
    }
    return nil
  }

  /// The cash rule a bill gets is its region's, else (for a subdivision) its country's, and
  /// only for a cash payment in that region's currency: worked out from the catalog's table.
  static func cashRuleIsTheRegions(_ quote: Quote, in catalog: PolicyCatalog) -> String? {
    let bill = quote.bill
    var expected: CashRounding?
    if bill.payment == .cash, let region = bill.region,
      bill.currency == region.currency
    {
      expected = catalog.cashRounding[region] ?? catalog.cashRounding[region.country]
    }
    let given = catalog.charges.cashRounding(for: bill)?.rounding
    guard given != expected else { return nil }
    return "the cash rule is \(given?.summary ?? "none"), the region's is "
      + (expected?.summary ?? "none")
  }

  /// Cash shares are payable in coins: with a cash payment where the catalog rounds, the total
  /// is split first and each share is rounded on its own by the region's rule, so every share
  /// is a multiple of the increment and the payable amount is their sum.
  static func cashSharesPayableInCoins(
    _ quote: Quote, of order: SeamOrder, in catalog: PolicyCatalog
  ) throws -> String? {
    guard let (region, rounding) = catalog.charges.cashRounding(for: quote.bill) else {
      return nil
    }
    let shares = Array(quote.shares)
    let expected = try unroundedShares(of: quote, by: order.method).map(rounding.rounded)
    let step = try Money(exactly: rounding.increment, currency: quote.bill.currency)
    if let odd = shares.first(where: { $0.minorUnits % step.minorUnits != 0 }) {
      return "a share of \(odd.amountText) is not a multiple of \(region)'s cash increment "
        + "\(rounding.increment): shares \(shares.map(\.amountText)), expected "
        + "\(expected.map(\.amountText))"
    }
    guard shares == expected else {
      return "the shares \(shares.map(\.amountText)) are not each share of the total rounded "
        + "by \(region)'s rule: \(expected.map(\.amountText))"
    }
    return nil
  }

  /// The late-night charge (`days: [fri, sat]`, 22:00 to 02:00) applies on the nights that open
  /// on Friday or Saturday: a window that crosses midnight belongs to the day on which it opens,
  /// so Saturday 01:15 is Friday night's and Friday 01:15 is Thursday night's.
  static func lateNightChargeFollowsTheOpeningDay(_ quote: Quote) -> String? {
    let applied = quote.serviceCharges.contains { $0.name == "late-night" }
    var expected = false
    if let moment = quote.bill.localTime {
      let minute = moment.time.minuteOfDay
      let opening =
        minute < 2 * 60
        ? Weekday.allCases.first { $0.isoNumber == (moment.weekday.isoNumber + 5) % 7 + 1 }
        : moment.weekday
      expected = (minute >= 22 * 60 || minute < 2 * 60) && [.friday, .saturday].contains(opening)
    }
    guard applied != expected else { return nil }
    return "the late-night charge \(applied ? "applied" : "did not apply") at "
      + "\(quote.bill.localTime.map { "\($0) (\($0.weekday.rawValue))" } ?? "no time")"
  }
}
