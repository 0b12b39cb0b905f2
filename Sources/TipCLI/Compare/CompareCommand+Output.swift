import TipArguments
import TipBatch
import TipEngine

/// How `tipcalc compare` shows a comparison: the JSON object of the contract, or tables for
/// people. Amounts are in the machine format with their currency's digits; currencies, regions
/// and channels are listed in alphabetical order.
extension CompareCommand {
  /// The comparison as the JSON object of the contract, with `meanChange` by currency after
  /// `difference`.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when a difference does not fit.
  static func json(_ summary: CompareSummary) throws(MoneyError) -> JSONOutput {
    let currencies = sorted(summary.currencies)
    var difference: [(key: String, value: JSONOutput)] = []
    var mean: [(key: String, value: JSONOutput)] = []
    for (code, totals) in currencies {
      difference.append(
        (
          code,
          amounts(tip: try totals.tipDifference(), payable: try totals.payableDifference())
        ))
      mean.append((code, .string(try totals.meanPayableChange().amountText)))
    }
    return .object([
      ("rows", .integer(summary.rows)),
      ("rejected", .integer(summary.rejected)),
      ("changed", .integer(summary.changed)),
      (
        "before",
        .object(
          currencies.map {
            ($0.code, amounts(tip: $0.totals.tipBefore, payable: $0.totals.payableBefore))
          })
      ),
      (
        "after",
        .object(
          currencies.map {
            ($0.code, amounts(tip: $0.totals.tipAfter, payable: $0.totals.payableAfter))
          })
      ),
      ("difference", .object(difference)),
      ("meanChange", .object(mean)),
      ("largestIncrease", row(summary.largestIncrease)),
      ("largestDecrease", row(summary.largestDecrease)),
      ("byRegion", groups(summary.byRegion)),
      ("byChannel", groups(summary.byChannel)),
    ])
  }

  /// The comparison as tables: the counts, the totals by currency, the largest changes, then
  /// the regions and the channels.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when a difference does not fit.
  static func text(_ summary: CompareSummary, arguments: ParsedArguments) throws(MoneyError)
    -> String
  {
    let before = arguments.value(of: Key.policy) ?? ""
    let after = arguments.value(of: Key.with) ?? before
    let source = arguments.values(of: Key.withConfig).isEmpty ? "" : " (--with-config)"
    var lines = [
      TerminalText.escaped("Before: '\(before)'. After: '\(after)'\(source)."),
      "Rows compared: \(summary.rows), changed: \(summary.changed), rejected: "
        + "\(summary.rejected).",
    ]
    var totals = TextTable()
    totals.append(
      "Currency", "Rows", "Tip before", "Tip after", "Tip change", "Payable before",
      "Payable after", "Payable change", "Mean change")
    for (code, row) in sorted(summary.currencies) {
      totals.append(
        code, String(row.rows), row.tipBefore.amountText, row.tipAfter.amountText,
        signed(try row.tipDifference()), row.payableBefore.amountText,
        row.payableAfter.amountText, signed(try row.payableDifference()),
        signed(try row.meanPayableChange()))
    }
    if !summary.currencies.isEmpty { lines += ["", totals.text] }
    lines.append("")
    lines.append("Largest increase: \(describe(summary.largestIncrease))")
    lines.append("Largest decrease: \(describe(summary.largestDecrease))")
    for (title, groups) in [("Region", summary.byRegion), ("Channel", summary.byChannel)]
    where !groups.isEmpty {
      var table = TextTable()
      table.append(title, "Rows", "Changed", "Tip change")
      for (name, group) in groups.sorted(by: { $0.key < $1.key }) {
        let differences = group.tipDifference.sorted { $0.key.code < $1.key.code }.map {
          "\(signed($0.value)) \($0.key.code)"
        }
        table.append(
          name, String(group.rows), String(group.changed), differences.joined(separator: ", "))
      }
      lines += ["", table.text]
    }
    return lines.joined(separator: "\n")
  }

  /// The currencies' totals by code.
  static func sorted(_ currencies: [Currency: CurrencyComparison]) -> [(
    code: String, totals: CurrencyComparison
  )] {
    currencies.map { ($0.key.code, $0.value) }.sorted { $0.code < $1.code }
  }

  /// `{"tip": "…", "payable": "…"}`.
  private static func amounts(tip: Money, payable: Money) -> JSONOutput {
    .object([("tip", .string(tip.amountText)), ("payable", .string(payable.amountText))])
  }

  /// `{"row", "currency", "before", "after"}`, or `null`.
  private static func row(_ row: ComparedRow?) -> JSONOutput {
    guard let row else { return .null }
    return .object([
      ("row", .string(row.id)),
      ("currency", .string(row.before.currency.code)),
      ("before", .string(row.before.amountText)),
      ("after", .string(row.after.amountText)),
    ])
  }

  /// `{"US": {"rows", "changed", "tipDifference": {"USD": "…"}}, …}`.
  private static func groups(_ groups: [String: GroupComparison]) -> JSONOutput {
    .object(
      groups.sorted { $0.key < $1.key }.map { name, group in
        (
          name,
          .object([
            ("rows", .integer(group.rows)),
            ("changed", .integer(group.changed)),
            (
              "tipDifference",
              .object(
                group.tipDifference.sorted { $0.key.code < $1.key.code }.map {
                  ($0.key.code, .string($0.value.amountText))
                })
            ),
          ])
        )
      })
  }

  /// `row 17: 100.00 → 105.00 USD`, or `none`.
  private static func describe(_ row: ComparedRow?) -> String {
    guard let row else { return "none" }
    return TerminalText.escaped(
      "row \(row.id): \(row.before.amountText) → \(row.after.amountText) "
        + "\(row.before.currency.code)")
  }

  /// An amount with its sign, `+1.50` or `-0.25`, `0.00` for zero.
  static func signed(_ money: Money) -> String {
    money.minorUnits > 0 ? "+" + money.amountText : money.amountText
  }
}
