import Foundation
import Testing
import TipEngine

@testable import TipPricing

/// Which names name a time zone: IANA names (`America/New_York`, `UTC`), not the abbreviations
/// Foundation also reads (`PST`), some with another meaning than people give them.
@Suite("Time zone names: IANA names only, abbreviations refused with the zone meant")
struct TimeZoneNameTests {
  /// 2026-07-01T12:00:00Z, in summer north of the equator.
  static let midsummer = OrderTime.instant(Instant(secondsSince1970: 1_782_907_200), utcOffset: nil)

  @Test(
    "An IANA name is read, and reported as written or, for UTC, by its canonical name",
    arguments: [
      ("America/New_York", "America/New_York", "2026-07-01T08:00"),
      ("Asia/Kolkata", "Asia/Kolkata", "2026-07-01T17:30"),
      ("Asia/Calcutta", "Asia/Calcutta", "2026-07-01T17:30"),
      ("UTC", "Etc/UTC", "2026-07-01T12:00"),
      ("Etc/UTC", "Etc/UTC", "2026-07-01T12:00"),
      ("GMT", "GMT", "2026-07-01T12:00"),
      ("Etc/GMT", "Etc/GMT", "2026-07-01T12:00"),
    ])
  func ianaNames(name: String, reported: String, wall: String) throws {
    let resolved = try TimeZoneResolver().localTime(
      of: Self.midsummer, timeZone: name, region: nil)
    #expect(resolved.timeZone?.identifier == reported)
    #expect(resolved.localTime.description == wall)
    #expect(resolved.source == .named)
  }

  @Test(
    "An abbreviation is refused, whatever its case, for the zone people mean by it",
    arguments: ["PST", "pst", "EST", "CET", "CEST", "JST", "CST", "IST", "BST"])
  func abbreviations(name: String) {
    #expect(throws: TimeZoneError.abbreviation(name)) {
      try TimeZoneResolver().localTime(of: Self.midsummer, timeZone: name, region: nil)
    }
    #expect(throws: TimeZoneError.abbreviation(name)) {
      try TimeZoneResolver.timeZone(named: name)
    }
  }

  @Test(
    "The refusal names the zone meant, and says when the abbreviation's offset is fixed",
    arguments: [
      (
        "PST",
        "'PST' is an abbreviation, not a time zone: it stands for a fixed offset, UTC−08:00, "
          + "which does not follow daylight saving",
        "Write an IANA name such as America/Los_Angeles."
      ),
      (
        "CEST",
        "'CEST' is an abbreviation, not a time zone: it stands for a fixed offset, UTC+02:00, "
          + "which does not follow daylight saving",
        "Write an IANA name such as Europe/Berlin."
      ),
      (
        "JST", "'JST' is an abbreviation, not a time zone", "Write an IANA name such as Asia/Tokyo."
      ),
      (
        "cst", "'cst' is an abbreviation, not a time zone, and more than one zone goes by it",
        "Write the IANA name of the zone meant, such as America/Chicago or Asia/Shanghai."
      ),
      (
        "IST", "'IST' is an abbreviation, not a time zone, and more than one zone goes by it",
        "Write the IANA name of the zone meant, such as Asia/Kolkata, Europe/Dublin or "
          + "Asia/Jerusalem."
      ),
    ])
  func abbreviationMessages(name: String, description: String, fix: String) {
    let error = TimeZoneError.abbreviation(name)
    #expect(error.description == description)
    #expect(error.recoverySuggestion == fix)
  }

  @Test(
    "Other names Foundation reads that are not Area/Location IANA names are refused",
    arguments: ["EST5EDT", "Japan", "GMT+5", "UTC+1", "SystemV/EST5", "Z"])
  func otherNames(name: String) {
    #expect {
      try TimeZoneResolver.timeZone(named: name)
    } throws: { error in
      guard case .unknownZone(name, _) = error as? TimeZoneError else { return false }
      return true
    }
  }

  @Test("Each abbreviation's zones are IANA names; a fixed offset is one its zone keeps part-time")
  func abbreviationTable() throws {
    #expect(TimeZoneNames.abbreviations.count > 30)
    let january = Date(timeIntervalSince1970: 1_768_478_400)  // 2026-01-15T12:00Z
    let july = Date(timeIntervalSince1970: 1_784_116_800)  // 2026-07-15T12:00Z
    for (name, meaning) in TimeZoneNames.abbreviations {
      #expect(name == name.uppercased() && TimeZoneNames.zone(named: name) == nil, "\(name)")
      let zones = meaning.zones.map { TimeZoneNames.zone(named: $0) }
      #expect(!zones.isEmpty && zones.allSatisfy { $0 != nil }, "\(name): \(meaning.zones)")
      guard let offset = meaning.fixedOffset, let zone = zones.first ?? nil else { continue }
      #expect(meaning.zones.count == 1, "\(name)")
      let kept = [january, july].map { zone.secondsFromGMT(for: $0) }
      #expect(kept[0] != kept[1], "\(name): \(zone.identifier) keeps one offset")
      let match = try #require(offset.wholeMatch(of: /UTC([+−])(\d\d):(\d\d)/), "\(offset)")
      let seconds = (Int(match.2)! * 3600 + Int(match.3)! * 60) * (match.1 == "−" ? -1 : 1)
      #expect(kept.contains(seconds), "\(name): \(offset) is not \(zone.identifier)'s")
    }
  }

  @Test("A misspelt zone is refused with the nearest IANA name, UTC and the table's included")
  func suggestions() {
    #expect(throws: TimeZoneError.unknownZone("utc", suggestion: "UTC")) {
      try TimeZoneResolver.timeZone(named: "utc")
    }
    #expect(throws: TimeZoneError.unknownZone("Asia/Kolkatta", suggestion: "Asia/Kolkata")) {
      try TimeZoneResolver.timeZone(named: "Asia/Kolkatta")
    }
  }
}
