import TipCalculatorModel
import TipEngine

/// The seed app's screen for a terminal, as a value: a key in, a new state out, and the screen
/// as text. ``InteractiveTerminal`` only reads keys and prints ``render(width:)``.
///
/// The result panel (Total p/person, Total bill, Total tip) sits above three fields: the bill
/// (a ``BillEntry`` keypad, so `12.50+8.75=` adds up a receipt), the tip choice (10 %, 15 %,
/// 20 %, Custom) and the split stepper. The model is ``TipCalculator/State``: the pure,
/// `Sendable` core of ``TipCalculator``, which needs no main actor.
struct InteractiveScreen: Sendable {
  /// A field that keys go to.
  enum Field: Int, Sendable, Hashable, CaseIterable {
    case bill, tip, split
  }

  /// Why the screen has finished.
  enum Outcome: Sendable, Hashable {
    /// `q` or Escape.
    case quit
    /// Ctrl-C.
    case interrupted
  }

  /// The calculator's input.
  private(set) var calculator: TipCalculator.State
  /// The bill keypad; ``calculator``'s bill text follows its display.
  private(set) var entry: BillEntry
  /// The field that has the focus.
  private(set) var focus: Field = .bill
  /// The custom tip being typed, while the custom prompt is open.
  private(set) var customTipText: String?
  /// A one-line message about the last key, such as why a custom tip was refused.
  private(set) var notice: String?
  /// Set when the screen has finished.
  private(set) var outcome: Outcome?

  /// Where policies chosen by name are found.
  let catalog: PolicyCatalog?
  /// How amounts are written.
  let style: CurrencyTextStyle

  /// The longest custom tip text accepted at the prompt.
  static let maximumCustomTipLength = 16

  /// A screen with no bill, no tip and one person.
  init(
    currency: Currency = .usd, style: CurrencyTextStyle = .compact, catalog: PolicyCatalog? = nil
  ) {
    self.calculator = TipCalculator.State(currency: currency)
    self.entry = BillEntry(currency: currency)
    self.style = style
    self.catalog = catalog
  }

  /// The result panel: the calculator's result, or the keypad's error.
  var result: TipResult {
    if let failure = entry.failure {
      return .invalid(
        .bill, reason: failure.description, currency: calculator.currency,
        splitCount: calculator.splitCount)
    }
    return calculator.result(catalog: catalog)
  }

  // MARK: - Keys

  /// Applies the keys in a chunk of terminal input.
  mutating func handle(_ keys: [TerminalKey]) {
    for key in keys { handle(key) }
  }

  /// Applies one key.
  mutating func handle(_ key: TerminalKey) {
    guard outcome == nil else { return }
    if key == .interrupt {
      outcome = .interrupted
      return
    }
    if customTipText != nil {
      handleCustomTip(key)
      return
    }
    notice = nil
    switch key {
    case .tab, .down: moveFocus(by: 1)
    case .shiftTab, .up: moveFocus(by: -1)
    case .escape, .endOfInput, .character("q"), .character("Q"): outcome = .quit
    case .character("r"), .character("R"): reset()
    default:
      switch focus {
      case .bill: handleBill(key)
      case .tip: handleTip(key)
      case .split: handleSplit(key)
      }
    }
  }

  mutating func moveFocus(by step: Int) {
    let count = Field.allCases.count
    focus = Field(rawValue: (focus.rawValue + step + count) % count) ?? .bill
  }

  mutating func reset() {
    calculator.reset()
    entry = BillEntry(currency: calculator.currency)
    focus = .bill
  }

  mutating func handleBill(_ key: TerminalKey) {
    switch key {
    case .enter: entry.press(.equals)
    case .backspace: entry.press(.backspace)
    case .character(let character):
      guard let key = BillEntry.Key(character) else { return }
      entry.press(key)
    default: return
    }
    calculator.billText = entry.value?.description ?? ""
  }

  mutating func handleTip(_ key: TerminalKey) {
    let cycle: [TipChoice] = [.none] + TipChoice.presets
    switch key {
    case .character("0"), .character("n"): calculator.tip = .none
    case .character("1"), .character("2"), .character("3"):
      if case .character(let character) = key, let number = character.wholeNumberValue {
        calculator.tip = TipChoice.presets[number - 1]
      }
    case .character("c"), .character("C"), .enter:
      customTipText = ""
    case .left, .right:
      let current = cycle.firstIndex(of: calculator.tip)
      let step = key == .right ? 1 : -1
      let next = current.map { ($0 + step + cycle.count) % cycle.count } ?? 0
      calculator.tip = cycle[next]
    default: return
    }
  }

  mutating func handleSplit(_ key: TerminalKey) {
    switch key {
    case .character("-"), .character("_"), .left: calculator.decrementSplit()
    case .character("+"), .character("="), .right: calculator.incrementSplit()
    default: return
    }
  }

  mutating func handleCustomTip(_ key: TerminalKey) {
    guard var text = customTipText else { return }
    switch key {
    case .escape:
      customTipText = nil
      notice = nil
    case .enter:
      do {
        calculator.tip = try TipChoice.customAmount(parsing: text, currency: calculator.currency)
        customTipText = nil
        notice = nil
      } catch {
        notice = error.fieldMessage
      }
    case .backspace:
      if !text.isEmpty { text.removeLast() }
      customTipText = text
    case .character(let character)
    where character.isASCII && (character.isNumber || character == ".")
      && text.count < InteractiveScreen.maximumCustomTipLength:
      text.append(character)
      customTipText = text
    default: return
    }
  }

  // MARK: - Rendering

  /// The screen as text, one line per row, without trailing spaces.
  ///
  /// - Parameter width: the columns available; amounts are right-aligned to it.
  func render(width: Int = 44) -> String {
    let width = max(width, 32)
    let result = self.result
    let rule = String(repeating: "=", count: width)
    var lines: [String] = []
    lines.append(Self.spread("Tip Calculator", calculator.currency.code, width: width))
    lines.append(rule)
    lines.append(Self.spread("Total p/person", style.format(result.perPerson), width: width))
    lines.append(Self.spread("Total bill", style.format(result.totalBill), width: width))
    lines.append(Self.spread("Total tip", style.format(result.totalTip), width: width))
    lines.append(rule)

    var bill = entry.displayText
    if let pending = entry.pendingExpression { bill += "   (\(pending))" }
    lines.append(row(.bill, bill))
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
      .joined(separator: "\n") + "\n"
  }

  /// The help line for the focused field or the prompt.
  var help: String {
    if customTipText != nil { return "Type the tip amount  Enter: OK  Esc: cancel" }
    switch focus {
    case .bill: return "0-9 . Backspace: edit  + - * / =: add up"
    case .tip: return "1 2 3: 10/15/20%  0: none  c: custom"
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
    var options: [(String, Bool)] = TipChoice.presets.map {
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
