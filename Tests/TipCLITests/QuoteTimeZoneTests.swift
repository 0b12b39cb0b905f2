import Foundation
import Testing
import TipTestSupport

/// `tipcalc quote --at <instant> --time-zone <name>`: the bill's local time, its zone, and the
/// refusals.
@Suite("tipcalc quote: instants, time zones and the bill's local time")
struct QuoteTimeZoneTests {
  /// A catalog whose `late` policy tips 25% from 22:00 to 02:00 on Fridays, else 15%, with a
  /// zone for the United States.
  static let catalog = """
    {"version": 1, "default": "late",
     "policies": [{"name": "late", "kind": "rules",
       "rules": [{"when": {"days": ["fri"], "time": {"from": "22:00", "until": "02:00"}},
                  "policy": "percent-25"}],
       "otherwise": "percent-15"}],
     "timeZones": {"US": "America/Chicago"}}
    """

  /// Runs `quote` with `arguments` and, when `withCatalog`, the catalog above.
  static func quote(_ arguments: [String], withCatalog: Bool = false) throws -> RunResult {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("late.json", catalog)
    let config = withCatalog ? ["--config", "late.json"] : []
    return tipcalc(["quote"] + arguments + config, directory: directory.path)
  }

  @Test(
    "--json gives the local time used and its zone",
    arguments: [
      (
        ["--at", "2026-11-28T06:15Z", "--time-zone", "America/New_York"], "2026-11-28T01:15",
        "America/New_York"
      ),
      (["--at", "2026-11-28T06:15:30Z", "--region", "DE"], "2026-11-28T07:15:30", "Europe/Berlin"),
      (["--at", "2026-11-28T01:15:00-05:00"], "2026-11-28T01:15", nil),
      (["--at", "2026-11-27T22:30"], "2026-11-27T22:30", nil),
      (
        ["--at", "2026-11-27T22:30:07", "--time-zone", "Asia/Tokyo"], "2026-11-27T22:30:07",
        "Asia/Tokyo"
      ),
      (["--at", "2026-11-28T06:15Z", "--region", "ES-CN"], "2026-11-28T06:15", "Atlantic/Canary"),
    ] as [([String], String, String?)])
  func localTimeInJSON(arguments: [String], localTime: String, zone: String?) throws {
    let result = try Self.quote(["100", "--tip-percent", "10", "--json"] + arguments)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "")
    let json = try jsonObject(result.stdout)
    #expect(json["localTime"] as? String == localTime)
    if let zone {
      #expect(json["timeZone"] as? String == zone)
    } else {
      #expect(json["timeZone"] is NSNull)
    }
  }

  @Test(
    "The table shows the local time an instant became and its zone; a wall time, nothing more",
    arguments: [
      (
        ["--at", "2026-11-28T06:15Z", "--time-zone", "America/New_York"],
        "Local time      2026-11-28T01:15 (sat), America/New_York"
      ),
      (
        ["--at", "2026-11-28T06:15Z", "--region", "DE"],
        "Local time      2026-11-28T07:15 (sat), Europe/Berlin"
      ),
      (
        ["--at", "2026-11-27T23:00:00-05:00"],
        "Local time      2026-11-27T23:00 (fri), at the offset the time was written with"
      ),
      (["--at", "2026-11-27T22:30"], nil),
    ] as [([String], String?)])
  func localTimeInTable(arguments: [String], line: String?) throws {
    let result = try Self.quote(["100", "--tip-percent", "10"] + arguments)
    #expect(result.status == 0, "\(result)")
    let shown = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Local time") }
    #expect(shown == (line.map { [Substring($0)] } ?? []))
  }

  @Test("A bill without a time has neither key, and a zone given without one is still checked")
  func noTime() throws {
    let result = try Self.quote(["100", "--tip-percent", "10", "--json"])
    let json = try jsonObject(result.stdout)
    #expect(json["localTime"] == nil && json["timeZone"] == nil)
    let zoned = try Self.quote(["100", "--tip-percent", "10", "--time-zone", "Europe/Berlin"])
    #expect(zoned.status == 0 && zoned.stderr == "")
    let typo = try Self.quote(["100", "--tip-percent", "10", "--time-zone", "Europe/Berln"])
    #expect(typo.status == 65)
    #expect(
      typo.stderr
        == "Error: Invalid value 'Europe/Berln' for '--time-zone <name>': unknown time zone. "
        + "Did you mean 'Europe/Berlin'?\n")
  }

  @Test(
    "The rule by day and time sees the wall time where the bill is paid",
    arguments: [
      // Saturday 01:15 in New York: Friday night's window.
      (["--at", "2026-11-28T06:15Z", "--time-zone", "America/New_York"], "25.00"),
      // Saturday 07:15 in Berlin: no window.
      (["--at", "2026-11-28T06:15Z", "--time-zone", "Europe/Berlin"], "15.00"),
      // The catalog puts US-TX in Chicago: Saturday 00:15, Friday's window.
      (["--at", "2026-11-28T06:15Z", "--region", "US-TX"], "25.00"),
      // The table puts US-NY in New York, before the catalog's US entry (Chicago): Saturday
      // 02:30 is past Friday's window, 01:59 in it.
      (["--at", "2026-11-28T07:30Z", "--region", "US-NY"], "15.00"),
      (["--at", "2026-11-28T06:59Z", "--region", "US-NY"], "25.00"),
      // Los Angeles too: Saturday 01:30 there, in the window (03:30 in Chicago, past it).
      (["--at", "2026-11-28T09:30Z", "--region", "US-CA"], "25.00"),
      // The repeated hour: 01:30 EST on Sunday is Saturday night's, not Friday's.
      (["--at", "2026-11-01T06:30Z", "--time-zone", "America/New_York"], "15.00"),
    ] as [([String], String)])
  func ruleByTime(arguments: [String], tip: String) throws {
    let result = try Self.quote(
      ["100", "--json", "--policy", "late"] + arguments, withCatalog: true)
    #expect(result.status == 0, "\(result)")
    #expect(try jsonObject(result.stdout)["tip"] as? String == tip)
  }

  @Test(
    "Refusals say what settles them, with 64 for a malformed value and 65 for a refused one",
    arguments: [
      (
        ["--at", "2026-11-28T06:15"], 0, ""
      ),
      (
        ["--at", "2026-11-28 06:15Z"], 64,
        "Error: Invalid value '2026-11-28 06:15Z' for '--at <YYYY-MM-DDTHH:MM>': expected a local "
          + "time YYYY-MM-DDTHH:MM (optionally :SS), such as 2026-11-27T22:30; an instant with Z or "
          + "an offset, such as 2026-11-28T06:15Z or 2026-11-28T01:15:00-05:00; or now.\n"
      ),
      (
        ["--at", "2026-11-28T06:15+24:00"], 65,
        "Error: Invalid value '2026-11-28T06:15+24:00' for '--at <YYYY-MM-DDTHH:MM>': a UTC "
          + "offset must be −23:59 to +23:59.\n"
      ),
      (
        ["--at", "2026-11-28T06:15Z"], 65,
        "Error: The instant 2026-11-28T06:15:00Z (--at <YYYY-MM-DDTHH:MM>) is in UTC, and "
          + "nothing says which time zone the bill is paid in. Give --time-zone <name> (such as "
          + "America/New_York), --region, or the instant with its UTC offset (such as "
          + "2026-11-28T01:15-05:00).\n"
      ),
      (
        ["--at", "2026-11-28T06:15Z", "--region", "US"], 65,
        "Error: The people of United States (US) live in several UTC offsets, so the region "
          + "does not say which time zone the bill's time is in. Give --time-zone <name> (such "
          + "as America/New_York), a --region subdivision in one zone (such as US-AL), or map US "
          + "to a zone in a --config catalog's \"timeZones\", such as {\"US\": "
          + "\"America/New_York\"}.\n"
      ),
      (
        ["--at", "now", "--region", "CA-QC"], 65,
        "Error: The people of Quebec, Canada (CA-QC) live in several UTC offsets, so the region "
          + "does not say which time zone the bill's time is in. Give --time-zone <name> (such "
          + "as America/Toronto), or map CA-QC to a zone in a --config catalog's "
          + "\"timeZones\", such as {\"CA-QC\": \"America/Toronto\"}.\n"
      ),
      (
        ["--at", "2026-11-28T06:15Z", "--region", "US-TX"], 65,
        "Error: The people of Texas, United States (US-TX) live in several UTC offsets, so the "
          + "region does not say which time zone the bill's time is in. Give --time-zone <name> "
          + "(such as America/Chicago), or map US-TX to a zone in a --config catalog's "
          + "\"timeZones\", such as {\"US-TX\": \"America/Chicago\"}.\n"
      ),
      (
        ["--at", "9999-12-31T23:59-23:59", "--time-zone", "Asia/Tokyo"], 65,
        "Error: The instant +010000-01-01T23:58:00Z (--at <YYYY-MM-DDTHH:MM>) is outside years "
          + "1 to 9999 in the bill's time zone.\n"
      ),
      (
        ["--at", "2026-11-28T06:15Z", "--time-zone", "America/New_Yrok"], 65,
        "Error: Invalid value 'America/New_Yrok' for '--time-zone <name>': unknown time zone. "
          + "Did you mean 'America/New_York'?\n"
      ),
    ] as [([String], Int32, String)])
  func refusals(arguments: [String], status: Int32, stderr: String) throws {
    let result = try Self.quote(["100", "--tip-percent", "10"] + arguments)
    #expect(result.status == status, "\(result)")
    if status == 64 {
      #expect(result.stderr.hasPrefix(stderr) && result.stderr.contains("Usage: tipcalc quote"))
    } else {
      #expect(result.stderr == stderr)
    }
  }

  @Test(
    "A subdivision of several offsets is shown its own principal zone, never another subdivision",
    arguments: [
      ("CA-QC", "America/Toronto"), ("CA-ON", "America/Toronto"), ("CA-BC", "America/Vancouver"),
      ("CA-NL", "America/St_Johns"), ("US-AK", "America/Anchorage"), ("US-FL", "America/New_York"),
      ("US-IN", "America/Indiana/Indianapolis"), ("AU-WA", "Australia/Perth"),
    ])
  func principalZoneOfSubdivision(region: String, zone: String) throws {
    let result = try Self.quote(
      ["10", "--policy", "none", "--at", "2026-11-28T06:15Z", "--region", region])
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "Give --time-zone <name> (such as \(zone)), or map \(region) to a zone in a --config "
          + "catalog's \"timeZones\", such as {\"\(region)\": \"\(zone)\"}.\n"), "\(result)")
    #expect(!result.stderr.contains("--region subdivision"))
  }

  @Test("An overseas subdivision's bill is priced at its own local time, not its parent's")
  func overseasSubdivisionLocalTime() throws {
    let result = tipcalc([
      "quote", "100", "--config", Repository.url("Policies/examples/house-rules.json").path,
      "--policy", "house", "--region", "FR-974", "--currency", "EUR", "--at", "2026-11-28T19:00Z",
      "--json",
    ])
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json["localTime"] as? String == "2026-11-28T23:00")
    #expect(json["timeZone"] as? String == "Indian/Reunion")
    // The late-night rule (20 %), not the evening's 18 % that Paris's 20:00 would give.
    #expect(json["tip"] as? String == "20.00")
  }

  @Test(
    "A region of a country of several offsets is shown its country's principal zone",
    arguments: [
      ("MX-CMX", "America/Mexico_City"), ("BR-SP", "America/Sao_Paulo"), ("RU", "Europe/Moscow"),
      ("FR-PF", "Pacific/Tahiti"), ("CN-XJ", "Asia/Shanghai"),
    ])
  func principalZoneOfCountry(region: String, zone: String) throws {
    let result = try Self.quote(
      ["10", "--policy", "none", "--at", "2026-11-28T06:15Z", "--region", region])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("Give --time-zone <name> (such as \(zone))"), "\(result)")
    #expect(result.stderr.contains("{\"\(region)\": \"\(zone)\"}"), "\(result)")
    #expect(!result.stderr.contains("America/New_York"), "\(result)")
  }

  @Test(
    "--at now with no zone is read in the zone TZ names, with POSIX's sign for an offset",
    arguments: [
      ("UTC-3", "GMT+0300", 10_800), (":Asia/Tokyo", "Asia/Tokyo", 32_400),
      ("<+0545>-5:45", "GMT+0545", 20_700), ("JST-9", "GMT+0900", 32_400),
      ("/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin", nil),
    ] as [(String, String, Int?)])
  func nowInTZ(tz: String, zone: String, offset: Int?) throws {
    let before = Date()
    let result = tipcalc(
      ["quote", "10", "--at", "now", "--policy", "none", "--json"], environment: ["TZ": tz])
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json["timeZone"] as? String == zone)
    guard let offset, let local = json["localTime"] as? String else { return }
    // The wall time of the run's instant at the offset, to the minute.
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
    formatter.timeZone = try #require(TimeZone(secondsFromGMT: offset))
    let expected = [before, Date()].map { formatter.string(from: $0) }
    #expect(expected.contains(String(local.prefix(16))), "\(local), \(expected)")
  }

  @Test("--at now with a TZ tipcalc cannot read is refused, not read as UTC")
  func unreadableTZ() throws {
    let result = tipcalc(
      ["quote", "10", "--at", "now", "--policy", "none"], environment: ["TZ": "EST5EDT"])
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr
        == "Error: TZ='EST5EDT' is not a time zone tipcalc can read (an IANA name such as "
        + "Asia/Tokyo, or a fixed POSIX offset such as UTC-3), so --at now has no time zone. "
        + "Give --time-zone <name> (such as America/New_York) or --region, or set TZ to an "
        + "IANA name.\n")
    // A zone from another source does not need TZ.
    let named = tipcalc(
      ["quote", "10", "--at", "now", "--policy", "none", "--time-zone", "Asia/Tokyo"],
      environment: ["TZ": "EST5EDT"])
    #expect(named.status == 0, "\(named)")
    guard let executable = Executable.require() else { return }
    let run = try Executable.run(
      executable, ["quote", "10", "--at", "now", "--policy", "none", "--json"],
      environment: ["TZ": "UTC-3"])
    #expect(run.status == 0)
    #expect(try jsonObject(run.stdout)["timeZone"] as? String == "GMT+0300")
  }

  @Test("--time-zone refuses an abbreviation for the zone meant, and reports UTC by its IANA name")
  func abbreviationsAndUTC() throws {
    let pacific =
      "Error: Invalid value 'PST' for '--time-zone <name>': an abbreviation, not a time zone: it "
      + "stands for a fixed offset, UTC−08:00, which does not follow daylight saving. Use an "
      + "IANA name such as America/Los_Angeles.\n"
    let instant = try Self.quote(
      ["10", "--tip-percent", "10", "--at", "2026-07-01T12:00Z", "--time-zone", "PST", "--json"])
    #expect(instant.status == 65)
    #expect(instant.stdout == "")
    #expect(instant.stderr == pacific)
    // Checked without a time too, and by prompt.
    let untimed = try Self.quote(["10", "--tip-percent", "10", "--time-zone", "PST"])
    #expect(untimed.status == 65 && untimed.stderr == pacific)
    let prompt = tipcalc(["prompt", "50", "--at", "2026-07-01T12:00Z", "--time-zone", "PST"])
    #expect(prompt.status == 65 && prompt.stderr == pacific, "\(prompt)")
    let central = try Self.quote(["10", "--tip-percent", "10", "--time-zone", "CST"])
    #expect(
      central.stderr
        == "Error: Invalid value 'CST' for '--time-zone <name>': an abbreviation, not a time "
        + "zone, and more than one zone goes by it. Use the IANA name of the zone meant, such as "
        + "America/Chicago or Asia/Shanghai.\n")

    let utc = try Self.quote(
      ["10", "--tip-percent", "10", "--at", "2026-07-01T12:00Z", "--time-zone", "UTC", "--json"])
    #expect(utc.status == 0, "\(utc)")
    let json = try jsonObject(utc.stdout)
    #expect(json["timeZone"] as? String == "Etc/UTC")
    #expect(json["localTime"] as? String == "2026-07-01T12:00")
  }

  @Test("prompt reads the same times and zones as quote")
  func prompt() {
    let zoned = tipcalc([
      "prompt", "50", "--region", "US", "--at", "2026-11-28T06:15Z", "--time-zone",
      "America/Chicago",
    ])
    #expect(zoned.status == 0 && zoned.stderr == "", "\(zoned)")
    let refused = tipcalc(["prompt", "50", "--region", "US", "--at", "2026-11-28T06:15Z"])
    #expect(refused.status == 65)
    #expect(refused.stderr.hasPrefix("Error: The people of United States (US) live in several"))
  }

  @Test("The executable converts an instant and refuses a UTC one without a zone")
  func executable() throws {
    guard let executable = Executable.require() else { return }
    let converted = try Executable.run(
      executable,
      [
        "quote", "84.50", "--tip-percent", "18", "--at", "2026-11-28T06:15Z", "--time-zone",
        "America/New_York", "--json",
      ])
    #expect(converted.status == 0)
    #expect(converted.stderr == "")
    let json = try jsonObject(converted.stdout)
    #expect(json["localTime"] as? String == "2026-11-28T01:15")
    #expect(json["timeZone"] as? String == "America/New_York")
    #expect(json["total"] as? String == "99.71")

    let refused = try Executable.run(executable, ["quote", "84.50", "--at", "2026-11-28T06:15Z"])
    #expect(refused.status == 65)
    #expect(refused.stdout == "")
    #expect(
      refused.stderr
        == "Error: The instant 2026-11-28T06:15:00Z (--at <YYYY-MM-DDTHH:MM>) is in UTC, and "
        + "nothing says which time zone the bill is paid in. Give --time-zone <name> (such as "
        + "America/New_York), --region, or the instant with its UTC offset (such as "
        + "2026-11-28T01:15-05:00).\n")

    let now = try Executable.run(
      executable, ["quote", "10", "--at", "now", "--time-zone", "UTC", "--json"])
    #expect(now.status == 0)
    let local = try #require(try jsonObject(now.stdout)["localTime"] as? String)
    #expect(local.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?/) != nil, "\(local)")
  }
}
