import Foundation
import Testing
import TipBatch
import TipEngine

/// `ColumnMapping` and a `BatchJob` that reads an export through one.
@Suite("ColumnMapping")
struct ColumnMappingTests {
  /// Runs the built-in `percent-18` on `input` through `mapping`.
  static func run(_ input: String, _ mapping: ColumnMapping) -> JobRun {
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog))
    job.columnMapping = mapping
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

  @Test("A name the engine does not read is refused, listing those it does")
  func unknownColumn() {
    var mapping = ColumnMapping()
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "'Subtotals' is not a column the engine reads; expected one of subtotal, tax, "
          + "currency, region, split, discount, party, channel, at, time_zone, payment, id; did you "
          + "mean 'subtotal'?")
    ) {
      try mapping.map("Subtotals", to: ["Net"])
    }
    #expect(mapping.isEmpty)
  }

  @Test("Names are matched in any case; a text given two values is refused")
  func values() throws {
    var mapping = ColumnMapping()
    try mapping.map("SUBTOTAL", to: ["Net"])
    try mapping.mapValue(" For Here ", to: "dine-in", in: "Channel")
    try mapping.mapValue("For Here", to: "dine-in", in: "channel")
    #expect(mapping.headers == ["subtotal": ["Net"]])
    #expect(mapping.values == ["channel": ["For Here": "dine-in"]])
    #expect(throws: BatchError.self) {
      try mapping.mapValue("For Here", to: "takeout", in: "channel")
    }
  }

  @Test("A channel or payment value that rows would be rejected for is refused when it is mapped")
  func unknownNamedValues() throws {
    var mapping = ColumnMapping()
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "the channel text 'For Here' is mapped to 'dinein', which is not a channel; "
          + "expected dine-in, takeout, delivery")
    ) {
      try mapping.mapValue("For Here", to: "dinein", in: "channel")
    }
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "the payment text 'Split' is mapped to 'cash;bitcoin', which is not a payment; "
          + "expected cash or card")
    ) {
      try mapping.mapValue("Split", to: "cash;bitcoin", in: "payment")
    }
    // Names in any case, one payment per share, and an empty value (none) are mapped.
    try mapping.mapValue("For Here", to: "Dine-In", in: "channel")
    try mapping.mapValue("Split", to: "cash;Card", in: "payment")
    try mapping.mapValue("Unknown", to: "", in: "channel")
    #expect(mapping.values["channel"] == ["For Here": "Dine-In", "Unknown": ""])
    #expect(mapping.values["payment"] == ["Split": "cash;Card"])
  }

  @Test("A mapped header takes the place of the standard name, which then passes through")
  func mappedHeaderWins() throws {
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["Net"])
    let run = Self.run("id,subtotal,Net\n1,999.00,100.00\n", mapping)
    #expect(run.output == "id,subtotal,Net,tip,total,shares\n1,999.00,100.00,18.00,118.00,118.00\n")
  }

  @Test("A header the file does not have is an invalid job naming the headers it has")
  func missingHeader() throws {
    var mapping = ColumnMapping()
    try mapping.map("at", to: ["Date", "Hour"])
    let run = Self.run("id,subtotal,Date,Time\n1,10,2026-11-27,22:30\n", mapping)
    #expect(run.error?.kind == .invalidJob)
    #expect(
      run.error?.message
        == "the column 'at' is mapped to 'Hour', which is not in the header row; found 'id', "
        + "'subtotal', 'Date', 'Time'")
    #expect(run.output == "")
  }

  @Test("Joined cells leave empty ones out; a bad joined time is rejected with its text")
  func joinedCells() throws {
    var mapping = ColumnMapping()
    try mapping.map("at", to: ["Date", "Time"])
    let input = "id,subtotal,Date,Time\n1,10,2026-11-27,22:30:05\n2,10,,\n3,10,2026-11-27,25:00\n"
    let run = Self.run(input, mapping)
    #expect(
      run.output == """
        id,subtotal,Date,Time,tip,total,shares
        1,10,2026-11-27,22:30:05,1.80,11.80,11.80
        2,10,,,1.80,11.80,11.80

        """)
    #expect(run.summary?.rejected == 1)
    #expect(
      run.rejections == """
        line,id,reason,row
        4,3,at: '25:00' is not a time: the hour must be 00 to 23 and the minute 00 to 59,"3,10,2026-11-27,25:00"

        """)
  }

  /// JSON Lines through `mapping`.
  static func jsonLines(_ input: String, _ mapping: ColumnMapping) -> String {
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog), format: .jsonLines)
    job.columnMapping = mapping
    let output = MemorySink()
    _ = try? job.run(input: .text(input), output: .sink(output), rejections: .sink(MemorySink()))
    return output.text
  }

  @Test(
    "A JSON line's currency key holds the currency the row was priced in, wherever it is read from",
    arguments: [
      (
        "id,subtotal,cur\n1,5.00,EUR\n",
        #"{"id":"1","subtotal":"5.00","cur":"EUR","currency":"EUR","tip":"0.90","total":"5.90","shares":["5.90"]}"#
      ),
      (
        "id,subtotal,Cur,Currency\n1,5.00,EUR,dollars\n",
        #"{"id":"1","subtotal":"5.00","Cur":"EUR","Currency":"dollars","currency":"EUR","tip":"0.90","total":"5.90","shares":["5.90"]}"#
      ),
    ])
  func jsonCurrencyFromMappedColumn(input: String, line: String) throws {
    var mapping = ColumnMapping()
    try mapping.map("currency", to: ["cur"])
    #expect(Self.jsonLines(input, mapping) == line + "\n")
  }

  @Test("JSON lines refuse a column named exactly 'currency' that the currency is not read from")
  func jsonCurrencyKeyTwice() throws {
    var mapping = ColumnMapping()
    try mapping.map("currency", to: ["cur"])
    var job = BatchJob(policy: .named("percent-18", in: builtInCatalog), format: .jsonLines)
    job.columnMapping = mapping
    let output = MemorySink()
    let error = #expect(throws: BatchError.self) {
      try job.run(input: .text("id,subtotal,currency,cur\n1,500,JPY,EUR\n"), output: .sink(output))
    }
    #expect(error?.kind == .badData)
    #expect(
      error?.message
        == "the input has a column 'currency' that the currency is not read from (it is read "
        + "from 'cur'); each JSON line adds a 'currency' key with the row's currency code, so "
        + "rename or remove that column")
    #expect(output.text == "")
    // CSV output adds no currency column: the file is priced, its text kept.
    job.format = .csv
    let csv = MemorySink()
    _ = try job.run(input: .text("id,subtotal,currency,cur\n1,500,JPY,EUR\n"), output: .sink(csv))
    #expect(
      csv.text == "id,subtotal,currency,cur,tip,total,shares\n1,500,JPY,EUR,90.00,590.00,590.00\n")
  }

  @Test("A region column the header lacks is an invalid job, as a mapped header the file lacks is")
  func missingRegionColumn() {
    var job = BatchJob(policy: .automatic(builtInCatalog), regionColumn: "cuntry")
    job.columnMapping = ColumnMapping()
    let error = #expect(throws: BatchError.self) {
      try job.run(input: .text("subtotal,country\n1,US\n"), output: .sink(MemorySink()))
    }
    #expect(error?.kind == .invalidJob)
    #expect(
      error?.message
        == "the region column 'cuntry' is not in the header row; found 'subtotal', 'country'; "
        + "did you mean 'country'?")
  }

  @Test(
    "Amount columns take no values: an amount is read as written",
    arguments: [
      "subtotal", "Tax", "discount", "tip", "total", "shares", "charges", "payable",
    ])
  func amountValuesRefused(column: String) {
    var mapping = ColumnMapping()
    let name = column.lowercased()
    #expect(
      throws: BatchError(
        .invalidJob,
        message: "'\(name)' holds amounts, which are read as written; values are mapped in "
          + "currency, region, split, party, channel, at, time_zone, payment")
    ) {
      try mapping.mapValue("10.02", to: "20", in: column)
    }
    #expect(mapping.isEmpty)
  }

  @Test("A value for a column the file does not have is an invalid job naming the headers")
  func valueForMissingColumn() throws {
    var mapping = ColumnMapping()
    try mapping.mapValue("For Here", to: "dine-in", in: "channel")
    let run = Self.run("id,subtotal,Chanel\n1,10\n", mapping)
    #expect(run.error?.kind == .invalidJob)
    #expect(
      run.error?.message
        == "the channel text 'For Here' is mapped to 'dine-in', but the header row has no "
        + "'channel' column and no header is mapped to it; found 'id', 'subtotal', 'Chanel'; "
        + "did you mean 'Chanel'?")
    #expect(run.output == "")
    // Through a mapped header the values apply: the row is read as dine-in, not rejected.
    try mapping.map("channel", to: ["Chanel"])
    let mapped = Self.run("id,subtotal,Chanel\n1,10,For Here\n", mapping)
    #expect(
      mapped.output == "id,subtotal,Chanel,tip,total,shares\n1,10,For Here,1.80,11.80,11.80\n")
  }
}
