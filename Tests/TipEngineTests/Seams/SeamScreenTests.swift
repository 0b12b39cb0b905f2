import Testing
import TipEngine
import TipTestSupport

/// Tip screens meet the same orders as policies: every screen of the built-in catalog (the
/// standard one, Square's and Toast's, one per region, smart and rules screens), chosen by
/// name or by the bill's region, with the seam catalog's service charges, every order field,
/// currencies with 0 to 4 digits and splits. Each option's total adds up, its shares sum to it,
/// its tip is its rate of the screen's base (before tax in Quebec) or its amount.
@Suite("Tip screens with features combined, seeded")
struct SeamScreenTests {
  /// 3,000 orders, each shown on a screen named at random (a third by the bill's region).
  @Test("3,000 seeded orders on every screen: totals add up, shares sum, tips are their rates")
  func screensKeepTheInvariants() throws {
    let catalog = try SeamCatalog.load()
    let names = catalog.screens.names
    var generator = SeededGenerator(seed: 0x5C4E_E25E_A3)
    var problems: [String] = []
    var shown = 0
    for _ in 0..<3_000 {
      let order = try SeamOrder.draw(&generator, policyNames: ["none"])
      let people = Int.random(in: 1...5, using: &generator)
      let name = SeamAmounts.chance(33, &generator) ? nil : SeamAmounts.pick(names, &generator)
      let screen: ScreenOptions
      let selection: ScreenSelection
      do {
        screen = try catalog.screenOptions(for: order.bill, screenNamed: name, splitting: people)
        var marked = order.bill
        marked.gratuityApplied = screen.serviceCharges.contains(where: \.isGratuity)
        selection = try catalog.selectScreen(named: name, for: marked)
      } catch {
        continue
      }
      shown += 1
      let context = "\(name ?? "by region") \(order.bill) ÷ \(people)"
      for problem in try Self.problems(screen, selection.screen, order.bill, people) {
        problems.append("\(context): \(problem)")
      }
    }
    #expect(shown > 2_000, "\(shown) of 3,000 shown")
    #expect(problems.isEmpty, "\(problems.count), such as \(problems.prefix(5))")
  }

  /// What is wrong with the options `shown` of `screen` for `bill` split among `people`.
  static func problems(_ shown: ScreenOptions, _ screen: TipScreen, _ bill: Bill, _ people: Int)
    throws -> [String]
  {
    var problems: [String] = []
    let currency = bill.currency
    var beforeTip = bill.subtotal.minorUnits - bill.discountOrZero.minorUnits
    beforeTip += bill.taxOrZero.minorUnits
    for charge in shown.serviceCharges {
      beforeTip += charge.amount.minorUnits + charge.tax.minorUnits
    }
    if shown.base != (try shown.baseKind.amount(of: bill)) {
      problems.append("the base \(shown.base.amountText) is not the bill's \(shown.baseKind)")
    }
    if bill.region?.code == "CA-QC", shown.baseKind == .total {
      problems.append("a Quebec screen suggests tips on the amount after tax")
    }
    for option in shown.options {
      if option.total.minorUnits != beforeTip + option.tip.minorUnits {
        problems.append("\(option.label): total \(option.total.amountText) does not add up")
      }
      let shares = Array(option.shares)
      let sum = shares.reduce(Int64(0)) { $0 + $1.minorUnits }
      let spread = (shares.map(\.minorUnits).max() ?? 0) - (shares.map(\.minorUnits).min() ?? 0)
      if shares.count != people || sum != option.total.minorUnits || spread > 1 {
        problems.append("\(option.label): shares \(shares.map(\.amountText)) of \(option.total)")
      }
      let expected: Money
      switch option.option {
      case .percent(let rate):
        expected = try shown.base.percentage(rate, rounding: screen.rounding)
      case .amount(let value):
        expected = try Money(exactly: value, currency: currency)
      }
      if option.tip != expected {
        problems.append("\(option.label): tip \(option.tip.amountText), not \(expected.amountText)")
      }
    }
    return problems
  }
}
