import TipPricing

/// A house's rules for sharing a shift's tips among its staff: who gives what, in which order,
/// and how each tip-out is divided, under the law of the pool's region.
///
/// A pool is a list of ``TipOut``s applied in order (servers → bar → kitchen): each takes a share
/// of its contributors' tips, or a percentage of their sales, and divides the amount among the
/// people of its recipient roles — equally, by hours, by points, by percent per role, or by
/// percent per role and then hours within the role. Catalogs define pools under the top-level
/// `pools` key, by name; ``share(_:)`` applies one to a ``Shift``:
///
/// ```swift
/// let catalog = try PolicyCatalog(files: ["Policies/examples/pools.json"])
/// let payout = try catalog.pool(named: "front-and-back").share(shift)
/// ```
///
/// Every payout is exact: each tip-out's parts are within one minor unit of the exact shares
/// (largest remainder, ties to the person listed first on the shift) and sum to the amount.
public struct TipPool: Sendable, Hashable {
  /// How a tip-out's amount is divided among the people of its recipient roles.
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    /// The same to everyone.
    case equal
    /// In proportion to hours worked.
    case hours
    /// In proportion to points: each person's own, or their role's (times hours with
    /// ``TipOut/pointsByHours``).
    case points
    /// A percentage per role, shared equally within the role.
    case percent
    /// A percentage per role, shared by hours within the role (Oracle's model).
    case percentThenHours = "percent-then-hours"

    /// Whether the recipients are given with shares (points or percents per role).
    public var usesShares: Bool { self == .points || isPercent }

    /// Whether roles get a fixed percentage of the tip-out.
    public var isPercent: Bool { self == .percent || self == .percentThenHours }
  }

  /// What happens to the share of a recipient role that nobody worked.
  public enum AbsentRole: String, Sendable, Hashable, CaseIterable {
    /// It goes to the other recipients, in proportion to their shares (7shifts; Toast's
    /// points).
    case redistribute
    /// It goes back to the contributors, in proportion to what they gave (Toast's
    /// percentages).
    case `return`
  }

  /// What each contributor gives to a tip-out.
  public enum Contribution: Sendable, Hashable {
    /// This share of the tips the contributor holds when the tip-out comes.
    case tips(Percentage)
    /// This percentage of the contributor's sales — of the listed categories only, when given
    /// — never more than the tips they hold.
    case sales(Percentage, categories: [String]?)
  }

  /// A recipient role and its share: points, or percent of the tip-out.
  public struct RoleShare: Sendable, Hashable {
    /// The role, such as `bartender`.
    public var role: String
    /// Points per person, or percent of the tip-out for the role; `nil` for `equal` and
    /// `hours`.
    public var share: DecimalValue?

    /// Creates a recipient role.
    public init(_ role: String, share: DecimalValue? = nil) {
      self.role = role
      self.share = share
    }
  }

  /// One step of a pool: contributors give, recipients receive.
  public struct TipOut: Sendable, Hashable {
    /// A name for outputs and errors, such as `bar`.
    public var name: String
    /// The roles that give.
    public var from: [String]
    /// What each of them gives.
    public var contribution: Contribution
    /// How the amount is divided.
    public var distribution: Distribution
    /// The roles that receive, in order, with their shares for `points` and the percent kinds.
    public var to: [RoleShare]
    /// For `points`: whether each person's points are multiplied by their hours.
    public var pointsByHours: Bool
    /// What happens to an absent role's share; the pool's ``TipPool/ifRoleAbsent`` when `nil`.
    public var ifRoleAbsent: AbsentRole?

    /// Creates a tip-out.
    public init(
      name: String, from: [String], contribution: Contribution, distribution: Distribution,
      to: [RoleShare], pointsByHours: Bool = false, ifRoleAbsent: AbsentRole? = nil
    ) {
      self.name = name
      self.from = from
      self.contribution = contribution
      self.distribution = distribution
      self.to = to
      self.pointsByHours = pointsByHours
      self.ifRoleAbsent = ifRoleAbsent
    }
  }

  /// The pool's name in its catalog.
  public var name: String
  /// What the pool is for, in the catalog's words.
  public var description: String?
  /// The region whose law the pool is written for (`US`, `GB`); a shift's own region wins
  /// when the pool has none, and must be in the same country when it has one.
  public var region: Region?
  /// The card processing fee rate taken from card tips before sharing (never from cash tips,
  /// never more than the fee the processor charged); not allowed in the UK.
  public var cardFeeRate: Percentage?
  /// What happens to an absent role's share, for tip-outs that do not say.
  public var ifRoleAbsent: AbsentRole
  /// Roles whose people are managers or supervisors, besides people marked `manager`: in the
  /// US they may not receive from the pool.
  public var managerRoles: [String]
  /// Whether the employer takes a tip credit against the minimum wage (US): then only the
  /// ``tippedRoles`` may receive from the pool.
  public var tipCredit: Bool
  /// The roles whose staff are customarily and regularly tipped, for a pool with a
  /// ``tipCredit``: in the US such a pool may pay no other role (such as the kitchen).
  public var tippedRoles: [String]
  /// The minimum wage an hour that the pool's tip credit is taken against, for a pay period
  /// that gives none (`tipcalc period`); the federal 7.25 when neither does. Only with a
  /// ``tipCredit``.
  public var minimumWage: DecimalValue?
  /// The cash wage an hour by role or by person's name, for a pay period that gives none for
  /// them; at least the federal 2.13. Only with a ``tipCredit``.
  public var cashWages: [String: DecimalValue]
  /// The house's written tip allocation policy, shown with every payout; required in the UK
  /// (Employment (Allocation of Tips) Act 2023).
  public var allocationPolicy: String?
  /// The tip-outs, applied in order.
  public var tipOuts: [TipOut]

  /// Creates a pool; ``check()`` applies the rules a catalog applies.
  public init(
    name: String, description: String? = nil, region: Region? = nil,
    cardFeeRate: Percentage? = nil, ifRoleAbsent: AbsentRole = .redistribute,
    managerRoles: [String] = [], tipCredit: Bool = false, tippedRoles: [String] = [],
    minimumWage: DecimalValue? = nil, cashWages: [String: DecimalValue] = [:],
    allocationPolicy: String? = nil, tipOuts: [TipOut]
  ) {
    self.name = name
    self.description = description
    self.region = region
    self.cardFeeRate = cardFeeRate
    self.ifRoleAbsent = ifRoleAbsent
    self.managerRoles = managerRoles
    self.tipCredit = tipCredit
    self.tippedRoles = tippedRoles
    self.minimumWage = minimumWage
    self.cashWages = cashWages
    self.allocationPolicy = allocationPolicy
    self.tipOuts = tipOuts
  }
}
