import TipArguments
import TipBatch
import TipEngine
import TipGraphics

/// `tipcalc compare --html`: the comparison as a page: the totals, a histogram per currency of
/// the change in tip per bill, bars by region and by channel, and the largest changes. Amounts
/// are written as the report writes them (`1234.50`, `+1.50`), so that each is found on the page.
struct ComparePage {
  /// What the comparison gave.
  var summary: CompareSummary
  /// The policy before and the policy after, as the report names them.
  var before: String
  var after: String
  /// Where the policy after comes from when it is not the catalog before's: the
  /// `--with-config` files' names, such as ` in after.json`; empty otherwise.
  var afterSource = ""

  /// The legend of the histograms' patterns.
  static let legend = "Striped bars: the tip grew; dotted: it fell; solid: no change."

  /// The page.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when a difference does not fit.
  func rendered() throws(MoneyError) -> String {
    var page = HTMLPage(title: "What changes from '\(before)' to '\(after)'\(afterSource)")
    page.paragraph(
      "Rows compared: \(summary.rows), changed: \(summary.changed), rejected: "
        + "\(summary.rejected).")
    let currencies = CompareCommand.sorted(summary.currencies)
    var rows: [[String]] = []
    for (code, row) in currencies {
      rows.append([
        code, String(row.rows), row.tipBefore.amountText, row.tipAfter.amountText,
        CompareCommand.signed(try row.tipDifference()), row.payableBefore.amountText,
        row.payableAfter.amountText, CompareCommand.signed(try row.payableDifference()),
        CompareCommand.signed(try row.meanPayableChange()),
      ])
    }
    page.table(
      caption: "Totals by currency",
      header: [
        "Currency", "Rows", "Tip before", "Tip after", "Tip change", "Payable before",
        "Payable after", "Payable change", "Mean change",
      ], rows: rows, numeric: Set(1...8))
    page.heading("The change in tip per bill")
    page.open("div", classes: "row")
    for (index, (code, totals)) in currencies.enumerated() {
      let chart = histogram(totals.tipChanges, currency: totals.tipBefore.currency, code: code)
      page.drawing(chart.inlineSVG(idPrefix: "h\(index)"))
    }
    page.close("div")
    page.heading("By region and by channel")
    page.open("div", classes: "row")
    for (index, (title, groups)) in [("region", summary.byRegion), ("channel", summary.byChannel)]
      .enumerated() where !groups.isEmpty
    {
      page.drawing(self.groups(groups, title: title).inlineSVG(idPrefix: "g\(index)"))
    }
    page.close("div")
    var largest: [[String]] = []
    for (name, row) in [
      ("Largest increase", summary.largestIncrease), ("Largest decrease", summary.largestDecrease),
    ] {
      guard let row else { continue }
      largest.append([
        name, row.id, row.before.currency.code, row.before.amountText, row.after.amountText,
        CompareCommand.signed(try row.after.subtracting(row.before)),
      ])
    }
    page.table(
      caption: "Largest changes of a row's payable amount",
      header: ["Change", "Row", "Currency", "Before", "After", "Difference"], rows: largest,
      numeric: [3, 4, 5])
    return page.rendered()
  }

  /// The histogram of one currency: its bins from the first to the last that has bills, no
  /// change always among them.
  func histogram(_ changes: ChangeHistogram, currency: Currency, code: String) -> BarChart {
    let bins = changes.bins
    let zero = bins.firstIndex { $0.lower == -1 && $0.upper == 0 } ?? 0
    let used = bins.indices.filter { bins[$0].count > 0 } + [zero]
    let first = used.min() ?? zero
    let last = used.max() ?? zero
    let largest = bins.map(\.count).max() ?? 0
    let bars = bins[first...last].map { bin in
      BarChart.Bar(
        label: label(of: bin, currency: currency),
        length: BarChart.length(of: bin.count, largest: largest),
        value: bin.count == 1 ? "1 bill" : "\(bin.count) bills",
        pattern: bin.upper == 0 ? nil : (bin.upper ?? 1) > 0 ? .hatch : .dots)
    }
    return BarChart(
      title: "Change in tip per bill, \(code)", bars: bars, legend: [ComparePage.legend])
  }

  /// A bin's range in `currency`'s machine format: `no change`, `+0.01`, `+0.03 to +0.05`,
  /// `more than +10000.00`, `-0.03 to -0.05`.
  func label(of bin: ChangeHistogram.Bin, currency: Currency) -> String {
    func amount(_ units: Int64) -> String {
      CompareCommand.signed(Money(minorUnits: units, currency: currency))
    }
    switch (bin.lower, bin.upper) {
    case (-1, 0): return "no change"
    case (let lower?, nil): return "more than \(amount(lower))"
    case (nil, let upper?): return "less than \(amount(upper + 1))"
    case (let lower?, let upper?) where upper > 0:
      return lower + 1 == upper ? amount(upper) : "\(amount(lower + 1)) to \(amount(upper))"
    case (let lower?, let upper?):
      return lower + 1 == upper ? amount(upper) : "\(amount(upper)) to \(amount(lower + 1))"
    case (nil, nil): return "any change"
    }
  }

  /// The bars of the regions or channels: each group's changed rows, its rows and its tip
  /// change by currency as text.
  func groups(_ groups: [String: GroupComparison], title: String) -> BarChart {
    let largest = groups.values.map(\.changed).max() ?? 0
    let bars = groups.sorted { $0.key < $1.key }.map { name, group in
      let differences = group.tipDifference.sorted { $0.key.code < $1.key.code }.map {
        "\(CompareCommand.signed($0.value)) \($0.key.code)"
      }
      return BarChart.Bar(
        label: name, length: BarChart.length(of: group.changed, largest: largest),
        value: "\(group.changed) of \(group.rows) changed; tip "
          + differences.joined(separator: ", "),
        pattern: .hatch)
    }
    return BarChart(
      title: "Changed rows by \(title)", bars: bars,
      legend: ["Each bar is the rows that changed; the text gives them of all rows."])
  }
}

extension CompareCommand {
  /// Writes the page of `summary` for `path` (`--html`) into `files`, to be put in place once
  /// the report is written.
  ///
  /// - Throws: 65 when a difference does not fit, 74 when the page cannot be written.
  static func writePage(
    _ summary: CompareSummary, _ arguments: ParsedArguments, to path: String,
    files: FilesBesideReport, io: BatchIO
  ) throws(CLIError) {
    let before = arguments.value(of: Key.policy) ?? ""
    let configs = arguments.values(of: Key.withConfig).map {
      $0.split(separator: "/").last.map(String.init) ?? $0
    }
    let page = ComparePage(
      summary: summary, before: before, after: arguments.value(of: Key.with) ?? before,
      afterSource: configs.isEmpty ? "" : " in " + configs.joined(separator: ", "))
    let text: String
    do throws(MoneyError) {
      text = try page.rendered()
    } catch {
      throw .dataError("The differences do not fit: \(error); compare the rows in smaller files.")
    }
    try files.write(text, to: path, for: Key.html, context: io.context)
  }
}
