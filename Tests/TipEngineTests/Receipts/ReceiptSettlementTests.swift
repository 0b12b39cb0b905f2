import Foundation
import Testing
import TipEngine
import TipTestSupport

/// Worked receipts (Tests/Fixtures/receipts), each settled by hand with exact fractions and the
/// largest-remainder rule, and the settlement the library gives for them.
@Suite("Receipt settlement: worked receipts")
struct ReceiptSettlementTests {
  /// One person's expected row: subtotal, discount, tax, charges, tip, total, and item count.
  typealias Row = (name: String, amounts: [String], items: Int)

  static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/receipts")

  /// The receipt in the fixture file `name`.
  static func receipt(_ name: String) throws -> Receipt {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return try Receipt(json: Array(data), file: name)
  }

  /// A share's six amounts, as text in the currency's digits.
  static func amounts(_ share: ReceiptSettlement.Share) -> [String] {
    [
      share.amounts.subtotal, share.amounts.discount, share.amounts.tax, share.amounts.charges,
      share.amounts.tip, share.amounts.total,
    ]
    .map(\.amountText)
  }

  /// The settlement's six totals, as text.
  static func totals(_ settlement: ReceiptSettlement) -> [String] {
    [
      settlement.amounts.subtotal, settlement.amounts.discount, settlement.amounts.tax,
      settlement.amounts.charges,
      settlement.amounts.tip, settlement.amounts.total,
    ].map(\.amountText)
  }

  @Test(
    "Each worked receipt settles to the hand-computed rows, and every column sums to its total",
    arguments: [
      (
        "dinner.json",
        [
          ("Alice", ["23.00", "1.92", "1.92", "0.00", "3.80", "26.80"], 2),
          ("Bob", ["13.00", "1.08", "1.08", "0.00", "2.14", "15.14"], 2),
        ],
        ["36.00", "3.00", "3.00", "0.00", "5.94", "41.94"]
      ),
      (
        // Japan: 8 % (food) and 10 % (alcohol) rates, each rate's tax rounded down.
        "japan-8-10.json",
        [
          ("Aiko", ["1213", "34", "94", "0", "0", "1273"], 2),
          ("Ben", ["783", "22", "73", "0", "0", "834"], 2),
          ("Chie", ["1559", "44", "148", "0", "0", "1663"], 3),
        ],
        ["3555", "100", "315", "0", "0", "3770"]
      ),
      (
        // 8.875 % on three items, groceries untaxed; the 20 % tip on the discounted subtotal.
        "new-york-deli.json",
        [
          ("Dana", ["9.84", "0.74", "0.81", "0.00", "1.82", "11.73"], 3),
          ("Eli", ["15.57", "1.16", "0.62", "0.00", "2.88", "17.91"], 3),
          ("Fay", ["1.33", "0.10", "0.11", "0.00", "0.25", "1.59"], 1),
        ],
        ["26.74", "2.00", "1.54", "0.00", "4.95", "31.23"]
      ),
      (
        // Three digits; the mezze's extra fil is claimed a third each by all three, so it goes
        // to Zed, first in "people"; the two fils of tip to the two largest remainders.
        "kuwait-tea.json",
        [
          ("Zed", ["4.084", "0.000", "0.000", "0.000", "0.001", "4.085"], 2),
          ("Amy", ["3.333", "0.000", "0.000", "0.000", "0.001", "3.334"], 1),
          ("Bo", ["3.333", "0.000", "0.000", "0.000", "0.000", "3.333"], 1),
        ],
        ["10.750", "0.000", "0.000", "0.000", "0.002", "10.752"]
      ),
      (
        "listed-without-items.json",
        [
          ("Gus", ["9.00", "0.90", "0.81", "0.00", "1.31", "10.22"], 1),
          ("Hana", ["18.50", "1.85", "1.67", "0.00", "2.69", "21.01"], 2),
          ("Ivo", ["0.00", "0.00", "0.00", "0.00", "0.00", "0.00"], 0),
        ],
        ["27.50", "2.75", "2.48", "0.00", "4.00", "31.23"]
      ),
      (
        // 18 % of subtotal + tax, from the built-in catalog.
        "policy-tip.json",
        [
          ("Kim", ["18.24", "0.00", "1.62", "0.00", "3.58", "23.44"], 2),
          ("Lee", ["9.25", "0.00", "0.82", "0.00", "1.81", "11.88"], 2),
        ],
        ["27.49", "0.00", "2.44", "0.00", "5.39", "35.32"]
      ),
      (
        // Discounted to nothing: the tax and the tip follow the subtotals.
        "fully-discounted.json",
        [
          ("Max", ["6.25", "6.25", "0.50", "0.00", "0.83", "1.33"], 2),
          ("Noa", ["1.25", "1.25", "0.10", "0.00", "0.17", "0.27"], 1),
        ],
        ["7.50", "7.50", "0.60", "0.00", "1.00", "1.60"]
      ),
      (
        // Nothing to weigh by: the tip is shared evenly by the people with items, the odd cent
        // to Ola, who comes first in "people" (the item lists Pia first).
        "zero-items.json",
        [
          ("Ola", ["0.00", "0.00", "0.00", "0.00", "0.03", "0.03"], 1),
          ("Pia", ["0.00", "0.00", "0.00", "0.00", "0.02", "0.02"], 1),
          ("Quinn", ["0.00", "0.00", "0.00", "0.00", "0.00", "0.00"], 0),
        ],
        ["0.00", "0.00", "0.00", "0.00", "0.05", "0.05"]
      ),
    ] as [(String, [Row], [String])])
  func settlesWorkedReceipt(file: String, rows: [Row], totals: [String]) throws {
    let settlement = try Self.receipt(file).settle(with: PolicyCatalog.builtIn())
    #expect(settlement.people.map(\.name) == rows.map(\.name))
    for (share, row) in zip(settlement.people, rows) {
      #expect(Self.amounts(share) == row.amounts, "\(file): \(row.name)")
      #expect(share.itemCount == row.items, "\(file): \(row.name)")
    }
    #expect(Self.totals(settlement) == totals, "\(file)")
    ReceiptChecks.columnsSum(settlement)
  }

  @Test("Japan: each rate's tax is computed once over the receipt, down or half-up")
  func japaneseRatesRoundPerRate() throws {
    var receipt = try Self.receipt("japan-8-10.json")
    var settlement = try receipt.settle()
    // 8 %: ¥1,479 of items less ¥42 of the discount is ¥1,437; 8 % of it is ¥114.96 → ¥114.
    // 10 %: ¥2,076 less ¥58 is ¥2,018; 10 % is ¥201.8 → ¥201.
    #expect(settlement.taxesByRate.map(\.rate) == [8, 10])
    #expect(settlement.taxesByRate.map(\.taxable.amountText) == ["1437", "2018"])
    #expect(settlement.taxesByRate.map(\.tax.amountText) == ["114", "201"])
    receipt.taxRounding = .halfUp
    settlement = try receipt.settle()
    #expect(settlement.taxesByRate.map(\.tax.amountText) == ["115", "202"])
    #expect(settlement.people.map(\.amounts.tax.amountText) == ["94", "74", "149"])
    #expect(settlement.amounts.tax.amountText == "317")
    ReceiptChecks.columnsSum(settlement)
  }

  @Test("A receipt built in code settles as its JSON does")
  func codeAndJSONAgree() throws {
    let usd = Currency.usd
    let receipt = Receipt(
      currency: usd, region: try Region("US"), people: ["Alice", "Bob"],
      items: [
        .init("pasta", amount: try Money("20.00", currency: usd), people: ["Alice"]),
        .init(
          "wine", amount: try Money("10.00", currency: usd), people: ["Bob"],
          category: "alcohol"),
        .init("bread", amount: try Money("6.00", currency: usd), people: ["Alice", "Bob"]),
      ],
      discount: try Money("3.00", currency: usd), tax: try Money("3.00", currency: usd),
      tip: .percent(18))
    #expect(try receipt == Self.receipt("dinner.json"))
    #expect(try receipt.settle() == Self.receipt("dinner.json").settle())
    #expect(try receipt.settle()["Bob"]?.amounts.total.amountText == "15.14")
  }

  @Test("Without a people list, the order is the items' first mention of each name")
  func defaultOrderIsFirstMention() throws {
    let receipt = try Receipt(
      json: """
        {"currency": "USD", "items": [
          {"name": "a", "amount": "1.00", "people": ["Cy", "Al"]},
          {"name": "b", "amount": "1.00", "people": ["Bo", "Al"]}
        ]}
        """)
    #expect(receipt.everyone == ["Cy", "Al", "Bo"])
    #expect(try receipt.settle().people.map(\.name) == ["Cy", "Al", "Bo"])
  }

  @Test("Without a currency, the region's applies; a subdivision has its country's")
  func currencyFromTheRegion() throws {
    let item = #"{"name": "poutine", "amount": "12.50", "people": ["Lea"]}"#
    let quebec = try Receipt(json: #"{"region": "CA-QC", "items": [\#(item)]}"#)
    #expect(quebec.currency == .cad)
    #expect(quebec.region?.code == "CA-QC")
    let japan = #expect(throws: ReceiptError.self) {
      try Receipt(json: #"{"region": "JP", "items": [\#(item)]}"#)
    }
    #expect(japan?.kind == .invalidAmount)
    #expect(japan?.path == "items[0].amount")
  }

  @Test("Ties go to the person listed first in people: for the items' odd cents and for spreads")
  func tiesGoToTheEarlierPerson() throws {
    let receipt = try Receipt(
      json: """
        {"currency": "USD", "people": ["Zoe", "Abe"], "items": [
          {"name": "gum", "amount": "0.03", "people": ["Abe", "Zoe"]},
          {"name": "mint", "amount": "0.01", "people": ["Zoe"]}
        ], "tip": {"amount": "0.01"}}
        """)
    let settlement = try receipt.settle()
    // gum: a cent each and one over, claimed half each: a tie, so it goes to Zoe, first in
    // "people" (though Abe is first on the item), and Zoe has 0.03 with the mint; the tip
    // cent goes to Zoe's larger part.
    #expect(settlement.people.map(\.amounts.subtotal.amountText) == ["0.03", "0.01"])
    #expect(settlement.people.map(\.amounts.tip.amountText) == ["0.01", "0.00"])
  }

  @Test("A JSON decoder reads the same format, with amounts as strings")
  func foundationDecoderReadsTheFormat() throws {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("dinner.json"))
    let decoded = try JSONDecoder().decode(Receipt.self, from: data)
    #expect(try decoded == Self.receipt("dinner.json"))
  }
}
