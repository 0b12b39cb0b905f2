import Testing
import TipEngine

/// A case's line items that can never be its bill's are refused where the catalog loads, at
/// `bill.items`, unless the case expects the bill to be refused.
@Suite("Test cases: line items that cannot be the bill's are load errors at bill.items")
struct CatalogTestItemsTests {
  /// A case named `a` pricing with `none` a bill of `subtotal` with `items`, expecting `expect`.
  static func testCase(_ subtotal: String, items: String, expect: String = "{}") -> String {
    #"{"name": "a", "policy": "none", "bill": {"subtotal": "\#(subtotal)", "items": \#(items)}, "#
      + #""expect": \#(expect)}"#
  }

  @Test(
    "Items that do not add up to the subtotal, or a negative item, are refused at bill.items",
    arguments: [
      (
        testCase("100.00", items: #"[{"category": "service", "amount": "60.00"}]"#),
        "house.json:1:114: at tests[0].bill.items: the items add up to 60.00, not the subtotal "
          + "100.00; make the items add up to the subtotal, each zero or more, or expect the "
          + #"refusal with "expect": {"error": …}"#
      ),
      (
        testCase("10.00", items: #"[{"name": "refund", "amount": "-5"}, {"amount": "15"}]"#),
        "house.json:1:113: at tests[0].bill.items: the item 1 (refund) -5.00 is negative; make "
          + "the items add up to the subtotal, each zero or more, or expect the refusal with "
          + #""expect": {"error": …}"#
      ),
    ])
  func itemsThatCannotBeTheBill(testCase: String, message: String) {
    #expect(CatalogTestSectionTests.errors(testCase) == [message])
  }

  @Test("An item refused for its own amount is reported alone, not again for the sum")
  func noKnockOnError() {
    #expect(
      CatalogTestSectionTests.errors(
        Self.testCase("10.00", items: #"[{"amount": "4.005"}, {"amount": "6"}]"#)) == [
          "house.json:1:125: at tests[0].bill.items[0].amount: amount 4.005 has 3 fraction "
            + "digits, but USD has 2 digits after the point; write at most 2 after the point"
        ])
  }

  @Test("A case that expects the refusal loads, and passes when the bill is refused")
  func expectedRefusal() throws {
    let source = CatalogTestSectionTests.source(
      Self.testCase(
        "100.00", items: #"[{"category": "service", "amount": "60.00"}]"#,
        expect: #"{"error": "the items add up to 60.00"}"#))
    let catalog = try PolicyCatalog(sources: [.builtIn, source])
    let testCase = try #require(catalog.tests.last)
    let result = CatalogTestRunner(catalog: catalog).run(testCase)
    #expect(result.refusal == "invalid bill: the items add up to 60.00, not the subtotal 100.00")
    #expect(result.passed)
  }

  @Test("Items that add up to the subtotal load and price the bill")
  func itemsThatAddUp() throws {
    let source = CatalogTestSectionTests.source(
      Self.testCase(
        "100.00", items: #"[{"category": "service", "amount": "60.00"}, {"amount": "40"}]"#,
        expect: #"{"total": "100.00"}"#))
    let catalog = try PolicyCatalog(sources: [.builtIn, source])
    let result = CatalogTestRunner(catalog: catalog).run(try #require(catalog.tests.last))
    #expect(result.quote?.total.amountText == "100.00")
    #expect(result.passed)
  }
}
