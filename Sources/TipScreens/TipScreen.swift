import TipPricing

/// What a payment terminal's tip screen shows: up to four suggestions, a default selection,
/// "no tip" and a custom tip with limits, as Stripe, Square, Adyen, Clover and Toast configure it.
///
/// A screen is a value: ask it for the options of any bill with ``options(for:splitting:)-(Bill,_)``.
///
/// ```swift
/// let screen = try TipScreen(options: [.percent(15), .percent(20), .percent(25)])
/// let bill = Bill(subtotal: try Money("40.00", currency: .usd))
/// let shown = try screen.options(for: bill)
/// shown.options.map(\.tip.amountText)   // ["6.00", "8.00", "10.00"]
/// ```
///
/// ## Smart screens
/// With ``smart`` the screen shows the ``Smart/below`` options when the base amount is below
/// the threshold, and ``options`` from the threshold up: **exactly at the threshold the
/// ``options`` (usually percentages) show**, as Square's "$10 or more" and Stripe's
/// `smart_tip_threshold` do.
///
/// ## Bases and the law
/// Percentages apply to ``base`` (any ``TipBase``, optionally limited to ``categories``); the
/// same amount is compared with the threshold and the custom tip's limits. Where a law sets the
/// base, the bill's region wins over the screen: see ``ScreenPresentationRule``.
public struct TipScreen: Sendable, Equatable {
  /// One suggestion: a percentage of the base, or a fixed amount.
  public enum Option: Sendable, Hashable {
    /// A percentage of the screen's base, from 0 % to 100 %.
    case percent(Percentage)
    /// A fixed amount in major units of the bill's currency, zero or more.
    case amount(DecimalValue)
  }

  /// What is selected when the screen appears.
  public enum DefaultSelection: Sendable, Hashable {
    /// Nothing: the guest must choose.
    case none
    /// The option at this index (0-based) of the list shown.
    case option(Int)
    /// "No tip".
    case noTip
  }

  /// The small-bill half of a smart screen.
  public struct Smart: Sendable, Hashable {
    /// The base amount, in major units of the bill's currency, from which ``TipScreen/options``
    /// show; below it ``below`` shows. Zero or more.
    public var threshold: DecimalValue
    /// The options shown below ``threshold``, usually fixed amounts.
    public var below: [Option]

    /// Creates the small-bill half of a smart screen.
    public init(threshold: DecimalValue, below: [Option]) {
      self.threshold = threshold
      self.below = below
    }
  }

  /// The most options a screen shows, as every terminal above allows.
  public static let maximumOptionCount = 4

  /// The options shown (from the threshold up, for a smart screen), in order.
  public private(set) var options: [Option]
  /// The threshold and the options below it, for a smart screen.
  public private(set) var smart: Smart?
  /// What percentages apply to, and what the threshold and limits compare with.
  public var base: TipBase
  /// The line-item categories that count towards the base, or `nil` for the whole bill.
  public private(set) var categories: [String]?
  /// What is selected when the screen appears.
  public private(set) var defaultSelection: DefaultSelection
  /// Whether "no tip" is offered.
  public var offersNoTip: Bool
  /// The custom tip's limits, or `nil` when no custom tip is offered.
  public private(set) var customTip: CustomTip?
  /// How a percentage's product is rounded to the minor unit; half-up by default.
  public var rounding: RoundingRule

  /// Creates a tip screen.
  ///
  /// - Parameters:
  ///   - options: up to ``maximumOptionCount`` options; none only when a custom tip is offered.
  ///   - smart: a threshold and the options below it, for a smart screen.
  ///   - base: what percentages apply to.
  ///   - categories: the line-item categories that count, or `nil` for the whole bill.
  ///   - defaultSelection: what is selected at first; an option index must exist in every
  ///     list the screen may show.
  ///   - offersNoTip: whether "no tip" is offered.
  ///   - customTip: the custom tip's limits, or `nil` for no custom tip.
  ///   - rounding: how percentages round to the minor unit.
  /// - Throws: ``ScreenError/invalidSetting(setting:problem:expected:)`` for a setting no
  ///   screen may have: the rules a catalog applies.
  public init(
    options: [Option], smart: Smart? = nil, base: TipBase = .subtotal,
    categories: [String]? = nil, defaultSelection: DefaultSelection = .none,
    offersNoTip: Bool = true, customTip: CustomTip? = CustomTip(),
    rounding: RoundingRule = .halfUp
  ) throws(ScreenError) {
    try TipScreen.check(options: options, setting: "options", allowsEmpty: customTip != nil)
    if let smart {
      try TipScreen.check(threshold: smart.threshold)
      try TipScreen.check(options: smart.below, setting: "below", allowsEmpty: false)
    }
    do {
      try TipBase.check(categories: categories, kind: "screen")
    } catch {
      throw ScreenError.invalidSetting(
        setting: "categories", problem: error.problem, expected: error.recoverySuggestion)
    }
    try TipScreen.check(
      defaultSelection: defaultSelection,
      counts: [options.count] + (smart.map { [$0.below.count] } ?? []),
      offersNoTip: offersNoTip)
    self.options = options
    self.smart = smart
    self.base = base
    self.categories = categories
    self.defaultSelection = defaultSelection
    self.offersNoTip = offersNoTip
    self.customTip = customTip
    self.rounding = rounding
  }

  // MARK: - Rules

  /// The rules for a list of options: 1 to 4 (0 when `allowsEmpty`), each in range.
  static func check(options: [Option], setting: String, allowsEmpty: Bool) throws(ScreenError) {
    if options.isEmpty && !allowsEmpty {
      throw .invalidSetting(
        setting: setting, problem: "'\(setting)' is empty, so the screen shows nothing to pick",
        expected: "list 1 to \(maximumOptionCount) options, such as [\"15%\", \"20%\", \"25%\"]")
    }
    if options.count > maximumOptionCount {
      throw .invalidSetting(
        setting: setting,
        problem: "'\(setting)' has \(options.count) options; a screen shows at most "
          + "\(maximumOptionCount)",
        expected: "keep the \(maximumOptionCount) that guests pick most")
    }
    for option in options { try check(option: option, setting: setting) }
  }

  /// The rule for one option: a percentage from 0 to 100, or an amount of zero or more.
  static func check(option: Option, setting: String) throws(ScreenError) {
    switch option {
    case .percent(let rate):
      guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
        throw .invalidSetting(
          setting: setting, problem: "option \(rate) is out of range",
          expected: "expected 0% to 100%")
      }
    case .amount(let value):
      guard !value.isNegative else {
        throw .invalidSetting(
          setting: setting, problem: "option \(value) is negative",
          expected: "expected an amount of zero or more, or a percentage such as \"15%\"")
      }
    }
  }

  /// The rule for a smart screen's threshold: zero or more.
  static func check(threshold: DecimalValue) throws(ScreenError) {
    guard !threshold.isNegative else {
      throw .invalidSetting(
        setting: "threshold", problem: "threshold \(threshold) is negative",
        expected: "expected zero or more")
    }
  }

  /// The rule for the default selection: an index that every shown list has, and "no tip" only
  /// when it is offered.
  static func check(defaultSelection: DefaultSelection, counts: [Int], offersNoTip: Bool)
    throws(ScreenError)
  {
    switch defaultSelection {
    case .none:
      return
    case .noTip:
      guard offersNoTip else {
        throw .invalidSetting(
          setting: "default", problem: "the default is \"no-tip\" but \"noTip\" is false",
          expected: "offer \"no tip\", or default to an option index or null")
      }
    case .option(let index):
      let count = counts.min() ?? 0
      guard index >= 0, index < count else {
        throw .invalidSetting(
          setting: "default",
          problem: "default option \(index) is out of range: the screen "
            + (count == 0 ? "has no options" : "shows \(count) option\(count == 1 ? "" : "s")"),
          expected: count == 0
            ? "write null or \"no-tip\""
            : "write an index from 0 to \(count - 1) (0 is the first option), null or \"no-tip\"")
      }
    }
  }

  // MARK: - Describing

  /// Such as `15%, 20%, 25% of the subtotal` or `1, 2, 3 below 10; 15%, 20%, 25% from 10 up`.
  public var summary: String {
    let shown = TipScreen.list(options)
    let on = TipBase.phrase(base, categories: categories)
    guard let smart else { return "\(shown) of \(on)" }
    return "\(TipScreen.list(smart.below)) below \(smart.threshold); \(shown) from "
      + "\(smart.threshold) up (on \(on))"
  }

  static func list(_ options: [Option]) -> String {
    options.isEmpty ? "no options" : options.map(\.description).joined(separator: ", ")
  }
}

extension TipScreen.Option: CustomStringConvertible {
  /// Such as `15%` or `1.50`.
  public var description: String {
    switch self {
    case .percent(let rate): return rate.description
    case .amount(let value): return value.description
    }
  }

  /// `percent` or `amount`, as the JSON output names the kinds.
  public var kindName: String {
    switch self {
    case .percent: return "percent"
    case .amount: return "amount"
    }
  }
}
