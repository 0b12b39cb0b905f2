import TipJSON
import TipPools
import TipPricing

extension PayPeriod {
  /// Shares each shift by `pool`, then sums per person (by name) and workweek, with the tip
  /// credit of ``tipCreditTerms(pool:)``.
  ///
  /// A workweek starts on ``workweekStarts``; one cut by the period's first or last day is
  /// computed on the days inside and marked partial. With a tip credit, each person's cash wage,
  /// credit and top-up are computed per workweek (``TipCreditTerms``), rounded half-up to the
  /// minor unit once per workweek.
  ///
  /// - Throws: ``PayrollError``: a shift that cannot be shared (its pool error, located in its
  ///   file), a shift in another country or currency than the period, a shift file listed
  ///   twice for one date, a person with more than ``maximumHoursPerDay`` hours on one date, a
  ///   tip credit the law refuses (also for a shift in a state that forbids one), a tipped
  ///   person without a cash wage under a state's law, or sums past the largest amount.
  public func payroll(by pool: TipPool) throws(PayrollError) -> PeriodPayroll {
    do {
      try checkShifts()
    } catch {
      throw error.line == nil ? located(error) : error
    }
    let terms = try tipCreditTerms(pool: pool)
    var order: [String] = []
    var roles: [String: [String]] = [:]
    var sales: [String: Int64] = [:]
    var weeks: [String: [LocalDate: PayrollFigures]] = [:]
    // Hundredths of an hour per person, workweek and role: each role has its own cash wage.
    var roleHours: [String: [LocalDate: [String: Int64]]] = [:]
    var days = Set<LocalDate>()
    for (index, dated) in shifts.enumerated() {
      days.insert(dated.date)
      let payout: PoolPayout
      do {
        payout = try pool.share(dated.shift)
      } catch {
        throw located(error, of: dated, at: index, sharedBy: pool)
      }
      let week = workweek(of: dated.date)
      for (share, person) in zip(payout.people, dated.shift.staff) {
        if roles[share.name] == nil {
          order.append(share.name)
          roles[share.name] = []
        }
        if roles[share.name]?.contains(share.role) == false {
          roles[share.name]?.append(share.role)
        }
        for amount in person.sales.values {
          let (sum, overflow) = (sales[share.name] ?? 0).addingReportingOverflow(amount.minorUnits)
          // Past the largest amount is still a person's sales in 64 bits, which the gross
          // receipts of the period may replace (allocation(of:)); past 64 bits is not.
          guard !overflow else {
            throw overflowError("\(share.name)'s sales over the period", at: index)
          }
          sales[share.name] = sum
        }
        var figures = PayrollFigures(currency: currency)
        figures.hundredths = Int64(share.hours.significand(atScale: 2, rule: .down) ?? 0)
        figures.cardTips = share.cardTips
        figures.cashTips = Money(
          minorUnits: share.tips.minorUnits - share.cardTips.minorUnits, currency: currency)
        figures.fees = share.fee
        figures.contributed = share.contributed
        figures.received = share.received
        figures.net = share.net
        var sum = weeks[share.name, default: [:]][week, default: PayrollFigures(currency: currency)]
        if let figure = sum.add(figures) {
          throw overflowError(
            "\(share.name)'s \(figure.rawValue) in the workweek of \(week)", at: index)
        }
        weeks[share.name, default: [:]][week] = sum
        roleHours[share.name, default: [:]][week, default: [:]][share.role, default: 0] +=
          figures.hundredths
      }
    }
    var people: [PeriodPayroll.Person] = []
    var total = PayrollFigures(currency: currency)
    for name in order {
      let role = roles[name] ?? []
      let wages = try cashWages(of: name, roles: role, terms: terms)
      var personTotal = PayrollFigures(currency: currency)
      var personWeeks: [PeriodPayroll.Week] = []
      for start in (weeks[name] ?? [:]).keys.sorted() {
        guard var figures = weeks[name]?[start] else { continue }
        // The hours of each role at its wage: a tipped role's cash wage, or the wage of an
        // untipped role, paid in cash with no credit; so the credit is taken only on the tipped
        // hours, and the minimum for the week counts every hour.
        let hours = (roleHours[name]?[start] ?? [:]).sorted { $0.key < $1.key }.compactMap {
          role, hundredths in wages[role].map { (role: role, wage: $0, hundredths: hundredths) }
        }
        if let terms, !hours.isEmpty {
          do throws(TipCreditTerms.WeekExcess) {
            (figures.cashWage, figures.tipCredit, figures.topUp) = try terms.week(
              hours: hours, kept: figures.net)
          } catch {
            throw overflowError(error, of: name, in: start, terms: terms)
          }
        }
        personWeeks.append(.init(start: start, isPartial: isPartial(start), figures: figures))
        if let figure = personTotal.add(figures) {
          throw overflowError("\(name)'s \(figure.rawValue) over the period", of: figure)
        }
      }
      if let figure = total.add(personTotal) {
        throw overflowError("everyone's \(figure.rawValue) over the period", of: figure)
      }
      people.append(
        .init(
          name: name, roles: role,
          sales: Money(minorUnits: sales[name] ?? 0, currency: currency), weeks: personWeeks,
          total: personTotal,
          roleHundredths: (roleHours[name] ?? [:]).values.reduce(into: [:]) { sum, week in
            sum.merge(week, uniquingKeysWith: +)
          }))
    }
    return PeriodPayroll(
      pool: pool.name, currency: currency, from: from, until: until,
      workweekStarts: workweekStarts, tipCredit: terms, people: people, total: total,
      businessDays: days.count)
  }

  /// The first day of the workweek that holds `date`.
  public func workweek(of date: LocalDate) -> LocalDate {
    var day = date
    while day.weekday != workweekStarts, let previous = day.previousDay { day = previous }
    return day
  }

  /// Whether the period's first or last day cuts the workweek starting on `start`.
  func isPartial(_ start: LocalDate) -> Bool {
    if start < from { return true }
    let last = Weekday.allCases[(workweekStarts.isoNumber + 5) % 7]
    return workweek(of: until) == start && until.weekday != last
  }

  /// The hourly wage of a person in each of their roles under `terms`, by role: a tipped
  /// role's cash wage (a wage given for the person's name wins over their role's), or the wage
  /// of a role that is not tipped, with no credit (``TipCreditTerms/untippedWage(role:)``);
  /// none without `terms`.
  ///
  /// - Throws: ``PayrollProblem/tipCreditRefused`` for a tipped role without a cash wage under a
  ///   state's law, which has no federal default.
  private func cashWages(of name: String, roles: [String], terms: TipCreditTerms?)
    throws(PayrollError) -> [String: Money]
  {
    guard let terms else { return [:] }
    var wages: [String: Money] = [:]
    for role in roles {
      if let wage = terms.cashWage(name: name, role: role) {
        wages[role] = wage
        continue
      }
      guard terms.tippedRoles.contains(role) else {
        wages[role] = terms.untippedWage(role: role)
        continue
      }
      throw located(
        PayrollError(
          .tipCreditRefused, at: .key("cashWages"),
          "\(name) (role '\(role)') is tipped, but \(terms.region.code) has no federal default "
            + "and the period gives no cash wage for them",
          suggestion: "add \"\(role)\" or \"\(name)\" to \"cashWages\" with the state's cash wage"))
    }
    return wages
  }

  /// A pool error of the shift at `index`, located in the file the shift was read from, or at
  /// the period's `region` when the error is about the region the shift took from the period.
  private func located(
    _ error: PoolError, of dated: DatedShift, at index: Int, sharedBy pool: TipPool
  ) -> PayrollError {
    if error.kind == .invalidRegion, dated.regionFromPeriod, let region {
      // The shift gives no region and took the period's, so the key to correct is the period's.
      return located(
        PayrollError(
          .invalidShift, at: .key("region"),
          "the shift of \(dated.date) (shifts[\(index)]) gives no region and takes the "
            + "period's, \(region.code), but pool '\(pool.name)' is written for "
            + (pool.region?.code ?? "another country"),
          suggestion: "use a pool written for \(region.country.code), give the shift its own "
            + "\"region\", or correct the period's"))
    }
    switch dated.origin {
    case .file(let bytes, let file, _):
      let located = error.located(inJSON: bytes, file: file)
      return PayrollError(.invalidShift, details: located.details)
    case .inline, .code:
      let prefix = DocumentPath.key("shifts").index(index)
      return located(PayrollError(.invalidShift, details: error.details).prefixed(by: prefix))
    }
  }

  /// `what` adds up past the largest amount, at the shift at `index` that takes it there.
  private func overflowError(_ what: String, at index: Int) -> PayrollError {
    located(
      PayrollError(
        .overflow, at: .key("shifts").index(index),
        "with this shift, the sum of \(what) is more than the largest amount in "
          + "\(currency.code), \(Self.largest(currency))",
        suggestion: "correct the shift's amounts, or split the period"))
  }

  /// `what`, a sum of `figure` over workweeks or people, adds up past the largest amount: at the
  /// period's wages when the figure comes from them, else at its shifts.
  private func overflowError(_ what: String, of figure: PayrollFigures.Figure) -> PayrollError {
    let key: DocumentPath
    if !figure.isWage {
      key = .key("shifts")
    } else if figure == .cashWage, !cashWages.isEmpty {
      key = .key("cashWages")
    } else {
      key = minimumWage != nil ? .key("minimumWage") : wagesKey
    }
    return located(
      PayrollError(
        .overflow, at: key,
        "the sum of \(what) is more than the largest amount in \(currency.code), "
          + Self.largest(currency),
        suggestion: figure.isWage
          ? "correct the wages: they are amounts an hour"
          : "correct the shifts' amounts, or split the period"))
  }

  /// A workweek of `name` starting on `start` whose minimum or cash wage passes the largest
  /// amount: at the wage that drove it, the period's `minimumWage` or the `cashWages` key of the
  /// person or their role, when the period gives it.
  private func overflowError(
    _ excess: TipCreditTerms.WeekExcess, of name: String, in start: LocalDate,
    terms: TipCreditTerms
  ) -> PayrollError {
    let largest = "the largest amount in \(currency.code), \(Self.largest(currency))"
    switch excess {
    case .minimum(let hundredths):
      return located(
        PayrollError(
          .overflow, at: minimumWage != nil ? .key("minimumWage") : wagesKey,
          "\(name)'s minimum for the workweek of \(start), the minimum wage "
            + "\(terms.minimumWage.amountText) × \(PayrollFigures.hours(hundredths)) hours, is "
            + "more than \(largest)",
          suggestion: "correct the minimum wage: it is an amount an hour, such as \"7.25\""))
    case .cashWage(let role):
      // The wage that was paid: the person's or the role's, or the minimum wage for an
      // untipped role paid less; the pool's when the period does not give it.
      let own: String?
      if terms.tippedRoles.contains(role) {
        own = terms.cashWages[name] != nil ? name : terms.cashWages[role] != nil ? role : nil
      } else {
        own = terms.untippedWage(role: role) == terms.cashWages[role] ? role : nil
      }
      let key: DocumentPath
      if let own {
        key = cashWages[own] != nil ? .key("cashWages").key(own) : wagesKey
      } else {
        key = minimumWage != nil ? .key("minimumWage") : wagesKey
      }
      return located(
        PayrollError(
          .overflow, at: key,
          "\(name)'s cash wage for the workweek of \(start) (role '\(role)') is more than "
            + largest,
          suggestion: "correct the wage: it is an amount an hour, such as \"2.13\""))
    }
  }

  /// Where the wages are given when the period gives none: its pool, or else its tip credit.
  private var wagesKey: DocumentPath {
    pool != nil ? .key("pool") : tipCredit != nil ? .key("tipCredit") : .root
  }
}
