import Testing
import TipBatch
import TipEngine

/// `CompareJob` on small inputs: totals too large to hold, rows only one policy refuses, rows
/// too long to read, and files it must not write over.
@Suite("CompareJob: overflow, rejected rows and outputs")
struct CompareJobTests {
  let catalog = builtInCatalog

  @Test("Totals too large to hold exactly end the run with an error naming the row, not a trap")
  func overflowIsAnError() throws {
    let row = "9999999999999999.99\n"
    let input = "subtotal\n" + String(repeating: row, count: 10)
    let job = CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog))
    #expect {
      try job.run(input: .text(input))
    } throws: { error in
      guard let error = error as? BatchError else { return false }
      return error.kind == .badData
        && error.message.hasPrefix("the totals do not fit once row 8 is added")
        && error.message.hasSuffix("compare the rows in smaller files")
    }
  }

  @Test("An input with the columns batch's output adds (a POS export's total, tip) compares")
  func columnsBatchAddsAreRead() throws {
    let input = "id,subtotal,tip,total,shares\n1,10.00,1.00,11.80,x\n2,20.00,,,\n"
    let job = CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog))
    let summary = try job.run(input: .text(input))
    #expect(summary.rows == 2 && summary.rejected == 0 && summary.changed == 2)
    let usd = try #require(summary.currencies[.usd])
    #expect(usd.tipBefore == Money(minorUnits: 540, currency: .usd))
    #expect(usd.tipAfter == Money(minorUnits: 600, currency: .usd))
    // batch, whose output adds those columns, still refuses the same input.
    let batch = BatchJob(policy: .named("percent-18", in: catalog))
    let error = try #require(throws: BatchError.self) {
      try batch.run(input: .text(input), output: .sink(MemorySink()))
    }
    #expect(error.message.hasPrefix("the input already has a column 'tip', which the output adds"))
  }

  @Test("A row only the second policy refuses is rejected with its reason, and left out")
  func rowRefusedByOneSide() throws {
    let input = "id,subtotal,region\n1,10.00,US\n2,10.00,AQ\n3,20.00,JP\n"
    let rejections = MemorySink()
    let summary = try CompareJob(
      before: .named("percent-18", in: catalog), after: .named("regional", in: catalog)
    ).run(input: .text(input), rejections: .sink(rejections))
    #expect(summary.rows == 2)
    #expect(summary.rejected == 1)
    #expect(summary.rejections.map(\.line) == [3])
    #expect(summary.rejections.first?.reason.contains("AQ") == true)
    #expect(rejections.text.hasPrefix("line,id,reason,row\n3,2,"))
    #expect(summary.currencies.keys.map(\.code).sorted() == ["JPY", "USD"])
  }

  @Test("A row only the policy compared with refuses says which side refused it")
  func afterSideNamed() throws {
    let input = "id,subtotal,region\n1,10.00,US\n2,10.00,KE\n"
    var job = CompareJob(
      before: .named("percent-18", in: catalog), after: .named("regional", in: catalog))
    let reason = "unknown region 'KE' for policy 'regional': no rule and no fallback"
    let byDefault = try job.run(input: .text(input))
    #expect(byDefault.rejections.map(\.reason) == ["under the policy compared with: " + reason])
    job.afterName = "--with regional (--with-config new.json)"
    let rejections = MemorySink()
    let named = try job.run(input: .text(input), rejections: .sink(rejections))
    #expect(
      named.rejections.map(\.reason) == [
        "under --with regional (--with-config new.json): " + reason
      ])
    #expect(rejections.text.contains(",under --with regional (--with-config new.json): unknown"))
    // The first side's reason is batch's own.
    let swapped = try CompareJob(
      before: .named("regional", in: catalog), after: .named("percent-18", in: catalog)
    ).run(input: .text(input))
    #expect(swapped.rejections.map(\.reason) == [reason])
  }

  @Test("The rows' default region, region column and currency are batch's")
  func rowDefaults() throws {
    let input = "id,subtotal,Land\n1,100,\n2,100,JP\n"
    var job = CompareJob(
      before: .named("regional", in: catalog), after: .named("percent-20", in: catalog))
    job.regionColumn = "Land"
    job.defaultRegion = try Region("CA-QC")
    job.defaultCurrency = .eur
    let summary = try job.run(input: .text(input))
    #expect(summary.rejected == 0)
    #expect(summary.rows == 2)
    #expect(summary.byRegion.keys.sorted() == ["CA-QC", "JP"])
    #expect(summary.currencies.keys.map(\.code) == ["EUR"])
  }

  @Test("A row longer than the limit is rejected like batch rejects it")
  func overlongRow() throws {
    var limits = BatchLimits()
    limits.maximumRecordLength = 64
    limits.bufferSize = 256
    let long = "2," + String(repeating: "9", count: 100) + "\n"
    let input = "id,subtotal\n1,10.00\n" + long + "3,10.00\n"
    let summary = try CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog),
      limits: limits
    ).run(input: .text(input))
    #expect(summary.rows == 2)
    #expect(summary.rejected == 1)
    #expect(summary.rejections.first?.line == 3)
    #expect(
      summary.rejections.first?.reason == "the row is 102 bytes long; rows are limited to 64 bytes")
    #expect(summary.largestIncrease?.id == "1")
  }

  @Test("The changes output may not be the input file")
  func changesOverTheInput() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = try directory.write("bills.csv", "subtotal\n10.00\n")
    let job = CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog))
    #expect {
      try job.run(input: .file(path), changes: .file(path))
    } throws: { error in
      (error as? BatchError)?.kind == .invalidJob
    }
    #expect(directory.read("bills.csv") == "subtotal\n10.00\n")
  }

  @Test("Rows are named by the id column that --column id=HEADER maps, in the extremes and changes")
  func rowsNamedByMappedID() throws {
    var job = CompareJob(
      before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog))
    try job.columnMapping.map("id", to: ["Ref"])
    let changes = MemorySink()
    let summary = try job.run(
      input: .text("Ref,subtotal\nA-1,10\nA-2,20\n"), changes: .sink(changes))
    #expect(summary.largestIncrease?.id == "A-2")
    #expect(summary.largestDecrease == nil)
    #expect(
      changes.text
        == "id,tip_before,tip_after,payable_before,payable_after\n"
        + "A-1,1.80,2.00,11.80,12.00\nA-2,3.60,4.00,23.60,24.00\n")
  }
}
