// libFuzzer target: a byte stream as key presses on the keypad (first byte picks the currency).
// The keypad must never trap, never show more than 13 digits, and never show 'inf' or 'nan';
// whatever it shows must parse back as its value.
@testable import TipCalculatorModel
@testable import TipEngine

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeypad(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let currencies: [Currency] = [.usd, .jpy, .kwd, .clf]
  var entry = BillEntry(
    currency: currencies[Int(first) % currencies.count],
    rounding: RoundingRule.allCases[Int(first / 4) % RoundingRule.allCases.count])
  let keys: [BillEntry.Key] = [
    .digit(0), .digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .digit(6), .digit(7),
    .digit(8), .digit(9), .decimalPoint, .backspace, .clear, .operation(.add),
    .operation(.subtract), .operation(.multiply), .operation(.divide), .equals,
  ]
  for byte in bytes.dropFirst() {
    entry.press(keys[Int(byte) % keys.count])
    let text = entry.displayText
    let digits = text.filter(\.isNumber).count
    if digits > BillEntry.maximumDigits { fatalError("\(digits) digits on the display: \(text)") }
    let lowered = text.lowercased()
    if lowered.contains("inf") || lowered.contains("nan") { fatalError("display shows \(text)") }
    if let value = entry.value {
      let plain = text.replacingOccurrences(of: ",", with: "")
      if !plain.hasSuffix("."), let parsed = try? DecimalValue(plain), parsed != value {
        fatalError("display \(text) is not the value \(value)")
      }
    }
  }
  return 0
}
