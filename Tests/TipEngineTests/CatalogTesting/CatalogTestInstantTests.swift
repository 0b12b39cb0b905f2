import Testing
import TipEngine

/// A test case's `at` given as an instant: read in the case's `timeZone`, else the catalog's
/// `timeZones` entry for the bill's region, else the region's own zone; refused at load when
/// nothing settles it, and `now` refused since a case must not depend on when it runs.
@Suite("Test cases at an instant: the zone that reads it, and the instants refused at load")
struct CatalogTestInstantTests {
  /// A house policy of 20% late on Fridays and Saturdays (22:00–02:00), else 15%, with the
  /// catalog's zone for US-NY, and `cases`.
  static func catalog(_ cases: String) -> CatalogSource {
    CatalogSource(
      name: "late.json",
      json: #"""
        {"version": 1, "default": "house", "timeZones": {"US-NY": "America/New_York"},
         "policies": [
          {"name": "twenty", "kind": "percent", "rate": "20"},
          {"name": "fifteen", "kind": "percent", "rate": "15"},
          {"name": "house", "kind": "rules", "rules": [
            {"when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}},
             "policy": "twenty"}],
           "otherwise": "fifteen"}],
         "tests": [\#(cases)]}
        """#)
  }

  @Test(
    "An instant becomes the local time of the zone that settles it, and the rules see that",
    arguments: [
      // 06:15 UTC on Saturday 28 November is 01:15 in New York (the catalog's zone): Friday's
      // late window.
      (
        #"{"subtotal": "100.00", "region": "US-NY", "at": "2026-11-28T06:15Z"}"#,
        "2026-11-28T01:15", "20.00"
      ),
      // The case's own zone comes first: 22:15 on Friday in Los Angeles.
      (
        #"{"subtotal": "100.00", "region": "US-NY", "at": "2026-11-28T06:15Z", "timeZone": "America/Los_Angeles"}"#,
        "2026-11-27T22:15", "20.00"
      ),
      // The region's own zone: 07:15 on Saturday in Berlin, outside the window.
      (
        #"{"subtotal": "100.00", "currency": "USD", "region": "DE", "at": "2026-11-28T06:15Z"}"#,
        "2026-11-28T07:15", "15.00"
      ),
      // No zone at all: an instant with an offset keeps its own wall time.
      (#"{"subtotal": "100.00", "at": "2026-11-27T23:00:00-05:00"}"#, "2026-11-27T23:00", "20.00"),
      // A local time is used as it is.
      (
        #"{"subtotal": "100.00", "region": "US-NY", "at": "2026-11-27T12:00"}"#,
        "2026-11-27T12:00", "15.00"
      ),
    ])
  func instantsAreRead(bill: String, localTime: String, tip: String) throws {
    let catalog = try PolicyCatalog(sources: [
      .builtIn,
      Self.catalog(#"{"name": "the case", "bill": \#(bill), "expect": {"tip": "\#(tip)"}}"#),
    ])
    let testCase = try #require(catalog.tests.last)
    #expect(try testCase.bill(in: catalog).localTime?.description == localTime)
    let result = CatalogTestRunner(catalog: catalog).run(testCase)
    #expect(result.differences == [])
    #expect(result.bill.localTime?.description == localTime)
  }

  @Test(
    "An instant nothing settles, an unknown zone and 'now' are errors at the case's key",
    arguments: [
      (
        #"{"subtotal": "100.00", "region": "US", "at": "2026-11-28T06:15Z"}"#,
        "late.json:9:86: at tests[0].bill.at: test case 'the case': the people of United States "
          + "(US) live in several UTC offsets, so the region does not say which time zone the "
          + "bill's time is in; give the bill a \"timeZone\" such as \"America/New_York\", or the "
          + "catalog a \"timeZones\" entry for the bill's region"
      ),
      (
        #"{"subtotal": "100.00", "region": "MX-CMX", "at": "2026-11-28T06:15Z"}"#,
        "late.json:9:90: at tests[0].bill.at: test case 'the case': MX-CMX is part of Mexico "
          + "(MX), whose people live in several UTC offsets, so the region does not say which "
          + "time zone the bill's time is in; give the bill a \"timeZone\" such as "
          + "\"America/Mexico_City\", or the catalog a \"timeZones\" entry for the bill's region"
      ),
      (
        #"{"subtotal": "100.00", "at": "2026-11-28T06:15Z"}"#,
        "late.json:9:70: at tests[0].bill.at: test case 'the case': the instant "
          + "2026-11-28T06:15:00Z is in UTC, and nothing says which time zone the bill is paid in; "
          + "give the bill a \"timeZone\" such as \"America/New_York\", or the catalog a "
          + "\"timeZones\" entry for the bill's region"
      ),
      (
        #"{"subtotal": "100.00", "at": "now"}"#,
        "late.json:9:70: at tests[0].bill.at: 'now' changes from run to run; a test case needs a "
          + "fixed time; write the time to test, such as 2026-12-24T18:30"
      ),
      (
        #"{"subtotal": "100.00", "at": "2026-11-28T06:15Z", "timeZone": "America/New_Yrok"}"#,
        "late.json:9:103: at tests[0].bill.timeZone: unknown time zone 'America/New_Yrok'; did "
          + "you mean 'America/New_York'?"
      ),
      (
        #"{"subtotal": "100.00", "at": "2026-11-28T06:15Z", "timeZone": "EST"}"#,
        "late.json:9:103: at tests[0].bill.timeZone: 'EST' is an abbreviation, not a time zone: "
          + "it stands for a fixed offset, UTC−05:00, which does not follow daylight saving; "
          + "write an IANA name such as America/New_York"
      ),
    ])
  func refusedAtLoad(bill: String, error: String) {
    let source = Self.catalog(
      #"{"name": "the case", "bill": \#(bill), "expect": {"tip": "15.00"}}"#)
    let errors = PolicyCatalog.validate([.builtIn, source]).errors.map(\.description)
    #expect(errors == [error])
  }
}
