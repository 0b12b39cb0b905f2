/// One payer's part of a split bill and how they pay it: their share of the total, and what
/// they hand over once a cash payment is rounded.
///
/// Only a cash tender is rounded, to the region's cash increment by its rule
/// (``CashRounding``); a card tender pays its share to the minor unit. The rounding is never
/// part of the tip.
///
/// ```swift
/// // 41.42 CHF and a 10 % tip, 45.56, among three: one paying cash and two by card
/// let catalog = try PolicyCatalog.builtIn()
/// let bill = Bill(subtotal: try Money("41.42", currency: .chf), region: try Region("CH"))
/// let quote = try catalog.quote(
///   for: bill, policy: try catalog.policy(named: "percent-10"), splitting: .evenly(people: 3))
/// let tenders = try quote.tenders(paying: [.cash, .card, .card], with: catalog)
/// tenders.map(\.share.amountText)  // ["15.19", "15.19", "15.18"]
/// tenders.map(\.pays.amountText)   // ["15.20", "15.19", "15.18"]
/// ```
public struct Tender: Sendable, Hashable {
  /// How this payer pays.
  public let payment: Payment
  /// Their share of the quote's total, before any rounding.
  public let share: Money
  /// What cash rounding added to the share (negative when it took off); zero for a card, or for
  /// cash where the region does not round.
  public let rounding: Money
  /// What the payer pays: ``share`` + ``rounding``.
  public let pays: Money

  /// Creates a tender from a share and what its payer pays.
  ///
  /// - Throws: ``MoneyError/currencyMismatch(combining:with:)`` for amounts in two currencies,
  ///   ``MoneyError/overflow(operation:)`` when their difference does not fit.
  public init(payment: Payment, share: Money, pays: Money) throws(MoneyError) {
    self.payment = payment
    self.share = share
    self.rounding = try pays.subtracting(share)
    self.pays = pays
  }
}

/// What each payer of a split bill pays, one ``Tender`` per share in the order of the shares,
/// with their sum (``payable``) and the sum of their cash roundings (``rounding``).
///
/// Made by ``Quote/tenders(paying:with:)-([Payment],CatalogCharges)``. The amounts are exact
/// and add up: ``payable`` is the sum of every ``Tender/pays``, and ``rounding`` the sum of
/// every ``Tender/rounding``, so `payable − total = rounding` for the quote's total.
public struct Tenders: Sendable, Hashable {
  /// The tenders, one per share, in order.
  public let tenders: [Tender]
  /// What all the payers pay together.
  public let payable: Money
  /// The sum of the cash roundings of the tenders; zero when none was rounded.
  public let rounding: Money

  /// The tenders, summed; `currency` is the amounts' currency, for the sums of an empty list.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when a sum does not fit,
  ///   ``MoneyError/currencyMismatch(combining:with:)`` for amounts in another currency.
  public init(_ tenders: [Tender], currency: Currency) throws(MoneyError) {
    var payable = Money.zero(currency)
    var rounding = Money.zero(currency)
    for tender in tenders {
      payable = try payable.adding(tender.pays)
      rounding = try rounding.adding(tender.rounding)
    }
    self.tenders = tenders
    self.payable = payable
    self.rounding = rounding
  }

  /// Share `i` paid by `payments[i]`, each cash share rounded by `cashRounding` (`nil` where
  /// cash is not rounded), each card share as it is: what
  /// ``Quote/tenders(paying:with:)-([Payment],CatalogCharges)`` and batch pricing compute.
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` when there is not one payment per
  ///   share, ``MoneyError`` when the increment does not fit `currency` or an amount overflows.
  package init(
    paying shares: Shares, by payments: [Payment], cashRounding: CashRounding?,
    currency: Currency
  ) throws(MoneyError) {
    guard payments.count == shares.count else {
      throw .invalidAllocation(
        reason: "\(payments.count) \(payments.count == 1 ? "payment" : "payments") for "
          + "\(shares.count) \(shares.count == 1 ? "share" : "shares"); expected one payment per "
          + "share")
    }
    let step = try cashRounding.map { rounding throws(MoneyError) in
      (try Money(exactly: rounding.increment, currency: currency), rounding.rule)
    }
    var tenders: [Tender] = []
    tenders.reserveCapacity(payments.count)
    for (payment, share) in zip(payments, shares) {
      var pays = share
      if payment == .cash, let (increment, rule) = step {
        pays = try share.rounded(toMultipleOf: increment, rule: rule)
      }
      tenders.append(try Tender(payment: payment, share: share, pays: pays))
    }
    try self.init(tenders, currency: currency)
  }

  /// What each payer pays, in order: a quote's shares once they are paid.
  public var pays: [Money] { tenders.map(\.pays) }
}

extension Tenders: RandomAccessCollection {
  /// 0.
  public var startIndex: Int { 0 }
  /// The number of tenders.
  public var endIndex: Int { tenders.count }
  /// The tender at `position`, which must be a valid index.
  public subscript(position: Int) -> Tender { tenders[position] }
}
