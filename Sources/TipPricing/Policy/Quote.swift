/// How a quote's total is shared among people.
public enum SplitMethod: Sendable, Hashable {
  /// Among the bill's party size, or not at all when the bill has none.
  case partySize
  /// Evenly among `people`; shares differ by at most one minor unit.
  case evenly(people: Int)
  /// In proportion to the weights, one share per weight (largest-remainder method).
  case weighted([DecimalValue])
}

extension SplitMethod {
  /// How many people `bill`'s total is split evenly among, or `nil` for a weighted split.
  @inline(__always)
  func evenCount(for bill: Bill) -> Int? {
    switch self {
    case .partySize: return bill.partySize ?? 1
    case .evenly(let people): return people
    case .weighted: return nil
    }
  }
}

/// The result of applying a policy to a bill: the tip, the service charges, the total, the cash
/// rounding, what is payable and how it is shared.
///
/// A policy's own quote (``TipPolicy/quote(for:splitting:)``) has no service charges and no
/// rounding, so ``payable`` is ``total``; a catalog's quote
/// (``PolicyCatalog/quote(for:policy:splitting:)-(Bill,_,_)``) adds its service charges and rounds a cash
/// total where the region does.
///
/// A quote without service charges split evenly is a plain value: it holds the bill (itself
/// plain data), the tip, the totals and the split, and no reference but an empty optional, so
/// making, returning and dropping one costs no allocation. The service charges and a weighted
/// split are kept out of line, only when there are any.
public struct Quote: Sendable {
  /// The bill that was quoted; ``Bill/gratuityApplied`` is set when a service charge paid to
  /// staff applied.
  public let bill: Bill
  // Every amount of a quote is in the bill's currency, so the quote keeps minor units and takes
  // the currency from the bill: eight-byte fields with no padding between them, which a quote
  // is written with one store each (a 13-byte `Money` in a 16-byte slot took five, three of
  // them copying its padding).
  /// ``tip`` in minor units.
  @usableFromInline let tipUnits: Int64
  /// ``total`` in minor units.
  @usableFromInline let totalUnits: Int64
  /// ``payable`` in minor units.
  @usableFromInline let payableUnits: Int64
  /// The even split of ``payable`` as ``EvenSplit`` holds it, without the currency; a stand-in
  /// (only ``splitCount`` is read) when ``QuoteDetails/shareList`` holds the shares.
  @usableFromInline let largerShareUnits: Int64
  @usableFromInline let smallerShareUnits: Int64
  @usableFromInline let largerShareCount: Int
  @usableFromInline let splitCount: Int
  /// What most quotes do not have; `nil` when they have none of it. The quote's one reference:
  /// ``shares`` hands it on as it is, so reading the shares retains and releases nothing.
  @usableFromInline let extras: QuoteDetails?

  /// The tip.
  @inlinable
  public var tip: Money { Money(minorUnits: tipUnits, currency: bill.currency) }
  /// Subtotal − discount + tax + every service charge and its tax + tip.
  @inlinable
  public var total: Money { Money(minorUnits: totalUnits, currency: bill.currency) }
  /// ``total`` + ``rounding``: what is paid.
  @inlinable
  public var payable: Money { Money(minorUnits: payableUnits, currency: bill.currency) }
  /// The even split of ``payable``.
  @inlinable
  var split: EvenSplit {
    EvenSplit(
      largerUnits: largerShareUnits, smallerUnits: smallerShareUnits,
      largerCount: largerShareCount, count: splitCount, currency: bill.currency)
  }

  /// Creates a quote from its parts, checking that the shares sum to the total.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` when they do not, ``MoneyError`` on overflow.
  public init(bill: Bill, tip: Money, shares: [Money]) throws {
    let total = try bill.amountBeforeTip().adding(tip)
    try self.init(
      bill: bill, tip: tip, serviceCharges: [], total: total, payable: total,
      shares: Shares(listed: shares))
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
    let total = try AppliedServiceCharge.total(of: bill, charges: serviceCharges, tip: tip)
    try self.init(
      bill: bill, tip: tip, serviceCharges: serviceCharges, total: total,
      payable: total.adding(rounding), shares: Shares(listed: shares))
  }

  /// A quote of `bill` without service charges or rounding whose total is split evenly among
  /// `people`: the fast path of ``TipPolicy/quote(for:splitting:)``, which allocates nothing.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` for a part count out of range.
  @inlinable
  @inline(__always)
  init(bill: Bill, tip: Money, total: Money, splittingAmong people: Int) throws(MoneyError) {
    let split = try EvenSplit(total, into: people)
    self.bill = bill
    tipUnits = tip.minorUnits
    totalUnits = total.minorUnits
    payableUnits = total.minorUnits
    largerShareUnits = split.largerUnits
    smallerShareUnits = split.smallerUnits
    largerShareCount = split.largerCount
    splitCount = split.count
    extras = nil
  }

  /// A quote of a bill that ``Bill/isCommon`` accepted, whose tip and total (in its currency)
  /// the caller computed: only the split can fail.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` for a part count out of range.
  @inline(__always)
  init(commonBill bill: Bill, tipUnits: Int64, totalUnits: Int64, splittingAmong people: Int)
    throws(MoneyError)
  {
    try self.init(
      bill: bill, tip: Money(minorUnits: tipUnits, currency: bill.currency),
      total: Money(minorUnits: totalUnits, currency: bill.currency), splittingAmong: people)
  }

  /// `beforeTip + tip` in minor units of `bill`'s currency: the total of a quote without
  /// service charges.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)``.
  @inlinable
  @inline(__always)
  static func total(of bill: Bill, beforeTip: Int64, tip: Int64) throws(MoneyError) -> Int64 {
    let (units, overflow) = beforeTip.addingReportingOverflow(tip)
    if overflow {
      throw Money(minorUnits: beforeTip, currency: bill.currency).failure(
        adding: Money(minorUnits: tip, currency: bill.currency))
    }
    return units
  }

  /// A quote of `bill` without service charges or rounding, its total shared by `method`: what
  /// ``TipPolicy/quote(for:splitting:)`` makes of a validated bill and its tip. An even split
  /// allocates nothing.
  ///
  /// - Throws: ``MoneyError`` for a tip in another currency, an overflow or an impossible split.
  @inlinable
  @inline(__always)
  init(bill: Bill, tip: Money, splitting method: SplitMethod) throws {
    guard tip.currency == bill.currency else {
      throw MoneyError.currencyMismatch(combining: tip.currency, with: bill.currency)
    }
    // The bill is validated and the tip's currency checked above: only the sums can fail.
    let beforeTip = try bill.validatedUnitsBeforeTip()
    let total = Money(
      minorUnits: try Quote.total(of: bill, beforeTip: beforeTip, tip: tip.minorUnits),
      currency: bill.currency)
    switch method {
    case .partySize:
      try self.init(bill: bill, tip: tip, total: total, splittingAmong: bill.partySize ?? 1)
    case .evenly(let people):
      try self.init(bill: bill, tip: tip, total: total, splittingAmong: people)
    case .weighted(let weights):
      try self.init(
        bill: bill, tip: tip, serviceCharges: [], total: total, payable: total,
        shares: Shares(listed: try total.allocated(byWeights: weights)))
    }
  }

  /// Creates a quote whose amounts the caller has already computed; listed shares are checked
  /// against `payable`. `unroundedList` is the listed shares before cash rounding, when rounding
  /// changed them.
  @usableFromInline
  init(
    bill: borrowing Bill, tip: Money, serviceCharges: [AppliedServiceCharge], total: Money,
    payable: Money, shares: Shares, unroundedList: [Money]? = nil
  ) throws {
    if let list = shares.list { try Quote.check(list, sumTo: payable) }
    // The quote keeps minor units and the bill's currency: an amount in another is refused.
    let currency = bill.currency
    let other =
      tip.currency != currency
      ? tip.currency : total.currency != currency ? total.currency : payable.currency
    guard other == currency else {
      throw MoneyError.currencyMismatch(combining: other, with: currency)
    }
    self.bill = copy bill
    tipUnits = tip.minorUnits
    totalUnits = total.minorUnits
    payableUnits = payable.minorUnits
    largerShareUnits = shares.even.largerUnits
    smallerShareUnits = shares.even.smallerUnits
    largerShareCount = shares.even.largerCount
    splitCount = shares.even.count
    extras = QuoteDetails.boxing(
      serviceCharges: serviceCharges, shares: shares, unroundedList: unroundedList)
  }

  /// Throws unless `shares` is not empty and sums to `total`.
  static func check(_ shares: [Money], sumTo total: Money) throws {
    var sum = Money.zero(total.currency)
    for share in shares { sum = try sum.adding(share) }
    guard sum == total, !shares.isEmpty else {
      throw PolicyError.invalidBill(
        reason: "the shares sum to \(sum.amountText), not the total \(total.amountText)")
    }
  }

  /// The subtotal of the bill.
  @inlinable
  public var subtotal: Money { bill.subtotal }
  /// The service charges that applied, in catalog order; empty for a policy's own quote.
  public var serviceCharges: [AppliedServiceCharge] { extras?.serviceCharges ?? [] }
  /// What cash rounding added to the total (negative when it took off); zero when the total was
  /// not rounded. Never part of the tip.
  @inlinable
  public var rounding: Money {
    Money(minorUnits: payableUnits &- totalUnits, currency: bill.currency)
  }
  /// The parts of ``payable`` per person; they always sum to it. One part when unsplit.
  @inlinable
  public var shares: Shares { Shares(even: split, details: extras) }
  /// The discount of the bill, zero when there is none.
  public var discount: Money { bill.discountOrZero }
  /// The tax of the bill, zero when there is none.
  @inlinable
  public var tax: Money { bill.taxOrZero }
  /// The largest share: the most any one person pays. It is the first share of an even split,
  /// and 75.00 of the shares 25.00 and 75.00 that the weights `1,3` make of 100.00.
  public var largestShare: Money {
    let shares = shares
    // An even split puts its larger shares first; a list (weights, cash rounding) is searched.
    guard shares.list != nil, var largest = shares.first else { return shares.first ?? payable }
    for share in shares where share.minorUnits > largest.minorUnits {
      largest = share
    }
    return largest
  }
  /// What the first person pays: the first of ``shares``. It is the largest share only when the
  /// split is even; the weights `1,3` on 100.00 make it 25.00, where ``largestShare`` is 75.00.
  @available(*, deprecated, message: "the first share, not always the largest: use largestShare")
  public var perPerson: Money { shares.first ?? payable }
  /// Whether every share is the same amount.
  public var sharesAreEqual: Bool { shares.areEqual }
  /// The effective tip rate in percent of the subtotal, rounded half-even to two decimals.
  public var effectiveRate: DecimalValue? { rate(ofBase: subtotal) }

  /// The tip in percent of `base` (an amount in the bill's currency), rounded half-even to two
  /// decimals; `nil` for a zero base.
  package func rate(ofBase base: Money) -> DecimalValue? {
    var (tip, base) = (tip.minorUnits, base.minorUnits)
    guard base != 0 else { return nil }
    // A refund's subtotal is negative: the same fraction, with both signs turned (the division
    // takes a positive divisor).
    if base < 0 {
      guard base != .min, tip != .min else { return nil }
      (tip, base) = (-tip, -base)
    }
    let hundredths = WideArithmetic.multiplyDivide(tip, 10_000, base, rule: .halfEven)
    return hundredths.map { DecimalValue(significand: $0, scale: 2) }
  }
}

extension Quote: Hashable {
  /// Quotes are equal when their bills, tips, charges, totals and shares are.
  public static func == (lhs: Quote, rhs: Quote) -> Bool {
    lhs.tip == rhs.tip && lhs.total == rhs.total && lhs.payable == rhs.payable
      && lhs.shares == rhs.shares && lhs.bill == rhs.bill
      && lhs.serviceCharges == rhs.serviceCharges
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bill)
    hasher.combine(tip)
    hasher.combine(serviceCharges)
    hasher.combine(total)
    hasher.combine(payable)
    hasher.combine(shares)
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
  @inline(__always)
  public func quote(for bill: Bill, splitting method: SplitMethod) throws -> Quote {
    try bill.validate()
    return try Quote(bill: bill, tip: tip(for: bill), splitting: method)
  }

  /// The default ``quote(for:splitting:)-(Bill,_)``, kept out of line: a kind that computes a
  /// common bill in place (``PercentPolicy``, ``RegionPolicy``) quotes every other bill with
  /// it, and its common path keeps its values in registers.
  @inline(never)
  func quoteInGeneral(for bill: Bill, splitting method: SplitMethod) throws -> Quote {
    try bill.validate()
    return try Quote(bill: bill, tip: tip(for: bill), splitting: method)
  }

  /// Validates the bill and its items, computes the tip (from the items, where the policy reads
  /// them) and the total, and shares the total by `method`.
  ///
  /// - Throws: as ``TipPolicy/quote(for:splitting:)``, and ``PolicyError/invalidBill(reason:)``
  ///   when the items do not add up to the subtotal.
  public func quote(for itemized: ItemizedBill, splitting method: SplitMethod = .partySize)
    throws -> Quote
  {
    try itemized.validate()
    return try Quote(bill: itemized.bill, tip: tip(for: itemized), splitting: method)
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
