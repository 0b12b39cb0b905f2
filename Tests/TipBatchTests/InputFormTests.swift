import Testing
import TipBatch
import TipEngine

/// How the first bytes and first row of an input are read: UTF-16 and JSON refused however the
/// header is given, headers that only look like JSON read as headers, a first row's `at` read
/// through `--value`, and decimal commas told in the currency's own digits.
@Suite("Reading an input's first row and its amounts")
struct InputFormTests {
  /// UTF-16LE text without a byte order mark: each ASCII byte followed by a NUL.
  static func utf16(_ text: String) -> [UInt8] {
    text.utf8.flatMap { [$0, 0] }
  }

  @Test("UTF-16 input is refused when the header is given with --header, with a mark or without")
  func utf16WithSuppliedHeader() {
    var job = ExportReadingTests.job()
    job.suppliedHeader = "id,subtotal"
    job.writesHeader = false
    for bytes in [Self.utf16("1,10.00\n2,20.00\n"), [0xFF, 0xFE] + Self.utf16("1,10.00\n")] {
      let run = ExportReadingTests.run(job, bytes: bytes)
      #expect(run.error?.kind == .badData)
      #expect(
        run.error?.message
          == "the input is UTF-16 text; tipcalc reads UTF-8: save the file as UTF-8 (in a "
          + "spreadsheet, as 'CSV UTF-8')")
      #expect(run.output == "")
    }
  }

  @Test(
    "A header that only starts like JSON is a header",
    arguments: [
      "[1] Net,subtotal\n", "{x},subtotal\n", "[-] a,subtotal\n", "[Net Sales],subtotal\n",
    ])
  func headerLikeJSON(header: String) {
    let run = ExportReadingTests.run(ExportReadingTests.job(), header + "x,10.00\n")
    #expect(run.error == nil, "\(String(describing: run.error))")
    #expect(run.summary?.written == 1)
  }

  @Test(
    "A first line that is JSON, or the start of a JSON document, is refused as JSON",
    arguments: [
      ("{\"id\":1,\"subtotal\":\"10.00\"}\n", "{"), ("[\n  {\"subtotal\": 1}\n]\n", "["),
      ("[{\n\"subtotal\": 1}]\n", "["), ("  [1, 2]\n", "["), ("{\n", "{"),
    ])
  func jsonFirstLine(text: String, opening: String) {
    let run = ExportReadingTests.run(ExportReadingTests.job(), text)
    #expect(run.error?.kind == .badData)
    #expect(
      run.error?.message.hasPrefix("the input starts with '\(opening)', as JSON does") == true)
  }

  @Test("A first 'at' mapped to now by --value adds the local_time column, as now does")
  func firstAtMappedToNow() throws {
    var mapping = ColumnMapping()
    try mapping.map("at", to: ["When"])
    try mapping.mapValue("Now", to: "now", in: "at")
    let input = "id,subtotal,When,region\n1,10.00,Now,JP\n2,20.00,2026-11-28T10:00Z,JP\n"
    let run = ExportReadingTests.run(ExportReadingTests.job(mapping), input)
    #expect(run.summary?.written == 2)
    let lines = run.output.split(separator: "\n")
    #expect(lines.first == "id,subtotal,When,region,tip,total,shares,local_time")
    #expect(lines.last == "2,20.00,2026-11-28T10:00Z,JP,4,24,24,2026-11-28T19:00")
  }

  @Test(
    "A decimal comma in an amount the currency cannot take is told with the currency's digits",
    arguments: [
      (
        Currency.usd, "12,5000", "so write 12.50: USD amounts have at most 2 digits after the point"
      ),
      (
        Currency.usd, "12,5055",
        "and USD amounts have at most 2 digits after the point; 12.5055 has 4 (batch prices "
          + "amounts as written and does not round them)"
      ),
      (Currency.jpy, "12,00", "so write 12: JPY amounts have no digits after the point"),
      (Currency.usd, "12,5", "so write 12.5"),
    ])
  func decimalCommaBeyondTheCurrency(currency: Currency, text: String, end: String) {
    var job = ExportReadingTests.job()
    job.defaultCurrency = currency
    let run = ExportReadingTests.run(job, "id,subtotal\n1,\"\(text)\"\n")
    #expect(
      run.summary?.rejections.first?.reason
        == "subtotal: '\(text)' has a decimal comma; batch reads ',' as a grouping comma "
        + "(1,234.50) and '.' as the decimal point, " + end)
  }
}
