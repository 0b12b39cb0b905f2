import Foundation
import Testing
import TipEngine
import TipTestSupport

/// A split bill paid by several tenders: each cash share rounded on its own by the region's
/// rule, each card share paid as it is, the sums exact.
@Suite("Tenders: each cash share rounded on its own, card shares as they are")
struct TenderTests {
  static let catalog = Result { try PolicyCatalog.builtIn() }

  /// A bill, its split and its tenders, and what each payer pays.
  struct Vector: CustomTestStringConvertible, Sendable {
    var name: String
    var subtotal: String
    var region: String
    var method: SplitMethod
    var payments: [Payment]
    var shares: [String]
    var pays: [String]
    var rounding: String
    var payable: String
    var testDescription: String { name }
  }

  static let vectors: [Vector] = [
    Vector(
      name: "CH 0.05: the cash share 15.19 is 15.20, the card shares stay",
      subtotal: "45.56", region: "CH", method: .evenly(people: 3),
      payments: [.cash, .card, .card], shares: ["15.19", "15.19", "15.18"],
      pays: ["15.20", "15.19", "15.18"], rounding: "0.01", payable: "45.57"),
    Vector(
      name: "CH 0.05: the last share 15.18 paid in cash is 15.20",
      subtotal: "45.56", region: "CH", method: .evenly(people: 3),
      payments: [.card, .card, .cash], shares: ["15.19", "15.19", "15.18"],
      pays: ["15.19", "15.19", "15.20"], rounding: "0.02", payable: "45.58"),
    Vector(
      name: "CH 0.05 by weights 1,2: 15.19 cash and 30.37 card",
      subtotal: "45.56", region: "CH", method: .weighted([1, 2]),
      payments: [.cash, .card], shares: ["15.19", "30.37"], pays: ["15.20", "30.37"],
      rounding: "0.01", payable: "45.57"),
    Vector(
      name: "CH 0.05: 0.01 and 0.02 round down, to nothing",
      subtotal: "0.03", region: "CH", method: .evenly(people: 2),
      payments: [.cash, .cash], shares: ["0.02", "0.01"], pays: ["0.00", "0.00"],
      rounding: "-0.03", payable: "0.00"),
    Vector(
      name: "US does not round cash: every share is paid as it is",
      subtotal: "10.00", region: "US", method: .evenly(people: 3),
      payments: [.cash, .card, .cash], shares: ["3.34", "3.33", "3.33"],
      pays: ["3.34", "3.33", "3.33"], rounding: "0.00", payable: "10.00"),
    Vector(
      name: "DK 0.50 half-up: the tie 10.25 rounds up to 10.50",
      subtotal: "20.50", region: "DK", method: .evenly(people: 2),
      payments: [.cash, .card], shares: ["10.25", "10.25"], pays: ["10.50", "10.25"],
      rounding: "0.25", payable: "20.75"),
    Vector(
      name: "NZ 0.10 half-down: the tie 5.05 rounds down to 5.00",
      subtotal: "10.10", region: "NZ", method: .evenly(people: 2),
      payments: [.cash, .cash], shares: ["5.05", "5.05"], pays: ["5.00", "5.00"],
      rounding: "-0.10", payable: "10.00"),
    Vector(
      name: "SE whole kronor: 33.34 cash is 33, 33.33 card stays",
      subtotal: "100.00", region: "SE", method: .evenly(people: 3),
      payments: [.cash, .card, .card], shares: ["33.34", "33.33", "33.33"],
      pays: ["33.00", "33.33", "33.33"], rounding: "-0.34", payable: "99.66"),
  ]

  @Test("Each payer pays their share, a cash share rounded", arguments: vectors)
  func vector(_ vector: Vector) throws {
    let catalog = try Self.catalog.get()
    let currency = try Region(vector.region).currency
    // The quote is the same whatever the bill's own payment: the tenders start from its shares
    // before rounding.
    for payment in [nil, Payment.card, .cash] {
      let bill = try orderBill(
        vector.subtotal, payment: payment, region: vector.region, currency: currency)
      let quote = try catalog.quote(for: bill, policyNamed: "none", splitting: vector.method)
      let tenders = try quote.tenders(paying: vector.payments, with: catalog)
      #expect(tenders.map(\.payment) == vector.payments)
      #expect(tenders.map(\.share.amountText) == vector.shares)
      #expect(tenders.map(\.pays.amountText) == vector.pays)
      #expect(tenders.pays.map(\.amountText) == vector.pays)
      #expect(tenders.rounding.amountText == vector.rounding)
      #expect(tenders.payable.amountText == vector.payable)
      #expect(tenders.payable.currency == currency)
    }
  }

  @Test("Every share paid by one payment is the catalog's quote for that payment")
  func onePaymentForAll() throws {
    let catalog = try Self.catalog.get()
    for method in [SplitMethod.evenly(people: 3), .weighted([1, 2, 2])] {
      let cash = try orderBill("41.42", payment: .cash, region: "CH", currency: .chf)
      let quote = try catalog.quote(for: cash, policyNamed: "percent-10", splitting: method)
      let tenders = try quote.tenders(paying: .cash, with: catalog)
      #expect(tenders.pays == Array(quote.shares))
      #expect(tenders.payable == quote.payable)
      #expect(tenders.rounding == quote.rounding)
      let byCard = try quote.tenders(paying: .card, with: catalog.charges)
      #expect(byCard.pays == Array(quote.sharesBeforeRounding))
      #expect(byCard.payable == quote.total)
      #expect(byCard.rounding.isZero)
    }
  }

  @Test("A quote rounded for cash keeps its shares before rounding")
  func sharesBeforeRounding() throws {
    let catalog = try Self.catalog.get()
    let cash = try orderBill("45.56", payment: .cash, region: "CH", currency: .chf)
    let even = try catalog.quote(for: cash, policyNamed: "none", splitting: .evenly(people: 3))
    #expect(even.shares.map(\.amountText) == ["15.20", "15.20", "15.20"])
    #expect(even.sharesBeforeRounding.map(\.amountText) == ["15.19", "15.19", "15.18"])
    let weighted = try catalog.quote(for: cash, policyNamed: "none", splitting: .weighted([1, 2]))
    #expect(weighted.shares.map(\.amountText) == ["15.20", "30.35"])
    #expect(weighted.sharesBeforeRounding.map(\.amountText) == ["15.19", "30.37"])
  }

  @Test("A payment list of another length than the shares names both counts")
  func countMismatch() throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("45.56", region: "CH", currency: .chf)
    let quote = try catalog.quote(for: bill, policyNamed: "none", splitting: .evenly(people: 3))
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "2 payments for 3 shares; expected one payment per share")
    ) {
      try quote.tenders(paying: [.cash, .card], with: catalog)
    }
    #expect(
      throws: MoneyError.invalidAllocation(
        reason: "4 payments for 3 shares; expected one payment per share")
    ) {
      try quote.tenders(paying: [.cash, .card, .card, .cash], with: catalog)
    }
  }

  @Test("Tender's doc comment shows what its example gives")
  func docCommentExample() throws {
    // The example of Tender's doc comment, as written there.
    let catalog = try PolicyCatalog.builtIn()
    let bill = Bill(subtotal: try Money("41.42", currency: .chf), region: try Region("CH"))
    let quote = try catalog.quote(
      for: bill, policy: try catalog.policy(named: "percent-10"), splitting: .evenly(people: 3))
    let tenders = try quote.tenders(paying: [.cash, .card, .card], with: catalog)
    let shares = tenders.map(\.share.amountText)
    let pays = tenders.map(\.pays.amountText)
    #expect(shares == ["15.19", "15.19", "15.18"])
    #expect(pays == ["15.20", "15.19", "15.18"])
    // The comment's output lines must say the same: a wrong figure there fails here.
    let source = try String(
      contentsOf: Repository.url("Sources/TipPricing/Charges/Tender.swift"), encoding: .utf8)
    let comment = source.split(separator: "\n").filter { $0.hasPrefix("///") }
    func shown(_ expression: String) -> String? {
      comment.first { $0.contains(expression) }.flatMap { line in
        line.range(of: "//", options: .backwards).map {
          line[$0.upperBound...].trimmingCharacters(in: .whitespaces)
        }
      }
    }
    func listed(_ texts: [String]) -> String {
      "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
    #expect(shown("tenders.map(\\.share.amountText)") == listed(shares))
    #expect(shown("tenders.map(\\.pays.amountText)") == listed(pays))
    #expect(comment.contains { $0.contains(#"Money("41.42", currency: .chf)"#) })
    #expect(comment.contains { $0.contains(#"policy(named: "percent-10")"#) })
  }
}
