import Foundation
import Testing
import TipEngine
import TipTestSupport

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

@Suite("Receipts: several service charges, each person within a cent of their exact share")
struct ReceiptSeveralChargesTests {
  /// A catalog with `amounts.count` fixed charges of these amounts, in USD.
  static func catalog(charges amounts: [String]) throws -> PolicyCatalog {
    let charges = amounts.enumerated().map { index, amount in
      #"{"name": "charge-\#(index)", "amount": "\#(amount)", "currency": "USD"}"#
    }
    return try PolicyCatalog(
      sources: [
        CatalogSource(
          name: "charges.json",
          json:
            #"{"version": 1, "policies": [], "serviceCharges": [\#(charges.joined(separator: ", "))]}"#
        )
      ])
  }

  @Test("Three charges of 0.01 on a dish shared by three: each pays 0.01, not the first 0.03")
  func chargesSpreadAsOneSum() throws {
    let receipt = try Receipt(
      json: #"""
        {"currency": "USD", "people": ["A", "B", "C"],
         "items": [{"name": "x", "amount": "30.00", "people": ["A", "B", "C"]}]}
        """#)
    let settlement = try receipt.settle(with: Self.catalog(charges: ["0.01", "0.01", "0.01"]))
    #expect(settlement.people.map(\.amounts.charges.amountText) == ["0.01", "0.01", "0.01"])
    #expect(settlement.people.map(\.amounts.total.amountText) == ["10.01", "10.01", "10.01"])
    #expect(settlement.amounts.charges.amountText == "0.03")
  }

  @Test("300 seeded receipts with 1 to 5 charges: the charges sum to the column, none a cent off")
  func seededChargesWithinOneCent() throws {
    var generator = SeededGenerator(seed: 0xC4A2_6E5)
    let names = ["A", "B", "C", "D"]
    for _ in 0..<300 {
      let people = Array(names.prefix(Int.random(in: 1...4, using: &generator)))
      let items = (0..<Int.random(in: 1...4, using: &generator)).map { index in
        var eaters = people.filter { _ in Bool.random(using: &generator) }
        if eaters.isEmpty { eaters = [people[index % people.count]] }
        let cents = Int.random(in: 1...5_000, using: &generator)
        let amount = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        let listed = eaters.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"name": "i\#(index)", "amount": "\#(amount)", "people": [\#(listed)]}"#
      }
      let charges = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
        "0.0\(Int.random(in: 1...9, using: &generator))"
      }
      let receipt = try Receipt(
        json: #"{"currency": "USD", "items": [\#(items.joined(separator: ", "))]}"#)
      let settlement = try receipt.settle(with: Self.catalog(charges: charges))
      let total = settlement.amounts.charges.minorUnits
      let bases = settlement.people.map(\.amounts.subtotal.minorUnits)
      let baseSum = bases.reduce(0, +)
      let shares = settlement.people.map(\.amounts.charges.minorUnits)
      #expect(shares.reduce(0, +) == total, "\(charges) over \(items)")
      for (share, base) in zip(shares, bases) {
        // |share − total × base ÷ baseSum| < 1, in whole numbers.
        #expect(abs(share * baseSum - total * base) < baseSum, "\(charges) over \(items)")
      }
    }
  }
}
