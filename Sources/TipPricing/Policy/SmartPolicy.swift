/// One policy for small bills and another from a threshold up, as payment terminals do: fixed
/// amounts below $10, percentages from $10.
///
/// Catalog kind `smart`: `{"kind": "smart", "threshold": "10", "below": "fixed-2",
/// "above": "percent-18"}`; an optional `base` (`subtotal`, the default, `gross` or `total`) is
/// what is compared with the threshold, and optional `categories` limit it to the bill's line
/// items in those categories (``TipBase/amount(of:categories:)``).
public struct SmartPolicy: ConfigurablePolicy {
  /// `smart`.
  public static let kind = "smart"
  /// Switches between two policies at a threshold.
  public static let kindSummary = "one policy below a threshold, another from it up"

  /// The amount, in major units of the bill's currency, from which ``above`` applies; zero or
  /// more.
  public private(set) var threshold: DecimalValue {
    didSet { thresholdUnits = MinorUnitsTable(threshold) }
  }
  /// ``threshold`` in minor units of each currency exponent, prepared once: a bill looks its
  /// currency's up instead of converting the decimal.
  private var thresholdUnits: MinorUnitsTable
  /// The policy for bills below the threshold.
  public var below: PolicyReference
  /// The policy for bills at or above the threshold.
  public var above: PolicyReference
  /// What is compared with the threshold.
  public var base: TipBase
  /// The line-item categories that count towards the base, or `nil` for the whole bill.
  public private(set) var categories: [String]?

  /// Creates a smart policy.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a negative
  ///   threshold or an empty list of categories: the rules a catalog applies.
  public init(
    threshold: DecimalValue, below: PolicyReference, above: PolicyReference,
    base: TipBase = .subtotal, categories: [String]? = nil
  ) throws(PolicyError) {
    try SmartPolicy.check(threshold: threshold)
    try TipBase.check(categories: categories, kind: SmartPolicy.kind)
    self.threshold = threshold
    thresholdUnits = MinorUnitsTable(threshold)
    self.below = below
    self.above = above
    self.base = base
    self.categories = categories
  }

  /// The rule for ``threshold``: zero or more.
  static func check(threshold: DecimalValue) throws(PolicyError) {
    guard !threshold.isNegative else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.threshold.stringValue,
        problem: "threshold \(threshold) is negative", expected: "expected zero or more")
    }
  }

  enum CodingKeys: String, CodingKey {
    case threshold, below, above, base, categories
  }

  /// Reads `threshold` (zero or more), `below`, `above` and the optional `base` and
  /// `categories`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    threshold = try container.decode(DecimalValue.self, forKey: .threshold)
    thresholdUnits = MinorUnitsTable(threshold)
    try PolicyError.checking(in: container) { [threshold] () throws(PolicyError) in
      try SmartPolicy.check(threshold: threshold)
    }
    base = try container.decodeIfPresent(TipBase.self, forKey: .base) ?? .subtotal
    categories = try container.decodeIfPresent([String].self, forKey: .categories)
    try PolicyError.checking(in: container) { [categories] () throws(PolicyError) in
      try TipBase.check(categories: categories, kind: SmartPolicy.kind)
    }
    below = try container.decode(PolicyReference.self, forKey: .below)
    above = try container.decode(PolicyReference.self, forKey: .above)
  }

  /// The tip of ``below`` or ``above``, by the bill's size.
  public func tip(for bill: Bill) throws -> Money {
    // The chosen reference is called in place, not copied out (a copy retains its name and its
    // policy).
    if try usesAbove(for: bill, items: []) { return try above.tip(for: bill) }
    return try below.tip(for: bill)
  }

  /// The tip of ``below`` or ``above``, by the size of the bill (or of its items in
  /// ``categories``); the branch is given the items too.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    if try usesAbove(for: itemized.bill, items: itemized.items) {
      return try above.tip(for: itemized)
    }
    return try below.tip(for: itemized)
  }

  /// The tip of ``below`` or ``above``, by the bill's size, given the service charges.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    if try usesAbove(for: bill, items: []) {
      return try above.tip(for: bill, serviceCharges: serviceCharges)
    }
    return try below.tip(for: bill, serviceCharges: serviceCharges)
  }

  /// The tip of ``below`` or ``above``, by the size of the bill (or of its items in
  /// ``categories``), given the items and the service charges.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    if try usesAbove(for: itemized.bill, items: itemized.items) {
      return try above.tip(for: itemized, serviceCharges: serviceCharges)
    }
    return try below.tip(for: itemized, serviceCharges: serviceCharges)
  }

  /// Whether ``above`` applies (rather than ``below``), by the base of `bill` and `items`.
  func usesAbove(for bill: Bill, items: [LineItem]) throws -> Bool {
    let limit =
      try thresholdUnits.units(atDigits: bill.currency.minorUnitDigits)
      ?? thresholdFailure(in: bill.currency)
    let amount = try base.amount(of: bill, items: items, categories: categories)
    return TipMath.smartUsesAbove(base: amount.minorUnits, threshold: limit, in: ExactArithmetic())
  }

  /// Why ``threshold`` has no amount in `currency`: it is finer than the currency's minor unit,
  /// or too large.
  private func thresholdFailure(in currency: Currency) throws -> Int64 {
    do {
      return try Money(exactly: threshold, currency: currency).minorUnits
    } catch .tooManyFractionDigits {
      throw PolicyError.inapplicable(
        reason: "the smart threshold \(threshold) is finer than \(currency.code) allows")
    }
  }

  /// Such as `one policy below 10, another from 10 up (on the subtotal)`.
  public var summary: String {
    let on =
      categories == nil ? "the \(base.rawValue)" : TipBase.phrase(base, categories: categories)
    return "one policy below \(threshold), another from \(threshold) up (on \(on))"
  }

  /// Both branches.
  public var components: [PolicyComponent] {
    [
      PolicyComponent(role: "below \(threshold)", reference: below),
      PolicyComponent(role: "from \(threshold) up", reference: above),
    ]
  }
}
