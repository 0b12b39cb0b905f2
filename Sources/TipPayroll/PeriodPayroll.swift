import TipPricing

/// A pay period's shifts shared by a pool and summed per person and workweek: the payroll
/// record that ``PayPeriod/payroll(by:)`` makes.
///
/// Every cent of every shift is accounted for: over the period, the people's nets and the card
/// fees sum to the tips (``total``). The same person on several shifts is one ``Person``, found
/// by name.
public struct PeriodPayroll: Sendable, Hashable {
  /// One workweek of one person.
  public struct Week: Sendable, Hashable {
    /// The workweek's first day (which may be before the period's first day).
    public let start: LocalDate
    /// Whether the period's first or last day cuts the workweek: its figures are for the days
    /// inside the period only.
    public let isPartial: Bool
    /// The week's hours, tips and wages.
    public let figures: PayrollFigures

    /// Whether the person worked more than 40 hours: overtime (FLSA section 7) is out of scope,
    /// so the week is flagged for the payroll administrator.
    public var isOverFortyHours: Bool { figures.hundredths > 4_000 }
  }

  /// One person over the period.
  public struct Person: Sendable, Hashable {
    /// The person's name, as the shifts give it.
    public let name: String
    /// Their roles, in the order the shifts first give them.
    public let roles: [String]
    /// Their role; roles joined by `/` when the shifts give several.
    public var role: String { roles.joined(separator: "/") }
    /// Their sales on all their shifts, the receipts a tip allocation shares by.
    public let sales: Money
    /// Their workweeks, in order.
    public let weeks: [Week]
    /// The sums of their weeks.
    public let total: PayrollFigures
    /// Their hours in each role, in hundredths.
    let roleHundredths: [String: Int64]

    /// Their hours over the period in those of their roles that are in `roles`, with at most
    /// two fraction digits: the hours of a tip allocation by hours are those worked in directly
    /// tipped roles only.
    public func hours(in roles: [String]) -> DecimalValue {
      // At most 744 hours a shift and 400 shifts a period: far from 64 bits.
      PayrollFigures.hours(
        roleHundredths.reduce(0) { roles.contains($1.key) ? $0 + $1.value : $0 })
    }
  }

  /// The pool the shifts were shared by.
  public let pool: String
  /// The currency of every amount.
  public let currency: Currency
  /// The period's first day.
  public let from: LocalDate
  /// The period's last day.
  public let until: LocalDate
  /// The day workweeks start.
  public let workweekStarts: Weekday
  /// The tip credit taken, if any.
  public let tipCredit: TipCreditTerms?
  /// Everyone, in the order they first appear in the period's shifts.
  public let people: [Person]
  /// The sums of everyone.
  public let total: PayrollFigures
  /// The distinct days with a shift: the business days of a tip allocation.
  public let businessDays: Int

  /// The person called `name`, if they worked in the period.
  public subscript(name: String) -> Person? {
    people.first { $0.name == name }
  }
}
