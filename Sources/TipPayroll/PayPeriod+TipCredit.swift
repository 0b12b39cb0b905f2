import TipJSON
import TipPools
import TipPricing

extension PayPeriod {
  /// The terms of the tip credit the period (or else `pool`) takes, checked against the law of
  /// the period's (or else the pool's) region; `nil` when neither takes one.
  ///
  /// - Throws: ``PayrollError`` of kind ``PayrollProblem/tipCreditRefused`` for a region outside
  ///   the US or without a region, a state in ``TipCreditTerms/noCreditRegions`` (the period's,
  ///   any shift's own, or the pool's), a state without
  ///   its `minimumWage` and `cashWages`, a minimum wage below the federal one, or a cash wage
  ///   below ``TipCreditTerms/federalCashWage``; of kind ``PayrollProblem/invalidFormat`` for a
  ///   ``minimumWage`` or ``cashWages`` given when no tip credit is taken, which would be ignored.
  public func tipCreditTerms(pool: TipPool?) throws(PayrollError) -> TipCreditTerms? {
    guard tipCredit ?? pool?.tipCredit ?? false else {
      try refuseWagesWithoutCredit(pool: pool)
      return nil
    }
    let creditKey: DocumentPath = tipCredit == nil ? .root : .key("tipCredit")
    guard let region = region ?? pool?.region else {
      throw located(
        PayrollError(
          .tipCreditRefused, at: creditKey,
          "a tip credit needs the region whose law applies, and neither the period nor the "
            + "pool gives one", suggestion: #"add "region": "US", or a state such as "US-NY""#))
    }
    let regionKey: DocumentPath = self.region == nil ? creditKey : .key("region")
    if let refusal = Self.noCreditRefusal(in: region) {
      throw located(
        PayrollError(
          .tipCreditRefused, at: regionKey, refusal,
          suggestion: #"set "tipCredit": false and pay the state minimum wage"#))
    }
    try checkShiftRegions(pool: pool, at: creditKey)
    guard region.country.code == "US" else {
      throw located(
        PayrollError(
          .tipCreditRefused, at: regionKey,
          "a tip credit is a US rule (\(TipCreditTerms.citation)), but the period is in "
            + region.code, suggestion: #"set "tipCredit": false"#))
    }
    guard currency == .usd else {
      throw located(
        PayrollError(
          .tipCreditRefused, at: .key("currency"),
          "a US tip credit is in USD, but the period is in \(currency.code)",
          suggestion: #"write the period in "USD""#))
    }
    // The period's own wages win; the pool's fill in what the period leaves out.
    let poolWages = try wages(of: pool, at: creditKey)
    let minimumWage = self.minimumWage ?? poolWages.minimum
    let cashWages = self.cashWages.merging(poolWages.cash) { own, _ in own }
    if region.isSubdivision {
      guard minimumWage != nil, !cashWages.isEmpty else {
        let key = minimumWage == nil ? "minimumWage" : "cashWages"
        throw located(
          PayrollError(
            .tipCreditRefused, at: regionKey,
            "\(region.code) sets its own minimum wage and cash wage for tipped employees, and "
              + "they change every year, so the period or its pool must give them; \"\(key)\" "
              + "is missing",
            suggestion: #"add "minimumWage" and "cashWages": {"server": …} from the state's "#
              + "current table"))
      }
    }
    let minimum = minimumWage ?? TipCreditTerms.federalMinimumWage
    if minimum.minorUnits < TipCreditTerms.federalMinimumWage.minorUnits {
      throw located(
        PayrollError(
          .tipCreditRefused, at: .key("minimumWage"),
          "the minimum wage \(minimum.amountText) is below the federal minimum wage "
            + "\(TipCreditTerms.federalMinimumWage.amountText), which applies where a state's "
            + "is lower",
          suggestion: "give at least \(TipCreditTerms.federalMinimumWage.amountText)"))
    }
    for key in cashWages.keys.sorted() {
      guard let wage = cashWages[key], wage.minorUnits < TipCreditTerms.federalCashWage.minorUnits
      else { continue }
      throw located(
        PayrollError(
          .tipCreditRefused, at: .key("cashWages").key(key),
          "the cash wage of \(key) \(wage.amountText) is below the federal minimum cash wage "
            + "for tipped employees \(TipCreditTerms.federalCashWage.amountText) "
            + "(FLSA section 3(m)(2)(A)(i))",
          suggestion: "pay at least \(TipCreditTerms.federalCashWage.amountText) an hour"))
    }
    let tipped = Set(directlyTipped + indirectlyTipped + (pool?.tippedRoles ?? []))
    for tipOut in pool?.tipOuts ?? [] {
      guard let role = tipOut.to.first(where: { !tipped.contains($0.role) })?.role else {
        continue
      }
      throw located(
        PayrollError(
          .tipCreditRefused, at: creditKey,
          "pool '\(pool?.name ?? "")' pays role '\(role)' (tip-out '\(tipOut.name)'), which the "
            + "period does not list as tipped, but \(TipPool.Law.tipCreditRule)",
          suggestion: "list '\(role)' in \"directlyTipped\" or \"indirectlyTipped\" if its staff "
            + "are customarily and regularly tipped, or take no tip credit"))
    }
    // A cash wage below the minimum for a role the period does not list as tipped would be a
    // credit on untipped hours.
    let worked = Set(shifts.flatMap { $0.shift.staff.map(\.role) })
    for role in worked.subtracting(tipped).sorted() {
      guard let wage = cashWages[role], wage.minorUnits < minimum.minorUnits else { continue }
      throw located(
        PayrollError(
          .tipCreditRefused, at: .key("cashWages").key(role),
          "the cash wage of \(role) \(wage.amountText) is below the minimum wage "
            + "\(minimum.amountText), but the period lists '\(role)' as neither directly nor "
            + "indirectly tipped, and no tip credit is taken for hours in an untipped job "
            + "(29 CFR 531.56(e))",
          suggestion: "list '\(role)' in \"directlyTipped\" or \"indirectlyTipped\" if its staff "
            + "are customarily and regularly tipped, or pay it at least \(minimum.amountText)"))
    }
    return TipCreditTerms(
      region: region, minimumWage: minimum, cashWages: cashWages,
      defaultCashWage: region.isSubdivision ? nil : TipCreditTerms.federalCashWage,
      tippedRoles: tipped)
  }

  /// Refuses the period's `minimumWage` or `cashWages` when no tip credit is taken: they are
  /// used only to compute one, so they would be silently ignored, as a pool refuses them.
  private func refuseWagesWithoutCredit(pool: TipPool?) throws(PayrollError) {
    guard minimumWage != nil || !cashWages.isEmpty else { return }
    let key = minimumWage != nil ? "minimumWage" : "cashWages"
    let why =
      tipCredit == false
      ? "the period takes no tip credit (\"tipCredit\": false)"
      : "neither the period nor "
        + (pool.map { "pool '\($0.name)'" } ?? "its pool") + " takes a tip credit"
    throw located(
      PayrollError(
        .invalidFormat, at: .key(key), "'\(key)' is given, but \(why)",
        suggestion: (tipCredit == false ? "set" : "add")
          + " \"tipCredit\": true if the employer takes one, or remove '\(key)'"))
  }

  /// Why a tip credit is refused in `region`, when it is a state or territory that forbids
  /// one; `nil` otherwise.
  static func noCreditRefusal(in region: Region) -> String? {
    guard let name = TipCreditTerms.noCreditRegions[region.code] else { return nil }
    return "\(region.code) (\(name)) forbids a tip credit: the employer pays the full state "
      + "minimum wage before tips (\(TipCreditTerms.noCreditSource))"
  }

  /// Checks the region each shift was worked in, and the pool's state, against the states that
  /// forbid a tip credit: the period's own region may be the whole country (`US`) while a
  /// shift, or the pool, is in California. One such shift refuses the credit for the whole
  /// period, even in a workweek with shifts in another state, since the credit is taken per
  /// workweek over all its hours.
  ///
  /// - Throws: ``PayrollProblem/tipCreditRefused`` at the shift's region (in its file, or at
  ///   `shifts[N].region`), or at the period's `pool` for a pool written for such a state.
  private func checkShiftRegions(pool: TipPool?, at creditKey: DocumentPath) throws(PayrollError) {
    if let own = pool?.region, own.isSubdivision, let refusal = Self.noCreditRefusal(in: own) {
      throw located(
        PayrollError(
          .tipCreditRefused, at: self.pool == nil ? creditKey : .key("pool"),
          "pool '\(pool?.name ?? "")' is written for \(own.code), and \(refusal)",
          suggestion: #"set "tipCredit": false and pay the state minimum wage, or use a pool "#
            + "written for the state the period was worked in"))
    }
    for (index, dated) in shifts.enumerated() {
      guard let own = dated.shift.region, !dated.regionFromPeriod,
        let refusal = Self.noCreditRefusal(in: own)
      else { continue }
      let error = Self.located(
        PayrollError(
          .tipCreditRefused, at: .key("region"),
          "the shift of \(dated.date) (\(Self.place(of: dated, at: index))) was worked in "
            + "\(own.code), and \(refusal)",
          suggestion: #"set "tipCredit": false and pay the state minimum wage, or correct the "#
            + "shift's region if it was worked elsewhere"),
        in: dated, at: index)
      throw error.line == nil ? located(error) : error
    }
  }

  /// The pool's `minimumWage` and `cashWages` in dollars.
  ///
  /// - Throws: ``PayrollProblem/tipCreditRefused`` for a wage that is not in cents, which a
  ///   pool checked at load cannot have.
  private func wages(of pool: TipPool?, at key: DocumentPath) throws(PayrollError) -> (
    minimum: Money?, cash: [String: Money]
  ) {
    guard let pool else { return (nil, [:]) }
    func dollars(_ wage: DecimalValue) throws(PayrollError) -> Money {
      do {
        return try Money(exactly: wage, currency: .usd)
      } catch {
        throw located(
          PayrollError(
            .tipCreditRefused, at: key,
            "pool '\(pool.name)' gives the wage \(wage), which is not in cents",
            suggestion: "write the pool's wages with at most two fraction digits"))
      }
    }
    var cash: [String: Money] = [:]
    for (name, wage) in pool.cashWages { cash[name] = try dollars(wage) }
    return (try pool.minimumWage.map { wage throws(PayrollError) in try dollars(wage) }, cash)
  }

  /// `error` with the file, line and column of its value in the period's text, when the period
  /// was read from JSON.
  func located(_ error: PayrollError) -> PayrollError {
    guard let source else { return error }
    return error.located(
      inJSON: source.bytes, file: source.file, maximumDepth: Limits.maximumJSONDepth)
  }
}
