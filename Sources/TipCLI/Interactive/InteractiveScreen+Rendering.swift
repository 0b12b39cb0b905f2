import TipCalculatorModel
import TipEngine

extension InteractiveScreen {
  /// The narrowest width the layout is drawn at.
  static let minimumWidth = 32
  /// The widest: a wider terminal leaves the rest of each line empty.
  static let maximumWidth = 60
  /// The width when the terminal's size is unknown.
  static let defaultWidth = 44

  /// The width the layout is drawn at in a terminal `columns` wide: 32 to 60, 44 when unknown.
  static func layoutWidth(columns: Int?) -> Int {
    guard let columns, columns > 0 else { return defaultWidth }
    return min(max(columns, minimumWidth), maximumWidth)
  }

  /// The screen for a terminal of `columns` × `rows` (`nil` when unknown): the layout drawn at
  /// ``layoutWidth(columns:)``, or, when the terminal is narrower than a line of it or has fewer
  /// rows, the one line `Window too small: need 44×14, have 30×10` (shorter forms when even
  /// that does not fit), without a line break, so a tiny window does not scroll.
  func render(columns: Int?, rows: Int?) -> String {
    let lines = self.lines(width: Self.layoutWidth(columns: columns))
    let wideEnough = columns.map { columns in lines.allSatisfy { $0.count <= columns } } ?? true
    let tallEnough = rows.map { lines.count <= $0 } ?? true
    if wideEnough && tallEnough { return Self.joined(lines) }
    return Self.tooSmall(needed: neededSize(columns: columns), columns: columns, rows: rows)
  }

  /// The smallest terminal that shows the whole layout: as wide as its widest line, as tall as
  /// its lines, drawn at the width it would have once the terminal is at least that wide.
  func neededSize(columns: Int?) -> (columns: Int, rows: Int) {
    let widest = lines(width: Self.layoutWidth(columns: columns)).map(\.count).max() ?? 0
    let drawn = lines(
      width: columns == nil
        ? Self.defaultWidth : Self.layoutWidth(columns: max(columns ?? 0, widest)))
    return (drawn.map(\.count).max() ?? 0, drawn.count)
  }

  /// `Window too small: need 44×14, have 30×10`, or a shorter form that fits `columns`.
  static func tooSmall(needed: (columns: Int, rows: Int), columns: Int?, rows: Int?) -> String {
    let need = "\(needed.columns)×\(needed.rows)"
    let have = "\(columns.map(String.init) ?? "?")×\(rows.map(String.init) ?? "?")"
    let forms = ["Window too small: need \(need), have \(have)", "Too small: need \(need)", need]
    return forms.first { $0.count <= columns ?? Int.max } ?? need
  }

  /// The screen as text at `width` (at least 32) columns, one line per row, without trailing
  /// spaces: ``render(columns:rows:)`` without the size check.
  ///
  /// - Parameter width: the columns available; amounts are right-aligned to it.
  func render(width: Int = defaultWidth) -> String {
    Self.joined(lines(width: max(width, Self.minimumWidth)))
  }

  /// The lines of the layout at `width` columns. Totals are right-aligned to the width and
  /// messages wrap to it; the field rows keep their length, and the pending operation of the
  /// bill moves to a line of its own when it does not fit beside the bill.
  func lines(width: Int) -> [String] {
    let result = self.result
    let rule = String(repeating: "=", count: width)
    var lines: [String] = []
    lines.append(Self.spread("Tip Calculator", calculator.currency.code, width: width))
    lines.append(rule)
    lines.append(Self.spread("Total p/person", style.format(result.perPerson), width: width))
    lines.append(Self.spread("Total bill", style.format(result.totalBill), width: width))
    lines.append(Self.spread("Total tip", style.format(result.totalTip), width: width))
    lines.append(rule)

    let bill = row(.bill, entry.displayText)
    if let pending = entry.pendingExpression.map({ "(\($0))" }) {
      if bill.count + 3 + pending.count <= width {
        lines.append(bill + "   " + pending)
      } else {
        lines.append(bill)
        lines.append(String(repeating: " ", count: 11) + pending)
      }
    } else {
      lines.append(bill)
    }
    lines.append(row(.tip, tipOptions()))
    lines.append(row(.split, "- \(calculator.splitCount) +"))
    if let customTipText {
      lines.append("  Custom tip: \(customTipText)_")
    }
    if let message = notice ?? result.validation.message {
      lines += Self.wrap("! " + message, width: width, indent: "  ", hanging: "    ")
    }
    lines.append(String(repeating: "-", count: width))
    lines += Self.wrap(help, width: width)
    lines += Self.wrap("Tab/Shift-Tab: field  r: reset  q: quit", width: width)
    return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
  }

  /// The lines of a screen, each ended by a line break.
  static func joined(_ lines: [String]) -> String {
    lines.joined(separator: "\n") + "\n"
  }

  /// The help line for the focused field or the prompt.
  var help: String {
    if customTipText != nil { return "Type the tip amount  Enter: OK  Esc: cancel" }
    switch focus {
    case .bill: return "0-9 \(entry.separators.decimal) Backspace: edit  + - * / =: add up"
    case .tip:
      let rates = tipPresets.compactMap { choice -> String? in
        if case .preset(let rate) = choice { return rate.percent.description }
        return nil
      }
      guard !rates.isEmpty else { return "0: none  c: custom" }
      let keys = rates.indices.map { String($0 + 1) }.joined(separator: " ")
      return "\(keys): \(rates.joined(separator: "/"))%  0: none  c: custom"
    case .split: return "- +: fewer or more people"
    }
  }

  /// `  Bill     100`, with `>` marking the focused field.
  func row(_ field: Field, _ value: String) -> String {
    let marker = field == focus && customTipText == nil ? "> " : "  "
    let label: String
    switch field {
    case .bill: label = "Bill"
    case .tip: label = "Tip"
    case .split: label = "Split"
    }
    return marker + label.padding(toLength: 9) + value
  }

  /// ` 10%  [15%]  20%   Custom `: the chosen option in brackets.
  func tipOptions() -> String {
    var options: [(String, Bool)] = tipPresets.map {
      ($0.description, calculator.tip == $0)
    }
    switch calculator.tip {
    case .customAmount(let amount):
      let text =
        (try? Money(exactly: amount, currency: calculator.currency)).map(style.format)
        ?? amount.description
      options.append(("Custom \(text)", true))
    case .customPercentage(let rate):
      options.append(("Custom \(rate)", true))
    case .policy(let name):
      options.append(("Custom \(name)", true))
    case .none, .preset:
      options.append(("Custom", false))
    }
    return options.map { $0.1 ? "[\($0.0)]" : " \($0.0) " }.joined(separator: " ")
  }

  /// `left` and `right` on one line, `right` ending at column `width`.
  static func spread(_ left: String, _ right: String, width: Int) -> String {
    let gap = max(1, width - left.count - right.count)
    return left + String(repeating: " ", count: gap) + right
  }

  /// `text` broken at spaces into lines of at most `width` columns (longer words stay whole);
  /// the first line starts with `indent`, the others with `hanging`.
  static func wrap(_ text: String, width: Int, indent: String = "", hanging: String = "")
    -> [String]
  {
    var lines: [String] = []
    var line = indent
    var lineHasWords = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !lineHasWords {
        line += word
        lineHasWords = true
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = hanging + word
      }
    }
    lines.append(line)
    return lines
  }
}

extension String {
  /// The string followed by spaces up to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
