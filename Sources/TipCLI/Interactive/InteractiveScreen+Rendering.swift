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

  /// The fewest rows the screen needs, whatever it shows: the layout's full height at 44
  /// columns. In fewer rows than its lines, the screen leaves out, in this order, the key hints,
  /// the rule above the help, the rule under the totals and the help, then shortens a message;
  /// the title, the totals and the fields always show.
  static let minimumRows = 12

  /// The screen for a terminal of `columns` × `rows` (`nil` when unknown), as one frame to
  /// draw from the top left corner: the layout drawn at ``layoutWidth(columns:)`` and fitted to
  /// `rows` (see ``minimumRows``), or, when the terminal is narrower than a line of it or has
  /// fewer rows than it needs, the one line `Window too small: need 44×12, have 30×10` (shorter
  /// forms when even that does not fit). No line break ends the frame: after the last row it
  /// would scroll the title off the top.
  func render(columns: Int?, rows: Int?) -> String {
    let width = Self.layoutWidth(columns: columns)
    let needed = neededSize(columns: columns)
    let lines = rows.map { self.lines(width: width, rows: $0) } ?? self.lines(width: width)
    let wideEnough =
      columns.map { columns in lines.allSatisfy { DisplayWidth.of($0) <= columns } } ?? true
    let tallEnough = rows.map { $0 >= needed.rows } ?? true
    if wideEnough && tallEnough { return lines.joined(separator: "\n") }
    return Self.tooSmall(needed: needed, columns: columns, rows: rows)
  }

  /// The smallest terminal that shows the screen: as wide as its widest line, drawn at the width
  /// it would have once the terminal is at least that wide, and as tall as its lines or
  /// ``minimumRows``, whichever is fewer.
  func neededSize(columns: Int?) -> (columns: Int, rows: Int) {
    let widest = lines(width: Self.layoutWidth(columns: columns)).map(DisplayWidth.of).max() ?? 0
    let drawn = lines(
      width: columns == nil
        ? Self.defaultWidth : Self.layoutWidth(columns: max(columns ?? 0, widest)))
    return (drawn.map(DisplayWidth.of).max() ?? 0, min(drawn.count, Self.minimumRows))
  }

  /// `Window too small: need 44×12, have 30×10`, or a shorter form that fits `columns`.
  static func tooSmall(needed: (columns: Int, rows: Int), columns: Int?, rows: Int?) -> String {
    let need = "\(needed.columns)×\(needed.rows)"
    let have = "\(columns.map(String.init) ?? "?")×\(rows.map(String.init) ?? "?")"
    let forms = ["Window too small: need \(need), have \(have)", "Too small: need \(need)", need]
    return forms.first { DisplayWidth.of($0) <= columns ?? Int.max } ?? need
  }

  /// The screen as text at `width` (at least 32) columns, one line per row, without trailing
  /// spaces: ``render(columns:rows:)`` without the size check.
  ///
  /// - Parameter width: the columns available; amounts are right-aligned to it.
  func render(width: Int = defaultWidth) -> String {
    Self.joined(lines(width: max(width, Self.minimumWidth)))
  }

  /// The lines of the layout at `width` columns, measured by display width (``DisplayWidth``).
  /// Totals are right-aligned to the width and messages wrap to it; the field rows keep their
  /// length (but a policy's name, cut to fit), and the pending operation of the bill moves to a
  /// line of its own when it does not fit beside the bill.
  func lines(width: Int) -> [String] {
    layout(width: width).map(\.text)
  }

  /// The lines of the layout at `width` columns in at most `rows` rows, when `rows` is at least
  /// ``minimumRows``: the lines that can go left out, then the end of the message (marked `…`).
  func lines(width: Int, rows: Int) -> [String] {
    var layout = layout(width: width)
    for part in LayoutLine.Part.leftOutFirst where layout.count > rows {
      layout.removeAll { $0.part == part }
    }
    // The message's lines follow each other; the first always stays.
    let message = layout.indices.filter { layout[$0].part == .message }
    let kept = max(1, message.count - (layout.count - rows))
    if let first = message.first, kept < message.count {
      let last = first + kept - 1
      layout.removeSubrange((last + 1)..<(first + message.count))
      layout[last].text = Self.cut(layout[last].text, toWidth: width)
    }
    return layout.map(\.text)
  }

  /// A line of the layout, with the part of the screen it belongs to.
  struct LayoutLine {
    /// The parts of the screen.
    enum Part: Equatable {
      /// The title, the totals, the fields and the prompt: always shown.
      case essential
      /// A message about the last keys, which may be shortened.
      case message
      /// The rule under the totals.
      case totalsRule
      /// The rule above the help.
      case helpRule
      /// The help for the focused field.
      case help
      /// `Tab/Shift-Tab: field  r: reset  q: quit`.
      case keys

      /// The parts a short window leaves out, first to last.
      static let leftOutFirst: [Part] = [.keys, .helpRule, .totalsRule, .help]
    }

    /// The text, without trailing spaces.
    var text: String
    /// The part of the screen.
    var part: Part
  }

  /// The lines of the layout at `width` columns, with their parts.
  func layout(width: Int) -> [LayoutLine] {
    let result = self.result
    let rule = String(repeating: "=", count: width)
    var lines: [LayoutLine] = []
    func add(_ text: String, _ part: LayoutLine.Part = .essential) {
      lines.append(
        LayoutLine(text: String(text.reversed().drop(while: { $0 == " " }).reversed()), part: part))
    }
    add(Self.spread("Tip Calculator", calculator.currency.code, width: width))
    add(rule)
    add(Self.spread("Total p/person", style.format(result.perPerson), width: width))
    add(Self.spread("Total bill", style.format(result.totalBill), width: width))
    add(Self.spread("Total tip", style.format(result.totalTip), width: width))
    add(rule, .totalsRule)

    let bill = row(.bill, entry.displayText)
    if let pending = entry.pendingExpression.map({ "(\($0))" }) {
      if DisplayWidth.of(bill) + 3 + DisplayWidth.of(pending) <= width {
        add(bill + "   " + pending)
      } else {
        add(bill)
        add(String(repeating: " ", count: 11) + pending)
      }
    } else {
      add(bill)
    }
    add(row(.tip, tipOptions(width: width - 11)))
    add(row(.split, "- \(calculator.splitCount) +"))
    if let customTipText {
      add("  Custom tip: \(customTipText)_")
    }
    if let message = notice ?? result.validation.message {
      for line in Self.wrap("! " + message, width: width, indent: "  ", hanging: "    ") {
        add(line, .message)
      }
    }
    add(String(repeating: "-", count: width), .helpRule)
    for line in Self.wrap(help, width: width) { add(line, .help) }
    for line in Self.wrap("Tab/Shift-Tab: field  r: reset  q: quit", width: width) {
      add(line, .keys)
    }
    return lines
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

  /// ` 10%  [15%]  20%   Custom `: the chosen option in brackets; a policy's name is cut,
  /// marked `…`, so that the options fit `width` columns where they can.
  func tipOptions(width: Int = .max) -> String {
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
    func joined() -> String {
      options.map { $0.1 ? "[\($0.0)]" : " \($0.0) " }.joined(separator: " ")
    }
    let text = joined()
    let excess = DisplayWidth.of(text) - width
    guard excess > 0, case .policy(let name) = calculator.tip else { return text }
    // A policy's name can be long, and wide (`渡辺`, `👩‍🍳`): it is cut, down to `…`; the
    // buttons, and an amount or a rate, keep their length.
    let cut = Self.cut(name, toWidth: max(DisplayWidth.of(name) - excess, 1))
    options[options.count - 1].0 = "Custom \(cut)"
    return joined()
  }

  /// `text` cut at a character (never inside one, such as `👩‍🍳`) and ended with `…`, at most
  /// `width` columns wide; the `…` alone when nothing else fits.
  static func cut(_ text: String, toWidth width: Int) -> String {
    var text = text
    while !text.isEmpty && DisplayWidth.of(text) + 1 > width { text.removeLast() }
    return text + "…"
  }

  /// `left` and `right` on one line, `right` ending at column `width`.
  static func spread(_ left: String, _ right: String, width: Int) -> String {
    let gap = max(1, width - DisplayWidth.of(left) - DisplayWidth.of(right))
    return left + String(repeating: " ", count: gap) + right
  }

  /// `text` broken at spaces into lines of at most `width` columns, counted by display width
  /// (``DisplayWidth``); the first line starts with `indent`, the others with `hanging`. A word
  /// may also break before or after a wide character, as text in scripts written without spaces
  /// does (`渡辺さくら`), never inside a character; a longer word of narrow characters stays
  /// whole.
  static func wrap(_ text: String, width: Int, indent: String = "", hanging: String = "")
    -> [String]
  {
    var lines: [String] = []
    var line = indent
    var lineHasWords = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      for (index, piece) in pieces(of: word).enumerated() {
        let joiner = index == 0 ? " " : ""
        if !lineHasWords {
          line += piece
          lineHasWords = true
        } else if DisplayWidth.of(line) + joiner.count + DisplayWidth.of(piece) <= width {
          line += joiner + piece
        } else {
          lines.append(line)
          line = hanging + piece
        }
      }
    }
    lines.append(line)
    return lines
  }

  /// The parts of `word` that a line may break between: each wide character on its own, and
  /// each run of narrow ones; `[""]` for an empty word.
  static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if DisplayWidth.of(word[index]) == 2 {
        if start < index { pieces.append(word[start..<index]) }
        pieces.append(word[index..<next])
        start = next
      }
      index = next
    }
    if start < word.endIndex || pieces.isEmpty { pieces.append(word[start...]) }
    return pieces
  }
}

extension String {
  /// The string followed by spaces up to `length` columns (``DisplayWidth``).
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - DisplayWidth.of(self)))
  }
}
