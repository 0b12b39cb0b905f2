import Foundation
import TipCalculatorModel
import TipEngine

/// The seed app's screen for a terminal, as a value: a key in, a new state out, and the screen
/// as text. ``InteractiveTerminal`` only reads keys and prints ``render(columns:rows:)``.
///
/// The result panel (Total p/person, Total bill, Total tip) sits above three fields: the bill
/// (a ``BillEntry`` keypad, so `12.50+8.75=` adds up a receipt), the tip choice (the presets of
/// ``TipChoice/presetRates``, then Custom) and the split stepper. The model is
/// ``TipCalculator/State``: the pure, `Sendable` core of ``TipCalculator``, which needs no main
/// actor.
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
  /// The keypad of the custom tip, while the custom prompt is open: it takes the bill
  /// keypad's digits and decimal key, and refuses at the key what they refuse.
  private(set) var customTip: BillEntry?
  /// A message about the last chunk of keys, such as why a key or a custom tip was refused.
  private(set) var notice: String?
  /// Set when the screen has finished.
  private(set) var outcome: Outcome?

  /// Where policies chosen by name are found.
  let catalog: PolicyCatalog?
  /// The tip field's preset buttons: those of the region's tip screen in ``catalog``, else
  /// ``presets`` (see ``TipChoice/presets(for:in:)``).
  let tipPresets: [TipChoice]
  /// How amounts are written.
  let style: CurrencyTextStyle

  /// A screen with no bill, the tip `tip` (none by default) and one person. The keypad's decimal
  /// key is the decimal separator of `style`'s locale (`,` for de_DE), `.` without one.
  init(
    currency: Currency = .usd, style: CurrencyTextStyle = .compact, catalog: PolicyCatalog? = nil,
    region: Region? = nil, tip: TipChoice = .none
  ) {
    self.calculator = TipCalculator.State(currency: currency, region: region)
    self.calculator.tip = tip
    self.tipPresets = region == nil ? Self.presets : TipChoice.presets(for: region, in: catalog)
    self.entry = BillEntry(currency: currency, separators: Self.separators(for: style))
    self.style = style
    self.catalog = catalog
  }

  /// The keypad's separators for amounts written in `style`.
  static func separators(for style: CurrencyTextStyle) -> BillEntry.Separators {
    guard case .localized(let locale) = style.notation else { return .period }
    return BillEntry.Separators(locale: locale)
  }

  /// The tip field's choices in button order: the presets (keys `1`, `2`, …), from
  /// ``TipChoice/presets``, the one place they are set.
  static var presets: [TipChoice] { TipChoice.presets }

  /// `1, 2 and 3 pick 10 %, 15 % and 20 %`, for the help, from the presets.
  static var presetSentence: String {
    func list(_ items: [String]) -> String {
      guard let last = items.last, items.count > 1 else { return items.joined() }
      return items.dropLast().joined(separator: ", ") + " and " + last
    }
    let rates = TipChoice.presetRates
    let keys = list(rates.indices.map { String($0 + 1) })
    return "\(keys) pick \(list(rates.map { "\($0.percent) %" }))"
  }

  /// The result panel: the calculator's result for what the bill keypad's `=` would give now
  /// (``TipCalculator/State/setBill(_:)-(BillEntry)``), or the keypad's error.
  var result: TipResult {
    calculator.result(catalog: catalog)
  }

  /// The custom tip as typed, with the keypad's decimal key and no grouping (`1234,5`), while
  /// the custom prompt is open; empty before the first digit.
  var customTipText: String? {
    guard let customTip else { return nil }
    guard customTip.isTypingNumber else { return "" }
    return customTip.displayText(
      decimalSeparator: String(customTip.separators.decimal), groupingSeparator: "")
  }

  // MARK: - Keys

  /// Applies the keys in a chunk of terminal input (one read, redrawn once).
  ///
  /// The notice describes the whole chunk: a key refused in the middle of a paste such as
  /// `1.5+2=` in JPY stays on the screen, though the keys after it were taken.
  mutating func handle(_ keys: [TerminalKey]) {
    guard outcome == nil, !keys.isEmpty else { return }
    if customTipText == nil { notice = nil }
    for key in keys { apply(key) }
  }

  /// Applies one key, as a chunk of its own.
  mutating func handle(_ key: TerminalKey) {
    handle([key])
  }

  /// Applies one key of a chunk.
  mutating func apply(_ key: TerminalKey) {
    guard outcome == nil else { return }
    if key == .interrupt {
      outcome = .interrupted
      return
    }
    if customTipText != nil {
      handleCustomTip(key)
      return
    }
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
    entry = BillEntry(currency: calculator.currency, separators: entry.separators)
    focus = .bill
  }

  mutating func handleBill(_ key: TerminalKey) {
    switch key {
    case .enter: entry.press(.equals)
    case .backspace: entry.press(.backspace)
    case .character(let character): entry.type(String(character))
    default: return
    }
    if let refusal = entry.refusal { notice = refusal.description }
    calculator.setBill(entry)
  }

  mutating func handleTip(_ key: TerminalKey) {
    let presets = tipPresets
    let cycle: [TipChoice] = [.none] + presets
    switch key {
    case .character("0"), .character("n"): calculator.tip = .none
    case .character(let character)
    where character.isASCII && presets.indices.contains((character.wholeNumberValue ?? 0) - 1):
      calculator.tip = presets[(character.wholeNumberValue ?? 1) - 1]
    case .character("c"), .character("C"), .enter:
      customTip = BillEntry(currency: calculator.currency, separators: entry.separators)
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
    guard var tip = customTip, let text = customTipText else { return }
    switch key {
    case .escape:
      customTip = nil
      notice = nil
    case .enter:
      // Typed with the keypad's decimal key; parsed with `.`.
      let decimal = tip.separators.decimal
      let amount = String(text.map { $0 == decimal ? "." : $0 })
      do {
        calculator.tip = try TipChoice.customAmount(parsing: amount, currency: calculator.currency)
        customTip = nil
        notice = nil
      } catch {
        notice = error.fieldMessage.replacingOccurrences(of: "'\(amount)'", with: "'\(text)'")
      }
    case .backspace:
      guard tip.isTypingNumber else { return }
      tip.press(.backspace)
      // Deleting the one digit there was leaves the prompt empty, not showing 0.
      customTip =
        text.count == 1 && tip.displayText == "0"
        ? BillEntry(currency: tip.currency, separators: tip.separators) : tip
    case .character(let character):
      typeCustomTip(character, into: tip)
    default: return
    }
  }

  /// Types one character at the custom tip prompt: the keys of the bill keypad that make an
  /// amount (digits and the decimal key, read as ``BillEntry/Key/init(_:separators:)`` reads
  /// them), each refused at the key, with the keypad's reason, where the bill keypad refuses it
  /// (a third decimal in USD, any in JPY, a 14th digit), and any other key refused with a
  /// notice. Enter checks the amount against the currency.
  mutating func typeCustomTip(_ character: Character, into tip: BillEntry) {
    var tip = tip
    let separators = tip.separators
    let key = BillEntry.Key(character, separators: separators)
    switch key {
    case .digit(let digit):
      tip.press(.digit(digit))
    case .decimalPoint:
      tip.press(.decimalPoint)
    case nil where character == "." || character == ",":
      // It groups thousands here: refused, never read as a point.
      notice =
        BillEntry.Refusal.notTheDecimalKey(typed: character, decimalKey: separators.decimal)
        .description
      return
    default:
      notice =
        "'\(character)' is not a key of the custom tip; type digits and '\(separators.decimal)'"
      return
    }
    customTip = tip
    if let refusal = tip.refusal { notice = refusal.description }
  }
}
