import Testing

@testable import TipCLI

/// `tipcalc test` with a case whose bill lists one payment per share: the expected shares are
/// what the payers pay.
@Suite("tipcalc test: a case with a payment per share")
struct TestCommandTenderTests {
  @Test("The pays are checked, a wrong one reported; a list of another length is refused")
  func paymentList() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      "tenders.json",
      """
      {"version": 1, "policies": [], "tests": [
        {"name": "tender: one cash payer of three", "policy": "none", "split": 3,
         "bill": {"subtotal": "45.56", "region": "CH", "payment": ["cash", "card", "card"]},
         "expect": {"shares": ["15.20", "15.19", "15.18"], "payable": "45.57", "rounding": "0.01"}},
        {"name": "tender: a wrong expectation", "policy": "none", "split": 2,
         "bill": {"subtotal": "45.56", "region": "CH", "payment": ["card", "cash"]},
         "expect": {"shares": ["22.78", "22.78"]}}]}
      """)
    let result = tipcalc(
      ["test", "--config", "tenders.json", "--filter", "tender:"], directory: directory.path)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout
        == "FAIL tenders.json:5: tender: a wrong expectation: shares [22.78, 22.80], expected "
        + "[22.78, 22.78]\n1 passed, 1 failed\n")
    _ = try directory.write(
      "count.json",
      """
      {"version": 1, "policies": [], "tests": [
        {"name": "count", "policy": "none", "split": 3,
         "bill": {"subtotal": "45.56", "region": "CH", "payment": ["cash", "card"]},
         "expect": {"payable": "45.57"}}]}
      """)
    let refused = tipcalc(
      ["test", "--config", "count.json"], directory: directory.path)
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "Error: count.json:3:61: at tests[0].bill.payment: payment lists 2 payments, but the "
        + "bill is split into 3 shares; list one payment per share, as many as \"split\", or "
        + "give one for all.\n")
  }
}
