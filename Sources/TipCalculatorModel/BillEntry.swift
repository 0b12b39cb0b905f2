import TipEngine

/// The keypad of a calculator-style bill field: digits, a decimal key, backspace, AC, the four
/// operations and equals, computed exactly.
///
/// `BillEntry` is a value: each ``press(_:)-(BillEntry.Key)`` changes it, nothing else does, so a
/// UI binds to ``displayText`` and tests replay key sequences. It works like a pocket calculator:
/// - each operation applies to the running result, left to right (`2 + 3 × 4 =` is 20);
/// - pressing another operation before the next number replaces the pending one
///   (`12 + − 2 =` is 10);
/// - results between operations are exact when they fit in 18 significant digits and 18
///   digits after the point, and are otherwise rounded once, by ``rounding``, to the most
///   digits after the point that fit both, so a result below 1 keeps fewer than 18
///   significant digits (`1000 ÷ 3 ÷ 1000000` keeps `0.000333333333333333`, 15 of them);
/// - only `=` rounds to the currency's digits, by ``rounding`` (half-up unless chosen
///   otherwise), so `710 ÷ 3 × 3 =` is 710 again; it keeps every one of them
///   (`999999999999.9 + 0.01 =` is 999,999,999,999.91). The display shows the running result
///   rounded the same way (`236.67`);
/// - dividing by zero, a result with more than ``maximumDigits`` whole digits, or one larger
///   than the currency's largest amount shows ``errorText`` until the next digit, decimal key
///   or AC: never a crash, never `inf`.
///
/// Every key either gives the amount a person reads off the keys or is refused visibly: the
/// display keeps what it showed and ``refusal`` says why (a third fraction digit in USD, the
/// decimal key in JPY, a 14th digit, a digit past the largest amount of a currency with 6
/// minor-unit digits). In a currency without minor units, the digits after a
/// refused decimal key are refused too, so `1 . 5` is ¥1 and a refusal, never ¥15; Backspace
/// takes the refused decimal key back.
///
/// The decimal key is ``separators``' (`,` on a German keypad, see ``Separators``); `.` or `,`
/// is the decimal key too where it groups nothing (`12.50` on a French keypad is 12.50), and is
/// refused where it groups thousands (`1.500` on a German keypad is 1500 and a refusal). Sums
/// and differences are exact: `12.50 + 8.75 =` shows `21.25`.
///
/// ```swift
/// var entry = BillEntry(currency: .usd)
/// entry.type("12.50+8.75=")
/// entry.displayText   // "21.25"
/// entry.amount        // 21.25 USD
/// ```
public struct BillEntry: Sendable, Hashable {
  /// The most digits a typed number holds, and the most whole digits of a result: 13, like
  /// the seed calculator. A result shows the currency's digits after them.
  public static let maximumDigits = 13

  /// The display text of the error state.
  public static let errorText = "Error"

  /// The currency of the amount: its digits bound what can be typed after the decimal key.
  public let currency: Currency
  /// How `=` rounds a result to the currency's digits (and the display rounds a running
  /// result): half-up by default.
  public let rounding: RoundingRule
  /// The decimal key and the display's grouping separator.
  public let separators: Separators

  /// The number being typed, as typed with `.` as its decimal point (`"12."`, `"0.05"`), or
  /// `nil` when the display shows a result or an operand.
  var typed: String?
  /// Whether a decimal key was refused in the number being typed (a currency without minor
  /// units): the digits after it are refused too, until Backspace takes it back.
  var pointRefused = false
  /// The result or operand behind the display when nothing is being typed, with every digit
  /// an operation kept (the display rounds it).
  var shown: DecimalValue
  /// The left operand of ``pendingOperation``, with every digit kept.
  var accumulator: DecimalValue?
  /// The operation waiting for its right operand, if any.
  public private(set) var pendingOperation: Operation?
  /// Why the display shows ``errorText``, or `nil` when it shows a number.
  public private(set) var failure: Failure?
  /// Why the last key changed nothing, or `nil` when it was taken.
  public private(set) var refusal: Refusal?

  /// A keypad showing 0.
  ///
  /// - Parameters:
  ///   - currency: the currency of the amount; USD by default.
  ///   - rounding: how `=` rounds results; half-up by default.
  ///   - separators: the decimal key and the grouping separator; `.` and `,` by default.
  public init(
    currency: Currency = .usd, rounding: RoundingRule = .halfUp, separators: Separators = .period
  ) {
    self.currency = currency
    self.rounding = rounding
    self.separators = separators
    self.shown = .zero
  }

  /// A keypad showing `amount`, ready for an operation (the next digit starts a new number).
  ///
  /// - Parameters:
  ///   - amount: the amount to show; its currency becomes the keypad's.
  ///   - rounding: how `=` rounds results; half-up by default.
  ///   - separators: the decimal key and the grouping separator; `.` and `,` by default.
  public init(_ amount: Money, rounding: RoundingRule = .halfUp, separators: Separators = .period) {
    self.init(currency: amount.currency, rounding: rounding, separators: separators)
    shown = amount.decimalValue
  }

  // MARK: - Reading the display

  /// The number on the display, or `nil` in the error state. While a number is being typed this
  /// is that number (`12.` is 12); otherwise the result as shown, rounded to the currency's
  /// digits.
  public var value: DecimalValue? {
    guard failure == nil else { return nil }
    guard let typed else { return displayed(shown) }
    return (try? DecimalValue(typed)) ?? .zero
  }

  /// The number on the display as money in ``currency``, or `nil` in the error state.
  public var amount: Money? {
    value.flatMap { try? Money(rounding: $0, currency: currency, rule: rounding) }
  }

  /// Whether a number is being typed (rather than a result or an operand being shown).
  public var isTypingNumber: Bool { failure == nil && typed != nil }

  /// The display with ``separators``: the number with grouped digits (`1,234,567.5`, or
  /// `1.234.567,5` on a German keypad), exactly as typed while typing (`1,234.`, `0.50`), or
  /// ``errorText``.
  public var displayText: String {
    displayText(
      decimalSeparator: String(separators.decimal), groupingSeparator: separators.grouping)
  }

  /// The display with other separators, such as `1.234.567,5` for a German keypad.
  public func displayText(decimalSeparator: String, groupingSeparator: String) -> String {
    guard failure == nil else { return BillEntry.errorText }
    let text = typed ?? displayed(shown).description
    var body = Substring(text)
    var sign = ""
    if body.hasPrefix("-") {
      sign = "-"
      body = body.dropFirst()
    }
    let point = body.firstIndex(of: ".")
    var result = sign + BillEntry.grouped(body[..<(point ?? body.endIndex)], groupingSeparator)
    if let point {
      result += decimalSeparator + body[body.index(after: point)...]
    }
    return result
  }

  /// The keypad as `=` would leave it now: the pending operation applied to the number being
  /// typed (`12.50 + 8.75` gives 21.25), rounded to the currency as `=` rounds, or the error it
  /// would show. A calculator screen prices this, not the number on the display
  /// (see ``TipCalculator/State/setBill(_:)-(BillEntry)``).
  public var completed: BillEntry {
    var copy = self
    copy.press(.equals)
    return copy
  }

  /// The pending operation with its left operand as displayed, such as `12.5 +`, or `nil` when
  /// there is none.
  public var pendingExpression: String? {
    guard failure == nil, let pendingOperation, let accumulator else { return nil }
    var copy = BillEntry(currency: currency, rounding: rounding, separators: separators)
    copy.shown = accumulator
    return "\(copy.displayText) \(pendingOperation.symbol)"
  }

  // MARK: - Pressing keys

  /// Applies one key; ``refusal`` says why when it changes nothing.
  public mutating func press(_ key: Key) {
    refusal = nil
    switch key {
    case .digit(let digit): typeDigit(digit)
    case .decimalPoint: typeDecimalPoint()
    case .backspace: deleteLast()
    case .clear: self = BillEntry(currency: currency, rounding: rounding, separators: separators)
    case .operation(let operation): choose(operation)
    case .equals: complete()
    }
  }

  /// Applies keys in order.
  public mutating func press(_ keys: [Key]) {
    for key in keys { press(key) }
  }

  /// Applies the key for each character of `keys`, such as `"12.50+8.75="`: see
  /// ``Key/init(_:separators:)``, with ``separators``. Spaces are skipped; any other character
  /// is refused (``Refusal/notTheDecimalKey(typed:decimalKey:)`` for `.` or `,` where it groups
  /// thousands, ``Refusal/notAKey(_:)`` otherwise).
  public mutating func type(_ keys: String) {
    for character in keys {
      if let key = Key(character, separators: separators) {
        press(key)
      } else if !character.isWhitespace {
        refusal =
          Key.separatorCharacters.contains(character)
          ? .notTheDecimalKey(typed: character, decimalKey: separators.decimal)
          : .notAKey(character)
      }
    }
  }

  mutating func typeDigit(_ digit: Int) {
    guard (0...9).contains(digit) else { return }
    startNumberIfNeeded()
    var text = typed ?? "0"
    if pointRefused {
      refusal = .noFractionDigits(currency: currency.code)
      return
    }
    if text == "0" {
      text = String(digit)
    } else {
      guard BillEntry.digitCount(text) < BillEntry.maximumDigits else {
        refusal = .tooManyDigits
        return
      }
      if let point = text.firstIndex(of: ".") {
        let fractionDigits = text.distance(from: point, to: text.endIndex) - 1
        guard fractionDigits < currency.minorUnitDigits else {
          refusal = .tooManyFractionDigits(
            allowed: currency.minorUnitDigits, currency: currency.code)
          return
        }
      }
      text += String(digit)
    }
    if let value = try? DecimalValue(text), case .failure = fitted(value) {
      refusal = .tooLarge(largest: BillEntry.largestAmount(currency), currency: currency.code)
      return
    }
    typed = text
  }

  mutating func typeDecimalPoint() {
    startNumberIfNeeded()
    let text = typed ?? "0"
    if currency.minorUnitDigits == 0 {
      pointRefused = true
      refusal = .noFractionDigits(currency: currency.code)
    } else if text.contains(".") {
      refusal = .secondDecimalPoint
    } else if BillEntry.digitCount(text) >= BillEntry.maximumDigits {
      refusal = .tooManyDigits
    } else {
      typed = text + "."
    }
  }

  /// Before the first key of a number: leave the error state, forget a finished calculation.
  mutating func startNumberIfNeeded() {
    if failure != nil {
      self = BillEntry(currency: currency, rounding: rounding, separators: separators)
    }
    if typed == nil {
      // After `=` there is no pending operation: the new number starts a new calculation.
      if pendingOperation == nil { accumulator = nil }
      typed = "0"
      pointRefused = false
    }
  }

  mutating func deleteLast() {
    guard failure == nil else { return }
    guard var text = typed else {
      refusal = .nothingToDelete
      return
    }
    if pointRefused {
      pointRefused = false
      return
    }
    text.removeLast()
    typed = text.isEmpty ? "0" : text
  }

  mutating func choose(_ operation: Operation) {
    guard failure == nil else { return }
    if let typed {
      let operand = (try? DecimalValue(typed)) ?? .zero
      self.typed = nil
      pointRefused = false
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
    // `=` is where a result is rounded to the currency's digits.
    shown = displayed(shown)
    typed = nil
    pointRefused = false
    accumulator = nil
    pendingOperation = nil
  }

  /// Computes `lhs operation rhs`; on failure enters the error state and returns `nil`.
  mutating func apply(_ operation: Operation, _ lhs: DecimalValue, _ rhs: DecimalValue)
    -> DecimalValue?
  {
    let result = BillEntry.compute(operation, lhs, rhs, currency: currency, rule: rounding)
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

  /// `value` as the display shows it: rounded to the currency's digits by ``rounding``.
  func displayed(_ value: DecimalValue) -> DecimalValue {
    (try? fitted(value).get()) ?? value
  }

  /// `value` rounded to the currency's digits by ``rounding``, or why the display cannot show
  /// it as an amount of the currency.
  func fitted(_ value: DecimalValue) -> Result<DecimalValue, Failure> {
    BillEntry.displayed(value, currency: currency, rule: rounding)
  }

  /// The digits in `text`, not counting a sign or a decimal point.
  static func digitCount(_ text: String) -> Int {
    text.utf8.reduce(0) { $0 + ((UInt8(ascii: "0")...UInt8(ascii: "9")).contains($1) ? 1 : 0) }
  }

  /// `digits` with `separator` between groups of three: `1234567` → `1,234,567`.
  static func grouped(_ digits: Substring, _ separator: String) -> String {
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }
}
