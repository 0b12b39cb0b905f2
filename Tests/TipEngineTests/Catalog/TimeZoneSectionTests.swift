import Testing
import TipEngine

/// The catalog's `timeZones`: region codes to IANA names, layered, checked at load.
@Suite("Catalog time zones: reading, layering and errors")
struct TimeZoneSectionTests {
  /// A catalog file with `timeZones` as its time zones.
  static func source(_ name: String, _ timeZones: String) -> CatalogSource {
    CatalogSource(
      name: name, json: #"{"version": 1, "policies": [], "timeZones": \#(timeZones)}"#)
  }

  @Test("A later file's entry replaces an earlier one's; others stay")
  func layering() throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn, Self.source("a.json", #"{"US": "America/Chicago", "DE": "Europe/Berlin"}"#),
      Self.source("b.json", #"{"US": "America/Denver", "US-NY": "America/New_York", "$c": "x"}"#),
    ])
    #expect(
      catalog.timeZones == [
        try Region("US"): "America/Denver", try Region("DE"): "Europe/Berlin",
        try Region("US-NY"): "America/New_York",
      ])
    let resolved = try catalog.timeZoneResolver.localTime(
      of: try OrderTime("2026-11-28T06:15Z"), timeZone: nil, region: try Region("US-TX"))
    #expect(resolved.localTime.description == "2026-11-27T23:15")
    #expect(resolved.source == .catalog)
  }

  @Test("UTC is a zone a catalog may name, reported by its IANA name")
  func utc() throws {
    let catalog = try PolicyCatalog(sources: [.builtIn, Self.source("a.json", #"{"GB": "UTC"}"#)])
    let resolved = try catalog.timeZoneResolver.localTime(
      of: try OrderTime("2026-07-01T12:00Z"), timeZone: nil, region: try Region("GB"))
    #expect(resolved.localTime.description == "2026-07-01T12:00")
    #expect(resolved.timeZone?.identifier == "Etc/UTC")
    #expect(resolved.source == .catalog)
  }

  @Test("The built-in catalog has no time zones: the table decides")
  func builtIn() throws {
    #expect(try PolicyCatalog.builtIn().timeZones.isEmpty)
  }

  @Test(
    "Every mistake is a located error in the catalog's words",
    arguments: [
      (
        #"{"UK": "Europe/London"}"#,
        "t.json:1:52: at timeZones.UK: unknown region 'UK'; expected an upper-case ISO 3166-1 "
          + "alpha-2 code, or a subdivision such as CA-QC (did you mean 'GB'?)"
      ),
      (
        #"{"us-ny": "America/New_York"}"#,
        "t.json:1:55: at timeZones.us-ny: unknown region 'us-ny'; expected an upper-case ISO "
          + "3166-1 alpha-2 code, or a subdivision such as CA-QC (did you mean 'US-NY'?)"
      ),
      (
        #"{"US-NY": "America/New_Yrok"}"#,
        "t.json:1:55: at timeZones.US-NY: unknown time zone 'America/New_Yrok'; did you mean "
          + "'America/New_York'?"
      ),
      (
        #"{"DE": "Mars/Olympus_Mons"}"#,
        "t.json:1:52: at timeZones.DE: unknown time zone 'Mars/Olympus_Mons'; expected an IANA "
          + "time zone name such as \"America/New_York\""
      ),
      (
        #"{"US": "PST"}"#,
        "t.json:1:52: at timeZones.US: 'PST' is an abbreviation, not a time zone: it stands for "
          + "a fixed offset, UTC−08:00, which does not follow daylight saving; write an IANA name "
          + "such as America/Los_Angeles"
      ),
      (
        #"{"DE": 1}"#,
        "t.json:1:52: at timeZones.DE: expected an IANA time zone name such as "
          + "\"America/New_York\", found the number 1"
      ),
      (
        #"["US"]"#,
        "t.json:1:45: at timeZones: expected an object of region codes and IANA time zone "
          + "names, such as {\"US-NY\": \"America/New_York\"}, found an array"
      ),
    ])
  func errors(timeZones: String, message: String) {
    let errors = PolicyCatalog.validate([Self.source("t.json", timeZones)]).errors
    #expect(errors.map(\.description) == [message])
  }
}
