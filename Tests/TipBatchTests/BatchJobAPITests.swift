import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// The public API as a server or a data job uses it, with plain imports: no `@testable`, so
/// nothing here leans on internals.
@Suite("Batch job API")
struct BatchJobAPITests {
  @Test("A server prices an in-memory CSV body and reads the summary")
  func inMemoryCSV() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(policy: .named("percent-18", in: catalog))
    let body = "id,subtotal,tax,split\n1,84.50,7.00,3\n2,abc,,\n3,\"1,000\",,2\n"
    let response = MemorySink()
    let summary = try job.run(input: .text(body), output: .sink(response))
    #expect(
      response.text == """
        id,subtotal,tax,split,tip,total,shares
        1,84.50,7.00,3,15.21,106.71,35.57;35.57;35.57
        3,"1,000",,2,180.00,1180.00,590.00;590.00

        """)
    #expect(summary.read == 3)
    #expect(summary.written == 2)
    #expect(summary.rejected == 1)
    #expect(summary.stoppedAtRejection == false)
    #expect(
      summary.rejections == [
        BatchRejection(
          line: 3, id: "2",
          reason: "subtotal: 'abc' is not a valid amount: unexpected character 'a'; expected "
            + "digits and one '.'",
          row: "2,abc,,")
      ])
    #expect(summary.description == "Rows read: 3, written: 2, rejected: 1.")
  }

  @Test("The README's example prints what the README says")
  func readmeExample() throws {
    let job = BatchJob(
      policy: .named("percent-18", in: try PolicyCatalog.builtIn()), format: .jsonLines)
    let output = MemorySink()
    let summary = try job.run(input: .text("id,subtotal\n1,84.50\n"), output: .sink(output))
    #expect(
      output.text
        == #"{"id":"1","subtotal":"84.50","currency":"USD","tip":"15.21","total":"99.71","shares":["99.71"]}"#
        + "\n")
    #expect("\(summary)" == "Rows read: 1, written: 1, rejected: 0.")
  }

  @Test("A data job writes JSON Lines, with its rejected rows as JSON too")
  func jsonLines() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(
      policy: .policy(try catalog.policy(named: "percent-15"), name: "percent-15"),
      format: .jsonLines, defaultCurrency: .eur)
    let output = MemorySink()
    let rejections = MemorySink()
    let input = Array("subtotal,currency\n13.05,\n1000,JPY\n1.5,JPY\n".utf8)
    let summary = try job.run(
      input: .bytes(input), output: .sink(output), rejections: .sink(rejections))
    #expect(
      output.text == """
        {"subtotal":"13.05","currency":"EUR","tip":"1.96","total":"15.01","shares":["15.01"]}
        {"subtotal":"1000","currency":"JPY","tip":"150","total":"1150","shares":["1150"]}

        """)
    #expect(rejections.text.hasPrefix(#"{"line":4,"reason":"subtotal: '1.5' has 1 fraction"#))
    #expect(rejections.text.hasSuffix(#","row":"1.5,JPY"}"# + "\n"))
    #expect(summary.read == 3 && summary.written == 2 && summary.rejected == 1)
    #expect(summary.rejections.map(\.line) == [4])
  }

  @Test("The automatic policy: regional for rows with a region, the default for the others")
  func automaticPolicy() throws {
    let catalog = try PolicyCatalog.builtIn()
    let output = MemorySink()
    let summary = try BatchJob(policy: .automatic(catalog)).run(
      input: .text("subtotal,region\n100,JP\n100,US\n100,\n"), output: .sink(output))
    #expect(
      output.text
        == "subtotal,region,tip,total,shares\n100,JP,0,100,100\n100,US,18.00,118.00,118.00\n"
        + "100,,18.00,118.00,118.00\n")
    #expect(summary.rejected == 0)
    let inGermany = BatchJob(policy: .automatic(catalog), defaultRegion: try Region("DE"))
    let german = MemorySink()
    _ = try inGermany.run(input: .text("subtotal\n99.50\n"), output: .sink(german))
    #expect(german.text == "subtotal,tip,total,shares\n99.50,10.50,110.00,110.00\n")
  }

  @Test("Failures carry a kind, a message and the counts so far")
  func errorKinds() throws {
    let catalog = try PolicyCatalog.builtIn()
    let job = BatchJob(policy: .named("percent-10", in: catalog))
    #expect(
      throws: BatchError(
        .badData, message: "the input is empty; expected a header row with a 'subtotal' column")
    ) {
      try job.run(input: .text(""), output: .sink(MemorySink()))
    }
    let unknown = BatchJob(policy: .named("percent18", in: catalog))
    let error = try #require(throws: BatchError.self) {
      try unknown.run(input: .text("subtotal\n1\n"), output: .sink(MemorySink()))
    }
    #expect(error.kind == .badData)
    #expect(error.message.contains("no policy named 'percent18'"))
    #expect(error.localizedDescription == error.message)
    #expect(error.summary == nil)

    let missing = try #require(throws: BatchError.self) {
      try job.run(input: .file("/nonexistent/bills.csv"), output: .sink(MemorySink()))
    }
    #expect(missing.kind == .unreadableInput)
    #expect(
      missing.message
        == "cannot read the input file '/nonexistent/bills.csv': No such file or directory")

    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let input = try scratch.write("in.csv", "subtotal\n1\n")
    let overwrite = try #require(throws: BatchError.self) {
      try job.run(input: .file(input, name: "in.csv"), output: .file(input, name: "in.csv"))
    }
    #expect(overwrite.kind == .invalidJob)
    #expect(overwrite.message == "the output 'in.csv' is the input file; write to another file")
    #expect(scratch.read("in.csv") == "subtotal\n1\n")
  }

  @Test("A file output is written beside its target and put in place at the end")
  func fileOutput() throws {
    let catalog = try PolicyCatalog.builtIn()
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let input = try scratch.write("in.csv", "subtotal\n10\nx\n")
    try scratch.write("out.csv", "an older result\n")
    var seenDuringRun: [String] = []
    let summary = try BatchJob(policy: .named("percent-10", in: catalog)).run(
      input: .file(input), output: .file(scratch.file("out.csv")),
      rejections: .file(scratch.file("rejected.csv")),
      progress: { _ in seenDuringRun = scratch.names() })
    #expect(summary.written == 1 && summary.rejected == 1)
    #expect(scratch.read("out.csv") == "subtotal,tip,total,shares\n10,1.00,11.00,11.00\n")
    #expect(scratch.read("rejected.csv")?.hasPrefix("line,reason,row\n3,subtotal: 'x'") == true)
    #expect(scratch.names() == ["in.csv", "out.csv", "rejected.csv"])
    // While the run wrote, the older result stood and the new one was a hidden file.
    #expect(seenDuringRun.contains("out.csv"))
    #expect(!seenDuringRun.contains("rejected.csv"))
    #expect(seenDuringRun.contains { $0.hasPrefix(".out.csv.tipbatch-") })
  }

  /// Random rows: good, bad, blank, quoted, ragged.
  static func randomInput(_ generator: inout SeededGenerator) -> String {
    let fields = [
      "1", "12.50", "-3", "x", "", " ", "\"7,5\"", "\"a\"\"b\"", "1e3", "0.001",
      "99999999999999999",
      "US", "JP", "ZZ", "EUR", "3", "0",
    ]
    var text =
      ["subtotal,tax,split", "id,subtotal,region", "subtotal"].randomElement(
        using: &generator)! + "\n"
    for _ in 0..<Int.random(in: 0...40, using: &generator) {
      let count = Int.random(in: 0...4, using: &generator)
      text += (0..<count).map { _ in fields.randomElement(using: &generator)! }
        .joined(separator: ",")
      text += ["\n", "\r\n", "\n\n", " \n"].randomElement(using: &generator)!
    }
    return text
  }

  @Test("Property: every row read is written or rejected, in any format and policy")
  func accounting() throws {
    let catalog = try PolicyCatalog.builtIn()
    var generator = SeededGenerator(seed: 1313)
    var limits = BatchLimits()
    limits.bufferSize = 64
    limits.maximumRecordLength = 48
    limits.blocksPerRound = 3
    limits.billsPerCall = 2
    for _ in 0..<300 {
      let input = Self.randomInput(&generator)
      let format = BatchFormat.allCases.randomElement(using: &generator)!
      let policy: BatchPolicy =
        Bool.random(using: &generator) ? .automatic(catalog) : .named("smart", in: catalog)
      let job = BatchJob(policy: policy, format: format, limits: limits)
      let output = MemorySink()
      let rejections = MemorySink()
      let summary = try job.run(
        input: .text(input), output: .sink(output), rejections: .sink(rejections))
      #expect(summary.read == summary.written + summary.rejected, "\(input.debugDescription)")
      let outputRows = output.text.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(outputRows - 1 == summary.written + (format == .csv ? 1 : 0))
      let reports = rejections.text.split(separator: "\n").filter { !$0.hasPrefix("line,") }
      #expect(reports.count == summary.rejected)
      #expect(summary.rejections.count == summary.rejected)
    }
  }
}
