import TipEngine

/// How `tipcalc quote` shows a quote: the JSON object of the contract, or a table for people.
extension QuoteCommand {
  /// The quote as the JSON object of the contract, the order's `discount`, `serviceCharges`,
  /// `rounding` and `payable` included (zero and empty when the bill has none), and
  /// `localTime` and `timeZone` when the bill has a time. With `tenders` (one payment per
  /// share), `rounding`, `payable` and `shares` are the tenders' and `tenders` lists them.
  static func json(
    _ quote: Quote, choice: Choice, localTime: ResolvedLocalTime? = nil, tenders: Tenders? = nil
  ) -> JSONOutput {
    var members: [(key: String, value: JSONOutput)] = [
      ("policy", .string(choice.name)),
      ("region", choice.region.map { .string($0.code) } ?? .null),
      (
        "regionSource",
        choice.region == nil ? .null : .string(choice.regionFromLocale ? "locale" : "option")
      ),
      ("currency", .string(quote.total.currency.code)),
      ("subtotal", .string(quote.subtotal.amountText)),
    ]
    members.append(("discount", .string(quote.discount.amountText)))
    members.append(("tax", .string(quote.tax.amountText)))
    members.append(("serviceCharges", json(quote.serviceCharges)))
    members.append(("tip", .string(quote.tip.amountText)))
    members.append(("total", .string(quote.total.amountText)))
    let rounding = tenders?.rounding ?? quote.rounding
    let payable = tenders?.payable ?? quote.payable
    let shares = tenders?.pays ?? Array(quote.shares)
    members.append(("rounding", .string(rounding.amountText)))
    members.append(("payable", .string(payable.amountText)))
    members.append(("split", .integer(shares.count)))
    members.append(("shares", .array(shares.map { .string($0.amountText) })))
    if let tenders {
      let listed = tenders.map { tender -> JSONOutput in
        .object([
          ("payment", .string(tender.payment.rawValue)),
          ("share", .string(tender.share.amountText)),
          ("rounding", .string(tender.rounding.amountText)),
          ("pays", .string(tender.pays.amountText)),
        ])
      }
      members.append(("tenders", .array(listed)))
    }
    members += localTimeMembers(localTime)
    return .object(members)
  }

  /// The quote as an aligned table, followed by the region's suggestions when it has some.
  /// With `tenders`, each payer's payment and amount are listed, the cash ones rounded.
  static func table(
    _ quote: Quote, choice: Choice, rule: RegionPolicy.Rule?, method: SplitMethod,
    catalog: PolicyCatalog, localTime: ResolvedLocalTime? = nil, tenders: Tenders? = nil
  ) -> String {
    var table = TextTable()
    // Catalog text (names, notes) is shown with its control characters escaped.
    table.append("Policy", TerminalText.escaped(choice.label))
    if let region = choice.region {
      let source = choice.regionFromLocale ? " (from the locale)" : ""
      table.append("Region", "\(region.code), \(region.name)\(source)")
    }
    if let note = rule?.note { table.append("Custom", TerminalText.escaped(note)) }
    if let converted = convertedTimeText(localTime) { table.append("Local time", converted) }
    table.append("Subtotal", MoneyText.text(quote.subtotal))
    if let discount = quote.bill.discount { table.append("Discount", MoneyText.text(discount)) }
    table.append("Tax", MoneyText.text(quote.tax))
    for charge in quote.serviceCharges { table.append("Service charge", chargeLine(charge)) }
    var tip = MoneyText.text(quote.tip)
    if let rate = statedRate(of: choice.policy, region: choice.region?.code) ?? rate(of: quote) {
      tip += " (\(rate) %)"
    }
    table.append("Total tip", tip)
    table.append("Total bill", MoneyText.text(quote.total))
    if let tenders {
      appendTenders(tenders, of: quote, to: &table, catalog: catalog)
    } else {
      appendShares(of: quote, method: method, to: &table, catalog: catalog)
    }
    var text = table.text
    if let rule, !rule.suggestions.isEmpty {
      text +=
        "\n\n"
        + suggestions(
          rule.suggestions, bill: quote.bill, method: method, catalog: catalog,
          payments: tenders?.map(\.payment))
    }
    return text
  }

  /// The rows of a quote's shares: the cash rounding and the payable amount of a cash payment
  /// where the region rounds, the people, and each person's amount.
  static func appendShares(
    of quote: Quote, method: SplitMethod, to table: inout TextTable, catalog: PolicyCatalog
  ) {
    if let (region, rounding) = catalog.charges.cashRounding(for: quote.bill) {
      // Each person's cash payment is rounded on its own.
      let eachShare = quote.shares.count > 1 ? ", each share" : ""
      table.append(
        "Cash rounding",
        "\(MoneyText.text(quote.rounding)) (\(region.code) cash\(eachShare): "
          + "\(rounding.summary(in: quote.bill.currency)))")
      table.append("Payable", MoneyText.text(quote.payable))
    }
    if quote.shares.count > 1 { table.append("People", String(quote.shares.count)) }
    if !isWeighted(method) || quote.sharesAreEqual {
      // Shown only when every share is as large as the first, so it is each person's amount.
      table.append("Total p/person", MoneyText.text(quote.largestShare))
    }
    if !quote.sharesAreEqual { table.append("Shares", MoneyText.shares(quote.shares)) }
  }

  /// The rows of a quote paid by several tenders: the cash rounding of the cash shares and the
  /// payable amount where the region rounds cash, then each payer's amount and payment.
  static func appendTenders(
    _ tenders: Tenders, of quote: Quote, to table: inout TextTable, catalog: PolicyCatalog
  ) {
    if let region = quote.bill.region,
      let (rounded, rounding) = catalog.charges.cashRounding(
        forCashIn: region, currency: quote.bill.currency),
      tenders.contains(where: { $0.payment == .cash })
    {
      table.append(
        "Cash rounding",
        "\(MoneyText.text(tenders.rounding)) (\(rounded.code) cash, each cash share: "
          + "\(rounding.summary(in: quote.bill.currency)))")
      table.append("Payable", MoneyText.text(tenders.payable))
    }
    table.append("People", String(tenders.count))
    let payers = tenders.map { "\(MoneyText.text($0.pays)) \($0.payment.rawValue)" }
    table.append("Shares", payers.joined(separator: ", "))
  }

  /// The tip in percent of the subtotal after any discount: the base a stated rate is of, so
  /// that a tip reads as the same percentage however it was asked for.
  static func rate(of quote: Quote) -> DecimalValue? {
    let discounted = (try? quote.bill.discountedSubtotal()) ?? quote.subtotal
    return quote.rate(ofBase: discounted)
  }

  /// The rate a percentage policy on the subtotal states (also through the region's rule), shown
  /// as itself: ¥1,234 at 15 % is a tip of ¥185, which is 14.99 % of the bill, but the rate is
  /// 15 %. `nil` for other policies, whose effective rate is shown instead.
  static func statedRate(of policy: any TipPolicy, region: String?) -> DecimalValue? {
    if let percent = policy as? PercentPolicy, percent.base == .subtotal {
      return percent.rate.percent
    }
    if let regional = policy as? RegionPolicy, let region, let rule = regional.rule(for: region) {
      return statedRate(of: rule.policy.policy, region: nil)
    }
    return nil
  }

  /// Service charges as `quote --json` and `prompt --json` give them: each `{"name", "amount",
  /// "tax", "gratuity"}`.
  static func json(_ charges: [AppliedServiceCharge]) -> JSONOutput {
    .array(
      charges.map { charge in
        .object([
          ("name", .string(charge.name)),
          ("amount", .string(charge.amount.amountText)),
          ("tax", .string(charge.tax.amountText)),
          ("gratuity", .boolean(charge.isGratuity)),
        ])
      })
  }

  /// A service charge's line: `$18.00 large-party + $1.60 tax (gratuity): the note`.
  static func chargeLine(_ charge: AppliedServiceCharge) -> String {
    var line = "\(MoneyText.text(charge.amount)) \(TerminalText.escaped(charge.name))"
    if !charge.tax.isZero { line += " + \(MoneyText.text(charge.tax)) tax" }
    if charge.isGratuity { line += " (gratuity)" }
    if let note = charge.note { line += ": " + TerminalText.escaped(note) }
    return line
  }

  /// The tip, total and share at each suggested rate, side by side, with the catalog's service
  /// charges, each column computed as the quote's own table is: a cash payment where the region
  /// rounds adds the payable row, so that "Total bill" means the same in both, and the shares
  /// are the cash-rounded ones. An even split shows the share as the quote's table does (the
  /// first, largest one); a split by weights shows each person's share on a row of its own, in
  /// the order of the weights, or, for more than ``maximumShareRows`` people, the largest share.
  ///
  /// With `payments` (one per share, as `--payment cash,card,card` gives them), each column is
  /// paid as the quote's own table is: each cash share rounded on its own, a payable row when
  /// one was, and each payer's amount on a row of its own.
  static func suggestions(
    _ rates: [Percentage], bill: Bill, method: SplitMethod, catalog: PolicyCatalog,
    payments: [Payment]? = nil
  ) -> String {
    var table = TextTable(alignments: Array(repeating: .right, count: rates.count))
    var header = ["Suggestions"]
    var tips = ["Total tip"]
    var totals = ["Total bill"]
    var payables = ["Payable"]
    var shares: [Shares] = []
    var paid: [Tenders] = []
    for rate in rates {
      guard let policy = try? PercentPolicy(rate: rate),
        let quote = try? catalog.quote(for: bill, policy: policy, splitting: method)
      else {
        continue
      }
      if let payments {
        guard let tenders = try? quote.tenders(paying: payments, with: catalog.charges) else {
          continue
        }
        paid.append(tenders)
        payables.append(MoneyText.text(tenders.payable))
      } else {
        payables.append(MoneyText.text(quote.payable))
      }
      header.append(MoneyText.text(rate))
      tips.append(MoneyText.text(quote.tip))
      totals.append(MoneyText.text(quote.total))
      shares.append(quote.shares)
    }
    table.append(cells: header)
    table.append(cells: tips)
    table.append(cells: totals)
    let rounds =
      payments == nil
      ? catalog.charges.cashRounding(for: bill) != nil
      : paid.contains { !$0.rounding.isZero }
    if rounds { table.append(cells: payables) }
    if payments != nil {
      for row in payerRows(paid) { table.append(cells: row) }
    } else {
      for row in shareRows(shares, weighted: isWeighted(method)) { table.append(cells: row) }
    }
    return table.text
  }

  /// What each payer pays in each column, `Share 1 (cash)`, `Share 2 (card)`, …, or, for more
  /// people than ``maximumShareRows``, the most one pays.
  static func payerRows(_ columns: [Tenders]) -> [[String]] {
    guard let first = columns.first else { return [] }
    guard first.count <= maximumShareRows else {
      return [
        ["Largest share"]
          + columns.map { $0.pays.max { $0.minorUnits < $1.minorUnits }.map(MoneyText.text) ?? "" }
      ]
    }
    return first.indices.map { payer in
      ["Share \(payer + 1) (\(first[payer].payment.rawValue))"]
        + columns.map { MoneyText.text($0[payer].pays) }
    }
  }

  /// The most people whose shares the suggestions show one row each.
  static let maximumShareRows = 6

  /// The suggestions' share rows, each column's shares in `columns`: `Total p/person` (the
  /// first share, as the quote's table shows it) for an even split; for a split by weights
  /// `Share 1`, `Share 2`, … or, for more people than ``maximumShareRows``, `Largest share`.
  static func shareRows(_ columns: [Shares], weighted: Bool) -> [[String]] {
    guard weighted else {
      return [["Total p/person"] + columns.map { $0.first.map(MoneyText.text) ?? "" }]
    }
    let people = columns.first?.count ?? 0
    guard people <= maximumShareRows else {
      return [
        ["Largest share"]
          + columns.map { $0.max { $0.minorUnits < $1.minorUnits }.map(MoneyText.text) ?? "" }
      ]
    }
    return (0..<people).map { person in
      ["Share \(person + 1)"] + columns.map { MoneyText.text($0[person]) }
    }
  }

  /// Whether the total is shared by weights rather than evenly.
  static func isWeighted(_ method: SplitMethod) -> Bool {
    if case .weighted = method { return true }
    return false
  }
}
