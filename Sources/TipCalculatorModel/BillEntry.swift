import TipEngine

/// The keypad of a calculator-style bill field: digits, a decimal point, backspace, AC, the four
/// operations and equals, computed exactly.
///
/// `BillEntry` is a value: each ``press(_:)-(BillEntry.Key)`` changes it, nothing else does, so a UI binds to
/// ``displayText`` and tests replay key sequences. It works like a pocket calculator:
/// - each operation applies to the running result, left to right (`2 + 3 × 4 =` is 20);
/// - pressing another operation before the next number replaces the pending one
///   (`12 + − 2 =` is 10);
/// - the display holds at most ``maximumDigits`` digits, and a number typed in takes no more
///   fraction digits than the currency has (none for JPY, three for KWD); extra keys are ignored;
/// - `×` and `÷` results are rounded to the currency's digits by ``rounding`` (half-up unless
///   chosen otherwise), then, if they do not fit the display, to fewer fraction digits;
/// - dividing by zero, or a result with more than ``maximumDigits`` whole digits, shows
///   ``errorText`` until the next digit, decimal point or AC: never a crash, never `inf`.
///
/// Sums and differences are exact: `12.50 + 8.75 =` shows `21.25`.
///
/// ```swift
/// var entry = BillEntry(currency: .usd)
/// entry.type("12.50+8.75=")
/// entry.displayText   // "21.25"
/// entry.amount        // 21.25 USD
/// ```
public struct BillEntry: Sendable, Hashable {
  /// A key of the keypad.
  public enum Key: Sendable, Hashable {
    /// A digit, 0 through 9; other values are ignored.
    case digit(Int)
    /// The decimal point; ignored for a currency without minor units (JPY).
    case decimalPoint
    /// Deletes the last character typed; does nothing to a result.
    case backspace
    /// AC: back to 0, with no pending operation and no error.
    case clear
    /// One of the four operations.
    case operation(Operation)
    /// Completes the pending operation.
    case equals

    /// The key for a character typed on a keyboard: `0`–`9`, `.` or `,` (decimal point), `+`,
    /// `-` or `−`, `*` `x` or `×`, `/` or `÷`, `=` or Return (equals), Backspace or Delete, and
    /// `c` (AC). `nil` for any other character.
    public init?(_ character: Character) {
      switch character {
      case "0"..."9":
        guard let value = character.wholeNumberValue else { return nil }
        self = .digit(value)
      case ".", ",": self = .decimalPoint
      case "+": self = .operation(.add)
      case "-", "−": self = .operation(.subtract)
      case "*", "x", "×": self = .operation(.multiply)
      case "/", "÷": self = .operation(.divide)
      case "=", "\r", "\n", "\r\n": self = .equals
      case "\u{7F}", "\u{08}": self = .backspace
      case "c", "C": self = .clear
      default: return nil
      }
    }
  }

  /// An arithmetic operation of the keypad.
  public enum Operation: String, Sendable, Hashable, CaseIterable {
    /// Addition, `+`.
    case add = "+"
    /// Subtraction, `−` (U+2212).
    case subtract = "−"
    /// Multiplication, `×`.
    case multiply = "×"
    /// Division, `÷`.
    case divide = "÷"

    /// The sign shown for the operation: `+`, `−`, `×` or `÷`.
    public var symbol: String { rawValue }
  }

  /// Why the display shows ``errorText``.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A division by zero.
    case divisionByZero
    /// A result with more whole digits than the display holds.
    case overflow

    /// A sentence for people, such as `cannot divide by zero`.
    public var description: String {
      switch self {
      case .divisionByZero: return "cannot divide by zero"
      case .overflow:
        return "the result has more than \(BillEntry.maximumDigits) digits"
      }
    }
  }

  /// The most digits the display holds: 13, like the seed calculator.
  public static let maximumDigits = 13

  /// The display text of the error state.
  public static let errorText = "Error"

  /// The currency of the amount: its digits bound what can be typed after the decimal point.
  public let currency: Currency
  /// How `×` and `÷` results are rounded to the currency's digits: half-up by default.
  public let rounding: RoundingRule

  /// The number being typed, as typed (`"12."`, `"0.05"`), or `nil` when the display shows a
  /// result or an operand.
  var typed: String?
  /// What the display shows when nothing is being typed.
  var shown: DecimalValue
  /// The left operand of ``pendingOperation``.
  var accumulator: DecimalValue?
  /// The operation waiting for its right operand, if any.
  public private(set) var pendingOperation: Operation?
  /// Why the display shows ``errorText``, or `nil` when it shows a number.
  public private(set) var failure: Failure?

  /// A keypad showing 0.
  ///
  /// - Parameters:
  ///   - currency: the currency of the amount; USD by default.
  ///   - rounding: how `×` and `÷` results are rounded; half-up by default.
  public init(currency: Currency = .usd, rounding: RoundingRule = .halfUp) {
    self.currency = currency
    self.rounding = rounding
    self.shown = .zero
  }

  /// A keypad showing `amount`, ready for an operation (the next digit starts a new number).
  ///
  /// - Parameters:
  ///   - amount: the amount to show; its currency becomes the keypad's.
  ///   - rounding: how `×` and `÷` results are rounded; half-up by default.
  public init(_ amount: Money, rounding: RoundingRule = .halfUp) {
    self.init(currency: amount.currency, rounding: rounding)
    shown = amount.decimalValue
  }

  // MARK: - Reading the display

  /// The number on the display, or `nil` in the error state. While a number is being typed this
  /// is that number (`12.` is 12).
  public var value: DecimalValue? {
    guard failure == nil else { return nil }
    guard let typed else { return shown }
    return (try? DecimalValue(typed)) ?? .zero
  }

  /// The number on the display as money in ``currency``, or `nil` in the error state.
  public var amount: Money? {
    value.flatMap { try? Money(rounding: $0, currency: currency, rule: rounding) }
  }

  /// Whether a number is being typed (rather than a result or an operand being shown).
  public var isTypingNumber: Bool { failure == nil && typed != nil }

  /// The display: the number with grouping commas (`1,234,567.5`), exactly as typed while
  /// typing (`1,234.`, `0.50`), or ``errorText``.
  public var displayText: String {
    displayText(decimalSeparator: ".", groupingSeparator: ",")
  }

  /// The display with other separators, such as `1.234.567,5` for a German keypad.
  public func displayText(decimalSeparator: String, groupingSeparator: String) -> String {
    guard failure == nil else { return BillEntry.errorText }
    let text = typed ?? shown.description
    var body = Substring(text)
    var sign = ""
    if body.hasPrefix("-") {
      sign = "-"
      body = body.dropFirst()
    }
    let point = body.firstIndex(of: ".")
    let whole = String(body[..<(point ?? body.endIndex)])
    var result = sign + CurrencyTextStyle.groupedDigits(whole, separator: groupingSeparator)
    if let point {
      result += decimalSeparator + body[body.index(after: point)...]
    }
    return result
  }

  /// The pending operation with its left operand, such as `12.5 +`, or `nil` when there is none.
  public var pendingExpression: String? {
    guard failure == nil, let pendingOperation, let accumulator else { return nil }
    var copy = BillEntry(currency: currency, rounding: rounding)
    copy.shown = accumulator
    return "\(copy.displayText) \(pendingOperation.symbol)"
  }

  // MARK: - Pressing keys

  /// Applies one key.
  public mutating func press(_ key: Key) {
    switch key {
    case .digit(let digit): typeDigit(digit)
    case .decimalPoint: typeDecimalPoint()
    case .backspace: deleteLast()
    case .clear: self = BillEntry(currency: currency, rounding: rounding)
    case .operation(let operation): choose(operation)
    case .equals: complete()
    }
  }

  /// Applies keys in order.
  public mutating func press(_ keys: [Key]) {
    for key in keys { press(key) }
  }

  /// Applies the key for each character of `keys` that has one (see ``Key/init(_:)``), such as
  /// `"12.50+8.75="`; other characters are ignored.
  public mutating func type(_ keys: String) {
    for character in keys {
      if let key = Key(character) { press(key) }
    }
  }

  mutating func typeDigit(_ digit: Int) {
    guard (0...9).contains(digit) else { return }
    startNumberIfNeeded()
    var text = typed ?? "0"
    if text == "0" {
      text = String(digit)
    } else {
      guard BillEntry.digitCount(text) < BillEntry.maximumDigits else { return }
      if let point = text.firstIndex(of: ".") {
        let fractionDigits = text.distance(from: point, to: text.endIndex) - 1
        guard fractionDigits < currency.minorUnitDigits else { return }
      }
      text += String(digit)
    }
    typed = text
  }

  mutating func typeDecimalPoint() {
    guard currency.minorUnitDigits > 0 else { return }
    startNumberIfNeeded()
    let text = typed ?? "0"
    guard !text.contains("."), BillEntry.digitCount(text) < BillEntry.maximumDigits else {
      typed = text
      return
    }
    typed = text + "."
  }

  /// Before the first key of a number: leave the error state, forget a finished calculation.
  mutating func startNumberIfNeeded() {
    if failure != nil {
      self = BillEntry(currency: currency, rounding: rounding)
    }
    if typed == nil {
      // After `=` there is no pending operation: the new number starts a new calculation.
      if pendingOperation == nil { accumulator = nil }
      typed = "0"
    }
  }

  mutating func deleteLast() {
    guard failure == nil, var text = typed else { return }
    text.removeLast()
    typed = text.isEmpty ? "0" : text
  }

  mutating func choose(_ operation: Operation) {
    guard failure == nil else { return }
    if let typed {
      let operand = (try? DecimalValue(typed)) ?? .zero
      self.typed = nil
      if let pendingOperation, let accumulator {
        guard let result = apply(pendingOperation, accumulator, operand) else { return }
        shown = result
      } else {
        shown = operand
      }
    }
    // Without a number typed since the last operation, the new one replaces it.
    accumulator = shown
    pendingOperation = operation
  }

  mutating func complete() {
    guard failure == nil else { return }
    if let pendingOperation, let accumulator, let typed {
      let operand = (try? DecimalValue(typed)) ?? .zero
      guard let result = apply(pendingOperation, accumulator, operand) else { return }
      shown = result
    } else if let typed {
      shown = (try? DecimalValue(typed)) ?? .zero
    } else if let accumulator {
      // `12 + =`: no right operand; the operation is dropped.
      shown = accumulator
    }
    typed = nil
    accumulator = nil
    pendingOperation = nil
  }

  /// Computes `lhs operation rhs`; on failure enters the error state and returns `nil`.
  mutating func apply(_ operation: Operation, _ lhs: DecimalValue, _ rhs: DecimalValue)
    -> DecimalValue?
  {
    let result = BillEntry.compute(
      operation, lhs, rhs, fractionDigits: currency.minorUnitDigits, rule: rounding)
    switch result {
    case .success(let value):
      return value
    case .failure(let failure):
      self.failure = failure
      typed = nil
      accumulator = nil
      pendingOperation = nil
      shown = .zero
      return nil
    }
  }

  // MARK: - Exact arithmetic

  /// `lhs operation rhs`, exact for `+` and `−`, rounded by `rule` to `fractionDigits` for `×`
  /// and `÷`, then fitted to the display. Overflow is a ``Failure``, never a trap.
  static func compute(
    _ operation: Operation, _ lhs: DecimalValue, _ rhs: DecimalValue, fractionDigits: Int,
    rule: RoundingRule
  ) -> Result<DecimalValue, Failure> {
    let raw: DecimalValue?
    switch operation {
    case .add: raw = lhs.adding(rhs)
    case .subtract: raw = lhs.subtracting(rhs)
    case .multiply: raw = lhs.multiplied(by: rhs, fractionDigits: fractionDigits, rule: rule)
    case .divide:
      guard !rhs.isZero else { return .failure(.divisionByZero) }
      raw = lhs.divided(by: rhs, fractionDigits: fractionDigits, rule: rule)
    }
    guard let raw else { return .failure(.overflow) }
    return fitted(raw, rule: rule)
  }

  /// `value` with fraction digits dropped (rounded by `rule`) until it fits the display;
  /// ``Failure/overflow`` when its whole part alone does not.
  static func fitted(_ value: DecimalValue, rule: RoundingRule) -> Result<DecimalValue, Failure> {
    var value = value
    let wholeDigits = value.wholeDigitCount
    if wholeDigits + value.scale > maximumDigits {
      value = value.rounded(toScale: max(0, maximumDigits - wholeDigits), rule: rule)
    }
    // Rounding may carry into a new whole digit (9,999,999,999,999.6 → 10,000,000,000,000).
    return value.wholeDigitCount + value.scale > maximumDigits
      ? .failure(.overflow) : .success(value)
  }

  /// The digits in `text`, not counting a sign or a decimal point.
  static func digitCount(_ text: String) -> Int {
    text.reduce(0) { $0 + ($1.isASCIIDigit ? 1 : 0) }
  }
}
