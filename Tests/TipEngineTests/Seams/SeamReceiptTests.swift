import Testing
import TipEngine
import TipTestSupport

/// Itemised receipts meet the catalog: a tip by any of the seam catalog's policies (items with
/// categories, round-up, caps, rules), its service charges, discounts, tax, currencies with 0
/// to 4 digits. A receipt settles to what the library quotes for the same bill, and a round-up
/// policy's target holds for what the table pays, charges included.
@Suite("Receipts with features combined, seeded")
struct SeamReceiptTests {
  static let names = ["Ana", "Ben", "Chi", "Dev"]

  /// 2,000 receipts of 1 to 5 items among up to 4 people, tipped by one of 47 policies.
  @Test("2,000 seeded receipts settle to the library's quote and meet round-up targets")
  func receiptsSettleAsTheLibraryQuotes() throws {
    let catalog = try SeamCatalog.load()
    var generator = SeededGenerator(seed: 0x4EC3_1975_EA3)
    var problems: [String] = []
    var settled = 0
    for _ in 0..<2_000 {
      let receipt = try Self.receipt(&generator, policies: catalog.names)
      guard case .policy(let name) = receipt.tip,
        let settlement = try? receipt.settle(with: catalog)
      else { continue }
      settled += 1
      let quote = try catalog.quote(for: Self.itemized(receipt), policyNamed: name)
      let given = [settlement.amounts.tip, settlement.amounts.charges, settlement.amounts.total]
        .map(\.amountText)
      let charges = quote.serviceCharges.reduce(Int64(0)) {
        $0 + $1.amount.minorUnits + $1.tax.minorUnits
      }
      let expected = [
        quote.tip.amountText, Money(minorUnits: charges, currency: quote.bill.currency).amountText,
        quote.total.amountText,
      ]
      if given != expected {
        problems.append("\(name), \(receipt): settles to \(given), the library \(expected)")
      }
      if let (target, increment) = SeamCatalog.roundUpTargets[name], target == .total,
        let step = try? Money(exactly: increment, currency: receipt.currency),
        settlement.amounts.total.minorUnits % step.minorUnits != 0
      {
        let miss =
          "\(name), \(receipt): the total \(settlement.amounts.total.amountText) is not a "
          + "multiple of \(increment)"
        problems.append(miss)
      }
    }
    #expect(settled > 1_000, "\(settled) of 2,000 settled")
    #expect(problems.isEmpty, "\(problems.count), such as \(problems.prefix(5))")
  }

  /// A receipt drawn from `generator`: mostly tipped by one of `policies`.
  static func receipt(_ generator: inout SeededGenerator, policies: [String]) throws -> Receipt {
    let currency = SeamAmounts.pick(SeamAmounts.currencies, &generator)
    let region =
      SeamAmounts.chance(80, &generator)
      ? try Region(SeamAmounts.pick(SeamOrder.regions, &generator)) : nil
    let items = (0..<Int.random(in: 1...5, using: &generator)).map { index in
      Receipt.Item(
        "item \(index)",
        amount: Money(
          minorUnits: SeamAmounts.units(upTo: 80, in: currency, &generator)
            % (100 * Int64(currency.minorUnitsPerMajorUnit)), currency: currency),
        people: Array(
          names.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))),
        category: SeamAmounts.pick(["food", "drink", "service", nil], &generator))
    }
    let subtotal = items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    let discount =
      SeamAmounts.chance(30, &generator)
      ? Money(minorUnits: Int64.random(in: 0...subtotal, using: &generator), currency: currency)
      : nil
    let tax =
      SeamAmounts.chance(60, &generator)
      ? Money(
        minorUnits: Int64.random(in: 0...subtotal / 5 + 1, using: &generator), currency: currency)
      : nil
    return Receipt(
      currency: currency, region: region, items: items, discount: discount, tax: tax,
      tip: .policy(SeamAmounts.pick(policies, &generator)))
  }

  /// The receipt as the library quotes it: one bill of all its items, for everyone at the table.
  static func itemized(_ receipt: Receipt) -> ItemizedBill {
    let subtotal = receipt.items.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    var bill = Bill(
      subtotal: Money(minorUnits: subtotal, currency: receipt.currency), tax: receipt.tax,
      partySize: receipt.everyone.count, region: receipt.region)
    bill.discount = receipt.discount
    return ItemizedBill(
      bill,
      items: receipt.items.map { LineItem(name: $0.name, category: $0.category, amount: $0.amount) }
    )
  }
}
