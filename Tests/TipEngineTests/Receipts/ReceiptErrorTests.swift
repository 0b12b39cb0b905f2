import Foundation
import Testing
import TipEngine

/// Receipt errors: each names the item and the JSON path, with the line and column of the
/// value, says what was wrong and what would be right.
@Suite("Receipt errors: located, naming the item, with the fix")
struct ReceiptErrorTests {
  static let wine = #"{"name": "wine", "amount": "10.00", "people": ["A"]}"#

  @Test(
    "Reading refuses what the format does not allow, at the value",
    arguments: [
      (
        #"{"currency": "USD", "items": [{"name": "pasta", "amount": "20.00", "people": []}]}"#,
        ReceiptError.Kind.noPeople,
        #"r.json:1:78: at items[0].people: item 'pasta' has no people; list who had it, such as "people": ["Alice"]"#
      ),
      (
        #"{"currency": "USD", "items": [{"name": "pasta", "amount": "20.00"}]}"#, .noPeople,
        #"r.json:1:31: at items[0].people: item 'pasta' has no people; list who had it, such as "people": ["Alice"]"#
      ),
      (
        #"{"currency": "USD", "people": ["Alice", "Bob"], "items": [{"name": "wine", "amount": "10.00", "people": ["Bbo"]}]}"#,
        .unknownPerson,
        #"r.json:1:106: at items[0].people[0]: item 'wine' names 'Bbo', who is not in "people"; did you mean 'Bob'? "people" lists Alice, Bob"#
      ),
      (
        #"{"currency": "USD", "people": ["Alice", "Bob"], "items": [{"name": "wine", "amount": "10.00", "people": ["Zoltan"]}]}"#,
        .unknownPerson,
        #"r.json:1:106: at items[0].people[0]: item 'wine' names 'Zoltan', who is not in "people"; add them to "people", which lists Alice, Bob"#
      ),
      (
        #"{"currency": "USD", "tax": "1.00", "items": [{"name": "wine", "amount": "10.00", "people": ["A"], "taxRate": "10"}]}"#,
        .mixedTax,
        #"r.json:1:110: at items[0].taxRate: item 'wine' has a "taxRate" but the receipt also gives one "tax" amount; give either "tax" for the whole receipt or a "taxRate" on the items, not both"#
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": "10.001", "people": ["A"]}]}"#,
        .invalidAmount,
        "r.json:1:58: at items[0].amount: item 'wine': amount 10.001 has 3 fraction digits, but USD has 2 digits after the point; write at most 2 after the point"
      ),
      (
        #"{"currency": "JPY", "items": [{"name": "sushi", "amount": 1200.5, "people": ["A"]}]}"#,
        .invalidAmount,
        "r.json:1:59: at items[0].amount: item 'sushi': amount 1200.5 has 1 fraction digit, but JPY amounts are whole numbers; write a whole number of JPY"
      ),
      (
        #"{"currency": "KWD", "discount": "0.0005", "items": [{"name": "tea", "amount": "1", "people": ["A"]}]}"#,
        .invalidAmount,
        "r.json:1:33: at discount: the discount 0.0005 has 4 fraction digits, but KWD has 3 digits after the point; write at most 3 after the point"
      ),
      (
        #"{"currency": "EUX", "items": [\#(wine)]}"#, .unknownCurrency,
        "r.json:1:14: at currency: unknown currency 'EUX'; expected an ISO 4217 code such as USD, EUR or JPY (did you mean 'EUR'?)"
      ),
      (
        #"{"items": [\#(wine)]}"#, .unknownCurrency,
        #"r.json:1:1: missing key 'currency'; add "currency": "USD" (an ISO 4217 code), or a "region" whose currency applies"#
      ),
      (
        #"{"currency": "USD", "people": ["A", "B", "A"], "items": [\#(wine)]}"#, .invalidPerson,
        #"r.json:1:42: at people[2]: 'A' is listed twice in "people" (first at people[0]); list each person once"#
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": "10.00", "people": ["A", "A"]}]}"#,
        .invalidPerson,
        "r.json:1:83: at items[0].people[1]: item 'wine' lists 'A' twice; list each person once (the item is shared evenly among them)"
      ),
      (
        #"{"currency": "USD", "items": [{"name": "refund", "amount": "-5.00", "people": ["A"]}]}"#,
        .invalidAmount,
        #"r.json:1:60: at items[0].amount: item 'refund': amount -5.00 is negative; write zero or more, and take money off with "discount""#
      ),
      (
        #"{"currency": "USD", "discount": "12.00", "items": [\#(wine)]}"#, .discountTooLarge,
        "r.json:1:33: at discount: the discount 12.00 is more than the items' total 10.00; a discount is taken off the items and cannot exceed them"
      ),
      (
        #"{"currency": "USD", "tip": {"amount": "1.00", "percent": "10"}, "items": [\#(wine)]}"#,
        .invalidTip,
        #"r.json:1:28: at tip: the tip gives "amount" and "percent"; give exactly one, such as {"percent": "18"}, or leave the tip out"#
      ),
      (
        #"{"currency": "USD", "tip": {"percent": "150"}, "items": [\#(wine)]}"#, .invalidRate,
        "r.json:1:40: at tip.percent: the tip percentage 150 is out of range; expected 0 to 100 (percent), such as 8 for 8 %"
      ),
      (
        #"{"currency": "USD", "tipp": {"percent": "15"}, "items": [\#(wine)]}"#, .invalidFormat,
        "r.json:1:21: at tipp: unknown key 'tipp'; did you mean 'tip'?"
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": "10.00", "people": ["A"], "qty": 2}]}"#,
        .invalidFormat,
        "r.json:1:84: at items[0].qty: unknown key 'qty'; known keys: 'name', 'amount', 'people', 'category', 'taxRate'"
      ),
      (
        #"{"currency": "USD", "taxRounding": "dwn", "items": [\#(wine)]}"#, .invalidFormat,
        "r.json:1:36: at taxRounding: unknown rounding rule 'dwn'; did you mean 'down'? Expected one of: half-up, half-even, half-down, up, down, ceiling, floor"
      ),
      (
        #"{"currency": "USD", "items": [{"name": "wine", "amount": true, "people": ["A"]}]}"#,
        .invalidFormat,
        "r.json:1:58: at items[0].amount: expected a number or a numeric string, found true"
      ),
      (
        #"{"currency": "USD", "items": [\#(wine),]}"#, .invalidJSON,
        "r.json:1:83: at items: trailing comma before ']'; JSON does not allow a comma after the last item"
      ),
      (
        "", .invalidJSON,
        #"r.json: the file is empty; a receipt is at least {"currency": "USD", "items": [ … ]}"#
      ),
      (
        "[1, 2]", .invalidFormat,
        #"r.json:1:1: expected a receipt object {"currency": …, "items": [ … ]}, found an array"#
      ),
      (
        #"{"currency": "USD", "items": []}"#, .noItems,
        #"r.json:1:30: at items: the receipt has no items; add at least one {"name": …, "amount": …, "people": […]}"#
      ),
    ])
  func refusesAtTheValue(json: String, kind: ReceiptError.Kind, description: String) {
    #expect(throws: ReceiptError.self) { try Receipt(json: json, file: "r.json") }
    do {
      _ = try Receipt(json: json, file: "r.json")
    } catch {
      #expect(error.kind == kind)
      #expect(error.description == description)
    }
  }

  @Test("Settling names the tip policy it cannot use; located in the text it came from")
  func settlingRefusesPolicies() throws {
    let text = #"{"currency": "USD", "tip": {"policy": "percent-81"}, "items": [\#(Self.wine)]}"#
    let receipt = try Receipt(json: text, file: "r.json")
    let catalog = try PolicyCatalog.builtIn()
    let error = #expect(throws: ReceiptError.self) { try receipt.settle(with: catalog) }
    #expect(error?.kind == .unknownPolicy)
    #expect(error?.path == "tip.policy")
    #expect(error?.message == "unknown tip policy 'percent-81'")
    #expect(error?.suggestion?.hasPrefix("did you mean 'percent-18'? Known policies: ") == true)
    let located = error?.located(inJSON: Array(text.utf8), file: "r.json")
    #expect(located?.file == "r.json")
    #expect(located?.line == 1)
    #expect(located?.column == 39)
    let withoutCatalog = #expect(throws: ReceiptError.self) { try receipt.settle() }
    #expect(
      withoutCatalog?.description
        == "at tip.policy: the tip's policy 'percent-81' needs a catalog to look it up in; "
        + "settle the receipt with a catalog, such as PolicyCatalog.builtIn()")
    var regional = receipt
    regional.tip = .policy("regional")
    let noRegion = #expect(throws: ReceiptError.self) { try regional.settle(with: catalog) }
    #expect(noRegion?.kind == .policyFailed)
    #expect(
      noRegion?.description
        == #"at tip.policy: policy 'regional' needs the receipt's region; add "region", such as "region": "US""#
    )
  }

  @Test("A receipt built in code is checked when settled, with the path of the problem")
  func codeBuiltReceiptsAreChecked() throws {
    let usd = Currency.usd
    var receipt = Receipt(
      currency: usd, people: ["Ann"],
      items: [.init("soup", amount: try Money("4.00", currency: usd), people: ["Ann", "Bea"])])
    var error = #expect(throws: ReceiptError.self) { try receipt.settle() }
    #expect(error?.kind == .unknownPerson)
    #expect(error?.path == "items[0].people[1]")
    #expect(error?.line == nil)
    receipt.people = nil
    receipt.items[0].amount = try Money("4", currency: .eur)
    error = #expect(throws: ReceiptError.self) { try receipt.settle() }
    #expect(
      error?.description
        == "at items[0].amount: item 'soup': amount is in EUR but the receipt in USD; "
        + "give every amount in USD")
  }

  @Test("A listed person with no items is allowed and owes nothing")
  func listedPersonWithoutItemsOwesNothing() throws {
    let receipt = try Receipt(
      json: #"{"currency": "USD", "people": ["A", "Z"], "tax": "0.80", "items": [\#(Self.wine)]}"#)
    let settlement = try receipt.settle()
    #expect(settlement["Z"]?.amounts.total.isZero == true)
    #expect(settlement["Z"]?.itemCount == 0)
    #expect(settlement["A"]?.amounts.total.amountText == "10.80")
  }

  @Test("Text over the size limit is refused before it is parsed")
  func refusesTooLargeText() {
    let bytes = [UInt8](repeating: 0x20, count: Receipt.Limits.maximumFileSize + 1)
    let error = #expect(throws: ReceiptError.self) { try Receipt(json: bytes, file: "big.json") }
    #expect(error?.kind == .tooLarge)
  }
}
