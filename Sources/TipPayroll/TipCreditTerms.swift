import TipPools
import TipPricing

/// The terms of a US tip credit for a pay period: the minimum wage, each tipped employee's cash
/// wage, and the law that sets them.
///
/// The credit is FLSA section 3(m)(2)(A) and 29 CFR 531.59: for each person and workweek the
/// employer may count tips toward the minimum wage, up to the minimum wage less the cash wage,
/// times the hours, and never more than the tips the person kept; when cash wage × hours + tips
/// kept falls short of minimum wage × hours, the employer pays the difference (the top-up).
/// The federal figures are the only ones in code (``federalMinimumWage``, ``federalCashWage``):
/// a state (`US-NY`) gives its own from configuration, because state tables change every year.
public struct TipCreditTerms: Sendable, Hashable {
  /// The region whose law applies: `US` (federal) or a state.
  public var region: Region
  /// The minimum wage per hour.
  public var minimumWage: Money
  /// Cash wages per hour by person name or role; a name wins over a role.
  public var cashWages: [String: Money]
  /// The cash wage of a tipped role the table does not list: the federal minimum cash wage
  /// under federal law, none under a state's (whose wages must be given).
  public var defaultCashWage: Money?
  /// The roles whose staff are tipped, and so paid a cash wage with a credit.
  public var tippedRoles: Set<String>

  /// The federal minimum wage, 7.25 an hour (FLSA section 6(a)(1)).
  public static let federalMinimumWage = Money(minorUnits: 725, currency: .usd)
  /// The federal minimum cash wage of a tipped employee, 2.13 an hour (FLSA section
  /// 3(m)(2)(A)(i)): ``TipPool/federalCashWage`` in dollars, which a pool's wages are held to.
  public static let federalCashWage = Money(
    minorUnits: TipPool.federalCashWage.significand, currency: .usd)
  /// The rules that outputs cite.
  public static let citation = "FLSA section 3(m)(2)(A) and 29 CFR 531.59"
  /// Where ``noCreditRegions`` comes from.
  public static let noCreditSource =
    "U.S. Department of Labor, \"Minimum Wages for Tipped Employees\", July 2024"
  /// The states and territories that require the full state minimum wage before tips, by
  /// region code, with their names (``noCreditSource``).
  public static let noCreditRegions: [String: String] = [
    "US-AK": "Alaska", "US-CA": "California", "US-MN": "Minnesota", "US-MT": "Montana",
    "US-NV": "Nevada", "US-OR": "Oregon", "US-WA": "Washington", "US-GU": "Guam", "GU": "Guam",
  ]

  /// Creates terms; ``PayPeriod/tipCreditTerms(pool:)`` makes them from a period and checks
  /// them against the law.
  public init(
    region: Region, minimumWage: Money, cashWages: [String: Money], defaultCashWage: Money?,
    tippedRoles: Set<String>
  ) {
    self.region = region
    self.minimumWage = minimumWage
    self.cashWages = cashWages
    self.defaultCashWage = defaultCashWage
    self.tippedRoles = tippedRoles
  }

  /// The hourly cash wage of the person called `name` in `role`, or `nil` when they are not
  /// paid with a tip credit there: a role that is not tipped, whatever wage is given for the
  /// person, or a tipped role without a wage under a state's law.
  ///
  /// A person's own wage is for their tipped roles only: in a dual job (a server who also washes
  /// dishes) no credit is taken for the hours in the untipped one (29 CFR 531.56(e)), which are
  /// paid at ``untippedWage(role:)``.
  public func cashWage(name: String, role: String) -> Money? {
    guard tippedRoles.contains(role) else { return nil }
    return cashWages[name] ?? cashWages[role] ?? defaultCashWage
  }

  /// The hourly wage of hours in a role that is not tipped, on which no credit is taken (29 CFR
  /// 531.56(e)): the role's own wage when it is at least the minimum wage, else the minimum wage.
  public func untippedWage(role: String) -> Money {
    guard let own = cashWages[role], own.minorUnits >= minimumWage.minorUnits else {
      return minimumWage
    }
    return own
  }

  /// The cash wage, tip credit and top-up of one workweek, worked as `hours`: hundredths of an
  /// hour at each hourly cash wage (a person may work roles paid differently, by `role`), with
  /// `kept` tips kept.
  ///
  /// The cash wage is the sum of each wage × its hours, and the minimum for the week is the
  /// minimum wage × all the hours, each rounded half-up to the minor unit once per workweek. The
  /// most credit is the minimum less the cash wage (never below zero); the credit is that, but
  /// never more than the tips kept; the top-up is the rest of the most credit. So the cash wage,
  /// the credit and the top-up add up to the minimum for the week whenever the tips kept do not
  /// cover the most credit, and never fall a cent short of it.
  ///
  /// The products are exact in 128 bits: a wage × hundredths of an hour may pass 64 bits while
  /// the amount, in minor units, still fits. Wages and hours are zero or more (the law refuses
  /// lower wages; a shift, negative hours).
  ///
  /// - Throws: ``WeekExcess`` naming the amount past ``Money/maximumMinorUnits``.
  func week(hours: [(role: String, wage: Money, hundredths: Int64)], kept: Money)
    throws(WeekExcess) -> (cashWage: Money, credit: Money, topUp: Money)
  {
    var cash = HourlySum()
    var hundredths: Int64 = 0
    for (role, wage, part) in hours {
      guard cash.add(wage.minorUnits, times: part) else { throw .cashWage(role: role) }
      hundredths += max(0, part)
    }
    var exactMinimum = HourlySum()
    guard exactMinimum.add(minimumWage.minorUnits, times: hundredths),
      let minimum = exactMinimum.roundedHalfUp
    else { throw .minimum(hundredths: hundredths) }
    guard let cashWage = cash.roundedHalfUp else {
      throw .cashWage(role: hours.last?.role ?? "")
    }
    let most = max(0, minimum - cashWage)
    let credit = min(most, max(0, kept.minorUnits))
    let currency = minimumWage.currency
    return (
      Money(minorUnits: cashWage, currency: currency),
      Money(minorUnits: credit, currency: currency),
      Money(minorUnits: most - credit, currency: currency)
    )
  }

  /// The amount of a workweek that passes the largest amount (``Money/maximumMinorUnits``).
  enum WeekExcess: Error {
    /// The minimum for the week: the minimum wage × `hundredths` of an hour.
    case minimum(hundredths: Int64)
    /// The cash wage for the week, passed when the hours of `role` were added.
    case cashWage(role: String)
  }

  /// A sum of hourly wages in minor units × hundredths of an hour, kept exactly as whole minor
  /// units and hundredths of one, so that no product needs more than 128 bits.
  private struct HourlySum {
    var units: Int64 = 0
    var hundredths: Int64 = 0

    /// Adds `wage` × `hundredths` of an hour (each clamped to zero or more); `false` when the
    /// sum passes the largest amount.
    mutating func add(_ wage: Int64, times hours: Int64) -> Bool {
      let product = UInt64(max(0, wage)).multipliedFullWidth(by: UInt64(max(0, hours)))
      // The quotient by 100 fits in 64 bits only when the high word is below 100.
      guard product.high < 100 else { return false }
      let (quotient, remainder) = UInt64(100).dividingFullWidth(product)
      guard quotient <= UInt64(Money.maximumMinorUnits) else { return false }
      units += Int64(quotient)
      hundredths += Int64(remainder)
      units += hundredths / 100
      hundredths %= 100
      return units <= Money.maximumMinorUnits
    }

    /// The sum rounded half-up to the minor unit, or `nil` past the largest amount.
    var roundedHalfUp: Int64? {
      let rounded = units + (hundredths >= 50 ? 1 : 0)
      return rounded <= Money.maximumMinorUnits ? rounded : nil
    }
  }
}
