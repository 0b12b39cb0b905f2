/// The parts of a quote's total, one per person, in order: a random-access collection of
/// ``Money`` that always sums to the total it was made from.
///
/// An even split is stored as two amounts and a count (the larger share, the smaller share and how
/// many people pay the larger one), so quoting a bill for a party of any size allocates nothing.
/// A weighted split keeps its list. Either way, index and iterate it like an array:
///
/// ```swift
/// let shares = try Shares(splitting: try Money("15.01", currency: .usd), into: 3)
/// shares.map(\.amountText)   // ["5.01", "5.00", "5.00"]
/// shares[2]                  // 5.00 USD
/// ```
@frozen
public struct Shares: Sendable {
  /// The even split: how the shares are when ``list`` is `nil`.
  @usableFromInline let even: EvenSplit
  /// The box that holds the shares when they are not an even split: a quote's own box, handed
  /// on as it is (copying a reference out of a value retains nothing, where loading an array
  /// out of a class instance would), or one of its own for shares made from a list.
  @usableFromInline let details: QuoteDetails?

  @inlinable
  init(even: EvenSplit, details: QuoteDetails?) {
    self.even = even
    self.details = details
  }

  /// Any shares, in order, when they are not an even split; `nil` for an even split.
  @inlinable
  var list: [Money]? { details?.shareList }

  /// Splits `total` into `parts` shares that differ by at most one minor unit, larger shares
  /// first; a negative total (a refund) splits as the mirror image of the positive one. Nothing
  /// is allocated.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` when `parts` is below 1 or above
  ///   ``Money/maximumParts``.
  @inlinable
  public init(splitting total: Money, into parts: Int) throws(MoneyError) {
    self.init(even: try EvenSplit(total, into: parts), details: nil)
  }

  /// The given shares, in order, checked so that their ``total`` is an amount.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` for no shares,
  ///   ``MoneyError/currencyMismatch(combining:with:)`` for shares in different currencies and
  ///   ``MoneyError/overflow(operation:)`` when their sum does not fit.
  public init(_ shares: [Money]) throws(MoneyError) {
    guard let first = shares.first else {
      throw .invalidAllocation(reason: "there are no shares; expected 1 or more")
    }
    var sum = Money.zero(first.currency)
    for share in shares { sum = try sum.adding(share) }
    self.init(listed: shares)
  }

  /// The given shares, in order, which the caller knows to sum to an amount in their one
  /// currency (a quote checks them against what it makes payable).
  @usableFromInline
  init(listed shares: [Money]) {
    self.init(
      even: EvenSplit(listed: shares),
      details: QuoteDetails(serviceCharges: [], shareList: shares, unroundedList: nil))
  }

  /// `total` shared by `method`, a bill of `partySize` guests (`nil` when unknown) splitting
  /// among them for ``SplitMethod/partySize``.
  ///
  /// - Throws: ``MoneyError`` for an impossible split.
  init(splitting total: Money, by method: SplitMethod, partySize: Int?) throws(MoneyError) {
    switch method {
    case .partySize: try self.init(splitting: total, into: partySize ?? 1)
    case .evenly(let people): try self.init(splitting: total, into: people)
    case .weighted(let weights): self.init(listed: try total.allocated(byWeights: weights))
    }
  }
}

/// An even split held as two amounts and two counts: `largerCount` shares of `larger`, then
/// `count − largerCount` of `smaller`. A plain value, so a quote that holds one is copied without
/// counting references.
@frozen
@usableFromInline
struct EvenSplit: Sendable {
  /// The larger share's minor units, paid by the first ``largerCount`` people.
  @usableFromInline let largerUnits: Int64
  /// The smaller share's minor units, paid by the others.
  @usableFromInline let smallerUnits: Int64
  /// How many people pay the larger share.
  @usableFromInline let largerCount: Int
  /// How many shares there are.
  @usableFromInline let count: Int
  /// The shares' currency.
  @usableFromInline let currency: Currency

  /// `total` split among `parts` people; shares differ by at most one minor unit.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` for a part count out of range.
  @inlinable
  @inline(__always)
  init(_ total: Money, into parts: Int) throws(MoneyError) {
    try Money.checkPartCount(parts)
    let units = total.minorUnits
    // |units| < 2^63 and parts ≥ 1, so neither the quotient nor the remainder overflows.
    let (quotient, remainder) = units.quotientAndRemainder(dividingBy: Int64(parts))
    let step: Int64 = remainder < 0 ? -1 : 1
    largerUnits = quotient &+ (remainder == 0 ? 0 : step)
    smallerUnits = quotient
    largerCount = Int(remainder.magnitude)
    count = parts
    currency = total.currency
  }

  /// The split with these parts, as a quote keeps them.
  @inlinable
  @inline(__always)
  init(largerUnits: Int64, smallerUnits: Int64, largerCount: Int, count: Int, currency: Currency) {
    self.largerUnits = largerUnits
    self.smallerUnits = smallerUnits
    self.largerCount = largerCount
    self.count = count
    self.currency = currency
  }

  /// The stand-in kept beside a list of shares: only its count is read.
  @usableFromInline
  init(listed shares: [Money]) {
    largerUnits = 0
    smallerUnits = 0
    largerCount = 0
    count = shares.count
    currency = shares.first?.currency ?? .usd
  }

  /// The share at `position`, which must be below ``count``.
  ///
  /// The amounts are kept as minor units and one currency rather than as two ``Money`` values:
  /// a caller that reads a quote's shares right after the quote is made then loads each field as
  /// it was stored, where a copy of whole `Money` values loaded 16 bytes over the 8-, 4- and
  /// 1-byte stores that had just written them, which the processor cannot forward.
  @inlinable
  subscript(position: Int) -> Money {
    precondition(position >= 0 && position < count, "share index out of range")
    return Money(
      minorUnits: position < largerCount ? largerUnits : smallerUnits, currency: currency)
  }
}

extension Shares: RandomAccessCollection {
  /// 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The number of shares.
  @inlinable
  public var endIndex: Int { even.count }

  /// The share at `position`, which must be a valid index.
  @inlinable
  public subscript(position: Int) -> Money {
    if let list = details?.shareList { return list[position] }
    return even[position]
  }
}

extension Shares {
  /// Iterates the shares in order: a listed split's from its list, an even split's from its
  /// two amounts, with no bounds check past the iterator's own.
  @frozen
  public struct Iterator: IteratorProtocol {
    @usableFromInline let shares: Shares
    @usableFromInline var position = 0

    @inlinable
    init(_ shares: Shares) { self.shares = shares }

    /// The next share, or `nil` after the last.
    @inlinable
    public mutating func next() -> Money? {
      let position = self.position
      let even = shares.even
      guard position < even.count else { return nil }
      self.position = position &+ 1
      if let list = shares.details?.shareList { return list[position] }
      return Money(
        minorUnits: position < even.largerCount ? even.largerUnits : even.smallerUnits,
        currency: even.currency)
    }
  }

  /// An iterator over the shares, in order.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }
}

extension Shares {
  /// Whether every share is the same amount.
  @inlinable
  public var areEqual: Bool {
    if let list { return list.allSatisfy { $0 == list[0] } }
    return even.largerCount == 0
  }

  /// The sum of the shares: the amount they share.
  ///
  /// It is an amount in the shares' one currency, so it cannot fail: every way of making shares
  /// ensures it when they are made. An even split sums to the amount it split; a quote's listed
  /// shares are checked against what it makes payable; shares rounded for cash
  /// (``CashRounding/rounded(_:)-(Shares)``) and shares given to ``init(_:)`` are summed, with
  /// an overflow or a mixed currency reported, there. The sum below therefore wraps rather than
  /// checks: arithmetic modulo 2⁶⁴ is exact when the result fits, even where a product on the
  /// way (the larger share times its count) would not.
  public var total: Money {
    var units: Int64
    if let list {
      units = 0
      for share in list { units &+= share.minorUnits }
    } else {
      // Two amounts and their counts: two products, not a loop over every share.
      units =
        even.largerUnits &* Int64(even.largerCount) &+ even.smallerUnits
        &* Int64(even.count &- even.largerCount)
    }
    return Money(minorUnits: units, currency: even.currency)
  }
}

extension Shares: Equatable {
  /// Shares are equal when they hold the same amounts in the same order, however stored.
  public static func == (lhs: Shares, rhs: Shares) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension Shares: Hashable {
  /// Hashes the amounts in order, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for share in self { hasher.combine(share) }
  }
}

extension Shares: CustomStringConvertible {
  /// The amounts, such as `[5.01 USD, 5.00 USD, 5.00 USD]`.
  public var description: String {
    "[" + map(\.description).joined(separator: ", ") + "]"
  }
}
