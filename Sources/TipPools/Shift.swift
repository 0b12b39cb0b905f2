import TipPricing

/// One shift of a restaurant: who worked, for how long, and the tips (and sales) to share by a
/// ``TipPool``'s rules.
///
/// Tips are given per person (each person's own card and cash tips), or as the shift's totals
/// (``tips``), or both; the totals, with any ``serviceCharges``, count as tips of the people in
/// the roles of the pool's first tip-out, by hours. Sales, by person and category, feed tip-outs
/// that take a percentage of sales (such as 2 % of alcohol sales to the bar).
///
/// A shift is read from JSON (`init(json:file:)`) in the format `tipcalc pool` reads, or built in
/// code:
///
/// ```swift
/// let shift = Shift(
///   currency: .usd, region: try Region("US"),
///   staff: [
///     .init(name: "Ana", role: "server", hours: 6, tips: .init(card: try Money("180.00", currency: .usd))),
///     .init(name: "Ben", role: "bartender", hours: 6),
///   ])
/// ```
public struct Shift: Sendable, Hashable {
  /// Card and cash tips.
  public struct Tips: Sendable, Hashable {
    /// Tips paid by card: a pool's card fee rate applies to these only.
    public var card: Money?
    /// Tips paid in cash: never reduced by a card fee.
    public var cash: Money?

    /// Creates tips; either part may be left out.
    public init(card: Money? = nil, cash: Money? = nil) {
      self.card = card
      self.cash = cash
    }
  }

  /// One person on the shift.
  public struct Person: Sendable, Hashable {
    /// The person's name, unique on the shift; outputs and errors name them by it.
    public var name: String
    /// Their role (job), such as `server`; pools give and pay by role.
    public var role: String
    /// Hours worked, zero or more, with at most two fraction digits; with 0 the person is on the
    /// shift but takes no share of anything shared by hours.
    public var hours: DecimalValue
    /// The person's own points for a `points` distribution, replacing their role's.
    public var points: DecimalValue?
    /// Whether the person is a manager or supervisor: in the US such a person may not receive
    /// any part of a pool (FLSA section 3(m)(2)(B), 2018 amendment).
    public var isManager: Bool
    /// The tips the person took, if the shift gives tips per person.
    public var tips: Tips?
    /// The person's sales by category, such as `["food": 820.00, "alcohol": 240.00]`.
    public var sales: [String: Money]

    /// Creates a person.
    public init(
      name: String, role: String, hours: DecimalValue, points: DecimalValue? = nil,
      isManager: Bool = false, tips: Tips? = nil, sales: [String: Money] = [:]
    ) {
      self.name = name
      self.role = role
      self.hours = hours
      self.points = points
      self.isManager = isManager
      self.tips = tips
      self.sales = sales
    }
  }

  /// Bounds that keep sharing fast on any input.
  public enum Limits {
    /// The most people on one shift.
    public static let maximumStaff = 1_000
    /// The most hours one person may have on one shift (a month of days).
    public static let maximumHours: DecimalValue = 744
    /// The most fraction digits of hours.
    public static let hoursFractionDigits = 2
    /// The most points one person or role may have.
    public static let maximumPoints: DecimalValue = 1_000
    /// The most fraction digits of points and of percent shares.
    public static let shareFractionDigits = 4
    /// The largest shift file, in bytes (1 MiB).
    public static let maximumFileSize = 1 << 20
    /// The deepest nesting of JSON arrays and objects in a shift file.
    public static let maximumJSONDepth = 16
  }

  /// The currency of every amount of the shift.
  public var currency: Currency
  /// Where the shift was worked; its country's law applies to the pool (US, GB).
  public var region: Region?
  /// The shift's tips as totals, not yet anyone's: they count as tips of the people in the
  /// roles of the pool's first tip-out, in proportion to their hours.
  public var tips: Tips?
  /// Service charges collected on the shift, shared like cash tips in ``tips``: in the UK the
  /// law requires them to be paid out to workers in full.
  public var serviceCharges: Money?
  /// What the card processor actually charged on the card tips, if known: a card fee deduction
  /// is never more than this.
  public var cardFees: Money?
  /// Everyone on the shift, in the order of the payout; ties between equal remainders go to the
  /// person listed first.
  public var staff: [Person]

  /// Creates a shift; ``TipPool/share(_:)`` checks it (``validate()``).
  public init(
    currency: Currency, region: Region? = nil, tips: Tips? = nil, serviceCharges: Money? = nil,
    cardFees: Money? = nil, staff: [Person]
  ) {
    self.currency = currency
    self.region = region
    self.tips = tips
    self.serviceCharges = serviceCharges
    self.cardFees = cardFees
    self.staff = staff
  }
}
