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
/// try bill.discountedSubtotal()   // 100.00 CAD: the usual tip base
/// ```
public struct Bill: Sendable {
  /// What was ordered, before any discount and before tax (the gross); its currency is the
  /// bill's currency.
  @inlinable
  public var subtotal: Money {
    get { storedSubtotal }
    set {
      storedSubtotal = newValue
      // An absent tax follows the bill's currency (see `storedTax`).
      if !presence.contains(.tax) { storedTax = .zero(newValue.currency) }
    }
  }
  /// The subtotal.
  @usableFromInline var storedSubtotal: Money
  // The optional fields are kept without optional wrappers, each absent one zeroed (and marked
  // in `presence` where zero is a value), in an order where the small ones
  // fill the gaps after the larger ones: a bill is 64 bytes with every field set, the size of
  // a bill before the order fields existed, so a loop over many bills reads no more memory than
  // it did then.
  /// Which optional fields are set (``Presence``).
  @usableFromInline var presence: Presence
  /// The channel's code (``Channel/code``), 0 when unknown.
  @usableFromInline var channelCode: UInt8
  /// The payment's code (``Payment/code``), 0 when unknown.
  @usableFromInline var paymentCode: UInt8
  /// The tax; a zero in the subtotal's currency when ``Presence/tax`` is not set, so that it is
  /// added to the subtotal and checked without first testing whether the bill has tax (which
  /// changes from one bill to the next, so a test of it is mispredicted).
  @usableFromInline var storedTax: Money
  /// The local time's minutes; 0 when ``Presence/localTime`` is not set.
  @usableFromInline var storedMinutes: UInt16
  /// The discount; zero when ``Presence/discount`` is not set.
  @usableFromInline var storedDiscount: Money
  /// The region's packed code; 0 when there is none.
  @usableFromInline var storedRegion: UInt64
  /// The local date, packed; 0 when there is none.
  @usableFromInline var storedDate: UInt32
  /// The party size; 0 when ``Presence/partySize`` is not set.
  @usableFromInline var storedParty: Int32

  /// Which of a bill's optional fields are set.
  @usableFromInline
  struct Presence: OptionSet, Sendable, Hashable {
    @usableFromInline let rawValue: UInt8
    @inlinable init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable static var discount: Presence { Presence(rawValue: 1) }
    @inlinable static var partySize: Presence { Presence(rawValue: 2) }
    @inlinable static var localTime: Presence { Presence(rawValue: 4) }
    @inlinable static var gratuity: Presence { Presence(rawValue: 8) }
    @inlinable static var tax: Presence { Presence(rawValue: 16) }
  }

  /// A zero amount with no currency: what an absent discount is stored as (an absent tax is a
  /// zero in the bill's currency, see `storedTax`).
  @inlinable
  static var absentAmount: Money {
    Money(minorUnits: 0, currency: Currency(packedCode: 0, digits: 0))
  }

  /// How many guests the bill is for, if known (rules and charges test it; a quote is split
  /// among them unless it is asked to split otherwise). Counts beyond 32 bits are kept as the
  /// largest 32-bit count, which no split or rule accepts either.
  @inlinable
  public var partySize: Int? {
    get { storedPartySize.map(Int.init) }
    set { storedPartySize = newValue.map(Int32.init(clamping:)) }
  }
  /// The party size in 32 bits.
  @inlinable
  var storedPartySize: Int32? {
    get { presence.contains(.partySize) ? storedParty : nil }
    set {
      storedParty = newValue ?? 0
      if newValue == nil { presence.remove(.partySize) } else { presence.insert(.partySize) }
    }
  }
  /// Tax on the bill, if any, in the same currency.
  @inlinable
  public var tax: Money? {
    get { presence.contains(.tax) ? storedTax : nil }
    set {
      storedTax = newValue ?? .zero(storedSubtotal.currency)
      if newValue == nil { presence.remove(.tax) } else { presence.insert(.tax) }
    }
  }
  /// Where the bill is paid: a country (`US`) or a subdivision (`CA-QC`), if known.
  @inlinable
  public var region: Region? {
    get { storedRegion == 0 ? nil : Region(packedCode: storedRegion) }
    set { storedRegion = newValue?.packedCode ?? 0 }
  }
  /// An amount taken off the subtotal before tax, if any.
  @inlinable
  public var discount: Money? {
    get { presence.contains(.discount) ? storedDiscount : nil }
    set {
      storedDiscount = newValue ?? Bill.absentAmount
      if newValue == nil { presence.remove(.discount) } else { presence.insert(.discount) }
    }
  }
  /// How the order reached the guest, if known.
  public var channel: Channel? {
    get { Channel(code: channelCode) }
    set { channelCode = newValue?.code ?? 0 }
  }
  /// The local date and time where the bill is paid, if known.
  public var localTime: LocalDateTime? {
    get {
      guard presence.contains(.localTime) else { return nil }
      return LocalDateTime(
        date: LocalDate(packed: storedDate), time: LocalTime(minutes: storedMinutes))
    }
    set {
      storedDate = newValue?.date.packed ?? 0
      storedMinutes = newValue?.time.minutes ?? 0
      if newValue == nil { presence.remove(.localTime) } else { presence.insert(.localTime) }
    }
  }
  /// How the bill is paid, if known.
  @inlinable
  public var payment: Payment? {
    get { Payment(code: paymentCode) }
    set { paymentCode = newValue?.code ?? 0 }
  }
  /// Whether a service charge paid to staff (an automatic gratuity) is already on the bill. A
  /// catalog's quote sets it from its service charges; rules may test it.
  @inlinable
  public var gratuityApplied: Bool {
    get { presence.contains(.gratuity) }
    set { if newValue { presence.insert(.gratuity) } else { presence.remove(.gratuity) } }
  }

  /// Creates a bill.
  ///
  /// - Parameters:
  ///   - subtotal: what was ordered, before discount and tax.
  ///   - tax: tax on the bill, in the subtotal's currency.
  ///   - partySize: how many guests.
  ///   - region: where it is paid.
  @inlinable
  public init(subtotal: Money, tax: Money? = nil, partySize: Int? = nil, region: Region? = nil) {
    storedSubtotal = subtotal
    presence = []
    channelCode = 0
    paymentCode = 0
    storedTax = .zero(subtotal.currency)
    storedMinutes = 0
    storedDiscount = Bill.absentAmount
    storedRegion = region?.packedCode ?? 0
    storedDate = 0
    storedParty = 0
    self.partySize = partySize
    self.tax = tax
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
  @inline(__always)
  public func amountBeforeTip() throws(MoneyError) -> Money {
    // A bill without a discount inline; one with a discount out of line.
    if presence.contains(.discount) {
      // Given the amounts, not the bill: a call that takes the bill makes every caller keep a
      // copy of it in memory, discount or not.
      return try Bill.discountedAmountBeforeTip(subtotal, storedDiscount, tax)
    }
    // The tax is added whether or not there is any (absent, it is a zero in the bill's
    // currency), so that nothing here tests a field that differs from bill to bill.
    return try storedSubtotal.adding(storedTax)
  }

  /// ``amountBeforeTip()`` in minor units for a bill that ``validate()`` accepted, whose amounts
  /// are therefore all in its currency: only the sums are checked.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)``.
  @inlinable
  @inline(__always)
  func validatedUnitsBeforeTip() throws(MoneyError) -> Int64 {
    if presence.contains(.discount) { return try amountBeforeTip().minorUnits }
    let (units, overflow) = storedSubtotal.minorUnits.addingReportingOverflow(
      storedTax.minorUnits)
    if overflow { throw storedSubtotal.failure(adding: storedTax) }
    return units
  }

  /// ``amountBeforeTip()`` of a bill with a discount, from its amounts.
  @usableFromInline
  static func discountedAmountBeforeTip(_ subtotal: Money, _ discount: Money, _ tax: Money?)
    throws(MoneyError) -> Money
  {
    var amount = try subtotal.subtracting(discount)
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
    // An absent tax is a zero in the bill's currency, so it is tested whether or not it is set,
    // without a branch on a field that differs from bill to bill.
    if !isCommon { try validateFields() }
  }

  /// Whether the bill is the common kind, which ``validate()`` accepts without looking further:
  /// a subtotal and a tax (absent, a zero) of zero or more in one currency, no discount, and a
  /// party of one or more if any.
  @inlinable
  @inline(__always)
  var isCommon: Bool {
    // Both amounts are tested at once: their bits or'd are negative when either is.
    !((storedSubtotal.minorUnits | storedTax.minorUnits) < 0 || presence.contains(.discount)
      || storedTax.currency != storedSubtotal.currency
      || (presence.contains(.partySize) && storedParty < 1))
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

extension Bill: CustomStringConvertible {
  /// The fields that are set, such as `Bill(subtotal: 84.50 USD, tax: 7.10 USD, party: 3,
  /// region: US)`.
  public var description: String {
    var parts = ["subtotal: \(subtotal)"]
    if let tax { parts.append("tax: \(tax)") }
    if let partySize { parts.append("party: \(partySize)") }
    if let region { parts.append("region: \(region)") }
    if let discount { parts.append("discount: \(discount)") }
    if let channel { parts.append("channel: \(channel.rawValue)") }
    if let localTime { parts.append("at: \(localTime)") }
    if let payment { parts.append("payment: \(payment.rawValue)") }
    if gratuityApplied { parts.append("gratuity applied") }
    return "Bill(" + parts.joined(separator: ", ") + ")"
  }
}
