import TipPricing

/// What a ``CatalogTestCase`` expects of its bill: the quote's figures, the tip screen shown,
/// or that the bill is refused. Every figure is optional; only those given are checked.
public struct CatalogTestExpectation: Sendable, Hashable {
  /// A service charge expected on the bill, by name and amount (before its tax).
  public struct ServiceCharge: Sendable, Hashable {
    /// The charge's name in the catalog.
    public var name: String
    /// The charge's amount, before its tax.
    public var amount: Money

    /// A charge from its name and amount.
    public init(name: String, amount: Money) {
      self.name = name
      self.amount = amount
    }
  }

  /// The tip screen expected: the name of the screen shown (after its rules) and the tip of
  /// each of its options, in order.
  public struct Screen: Sendable, Hashable {
    /// The name of the screen shown, if checked.
    public var name: String?
    /// The tip of every option, in order, if checked.
    public var tips: [Money]?

    /// A screen expectation from its parts.
    public init(name: String? = nil, tips: [Money]? = nil) {
      self.name = name
      self.tips = tips
    }
  }

  /// The tip.
  public var tip: Money?
  /// The total: subtotal − discount + tax + charges and their tax + tip.
  public var total: Money?
  /// What is paid: the total and its cash rounding.
  public var payable: Money?
  /// The signed cash-rounding difference.
  public var rounding: Money?
  /// Every service charge applied, in order.
  public var serviceCharges: [ServiceCharge]?
  /// Each person's share of what is paid.
  public var shares: [Money]?
  /// The tip screen shown.
  public var screen: Screen?
  /// Text that the message refusing the bill contains: the case passes only when the bill is
  /// refused with it.
  public var error: String?

  /// An expectation from the figures to check.
  public init(
    tip: Money? = nil, total: Money? = nil, payable: Money? = nil, rounding: Money? = nil,
    serviceCharges: [ServiceCharge]? = nil, shares: [Money]? = nil, screen: Screen? = nil,
    error: String? = nil
  ) {
    self.tip = tip
    self.total = total
    self.payable = payable
    self.rounding = rounding
    self.serviceCharges = serviceCharges
    self.shares = shares
    self.screen = screen
    self.error = error
  }

  /// Whether the expectation checks any figure of a priced bill (anything but ``error``).
  var checksFigures: Bool { checksQuote || screen != nil }

  /// Whether the expectation checks a figure of the quote: anything but ``screen`` and
  /// ``error``.
  var checksQuote: Bool {
    tip != nil || total != nil || payable != nil || rounding != nil || serviceCharges != nil
      || shares != nil
  }
}
