import TipPricing

/// What a ``TipPool`` pays each person of a ``Shift``: their own tips, the card fee taken from
/// them, what they gave to the tip-outs and received from them, and what they take home.
///
/// The amounts are exact: the people's ``Share/received`` sum to ``pooled``, as do their
/// ``Share/contributed``; their ``Share/net`` sum to ``tips`` less ``fees``.
public struct PoolPayout: Sendable, Hashable {
  /// One person's part.
  public struct Share: Sendable, Hashable {
    /// The person's name.
    public let name: String
    /// Their role.
    public let role: String
    /// Their hours.
    public let hours: DecimalValue
    /// Their own tips before the card fee, with their part of the shift's totals and service
    /// charges.
    public let tips: Money
    /// The part of ``tips`` paid by card (the rest was cash).
    public let cardTips: Money
    /// The card fee taken from their card tips.
    public let fee: Money
    /// What they gave to the tip-outs, less anything returned to them.
    public let contributed: Money
    /// What they received from the tip-outs.
    public let received: Money
    /// What they take home: tips − fee − contributed + received.
    public let net: Money
  }

  /// What one tip-out moved.
  public struct TipOutResult: Sendable, Hashable {
    /// The tip-out's name.
    public let name: String
    /// What the contributors gave, before any return.
    public let given: Money
    /// What went back to the contributors because recipient roles were absent.
    public let returned: Money
    /// Recipient roles that took no share: nobody on the shift has them, or, for shares by
    /// hours, nobody in them worked any hours.
    public let absentRoles: [String]
    /// The ``absentRoles`` whose people are on the shift but all worked 0 hours, for shares by
    /// hours (`hours`, `percent-then-hours`, points by hours).
    public let rolesWithoutHours: [String]
  }

  /// The pool's name.
  public let pool: String
  /// The currency of every amount.
  public let currency: Currency
  /// The law that applied, if the shift's or the pool's region has one.
  public let law: TipPool.Law?
  /// The house's written allocation policy, from the catalog, shown with the payout.
  public let allocationPolicy: String?
  /// All the shift's tips and service charges, before the card fee.
  public let tips: Money
  /// The card fee taken from the card tips.
  public let fees: Money
  /// What went through the tip-outs: the sum of everyone's ``Share/received``.
  public let pooled: Money
  /// Each person's part, in the shift's order.
  public let people: [Share]
  /// Each tip-out's movement, in the pool's order.
  public let tipOuts: [TipOutResult]

  /// The part of the person called `name`, if they are on the shift.
  public subscript(name: String) -> Share? {
    people.first { $0.name == name }
  }
}
