import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// Batch pricing and the library's quote are two paths to one answer: the same seeded orders
/// (every order field a CSV row can carry, every policy kind, charges with and without tax,
/// cash rounding, currencies with 0, 2, 3 and 4 digits) priced row by row by a `BatchJob` and
/// one by one by `PolicyCatalog.quote` give the same tip, charges, total, payable amount and
/// shares, or are refused by both.
@Suite("Batch pricing agrees with the library's quote, seeded")
struct SeamBatchAgreementTests {
  /// The columns of a row, in order.
  static let header = "id,subtotal,tax,discount,currency,region,party,channel,at,payment,split"

  /// 2,820 orders: 60 for each of the seam catalog's 47 policies, one job per policy.
  @Test("2,820 seeded orders priced in batch and by the library give the same amounts")
  func batchAgreesWithTheLibrary() throws {
    let catalog = try SeamCatalog.load()
    var generator = SeededGenerator(seed: 0xBA7C_4_5EA3)
    var disagreements: [String] = []
    var compared = 0
    for name in catalog.names {
      var orders: [(order: SeamOrder, people: Int?)] = []
      for _ in 0..<60 {
        var order = try SeamOrder.draw(&generator, policyNames: [name])
        order.items = nil
        let people =
          SeamAmounts.chance(60, &generator) ? Int.random(in: 1...6, using: &generator) : nil
        order.method = .evenly(people: people ?? 1)
        orders.append((order, people))
      }
      let csv =
        ([Self.header]
        + orders.indices.map { Self.row($0, orders[$0].order, people: orders[$0].people) })
        .joined(separator: "\n") + "\n"
      let sink = MemorySink()
      _ = try BatchJob(policy: .named(name, in: catalog)).run(
        input: .text(csv), output: .sink(sink))
      var written: [Int: [Substring]] = [:]
      for line in sink.text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        if let id = Int(fields[0]) { written[id] = fields }
      }
      for (index, (order, _)) in orders.enumerated() {
        compared += 1
        let library = Result { try order.quote(in: catalog) }
        if let wrong = Self.disagreement(library, written[index], order) {
          disagreements.append("\(order): \(wrong)")
        }
      }
    }
    #expect(compared == catalog.names.count * 60)
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagree, such as \(disagreements.prefix(5))")
  }

  /// The CSV row of `order`, with `people` in the `split` column.
  static func row(_ id: Int, _ order: SeamOrder, people: Int?) -> String {
    let bill = order.bill
    let fields: [String?] = [
      String(id), bill.subtotal.amountText, bill.tax?.amountText, bill.discount?.amountText,
      bill.currency.code, bill.region?.code, bill.partySize.map(String.init),
      bill.channel?.rawValue,
      bill.localTime.map { "\($0)" }, bill.payment?.rawValue, people.map(String.init),
    ]
    return fields.map { $0 ?? "" }.joined(separator: ",")
  }

  /// What differs between the library's quote and the batch row's fields (`tip`, `total`,
  /// `shares`, `charges`, `payable` after the 11 input columns), or `nil`.
  static func disagreement(
    _ library: Result<Quote, any Error>, _ fields: [Substring]?, _ order: SeamOrder
  )
    -> String?
  {
    switch (library, fields) {
    case (.failure, nil): return nil
    case (.failure(let error), let fields?):
      return "the library refuses (\(error)), batch gives \(fields)"
    case (.success(let quote), nil):
      return "batch rejects the row, the library quotes \(quote.payable)"
    case (.success(let quote), let fields?):
      guard fields.count == 16 else { return "batch wrote \(fields)" }
      let currency = quote.bill.currency
      let charges = quote.serviceCharges.reduce(Int64(0)) {
        $0 + $1.amount.minorUnits + $1.tax.minorUnits
      }
      let expected = [
        quote.tip.amountText, quote.total.amountText,
        quote.shares.map(\.amountText).joined(separator: ";"),
        Money(minorUnits: charges, currency: currency).amountText, quote.payable.amountText,
      ]
      let batch = fields[11...].map(String.init)
      return batch == expected ? nil : "batch gives \(batch), the library \(expected)"
    }
  }
}
