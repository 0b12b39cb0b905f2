import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// Rows the batch engine reads in unusual shapes: empty region cells, amounts with too many
/// digits, lines of blanks; and the currency each JSON Lines row is priced in.
@Suite("Batch: empty region cells, amount reasons, blank lines and each row's currency")
struct BatchRowHandlingTests {
  @Test("An empty region cell is priced by the default region or policy, or rejected saying why")
  func emptyRegionCell() throws {
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

  @Test("A rejected amount's reason does not suggest a rounding rule batch cannot take")
  func amountReason() throws {
    let run = runJob(
      policy: "percent-10", input: "subtotal,currency\n1.005,\n100.5,JPY\n1.23456,KWD\n")
    let reasons = run.summary?.rejections.map(\.reason) ?? []
    #expect(
      reasons == [
        "subtotal: '1.005' has 3 fraction digits but USD has 2 digits after the point; write USD "
          + "amounts with at most 2 digits (batch prices amounts as written and does not round "
          + "them)",
        "subtotal: '100.5' has 1 fraction digit but JPY amounts have no digits after the point; "
          + "write whole JPY amounts (batch prices amounts as written and does not round them)",
        "subtotal: '1.23456' has 5 fraction digits but KWD has 3 digits after the point; write "
          + "KWD amounts with at most 3 digits (batch prices amounts as written and does not "
          + "round them)",
      ])
    #expect(reasons.allSatisfy { !$0.contains("rounding rule") })
  }

  @Test(
    "An at that is not a time says what is wrong with it, as quote --at says",
    arguments: [
      (
        "2026-11-28",
        "at: '2026-11-28' is not a date and time: expected a local time YYYY-MM-DDTHH:MM "
          + "(optionally :SS), such as 2026-11-27T22:30; an instant with Z or an offset, such as "
          + "2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; or now"
      ),
      (
        "2026-11-28 6:15",
        "at: '2026-11-28 6:15' is not a date and time: expected a local time YYYY-MM-DDTHH:MM "
          + "(optionally :SS), such as 2026-11-27T22:30; an instant with Z or an offset, such as "
          + "2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; or now"
      ),
      (
        "2026-11-28T03:30:60Z",
        "at: '03:30:60' is not a time: the hour must be 00 to 23, the minute and the second 00 "
          + "to 59"
      ),
      (
        "2026-11-28 03:30:60",
        "at: '03:30:60' is not a time: the hour must be 00 to 23, the minute and the second 00 "
          + "to 59"
      ),
      (
        "2026-11-28T24:00Z",
        "at: '24:00' is not a time: the hour must be 00 to 23 and the minute 00 to 59"
      ),
      ("2026-02-30T12:00", "at: '2026-02-30' is not a date: that month has 28 days"),
      (
        "2026-11-28T06:15+24:00",
        "at: '2026-11-28T06:15+24:00' is not a time: a UTC offset must be −23:59 to +23:59"
      ),
    ])
  func atReasons(written: String, reason: String) {
    let run = runJob(policy: "percent-10", input: "subtotal,at\n10,\(written)\n")
    #expect(run.summary?.rejections.map(\.reason) == [reason])
  }

  @Test("A line of spaces and tabs is skipped like an empty one")
  func blankLines() {
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

  @Test("JSON Lines output has each row's currency")
  func jsonLinesCurrency() {
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
