// libFuzzer target: the amount and decimal parsers must never trap, and whatever they accept
// must print back to a value that parses to the same thing; exponents are always refused.
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let value = try? DecimalValue(text) {
    // Amounts are digits only: an exponent is always refused.
    if text.contains(where: { $0 == "e" || $0 == "E" }) {
      fatalError("an exponent was accepted in \(text.debugDescription)")
    }
    guard let again = try? DecimalValue(value.description), again == value else {
      fatalError("round trip failed for \(text.debugDescription): \(value)")
    }
  }
  _ = try? DecimalValue(parsingHumanText: text)
  for currency in [Currency.usd, .jpy, .kwd, .clf] {
    if let money = try? Money(text, currency: currency) {
      guard let again = try? Money(money.amountText, currency: currency), again == money else {
        fatalError("money round trip failed for \(text.debugDescription)")
      }
      _ = try? money.split(into: 7)
      _ = try? money.percentage(Percentage("18"))
    }
    for rule in RoundingRule.allCases { _ = try? Money(text, currency: currency, rounding: rule) }
  }
  _ = try? Percentage(text)
  return 0
}
