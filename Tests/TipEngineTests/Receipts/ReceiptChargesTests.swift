import Testing
import TipEngine

@Suite("Receipts: the catalog's service charges are spread like the tip")
struct ReceiptChargesTests {
  static let catalog: PolicyCatalog = {
    let source = CatalogSource(
      name: "charges.json",
      json: #"""
        {"version": 1, "policies": [
           {"name": "tip-3", "kind": "percent", "rate": "3"},
           {"name": "tip-18", "kind": "percent", "rate": "18"},
           {"name": "house", "kind": "rules",
            "rules": [{"when": {"gratuityApplied": true}, "policy": "tip-3"}], "otherwise": "tip-18"}],
         "serviceCharges": [
           {"name": "large-party", "rate": "18", "taxRate": "10", "gratuity": true,
            "when": {"partySize": {"min": 3}}}]}
        """#)
    do { return try PolicyCatalog(sources: [.builtIn, source]) } catch {
      preconditionFailure("\(error)")
    }
  }()

  static func receipt(people: [String]) throws -> Receipt {
    let items = people.enumerated().map { index, name in
      #"{"name": "dish \#(index)", "amount": "\#(10 * (index + 1)).00", "people": ["\#(name)"]}"#
    }
    return try Receipt(
      json:
        #"{"currency": "USD", "items": [\#(items.joined(separator: ", "))], "tip": {"policy": "house"}}"#
    )
  }

  @Test(
    "A gratuity for parties of 3 or more applies, is spread by subtotal, and the tip drops to 3 %")
  func gratuity() throws {
    let settlement = try Self.receipt(people: ["Ann", "Bo", "Cy"]).settle(with: Self.catalog)
    // Subtotal 60.00: the charge is 18 % = 10.80, plus 10 % tax = 1.08, 11.88 in all.
    #expect(settlement.amounts.charges.amountText == "11.88")
    #expect(settlement.amounts.tip.amountText == "1.80")
    #expect(settlement.people.map(\.amounts.charges.amountText) == ["1.98", "3.96", "5.94"])
    #expect(settlement.people.map(\.amounts.tip.amountText) == ["0.30", "0.60", "0.90"])
    let sum = settlement.people.reduce(Int64(0)) { $0 + $1.amounts.charges.minorUnits }
    #expect(sum == settlement.amounts.charges.minorUnits)
    #expect(settlement.amounts.total.amountText == "73.68")
  }

  @Test("Two people: no charge, the tip is 18 %")
  func noCharge() throws {
    let settlement = try Self.receipt(people: ["Ann", "Bo"]).settle(with: Self.catalog)
    #expect(settlement.amounts.charges.isZero)
    #expect(settlement.amounts.tip.amountText == "5.40")
  }
}
