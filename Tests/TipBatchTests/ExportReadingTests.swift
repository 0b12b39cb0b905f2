import Testing
import TipBatch
import TipEngine

/// A point-of-sale export read as it is: an id over several headers, a header with a comma, the
/// export's own Tip and Total, and files that are not UTF-8 CSV said to be what they are.
@Suite("Reading exports as they are")
struct ExportReadingTests {
  /// Runs `job` on `input`, its rows and rejected rows kept.
  static func run(_ job: BatchJob, _ input: String) -> JobRun {
    run(job, bytes: Array(input.utf8))
  }

  /// Runs `job` on `bytes`, its rows and rejected rows kept.
  static func run(_ job: BatchJob, bytes: [UInt8]) -> JobRun {
    let output = MemorySink()
    let rejections = MemorySink()
    do {
      let summary = try job.run(
        input: .bytes(bytes), output: .sink(output), rejections: .sink(rejections))
      return JobRun(output: output.text, rejections: rejections.text, summary: summary)
    } catch {
      return JobRun(output: output.text, rejections: rejections.text, error: error)
    }
  }

  /// A `percent-18` job reading through `mapping`.
  static func job(_ mapping: ColumnMapping = ColumnMapping()) -> BatchJob {
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog))
    job.columnMapping = mapping
    return job
  }

  @Test("An id mapped to several headers names each row by its cells joined with one space")
  func idOverSeveralHeaders() throws {
    var mapping = ColumnMapping()
    try mapping.map("id", to: ["Loc", "Check"])
    let input = "Loc,Check,subtotal\nHarbor,41,abc\nHarbor, 42 ,x\n,43,y\nHarbor,44,10.00\n"
    let run = Self.run(Self.job(mapping), input)
    #expect(run.summary?.rejections.map(\.id) == ["Harbor 41", "Harbor 42", "43"])
    #expect(run.rejections.hasPrefix("line,id,reason,row\n2,Harbor 41,subtotal: 'abc' "))
    // The comparison names its rows the same way.
    var compare = CompareJob(
      before: .named("percent-18", in: builtInCatalog),
      after: .named("percent-20", in: builtInCatalog))
    compare.columnMapping = mapping
    let changes = MemorySink()
    let summary = try compare.run(
      input: .text("Loc,Check,subtotal\nHarbor,41,10.00\nHarbor,42,30.00\n"),
      changes: .sink(changes))
    #expect(summary.largestIncrease?.id == "Harbor 42")
    #expect(
      changes.text
        == "id,tip_before,tip_after,payable_before,payable_after\n"
        + "Harbor 41,1.80,2.00,11.80,12.00\nHarbor 42,5.40,6.00,35.40,36.00\n")
  }

  @Test("A value for id is refused, naming the columns that take values")
  func idTakesNoValues() {
    var mapping = ColumnMapping()
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "'id' is read as written, to name each row; values are mapped in currency, "
          + "region, split, party, channel, at, time_zone, payment")
    ) {
      try mapping.mapValue("Main", to: "M", in: "id")
    }
    #expect(ColumnMapping.valueColumns.contains("id") == false)
  }

  @Test(
    "A mapped payment list with an empty payment is refused, naming which",
    arguments: [("cash;", 2), (";", 1), ("cash;;card", 2), ("cash; ;card", 2)])
  func emptyPaymentRefused(value: String, position: Int) {
    var mapping = ColumnMapping()
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "the payment text 'Y' is mapped to '\(value)', whose payment \(position) is "
          + "empty; expected cash or card for each share, such as cash;card")
    ) {
      try mapping.mapValue("Y", to: value, in: "payment")
    }
    #expect(mapping.isEmpty)
  }

  @Test("A header row maps a quoted header with a comma in it, and several headers")
  func headerRow() throws {
    var mapping = ColumnMapping()
    try mapping.map("subtotal", toHeaderRow: #""Net Sales, USD""#)
    try mapping.map("at", toHeaderRow: "Date, Time")
    #expect(mapping.headers == ["subtotal": ["Net Sales, USD"], "at": ["Date", " Time"]])
    let input = "id,\"Net Sales, USD\",Net Sales,Date,Time\n1,10.00,99.00,2026-11-27,12:00\n"
    #expect(
      Self.run(Self.job(mapping), input).output
        == "id,\"Net Sales, USD\",Net Sales,Date,Time,tip,total,shares\n"
        + "1,10.00,99.00,2026-11-27,12:00,1.80,11.80,11.80\n")
    // Unquoted, the comma parts two headers, and the message says how to quote it.
    var unquoted = ColumnMapping()
    try unquoted.map("subtotal", toHeaderRow: "Net Sales, USD")
    #expect(
      Self.run(Self.job(unquoted), input).error?.message
        == "the column 'subtotal' is mapped to ' USD', which is not in the header row; the "
        + "headers are one CSV row, so to read the header 'Net Sales, USD' quote it: "
        + "subtotal=\"Net Sales, USD\"")
  }

  @Test(
    "An export's own Tip and Total pass through; only the very names the output adds are refused")
  func exportTipAndTotal() throws {
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["Net Sales"])
    let input =
      "Date,Net Sales,Tax,Tip,Total Collected,Total\n2026-11-27,10.00,1.00,2.00,13.00,13.00\n"
    let run = Self.run(Self.job(mapping), input)
    #expect(run.summary?.written == 1)
    #expect(
      run.output
        == "Date,Net Sales,Tax,Tip,Total Collected,Total,tip,total,shares\n"
        + "2026-11-27,10.00,1.00,2.00,13.00,13.00,1.80,12.80,12.80\n")
    let exact = Self.run(Self.job(), "subtotal,tip\n10.00,2.00\n")
    #expect(exact.error?.kind == .badData)
    #expect(
      exact.error?.message
        == "the input already has a column 'tip', which the output adds; rename or remove it. "
        + "Header: 'subtotal', 'tip'")
  }

  /// Inputs that are not UTF-8 CSV, and how the message starts.
  static let notCSVInputs: [([UInt8], String)] = [
    (Array("{\"id\":1,\"subtotal\":\"10.00\"}\n".utf8), "the input starts with '{', as JSON does"),
    (Array("  [{\"subtotal\": 1}]\n".utf8), "the input starts with '[', as JSON does"),
    ([0xFF, 0xFE, 0x73, 0, 0x75, 0, 0x62, 0, 0x0A, 0], "the input is UTF-16 text"),
    ([0xFE, 0xFF, 0, 0x73, 0, 0x75, 0, 0x62, 0, 0x0A], "the input is UTF-16 text"),
    ([0x73, 0, 0x75, 0, 0x62, 0, 0x74, 0, 0x6F, 0, 0x0A, 0], "the input is UTF-16 text"),
  ]

  @Test(
    "An input that is not UTF-8 CSV is refused saying what it seems to be", arguments: notCSVInputs)
  func notCSV(bytes: [UInt8], start: String) {
    let run = Self.run(Self.job(), bytes: bytes)
    #expect(run.error?.kind == .badData)
    #expect(run.error?.message.hasPrefix(start) == true, "\(String(describing: run.error))")
    let expected =
      start.contains("JSON")
      ? "; tipcalc reads CSV with a header row, such as 'id,subtotal', and writes JSON lines "
        + "with --json-lines"
      : "; tipcalc reads UTF-8: save the file as UTF-8 (in a spreadsheet, as 'CSV UTF-8')"
    #expect(run.error?.message.hasSuffix(expected) == true)
  }

  @Test("A header in brackets is a name, not JSON")
  func bracketedHeader() throws {
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["[Net Sales]"])
    #expect(Self.run(Self.job(mapping), "[Net Sales]\n10\n").summary?.written == 1)
  }

  @Test("A file separated by ';' is bad data whatever the mapping, said before the mapping")
  func semicolonHeader() throws {
    let message =
      "the header row has one column 'id;Net Sales', which seems separated by ';'; tipcalc "
      + "reads comma-separated files: save the file with ',' between columns"
    let plain = Self.run(Self.job(), "id;Net Sales\n1;10\n")
    #expect(plain.error?.kind == .badData)
    #expect(plain.error?.message == message)
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["Net Sales"])
    let mapped = Self.run(Self.job(mapping), "id;Net Sales\n1;10\n")
    #expect(mapped.error?.kind == .badData)
    #expect(mapped.error?.message == message)
    var job = Self.job()
    job.regionColumn = "Land"
    let region = Self.run(job, "id;Net Sales\n1;10\n")
    #expect(region.error?.kind == .badData)
    #expect(region.error?.message == message)
  }

  @Test(
    "A decimal comma is said to be read as grouping, with the amount written with a point",
    arguments: [
      ("12,50", "12.50"), ("1.234,50 €", "1234.50"), ("€ 3,5", "3.5"), ("-7,25", "-7.25"),
    ])
  func decimalComma(text: String, written: String) {
    var job = Self.job()
    job.defaultCurrency = .eur
    let run = Self.run(job, "id,subtotal\n1,\"\(text)\"\n")
    #expect(
      run.summary?.rejections.first?.reason
        == "subtotal: '\(text)' has a decimal comma; batch reads ',' as a grouping comma "
        + "(1,234.50) and '.' as the decimal point, so write \(written)")
  }

  @Test("A comma between groups of three is still grouping")
  func groupingComma() {
    let run = Self.run(Self.job(), "id,subtotal\n1,\"1,234.50\"\n2,\"12,3456.00\"\n")
    #expect(run.summary?.written == 1)
    #expect(run.summary?.rejections.first?.reason.contains("decimal comma") == false)
  }
}
