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

  /// 1,880 orders, 40 for each policy, a third of the split ones with a payment per share: a
  /// row whose `payment` cell lists one payment per share pays what the library's
  /// `tenders(paying:with:)` gives (each cash share rounded on its own), and a row the job
  /// rejects (a charge that cannot apply) leaves nothing of its payments to the row after it.
  @Test("1,880 seeded orders, some paid by several tenders, give the library's tenders")
  func tendersAgreeWithTheLibrary() throws {
    let catalog = try SeamCatalog.load()
    var generator = SeededGenerator(seed: 0x7E4D_E125)
    var disagreements: [String] = []
    var listed = 0
    for name in catalog.names {
      var orders: [(order: SeamOrder, people: Int, payments: [Payment]?)] = []
      for _ in 0..<40 {
        var order = try SeamOrder.draw(&generator, policyNames: [name])
        order.items = nil
        let people = Int.random(in: 1...4, using: &generator)
        order.method = .evenly(people: people)
        var payments: [Payment]?
        if people > 1, SeamAmounts.chance(33, &generator) {
          let list = (0..<people).map { _ in Bool.random(using: &generator) ? Payment.cash : .card }
          // A list of one payment is that payment for the bill's rules; a mixed one is none.
          order.bill.payment = list.allSatisfy { $0 == list[0] } ? list[0] : nil
          payments = list
          listed += 1
        }
        orders.append((order, people, payments))
      }
      let rows = orders.indices.map { index in
        var fields = Self.row(index, orders[index].order, people: orders[index].people)
          .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let payments = orders[index].payments {
          fields[9] = payments.map(\.rawValue).joined(separator: ";")
        }
        return fields.joined(separator: ",")
      }
      let sink = MemorySink()
      _ = try BatchJob(policy: .named(name, in: catalog)).run(
        input: .text(([Self.header] + rows).joined(separator: "\n") + "\n"), output: .sink(sink))
      var written: [Int: [Substring]] = [:]
      for line in sink.text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        if let id = Int(fields[0]) { written[id] = fields }
      }
      for (index, (order, _, payments)) in orders.enumerated() {
        let library = Result { try order.quote(in: catalog) }
        if let payments, case .success(let quote) = library, let fields = written[index] {
          let tenders = Result { try quote.tenders(paying: payments, with: catalog.charges) }
          let expected = tenders.map { tenders in
            [tenders.pays.map(\.amountText).joined(separator: ";"), tenders.payable.amountText]
          }
          let batch = [String(fields[13]), String(fields[15])]
          if (try? expected.get()) != batch {
            disagreements.append("\(order) paid \(payments): batch \(batch), library \(expected)")
          }
        } else if let wrong = Self.disagreement(library, written[index], order) {
          disagreements.append("\(order): \(wrong)")
        }
      }
    }
    #expect(listed > 300, "\(listed) orders with a payment per share")
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagree, such as \(disagreements.prefix(5))")
  }

  /// 600 orders in 6 jobs without a policy, each with its own default currency and region (or
  /// none; a region the `regional` policy covers, since a job refuses to start with another),
  /// half the rows without a currency or a region of their own: the job's choice of
  /// currency (the row's, else the job's, else the region's, else USD), region (the row's, else
  /// the job's) and policy (`regional` with a region, else the catalog's default) is the
  /// library's quote of the same bill.
  @Test("600 seeded rows without a policy take the currency, region and policy the library does")
  func automaticChoicesAgreeWithTheLibrary() throws {
    let catalog = try SeamCatalog.load()
    let fallbackName = try #require(catalog.defaultPolicyName)
    var generator = SeededGenerator(seed: 0xA070_5EA3)
    var disagreements: [String] = []
    var quoted = 0
    for job in 0..<6 {
      let defaultCurrency =
        job % 3 == 0 ? nil : SeamAmounts.pick(SeamAmounts.currencies, &generator)
      let defaultRegion =
        job % 2 == 0
        ? nil
        : try Region(SeamAmounts.pick(["CH", "CA-QC", "JP", "SE", "DK", "NZ", "AU"], &generator))
      var orders: [(order: SeamOrder, row: String)] = []
      for index in 0..<100 {
        var order = try SeamOrder.draw(&generator, policyNames: ["none"])
        order.items = nil
        let people = Int.random(in: 1...4, using: &generator)
        order.method = .evenly(people: people)
        let ownCurrency = SeamAmounts.chance(50, &generator)
        let ownRegion = SeamAmounts.chance(50, &generator)
        // The bill the row describes, as the job must read it.
        let region = (ownRegion ? order.bill.region : nil) ?? defaultRegion
        let currency =
          ownCurrency
          ? order.bill.currency
          : defaultCurrency ?? region?.currency ?? .usd
        order.bill = Self.rebased(order.bill, currency: currency, region: region)
        order.policyName = region == nil ? fallbackName : "regional"
        var fields = Self.row(index, order, people: people).split(
          separator: ",", omittingEmptySubsequences: false
        ).map(String.init)
        if !ownCurrency { fields[4] = "" }
        if !ownRegion { fields[5] = "" }
        orders.append((order, fields.joined(separator: ",")))
      }
      let csv = ([Self.header] + orders.map(\.row)).joined(separator: "\n") + "\n"
      let sink = MemorySink()
      let batch = BatchJob(
        policy: .automatic(catalog), defaultCurrency: defaultCurrency, defaultRegion: defaultRegion)
      _ = try batch.run(input: .text(csv), output: .sink(sink))
      var written: [Int: [Substring]] = [:]
      for line in sink.text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        if let id = Int(fields[0]) { written[id] = fields }
      }
      for (index, (order, row)) in orders.enumerated() {
        let library = Result { try order.quote(in: catalog) }
        if case .success = library { quoted += 1 }
        if let wrong = Self.disagreement(library, written[index], order) {
          disagreements.append(
            "job \(job) (\(defaultCurrency?.code ?? "-"), "
              + "\(defaultRegion?.code ?? "-")), row \(row), \(order): \(wrong)")
        }
      }
    }
    #expect(quoted > 400, "\(quoted) of 600 quoted")
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagree, such as \(disagreements.prefix(5))")
  }

  /// `bill` with its amounts' minor units in `currency`, in `region`.
  static func rebased(_ bill: Bill, currency: Currency, region: Region?) -> Bill {
    func moved(_ money: Money) -> Money { Money(minorUnits: money.minorUnits, currency: currency) }
    var rebased = bill
    rebased.subtotal = moved(bill.subtotal)
    rebased.tax = bill.tax.map(moved)
    rebased.discount = bill.discount.map(moved)
    rebased.region = region
    return rebased
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
