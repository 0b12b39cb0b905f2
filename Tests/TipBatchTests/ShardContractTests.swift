import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// The shard contract: an input cut at row boundaries, the first piece run as it is and the
/// others with ``BatchJob/suppliedHeader`` and without header rows (``BatchJob/writesHeader``),
/// gives outputs that concatenate into one run's output, and rejections that merge by id into
/// one run's rejections.
@Suite("Batch shard contract")
struct ShardContractTests {
  /// What one run wrote.
  struct Outcome {
    var output: String
    var rejections: String
    var summary: BatchSummary
  }

  /// Runs `job` on `input`, reading at most `readSize` bytes at a time.
  static func run(_ job: BatchJob, _ input: String, readSize: Int = .max) throws -> Outcome {
    let output = MemorySink()
    let rejections = MemorySink()
    let summary = try job.run(
      input: .source(MemorySource(Array(input.utf8), maximumReadSize: readSize)),
      output: .sink(output), rejections: .sink(rejections))
    return Outcome(output: output.text, rejections: rejections.text, summary: summary)
  }

  /// A job with the regional policy of the built-in catalog.
  static func job(format: BatchFormat, limits: BatchLimits = BatchLimits()) -> BatchJob {
    BatchJob(policy: .automatic(builtInCatalog), format: format, limits: limits)
  }

  /// The rejection reports of a CSV rejections output, by id: each one's line, reason and row.
  static func reports(_ text: String) -> [(line: Int, id: String, reason: String, row: String)] {
    csvRecords(text).filter { $0.first != "line" }.map { fields in
      (Int(fields[0]) ?? -1, fields[1], fields[2], fields[3])
    }
  }

  @Test("Property: pieces cut at row boundaries concatenate and merge into one run's output")
  func piecesConcatenate() throws {
    var generator = SeededGenerator(seed: 0x5AD_C0DE)
    var mergedReports = 0
    for trial in 0..<60 {
      // With tiny limits, rows with a long note are too long for the buffer, first rows too.
      let bills = ShardedBills(
        count: Int.random(in: 0...120, using: &generator), crlf: trial % 3 == 0,
        longNote: trial % 2 == 0 ? 0 : 400, using: &generator)
      let format: BatchFormat = trial % 4 == 3 ? .jsonLines : .csv
      // Small buffers and blocks for some runs, so that pieces span several rounds.
      let limits =
        trial % 2 == 0
        ? BatchLimits() : tinyLimits(recordLength: 200, buffer: 300, blocks: 3, bills: 2)
      let readSize = Int.random(in: 1...64, using: &generator)
      let whole = try Self.run(Self.job(format: format, limits: limits), bills.text)
      var cuts = bills.randomCuts(Int.random(in: 0...6, using: &generator), using: &generator)
      // Pieces that start with a row too long for the buffer, whose end says how rows end.
      let longRows = bills.rows.indices.filter { bills.rows[$0].utf8.count > 300 }
      if trial % 6 == 3, let long = longRows.randomElement(using: &generator) {
        cuts = (cuts + [long]).sorted()
      }
      var shard = Self.job(format: format, limits: limits)
      shard.writesHeader = false
      var output = ""
      var merged: [String: (reason: String, row: String)] = [:]
      var read = 0
      let expected = Self.reports(whole.rejections)
      let expectedLines = Dictionary(expected.map { ($0.id, $0.line) }) { first, _ in first }
      let linesBefore = bills.linesBefore(cutAt: cuts)
      let bounds = [0] + cuts + [bills.rows.count]
      for (index, piece) in bills.pieces(cutAt: cuts).enumerated() {
        // A CRLF piece's rows end as its first line does; a piece that is one row without a
        // terminator shows none, so half the CRLF trials, and such a piece, say CRLF in the header.
        let endsALine = bills.rows[bounds[index]..<bounds[index + 1]].contains {
          $0.hasSuffix("\n") || $0.hasSuffix("\r\n")
        }
        let detected = trial % 6 == 3 && endsALine
        shard.suppliedHeader = ShardedBills.columns + (trial % 3 == 0 && !detected ? "\r\n" : "")
        let job = index == 0 ? Self.job(format: format, limits: limits) : shard
        let outcome = try Self.run(job, piece, readSize: readSize)
        output += outcome.output
        read += outcome.summary.read
        guard format == .csv else { continue }
        for report in Self.reports(outcome.rejections) {
          #expect(merged[report.id] == nil, "id \(report.id) rejected twice")
          merged[report.id] = (report.reason, report.row)
          // The first piece counts the whole input's lines; the others from their own start.
          let offset = index == 0 ? 0 : linesBefore[index]
          #expect(expectedLines[report.id] == report.line + offset, "id \(report.id)")
        }
      }
      let context = "trial \(trial), cuts \(cuts), \(format)"
      #expect(output.utf8.elementsEqual(whole.output.utf8), "\(context)")
      #expect(read == whole.summary.read, "\(context)")
      guard format == .csv else { continue }
      #expect(expected.count == whole.summary.rejected, "\(context)")
      #expect(merged.count == expected.count, "\(context)")
      mergedReports += merged.count
      for report in expected {
        #expect(merged[report.id]?.reason == report.reason, "\(context)")
        #expect(merged[report.id]?.row == report.row, "\(context)")
      }
    }
    // The trials reject rows (bad amounts, field counts, regions), so the merge is exercised.
    #expect(mergedReports > 100)
  }

  @Test("A supplied header makes the first row a row, and is the output's header")
  func suppliedHeaderReadsFirstRow() throws {
    var job = Self.job(format: .csv)
    job.suppliedHeader = "id,subtotal"
    let outcome = try Self.run(job, "1,10.00\n2,20.00\n")
    #expect(
      outcome.output == "id,subtotal,tip,total,shares\n1,10.00,1.80,11.80,11.80\n"
        + "2,20.00,3.60,23.60,23.60\n")
    #expect(outcome.summary.read == 2)
  }

  @Test(
    "The rows end as the supplied header ends, else as the first line ends, a blank one too",
    arguments: [
      ("id,subtotal", "1,10.00\r\n2,20.00", "\r\n"),
      ("id,subtotal", "1,10.00\n2,20.00\r\n", "\n"),
      ("id,subtotal", "1,10.00", "\n"),
      ("id,subtotal\r\n", "1,10.00", "\r\n"),
      ("id,subtotal\n", "1,10.00\r\n", "\n"),
      ("id,subtotal", "\r\n1,10.00", "\r\n"),
      ("id,subtotal", " \n1,10.00\r\n", "\n"),
    ])
  func terminators(header: String, input: String, terminator: String) throws {
    var job = Self.job(format: .csv)
    job.suppliedHeader = header
    job.writesHeader = false
    let outcome = try Self.run(job, input)
    #expect(Array(outcome.output.utf8.suffix(terminator.utf8.count)) == Array(terminator.utf8))
    #expect(
      outcome.output.utf8.filter { $0 == 13 }.count
        == (terminator == "\n" ? 0 : outcome.summary.written))
  }

  @Test(
    "A first row too long for the buffer still says how the rows end",
    arguments: [("\r\n", 2), ("\n", 2), ("", 1)])
  func terminatorAfterOverlongFirstRow(terminator: String, read: Int) throws {
    var job = Self.job(format: .csv, limits: tinyLimits(recordLength: 64, buffer: 96))
    job.suppliedHeader = "id,subtotal,note"
    job.writesHeader = false
    let long = "1,10.00," + String(repeating: "x", count: 300)
    let input = long + terminator + (read == 2 ? "2,20.00,y" + terminator : "")
    for readSize in [7, 1000] {
      let outcome = try Self.run(job, input, readSize: readSize)
      #expect(outcome.summary.read == read)
      #expect(outcome.summary.rejected == 1)
      #expect(outcome.output == (read == 2 ? "2,20.00,y,3.60,23.60,23.60" + terminator : ""))
      #expect(outcome.rejections.hasPrefix("1,1,the row is 308 bytes long;"))
    }
  }

  @Test(
    "A supplied header that is not one row of usable names is the job's mistake, named",
    arguments: [
      (
        "",
        "the supplied header (--header) is empty; give the input's column names as one CSV row, such as 'id,subtotal,tax'"
      ),
      (
        "id,\"subtotal",
        "the supplied header (--header) is malformed: quoted field 2 is not closed before the end of the input"
      ),
      (
        "id,subtotal\n1,2",
        "the supplied header (--header) holds more than one line; give the input's column names as one CSV row, such as 'id,subtotal,tax', without line breaks outside quotes"
      ),
      (
        "id,Subtotal,ID",
        "the supplied header (--header) names column 'ID' twice (columns 1 and 3); every column needs its own name. Header: 'id', 'Subtotal', 'ID'"
      ),
      (
        "id,amount", "the supplied header (--header) has no 'subtotal' column; found 'id', 'amount'"
      ),
      (
        "id,subtotl",
        "the supplied header (--header) has no 'subtotal' column; found 'id', 'subtotl'; did you mean 'subtotl'?"
      ),
      (
        "subtotal,tip",
        "the input already has a column 'tip', which the output adds; rename or remove it. Header: 'subtotal', 'tip'"
      ),
    ])
  func badSuppliedHeaders(header: String, message: String) {
    var job = Self.job(format: .csv)
    job.suppliedHeader = header
    #expect(throws: BatchError(.invalidJob, message: message)) {
      _ = try Self.run(job, "1,10.00\n")
    }
  }

  @Test("A supplied header reads an export's own names through the column mapping, id included")
  func suppliedHeaderWithMapping() throws {
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["Net Sales"])
    try mapping.map("id", to: ["Check #"])
    var job = Self.job(format: .csv)
    job.columnMapping = mapping
    job.suppliedHeader = "Check #,Net Sales"
    job.writesHeader = false
    let outcome = try Self.run(job, "C1,10.00\nC2,ten\n")
    #expect(outcome.output == "C1,10.00,1.80,11.80,11.80\n")
    #expect(
      outcome.rejections
        == "2,C2,subtotal: 'ten' is not a valid amount: unexpected character 't'; expected "
        + "digits and one '.',\"C2,ten\"\n")
  }

  @Test("JSON Lines reports carry the id, null for a row without one; no header to leave out")
  func jsonLinesReports() throws {
    var job = Self.job(format: .jsonLines)
    job.writesHeader = false
    let outcome = try Self.run(job, "subtotal,id\n10.00,\"A \"\"1\"\"\"\nx,A2\n12\n")
    #expect(outcome.output.hasPrefix(#"{"subtotal":"10.00","id":"A \"1\"","currency":"USD""#))
    let reports = outcome.rejections.split(separator: "\n").map(String.init)
    #expect(reports.count == 2)
    #expect(reports[0].hasPrefix(#"{"line":3,"id":"A2","reason":"subtotal: 'x'"#))
    #expect(reports[1].hasPrefix(#"{"line":4,"id":null,"reason":"expected 2 fields"#))
  }

  @Test("Without an id column the reports are as before: line, reason, row")
  func reportsWithoutID() throws {
    var job = Self.job(format: .csv)
    job.writesHeader = false
    let outcome = try Self.run(job, "subtotal,note\nx,a\n")
    #expect(
      outcome.rejections
        == "2,subtotal: 'x' is not a valid amount: unexpected character 'x'; expected digits and "
        + "one '.',\"x,a\"\n")
    #expect(outcome.output == "")
  }
}
