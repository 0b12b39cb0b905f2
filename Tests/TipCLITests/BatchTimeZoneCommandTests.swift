import Foundation
import Testing
import TipTestSupport

/// `tipcalc batch` with instants in its `at` column: converted in each row's zone (its
/// `time_zone`, the catalog's `timeZones`, its region's zone), priced by local time, and shown in
/// a `local_time` column; refusals are rejected rows.
@Suite("tipcalc batch with instants and time zones")
struct BatchTimeZoneCommandTests {
  /// Runs the built `tipcalc batch` under ``TraceCatalog``'s `house` (a late window, Friday and
  /// Saturday 22:00–02:00, at 20% with a 2.00 minimum; 10% otherwise) on `input`.
  static func run(_ input: String, _ options: [String] = [], catalog: String = TraceCatalog.json)
    throws -> RunResult?
  {
    guard let executable = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("in.csv", input)
    try directory.write("house.json", catalog)
    return try Executable.run(
      executable,
      ["batch", "--input", "in.csv", "--config", "house.json", "--no-default-catalog"]
        + (options.contains("--policy") ? [] : ["--policy", "house"]) + options,
      directory: directory.path)
  }

  @Test("New York's repeated hour: both 01:30s are Saturday night's, 02:30 is not")
  func autumnChange() throws {
    // 2026-11-01: clocks go back from 02:00 EDT to 01:00 EST.
    let input = """
      id,subtotal,at,time_zone
      1,50,2026-11-01T05:30Z,America/New_York
      2,50,2026-11-01T06:30Z,America/New_York
      3,50,2026-11-01T07:30:45Z,America/New_York
      4,50,2026-11-01T01:30-04:00,
      5,50,2026-10-31 23:00,
      6,50,,

      """
    guard let result = try Self.run(input) else { return }
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        id,subtotal,at,time_zone,tip,total,shares,charges,payable,local_time
        1,50,2026-11-01T05:30Z,America/New_York,10.00,60.00,60.00,0.00,60.00,2026-11-01T01:30
        2,50,2026-11-01T06:30Z,America/New_York,10.00,60.00,60.00,0.00,60.00,2026-11-01T01:30
        3,50,2026-11-01T07:30:45Z,America/New_York,5.00,55.00,55.00,0.00,55.00,2026-11-01T02:30:45
        4,50,2026-11-01T01:30-04:00,,10.00,60.00,60.00,0.00,60.00,2026-11-01T01:30
        5,50,2026-10-31 23:00,,10.00,60.00,60.00,0.00,60.00,2026-10-31T23:00
        6,50,,,5.00,55.00,55.00,0.00,55.00,

        """)
    #expect(result.stderr == "Rows read: 6, written: 6, rejected: 0.\n")
  }

  @Test("Berlin's spring change and Sydney's, by region and by the catalog's timeZones")
  func springChanges() throws {
    // Berlin, 2026-03-29: 02:00 CET becomes 03:00 CEST. Sydney, 2026-10-04: 02:00 AEST
    // becomes 03:00 AEDT.
    let input = """
      id,subtotal,at,region
      1,50,2026-03-29T00:30Z,DE
      2,50,2026-03-29T01:30Z,DE
      3,50,2026-10-03T15:30Z,AU
      4,50,2026-10-03T16:30Z,AU

      """
    let catalog = TraceCatalog.json.replacingOccurrences(
      of: #""default": "house","#,
      with: #""default": "house", "timeZones": {"AU": "Australia/Sydney"},"#)
    guard let result = try Self.run(input, catalog: catalog) else { return }
    #expect(result.status == 0, "\(result)")
    // 01:30 CET is in Saturday's window; 03:30 CEST is past it. 01:30 AEST is in it; 03:30 AEDT
    // is past it. Out of the window, `zone` prices DE and AU at its fallback, 10%.
    #expect(
      result.stdout == """
        id,subtotal,at,region,tip,total,shares,charges,payable,local_time
        1,50,2026-03-29T00:30Z,DE,10.00,60.00,60.00,0.00,60.00,2026-03-29T01:30
        2,50,2026-03-29T01:30Z,DE,5.00,55.00,55.00,0.00,55.00,2026-03-29T03:30
        3,50,2026-10-03T15:30Z,AU,10.00,60.00,60.00,0.00,60.00,2026-10-04T01:30
        4,50,2026-10-03T16:30Z,AU,5.00,55.00,55.00,0.00,55.00,2026-10-04T03:30

        """)
  }

  @Test("An instant that cannot be placed is a rejected row with the engine's reason")
  func refusals() throws {
    let input = """
      id,subtotal,at,time_zone,region
      1,50,2026-11-01T06:30Z,,
      2,50,2026-11-01T06:30Z,America/New_Yrok,
      3,50,2026-11-01T06:30Z,,US
      4,50,2026-11-01T06:30Z,,US-NY

      """
    guard let result = try Self.run(input) else { return }
    #expect(result.status == 65)
    #expect(
      result.stdout.hasSuffix(
        "4,50,2026-11-01T06:30Z,,US-NY,10.00,60.00,60.00,0.00,60.00,2026-11-01T01:30\n"))
    #expect(
      result.stderr == """
        line,id,reason,row
        2,1,"at: the instant 2026-11-01T06:30:00Z is in UTC, and nothing says which time zone the \
        bill is paid in; give the row a time_zone (such as America/New_York) or a region, or \
        write the instant with its UTC offset (such as 2026-11-28T01:15-05:00)",\
        "1,50,2026-11-01T06:30Z,,"
        3,2,time_zone: unknown time zone 'America/New_Yrok'; did you mean 'America/New_York'?,\
        "2,50,2026-11-01T06:30Z,America/New_Yrok,"
        4,3,"at: the people of United States (US) live in several UTC offsets, so the region does \
        not say which time zone the bill's time is in; \(Self.settlesUS)",\
        "3,50,2026-11-01T06:30Z,,US"
        Rows read: 4, written: 1, rejected: 3.

        """)
  }

  /// What settles a row in `US`, whose people live in several UTC offsets, as a CSV cell.
  static let settlesUS =
    "give the row a time_zone (such as America/New_York) or a region in one zone (such as "
    + "US-AL), or map US to a zone in the catalog's \"\"timeZones\"\", such as "
    + "{\"\"US\"\": \"\"America/New_York\"\"}"

  @Test("An instant with its offset in a region of several offsets is not told to add one")
  func offsetInstantInRegionOfSeveralOffsets() throws {
    let input = "id,subtotal,region,at\n1,100.00,US,2026-11-27T21:00:00-05:00\n"
    guard let result = try Self.run(input, ["--policy", "percent-18"]) else { return }
    #expect(result.status == 65)
    #expect(
      result.stderr == """
        line,id,reason,row
        2,1,"at: the people of United States (US) live in several UTC offsets, so the region does \
        not say which time zone the bill's time is in; \(Self.settlesUS)",\
        "1,100.00,US,2026-11-27T21:00:00-05:00"
        Rows read: 1, written: 0, rejected: 1.

        """)
  }

  @Test("A row in a subdivision of several offsets is shown its own principal zone")
  func subdivisionOfSeveralOffsets() throws {
    let input = "id,subtotal,region,at\n1,100.00,CA-QC,2026-11-28T06:15Z\n"
    guard let result = try Self.run(input, ["--policy", "percent-18"]) else { return }
    #expect(result.status == 65)
    #expect(
      result.stderr == """
        line,id,reason,row
        2,1,"at: the people of Quebec, Canada (CA-QC) live in several UTC offsets, so the region \
        does not say which time zone the bill's time is in; give the row a time_zone (such as \
        America/Toronto), or map CA-QC to a zone in the catalog's ""timeZones"", such as \
        {""CA-QC"": ""America/Toronto""}","1,100.00,CA-QC,2026-11-28T06:15Z"
        Rows read: 1, written: 0, rejected: 1.

        """)
  }

  @Test("A misspelt time_zone is a rejected row even where the at is a wall time")
  func misspeltZoneOnWallTime() throws {
    let input = """
      id,subtotal,at,time_zone
      1,50,2026-10-31T23:00,America/New_Yrok
      2,50,2026-10-31 23:00:30,Europe/Berln
      3,50,2026-10-31T23:00,America/New_York

      """
    guard let result = try Self.run(input, ["--policy", "percent-10"]) else { return }
    #expect(result.status == 65)
    #expect(
      result.stdout.hasSuffix(
        "3,50,2026-10-31T23:00,America/New_York,5.00,55.00,55.00,0.00,55.00,2026-10-31T23:00\n"),
      "\(result)")
    #expect(
      result.stderr == """
        line,id,reason,row
        2,1,time_zone: unknown time zone 'America/New_Yrok'; did you mean 'America/New_York'?,\
        "1,50,2026-10-31T23:00,America/New_Yrok"
        3,2,time_zone: unknown time zone 'Europe/Berln'; did you mean 'Europe/Berlin'?,\
        "2,50,2026-10-31 23:00:30,Europe/Berln"
        Rows read: 3, written: 1, rejected: 2.

        """)
  }

  @Test("An abbreviation in time_zone is a rejected row, whatever the time; UTC is a zone")
  func abbreviatedZones() throws {
    let input = """
      id,subtotal,at,time_zone
      1,50,2026-07-01T12:00Z,PST
      2,50,2026-10-31T23:00,EST
      3,50,2026-11-01T06:30Z,UTC

      """
    guard let result = try Self.run(input, ["--policy", "percent-10"]) else { return }
    #expect(result.status == 65)
    #expect(
      result.stdout == """
        id,subtotal,at,time_zone,tip,total,shares,charges,payable,local_time
        3,50,2026-11-01T06:30Z,UTC,5.00,55.00,55.00,0.00,55.00,2026-11-01T06:30

        """)
    #expect(
      result.stderr == """
        line,id,reason,row
        2,1,"time_zone: 'PST' is an abbreviation, not a time zone: it stands for a fixed offset, \
        UTC−08:00, which does not follow daylight saving; write an IANA name such as \
        America/Los_Angeles","1,50,2026-07-01T12:00Z,PST"
        3,2,"time_zone: 'EST' is an abbreviation, not a time zone: it stands for a fixed offset, \
        UTC−05:00, which does not follow daylight saving; write an IANA name such as \
        America/New_York","2,50,2026-10-31T23:00,EST"
        Rows read: 3, written: 1, rejected: 2.

        """)
  }

  @Test("Local wall times keep the output they had: no local_time column")
  func wallTimesKeepTheirOutput() throws {
    let input = "id,subtotal,at\n1,50,2026-10-31T23:00\n2,50,\n"
    guard let result = try Self.run(input, ["--policy", "percent-10"]) else { return }
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout
        == "id,subtotal,at,tip,total,shares,charges,payable\n"
        + "1,50,2026-10-31T23:00,5.00,55.00,55.00,0.00,55.00\n2,50,,5.00,55.00,55.00,0.00,55.00\n")
  }

  @Test("A first row's at adds local_time by its form: now, or an instant that does not price")
  func localTimeByFirstRowsForm() throws {
    let now = "id,subtotal,at,region\n1,50,now,DE\n2,50,2026-11-01T06:30Z,DE\n"
    guard let priced = try Self.run(now, ["--policy", "percent-10"]) else { return }
    #expect(priced.status == 0, "\(priced)")
    let lines = priced.stdout.split(separator: "\n")
    #expect(lines.first == "id,subtotal,at,region,tip,total,shares,charges,payable,local_time")
    #expect(lines.last == "2,50,2026-11-01T06:30Z,DE,5.00,55.00,55.00,0.00,55.00,2026-11-01T07:30")
    #expect(
      lines.dropFirst().first?.contains(/^1,50,now,DE,5\.00,.*,\d{4}-\d\d-\d\dT\d\d:\d\d/)
        == true)

    // A first row of an instant's form whose date does not exist, as one whose subtotal is bad.
    for first in ["1,50,2026-02-30T10:00Z,DE", "1,abc,2026-02-28T10:00Z,DE"] {
      let input = "id,subtotal,at,region\n\(first)\n2,50,2026-11-01T06:30Z,DE\n"
      guard let result = try Self.run(input, ["--policy", "percent-10"]) else { return }
      #expect(result.status == 65)
      #expect(
        result.stdout == """
          id,subtotal,at,region,tip,total,shares,charges,payable,local_time
          2,50,2026-11-01T06:30Z,DE,5.00,55.00,55.00,0.00,55.00,2026-11-01T07:30

          """, "\(first)")
    }
    // A first row of a wall time with a bad date keeps the output of wall times.
    let wall = "id,subtotal,at\n1,50,2026-02-30T10:00\n2,50,2026-11-01T06:30+01:00\n"
    guard let result = try Self.run(wall, ["--policy", "percent-10"]) else { return }
    #expect(result.stdout.hasPrefix("id,subtotal,at,tip,total,shares,charges,payable\n"))
  }

  @Test("JSON lines carry local_time, null for a row without a time")
  func jsonLines() throws {
    let input = "id,subtotal,at,time_zone\n1,50,2026-11-01T05:30Z,America/New_York\n2,50,,\n"
    guard let result = try Self.run(input, ["--policy", "percent-10", "--json-lines"]) else {
      return
    }
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix(#","local_time":"2026-11-01T01:30"}"#) == true)
    #expect(lines.last?.hasSuffix(#","local_time":null}"#) == true)
  }
}
