/// A bill to tip on: what was ordered and, optionally, how, where, when and by whom it is paid.
///
/// Only the subtotal is required. Every other field is optional, and a rule that tests a field
/// the bill does not carry does not hold.
///
/// A bill is plain data: it holds no reference, so making, copying and passing one costs its
/// bytes and nothing else (no allocation, no reference counting), and a bill without the order
/// fields takes the shortest path through every policy. The one order field that cannot be
/// held in place, the list of line items, travels beside the bill in an ``ItemizedBill``.
///
/// ```swift
/// var bill = Bill(subtotal: try Money("120", currency: .cad), partySize: 6, region: try Region("CA-QC"))
/// bill.discount = try Money("20", currency: .cad)
/// bill.channel = .dineIn
/// bill.localTime = try LocalDateTime("2026-12-24T18:30")
/// bill.payment = .cash
/// bill.discountedSubtotal   // 100.00 CAD: the usual tip base
/// ```
public struct Bill: Sendable {
  /// What was ordered, before any discount and before tax (the gross); its currency is the
  /// bill's currency.
  public var subtotal: Money
  /// Tax on the bill, if any, in the same currency.
  public var tax: Money?
  /// How many guests the bill is for, if known (rules and charges test it; a quote is split
  /// among them unless it is asked to split otherwise). Counts beyond 32 bits are kept as the
  /// largest 32-bit count, which no split or rule accepts either.
  @inlinable
  public var partySize: Int? {
    get { storedPartySize.map(Int.init) }
    set { storedPartySize = newValue.map(Int32.init(clamping:)) }
  }
  /// The party size in 32 bits, so that the bill stays small.
  @usableFromInline var storedPartySize: Int32?
  /// Where the bill is paid: a country (`US`) or a subdivision (`CA-QC`), if known.
  public var region: Region?
  /// An amount taken off the subtotal before tax, if any.
  public var discount: Money?
  /// How the order reached the guest, if known.
  public var channel: Channel?
  /// The local date and time where the bill is paid, if known.
  public var localTime: LocalDateTime?
  /// How the bill is paid, if known.
  public var payment: Payment?
  /// Whether a service charge paid to staff (an automatic gratuity) is already on the bill. A
  /// catalog's quote sets it from its service charges; rules may test it.
  public var gratuityApplied: Bool

  /// Creates a bill.
  ///
  /// - Parameters:
  ///   - subtotal: what was ordered, before discount and tax.
  ///   - tax: tax on the bill, in the subtotal's currency.
  ///   - partySize: how many guests.
  ///   - region: where it is paid.
  @inlinable
  public init(subtotal: Money, tax: Money? = nil, partySize: Int? = nil, region: Region? = nil) {
    self.subtotal = subtotal
    self.tax = tax
    self.storedPartySize = partySize.map(Int32.init(clamping:))
    self.region = region
    self.discount = nil
    self.channel = nil
    self.localTime = nil
    self.payment = nil
    self.gratuityApplied = false
  }

  /// Whether the bill carries any order field (a discount, channel, time, payment or an applied
  /// gratuity): a bill without them takes the shortest paths.
  @inlinable
  var hasOrderFields: Bool {
    discount != nil || channel != nil || localTime != nil || payment != nil || gratuityApplied
  }

  /// The bill's currency: the subtotal's.
  @inlinable
  public var currency: Currency { subtotal.currency }

  /// The tax, or zero when there is none.
  @inlinable
  public var taxOrZero: Money { tax ?? .zero(subtotal.currency) }

  /// The discount, or zero when there is none.
  @inlinable
  public var discountOrZero: Money { discount ?? .zero(subtotal.currency) }

  /// The subtotal less the discount, before tax: the usual tip base.
  ///
  /// - Throws: ``MoneyError`` on a currency mismatch or overflow.
  @inlinable
  public func discountedSubtotal() throws(MoneyError) -> Money {
    guard let discount else { return subtotal }
    return try subtotal.subtracting(discount)
  }

  /// Subtotal less discount plus tax: what is owed before service charges and the tip.
  ///
  /// - Throws: ``MoneyError`` on a currency mismatch or overflow.
  @inlinable
  public func amountBeforeTip() throws(MoneyError) -> Money {
    // A bill without a discount inline; one with a discount out of line.
    if discount != nil { return try discountedAmountBeforeTip() }
    guard let tax else { return subtotal }
    return try subtotal.adding(tax)
  }

  /// ``amountBeforeTip()`` for a bill that may carry a discount.
  @usableFromInline
  func discountedAmountBeforeTip() throws(MoneyError) -> Money {
    var amount = subtotal
    if let discount { amount = try amount.subtracting(discount) }
    if let tax { amount = try amount.adding(tax) }
    return amount
  }

  /// Checks what every policy relies on: amounts of zero or more in the bill's currency, a
  /// discount no larger than the subtotal, at least one guest. (``ItemizedBill/validate()``
  /// also checks that the items add up to the subtotal.)
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` naming the problem.
  @inlinable
  public func validate() throws(PolicyError) {
    // The common bill (a subtotal, maybe tax and a party) is checked inline; anything unusual
    // goes out of line, where the messages are built.
    var unusual = subtotal.isNegative || discount != nil
    if let tax, tax.currency != subtotal.currency || tax.isNegative { unusual = true }
    if let storedPartySize, storedPartySize < 1 { unusual = true }
    if unusual { try validateFields() }
  }

  @usableFromInline
  func validateFields() throws(PolicyError) {
    if subtotal.isNegative {
      throw .invalidBill(reason: "the subtotal \(subtotal.amountText) is negative")
    }
    try check(tax, named: "tax")
    try check(discount, named: "discount")
    if let discount, discount.minorUnits > subtotal.minorUnits {
      throw .invalidBill(
        reason: "the discount \(discount.amountText) is more than the subtotal "
          + subtotal.amountText)
    }
    if let partySize, partySize < 1 {
      throw .invalidBill(reason: "a party of \(partySize); expected 1 or more people")
    }
  }

  func check(_ amount: Money?, named name: String) throws(PolicyError) {
    guard let amount else { return }
    if amount.currency != subtotal.currency {
      throw .invalidBill(
        reason: "the \(name) is in \(amount.currency.code) but the subtotal in "
          + subtotal.currency.code)
    }
    if amount.isNegative {
      throw .invalidBill(reason: "the \(name) \(amount.amountText) is negative")
    }
  }
}

extension Bill: Hashable {}
