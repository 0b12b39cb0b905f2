/// How a quote's total is shared among people.
public enum SplitMethod: Sendable, Hashable {
  /// Among the bill's party size, or not at all when the bill has none.
  case partySize
  /// Evenly among `people`; shares differ by at most one minor unit.
  case evenly(people: Int)
  /// In proportion to the weights, one share per weight (largest-remainder method).
  case weighted([DecimalValue])
}

/// The result of applying a policy to a bill: the tip, the service charges, the total, the cash
/// rounding, what is payable and how it is shared.
///
/// A policy's own quote (``TipPolicy/quote(for:splitting:)``) has no service charges and no
/// rounding, so ``payable`` is ``total``; a catalog's quote
/// (``PolicyCatalog/quote(for:policy:splitting:)``) adds its service charges and rounds a cash
/// total where the region does.
public struct Quote: Sendable, Hashable {
  /// The bill that was quoted; ``Bill/gratuityApplied`` is set when a service charge paid to
  /// staff applied.
  public let bill: Bill
  /// The tip.
  public let tip: Money
  /// The service charges that applied, in catalog order; empty for a policy's own quote.
  public let serviceCharges: [AppliedServiceCharge]
  /// Subtotal − discount + tax + every service charge and its tax + tip.
  public let total: Money
  /// What cash rounding added to the total (negative when it took off); zero when the total was
  /// not rounded. Never part of the tip.
  public let rounding: Money
  /// ``total`` + ``rounding``: what is paid.
  public let payable: Money
  /// The parts of ``payable`` per person; they always sum to it. One part when unsplit.
  public let shares: Shares

  /// Creates a quote from its parts, checking that the shares sum to the total.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` when they do not, ``MoneyError`` on overflow.
  public init(bill: Bill, tip: Money, shares: [Money]) throws {
    try self.init(
      bill: bill, tip: tip, total: bill.amountBeforeTip().adding(tip), shares: Shares(shares))
  }

  /// Creates a quote with service charges and a cash rounding, computing the total and the
  /// payable amount and checking that the shares sum to the payable amount.
  ///
  /// - Parameters:
  ///   - bill: the bill, with ``Bill/gratuityApplied`` as the charges left it.
  ///   - tip: the tip, in the bill's currency.
  ///   - serviceCharges: the charges that applied.
  ///   - rounding: the signed cash-rounding difference; zero when there is none.
  ///   - shares: the parts of the payable amount.
  /// - Throws: ``PolicyError/invalidBill(reason:)`` when the shares do not sum to the payable
  ///   amount, ``MoneyError`` on overflow or a currency mismatch.
  public init(
    bill: Bill, tip: Money, serviceCharges: [AppliedServiceCharge], rounding: Money,
    shares: [Money]
  ) throws {
    let total = try AppliedServiceCharge.total(
      of: bill, charges: serviceCharges, tip: tip)
    try self.init(
      bill: bill, tip: tip, serviceCharges: serviceCharges, total: total, rounding: rounding,
      payable: total.adding(rounding), shares: Shares(shares))
  }

  /// Creates a quote whose total the caller has already computed; listed shares are checked
  /// against it (an even split of the total sums to it by construction).
  @inlinable
  init(bill: Bill, tip: Money, total: Money, shares: Shares) throws {
    if case .list(let list) = shares.storage {
      try Quote.check(list, sumTo: total)
    }
    self.bill = bill
    self.tip = tip
    self.serviceCharges = []
    self.total = total
    self.rounding = Money(minorUnits: 0, currency: total.currency)
    self.payable = total
    self.shares = shares
  }

  /// Creates a quote whose amounts the caller has already computed; listed shares are checked
  /// against `payable`.
  init(
    bill: Bill, tip: Money, serviceCharges: [AppliedServiceCharge], total: Money,
    rounding: Money, payable: Money, shares: Shares
  ) throws {
    if case .list(let list) = shares.storage {
      try Quote.check(list, sumTo: payable)
    }
    self.bill = bill
    self.tip = tip
    self.serviceCharges = serviceCharges
    self.total = total
    self.rounding = rounding
    self.payable = payable
    self.shares = shares
  }

  /// Throws unless `shares` is not empty and sums to `total`.
  @usableFromInline
  static func check(_ shares: [Money], sumTo total: Money) throws {
    var sum = Money.zero(total.currency)
    for share in shares { sum = try sum.adding(share) }
    guard sum == total, !shares.isEmpty else {
      throw PolicyError.invalidBill(
        reason: "the shares sum to \(sum.amountText), not the total \(total.amountText)")
    }
  }

  /// The subtotal of the bill.
  public var subtotal: Money { bill.subtotal }
  /// The discount of the bill, zero when there is none.
  public var discount: Money { bill.discountOrZero }
  /// The tax of the bill, zero when there is none.
  public var tax: Money { bill.taxOrZero }
  /// The largest share: what the first person pays.
  public var perPerson: Money { shares.first ?? payable }
  /// Whether every share is the same amount.
  public var sharesAreEqual: Bool { shares.areEqual }
  /// The effective tip rate in percent of the subtotal, rounded half-even to two decimals.
  public var effectiveRate: DecimalValue? {
    guard !subtotal.isZero else { return nil }
    let hundredths = WideArithmetic.multiplyDivide(
      tip.minorUnits, 10_000, subtotal.minorUnits, rule: .halfEven)
    return hundredths.map { DecimalValue(significand: $0, scale: 2) }
  }
}

extension TipPolicy {
  /// Validates the bill, computes the tip and the total, and splits the total.
  ///
  /// This is the default implementation of ``TipPolicy/quote(for:splitting:)``: it is
  /// specialised for each conforming type, so a call through `any TipPolicy` dispatches once and
  /// then runs concrete code. An even split allocates nothing.
  ///
  /// - Throws: ``PolicyError`` for an invalid bill, ``MoneyError`` for arithmetic problems or an
  ///   impossible split, and whatever the policy throws.
  @inlinable
  public func quote(for bill: Bill, splitting method: SplitMethod) throws -> Quote {
    try bill.validate()
    let tip = try tip(for: bill)
    guard tip.currency == bill.currency else {
      throw MoneyError.currencyMismatch(tip.currency.code, bill.currency.code)
    }
    let total = try bill.amountBeforeTip().adding(tip)
    let shares: Shares
    switch method {
    case .partySize: shares = try Shares(splitting: total, into: bill.partySize ?? 1)
    case .evenly(let people): shares = try Shares(splitting: total, into: people)
    case .weighted(let weights): shares = Shares(try total.allocated(byWeights: weights))
    }
    return try Quote(bill: bill, tip: tip, total: total, shares: shares)
  }

  /// The quote for `bill`, its total shared among the bill's party size (not split when it has
  /// none).
  ///
  /// - Throws: as ``TipPolicy/quote(for:splitting:)``.
  @inlinable
  public func quote(for bill: Bill) throws -> Quote {
    try quote(for: bill, splitting: .partySize)
  }
}
