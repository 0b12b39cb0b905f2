import TipEngine

extension AllocateCommand {
  /// The allocation as a table: the steps' figures, then a row per directly tipped person and
  /// a totals row; or why nothing is allocated.
  static func table(_ allocation: TipAllocation) -> String {
    let style = CurrencyTextStyle(fractionDigits: .currency, notation: MoneyText.style.notation)
    let hours = allocation.method == .hours
    var lines = [
      "Tip allocation (\(TipAllocation.citation)), \(allocation.method.rawValue) method",
      "",
      "Gross receipts \(style.format(allocation.grossReceipts)) x \(allocation.rate)% = "
        + "\(style.format(allocation.target)); reported tips \(style.format(allocation.reported)) "
        + "(indirectly tipped employees \(style.format(allocation.indirectlyReported))).",
    ]
    guard allocation.isNeeded else {
      lines.append(
        "Nothing to allocate: reported tips reach \(allocation.rate)% of gross receipts.")
      return lines.joined(separator: "\n")
    }
    lines.append(
      "Directly tipped employees' share \(style.format(allocation.directShare)); to allocate "
        + "\(style.format(allocation.allocable)).")
    lines.append("")
    var table = TextTable(alignments: Array(repeating: .right, count: 5))
    table.append(
      "Person", hours ? "Hours" : "Receipts", "Share", "Reported", "Shortfall", "Allocated")
    var reported: Int64 = 0
    var allocated: Int64 = 0
    for person in allocation.people {
      let basis =
        hours ? person.employee.hours.description : style.format(person.employee.receipts)
      table.append(
        cells: [TerminalText.escaped(person.employee.name), basis]
          + [person.share, person.employee.reported, person.shortfall, person.allocated].map(
            style.format))
      reported += person.employee.reported.minorUnits
      allocated += person.allocated.minorUnits
    }
    let currency = allocation.grossReceipts.currency
    table.append(
      cells: ["Total", ""]
        + [
          allocation.directShare, Money(minorUnits: reported, currency: currency),
          allocation.shortfall, Money(minorUnits: allocated, currency: currency),
        ].map(style.format))
    lines.append(table.text)
    lines.append("")
    lines.append(
      "Shares and shortfalls are shown rounded to the cent; the allocation uses their exact "
        + "values, and the allocated tips add up to the amount to allocate.")
    return lines.joined(separator: "\n")
  }

  /// The allocation as the JSON object of the contract.
  static func json(_ allocation: TipAllocation) -> JSONOutput {
    func amount(_ money: Money) -> JSONOutput { .string(money.amountText) }
    let people = allocation.people.map { person in
      let basis: (key: String, value: JSONOutput) =
        allocation.method == .hours
        ? (key: "hours", value: .number(person.employee.hours.description))
        : (key: "receipts", value: amount(person.employee.receipts))
      return JSONOutput.object([
        (key: "name", value: .string(person.employee.name)), basis,
        (key: "share", value: amount(person.share)),
        (key: "reported", value: amount(person.employee.reported)),
        (key: "shortfall", value: amount(person.shortfall)),
        (key: "allocated", value: amount(person.allocated)),
      ])
    }
    return .object([
      (key: "currency", value: .string(allocation.grossReceipts.currency.code)),
      (key: "grossReceipts", value: amount(allocation.grossReceipts)),
      (key: "rate", value: .number(allocation.rate.description)),
      (key: "method", value: .string(allocation.method.rawValue)),
      (key: "target", value: amount(allocation.target)),
      (key: "indirectlyReported", value: amount(allocation.indirectlyReported)),
      (key: "directShare", value: amount(allocation.directShare)),
      (key: "reported", value: amount(allocation.reported)),
      (key: "allocable", value: amount(allocation.allocable)),
      (key: "law", value: .string(TipAllocation.citation)),
      (key: "people", value: .array(people)),
    ])
  }
}
