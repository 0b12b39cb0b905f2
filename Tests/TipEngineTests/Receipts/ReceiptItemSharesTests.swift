import Testing
import TipEngine

/// Each person's part of a receipt's items is within one minor unit of their exact share
/// however many shared items leave a unit over: the odd units are shared over the whole
/// receipt, not given item by item to whoever each item lists first.
@Suite("Receipt items: odd units shared over the whole receipt")
struct ReceiptItemSharesTests {
  /// A receipt in `currency` with `count` items of `amount` minor units, each had by `people`.
  static func receipt(
    _ currency: Currency, items count: Int, of amount: Int64, people: [String]
  ) -> Receipt {
    let items = (0..<count).map { index in
      Receipt.Item(
        "item \(index)", amount: Money(minorUnits: amount, currency: currency), people: people)
    }
    return Receipt(currency: currency, items: items)
  }

  /// The people's parts of the items, as text.
  static func subtotals(_ receipt: Receipt) throws -> [String] {
    try receipt.settle().people.map(\.amounts.subtotal.amountText)
  }

  @Test("Ten items of 1.00 shared by three: 3.34, 3.33 and 3.33, not 3.40, 3.30 and 3.30")
  func tenSharedItems() throws {
    let receipt = Self.receipt(.usd, items: 10, of: 100, people: ["A", "B", "C"])
    #expect(try Self.subtotals(receipt) == ["3.34", "3.33", "3.33"])
  }

  @Test("Three items of ¥2 shared by three: ¥2 each, not ¥3, ¥2 and ¥1")
  func yenItems() throws {
    let receipt = Self.receipt(.jpy, items: 3, of: 2, people: ["A", "B", "C"])
    #expect(try Self.subtotals(receipt) == ["2", "2", "2"])
  }

  @Test("A tip follows the fair subtotals: 10 % of ¥1,000 shared by three is ¥34, ¥33 and ¥33")
  func tipFollows() throws {
    var receipt = Self.receipt(.jpy, items: 10, of: 100, people: ["A", "B", "C"])
    receipt.tip = .percent(try Percentage("10"))
    let people = try receipt.settle().people
    #expect(people.map(\.amounts.subtotal.amountText) == ["334", "333", "333"])
    #expect(people.map(\.amounts.tip.amountText) == ["34", "33", "33"])
    #expect(people.map(\.amounts.total.amountText) == ["368", "366", "366"])
  }

  @Test("Shares of different sizes: each part within one unit of the exact share")
  func mixedGroups() throws {
    // A has 1/2 of 0.01 and 1/3 of 0.02 and 1/3 of 0.01: exactly 1.5 units; B and C 1.5 and
    // 1.0; seven units in all.
    let receipt = Receipt(
      currency: .usd,
      items: [
        .init("tea", amount: Money(minorUnits: 1, currency: .usd), people: ["A", "B"]),
        .init("bun", amount: Money(minorUnits: 2, currency: .usd), people: ["A", "B", "C"]),
        .init("jam", amount: Money(minorUnits: 1, currency: .usd), people: ["C", "A", "B"]),
        .init("egg", amount: Money(minorUnits: 3, currency: .usd), people: ["C", "B"]),
      ])
    // Exact shares: A 1/2 + 2/3 + 1/3 = 1.5; B 1/2 + 2/3 + 1/3 + 3/2 = 3; C 2/3 + 1/3 + 3/2
    // = 2.5. A and C tie on the half unit left over; A is listed first.
    #expect(try Self.subtotals(receipt) == ["0.02", "0.03", "0.02"])
  }

  @Test("A discount that takes nearly everything: tax and tip follow the exact shares, 1:1")
  func nearlyFreeReceipt() throws {
    let receipt = try Receipt(
      json: #"""
        {"currency": "USD", "region": "US", "items": [
          {"name": "soup", "amount": "10.01", "people": ["Ana"]},
          {"name": "stew", "amount": "10.02", "people": ["Ben"]}],
         "discount": "20.00", "tax": "1.60", "tip": {"amount": "4.00"}}
        """#)
    let people = try receipt.settle().people
    // Ana's and Ben's discounted subtotals are exactly 0.01499… and 0.01500…: rounded to 0.01
    // and 0.02 they would share the tax and tip one to two.
    #expect(people.map(\.amounts.tax.amountText) == ["0.80", "0.80"])
    #expect(people.map(\.amounts.tip.amountText) == ["2.00", "2.00"])
  }

  @Test("A charge on items of a fil or two among five is shared by the exact shares: 0.200 each")
  func tinyItemsCharge() throws {
    let catalog = try PolicyCatalog(
      sources: [
        CatalogSource(
          name: "cover.json",
          json:
            #"{"version": 1, "policies": [], "serviceCharges": [{"name": "cover", "amount": "1"}]}"#
        )
      ])
    let receipt = try Receipt(
      json: #"""
        {"currency": "KWD", "items": [
          {"name": "mint", "amount": "0.002", "people": ["Eve", "Dot", "Fay", "Gus", "Cy"]}]}
        """#)
    let people = try receipt.settle(with: catalog).people
    #expect(people.map(\.amounts.charges.amountText) == Array(repeating: "0.200", count: 5))
  }

  @Test("Taxes at three rates on items shared alike: 0.01 each, not 0.03 to the first person")
  func ratesSharedAsOneSum() throws {
    let receipt = try Receipt(
      json: #"""
        {"currency": "USD", "items": [
          {"name": "a", "amount": "0.09", "people": ["Ana", "Ben", "Cy"], "taxRate": "12"},
          {"name": "b", "amount": "0.30", "people": ["Ana", "Ben", "Cy"], "taxRate": "3"},
          {"name": "c", "amount": "0.60", "people": ["Ana", "Ben", "Cy"], "taxRate": "2"}]}
        """#)
    let settlement = try receipt.settle()
    #expect(settlement.taxesByRate.map(\.tax.amountText) == ["0.01", "0.01", "0.01"])
    #expect(settlement.people.map(\.amounts.tax.amountText) == ["0.01", "0.01", "0.01"])
  }
}
