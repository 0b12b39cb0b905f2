import TipEngine

/// How `tipcalc prompt` shows a screen: the JSON object of the contract, or a table for people.
extension PromptCommand {
  /// The screen as the JSON object of the contract; `till` is the cash rounding of a cash
  /// payment, which the screen's amounts do not have. An option's `perPerson` is
  /// ``ScreenOptions/Option/perPerson``: the first share of an even split, hence the largest,
  /// as `Quote.largestShare` would give.
  static func json(
    _ shown: ScreenOptions, region: Region?,
    till: (region: Region, rounding: CashRounding)? = nil
  ) -> JSONOutput {
    let options = shown.options.map { option -> JSONOutput in
      .object([
        ("label", .string(option.label)),
        ("kind", .string(option.kind)),
        ("tip", .string(option.tip.amountText)),
        ("total", .string(option.total.amountText)),
        ("perPerson", .string(option.perPerson.amountText)),
      ])
    }
    var members: [(key: String, value: JSONOutput)] = [
      ("screen", shown.screenName.map(JSONOutput.string) ?? .null),
      ("region", region.map { .string($0.code) } ?? .null),
      ("currency", .string(shown.currency.code)),
      ("base", .string(shown.base.amountText)),
      ("baseKind", .string(shown.baseKind.rawValue)),
      ("serviceCharges", QuoteCommand.json(shown.serviceCharges)),
      ("totalWithoutTip", .string(shown.totalWithoutTip.amountText)),
      ("options", .array(options)),
      ("default", shown.defaultIndex.map(JSONOutput.integer) ?? .null),
    ]
    if shown.defaultSelection == .noTip { members.append(("defaultNoTip", .boolean(true))) }
    members.append(("noTip", .boolean(shown.offersNoTip)))
    let custom = shown.custom.map { custom -> JSONOutput in
      .object([
        ("minimum", .string(custom.minimum.amountText)),
        ("maximum", custom.maximum.map { .string($0.amountText) } ?? .null),
      ])
    }
    members.append(("custom", custom ?? .null))
    if let till {
      members.append(
        (
          "cashRounding",
          .object([
            ("region", .string(till.region.code)),
            ("increment", .string(till.rounding.incrementText(in: shown.base.currency))),
            ("rounding", .string(till.rounding.rule.name)),
          ])
        ))
    }
    return .object(members)
  }

  /// The screen as an aligned table: one row per option, the default marked with `*`; with
  /// `till`, the cash rounding of a cash payment, a note that the amounts are not rounded.
  /// `mixed` says the shares are paid by one payment each, so that only the cash ones are
  /// rounded.
  static func table(
    _ shown: ScreenOptions, bill: Bill, people: Int,
    till: (region: Region, rounding: CashRounding)? = nil, mixed: Bool = false
  ) -> String {
    var header = TextTable()
    header.append("Screen", TerminalText.escaped(shown.screenName ?? "(unnamed)"))
    if let region = bill.region { header.append("Region", "\(region.code), \(region.name)") }
    var base = "\(MoneyText.text(shown.base)) (\(shown.baseKind.phrase)"
    if shown.presentationRule == .preTaxBase, let region = bill.region {
      base += "; before tax, as \(region.code) law requires"
    }
    if shown.isBelowThreshold { base += "; below the threshold" }
    header.append("Base", base + ")")
    // As `quote` shows it, tax included: the totals below count the charge's tax.
    for charge in shown.serviceCharges {
      header.append("Service charge", QuoteCommand.chargeLine(charge))
    }
    var rows = TextTable()
    rows.alignments = [.right, .right, .right]
    var heading = ["Option", "Tip", "Total"]
    if people > 1 { heading.append("Each of \(people)") }
    rows.append(cells: heading)
    for (index, option) in shown.options.enumerated() {
      let mark = shown.defaultIndex == index ? " *" : ""
      // An amount's label is shown as money, as the terminal's button would show it.
      let label = option.kind == "amount" ? MoneyText.text(option.tip) : option.label
      var cells = [
        "\(index + 1). \(label)\(mark)", MoneyText.text(option.tip),
        MoneyText.text(option.total),
      ]
      if people > 1 { cells.append(MoneyText.text(option.perPerson)) }
      rows.append(cells: cells)
    }
    if shown.offersNoTip {
      let mark = shown.defaultSelection == .noTip ? " *" : ""
      rows.append("No tip\(mark)", "", MoneyText.text(shown.totalWithoutTip))
    }
    var lines = [header.text, "", rows.text]
    if let custom = shown.custom {
      var text = "Custom tip: "
      switch (custom.minimum.isZero, custom.maximum) {
      case (true, nil): text += "any amount"
      case (true, let maximum?): text += "up to \(MoneyText.text(maximum))"
      case (false, nil): text += "at least \(MoneyText.text(custom.minimum))"
      case (false, let maximum?):
        text += "\(MoneyText.text(custom.minimum)) to \(MoneyText.text(maximum))"
      }
      lines.append(text)
    } else {
      lines.append("Custom tip: not offered")
    }
    if shown.defaultSelection == .none { lines.append("Nothing is selected: the guest chooses.") }
    if let till {
      let each = mixed ? "each cash share" : people > 1 ? "each share" : "the total"
      lines.append(
        "Cash: these amounts are for a card; at the till \(each) is rounded "
          + "(\(till.region.code) cash: \(till.rounding.summary(in: shown.base.currency))).")
    }
    return lines.joined(separator: "\n")
  }
}
