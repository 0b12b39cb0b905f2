import TipJSON
import TipPricing

/// The tip allocation of IRS Form 8027, line 7: when the tips employees reported fall below a
/// rate (8 %) of a large food or beverage establishment's gross receipts, the difference is
/// allocated among the directly tipped employees.
///
/// The steps are the Form 8027 instructions' (gross receipts method; hours worked in place of
/// receipts in step 3 for the hours method):
///
/// 1. gross receipts × rate;
/// 2. less the tips reported by indirectly tipped employees = the directly tipped employees'
///    share;
/// 3. each directly tipped employee's part of it, in proportion to their gross receipts (or
///    hours);
/// 4. less the tips they reported = a shortfall (for those whose part is larger);
/// 5. the amount to allocate (step 1 less all reported tips) shared in proportion to the
///    shortfalls.
///
/// Step 1 is rounded half-up to the minor unit; steps 3 and 4 are kept exact and shown rounded
/// half-up; step 5 is exact to the minor unit: each allocation is within one minor unit of its
/// exact proportion and they sum to the amount to allocate (largest remainder, ties to the
/// employee listed first).
public struct TipAllocation: Sendable, Hashable {
  /// What each directly tipped employee's part of the tips is in proportion to.
  public enum Method: String, Sendable, Hashable, CaseIterable {
    /// Their gross receipts (sales).
    case grossReceipts = "gross-receipts"
    /// Their hours worked: only for an establishment with fewer than the equivalent of 25
    /// full-time employees (under 200 employee hours a business day on average).
    case hours
  }

  /// A directly tipped employee, as the allocation reads them.
  public struct Employee: Sendable, Hashable {
    /// The employee's name.
    public var name: String
    /// Their gross receipts in the period.
    public var receipts: Money
    /// Their hours worked in the period, with at most two fraction digits.
    public var hours: DecimalValue
    /// The tips they reported.
    public var reported: Money

    /// Creates an employee.
    public init(name: String, receipts: Money, hours: DecimalValue = .zero, reported: Money) {
      self.name = name
      self.receipts = receipts
      self.hours = hours
      self.reported = reported
    }
  }

  /// One directly tipped employee's figures.
  public struct Share: Sendable, Hashable {
    /// The employee.
    public let employee: Employee
    /// Their part of the directly tipped employees' share (step 3), rounded half-up.
    public let share: Money
    /// Their part less what they reported, when positive (step 4), rounded half-up.
    public let shortfall: Money
    /// The tips allocated to them (step 5).
    public let allocated: Money
  }

  /// The lowest rate the IRS may grant, in percent.
  public static let lowestRate: DecimalValue = 2
  /// The rate of the law, in percent, unless the IRS granted a lower one.
  public static let standardRate: DecimalValue = 8
  /// The rule outputs cite.
  public static let citation = "IRS Form 8027 instructions, line 7"

  /// The gross receipts, nonallocable receipts excluded.
  public let grossReceipts: Money
  /// The rate, in percent.
  public let rate: DecimalValue
  /// What the parts are in proportion to.
  public let method: Method
  /// Gross receipts × rate (step 1).
  public let target: Money
  /// The tips the indirectly tipped employees reported.
  public let indirectlyReported: Money
  /// The directly tipped employees' share (step 2).
  public let directShare: Money
  /// All reported tips, indirectly and directly tipped employees'.
  public let reported: Money
  /// The sum of the exact shortfalls (step 4), rounded half-up.
  public let shortfall: Money
  /// What is allocated: the target less all reported tips; zero when reported tips reach it.
  public let allocable: Money
  /// The directly tipped employees, in the order given.
  public let people: [Share]

  /// Whether reported tips fall below the rate, so that tips are allocated.
  public var isNeeded: Bool { allocable.minorUnits > 0 }

  /// Makes the allocation.
  ///
  /// - Throws: ``PayrollError`` of kind ``PayrollProblem/allocationRefused`` for a rate outside
  ///   2 to 8 % or with more than two fraction digits, or an allocation to make with no receipts
  ///   (or hours) to share by; ``PayrollProblem/overflow`` for figures too large to compute.
  public init(
    grossReceipts: Money, rate: DecimalValue = TipAllocation.standardRate,
    method: Method = .grossReceipts, indirectlyReported: Money, directlyTipped: [Employee]
  ) throws(PayrollError) {
    guard !(rate < Self.lowestRate), !(Self.standardRate < rate),
      let hundredths = rate.significand(atScale: 2, rule: .down),
      rate.significand(atScale: 2, rule: .up) == hundredths
    else {
      throw PayrollError(
        .allocationRefused, at: .root,
        "the allocation rate \(rate) % is not from 2 to 8 with at most two fraction digits",
        suggestion: "use 8, or the lower rate the IRS granted (at least 2)")
    }
    let currency = grossReceipts.currency
    // Every amount given here is at most the largest amount (checked where it is computed).
    func money(_ units: UInt64) -> Money { Money(minorUnits: Int64(units), currency: currency) }
    let largest = Money(minorUnits: Money.maximumMinorUnits, currency: currency).amountText
    func overflow(_ what: String) -> PayrollError {
      PayrollError(.overflow, at: .root, what)
    }
    guard
      let target = Self.product(
        UInt64(max(0, grossReceipts.minorUnits)), UInt64(hundredths), over: 10_000)
    else {
      throw overflow(
        "the gross receipts \(grossReceipts.amountText) × \(rate) % are more than the largest "
          + "amount in \(currency.code), \(largest)")
    }
    let indirect = UInt64(max(0, indirectlyReported.minorUnits))
    let direct = target > indirect ? target - indirect : 0
    var reported = indirect
    for employee in directlyTipped {
      let (sum, over) = reported.addingReportingOverflow(
        UInt64(max(0, employee.reported.minorUnits)))
      // The sum is an amount (Money), so it must fit in its range, not only in 64 bits.
      guard !over, sum <= UInt64(Money.maximumMinorUnits) else {
        throw overflow(
          "the tips reported add up to more than the largest amount in \(currency.code), "
            + largest)
      }
      reported = sum
    }
    let allocable = target > reported ? target - reported : 0
    let basis = method == .hours ? "hours" : "gross receipts"
    var weights: [UInt64] = []
    for employee in directlyTipped {
      switch method {
      case .grossReceipts:
        weights.append(UInt64(max(0, employee.receipts.minorUnits)))
      case .hours:
        guard let hundredths = employee.hours.significand(atScale: 2, rule: .down) else {
          throw overflow("\(employee.name)'s hours \(employee.hours) are too many to compute")
        }
        weights.append(UInt64(max(0, hundredths)))
      }
    }
    var total: UInt64 = 0
    for weight in weights {
      let (sum, over) = total.addingReportingOverflow(weight)
      guard !over else {
        throw overflow(
          "the directly tipped employees' \(basis) add up to more than can be computed exactly")
      }
      total = sum
    }
    if allocable > 0 && total == 0 {
      throw PayrollError(
        .allocationRefused, at: .root,
        method == .hours
          ? "no directly tipped employee has hours to share the allocation by"
          : "no directly tipped employee has gross receipts (sales) to share the allocation by",
        suggestion: method == .hours
          ? "give the directly tipped employees' hours"
          : "give their sales on the shifts, or use the hours method")
    }
    // Step 4 exactly: shortfall × total = direct × weight − reported × total.
    var shortfalls: [UInt64] = []
    for (employee, weight) in zip(directlyTipped, weights) {
      let share = direct.multipliedFullWidth(by: weight)
      let owed = UInt64(max(0, employee.reported.minorUnits)).multipliedFullWidth(by: total)
      guard share.high > owed.high || (share.high == owed.high && share.low > owed.low) else {
        shortfalls.append(0)
        continue
      }
      let (low, borrow) = share.low.subtractingReportingOverflow(owed.low)
      let high = share.high - owed.high - (borrow ? 1 : 0)
      guard high == 0 else {
        let weight = method == .hours ? "\(employee.hours)" : employee.receipts.amountText
        throw overflow(
          "\(employee.name)'s shortfall (step 4) is too large to compute exactly: the directly "
            + "tipped employees' share \(money(direct).amountText) × \(employee.name)'s \(basis) "
            + "\(weight) passes 64 bits")
      }
      shortfalls.append(low)
    }
    let (sum, sumOverflow) = shortfalls.reduce((UInt64(0), false)) {
      let (next, over) = $0.0.addingReportingOverflow($1)
      return (next, $0.1 || over)
    }
    guard !sumOverflow else {
      throw overflow(
        "the directly tipped employees' shortfalls (step 4) add up to more than can be computed "
          + "exactly")
    }
    let allocated = LargestRemainder.parts(
      of: allocable, fractions: shortfalls.map { .init(numerator: $0, denominator: max(sum, 1)) })
    var people: [Share] = []
    for index in directlyTipped.indices {
      guard let share = Self.product(direct, weights[index], over: max(total, 1)),
        let shortfall = Self.product(shortfalls[index], 1, over: max(total, 1))
      else {
        throw overflow(
          "\(directlyTipped[index].name)'s share of the tips is too large to compute exactly")
      }
      people.append(
        Share(
          employee: directlyTipped[index], share: money(share), shortfall: money(shortfall),
          allocated: money(allocated[index])))
    }
    self.grossReceipts = grossReceipts
    self.rate = rate
    self.method = method
    self.target = money(target)
    self.indirectlyReported = money(indirect)
    self.directShare = money(direct)
    self.reported = money(reported)
    self.allocable = money(allocable)
    guard let shortfall = Self.product(sum, 1, over: max(total, 1)) else {
      throw overflow("the shortfall (step 4) is too large to compute exactly")
    }
    self.shortfall = money(shortfall)
    self.people = people
  }

  /// `a × b ÷ c` rounded half-up, or `nil` when it does not fit in 64 bits or past the largest
  /// amount.
  static func product(_ a: UInt64, _ b: UInt64, over c: UInt64) -> UInt64? {
    let product = a.multipliedFullWidth(by: b)
    let (low, carry) = product.low.addingReportingOverflow(c / 2)
    let (high, over) = product.high.addingReportingOverflow(carry ? 1 : 0)
    guard !over, high < c else { return nil }
    let quotient = c.dividingFullWidth((high: high, low: low)).quotient
    return quotient <= UInt64(Money.maximumMinorUnits) ? quotient : nil
  }
}
