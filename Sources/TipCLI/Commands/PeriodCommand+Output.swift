import TipBatch
import TipEngine

extension PeriodCommand {
  /// The payroll as a table: a row per person and workweek (a person's total follows when they
  /// worked several), a totals row, then the notes on partial and long weeks and the law.
  static func table(_ payroll: PeriodPayroll) -> String {
    let style = CurrencyTextStyle(fractionDigits: .currency, notation: MoneyText.style.notation)
    let credit = payroll.tipCredit != nil
    var headers = ["Person", "Role", "Week", "Hours", "Tips", "Card fee", "Net"]
    if credit { headers += ["Cash wage", "Tip credit", "Top-up"] }
    var table = TextTable(
      alignments: [.left, .left] + Array(repeating: .right, count: headers.count - 3))
    table.append(cells: headers)
    func cells(_ figures: PayrollFigures) -> [String] {
      var amounts = [figures.tips, figures.fees, figures.net]
      if credit { amounts += [figures.cashWage, figures.tipCredit, figures.topUp] }
      return [figures.hours.description] + amounts.map(style.format)
    }
    var partial = false
    var long = false
    for person in payroll.people {
      for (index, week) in person.weeks.enumerated() {
        let marks = (week.isPartial ? "*" : "") + (week.isOverFortyHours ? "!" : "")
        partial = partial || week.isPartial
        long = long || week.isOverFortyHours
        let who =
          index == 0
          ? [TerminalText.escaped(person.name), TerminalText.escaped(person.role)] : ["", ""]
        table.append(cells: who + ["\(week.start)\(marks)"] + cells(week.figures))
      }
      if person.weeks.count > 1 { table.append(cells: ["", "", "period"] + cells(person.total)) }
    }
    table.append(cells: ["Total", "", ""] + cells(payroll.total))
    var lines = [
      "Pay period \(payroll.from) to \(payroll.until), pool "
        + "\(TerminalText.escaped(payroll.pool)), workweeks from "
        + "\(payroll.workweekStarts.fullName.capitalized)",
      "", table.text, "",
    ]
    if partial {
      lines.append(
        "* Partial workweek: cut by the period's first or last day; only its days "
          + "inside the period count.")
    }
    if long {
      lines.append("! Over 40 hours: overtime (FLSA section 7) is not computed here; check it.")
    }
    if let terms = payroll.tipCredit {
      var line =
        "Tip credit (\(terms.region.code), \(TipCreditTerms.citation)): minimum wage "
        + "\(style.format(terms.minimumWage)) an hour; the credit is never more than the tips "
        + "kept, and the employer pays the top-up; rounded half-up to the cent per workweek."
      if !payroll.total.topUp.isZero {
        line += " Top-ups owed: \(style.format(payroll.total.topUp))."
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The payroll as the JSON object of the contract.
  static func json(_ payroll: PeriodPayroll) -> JSONOutput {
    func amount(_ money: Money) -> JSONOutput { .string(money.amountText) }
    func figures(_ figures: PayrollFigures) -> [(key: String, value: JSONOutput)] {
      [
        (key: "hours", value: .number(figures.hours.description)),
        (key: "tips", value: amount(figures.tips)),
        (key: "cardTips", value: amount(figures.cardTips)),
        (key: "cashTips", value: amount(figures.cashTips)),
        (key: "fees", value: amount(figures.fees)),
        (key: "contributed", value: amount(figures.contributed)),
        (key: "received", value: amount(figures.received)),
        (key: "net", value: amount(figures.net)),
        (key: "cashWage", value: amount(figures.cashWage)),
        (key: "tipCredit", value: amount(figures.tipCredit)),
        (key: "topUp", value: amount(figures.topUp)),
      ]
    }
    let people = payroll.people.map { person in
      let weeks = person.weeks.map { week in
        JSONOutput.object(
          [
            (key: "week", value: .string(week.start.description)),
            (key: "partial", value: .boolean(week.isPartial)),
            (key: "overFortyHours", value: .boolean(week.isOverFortyHours)),
          ] + figures(week.figures))
      }
      return JSONOutput.object(
        [
          (key: "name", value: .string(person.name)), (key: "role", value: .string(person.role)),
          (key: "weeks", value: .array(weeks)),
        ] + figures(person.total))
    }
    var members: [(key: String, value: JSONOutput)] = [
      (key: "currency", value: .string(payroll.currency.code)),
      (key: "from", value: .string(payroll.from.description)),
      (key: "until", value: .string(payroll.until.description)),
      (key: "pool", value: .string(payroll.pool)),
      (key: "workweekStarts", value: .string(payroll.workweekStarts.fullName)),
    ]
    if let terms = payroll.tipCredit {
      members += [
        (key: "region", value: .string(terms.region.code)),
        (key: "minimumWage", value: amount(terms.minimumWage)),
        (key: "law", value: .string(TipCreditTerms.citation)),
      ]
    }
    members += [
      (key: "people", value: .array(people)),
      (key: "totals", value: .object(figures(payroll.total))),
    ]
    return .object(members)
  }

  /// The payroll export: a header, then one row per person and workweek; amounts in the
  /// currency's digits, without symbols; a name or role a spreadsheet would run as a formula
  /// starts with an apostrophe.
  static func csv(_ payroll: PeriodPayroll) -> String {
    var lines = [
      "name,role,week,hours,cash_tips,card_tips,card_fees,tips_net,cash_wage,tip_credit,top_up"
    ]
    for person in payroll.people {
      for week in person.weeks {
        let figures = week.figures
        let fields =
          [
            WholeFileOutput.spreadsheetTextField(person.name),
            WholeFileOutput.spreadsheetTextField(person.role),
            week.start.description, figures.hours.description,
          ]
          + [
            figures.cashTips, figures.cardTips, figures.fees, figures.net, figures.cashWage,
            figures.tipCredit, figures.topUp,
          ].map(\.amountText)
        lines.append(fields.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
