// libFuzzer target: a byte stream as key presses on the keypad (the first byte picks the
// currency, the rounding rule and the separators).
// The keypad must never trap, never show more than 13 whole digits (nor more than 13 digits
// while a number is typed), and never show 'inf' or 'nan';
// whatever it shows must parse back as its value; and every key must either do what it says or
// be refused: a refused key changes nothing on the display, a digit or decimal
// key that is taken while typing appends exactly itself, and a zero-digit currency never shows a
// decimal separator.
@testable import TipCalculatorModel
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

/// The display without grouping, with `.` as the decimal point.
private func plain(_ entry: BillEntry) -> String {
  entry.displayText(decimalSeparator: ".", groupingSeparator: "")
}

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeypad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let currencies: [Currency] = [.usd, .jpy, .kwd, .clf]
  var entry = BillEntry(
    currency: currencies[Int(first) % currencies.count],
    rounding: RoundingRule.allCases[Int(first / 4) % RoundingRule.allCases.count],
    separators: first & 0x80 == 0 ? .period : .comma)
  let keys: [BillEntry.Key] = [
    .digit(0), .digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .digit(6), .digit(7),
    .digit(8), .digit(9), .decimalPoint, .backspace, .clear, .operation(.add),
    .operation(.subtract), .operation(.multiply), .operation(.divide), .equals,
  ]
  for byte in bytes.dropFirst() {
    let key = keys[Int(byte) % keys.count]
    let before = (plain(entry), entry.isTypingNumber)
    entry.press(key)
    let text = entry.displayText
    // At most `maximumDigits` whole digits; a number being typed has at most that many in all,
    // and a result keeps every digit of its currency after the point.
    let wholeDigits = plain(entry).prefix { $0 != "." }.filter(\.isNumber).count
    if wholeDigits > BillEntry.maximumDigits {
      fatalError("\(wholeDigits) whole digits on the display: \(text)")
    }
    let digits = text.filter(\.isNumber).count
    if entry.isTypingNumber && digits > BillEntry.maximumDigits {
      fatalError("\(digits) digits typed on the display: \(text)")
    }
    let lowered = text.lowercased()
    if lowered.contains("inf") || lowered.contains("nan") { fatalError("display shows \(text)") }
    if let value = entry.value {
      let shown = plain(entry)
      if !shown.hasSuffix("."), let parsed = try? DecimalValue(shown), parsed != value {
        fatalError("display \(text) is not the value \(value)")
      }
      if entry.currency.minorUnitDigits == 0 && shown.contains(".") {
        fatalError("a \(entry.currency.code) display with a decimal point: \(text)")
      }
    }
    // Keys that change the number being typed, pressed while typing.
    guard before.1 else { continue }
    let after = plain(entry)
    if let refusal = entry.refusal {
      if after != before.0 {
        fatalError("refused (\(refusal)) but changed \(before.0) to \(after)")
      }
      continue
    }
    switch key {
    case .digit(let digit):
      let expected = (before.0 == "0" ? "" : before.0) + String(digit)
      if after != expected { fatalError("digit \(digit) turned \(before.0) into \(after)") }
    case .decimalPoint:
      if after != before.0 + "." { fatalError("the decimal key turned \(before.0) into \(after)") }
    default:
      break
    }
  }
  return 0
}
