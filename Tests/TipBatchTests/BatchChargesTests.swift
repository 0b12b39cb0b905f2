import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// Orders in batch: the order's columns, and the `charges` and `payable` columns when the
/// catalog can produce them.
@Suite("Batch: order columns, service charges and cash rounding")
struct BatchChargesTests {
  /// A group catalog over the built-in one: a taxed large-party gratuity and a delivery fee.
  static let group = Result { try SampleCatalogs.restaurantGroupCatalog() }

  /// Runs `input` through `policy` of `catalog`, in `format`, with tiny limits when asked.
  static func run(
    _ input: String, catalog: PolicyCatalog, policy: String? = "percent-10",
    format: BatchFormat = .csv, limits: BatchLimits = BatchLimits()
  ) -> JobRun {
    let job = BatchJob(
      policy: policy.map { .named($0, in: catalog) } ?? .automatic(catalog), format: format,
      limits: limits)
    let output = MemorySink()
    let rejections = MemorySink()
    do {
      let summary = try job.run(
        input: .text(input), output: .sink(output), rejections: .sink(rejections))
      return JobRun(output: output.text, rejections: rejections.text, summary: summary)
    } catch {
      return JobRun(output: output.text, rejections: rejections.text, error: error)
    }
  }

  static let orders = """
    id,subtotal,region,party,channel,payment,split,discount,at
    1,100.00,CH,6,dine-in,cash,2,10,2026-12-24T18:30
    2,41.42,CH,,,cash,,,
    3,20.00,US,2,delivery,card,,,
    4,20.03,CA-QC,,,cash,,,

    """

  @Test("With service charges: 'charges' and 'payable' columns; the shares split what is payable")
  func chargesAndPayable() throws {
    // A fixed tip, so that the test does not depend on what a percentage's base is.
    let run = Self.run(Self.orders, catalog: try Self.group.get(), policy: "fixed-2")
    #expect(run.rejections == "")
    #expect(
      run.outputLines == [
        "id,subtotal,region,party,channel,payment,split,discount,at,tip,total,shares,charges,"
          + "payable",
        // 18 % of 90.00 (after the discount) = 16.20 + 1.62 tax; 100 − 10 + 17.82 + 2 = 109.82,
        // rounded for cash in CH to 109.80.
        "1,100.00,CH,6,dine-in,cash,2,10,2026-12-24T18:30,2.00,109.82,54.90;54.90,17.82,109.80",
        "2,41.42,CH,,,cash,,,,2.00,43.42,43.40,0.00,43.40",
        "3,20.00,US,2,delivery,card,,,,2.00,26.99,26.99,4.99,26.99",
        // CA-QC falls back to Canada's cash rounding: 22.03 is 22.05 in cash.
        "4,20.03,CA-QC,,,cash,,,,2.00,22.03,22.05,0.00,22.05",
      ])
  }

  @Test("The same in JSON Lines: 'charges' and 'payable' after the shares")
  func jsonLines() throws {
    let run = Self.run(
      Self.orders, catalog: try Self.group.get(), policy: "fixed-2", format: .jsonLines)
    let lines = run.outputLines
    #expect(lines.count == 4)
    #expect(
      lines[0].hasSuffix(
        #""tip":"2.00","total":"109.82","shares":["54.90","54.90"],"charges":"17.82","#
          + #""payable":"109.80"}"#))
  }

  @Test("The built-in catalog rounds cash: the columns appear only with a payment column")
  func builtInNeedsPayment() throws {
    let catalog = try PolicyCatalog.builtIn()
    let without = Self.run("id,subtotal,region\n1,41.42,CH\n", catalog: catalog)
    #expect(
      without.outputLines == ["id,subtotal,region,tip,total,shares", "1,41.42,CH,4.14,45.56,45.56"])
    let with = Self.run(
      "id,subtotal,region,payment\n1,41.42,CH,cash\n2,41.42,CH,card\n3,41.42,CH,\n",
      catalog: catalog)
    #expect(
      with.outputLines == [
        "id,subtotal,region,payment,tip,total,shares,charges,payable",
        "1,41.42,CH,cash,4.14,45.56,45.55,0.00,45.55",
        "2,41.42,CH,card,4.14,45.56,45.56,0.00,45.56",
        "3,41.42,CH,,4.14,45.56,45.56,0.00,45.56",
      ])
  }

  @Test("A policy given without a catalog adds nothing, whatever the columns")
  func policyWithoutCatalog() throws {
    let job = BatchJob(policy: .policy(try PercentPolicy(rate: 10), name: "ten"))
    let output = MemorySink()
    _ = try job.run(
      input: .text("subtotal,payment,region\n41.42,cash,CH\n"), output: .sink(output))
    #expect(
      output.text == "subtotal,payment,region,tip,total,shares\n41.42,cash,CH,4.14,45.56,45.56\n")
  }

  @Test("Order columns are read whatever the catalog: a discount lowers the total")
  func discountWithoutCharges() {
    let run = runJob(policy: "fixed-2", input: "subtotal,discount\n100.00,20.00\n")
    #expect(
      run.outputLines == ["subtotal,discount,tip,total,shares", "100.00,20.00,2.00,82.00,82.00"])
  }

  @Test(
    "Bad order cells reject their row with the column and the fix; the run goes on",
    arguments: [
      (
        "party", "x",
        "party: 'x' is not a number of guests; expected a whole number from 1 to 10000"
      ),
      (
        "party", "0",
        "party: '0' is not a number of guests; expected a whole number from 1 to 10000"
      ),
      ("channel", "tv", "\"channel: 'tv' is not a channel; expected dine-in, takeout, delivery\""),
      ("payment", "cheque", "payment: 'cheque' is not a payment; expected cash or card"),
      ("at", "2026-02-30T12:00", "at: '2026-02-30' is not a date: that month has 28 days"),
      (
        "at", "tomorrow",
        "\"at: 'tomorrow' is not a date and time: expected a local time YYYY-MM-DDTHH:MM "
          + "(optionally :SS), such as 2026-11-27T22:30; an instant with Z or an offset, such as "
          + "2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; or now\""
      ),
      (
        "at", "2026-02-03T24:00",
        "at: '24:00' is not a time: the hour must be 00 to 23 and the minute 00 to 59"
      ),
      ("discount", "12.00", "invalid bill: the discount 12.00 is more than the subtotal 10.00"),
      (
        "discount", "1.005",
        "discount: '1.005' has 3 fraction digits but USD has 2 digits after the point; write USD amounts with at most 2 digits (batch prices amounts as written and does not round them)"
      ),
    ])
  func badCells(column: String, value: String, reason: String) throws {
    let run = Self.run(
      "id,subtotal,\(column)\n1,10.00,\(value)\n2,10.00,\n", catalog: try Self.group.get())
    #expect(run.counts?.read == 2 && run.counts?.written == 1 && run.counts?.rejected == 1)
    #expect(run.rejectionLines.first?.hasPrefix("2,1,\(reason),") == true, "\(run.rejectionLines)")
  }

  @Test("A charge that cannot apply rejects its row: a fixed amount finer than the currency")
  func chargeFailure() throws {
    let run = Self.run(
      "subtotal,currency,channel\n1000,JPY,delivery\n1000,JPY,dine-in\n",
      catalog: try Self.group.get())
    #expect(run.counts?.rejected == 1 && run.counts?.written == 1)
    #expect(
      run.rejectionLines.first?.contains(
        "the service charge 'delivery' of 4.99 has more fraction digits than JPY") == true)
    #expect(run.outputLines.last == "1000,JPY,dine-in,100,1100,1100,0,1100")
  }

  @Test("The gratuity is known before the tip: many rows, tiny blocks, the same answers")
  func manyRowsTinyBlocks() throws {
    var input = "id,subtotal,party,channel,payment,region\n"
    for index in 0..<60 {
      input +=
        "\(index),\(10 + index).0\(index % 10),\(index % 9 + 1),"
        + "\(["dine-in", "takeout", "delivery"][index % 3]),\(index % 2 == 0 ? "cash" : "card"),CA\n"
    }
    let catalog = try Self.group.get()
    let tiny = Self.run(input, catalog: catalog, limits: tinyLimits(recordLength: 128, buffer: 256))
    let plain = Self.run(input, catalog: catalog)
    #expect(tiny.output == plain.output)
    #expect(plain.counts?.written == 60)
    // Every row's payable is its total, rounded to 0.05 when paid in cash.
    for line in plain.outputLines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let total = try Money(cells[cells.count - 4], currency: .cad)
      let payable = try Money(cells[cells.count - 1], currency: .cad)
      if cells[4] == "cash" {
        #expect(abs(total.minorUnits - payable.minorUnits) <= 2, "\(line)")
        #expect(payable.minorUnits % 5 == 0, "\(line)")
      } else {
        #expect(total == payable, "\(line)")
      }
    }
  }
}
