/// A percentage of the subtotal (or of another ``TipBase``), rounded once to the minor unit.
///
/// Catalog kind `percent`: `{"kind": "percent", "rate": "18", "base": "subtotal",
/// "categories": ["food"], "rounding": "half-up"}`; `base`, `categories` and `rounding` may be
/// left out. With `categories`, only the bill's line items in them count
/// (``TipBase/amount(of:categories:)``).
public struct PercentPolicy: ConfigurablePolicy, Hashable {
  /// `percent`.
  public static let kind = "percent"
  /// A percentage of the bill.
  public static let kindSummary = "a percentage of the subtotal or of subtotal + tax"
  /// The largest rate a percentage policy may have: a tip of the whole bill.
  public static let maximumRate: Percentage = 100

  /// The settings and what is prepared from them, in one immutable box, so that the policy is
  /// a single reference: a call through `any TipPolicy` finds it in the existential's own
  /// storage and passes it in a register, where the settings as stored fields (96 bytes) were
  /// boxed and copied to the stack on every quote. Setting ``base`` or ``rounding`` makes a new
  /// box; nothing mutates one.
  @usableFromInline
  final class Settings: Sendable {
    let rate: Percentage
    let base: TipBase
    let categories: [String]?
    let rounding: RoundingRule
    /// ``rate`` and ``rounding`` prepared for one bill at a time: no division and no switch on
    /// the rule per bill.
    let prepared: PreparedRate

    init(rate: Percentage, base: TipBase, categories: [String]?, rounding: RoundingRule) {
      self.rate = rate
      self.base = base
      self.categories = categories
      self.rounding = rounding
      let ratio = rate.ratio
      prepared = PreparedRate(
        numerator: ratio.numerator, denominator: ratio.denominator, rule: rounding)
    }

    /// These settings with another base or rounding.
    func with(base: TipBase? = nil, rounding: RoundingRule? = nil) -> Settings {
      Settings(
        rate: rate, base: base ?? self.base, categories: categories,
        rounding: rounding ?? self.rounding)
    }
  }

  /// The policy's settings.
  @usableFromInline var settings: Settings

  /// The rate, from 0 % to ``maximumRate``.
  public var rate: Percentage { settings.rate }
  /// What the rate applies to; the subtotal by default.
  public var base: TipBase {
    get { settings.base }
    set { settings = settings.with(base: newValue) }
  }
  /// The line-item categories that count towards the base, or `nil` for the whole bill.
  public var categories: [String]? { settings.categories }
  /// How the product is rounded to the minor unit; half-up by default.
  public var rounding: RoundingRule {
    get { settings.rounding }
    set { settings = settings.with(rounding: newValue) }
  }
  /// ``rate`` and ``rounding`` prepared once for one bill at a time.
  var prepared: PreparedRate { settings.prepared }
  /// ``rate`` as an exact ratio, for the general arithmetic: for an amount the prepared rate
  /// does not cover.
  var ratio: (numerator: Int64, denominator: Int64) { rate.ratio }

  /// Creates a percentage policy.
  ///
  /// - Parameters:
  ///   - rate: 0 % to ``maximumRate``.
  ///   - base: what the rate applies to.
  ///   - categories: the line-item categories that count, or `nil` for the whole bill.
  ///   - rounding: how the product is rounded to the minor unit.
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a rate below
  ///   zero or above ``maximumRate``, or an empty list of categories: the rules a catalog
  ///   applies.
  public init(
    rate: Percentage, base: TipBase = .subtotal, categories: [String]? = nil,
    rounding: RoundingRule = .halfUp
  ) throws(PolicyError) {
    try PercentPolicy.check(rate: rate)
    try TipBase.check(categories: categories, kind: PercentPolicy.kind)
    settings = Settings(rate: rate, base: base, categories: categories, rounding: rounding)
  }

  /// The rule for ``rate``: 0 to 100 percent.
  static func check(rate: Percentage) throws(PolicyError) {
    guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.rate.stringValue,
        problem: "rate \(rate.percent) is out of range", expected: "expected 0 to 100 (percent)")
    }
  }

  enum CodingKeys: String, CodingKey {
    case rate, base, categories, rounding
  }

  /// Reads `rate` (0 to 100), and the optional `base`, `categories` and `rounding`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rate = try container.decode(Percentage.self, forKey: .rate)
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      try PercentPolicy.check(rate: rate)
    }
    let base = try container.decodeIfPresent(TipBase.self, forKey: .base) ?? .subtotal
    let categories = try container.decodeIfPresent([String].self, forKey: .categories)
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      try TipBase.check(categories: categories, kind: PercentPolicy.kind)
    }
    let rounding = try container.decodeIfPresent(RoundingRule.self, forKey: .rounding) ?? .halfUp
    settings = Settings(rate: rate, base: base, categories: categories, rounding: rounding)
  }

  /// `rate × base`, rounded by ``rounding``.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when ``categories`` are set (a bill alone
  ///   has no line items: tip an ``ItemizedBill``); ``MoneyError`` on overflow.
  @inline(__always)
  public func tip(for bill: Bill) throws -> Money {
    // A bill alone has no items for categories to count.
    if let categories { throw TipBase.itemsMissing(for: categories) }
    return try tip(onBase: base.amount(of: bill))
  }

  /// Validates the bill, computes the tip and the total, and shares the total by `method`: the
  /// protocol's default steps, with this kind's tip computed in place. The results and errors
  /// are the default's; a common bill split evenly is checked once and never copied to a
  /// `Money` the quote would check again.
  ///
  /// - Throws: as ``TipPolicy/quote(for:splitting:)``.
  @inline(__always)
  public func quote(for bill: Bill, splitting method: SplitMethod) throws -> Quote {
    // A common bill (no discount, nothing to report) under a policy without categories: the
    // base is read off the bill and the tip is in its currency, so nothing is tested twice.
    if bill.isCommon, categories == nil, let people = method.evenCount(for: bill) {
      let beforeTip = try bill.validatedUnitsBeforeTip()
      let amount = base == .total ? beforeTip : bill.storedSubtotal.minorUnits
      let tip = try tipUnits(onBase: amount)
      return try Quote(
        commonBill: bill, tipUnits: tip,
        totalUnits: Quote.total(of: bill, beforeTip: beforeTip, tip: tip), splittingAmong: people)
    }
    return try quoteInGeneral(for: bill, splitting: method)
  }

  /// `rate × base`, the base limited to ``categories`` of the items when they are set.
  ///
  /// - Throws: ``PolicyError/inapplicable(reason:)`` when ``categories`` are set and there are
  ///   no items; ``MoneyError`` on overflow.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    try tip(
      onBase: base.amount(of: itemized.bill, items: itemized.items, categories: categories))
  }

  /// `rate × amount`, rounded by ``rounding``: through the prepared rate for the amounts it
  /// covers (zero or more, a product below 2⁶³), through the general arithmetic, which reports
  /// an overflow, for the rest.
  @inline(__always)
  func tip(onBase amount: Money) throws -> Money {
    Money(minorUnits: try tipUnits(onBase: amount.minorUnits), currency: amount.currency)
  }

  /// ``tip(onBase:)`` in minor units.
  @inline(__always)
  func tipUnits(onBase units: Int64) throws(MoneyError) -> Int64 {
    if let tip = prepared.applied(to: units) { return tip }
    return try TipMath.percentTip(base: units, rate: ratio, rule: rounding, in: ExactArithmetic())
  }

  /// The tips for many bills in one tight loop: each through the prepared rate, as
  /// ``tip(for:)-(Bill)`` computes it, with nothing per bill going through dynamic dispatch.
  public func tips(for bills: [Bill]) throws -> [Money] {
    let base = base
    var tips: [Money] = []
    tips.reserveCapacity(bills.count)
    guard categories == nil else {
      for bill in bills { tips.append(try tip(for: bill)) }
      return tips
    }
    // Each bill's base as ``TipBase/amount(of:)`` computes it, written out so that a bill
    // without a discount is read with one test.
    for index in bills.indices {
      let amount: Money
      if base == .total {
        amount = try bills[index].amountBeforeTip()
      } else if base == .gross || bills[index].discount == nil {
        amount = bills[index].subtotal
      } else {
        amount = try bills[index].discountedSubtotal()
      }
      tips.append(try tip(onBase: amount))
    }
    return tips
  }

  /// Policies are equal when their rate, base, categories and rounding are.
  public static func == (lhs: PercentPolicy, rhs: PercentPolicy) -> Bool {
    lhs.rate == rhs.rate && lhs.base == rhs.base && lhs.categories == rhs.categories
      && lhs.rounding == rhs.rounding
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rate)
    hasher.combine(base)
    hasher.combine(categories)
    hasher.combine(rounding)
  }

  /// Such as `18% of the subtotal, rounded half-up`.
  public var summary: String {
    "\(rate) of \(TipBase.phrase(base, categories: categories)), rounded \(rounding.name)"
  }
}
