/// How a quote's total is shared among people.
public enum SplitMethod: Sendable, Hashable {
  /// Among the bill's party size, or not at all when the bill has none.
  case partySize
  /// Evenly among `people`; shares differ by at most one minor unit.
  case evenly(people: Int)
  /// In proportion to the weights, one share per weight (largest-remainder method).
  case weighted([DecimalValue])
}

/// The result of applying a policy to a bill: the tip, the total and how it is shared.
public struct Quote: Sendable, Hashable {
  /// The bill that was quoted.
  public let bill: Bill
  /// The tip.
  public let tip: Money
  /// Subtotal + tax + tip.
  public let total: Money
  /// The parts of the total per person; they always sum to ``total``. One part when unsplit.
  public let shares: Shares

  /// Creates a quote from its parts, checking that the shares sum to the total.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` when they do not, ``MoneyError`` on overflow.
  public init(bill: Bill, tip: Money, shares: [Money]) throws {
    try self.init(
      bill: bill, tip: tip, total: bill.amountBeforeTip().adding(tip), shares: Shares(shares))
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
    self.total = total
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
  /// The tax of the bill, zero when there is none.
  public var tax: Money { bill.taxOrZero }
  /// The largest share: what the first person pays.
  public var perPerson: Money { shares.first ?? total }
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
