import Foundation
import Observation
import Testing
import TipCalculatorModel
import TipEngine

@Suite("TipCalculator: the tip-calculator app model")
struct TipCalculatorTests {
  struct Scenario: Sendable, CustomTestStringConvertible {
    var bill: String
    var currency: Currency = .usd
    var tip: TipChoice
    var split: Int
    var perPerson: String
    var totalBill: String
    var totalTip: String
    var shares: [String]

    var testDescription: String { "\(bill) \(currency) / \(tip) / \(split)" }
  }

  static let scenarios: [Scenario] = [
    // The seed apps' scenarios.
    Scenario(
      bill: "100", tip: .none, split: 1, perPerson: "100.00", totalBill: "100.00",
      totalTip: "0.00", shares: ["100.00"]),
    Scenario(
      bill: "100", tip: .preset(10), split: 2, perPerson: "55.00", totalBill: "110.00",
      totalTip: "10.00", shares: ["55.00", "55.00"]),
    Scenario(
      bill: "200", tip: .customAmount(201), split: 4, perPerson: "100.25", totalBill: "401.00",
      totalTip: "201.00", shares: ["100.25", "100.25", "100.25", "100.25"]),
    // Uneven splits: the shares still sum to the total, the first person pays the odd cent.
    Scenario(
      bill: "100", tip: .preset(15), split: 3, perPerson: "38.34", totalBill: "115.00",
      totalTip: "15.00", shares: ["38.34", "38.33", "38.33"]),
    Scenario(
      bill: "84.50", tip: .preset(20), split: 1, perPerson: "101.40", totalBill: "101.40",
      totalTip: "16.90", shares: ["101.40"]),
    Scenario(
      bill: "$1,234.56", tip: .customPercentage(try! Percentage("12.5")), split: 2,
      perPerson: "694.44", totalBill: "1388.88", totalTip: "154.32", shares: ["694.44", "694.44"]),
    Scenario(
      bill: "33.33", tip: .preset(15), split: 1, perPerson: "38.33", totalBill: "38.33",
      totalTip: "5.00", shares: ["38.33"]),
    Scenario(
      bill: "1000", currency: .jpy, tip: .preset(15), split: 3, perPerson: "384",
      totalBill: "1150", totalTip: "150", shares: ["384", "383", "383"]),
    Scenario(
      bill: "12.5", currency: .kwd, tip: .customAmount(try! DecimalValue("1.25")), split: 2,
      perPerson: "6.875", totalBill: "13.750", totalTip: "1.250", shares: ["6.875", "6.875"]),
    Scenario(
      bill: "50", tip: .policy(name: "percent-18"), split: 1, perPerson: "59.00",
      totalBill: "59.00", totalTip: "9.00", shares: ["59.00"]),
  ]

  static func check(_ result: TipResult, _ scenario: Scenario) {
    #expect(result.validation == .valid)
    #expect(result.perPerson.amountText == scenario.perPerson)
    #expect(result.totalBill.amountText == scenario.totalBill)
    #expect(result.totalTip.amountText == scenario.totalTip)
    #expect(result.shares.map(\.amountText) == scenario.shares)
    #expect(result.currency == scenario.currency)
    #expect(result.quote?.total == result.totalBill)
  }

  @Test("Scenarios through the pure state, off the main actor", arguments: scenarios)
  func scenariosThroughState(_ scenario: Scenario) throws {
    var state = TipCalculator.State(
      billText: scenario.bill, currency: scenario.currency, tip: scenario.tip)
    try state.setSplitCount(scenario.split)
    Self.check(state.result(catalog: try PolicyCatalog.builtIn()), scenario)
  }

  @Test("Scenarios through the observable model on the main actor", arguments: scenarios)
  @MainActor
  func scenariosThroughModel(_ scenario: Scenario) {
    let calculator = TipCalculator(currency: scenario.currency)
    calculator.billText = scenario.bill
    calculator.tip = scenario.tip
    for _ in 1..<scenario.split { calculator.incrementSplit() }
    #expect(calculator.splitCount == scenario.split)
    Self.check(calculator.result, scenario)
  }

  @Test("A bill given as money sets the text and the currency")
  @MainActor
  func billAsMoney() throws {
    let calculator = TipCalculator()
    calculator.setBill(try Money("200", currency: .eur))
    calculator.tip = .customAmount(201)
    try calculator.setSplitCount(4)
    #expect(calculator.billText == "200.00")
    #expect(calculator.currency == .eur)
    #expect(calculator.result.perPerson == Money(minorUnits: 10_025, currency: .eur))
  }

  @Test(
    "Unusable bill text is reported, not read as zero",
    arguments: [
      (
        "abc", "USD",
        "'abc' is not a valid amount: unexpected character 'a'; expected digits and one '.'"
      ),
      (
        "12a", "USD",
        "'12a' is not a valid amount: unexpected character 'a'; expected digits and one '.'"
      ),
      ("1.2.3", "USD", "'1.2.3' is not a valid amount: more than one decimal point"),
      ("12.345", "USD", "'12.345' has 3 digits after the point; USD amounts have at most 2"),
      (
        "12.5", "JPY",
        "'12.5' has 1 digit after the point; JPY amounts have no digits after the point"
      ),
      ("1.2345", "KWD", "'1.2345' has 4 digits after the point; KWD amounts have at most 3"),
      ("-5", "USD", "'-5' is negative; a bill is zero or more"),
      (
        "12,34", "USD",
        "'12,34' is not a valid amount: misplaced grouping comma; write digits in groups of three "
          + "(1,234.50) or without commas (1234.50)"
      ),
      (
        "1e17", "USD",
        "'1e17' is not a valid amount: exponents are not accepted; write 100000000000000000, "
          + "not 1e17"
      ),
    ])
  func invalidBill(text: String, code: String, message: String) throws {
    var state = TipCalculator.State(
      billText: text, currency: try Currency(code: code), tip: .preset(10))
    try state.setSplitCount(2)
    let result = state.result(catalog: nil)
    #expect(result.validation == .invalid(field: .bill, reason: message))
    #expect(result.validation.message == message)
    #expect(!result.isValid)
    #expect(result.quote == nil)
    #expect(result.totalBill.isZero && result.totalTip.isZero && result.perPerson.isZero)
    #expect(result.shares.count == 2)
  }

  @Test("An empty bill is a bill of zero, marked empty", arguments: ["", "   "])
  func emptyBill(text: String) {
    let result = TipCalculator.State(billText: text, tip: .preset(15)).result(catalog: nil)
    #expect(result.validation == .empty)
    #expect(result.validation.message == nil)
    #expect(result.totalBill == .zero(.usd))
    #expect(result.shares == [.zero(.usd)])
  }

  @Test(
    "Unusable tip choices are reported on the tip field",
    arguments: [
      (
        TipChoice.customAmount(try! DecimalValue("2.555")),
        "the fixed tip 2.555 has more fraction digits than USD (2)"
      ),
      (.customAmount(-2), "fixed policy: amount -2 is negative; expected zero or more"),
      (
        .customPercentage(150),
        "'150%' is not a valid tip rate; expected 0% to 100%"
      ),
      (.preset(150), "'150%' is not a valid tip rate; expected 0% to 100%"),
      (
        .policy(name: "smrt"),
        "no policy named 'smrt'; did you mean 'smart'? Known policies: none, percent-5, "
          + "percent-10, percent-12.5, percent-15, percent-18, percent-20, percent-25, "
          + "percent-18-after-tax, fixed-1, fixed-2, round-up and 6 more"
      ),
      (
        .policy(name: "regional"),
        "policy 'regional' needs the bill's region (an ISO 3166 code such as US or JP) and has "
          + "no fallback"
      ),
    ])
  func invalidTip(choice: TipChoice, message: String) throws {
    let state = TipCalculator.State(billText: "100", tip: choice)
    let result = state.result(catalog: try PolicyCatalog.builtIn())
    #expect(result.validation == .invalid(field: .tip, reason: message))
  }

  @Test("A policy by name needs a catalog, and may use the region")
  func policyByName() throws {
    var state = TipCalculator.State(billText: "100", tip: .policy(name: "percent-18"))
    #expect(
      state.result(catalog: nil).validation.message
        == "no policy named 'percent-18': the calculator has no catalog")
    state.tip = .policy(name: "regional")
    state.region = try Region("US")
    let result = state.result(catalog: try PolicyCatalog.builtIn())
    #expect(result.isValid)
    #expect(result.totalTip.minorUnits > 0)
  }

  @Test("The split stepper never goes below 1 and direct values are validated")
  @MainActor
  func splitStepper() throws {
    let calculator = TipCalculator()
    calculator.decrementSplit()
    #expect(calculator.splitCount == 1)
    calculator.incrementSplit()
    calculator.incrementSplit()
    #expect(calculator.splitCount == 3)
    calculator.decrementSplit()
    #expect(calculator.splitCount == 2)
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "cannot split among 0 people; expected 1 or more")
    ) {
      try calculator.setSplitCount(0)
    }
    #expect(
      throws: MoneyError.invalidAllocation(reason: "cannot split among 10001 people; at most 10000")
    ) {
      try calculator.setSplitCount(10_001)
    }
    #expect(calculator.splitCount == 2, "a refused value leaves the split unchanged")
    try calculator.setSplitCount(10_000)
    calculator.incrementSplit()
    #expect(calculator.splitCount == 10_000)

    var state = TipCalculator.State()
    try state.setSplitCount(parsing: " 4 ")
    #expect(state.splitCount == 4)
    #expect(
      throws: MoneyError.invalidValue(
        text: "two", meaning: "number of people",
        expected: "expected a whole number written with the digits 0 to 9, such as 2")
    ) { try state.setSplitCount(parsing: "two") }
    #expect {
      try state.setSplitCount(parsing: "３")
    } throws: { error in
      (error as? MoneyError)?.description
        == "'３' is not a valid number of people; "
        + "expected a whole number written with the digits 0 to 9, such as 2"
    }
    #expect(throws: MoneyError.self) { try state.setSplitCount(parsing: "-1") }
    #expect(state.splitCount == 4)
  }

  @Test("Reset goes back to no bill, no tip and one person")
  @MainActor
  func reset() throws {
    let calculator = TipCalculator(currency: .eur)
    calculator.billText = "100"
    calculator.tip = .preset(20)
    try calculator.setSplitCount(5)
    calculator.reset()
    #expect(calculator.billText == "")
    #expect(calculator.tip == .none)
    #expect(calculator.splitCount == 1)
    #expect(calculator.currency == .eur)
    #expect(calculator.result.validation == .empty)
    #expect(calculator.result.totalBill == .zero(.eur))
  }

  @Test("Changing the currency re-validates the bill text")
  @MainActor
  func currencyChange() {
    let calculator = TipCalculator()
    calculator.billText = "12.50"
    #expect(calculator.result.isValid)
    calculator.currency = .jpy
    #expect(
      calculator.result.validation
        == .invalid(
          field: .bill,
          reason:
            "'12.50' has 2 digits after the point; JPY amounts have no digits after the point")
    )
    calculator.billText = "1250"
    #expect(calculator.result.totalBill == Money(minorUnits: 1250, currency: .jpy))
  }

  @Test("Custom amounts parsed from text are checked against the currency")
  func customAmountParsing() throws {
    #expect(
      try TipChoice.customAmount(parsing: "$2.50", currency: .usd)
        == .customAmount(try DecimalValue("2.5")))
    #expect(throws: MoneyError.self) {
      try TipChoice.customAmount(parsing: "2.555", currency: .usd)
    }
    #expect(throws: MoneyError.negativeAmount(text: "-1")) {
      try TipChoice.customAmount(parsing: "-1", currency: .usd)
    }
    #expect(TipChoice.presets == [.preset(10), .preset(15), .preset(20)])
    #expect(TipChoice.presets.map(\.description) == ["10%", "15%", "20%"])
  }

  @Test(
    "A percentage shows as itself (¥1,234 at 15 % is 15 %, not 14.99 %)",
    arguments: [
      ("1234", Currency.jpy, TipChoice.preset(15), "15"),
      ("1234", .jpy, .customPercentage(try! Percentage("12.5")), "12.5"),
      ("1234", .jpy, .policy(name: "percent-15"), "15"),
      ("33.33", .usd, .preset(15), "15"),
      ("", .jpy, .preset(20), "20"),
      ("1234", .jpy, TipChoice.none, "0"),
      // A tip that is not a percentage shows its share of the bill, to two decimals.
      ("1234", .jpy, .customAmount(200), "16.21"),
    ])
  func tipRate(bill: String, currency: Currency, tip: TipChoice, rate: String) throws {
    let state = TipCalculator.State(billText: bill, currency: currency, tip: tip)
    let result = state.result(catalog: try PolicyCatalog.builtIn())
    #expect(result.tipRate == (try Percentage(rate)))
  }

  @Test("The rate is the chosen one although the tip is rounded")
  func tipRateOfARoundedTip() throws {
    let state = TipCalculator.State(billText: "1234", currency: .jpy, tip: .preset(15))
    let result = state.result(catalog: nil)
    #expect(result.totalTip == Money(minorUnits: 185, currency: .jpy))
    #expect(result.quote?.effectiveRate == (try DecimalValue("14.99")))
    #expect(result.tipRate?.description == "15%")
    #expect(
      TipCalculator.State(billText: "0", tip: .customAmount(1)).result(catalog: nil).tipRate == nil)
    #expect(
      TipCalculator.State(billText: "abc", tip: .preset(15)).result(catalog: nil).tipRate == nil)
  }

  @Test("The shares always sum to the total")
  func sharesSumToTotal() throws {
    for bill in ["0.01", "1", "99.99", "1234.57", "1000000"] {
      for rate in [0, 10, 15, 18, 20] as [Percentage] {
        for people in [1, 2, 3, 7, 12] {
          var state = TipCalculator.State(billText: bill, tip: .preset(rate))
          try state.setSplitCount(people)
          let result = state.result(catalog: nil)
          var sum = Money.zero(.usd)
          for share in result.shares { sum = try sum + share }
          #expect(sum == result.totalBill)
          #expect(result.shares.count == people)
          #expect(result.perPerson == result.shares.max { $0.minorUnits < $1.minorUnits })
        }
      }
    }
  }

  @Test("SwiftUI-style observation: reading the result tracks every input")
  @MainActor
  func observation() async throws {
    let calculator = TipCalculator()
    let changes = ChangeCounter()
    func track() {
      withObservationTracking {
        _ = calculator.result
      } onChange: {
        changes.increment()
      }
    }
    track()
    calculator.billText = "100"
    #expect(changes.count == 1)
    track()
    calculator.tip = .preset(10)
    #expect(changes.count == 2)
    track()
    calculator.incrementSplit()
    #expect(changes.count == 3)
    track()
    calculator.reset()
    #expect(changes.count == 4)
  }
}

/// Counts observation callbacks, which may arrive on any thread.
final class ChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
