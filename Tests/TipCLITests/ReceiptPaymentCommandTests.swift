import Foundation
import Testing

/// `tipcalc split --receipt` with people who say how they pay: a cash payer's total rounded.
@Suite("tipcalc split --receipt: cash and card payers")
struct ReceiptPaymentCommandTests {
  @Test("The table adds what each pays; --json each person's rounding and pays")
  func cashAndCard() throws {
    guard let url = Executable.require() else { return }
    let table = try Executable.run(
      url, ["split", "--receipt", "cash-and-card.json"], directory: ReceiptCommandTests.fixtures)
    #expect(table.status == 0, "\(table)")
    #expect(table.stderr == "")
    #expect(
      table.stdout == """
        Person   Subtotal  Discount       Tax   Charges       Tip      Total            Pays
        Ana     CHF 21.42  CHF 0.00  CHF 0.00  CHF 0.00  CHF 0.00  CHF 21.42  CHF 21.40 cash
        Ben     CHF 24.14  CHF 0.00  CHF 0.00  CHF 0.00  CHF 0.00  CHF 24.14  CHF 24.14 card
        Total   CHF 45.56  CHF 0.00  CHF 0.00  CHF 0.00  CHF 0.00  CHF 45.56       CHF 45.54

        """)
    let json = try Executable.run(
      url, ["split", "--receipt", "cash-and-card.json", "--json"],
      directory: ReceiptCommandTests.fixtures)
    #expect(json.status == 0, "\(json)")
    #expect(json.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["total"] as? String == "45.56")
    #expect(object["rounding"] as? String == "-0.02")
    #expect(object["payable"] as? String == "45.54")
    let people = try #require(object["people"] as? [[String: String]])
    #expect(people.map { $0["payment"] } == ["cash", "card"])
    #expect(people.map { $0["rounding"] } == ["-0.02", "0.00"])
    #expect(people.map { $0["pays"] } == ["21.40", "24.14"])
  }

  @Test("A person with two different payments is refused with 65, at the second")
  func twoPayments() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      "two.json",
      #"{"currency": "CHF", "people": [{"name": "Ana", "payment": "cash"}], "items": ["#
        + #"{"name": "rösti", "amount": "21.42", "people": [{"name": "Ana", "payment": "card"}]}]}"#
    )
    let result = tipcalc(["split", "--receipt", "two.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "Error: two.json:1:154: at items[0].people[0].payment: 'Ana' pays by card here but "
        + "by cash at people[0].payment; give each person one payment, once, such as in "
        + "\"people\".\n")
  }
}
