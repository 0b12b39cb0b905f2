import Foundation
import Testing

@testable import TipCLI

/// `tipcalc batch` with the order's columns, the catalog's service charges and cash rounding.
@Suite("tipcalc batch: order columns, charges and payable")
struct BatchChargesCommandTests {
  @Test(
    "A catalog with a charge adds 'charges' and 'payable'; --policy keeps the catalog's charges")
  func chargeColumns() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let catalog = try directory.write(
      "group.json",
      #"{"version": 1, "policies": [], "serviceCharges": [{"name": "delivery", "amount": "4.99", "#
        + #""when": {"channels": ["delivery"]}}]}"#)
    let input = "id,subtotal,channel,payment\n1,20.00,delivery,card\n2,20.00,dine-in,cash\n"
    let run = runBatch(
      ["--policy", "fixed-2", "--config", catalog, "--region", "CA-QC"], input: input)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        "id,subtotal,channel,payment,tip,total,shares,charges,payable",
        "1,20.00,delivery,card,2.00,26.99,26.99,4.99,26.99",
        "2,20.00,dine-in,cash,2.00,22.00,22.00,0.00,22.00",
      ])
  }

  @Test("Without a payment column the built-in catalog's output is what it was")
  func unchangedWithoutPayment() {
    let run = runBatch(["--region", "CH"], input: "id,subtotal\n1,41.42\n")
    #expect(run.outputLines == ["id,subtotal,tip,total,shares", "1,41.42,2.58,44.00,44.00"])
  }

  @Test("An input column named like an added one is refused before a row is read")
  func addedColumnTaken() {
    let run = runBatch([], input: "subtotal,payment,payable\n10,cash,\n")
    #expect(run.status == 65)
    #expect(
      run.errors.hasPrefix(
        "Error: the input already has a column 'payable', which the output adds when the "
          + "catalog has service charges or cash rounding; rename or remove it."))
  }

  @Test("--region takes a subdivision; a malformed one is a usage error")
  func region() {
    #expect(runBatch(["--region", "CA-QC"], input: "subtotal\n10\n").status == 0)
    let bad = runBatch(["--region", "CA_QC"], input: "subtotal\n10\n")
    #expect(bad.status == 64)
    #expect(bad.errors.contains("or an ISO 3166-2 subdivision such as CA-QC"))
  }

  @Test("The help names the order's columns and the added ones")
  func help() {
    let help = tipcalc("batch --help").stdout.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ").joined(separator: " ")
    for phrase in [
      "'discount', 'party' (guests), 'channel' (dine-in, takeout, delivery), 'at' (YYYY-MM-DDTHH:MM,",
      "'time_zone' and 'payment' (cash, card, or one per share such as cash;card;card",
      "each row also gets 'local_time', the wall time it was priced at",
      "'charges' (the service charges and their tax, included in 'total') and 'payable'",
    ] {
      #expect(help.contains(phrase), "\(phrase)")
    }
  }
}
