import TipPricing

extension TipScreen {
  /// The screen as it appears for `bill`, shared among `people`.
  ///
  /// In order: the base (``base`` of the bill, limited to ``categories``; a presentation rule of
  /// the bill's region may replace it, see ``ScreenPresentationRule``); the list shown (a smart
  /// screen shows ``Smart/below`` when the base is below the threshold and ``options`` from the
  /// threshold up, **at the threshold included**); each option's tip (a percentage of the base
  /// rounded once by ``rounding``, or the amount exactly), total and shares (largest remainder,
  /// summing to the total); the custom tip's limits on the base.
  ///
  /// - Parameters:
  ///   - bill: the bill; ``Bill/validate()`` must accept it.
  ///   - people: how many people share each total; 1 by default.
  /// - Throws: ``ScreenError/invalidBill(reason:)`` for a bill that cannot be tipped,
  ///   ``ScreenError/inapplicable(reason:)`` for an amount finer than the bill's currency, or
  ///   categories on a bill without items, ``ScreenError/arithmetic(_:)`` on overflow or a
  ///   split into fewer than 1 or more than ``Money/maximumParts`` people.
  public func options(for bill: Bill, splitting people: Int = 1) throws(ScreenError)
    -> ScreenOptions
  {
    try options(for: bill, items: [], splitting: people, charges: [])
  }

  /// The screen as it appears for a bill with its line items, shared among `people`: as
  /// ``options(for:splitting:)-(Bill,_)``, the base limited to the items in ``categories``.
  ///
  /// - Throws: as ``options(for:splitting:)-(Bill,_)``, and ``ScreenError/invalidBill(reason:)``
  ///   when the items do not add up to the subtotal.
  public func options(for itemized: ItemizedBill, splitting people: Int = 1) throws(ScreenError)
    -> ScreenOptions
  {
    try options(for: itemized.bill, items: itemized.items, splitting: people, charges: [])
  }

  /// The screen for `bill` (and its `items`) with service charges already applied to it: totals
  /// include them.
  func options(
    for bill: Bill, items: [LineItem], splitting people: Int, charges: [AppliedServiceCharge]
  ) throws(ScreenError) -> ScreenOptions {
    do {
      try ItemizedBill(bill, items: items).validate()
    } catch {
      if case .invalidBill(let reason) = error { throw .invalidBill(reason: reason) }
      throw .invalidBill(reason: error.description)
    }
    do {
      try Money.checkPartCount(people)
    } catch {
      throw .arithmetic(error)
    }
    let rule = ScreenPresentationRule.rule(for: bill.region)
    let baseKind = rule?.base(replacing: base) ?? base
    let currency = bill.currency
    let baseAmount: Money
    do {
      baseAmount = try baseKind.amount(of: bill, items: items, categories: categories)
    } catch let error as MoneyError {
      throw .arithmetic(error)
    } catch let error as PolicyError {
      throw .inapplicable(reason: error.description)
    } catch {
      throw .inapplicable(reason: String(describing: error))
    }
    var shown = options
    var belowThreshold = false
    if let smart {
      let limit = try TipScreen.money(smart.threshold, in: currency, what: "the smart threshold")
      if baseAmount.minorUnits < limit.minorUnits {
        shown = smart.below
        belowThreshold = true
      }
    }
    let withoutTip: Money
    do {
      withoutTip = try AppliedServiceCharge.total(
        of: bill, charges: charges, tip: .zero(currency))
    } catch {
      throw .arithmetic(error)
    }
    var rows: [ScreenOptions.Option] = []
    rows.reserveCapacity(shown.count)
    for option in shown {
      let tip: Money
      let label: String
      switch option {
      case .percent(let rate):
        do {
          tip = try baseAmount.percentage(rate, rounding: rounding)
        } catch {
          throw .arithmetic(error)
        }
        label = rate.description
      case .amount(let value):
        tip = try TipScreen.money(value, in: currency, what: "the option")
        label = tip.amountText
      }
      do {
        let total = try withoutTip.adding(tip)
        rows.append(
          ScreenOptions.Option(
            label: label, option: option, tip: tip, total: total,
            shares: try Shares(splitting: total, into: people)))
      } catch {
        throw .arithmetic(error)
      }
    }
    let custom = try customTip.map { tip throws(ScreenError) in
      let limits = try tip.limits(on: baseAmount)
      return ScreenOptions.Custom(minimum: limits.minimum, maximum: limits.maximum)
    }
    return ScreenOptions(
      currency: currency, base: baseAmount, baseKind: baseKind, presentationRule: rule,
      isBelowThreshold: belowThreshold, options: rows, defaultSelection: defaultSelection,
      offersNoTip: offersNoTip, totalWithoutTip: withoutTip, custom: custom)
  }

  /// A configured amount in `currency`, exactly.
  ///
  /// - Throws: ``ScreenError/inapplicable(reason:)`` when the amount has more fraction digits
  ///   than the currency (an option of 0.50 on a bill in JPY), or is too large.
  static func money(_ value: DecimalValue, in currency: Currency, what: String)
    throws(ScreenError) -> Money
  {
    do {
      return try Money(exactly: value, currency: currency)
    } catch .tooManyFractionDigits {
      throw .inapplicable(
        reason: "\(what) \(value) is finer than \(currency.code) allows "
          + "(\(currency.minorUnitDigits) fraction digits); use a screen made for "
          + "\(currency.code), or one of percentages only")
    } catch {
      throw .arithmetic(error)
    }
  }
}
