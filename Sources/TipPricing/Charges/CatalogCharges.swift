/// What a catalog adds to a bill besides the tip — its service charges and the cash rounding of
/// each region — and the quote that applies them.
///
/// The quote runs in this order, one rounding per step:
/// 1. the discount, then the tax: the bill's own amount before the tip;
/// 2. the service charges whose conditions hold, each with its tax; a charge paid to staff sets
///    ``Bill/gratuityApplied`` before the tip policy runs, so that a rule can test it;
/// 3. the tip, from the policy, which is given the charges: a round-up with target `total`
///    rounds the bill, the charges and their tax and the tip together;
/// 4. the total: subtotal − discount + tax + every charge and its tax + tip, shared among
///    people;
/// 5. cash rounding, when the bill is paid in cash in a region that rounds and in that
///    region's currency: each share is a cash payment of its own and is rounded on its own;
///    the payable amount is the sum of the rounded shares, and the rounding the sum of their
///    differences.
///
/// ```swift
/// let charges = CatalogCharges(
///   serviceCharges: [try ServiceCharge(name: "service", amount: .rate(10))],
///   cashRounding: [try Region("CH"): try CashRounding(increment: DecimalValue("0.05"))])
/// ```
public struct CatalogCharges: Sendable {
  /// The service charges, in catalog order.
  public var serviceCharges: [ServiceCharge]
  /// The cash rounding of each region that rounds: a country, or a subdivision whose rule
  /// differs from its country's.
  public var cashRounding: [Region: CashRounding] {
    didSet { rounders = CatalogCharges.rounders(cashRounding) }
  }
  /// Each rounding region's rule with its currency, looked up once rather than per bill.
  private var rounders: [Region: (rounding: CashRounding, currency: Currency)]

  /// Creates the charges of a catalog.
  public init(serviceCharges: [ServiceCharge] = [], cashRounding: [Region: CashRounding] = [:]) {
    self.serviceCharges = serviceCharges
    self.cashRounding = cashRounding
    self.rounders = CatalogCharges.rounders(cashRounding)
  }

  private static func rounders(_ table: [Region: CashRounding]) -> [Region: (
    rounding: CashRounding, currency: Currency
  )] {
    Dictionary(uniqueKeysWithValues: table.map { ($0.key, ($0.value, $0.key.currency)) })
  }

  /// Whether there is nothing to add to any bill: no charges and no cash rounding.
  public var isEmpty: Bool { serviceCharges.isEmpty && cashRounding.isEmpty }

  /// Whether the bill's quote is its policy's own: no charge can apply and no rounding either.
  @inline(__always)
  func leavesUnchanged(_ bill: Bill) -> Bool {
    serviceCharges.isEmpty && (bill.payment != .cash || cashRounding.isEmpty)
  }

  // MARK: - The steps

  /// The cash rounding for `bill` and the region whose rule it is: only for a cash payment, in
  /// a region that rounds (a subdivision without a rule of its own takes its country's), of a
  /// bill in that region's currency.
  public func cashRounding(for bill: Bill) -> (region: Region, rounding: CashRounding)? {
    guard bill.payment == .cash, let region = bill.region, !cashRounding.isEmpty else {
      return nil
    }
    return cashRounding(forCashIn: region, currency: bill.currency)
  }

  /// The cash rounding a cash payment in `currency` gets in `region`, and the region whose rule
  /// it is (a subdivision without a rule of its own takes its country's); `nil` where cash is
  /// not rounded or `currency` is not the region's. The rule for the payers of a split bill
  /// who pay cash, whatever the bill's own ``Bill/payment``
  /// (``Quote/tenders(paying:with:)-([Payment],CatalogCharges)``).
  public func cashRounding(forCashIn region: Region, currency: Currency) -> (
    region: Region, rounding: CashRounding
  )? {
    let match: (region: Region, rule: (rounding: CashRounding, currency: Currency))
    if let own = rounders[region] {
      match = (region, own)
    } else if region.isSubdivision, let country = rounders[region.country] {
      match = (region.country, country)
    } else {
      return nil
    }
    guard currency == match.rule.currency else { return nil }
    return (match.region, match.rule.rounding)
  }

  /// The service charges that apply to `bill`, in catalog order; sets
  /// ``Bill/gratuityApplied`` as soon as one of them is paid to staff (it never clears it), so
  /// that a charge listed after a gratuity sees it in its `gratuityApplied` condition.
  ///
  /// - Throws: as ``ServiceCharge/applied(to:)``.
  public func applyServiceCharges(to bill: inout Bill) throws -> [AppliedServiceCharge] {
    guard !serviceCharges.isEmpty else { return [] }
    var applied: [AppliedServiceCharge] = []
    for charge in serviceCharges {
      guard let one = try charge.applied(to: bill) else { continue }
      applied.append(one)
      if one.isGratuity { bill.gratuityApplied = true }
    }
    return applied
  }

  /// The sum of the service charges that apply to `bill` and their tax, without listing them;
  /// sets ``Bill/gratuityApplied`` as ``applyServiceCharges(to:)`` does. For batch pricing, where
  /// a row needs the sum only.
  ///
  /// - Throws: as ``ServiceCharge/applied(to:)``.
  package func serviceChargeTotal(for bill: inout Bill) throws -> Money {
    var sum = Money.zero(bill.currency)
    for charge in serviceCharges where charge.condition.holds(for: bill) {
      let amount = try charge.charge(on: bill)
      sum = try sum.adding(amount).adding(charge.tax(on: amount))
      if charge.isGratuity { bill.gratuityApplied = true }
    }
    return sum
  }

  /// What cash rounding adds to `total` for `bill` paid as one cash payment (negative when it
  /// takes off); zero when the bill is not rounded. A split bill's shares are rounded one by one
  /// (``CashRounding/rounded(_:)-(Shares)``).
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` or ``MoneyError`` from
  ///   ``CashRounding/rounded(_:)-(Money)``.
  public func roundingDifference(for bill: Bill, total: Money) throws -> Money {
    guard let (_, rounding) = cashRounding(for: bill) else { return .zero(total.currency) }
    return try rounding.rounded(total).subtracting(total)
  }

  // MARK: - The quote

  /// Validates the bill, applies the service charges, computes the tip with `policy` and the
  /// total, shares the total by `method`, and rounds each share of a cash payment.
  ///
  /// A bill that no charge and no rounding can touch (no charges, and not paid in cash where
  /// the catalog rounds) gets exactly `policy.quote(for:splitting:)`.
  ///
  /// - Throws: ``PolicyError`` for an invalid bill or a charge that cannot apply,
  ///   ``MoneyError`` for arithmetic problems or an impossible split, and whatever the policy
  ///   throws.
  public func quote(
    for bill: Bill, policy: any TipPolicy, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    if leavesUnchanged(bill) { return try policy.quote(for: bill, splitting: method) }
    try bill.validate()
    return try quote(for: bill, items: nil, policy: policy, splitting: method)
  }

  /// ``quote(for:policy:splitting:)-(Bill,_,_)`` of a bill with its line items: the policy tips
  /// them where it reads them (a base with `categories`).
  ///
  /// - Throws: as ``quote(for:policy:splitting:)-(Bill,_,_)``, and
  ///   ``PolicyError/invalidBill(reason:)`` when the items do not add up to the subtotal.
  public func quote(
    for itemized: ItemizedBill, policy: any TipPolicy, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    if leavesUnchanged(itemized.bill) { return try policy.quote(for: itemized, splitting: method) }
    try itemized.validate()
    return try quote(for: itemized.bill, items: itemized.items, policy: policy, splitting: method)
  }

  /// The quote of a validated bill that a charge or a rounding may touch; `items` are given to
  /// the policy when there are any.
  private func quote(
    for bill: Bill, items: [LineItem]?, policy: any TipPolicy, splitting method: SplitMethod
  ) throws -> Quote {
    var bill = bill
    let charges = try applyServiceCharges(to: &bill)
    var owed = Money.zero(bill.currency)
    for charge in charges { owed = try owed.adding(charge.total()) }
    let tip =
      try items.map { try policy.tip(for: ItemizedBill(bill, items: $0), serviceCharges: owed) }
      ?? policy.tip(for: bill, serviceCharges: owed)
    guard tip.currency == bill.currency else {
      throw MoneyError.currencyMismatch(combining: tip.currency, with: bill.currency)
    }
    let total = try AppliedServiceCharge.total(of: bill, charges: charges, tip: tip)
    var shares = try Shares(splitting: total, by: method, partySize: bill.partySize)
    var payable = total
    var unrounded: [Money]?
    // Each person who pays cash makes a payment of their own, rounded on its own.
    if let (_, rounding) = cashRounding(for: bill) {
      // Listed shares are kept as they were, for the tenders (``Quote/sharesBeforeRounding``).
      unrounded = shares.list
      shares = try rounding.rounded(shares)
      payable = shares.total
    }
    return try Quote(
      bill: bill, tip: tip, serviceCharges: charges, total: total, payable: payable,
      shares: shares, unroundedList: unrounded)
  }
}
