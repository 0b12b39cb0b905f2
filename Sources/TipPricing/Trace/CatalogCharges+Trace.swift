extension CatalogCharges {
  /// The trace of `itemized` quoted with `policy` under these charges: the policies' steps, then
  /// each service charge, applied or not and why, then the cash rounding.
  ///
  /// The trace is a walk of its own: it computes what the quote computes
  /// (``quote(for:policy:splitting:)-(ItemizedBill,_,_)``), and quoting costs nothing more for
  /// it.
  ///
  /// - Parameters:
  ///   - itemized: the bill and its line items (none for a plain bill).
  ///   - policy: the first policy, with its catalog name if it has one.
  ///   - method: how the total is shared, which decides what cash rounding rounds.
  /// - Throws: as ``quote(for:policy:splitting:)-(ItemizedBill,_,_)``.
  public func trace(
    of itemized: ItemizedBill, policy: PolicyReference, splitting method: SplitMethod = .partySize
  ) throws -> PolicyTrace {
    var steps: [PolicyTrace.Step] = []
    try appendTrace(of: itemized, policy: policy, splitting: method, to: &steps)
    return PolicyTrace(steps: steps)
  }

  /// The trace of `itemized` paid by several tenders, share `i` by `payments[i]`: as
  /// ``trace(of:policy:splitting:)``, with a cash-rounding step that says what rounding each
  /// cash share got (``Quote/tenders(paying:with:)-([Payment],CatalogCharges)``) rather than
  /// that the bill names no payment of its own.
  ///
  /// - Throws: as ``trace(of:policy:splitting:)``, and as
  ///   ``Quote/tenders(paying:with:)-([Payment],CatalogCharges)`` when `payments` does not
  ///   match the shares.
  public func trace(
    of itemized: ItemizedBill, policy: PolicyReference, splitting method: SplitMethod = .partySize,
    paying payments: [Payment]
  ) throws -> PolicyTrace {
    let traced = try trace(of: itemized, policy: policy, splitting: method)
    let quote = try self.quote(for: itemized, policy: policy.policy, splitting: method)
    let rounding = roundingStep(
      for: quote, tenders: try quote.tenders(paying: payments, with: self))
    return PolicyTrace(
      steps: traced.steps.map { $0.kind == PolicyTrace.cashRoundingKind ? rounding : $0 })
  }

  /// Appends the trace's steps to `steps` as they are found: on an error, the steps reached
  /// before it (the policies' up to the one that failed, and the service charges) are kept.
  package func appendTrace(
    of itemized: ItemizedBill, policy: PolicyReference, splitting method: SplitMethod,
    to steps: inout [PolicyTrace.Step]
  ) throws {
    try itemized.validate()
    var charged = itemized
    var owed = Money.zero(itemized.bill.currency)
    var chargeSteps: [PolicyTrace.Step] = []
    for charge in serviceCharges {
      // A gratuity listed earlier marks the bill for the charges after it.
      let failing = charge.condition.failingParts(for: charged.bill)
      guard failing.isEmpty, let applied = try charge.applied(to: charged.bill) else {
        chargeSteps.append(
          PolicyTrace.Step(
            policy: charge.name, kind: PolicyTrace.serviceChargeKind,
            decision: "not applied: " + failing.joined(separator: ", ") + " does not hold"))
        continue
      }
      owed = try owed.adding(applied.total())
      if applied.isGratuity { charged.bill.gratuityApplied = true }
      var text = "applied: \(applied.amount.amountText)"
      if !applied.tax.isZero { text += " + \(applied.tax.amountText) tax" }
      if applied.isGratuity { text += ", a gratuity" }
      if charge.condition != BillCondition() { text += " (\(charge.condition.traceText))" }
      chargeSteps.append(
        PolicyTrace.Step(
          policy: charge.name, kind: PolicyTrace.serviceChargeKind, decision: text,
          point: .serviceCharge(charge.name)))
    }
    do {
      try PolicyTrace.walk(charged, from: policy, serviceCharges: owed, into: &steps)
    } catch {
      steps += chargeSteps
      throw error
    }
    steps += chargeSteps
    let quote = try self.quote(for: itemized, policy: policy.policy, splitting: method)
    steps.append(roundingStep(for: quote))
  }

  /// The cash rounding's step for `quote`: what it rounded, or why it did not apply.
  private func roundingStep(for quote: Quote) -> PolicyTrace.Step {
    let bill = quote.bill
    func step(_ region: Region?, _ decision: String) -> PolicyTrace.Step {
      PolicyTrace.Step(
        policy: region?.code ?? "", kind: PolicyTrace.cashRoundingKind, decision: decision)
    }
    guard bill.payment == .cash else {
      return step(
        bill.region,
        bill.payment.map { "not applied: paid by \($0.rawValue)" }
          ?? "not applied: no payment given; only cash is rounded")
    }
    guard let region = bill.region else {
      return step(nil, "not applied: the bill has no region")
    }
    if let (ruleRegion, rounding) = cashRounding(for: bill) {
      let eachShare = quote.shares.count > 1 ? ", each share" : ""
      let rule = "(\(ruleRegion.code) cash\(eachShare): \(rounding.summary(in: bill.currency)))"
      guard quote.rounding.isZero else {
        return step(
          ruleRegion,
          "rounded \(quote.total.amountText) to \(quote.payable.amountText) \(rule)")
      }
      return step(ruleRegion, "nothing to round in \(quote.total.amountText) \(rule)")
    }
    let ruleRegion = cashRounding[region] != nil ? region : region.country
    if cashRounding[ruleRegion] != nil {
      return step(
        ruleRegion,
        "not applied: the bill is in \(bill.currency.code), not \(ruleRegion.currency.code)")
    }
    return step(region, "not applied: \(region.code) does not round cash")
  }

  /// The cash rounding's step for a bill paid by several tenders (`Quote.tenders(paying:with:)`):
  /// what rounding each cash share gave; card shares are not rounded.
  ///
  /// A trace of the bill itself says that no payment was given, since the bill has none of its
  /// own when its payers pay differently; ``trace(of:policy:splitting:paying:)`` puts this step
  /// in its place.
  public func roundingStep(for quote: Quote, tenders: Tenders) -> PolicyTrace.Step {
    let bill = quote.bill
    let cash = tenders.filter { $0.payment == .cash }
    guard !cash.isEmpty else {
      return PolicyTrace.Step(
        policy: bill.region?.code ?? "", kind: PolicyTrace.cashRoundingKind,
        decision: "not applied: every share is paid by card")
    }
    guard let region = bill.region,
      let (ruleRegion, rounding) = cashRounding(forCashIn: region, currency: bill.currency)
    else {
      return PolicyTrace.Step(
        policy: bill.region?.code ?? "", kind: PolicyTrace.cashRoundingKind,
        decision: "not applied: "
          + (bill.region.map { "\($0.code) does not round cash in \(bill.currency.code)" }
            ?? "the bill has no region"))
    }
    let rounded = cash.map { "\($0.share.amountText) to \($0.pays.amountText)" }
    let shares = cash.count == 1 ? "the cash share" : "the \(cash.count) cash shares"
    return PolicyTrace.Step(
      policy: ruleRegion.code, kind: PolicyTrace.cashRoundingKind,
      decision: "rounded \(shares), \(rounded.joined(separator: ", ")) (\(ruleRegion.code) cash, "
        + "each cash share: \(rounding.summary(in: quote.bill.currency))); card shares as they are")
  }
}
