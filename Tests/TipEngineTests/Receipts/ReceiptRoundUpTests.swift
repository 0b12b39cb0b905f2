import Testing
import TipEngine

@Suite("Receipts: a round-up of the total counts the catalog's service charges")
struct ReceiptRoundUpTests {
  @Test("60.00 of dishes and a taxed 11.88 party charge round up to 78.00, not 66.00 + 11.88")
  func roundUpWithCharge() throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn,
      CatalogSource(
        name: "charges.json",
        json: #"""
          {"version": 1, "policies": [],
           "serviceCharges": [
             {"name": "large-party", "rate": "18", "taxRate": "10", "gratuity": true,
              "when": {"partySize": {"min": 3}}}]}
          """#),
    ])
    let receipt = try Receipt(
      json: #"""
        {"currency": "EUR", "region": "DE", "tip": {"policy": "round-up-10"}, "items": [
          {"name": "a", "amount": "10.00", "people": ["Ann"]},
          {"name": "b", "amount": "20.00", "people": ["Bo"]},
          {"name": "c", "amount": "30.00", "people": ["Cy"]}]}
        """#)
    let settlement = try receipt.settle(with: catalog)
    #expect(settlement.amounts.charges.amountText == "11.88")
    // 10 % is 6.00; 60.00 + 11.88 + 6.00 = 77.88, rounded up to 78.00.
    #expect(settlement.amounts.tip.amountText == "6.12")
    #expect(settlement.amounts.total.amountText == "78.00")
  }
}
