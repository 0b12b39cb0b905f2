import TipJSON

/// A named charge that a catalog adds to a bill when its conditions hold: an automatic gratuity
/// for large parties, a delivery fee, a service charge.
///
/// A service charge is not a tip. It is added to the bill, taxed at its own ``taxRate`` (untaxed
/// when there is none), and shown apart from the tip so that guests do not tip twice. A charge
/// paid to staff (``isGratuity``) marks the bill (``Bill/gratuityApplied``) before the tip policy
/// runs, so a rule can suggest a smaller tip.
///
/// Catalog section `serviceCharges`:
/// ```json
/// {"name": "large-party", "rate": "18", "base": "subtotal",
///  "when": {"partySize": {"min": 6}, "channels": ["dine-in"]},
///  "taxRate": "8.875", "gratuity": true,
///  "note": "An 18% gratuity is added for parties of 6 or more."}
/// ```
public struct ServiceCharge: Sendable, Hashable {
  /// How much a charge is: a rate of its base, or a fixed amount.
  public enum Amount: Sendable, Hashable {
    /// A rate in percent of the charge's ``ServiceCharge/base``, from 0 to 100.
    case rate(Percentage)
    /// A fixed amount in major units (zero or more), in `currency` when given, else in the
    /// bill's currency.
    case fixed(DecimalValue, currency: Currency?)
  }

  /// What a charge's rate applies to.
  public enum Base: String, Sendable, Hashable, CaseIterable, Codable {
    /// The subtotal after the discount, before tax.
    case subtotal
    /// The subtotal before the discount and before tax.
    case gross
    /// The subtotal after the discount, plus tax.
    case total

    /// The base amount of `bill`.
    ///
    /// - Throws: ``MoneyError`` on overflow or a currency mismatch.
    public func amount(of bill: Bill) throws(MoneyError) -> Money {
      switch self {
      case .subtotal: return try bill.discountedSubtotal()
      case .gross: return bill.subtotal
      case .total: return try bill.amountBeforeTip()
      }
    }

    /// Such as `the subtotal after the discount`.
    var phrase: String {
      switch self {
      case .subtotal: return "the subtotal"
      case .gross: return "the subtotal before the discount"
      case .total: return "the subtotal + tax"
      }
    }
  }

  /// The word this type's problems are reported under: `service charge`.
  static let kind = "service charge"

  /// The charge's name, unique in its catalog, shown on the bill.
  public internal(set) var name: String
  /// A rate of ``base`` or a fixed amount.
  public internal(set) var amount: Amount
  /// What a rate applies to; the subtotal after the discount by default.
  public var base: Base
  /// When the charge applies; always by default.
  public var condition: BillCondition
  /// The tax rate on the charge in percent, or `nil` when the charge is untaxed.
  public internal(set) var taxRate: Percentage?
  /// Whether the charge is paid to staff (an automatic gratuity).
  public var isGratuity: Bool
  /// The text shown with the charge on the bill, such as a disclosure the law requires.
  public var note: String?
  /// How a rate's product and the charge's tax are rounded to the minor unit; half-up by
  /// default.
  public var rounding: RoundingRule

  /// Creates a service charge.
  ///
  /// - Parameters:
  ///   - name: the name shown on the bill; not empty.
  ///   - amount: a rate (0 to 100 percent) of `base`, or a fixed amount of zero or more.
  ///   - base: what a rate applies to.
  ///   - condition: when the charge applies.
  ///   - taxRate: the tax on the charge, 0 to 100 percent; `nil` for none.
  ///   - isGratuity: whether the charge is paid to staff.
  ///   - note: the text shown with the charge.
  ///   - rounding: how amounts are rounded to the minor unit.
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for an empty
  ///   name, a rate out of range, a negative amount or one with more digits than its currency:
  ///   the rules a catalog applies.
  public init(
    name: String, amount: Amount, base: Base = .subtotal, when condition: BillCondition = .init(),
    taxRate: Percentage? = nil, isGratuity: Bool = false, note: String? = nil,
    rounding: RoundingRule = .halfUp
  ) throws(PolicyError) {
    try ServiceCharge.check(name: name)
    try ServiceCharge.check(amount: amount)
    try ServiceCharge.check(taxRate: taxRate)
    self.name = name
    self.amount = amount
    self.base = base
    self.condition = condition
    self.taxRate = taxRate
    self.isGratuity = isGratuity
    self.note = note
    self.rounding = rounding
  }

  // MARK: - Rules

  /// The rule for ``name``: not empty.
  static func check(name: String) throws(PolicyError) {
    guard !name.isEmpty else {
      throw .invalidSetting(
        kind: kind, setting: "name", problem: "the name is empty",
        expected: "name the charge as the bill shows it, such as \"large-party\"")
    }
  }

  /// The rules for ``amount``: a rate from 0 to 100 percent, or a fixed amount of zero or more
  /// with no more fraction digits than its currency.
  static func check(amount: Amount) throws(PolicyError) {
    switch amount {
    case .rate(let rate):
      guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
        throw .invalidSetting(
          kind: kind, setting: "rate", problem: "rate \(rate.percent) is out of range",
          expected: "expected 0 to 100 (percent)")
      }
    case .fixed(let value, let currency):
      if value.isNegative {
        throw .invalidSetting(
          kind: kind, setting: "amount", problem: "amount \(value) is negative",
          expected: "expected zero or more")
      }
      if let currency, value.scale > currency.minorUnitDigits {
        throw .invalidSetting(
          kind: kind, setting: "amount",
          problem: "amount \(value) has more fraction digits than \(currency.code) "
            + "(\(currency.minorUnitDigits))",
          expected: nil)
      }
    }
  }

  /// The rule for ``taxRate``: 0 to 100 percent.
  static func check(taxRate: Percentage?) throws(PolicyError) {
    guard let taxRate else { return }
    guard taxRate >= .zero, taxRate <= PercentPolicy.maximumRate else {
      throw .invalidSetting(
        kind: kind, setting: "taxRate", problem: "tax rate \(taxRate.percent) is out of range",
        expected: "expected 0 to 100 (percent)")
    }
  }

  /// The rule for a `when` a catalog writes: at least one condition, as a `rules` policy's
  /// `when` has. An empty one would hold for every bill, which leaving `when` out says plainly.
  static func check(written condition: BillCondition) throws(PolicyError) {
    guard condition != BillCondition() else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.when.stringValue,
        problem: "the condition is empty, so the charge applies to every bill",
        expected: "give a condition such as {\"partySize\": {\"min\": 6}}, or leave 'when' out "
          + "to charge every bill")
    }
  }

  // MARK: - Applying

  /// The charge on `bill` with its tax, or `nil` when ``condition`` does not hold.
  ///
  /// The amount is rounded once (a rate of the base, by ``rounding``) and its tax once more.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` for a fixed amount in another currency than
  ///   the bill's, or with more digits than the bill's currency; ``MoneyError`` on overflow.
  public func applied(to bill: Bill) throws -> AppliedServiceCharge? {
    guard condition.holds(for: bill) else { return nil }
    let charge = try self.charge(on: bill)
    return AppliedServiceCharge(
      name: name, amount: charge, tax: try tax(on: charge), isGratuity: isGratuity, note: note)
  }

  /// The charge alone, before its tax.
  func charge(on bill: Bill) throws -> Money {
    switch amount {
    case .rate(let rate):
      return try base.amount(of: bill).percentage(rate, rounding: rounding)
    case .fixed(let value, let currency):
      if let currency, currency != bill.currency {
        throw PolicyError.inapplicable(
          reason: "the service charge '\(name)' of \(value) \(currency.code) cannot apply to a "
            + "bill in \(bill.currency.code); amounts are never converted between currencies")
      }
      do {
        return try Money(exactly: value, currency: bill.currency)
      } catch .tooManyFractionDigits {
        throw PolicyError.inapplicable(
          reason: "the service charge '\(name)' of \(value) has more fraction digits than "
            + "\(bill.currency.code) (\(bill.currency.minorUnitDigits))")
      }
    }
  }

  /// The tax on a charge of `charge`: zero when the charge is untaxed.
  func tax(on charge: Money) throws(MoneyError) -> Money {
    guard let taxRate else { return .zero(charge.currency) }
    return try charge.percentage(taxRate, rounding: rounding)
  }

  /// Such as `18% of the subtotal, taxed at 8.875%, a gratuity, for parties of 6 or more`.
  public var summary: String {
    var parts: [String]
    switch amount {
    case .rate(let rate): parts = ["\(rate) of \(base.phrase)"]
    case .fixed(let value, let currency):
      parts = [currency.map { "\(value) \($0.code)" } ?? "\(value)"]
    }
    if let taxRate { parts.append("taxed at \(taxRate)") }
    if isGratuity { parts.append("a gratuity") }
    if condition != BillCondition() { parts.append(condition.summary) }
    return parts.joined(separator: ", ")
  }
}

extension ServiceCharge.Base: CatalogEnumeration {
  /// `charge base`, as catalog errors name it.
  package static var catalogNoun: String { "charge base" }
}
