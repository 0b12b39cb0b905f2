import Testing
import TipEngine

/// Text of digits and points alone is read without looking for a currency mark: the result, or
/// the refusal, is the same as the full reading gives the same text with a space around it.
@Suite("Amounts typed as digits and a point read as the full reading reads them")
struct HumanTextPlainDigitsTests {
  static func outcome(_ text: String, _ currency: Currency?) -> String {
    do {
      return "\(try DecimalValue(parsingHumanText: text, currency: currency))"
    } catch {
      return "refused: \(error)"
    }
  }

  @Test(
    "Digits and points read the same with and without a space around them",
    arguments: [
      "", ".", "1.", ".5", "0", "007", "12.50", "1.2.3", "84.500", "0.0000000000000001",
      "999999999999999999", "9999999999999999999", "1..5",
    ])
  func plainDigitsMatchTheFullReading(text: String) {
    for currency in [nil, Currency.usd, Currency.jpy] {
      let padded = Self.outcome(" \(text) ", currency)
      #expect(
        Self.outcome(text, currency) == padded.replacingOccurrences(of: " \(text) ", with: text))
    }
  }
}
