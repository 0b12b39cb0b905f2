import TipJSON
import TipPricing

extension PayPeriod {
  /// The largest average of employee hours per business day at which the hours method is
  /// allowed (exclusive): the equivalent of 25 full-time employees of 8 hours.
  public static let hoursMethodLimit: DecimalValue = 200

  /// The IRS Form 8027 tip allocation of the period, from its payroll.
  ///
  /// The gross receipts are the period's ``grossReceipts``, or the sum of its shifts' sales,
  /// less its ``nonallocableReceipts``; an employee's receipts are their sales, and their hours
  /// (by the hours method) those worked in ``directlyTipped`` roles only. The people in
  /// the ``directlyTipped`` roles are directly tipped, those in the ``indirectlyTipped`` roles
  /// indirectly; the tips each one reported are the tips they kept (their net). Business days
  /// are the distinct dates of the shifts.
  ///
  /// Form 8027 is a US form: the amount to allocate is the rate of the gross receipts less all
  /// the tips reported, so every employee who reported tips must be directly or indirectly
  /// tipped; an employee in neither list who reported none is not part of the allocation.
  ///
  /// - Throws: ``PayrollError`` of kind ``PayrollProblem/allocationRefused`` for a period
  ///   outside the US (or, without a region, not in USD), a period that names no directly
  ///   tipped role, a role listed as both directly and indirectly tipped, an employee who
  ///   reported tips in roles in neither list, nonallocable receipts above the gross receipts,
  ///   the hours method at 200 employee hours a business day or more (the message gives the
  ///   figure), or the errors of
  ///   ``TipAllocation/init(grossReceipts:rate:method:indirectlyReported:directlyTipped:)``;
  ///   ``PayrollProblem/overflow`` at `shifts` for sales that add up past the largest amount
  ///   when they are the gross receipts, and for the allocation's overflows.
  public func allocation(
    of payroll: PeriodPayroll, method: TipAllocation.Method = .grossReceipts,
    rate: DecimalValue = TipAllocation.standardRate
  ) throws(PayrollError) -> TipAllocation {
    try requireUSAllocation()
    guard !directlyTipped.isEmpty else {
      throw located(
        PayrollError(
          .allocationRefused, at: .root,
          "the period does not say which roles are directly tipped (tipped by customers)",
          suggestion: #"add "directlyTipped": ["server", "bartender"], and "indirectlyTipped" "#
            + #"for those tipped by other staff"#))
    }
    if let index = indirectlyTipped.firstIndex(where: directlyTipped.contains) {
      let role = indirectlyTipped[index]
      throw located(
        PayrollError(
          .allocationRefused, at: .key("indirectlyTipped").index(index),
          "role '\(role)' is listed both in \"directlyTipped\" and in \"indirectlyTipped\", but "
            + "an employee's reported tips count either as directly tipped or as indirectly "
            + "tipped (\(TipAllocation.citation))",
          suggestion: "keep '\(role)' only in \"directlyTipped\" if customers tip its staff, or "
            + "only in \"indirectlyTipped\" if only other staff do"))
    }
    if method == .hours {
      let days = Int64(max(payroll.businessDays, 1))
      let hundredths = payroll.total.hundredths
      let limit = Self.hoursMethodLimit.significand(atScale: 2, rule: .down) ?? 20_000
      // A limit past 64 bits is more than any period's hours: the method is allowed.
      let (most, beyond) = limit.multipliedReportingOverflow(by: days)
      if !beyond && hundredths >= most {
        // The average to the hundredth of an hour, rounded down.
        let average = PayrollFigures.hours(hundredths / days)
        let over = days == 1 ? "1 business day" : "\(days) business days"
        throw PayrollError(
          .allocationRefused, at: .root,
          "the hours method is allowed only under \(Self.hoursMethodLimit) employee hours a business day on "
            + "average (fewer than the equivalent of 25 full-time employees, "
            + "\(TipAllocation.citation)), and the period averages \(average) "
            + "(\(payroll.total.hours) hours over \(over))",
          suggestion: "use the gross receipts method")
      }
    }
    // The sales are summed only when they are the gross receipts.
    let gross: Int64
    if let grossReceipts {
      gross = grossReceipts.minorUnits
    } else {
      gross = try sales(of: payroll)
    }
    let excluded = nonallocableReceipts?.minorUnits ?? 0
    guard excluded <= gross else {
      throw located(
        PayrollError(
          .allocationRefused, at: .key("nonallocableReceipts"),
          "the nonallocable receipts \(Money(minorUnits: excluded, currency: currency).amountText) "
            + "are more than the gross receipts "
            + Money(minorUnits: gross, currency: currency).amountText,
          suggestion: "give the receipts excluded from the allocation, at most the gross receipts"))
    }
    // Only negative nonallocable receipts, which a period in code may hold, pass 64 bits.
    let (allocated, over) = gross.subtractingReportingOverflow(excluded)
    guard !over else {
      throw located(
        PayrollError(
          .overflow, at: .key("nonallocableReceipts"),
          "the gross receipts less the nonallocable receipts are too large to compute"))
    }
    var indirect: Int64 = 0
    var employees: [TipAllocation.Employee] = []
    for person in payroll.people {
      let roles = person.roles
      if roles.contains(where: directlyTipped.contains) {
        // Form 8027's hours are those worked in directly tipped jobs: an hour as a busser
        // does not earn a larger part of the tips customers leave.
        employees.append(
          .init(
            name: person.name, receipts: person.sales, hours: person.hours(in: directlyTipped),
            reported: person.total.net))
      } else if roles.contains(where: indirectlyTipped.contains) {
        let (sum, over) = indirect.addingReportingOverflow(person.total.net.minorUnits)
        guard !over else {
          throw located(
            PayrollError(
              .overflow, at: .key("shifts"),
              "the tips the indirectly tipped employees reported add up to more than the "
                + "largest amount in \(currency.code), \(Self.largest(currency))"))
        }
        indirect = sum
      } else if !person.total.net.isZero {
        // The amount to allocate is the rate less all reported tips (step 5), so tips that
        // belong to neither group cannot be left out, nor counted without knowing the group.
        let role = roles.first ?? ""
        throw located(
          PayrollError(
            .allocationRefused, at: .key("directlyTipped"),
            "\(person.name) (role '\(roles.joined(separator: "/"))') reported "
              + "\(person.total.net.amountText) in tips, but the period lists '\(role)' in "
              + "neither \"directlyTipped\" nor \"indirectlyTipped\", and the amount to allocate "
              + "is the rate of the gross receipts less all the tips reported "
              + "(\(TipAllocation.citation))",
            suggestion: "add '\(role)' to \"directlyTipped\" if customers tip its staff, or to "
              + "\"indirectlyTipped\" if only other staff do"))
      }
    }
    do {
      return try TipAllocation(
        grossReceipts: Money(minorUnits: allocated, currency: currency), rate: rate,
        method: method, indirectlyReported: Money(minorUnits: indirect, currency: currency),
        directlyTipped: employees)
    } catch let error where error.kind == .overflow {
      // What is too large comes from the shifts: their sales, hours and tips.
      var relocated = error
      relocated.details.location = DocumentLocation(.key("shifts"))
      throw located(relocated)
    } catch {
      throw located(error)
    }
  }

  /// The sum of everyone's sales: the gross receipts of a period that gives none.
  ///
  /// - Throws: ``PayrollProblem/overflow`` at `shifts` when the sum is past the largest amount.
  private func sales(of payroll: PeriodPayroll) throws(PayrollError) -> Int64 {
    var sum: Int64 = 0
    for person in payroll.people {
      let (next, over) = sum.addingReportingOverflow(person.sales.minorUnits)
      guard !over, next <= Money.maximumMinorUnits else {
        throw located(
          PayrollError(
            .overflow, at: .key("shifts"),
            "the sales on the period's shifts add up to more than the largest amount in "
              + "\(currency.code), \(Self.largest(currency)), so they cannot be its gross receipts",
            suggestion: #"give the period's "grossReceipts", or correct the sales"#))
      }
      sum = next
    }
    return sum
  }

  /// The largest amount in `currency`, as messages show it.
  static func largest(_ currency: Currency) -> String {
    Money(minorUnits: Money.maximumMinorUnits, currency: currency).amountText
  }

  /// Refuses a period outside the US, or without a region in another currency than USD: Form
  /// 8027 is filed by establishments in the US.
  private func requireUSAllocation() throws(PayrollError) {
    let rule = "a tip allocation is a US rule (\(TipAllocation.citation))"
    if let region, region.country.code != "US" {
      throw located(
        PayrollError(
          .allocationRefused, at: .key("region"), "\(rule), but the period is in \(region.code)",
          suggestion: "allocate tips by Form 8027 only for an establishment in the US"))
    }
    guard currency == .usd else {
      throw located(
        PayrollError(
          .allocationRefused, at: .key("currency"),
          "\(rule), in USD, but the period is in \(currency.code)",
          suggestion: #"write the period in "USD", with "region": "US""#))
    }
  }
}
