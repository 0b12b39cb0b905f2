import Testing
import TipCalculatorModel
import TipEngine

@Suite("The calculator's bill text and currency marks")
struct BillCurrencyMarkTests {
  @Test("A bill marked with another currency is refused visibly, naming both currencies")
  func foreignMarkRefused() {
    let state = TipCalculator.State(billText: "€5", currency: .usd, tip: .preset(Percentage(15)))
    let result = state.result(catalog: nil)
    #expect(!result.isValid)
    guard case .invalid(.bill, let reason) = result.validation else {
      Issue.record("expected a refusal of the bill, got \(result.validation)")
      return
    }
    #expect(reason.contains("EUR") && reason.contains("USD"), "\(reason)")
    #expect(reason.contains("choose EUR as the currency"), "\(reason)")
  }

  @Test("A bill marked with its own currency, or a symbol it shares, is accepted")
  func matchingMarkAccepted() throws {
    for (text, currency) in [
      ("¥500", Currency.jpy), ("¥500", try Currency(code: "CNY")), ("$5", .cad), ("5 USD", .usd),
    ] {
      let state = TipCalculator.State(billText: text, currency: currency)
      #expect(try state.bill() != nil, "\(text) in \(currency.code)")
    }
  }
}
