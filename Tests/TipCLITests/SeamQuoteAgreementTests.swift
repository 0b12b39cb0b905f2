import Foundation
import Testing
import TipEngine
import TipTestSupport

/// `tipcalc quote --json` and the library's quote are two paths to one answer: the same seeded
/// orders (every order option, every policy kind of the seam catalog and the built-in one,
/// charges, cash rounding, currencies with 0, 2, 3 and 4 digits, even and weighted splits) give
/// the same tip, charges, total, rounding, payable amount and shares, or are refused by both.
@Suite("quote --json agrees with the library's quote, seeded")
struct SeamQuoteAgreementTests {
  /// 250 orders, each run through the command line in-process and through the library (each run loads
  /// the catalogs again, about 13 ms in a debug build: 1,500 orders agreed as well).
  @Test("250 seeded orders quoted on the command line and by the library give the same amounts")
  func commandLineAgreesWithTheLibrary() throws {
    let catalog = try SeamCatalog.load()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let config = try directory.write("seams.json", SeamCatalog.json)
    var generator = SeededGenerator(seed: 0x0C11_5EA3)
    var disagreements: [String] = []
    var quoted = 0
    for _ in 0..<250 {
      var order = try SeamOrder.draw(&generator, policyNames: catalog.names)
      order.items = nil
      if case .partySize = order.method { order.method = .evenly(people: 1) }
      let arguments = Self.arguments(order, config: config)
      let run = tipcalc(arguments)
      let library = Result { try order.quote(in: catalog) }
      switch library {
      case .failure(let error):
        if run.status == 0 {
          disagreements.append(
            "\(order): the library refuses (\(error)), quote gives \(run.stdout)")
        }
      case .success(let quote):
        quoted += 1
        guard run.status == 0, let json = Self.object(run.stdout) else {
          disagreements.append(
            "\(order): quote refuses (\(run.stderr)), the library gives \(quote)")
          continue
        }
        if let wrong = Self.disagreement(quote, json) { disagreements.append("\(order): \(wrong)") }
      }
    }
    #expect(quoted > 170, "\(quoted) quoted")
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagree, such as \(disagreements.prefix(5))")
  }

  /// The command line of `order`.
  static func arguments(_ order: SeamOrder, config: String) -> [String] {
    let bill = order.bill
    var arguments = [
      "quote", bill.subtotal.amountText, "--currency", bill.currency.code, "--policy",
      order.policyName, "--config", config, "--json",
    ]
    func add(_ option: String, _ value: String?) {
      if let value { arguments += ["--" + option, value] }
    }
    add("tax", bill.tax?.amountText)
    add("discount", bill.discount?.amountText)
    add("region", bill.region?.code)
    add("party", bill.partySize.map(String.init))
    add("channel", bill.channel?.rawValue)
    add("at", bill.localTime.map { "\($0)" })
    add("payment", bill.payment?.rawValue)
    switch order.method {
    case .evenly(let people) where people > 1: add("split", String(people))
    case .weighted(let weights): add("weights", weights.map { "\($0)" }.joined(separator: ","))
    default: break
    }
    return arguments
  }

  static func object(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  /// What differs between the library's quote and the command line's JSON, or `nil`.
  static func disagreement(_ quote: Quote, _ json: [String: Any]) -> String? {
    let charges = (json["serviceCharges"] as? [[String: Any]]) ?? []
    let given: [String] =
      ["tip", "total", "rounding", "payable"].map { json[$0] as? String ?? "-" }
      + [(json["shares"] as? [String] ?? []).joined(separator: ";")]
      + [String(charges.count)]
    let expected =
      [quote.tip, quote.total, quote.rounding, quote.payable].map(\.amountText)
      + [quote.shares.map(\.amountText).joined(separator: ";")]
      + [String(quote.serviceCharges.count)]
    return given == expected ? nil : "quote --json gives \(given), the library \(expected)"
  }
}
