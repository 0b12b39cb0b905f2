import Foundation
import Testing

@testable import TipCLI

/// `tipcalc batch` with a `payment` cell that lists one payment per share, as the `shares`
/// column lists amounts: each cash share rounded on its own, each card share as it is.
@Suite("tipcalc batch: a payment per share")
struct BatchTenderTests {
  @Test("A list rounds the cash shares only; one payment for all is as before")
  func lists() {
    let input =
      "id,subtotal,split,payment\n1,45.56,3,cash;card;card\n2,45.56,3,cash\n"
      + "3,45.56,3,card;Cash ; CARD\n4,45.56,3,card\n"
    let run = runBatch(["--region", "CH", "--policy", "none"], input: input)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        "id,subtotal,split,payment,tip,total,shares,charges,payable",
        "1,45.56,3,cash;card;card,0.00,45.56,15.20;15.19;15.18,0.00,45.57",
        "2,45.56,3,cash,0.00,45.56,15.20;15.20;15.20,0.00,45.60",
        "3,45.56,3,card;Cash ; CARD,0.00,45.56,15.19;15.20;15.18,0.00,45.57",
        "4,45.56,3,card,0.00,45.56,15.19;15.19;15.18,0.00,45.56",
      ])
  }

  @Test("--value maps each payment of a list; a text mapped whole is read as its value")
  func valuesInLists() {
    let input =
      "id,subtotal,region,split,Tender\n1,10.01,CH,2,Cash;Credit\n2,10.01,CH,2, Credit ; Cash\n"
      + "3,10.01,CH,2,Credit\n4,10.01,CH,2,Cash;Credit;Cash\n"
    let run = runBatch(
      [
        "--column", "payment=Tender", "--value", "payment:Credit=card", "--value",
        "payment:Cash;Credit;Cash=cash;card", "--policy", "percent-10",
      ], input: input)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.outputLines == [
        "id,subtotal,region,split,Tender,tip,total,shares,charges,payable",
        "1,10.01,CH,2,Cash;Credit,1.00,11.01,5.50;5.50,0.00,11.00",
        "2,10.01,CH,2, Credit ; Cash,1.00,11.01,5.51;5.50,0.00,11.01",
        "3,10.01,CH,2,Credit,1.00,11.01,5.51;5.50,0.00,11.01",
        "4,10.01,CH,2,Cash;Credit;Cash,1.00,11.01,5.50;5.50,0.00,11.00",
      ])
  }

  @Test(
    "A list of another length than the split, or with a word that is no payment, is a rejected row")
  func rejected() {
    let input =
      "id,subtotal,split,payment\n1,45.56,2,cash;card;card\n2,45.56,2,cash;bitcoin\n"
      + "3,10.00,2,cash;card\n"
    let run = runBatch(["--region", "CH", "--policy", "none"], input: input)
    #expect(run.status == 65)
    #expect(
      run.outputLines == [
        "id,subtotal,split,payment,tip,total,shares,charges,payable",
        "3,10.00,2,cash;card,0.00,10.00,5.00;5.00,0.00,10.00",
      ])
    #expect(
      run.errors.contains(
        "payment: 3 payments for 2 shares; expected one payment per share (the split column) "
          + "or one for all"))
    #expect(
      run.errors.contains(
        "payment: 'bitcoin' in 'cash;bitcoin' is not a payment; expected cash or card, or one "
          + "per share separated by ';' such as cash;card;card"))
  }

  @Test("A row rejected for its service charge leaves its payments to no other row")
  func rejectedRowKeepsItsPayments() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("fees.json").path
    try Data(
      #"""
      {"version": 1, "policies": [], "serviceCharges": [{"name": "delivery-fee", "amount": "2.00",
        "currency": "USD", "when": {"channels": ["delivery"]}}]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: config))
    // Enough rows after them that the rows are priced in groups, as a file of bills is.
    let filler = (4...40).map { "\($0),10.00,CH,dine-in,1,card\n" }.joined()
    let input =
      "id,subtotal,region,channel,split,payment\n1,40.00,DE,delivery,2,cash;card\n"
      + "2,40.01,CH,dine-in,2,card\n3,40.01,CH,dine-in,2,cash;card\n" + filler
    let run = runBatch(["--config", config, "--policy", "percent-10"], input: input)
    #expect(run.status == 65)
    #expect(
      run.outputLines.prefix(3) == [
        "id,subtotal,region,channel,split,payment,tip,total,shares,charges,payable",
        "2,40.01,CH,dine-in,2,card,4.00,44.01,22.01;22.00,0.00,44.01",
        "3,40.01,CH,dine-in,2,cash;card,4.00,44.01,22.00;22.00,0.00,44.00",
      ])
    #expect(run.outputLines.count == 40)
    #expect(run.errors.contains("the service charge 'delivery-fee'"))
  }

  @Test("Where cash is not rounded, a list changes nothing but is still checked")
  func notRounding() {
    let run = runBatch(
      ["--region", "US", "--policy", "none"],
      input: "id,subtotal,split,payment\n1,10.00,3,cash;card;card\n2,10.00,3,cash;card\n")
    #expect(run.status == 65)
    #expect(
      run.outputLines == [
        "id,subtotal,split,payment,tip,total,shares,charges,payable",
        "1,10.00,3,cash;card;card,0.00,10.00,3.34;3.33;3.33,0.00,10.00",
      ])
    #expect(run.errors.contains("payment: 2 payments for 3 shares"))
  }
}
