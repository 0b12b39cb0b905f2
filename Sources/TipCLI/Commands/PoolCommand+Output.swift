import TipEngine

extension PoolCommand {
  /// The payout as the JSON object of the contract.
  static func json(_ payout: PoolPayout) -> JSONOutput {
    func amount(_ money: Money) -> JSONOutput { .string(money.amountText) }
    let people = payout.people.map { share in
      JSONOutput.object([
        (key: "name", value: .string(share.name)), (key: "role", value: .string(share.role)),
        (key: "hours", value: .number(share.hours.description)),
        (key: "tips", value: amount(share.tips)), (key: "fee", value: amount(share.fee)),
        (key: "contributed", value: amount(share.contributed)),
        (key: "received", value: amount(share.received)), (key: "net", value: amount(share.net)),
      ])
    }
    var members: [(key: String, value: JSONOutput)] = [
      (key: "currency", value: .string(payout.currency.code)),
      (key: "pool", value: amount(payout.pooled)), (key: "fees", value: amount(payout.fees)),
      (key: "name", value: .string(payout.pool)), (key: "tips", value: amount(payout.tips)),
    ]
    if let law = payout.law { members.append((key: "law", value: .string(law.citation))) }
    if let policy = payout.allocationPolicy {
      members.append((key: "allocationPolicy", value: .string(policy)))
    }
    members.append((key: "people", value: .array(people)))
    return .object(members)
  }

  /// The payout as a table: a row per person and a totals row, every amount with the
  /// currency's digits; then what each tip-out moved, and the law and the allocation policy.
  static func table(_ payout: PoolPayout) -> String {
    let style = CurrencyTextStyle(fractionDigits: .currency, notation: MoneyText.style.notation)
    var table = TextTable(alignments: [.left, .right] + Array(repeating: .right, count: 5))
    table.append("Person", "Role", "Hours", "Tips", "Card fee", "Contributed", "Received", "Net")
    for share in payout.people {
      table.append(
        cells: [
          TerminalText.escaped(share.name), TerminalText.escaped(share.role),
          share.hours.description,
        ]
          + [share.tips, share.fee, share.contributed, share.received, share.net].map(style.format))
    }
    let received = payout.people.reduce(Int64(0)) { $0 + $1.net.minorUnits }
    let net = Money(minorUnits: received, currency: payout.currency)
    table.append(
      cells: ["Total", "", ""]
        + [payout.tips, payout.fees, payout.pooled, payout.pooled, net].map(style.format))
    var lines = ["Pool: \(TerminalText.escaped(payout.pool))", "", table.text, ""]
    let steps = payout.tipOuts.map { step in
      var text = "\(TerminalText.escaped(step.name)) \(style.format(step.given))"
      if !step.absentRoles.isEmpty {
        // Roles nobody is on the shift as, then roles whose people all have 0 hours.
        let list = { (roles: [String]) in
          roles.map(TerminalText.escaped).joined(separator: ", ")
        }
        let missing = step.absentRoles.filter { !step.rolesWithoutHours.contains($0) }
        var why: [String] = []
        if !missing.isEmpty { why.append("nobody worked as \(list(missing))") }
        if !step.rolesWithoutHours.isEmpty {
          why.append("nobody worked any hours as \(list(step.rolesWithoutHours))")
        }
        let reason = why.joined(separator: " and ")
        text +=
          step.returned.isZero
          ? " (\(reason))" : " (\(style.format(step.returned)) returned: \(reason))"
      }
      return text
    }
    lines.append("Tip-outs: " + steps.joined(separator: "; ") + ".")
    if let law = payout.law { lines.append("Law: \(law.rule).") }
    if let policy = payout.allocationPolicy {
      lines.append("Allocation policy: \(TerminalText.escaped(policy))")
    }
    return lines.joined(separator: "\n")
  }
}
