import Testing
import TipEngine

/// The built-in screens at, below and above their thresholds and caps, in a 2-digit, a 0-digit
/// and a 3-digit currency.
@Suite("Tip screens: built-in screens, thresholds, caps, bases and splits")
struct TipScreenTests {
  static let catalog = Result { try PolicyCatalog.builtIn() }

  static func bill(
    _ subtotal: String, _ currency: Currency = .usd, tax: String? = nil, region: String? = nil
  ) throws -> Bill {
    Bill(
      subtotal: try Money(subtotal, currency: currency),
      tax: try tax.map { try Money($0, currency: currency) },
      region: try region.map { try Region($0) })
  }

  static func shown(_ screen: String, _ subtotal: String, _ currency: Currency) throws
    -> ScreenOptions
  {
    try catalog.get().screenOptions(for: try bill(subtotal, currency), screenNamed: screen)
  }

  @Test(
    "Smart screens show amounts below the threshold and percentages at and above it",
    arguments: [
      // screen, subtotal, currency, labels, tips
      (
        "square-smart-ca", "9.99", Currency.usd, ["1.00", "2.00", "3.00"], ["1.00", "2.00", "3.00"]
      ),
      ("square-smart-ca", "10.00", .usd, ["15%", "20%", "25%"], ["1.50", "2.00", "2.50"]),
      ("square-smart-ca", "10.01", .usd, ["15%", "20%", "25%"], ["1.50", "2.00", "2.50"]),
      ("square-smart-ca", "9", .jpy, ["1", "2", "3"], ["1", "2", "3"]),
      ("square-smart-ca", "10", .jpy, ["15%", "20%", "25%"], ["2", "2", "3"]),
      ("square-smart-ca", "1000", .jpy, ["15%", "20%", "25%"], ["150", "200", "250"]),
      (
        "square-smart-ca", "9.999", .kwd, ["1.000", "2.000", "3.000"], ["1.000", "2.000", "3.000"]
      ),
      ("square-smart-ca", "10.000", .kwd, ["15%", "20%", "25%"], ["1.500", "2.000", "2.500"]),
      ("square-smart-ca", "10.001", .kwd, ["15%", "20%", "25%"], ["1.500", "2.000", "2.500"]),
      ("square-smart-au", "9.99", .usd, ["1.00", "2.00", "3.00"], ["1.00", "2.00", "3.00"]),
      ("square-smart-au", "10.00", .usd, ["5%", "10%", "20%"], ["0.50", "1.00", "2.00"]),
      ("square-smart-au", "25.10", .usd, ["5%", "10%", "20%"], ["1.26", "2.51", "5.02"]),
      ("square-smart-au", "9", .jpy, ["1", "2", "3"], ["1", "2", "3"]),
      ("square-smart-au", "10", .jpy, ["5%", "10%", "20%"], ["1", "1", "2"]),
      (
        "square-smart-au", "9.999", .kwd, ["1.000", "2.000", "3.000"], ["1.000", "2.000", "3.000"]
      ),
      ("square-smart-au", "10.000", .kwd, ["5%", "10%", "20%"], ["0.500", "1.000", "2.000"]),
      ("square-smart-ie", "9.99", .usd, ["0.50", "1.00", "2.00"], ["0.50", "1.00", "2.00"]),
      ("square-smart-ie", "10.00", .usd, ["5%", "10%", "15%"], ["0.50", "1.00", "1.50"]),
      ("square-smart-ie", "10.30", .usd, ["5%", "10%", "15%"], ["0.52", "1.03", "1.55"]),
      ("square-smart-ie", "10", .jpy, ["5%", "10%", "15%"], ["1", "1", "2"]),
      (
        "square-smart-ie", "9.999", .kwd, ["0.500", "1.000", "2.000"], ["0.500", "1.000", "2.000"]
      ),
      ("square-smart-ie", "10.000", .kwd, ["5%", "10%", "15%"], ["0.500", "1.000", "1.500"]),
      ("square-caps", "1.00", .usd, ["15%", "20%", "25%"], ["0.15", "0.20", "0.25"]),
      ("square-caps", "1000", .jpy, ["15%", "20%", "25%"], ["150", "200", "250"]),
      ("square-caps", "3.333", .kwd, ["15%", "20%", "25%"], ["0.500", "0.667", "0.833"]),
      ("toast-gratuity", "100.00", .usd, ["3%", "5%", "7%"], ["3.00", "5.00", "7.00"]),
      ("toast-gratuity", "1000", .jpy, ["3%", "5%", "7%"], ["30", "50", "70"]),
      ("toast-gratuity", "10.000", .kwd, ["3%", "5%", "7%"], ["0.300", "0.500", "0.700"]),
    ] as [(String, String, Currency, [String], [String])])
  func builtInOptions(
    screen: String, subtotal: String, currency: Currency, labels: [String], tips: [String]
  ) throws {
    let shown = try Self.shown(screen, subtotal, currency)
    #expect(shown.screenName == screen)
    #expect(shown.options.map(\.label) == labels)
    #expect(shown.options.map(\.tip.amountText) == tips)
    let totals = try shown.options.map { try shown.totalWithoutTip.adding($0.tip).amountText }
    #expect(shown.options.map(\.total.amountText) == totals)
    #expect(shown.options.allSatisfy { $0.tip.currency == currency })
  }

  @Test(
    "Square's custom-tip caps: 3 up to a sale of 3, then 100 %, above 200 50 % and at most 1000",
    arguments: [
      // screen, subtotal, currency, maximum
      ("square-caps", "2.00", Currency.usd, "3.00"),
      ("square-caps", "3.00", .usd, "3.00"),
      ("square-caps", "3.01", .usd, "3.01"),
      ("square-caps", "200.00", .usd, "200.00"),
      ("square-caps", "200.01", .usd, "100.00"),  // 50 % of 200.01 is 100.005, rounded down
      ("square-caps", "2000.00", .usd, "1000.00"),
      ("square-caps", "2500.00", .usd, "1000.00"),
      ("square-caps", "2", .jpy, "3"),
      ("square-caps", "3", .jpy, "3"),
      ("square-caps", "4", .jpy, "4"),
      ("square-caps", "200", .jpy, "200"),
      ("square-caps", "201", .jpy, "100"),
      ("square-caps", "2500", .jpy, "1000"),
      ("square-caps", "3.000", .kwd, "3.000"),
      ("square-caps", "3.001", .kwd, "3.001"),
      ("square-caps", "200.001", .kwd, "100.000"),
      ("square-caps", "2500.000", .kwd, "1000.000"),
      ("square-smart-ca", "2.00", .usd, "3.00"),
      ("square-smart-au", "250.00", .usd, "125.00"),
    ] as [(String, String, Currency, String)])
  func squareCaps(screen: String, subtotal: String, currency: Currency, maximum: String) throws {
    let shown = try Self.shown(screen, subtotal, currency)
    #expect(shown.custom?.maximum?.amountText == maximum)
    #expect(shown.custom?.minimum.isZero == true)
  }

  @Test("Screens without limits offer an unlimited custom tip, no default and no tip")
  func unlimitedCustomTip() throws {
    let shown = try Self.shown("toast-gratuity", "80.00", .usd)
    #expect(shown.custom?.minimum == (try Money("0", currency: .usd)))
    #expect(shown.custom != nil && shown.custom?.maximum == nil)
    #expect(shown.defaultSelection == .none)
    #expect(shown.offersNoTip)
  }

  @Test("An option finer than the bill's currency is an error naming it: 0.50 on a JPY bill")
  func optionFinerThanCurrency() throws {
    #expect {
      try Self.shown("square-smart-ie", "9", .jpy)
    } throws: { error in
      guard let error = error as? ScreenError, case .inapplicable(let reason) = error else {
        return false
      }
      return reason.hasPrefix("the option 0.5 is finer than JPY allows")
    }
  }

  @Test("Each total is split exactly among the people, larger shares first")
  func perPerson() throws {
    let shown = try Self.catalog.get().screenOptions(
      for: try Self.bill("10.00"), screenNamed: "square-smart-ca", splitting: 3)
    #expect(shown.options.map(\.total.amountText) == ["11.50", "12.00", "12.50"])
    #expect(shown.options.map(\.perPerson.amountText) == ["3.84", "4.00", "4.17"])
    #expect(shown.options[0].shares.map(\.amountText) == ["3.84", "3.83", "3.83"])
    #expect(throws: ScreenError.self) {
      try Self.catalog.get().screenOptions(
        for: try Self.bill("10.00"), screenNamed: "standard", splitting: 0)
    }
  }

  @Test("Percentages apply to the screen's base; tax counts only with the total base")
  func bases() throws {
    let bill = try Self.bill("100.00", tax: "8.00")
    for (base, tip) in [(TipBase.subtotal, "15.00"), (.gross, "15.00"), (.total, "16.20")] {
      let screen = try TipScreen(options: [.percent(15)], base: base)
      let shown = try screen.options(for: bill)
      #expect(shown.options.map(\.tip.amountText) == [tip])
      #expect(shown.options[0].total == (try bill.amountBeforeTip().adding(shown.options[0].tip)))
    }
  }

  @Test("In CA-QC the suggestions are on the amount before tax, even for a screen on the total")
  func quebecPreTaxRule() throws {
    let screen = try TipScreen(options: [.percent(15), .percent(20)], base: .total)
    let quebec = try screen.options(
      for: try Self.bill("100.00", .cad, tax: "14.98", region: "CA-QC"))
    #expect(quebec.options.map(\.tip.amountText) == ["15.00", "20.00"])
    #expect(quebec.baseKind == .subtotal)
    #expect(quebec.presentationRule == .preTaxBase)
    #expect(quebec.options[0].total.amountText == "129.98")
    let ontario = try screen.options(
      for: try Self.bill("100.00", .cad, tax: "13.00", region: "CA-ON"))
    #expect(ontario.options.map(\.tip.amountText) == ["16.95", "22.60"])
    #expect(ontario.presentationRule == nil)
  }

  @Test("A smart screen at exactly its threshold shows the options, not the small-bill ones")
  func atThreshold() throws {
    let screen = try TipScreen(
      options: [.percent(10)], smart: .init(threshold: 20, below: [.amount(2)]))
    let at = try screen.options(for: try Self.bill("20.00"))
    #expect(!at.isBelowThreshold)
    #expect(at.options.map(\.label) == ["10%"])
    let below = try screen.options(for: try Self.bill("19.99"))
    #expect(below.isBelowThreshold)
    #expect(below.options.map(\.label) == ["2.00"])
  }

  @Test("Screen settings that no screen may have are refused with the setting and the fix")
  func invalidSettings() {
    let table: [(() throws -> TipScreen, String, String)] = [
      (
        {
          try TipScreen(options: [.percent(1), .percent(2), .percent(3), .percent(4), .percent(5)])
        },
        "options", "'options' has 5 options; a screen shows at most 4"
      ),
      ({ try TipScreen(options: [], customTip: nil) }, "options", "'options' is empty"),
      ({ try TipScreen(options: [.percent(101)]) }, "options", "option 101% is out of range"),
      ({ try TipScreen(options: [.amount(-1)]) }, "options", "option -1 is negative"),
      (
        { try TipScreen(options: [.percent(5)], defaultSelection: .option(1)) }, "default",
        "default option 1 is out of range: the screen shows 1 option"
      ),
      (
        { try TipScreen(options: [.percent(5)], defaultSelection: .noTip, offersNoTip: false) },
        "default", "the default is \"no-tip\" but \"noTip\" is false"
      ),
      (
        { try TipScreen(options: [.percent(5)], smart: .init(threshold: -1, below: [.amount(1)])) },
        "threshold", "threshold -1 is negative"
      ),
      (
        { try TipScreen(options: [.percent(5)], customTip: try CustomTip(minimum: 5, maximum: 2)) },
        "minimum", "minimum 5 is above the maximum 2"
      ),
      (
        { try TipScreen(options: [.percent(5)], customTip: try CustomTip(maximum: 0)) },
        "maximum", "maximum 0 is not above zero"
      ),
      (
        { try TipScreen(options: [.percent(5)], customTip: try CustomTip(maximumRate: 0)) },
        "maximumRate", "maximum rate 0% is out of range"
      ),
      (
        { try TipScreen(options: [.percent(5)], customTip: try CustomTip(tiers: [.init()])) },
        "tiers", "tiers[0] sets no limit"
      ),
      (
        {
          try TipScreen(
            options: [.percent(5)],
            customTip: try CustomTip(tiers: [
              .init(above: 5, maximum: 1), .init(above: 5, maximum: 2),
            ]))
        }, "tiers", "tiers[1].above 5 does not follow the previous tier's 5"
      ),
    ]
    for (make, setting, problem) in table {
      #expect {
        _ = try make()
      } throws: { error in
        guard let error = error as? ScreenError,
          case .invalidSetting(let found, let text, let expected) = error
        else { return false }
        return found == setting && text.hasPrefix(problem) && expected != nil
      }
    }
  }
}
