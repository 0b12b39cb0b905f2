import TipPricing

/// What a tip screen shows for one bill: each option's tip, total and share, the default, "no
/// tip", and the custom tip's limits — every amount exact, in the bill's currency.
///
/// ``TipScreen/options(for:splitting:)-(Bill,_)`` makes it.
public struct ScreenOptions: Sendable, Equatable {
  /// One option as shown.
  public struct Option: Sendable, Equatable {
    /// What the button says: `15%` for a percentage, the amount with the currency's digits
    /// (`1.00`) for a fixed amount.
    public var label: String
    /// The option as configured.
    public var option: TipScreen.Option
    /// The tip.
    public var tip: Money
    /// What the guest pays with this tip: subtotal − discount + tax + service charges + tip.
    public var total: Money
    /// The total shared among the people paying, larger shares first, summing to ``total``.
    public var shares: Shares

    /// The first share: what each person pays, give or take one minor unit for the people after
    /// the first `total mod people`. Screen options always split evenly, larger shares first, so
    /// it is also the largest share, as ``Quote/largestShare`` is for a quote's split.
    public var perPerson: Money { shares.first ?? total }

    /// `percent` or `amount`.
    public var kind: String { option.kindName }
  }

  /// The smallest and largest custom tip for this bill.
  public struct Custom: Sendable, Equatable {
    /// The smallest custom tip (zero when the screen sets none).
    public var minimum: Money
    /// The largest custom tip for this bill, or `nil` when unlimited.
    public var maximum: Money?
  }

  /// The catalog name of the screen shown, when a catalog chose it; `nil` for a screen asked
  /// directly.
  public var screenName: String?
  /// The catalog's service charges that apply to the bill, included in every total.
  public var serviceCharges: [AppliedServiceCharge] = []
  /// The bill's currency.
  public var currency: Currency
  /// The base the percentages applied to (after any presentation rule of the bill's region).
  public var base: Money
  /// Which base that is: the screen's, or the one a presentation rule forced.
  public var baseKind: TipBase
  /// The presentation rule of the bill's region that applied, if any.
  public var presentationRule: ScreenPresentationRule?
  /// Whether the base was below a smart screen's threshold, so its small-bill options show.
  public var isBelowThreshold: Bool
  /// The options, in order.
  public var options: [Option]
  /// What is selected at first.
  public var defaultSelection: TipScreen.DefaultSelection
  /// Whether "no tip" is offered.
  public var offersNoTip: Bool
  /// The total with no tip: subtotal − discount + tax + service charges.
  public var totalWithoutTip: Money
  /// The custom tip's limits, or `nil` when no custom tip is offered.
  public var custom: Custom?

  /// The index of the default option, or `nil` for none or "no tip".
  public var defaultIndex: Int? {
    if case .option(let index) = defaultSelection { return index }
    return nil
  }
}
