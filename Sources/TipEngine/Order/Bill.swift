/// A bill to tip on: what was ordered and, optionally, how, where, when and by whom it is paid.
///
/// Only the subtotal is required. Every other field is optional, and a rule that tests a field
/// the bill does not carry does not hold. A bill without the order fields costs what a bare
/// subtotal costs: nothing is allocated.
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
  /// The party size in 32 bits, so that a plain bill stays 64 bytes.
  @usableFromInline var storedPartySize: Int32?
  /// Where the bill is paid: a country (`US`) or a subdivision (`CA-QC`), if known.
  public var region: Region?
  /// The order fields that most bills do not carry, kept out of line so that a plain bill is as
  /// small and as cheap to copy as a subtotal, a tax, a party and a region; `nil` when none is
  /// set.
  @usableFromInline var order: OrderFields?

  /// An amount taken off the subtotal before tax, if any.
  public var discount: Money? {
    @inlinable get { order?.discount }
    set { updateOrder { $0.discount = newValue } }
  }
  /// How the order reached the guest, if known.
  public var channel: Channel? {
    @inlinable get { order?.channel }
    set { updateOrder { $0.channel = newValue } }
  }
  /// The local date and time where the bill is paid, if known.
  public var localTime: LocalDateTime? {
    @inlinable get { order?.localTime }
    set { updateOrder { $0.localTime = newValue } }
  }
  /// How the bill is paid, if known.
  public var payment: Payment? {
    @inlinable get { order?.payment }
    set { updateOrder { $0.payment = newValue } }
  }
  /// The lines of the order, if itemised; empty otherwise. When present they add up to the
  /// ``subtotal``.
  public var items: [LineItem] {
    @inlinable get { order?.items ?? [] }
    set { updateOrder { $0.items = newValue } }
  }
  /// Whether a service charge paid to staff (an automatic gratuity) is already on the bill. A
  /// catalog's quote sets it from its service charges; rules may test it.
  public var gratuityApplied: Bool {
    @inlinable get { order?.gratuityApplied ?? false }
    set { updateOrder { $0.gratuityApplied = newValue } }
  }

  /// Replaces the out-of-line fields with `change` applied to them (a new box: bills are values).
  private mutating func updateOrder(_ change: (inout OrderFields.Values) -> Void) {
    var values = order?.values ?? OrderFields.Values()
    change(&values)
    order = values.isEmpty ? nil : OrderFields(values)
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
    self.subtotal = subtotal
    self.tax = tax
    self.storedPartySize = partySize.map(Int32.init(clamping:))
    self.region = region
    self.order = nil
  }

  /// Whether the bill carries any order field (a discount, channel, time, payment, items or an
  /// applied gratuity).
  @inlinable
  var hasOrderFields: Bool { order != nil }

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
    // A plain bill inline; one with order fields (maybe a discount) out of line.
    if order != nil { return try discountedAmountBeforeTip() }
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
  /// discount no larger than the subtotal, items that add up to it, at least one guest.
  ///
  /// - Throws: ``PolicyError/invalidBill(reason:)`` naming the problem.
  @inlinable
  public func validate() throws(PolicyError) {
    // The common bill (a subtotal, maybe tax and a party) is checked inline; anything unusual
    // goes out of line, where the messages are built.
    // No closures here: one capturing the bill would copy it, order box and all.
    var unusual = subtotal.isNegative || order != nil
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
    if !items.isEmpty {
      var sum = Money.zero(currency)
      for (index, item) in items.enumerated() {
        try check(item.amount, named: "item \(index + 1)" + (item.name.map { " (\($0))" } ?? ""))
        do {
          sum = try sum.adding(item.amount)
        } catch {
          throw .invalidBill(reason: "the items add up to more than the largest amount")
        }
      }
      if sum != subtotal {
        throw .invalidBill(
          reason: "the items add up to \(sum.amountText), not the subtotal \(subtotal.amountText)")
      }
    }
  }

  private func check(_ amount: Money?, named name: String) throws(PolicyError) {
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

extension Bill: Hashable {
  /// Bills are equal when every field is, items included.
  public static func == (lhs: Bill, rhs: Bill) -> Bool {
    lhs.subtotal == rhs.subtotal && lhs.tax == rhs.tax && lhs.partySize == rhs.partySize
      && lhs.region == rhs.region && lhs.discount == rhs.discount && lhs.channel == rhs.channel
      && lhs.localTime == rhs.localTime && lhs.payment == rhs.payment
      && lhs.gratuityApplied == rhs.gratuityApplied && lhs.items == rhs.items
  }

  /// Hashes every field, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(subtotal)
    hasher.combine(tax)
    hasher.combine(partySize)
    hasher.combine(region)
    hasher.combine(discount)
    hasher.combine(channel)
    hasher.combine(localTime)
    hasher.combine(payment)
    hasher.combine(gratuityApplied)
    hasher.combine(items)
  }
}

/// The order fields of a bill that most bills leave out, in one immutable box.
@usableFromInline
final class OrderFields: Sendable {
  /// The fields themselves.
  @usableFromInline
  struct Values: Sendable {
    @usableFromInline var discount: Money?
    @usableFromInline var channel: Channel?
    @usableFromInline var localTime: LocalDateTime?
    @usableFromInline var payment: Payment?
    @usableFromInline var items: [LineItem] = []
    @usableFromInline var gratuityApplied = false

    /// Whether no field is set, so that the bill needs no box.
    var isEmpty: Bool {
      discount == nil && channel == nil && localTime == nil && payment == nil && items.isEmpty
        && !gratuityApplied
    }
  }

  @usableFromInline let values: Values

  init(_ values: Values) {
    self.values = values
  }

  @inlinable var discount: Money? { values.discount }
  @inlinable var channel: Channel? { values.channel }
  @inlinable var localTime: LocalDateTime? { values.localTime }
  @inlinable var payment: Payment? { values.payment }
  @inlinable var items: [LineItem] { values.items }
  @inlinable var gratuityApplied: Bool { values.gratuityApplied }
}
