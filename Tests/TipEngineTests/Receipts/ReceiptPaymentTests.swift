import Testing
import TipEngine

/// A receipt's people may say how they pay: a cash payer's total is rounded on its own where the
/// catalog rounds cash, a card payer's is not, and the settlement says what each pays.
@Suite("Receipts: each person's payment, cash totals rounded")
struct ReceiptPaymentTests {
  static let catalog = Result { try PolicyCatalog.builtIn() }

  /// Ana 21.42 and Ben 24.14 in CHF, with the payments given in `people` and `payment`.
  static func receipt(people: String, payment: String? = nil, region: String = "CH") throws
    -> Receipt
  {
    let top = payment.map { #""payment": "\#($0)", "# } ?? ""
    return try Receipt(
      json: #"{"currency": "CHF", "region": "\#(region)", \#(top)"people": \#(people), "items": ["#
        + #"{"name": "rösti", "amount": "21.42", "people": ["Ana"]},"#
        + #"{"name": "fondue", "amount": "24.14", "people": ["Ben"]}]}"#)
  }

  /// A case: the people and default payment as written, and what each pays.
  struct Vector: Sendable, CustomTestStringConvertible {
    var name: String
    var people: String
    var payment: String?
    var payments: [Payment?]
    var pays: [String]
    var roundings: [String]
    var payable: String
    var rounding: String
    var testDescription: String { name }
  }

  static let vectors: [Vector] = [
    Vector(
      name: "Ana pays cash, Ben by card (the default)",
      people: #"[{"name": "Ana", "payment": "cash"}, "Ben"]"#, payment: "card",
      payments: [.cash, .card], pays: ["21.40", "24.14"], roundings: ["-0.02", "0.00"],
      payable: "45.54", rounding: "-0.02"),
    Vector(
      name: "Everyone pays cash: each total rounded on its own",
      people: #"["Ana", "Ben"]"#, payment: "cash", payments: [.cash, .cash],
      pays: ["21.40", "24.15"], roundings: ["-0.02", "0.01"], payable: "45.55",
      rounding: "-0.01"),
    Vector(
      name: "No payment given: nothing is rounded",
      people: #"["Ana", "Ben"]"#, payments: [nil, nil], pays: ["21.42", "24.14"],
      roundings: ["0.00", "0.00"], payable: "45.56", rounding: "0.00"),
  ]

  @Test("What each person pays, and the sums", arguments: vectors)
  func vector(_ vector: Vector) throws {
    let receipt = try Self.receipt(people: vector.people, payment: vector.payment)
    let settlement = try receipt.settle(with: Self.catalog.get())
    #expect(settlement.people.map(\.payment) == vector.payments)
    #expect(settlement.people.map(\.pays.amountText) == vector.pays)
    #expect(settlement.people.map(\.rounding.amountText) == vector.roundings)
    #expect(settlement.payable.amountText == vector.payable)
    #expect(settlement.rounding.amountText == vector.rounding)
    #expect(settlement.amounts.total.amountText == "45.56")
  }

  @Test("Without a catalog, or where cash is not rounded, a cash payer pays their total")
  func notRounded() throws {
    let cash = #"[{"name": "Ana", "payment": "cash"}, "Ben"]"#
    let withoutCatalog = try Self.receipt(people: cash).settle()
    #expect(withoutCatalog.people.map(\.pays.amountText) == ["21.42", "24.14"])
    #expect(withoutCatalog.payable == withoutCatalog.amounts.total)
    let germany = try Receipt(
      json: #"{"currency": "EUR", "region": "DE", "payment": "cash", "items": ["#
        + #"{"name": "schnitzel", "amount": "21.42", "people": ["Ana"]}]}"#)
    let settled = try germany.settle(with: Self.catalog.get())
    #expect(settled.people.map(\.pays.amountText) == ["21.42"])
    #expect(settled.rounding.isZero)
  }

  @Test("A payment given in an item's people counts; two different ones are refused")
  func paymentInItems() throws {
    let receipt = try Receipt(
      json: #"{"currency": "CHF", "region": "CH", "items": ["#
        + #"{"name": "rösti", "amount": "21.42", "people": [{"name": "Ana", "payment": "cash"}]}]}"#
    )
    #expect(receipt.payment(of: "Ana") == .cash)
    #expect(try receipt.settle(with: Self.catalog.get()).payable.amountText == "21.40")
    #expect {
      try Receipt(
        json: #"{"currency": "CHF", "people": [{"name": "Ana", "payment": "cash"}], "items": ["#
          + #"{"name": "rösti", "amount": "21.42", "people": [{"name": "Ana", "payment": "card"}]}]}"#
      )
    } throws: { error in
      "\(error)"
        == "1:154: at items[0].people[0].payment: 'Ana' pays by card here but by cash at "
        + "people[0].payment; give each person one payment, once, such as in \"people\""
    }
  }
}
