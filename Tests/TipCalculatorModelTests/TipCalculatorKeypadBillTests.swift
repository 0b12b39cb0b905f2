import Testing
import TipCalculatorModel
import TipEngine

@Suite("TipCalculator: a bill typed on the keypad is what = would give now")
struct TipCalculatorKeypadBillTests {
  static func keypad(_ keys: String, currency: Currency = .usd) -> BillEntry {
    var entry = BillEntry(currency: currency)
    entry.type(keys)
    return entry
  }

  @Test("A sum being typed is priced as its total, not as its last number")
  func pendingSumIsPriced() throws {
    var state = TipCalculator.State(tip: .preset(20))
    state.setBill(Self.keypad("12.50+8.75"))
    let result = state.result(catalog: nil)
    #expect(result.validation == .valid)
    #expect(result.totalTip == Money(minorUnits: 425, currency: .usd))
    #expect(result.totalBill == Money(minorUnits: 2550, currency: .usd))
    #expect(state.billText == "21.25")
    #expect(state.billEntry?.displayText == "8.75", "the keypad itself is kept as typed")
  }

  @Test("A pending product is rounded as = rounds it")
  func pendingProductIsRoundedAsEquals() {
    var state = TipCalculator.State(currency: .usd)
    state.setBill(Self.keypad("10/3"))
    #expect(state.result(catalog: nil).totalBill == Money(minorUnits: 333, currency: .usd))
  }

  @Test("A pending division by zero makes the bill invalid with the keypad's reason")
  func pendingFailureIsReported() {
    var state = TipCalculator.State(currency: .usd)
    state.setBill(Self.keypad("5/0"))
    let result = state.result(catalog: nil)
    #expect(result.validation == .invalid(field: .bill, reason: "cannot divide by zero"))
  }

  @Test("The keypad's currency becomes the bill's; typing text or another currency drops it")
  func keypadFollowsTheState() throws {
    var state = TipCalculator.State(currency: .usd, separators: .comma)
    state.setBill(Self.keypad("1000+234.5", currency: .eur))
    #expect(state.currency == .eur)
    #expect(state.billText == "1234,5")
    #expect(state.result(catalog: nil).totalBill == Money(minorUnits: 123_450, currency: .eur))
    state.billText = "7"
    #expect(state.billEntry == nil)
    state.setBill(Self.keypad("2+3", currency: .eur))
    state.currency = .jpy
    #expect(state.billEntry == nil)
    #expect(state.result(catalog: nil).totalBill == Money(minorUnits: 5, currency: .jpy))
  }

  @Test("The observable calculator takes a keypad bill too")
  @MainActor
  func observableCalculator() {
    let calculator = TipCalculator(currency: .usd, catalog: nil)
    calculator.tip = .preset(20)
    calculator.setBill(Self.keypad("12.50+8.75"))
    #expect(calculator.result.totalBill == Money(minorUnits: 2550, currency: .usd))
    #expect(calculator.billEntry == Self.keypad("12.50+8.75"))
  }
}
