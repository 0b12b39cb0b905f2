import Foundation
import Testing
import TipBatch
import TipEngine

/// A sink that fails on its `failingWrite`-th write (1-based), after keeping the earlier ones.
final class FailingSink: BatchByteSink {
  /// What was written before the failure.
  private(set) var bytes: [UInt8] = []
  private var writes = 0
  private let failingWrite: Int

  /// A sink whose `failingWrite`-th write fails.
  init(failingWrite: Int) { self.failingWrite = failingWrite }

  func write(_ bytes: UnsafeRawBufferPointer) throws {
    writes += 1
    if writes >= failingWrite { throw POSIXError(.ENOSPC) }
    self.bytes += bytes
  }
}

/// A source that hands out `prefix`, then fails.
final class FailingSource: BatchByteSource {
  private var prefix: [UInt8]

  init(_ prefix: String) { self.prefix = Array(prefix.utf8) }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard !prefix.isEmpty else { throw POSIXError(.EIO) }
    let count = min(buffer.count, prefix.count)
    buffer.copyBytes(from: prefix[..<count])
    prefix.removeFirst(count)
    return count
  }
}

/// The batch items of issue 13, at the library's level (the command's are in TipCLITests).
@Suite("Batch: issue 13")
struct BatchIssue13Tests {
  @Test("Issue 13 item 1: a failed write ends the run with a write failure that counts the rows")
  func item1FailedWrite() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(policy: .named("percent-10", in: catalog), limits: tinyLimits())
    let rows = (1...40).map { "\($0),\($0).00" }.joined(separator: "\n")
    let sink = FailingSink(failingWrite: 3)
    let error = try #require(throws: BatchError.self) {
      try job.run(input: .text("id,subtotal\n" + rows + "\n"), output: .sink(sink))
    }
    #expect(error.kind == .writeFailure)
    let summary = try #require(error.summary)
    #expect(summary.written > 0)
    #expect(summary.written < 40)
    let count = summary.written == 1 ? "1 row was" : "\(summary.written) rows were"
    #expect(error.message.hasPrefix("cannot write the output: "))
    #expect(error.message.hasSuffix("; \(count) written before the failure"))
    // The rows counted as written are the ones the sink holds, after the header.
    let lines = String(decoding: sink.bytes, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == summary.written + 1)

    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("out.csv", "the last good result\n")
    let failed = try #require(throws: BatchError.self) {
      try job.run(
        input: .text("id,subtotal\n1,1\n2,x\n"),
        output: .file(scratch.file("out.csv"), name: "out.csv"),
        rejections: .sink(FailingSink(failingWrite: 1)))
    }
    #expect(failed.kind == .writeFailure)
    #expect(failed.message.hasSuffix("; 'out.csv' was left as it was"))
    #expect(scratch.read("out.csv") == "the last good result\n")
    #expect(scratch.names() == ["out.csv"])
  }

  @Test("Issue 13 item 3: existing output files are never truncated by a run that stops")
  func item3FilesKept() throws {
    let catalog = try PolicyCatalog.builtIn()
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("out.csv", "keep me\n")
    try scratch.write("err.csv", "keep me too\n")
    let out = BatchOutput.file(scratch.file("out.csv"))
    let err = BatchOutput.file(scratch.file("err.csv"))
    let job = BatchJob(policy: .named("percent-10", in: catalog))
    let stopped: [(String, BatchInput, BatchJob, BatchOutput?)] = [
      ("invalid header", .text("id,amount\n1,2\n"), job, err),
      ("empty input", .text(""), job, err),
      ("same file twice", .text("subtotal\n1\n"), job, .file(scratch.file("out.csv"))),
      (
        "unknown policy", .text("subtotal\n1\n"),
        BatchJob(policy: .named("nope", in: catalog)), err
      ),
      ("failed read", .source(FailingSource("subtotal\n1\n2\n")), job, err),
    ]
    for (name, input, job, rejections) in stopped {
      #expect(throws: BatchError.self, "\(name)") {
        try job.run(input: input, output: out, rejections: rejections)
      }
      #expect(scratch.read("out.csv") == "keep me\n", "\(name)")
      #expect(scratch.read("err.csv") == "keep me too\n", "\(name)")
      #expect(scratch.names() == ["err.csv", "out.csv"], "\(name)")
    }
    // Two outputs on one new file: refused before either is created.
    let twice = try #require(throws: BatchError.self) {
      try job.run(
        input: .text("subtotal\n1\n"), output: .file(scratch.file("new.csv")),
        rejections: .file(scratch.path + "/./new.csv"))
    }
    #expect(twice.kind == .invalidJob)
    #expect(scratch.names() == ["err.csv", "out.csv"])
  }

  @Test("Issue 13 item 4: an empty region cell is no region, not a rejection")
  func item4EmptyRegion() throws {
    let input = "subtotal,region\n100,US\n100,\n100,  \n"
    let automatic = runJob(policy: nil, input: input)
    #expect(
      automatic.outputLines == [
        "subtotal,region,tip,total,shares", "100,US,18.00,118.00,118.00",
        "100,,18.00,118.00,118.00", "100,  ,18.00,118.00,118.00",
      ])
    #expect(automatic.summary?.rejected == 0)
    // With a default region, the empty cells take it: Germany rounds the total up to 10.
    let german = runJob(policy: nil, input: input, region: try Region("DE"))
    #expect(
      german.outputLines.dropFirst() == [
        "100,US,18.00,118.00,118.00", "100,,10.00,110.00,110.00", "100,  ,10.00,110.00,110.00",
      ])
    // A catalog without a default policy rejects only the rows without a region, and says why.
    let catalog = try PolicyCatalog(sources: [
      CatalogSource(
        name: "mini.json",
        json: #"{"version": 1, "policies": [{"name": "regional", "kind": "region", "#
          + #""regions": {"US": "tip"}}, {"name": "tip", "kind": "percent", "rate": "20"}]}"#)
    ])
    let output = MemorySink()
    let summary = try BatchJob(policy: .automatic(catalog)).run(
      input: .text(input), output: .sink(output))
    #expect(output.text == "subtotal,region,tip,total,shares\n100,US,20.00,120.00,120.00\n")
    #expect(
      summary.rejections.map(\.reason)
        == Array(
          repeating:
            "no region given, and the catalog has no 'default' policy for rows without one",
          count: 2))
    let noRegions = try #require(throws: BatchError.self) {
      try BatchJob(policy: .automatic(catalog)).run(
        input: .text("subtotal\n1\n"), output: .sink(MemorySink()))
    }
    #expect(noRegions.kind == .badData)
    #expect(
      noRegions.message == "the catalog has no 'default' policy and 'regional' does not apply")
  }

  @Test("Issue 13 item 13: a rejected amount does not suggest a rounding rule batch cannot take")
  func item13AmountReason() throws {
    let run = runJob(
      policy: "percent-10", input: "subtotal,currency\n1.005,\n100.5,JPY\n1.23456,KWD\n")
    let reasons = run.summary?.rejections.map(\.reason) ?? []
    #expect(
      reasons == [
        "subtotal: '1.005' has 3 fraction digits but USD has 2 digits after the point; write USD "
          + "amounts with at most 2 digits (batch prices amounts as written and does not round "
          + "them)",
        "subtotal: '100.5' has 1 fraction digits but JPY has 0 digits after the point; write "
          + "whole JPY amounts (batch prices amounts as written and does not round them)",
        "subtotal: '1.23456' has 5 fraction digits but KWD has 3 digits after the point; write "
          + "KWD amounts with at most 3 digits (batch prices amounts as written and does not "
          + "round them)",
      ])
    #expect(reasons.allSatisfy { !$0.contains("rounding rule") })
  }

  @Test("Issue 13 item 16: a line of spaces and tabs is skipped like an empty one")
  func item16BlankLines() {
    let input = "  \t\nid,subtotal\na,1\n   \nb,2\r\n\t\r\n \n c,3\n  "
    for limits in [BatchLimits(), tinyLimits()] {
      let run = runJob(policy: "percent-10", input: input, limits: limits)
      #expect(
        run.outputLines == [
          "id,subtotal,tip,total,shares", "a,1,0.10,1.10,1.10", "b,2,0.20,2.20,2.20",
          " c,3,0.30,3.30,3.30",
        ])
      #expect(run.summary?.read == 3)
      #expect(run.summary?.rejected == 0)
    }
    let only = runJob(policy: "percent-10", input: " \n\t\n   ")
    #expect(only.error?.kind == .badData)
    #expect(only.error?.message.hasPrefix("the input is empty") == true)
    // Line numbers still count the blank lines.
    let numbered = runJob(policy: "percent-10", input: "subtotal\n  \n\t\nx\n")
    #expect(numbered.rejectedLines == [4])
  }

  @Test("Issue 13 item 16: JSON Lines output has each row's currency")
  func item16JSONCurrency() {
    let plain = runJob(
      policy: "percent-10", input: "subtotal,region\n10,JP\n10,GB\n10,\n", format: .jsonLines)
    #expect(
      plain.output == """
        {"subtotal":"10","region":"JP","currency":"JPY","tip":"1","total":"11","shares":["11"]}
        {"subtotal":"10","region":"GB","currency":"GBP","tip":"1.00","total":"11.00","shares":["11.00"]}
        {"subtotal":"10","region":"","currency":"USD","tip":"1.00","total":"11.00","shares":["11.00"]}

        """)
    // With a currency column, its value is the row's currency code, where the column is.
    let column = runJob(
      policy: "percent-10", input: "Currency,subtotal\nkwd,1\n,2\n", format: .jsonLines,
      currency: .eur)
    #expect(
      column.output == """
        {"Currency":"KWD","subtotal":"1","tip":"0.100","total":"1.100","shares":["1.100"]}
        {"Currency":"EUR","subtotal":"2","tip":"0.20","total":"2.20","shares":["2.20"]}

        """)
  }
}
