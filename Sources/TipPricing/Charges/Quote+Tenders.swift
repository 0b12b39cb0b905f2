/// A quote's shares paid by several tenders: each cash share rounded on its own, without
/// quoting the bill again.
extension Quote {
  /// The parts of ``total`` per person before any cash rounding, in the order of ``shares``.
  ///
  /// They are ``shares`` when the quote was not rounded. A quote a catalog rounded for cash
  /// keeps them: an even split of the total is made again, a listed split (weights) is kept.
  /// A quote made from its parts with a rounding and listed shares
  /// (``init(bill:tip:serviceCharges:rounding:shares:)``) has no record of them, and gets the
  /// even split of its total among as many people.
  public var sharesBeforeRounding: Shares {
    if let unrounded = extras?.unroundedList { return Shares(listed: unrounded) }
    let shares = shares
    if shares.list != nil, payableUnits == totalUnits { return shares }
    // An even split is made from the total (rounding a split changes no count); a count from a
    // quote is always a valid one.
    return (try? Shares(splitting: total, into: shares.count)) ?? shares
  }

  /// What each payer pays when share `i` is paid by `payments[i]`: a cash share is rounded on
  /// its own by the cash rounding of the bill's region (``CatalogCharges/cashRounding(forCashIn:currency:)``),
  /// a card share is paid as it is.
  ///
  /// The shares are ``sharesBeforeRounding``, so a quote of a bill paid in cash gives the same
  /// tenders as one paid by card; the quote's own ``Bill/payment`` only decided which of the
  /// catalog's rules and charges applied.
  ///
  /// ```swift
  /// let quote = try catalog.quote(for: bill, policy: policy, splitting: .evenly(people: 3))
  /// let tenders = try quote.tenders(paying: [.cash, .card, .card], with: catalog.charges)
  /// tenders.payable   // the sum of what each pays
  /// tenders.rounding  // the sum of the cash roundings: payable − quote.total
  /// ```
  ///
  /// - Throws: ``MoneyError/invalidAllocation(reason:)`` when there is not one payment per
  ///   share (the message gives both counts), ``MoneyError/overflow(operation:)`` when an amount
  ///   does not fit, ``MoneyError/tooManyFractionDigits(text:digits:allowed:currencyCode:)``
  ///   for an increment finer than the currency (which a catalog refuses when it is loaded).
  public func tenders(paying payments: [Payment], with charges: CatalogCharges)
    throws(MoneyError) -> Tenders
  {
    let rounding = bill.region.flatMap {
      charges.cashRounding(forCashIn: $0, currency: bill.currency)?.rounding
    }
    return try Tenders(
      paying: sharesBeforeRounding, by: payments, cashRounding: rounding, currency: bill.currency)
  }

  /// ``tenders(paying:with:)-([Payment],CatalogCharges)`` with every share paid by `payment`.
  ///
  /// - Throws: as ``tenders(paying:with:)-([Payment],CatalogCharges)``.
  public func tenders(paying payment: Payment, with charges: CatalogCharges)
    throws(MoneyError) -> Tenders
  {
    try tenders(
      paying: Array(repeating: payment, count: sharesBeforeRounding.count), with: charges)
  }

  /// ``tenders(paying:with:)-([Payment],CatalogCharges)`` with the catalog's cash rounding.
  ///
  /// - Throws: as ``tenders(paying:with:)-([Payment],CatalogCharges)``.
  public func tenders(paying payments: [Payment], with catalog: PolicyCatalog)
    throws(MoneyError) -> Tenders
  {
    try tenders(paying: payments, with: catalog.charges)
  }

  /// ``tenders(paying:with:)-(Payment,CatalogCharges)`` with the catalog's cash rounding.
  ///
  /// - Throws: as ``tenders(paying:with:)-([Payment],CatalogCharges)``.
  public func tenders(paying payment: Payment, with catalog: PolicyCatalog)
    throws(MoneyError) -> Tenders
  {
    try tenders(paying: payment, with: catalog.charges)
  }
}
