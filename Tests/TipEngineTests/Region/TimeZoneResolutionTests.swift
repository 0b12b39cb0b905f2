import Foundation
import Testing
import TipEngine

@testable import TipPricing

/// Which zone an instant is read in: the named zone, the catalog's, the region's own, or none.
@Suite("Time zone resolution: named, catalog, region, offset, system")
struct TimeZoneResolutionTests {
  /// 2026-11-28T06:15:00Z.
  static let closing = OrderTime.instant(Instant(secondsSince1970: 1_795_846_500), utcOffset: nil)
  /// The same instant written at −05:00.
  static let closingAtOffset = OrderTime.instant(
    Instant(secondsSince1970: 1_795_846_500), utcOffset: -18_000)

  /// A resolver with the catalog zones `zones`, by region code.
  static func resolver(_ zones: [String: String] = [:]) throws -> TimeZoneResolver {
    var catalogZones: [Region: String] = [:]
    for (code, zone) in zones { catalogZones[try Region(code)] = zone }
    return TimeZoneResolver(catalogZones: catalogZones)
  }

  /// A source that should win: the catalog's zones, a named zone, the bill's region, and
  /// the wall time, zone and source expected for 2026-11-28T06:15Z.
  struct Precedence: Sendable, CustomTestStringConvertible {
    var catalog: [String: String] = [:]
    var named: String? = nil
    var region: String
    var wall: String
    var zone: String
    var source: ResolvedLocalTime.Source
    var testDescription: String { "\(region) with \(catalog), \(named ?? "no name") → \(zone)" }
  }

  static let precedence: [Precedence] = [
    // The named zone before everything.
    Precedence(
      catalog: ["US-NY": "America/Chicago"], named: "Europe/Berlin", region: "US-NY",
      wall: "2026-11-28T07:15", zone: "Europe/Berlin", source: .named),
    // The catalog's subdivision before its country.
    Precedence(
      catalog: ["US": "America/Chicago", "US-NY": "America/New_York"], region: "US-NY",
      wall: "2026-11-28T01:15", zone: "America/New_York", source: .catalog),
    // The table's own zone of a subdivision before the catalog's country.
    Precedence(
      catalog: ["US": "America/Chicago"], region: "US-NY", wall: "2026-11-28T01:15",
      zone: "America/New_York", source: .region),
    Precedence(
      catalog: ["US": "America/Chicago"], region: "US-CA", wall: "2026-11-27T22:15",
      zone: "America/Los_Angeles", source: .region),
    // The catalog's subdivision before the table's.
    Precedence(
      catalog: ["US": "America/Chicago", "US-CA": "America/Denver"], region: "US-CA",
      wall: "2026-11-27T23:15", zone: "America/Denver", source: .catalog),
    // The catalog's country before the table's country.
    Precedence(
      catalog: ["DE": "Europe/London"], region: "DE-BY", wall: "2026-11-28T06:15",
      zone: "Europe/London", source: .catalog),
    // The catalog's country settles a subdivision of several offsets that nothing else does.
    Precedence(
      catalog: ["US": "America/Chicago"], region: "US-TX", wall: "2026-11-28T00:15",
      zone: "America/Chicago", source: .catalog),
    // The table: a subdivision of its own, a country, a country's subdivision, islands.
    Precedence(
      region: "US-NY", wall: "2026-11-28T01:15", zone: "America/New_York", source: .region),
    Precedence(region: "DE", wall: "2026-11-28T07:15", zone: "Europe/Berlin", source: .region),
    Precedence(region: "DE-BY", wall: "2026-11-28T07:15", zone: "Europe/Berlin", source: .region),
    Precedence(region: "ES", wall: "2026-11-28T07:15", zone: "Europe/Madrid", source: .region),
    Precedence(
      region: "ES-CN", wall: "2026-11-28T06:15", zone: "Atlantic/Canary", source: .region),
    Precedence(
      region: "PT-20", wall: "2026-11-28T05:15", zone: "Atlantic/Azores", source: .region),
    Precedence(
      region: "PT-30", wall: "2026-11-28T06:15", zone: "Atlantic/Madeira", source: .region),
    Precedence(
      region: "CA-AB", wall: "2026-11-27T23:15", zone: "America/Edmonton", source: .region),
    Precedence(
      region: "AU-VIC", wall: "2026-11-28T17:15", zone: "Australia/Melbourne", source: .region),
    Precedence(region: "JP", wall: "2026-11-28T15:15", zone: "Asia/Tokyo", source: .region),
  ]

  @Test("The first source that knows the zone wins", arguments: precedence)
  func order(_ expected: Precedence) throws {
    let resolved = try Self.resolver(expected.catalog).localTime(
      of: Self.closing, timeZone: expected.named, region: try Region(expected.region))
    #expect(resolved.localTime.description == expected.wall)
    #expect(resolved.timeZone?.identifier == expected.zone)
    #expect(resolved.source == expected.source)
  }

  @Test(
    "A region whose people live in several offsets is refused, for any instant",
    arguments: [
      ("US", "US"), ("CA", "CA"), ("AU", "AU"), ("BR", "BR"), ("MX", "MX"), ("RU", "RU"),
      ("US-TX", "US"), ("CA-QC", "CA"), ("AU-NSW", "AU"), ("BR-SP", "BR"),
    ])
  func severalOffsets(region: String, country: String) throws {
    let code = try Region(region)
    for time in [Self.closing, Self.closingAtOffset, .now] {
      #expect {
        try Self.resolver().localTime(of: time, timeZone: nil, region: code)
      } throws: { error in
        guard case .severalOffsets(let refused, let example) = error as? TimeZoneError else {
          return false
        }
        return refused == code
          && (code.isSubdivision
            ? example == nil : (example.map { $0.country.code == country } ?? true))
      }
    }
  }

  @Test(
    "A subdivision of several offsets is refused with its own principal zone as the example",
    arguments: [
      ("CA-QC", "America/Toronto"), ("US-AK", "America/Anchorage"), ("AU-WA", "Australia/Perth"),
      ("US-TX", "America/Chicago"), ("US", "America/New_York"), ("CA", "America/Toronto"),
    ])
  func principalZone(region: String, zone: String) throws {
    let code = try Region(region)
    let resolver = TimeZoneResolver()
    do throws(TimeZoneError) {
      _ = try resolver.timeZone(for: code)
      Issue.record("\(region) was not refused")
    } catch {
      #expect(error.exampleZone == zone)
      #expect(error.recoverySuggestion?.contains("an IANA name such as \(zone))") == true)
      guard case .severalOffsets(_, let example) = error else {
        Issue.record("\(error)")
        return
      }
      // A country is shown one of its subdivisions; a subdivision never another.
      #expect((example == nil) == code.isSubdivision)
    }
  }

  @Test("The refusal names a subdivision that settles it, and the catalog key")
  func severalOffsetsMessage() throws {
    let error = TimeZoneError.severalOffsets(try Region("US"), example: try Region("US-NY"))
    #expect(
      error.description
        == "the people of United States (US) live in several UTC offsets, so the region does "
        + "not say which time zone the bill's time is in")
    #expect(
      error.recoverySuggestion
        == "Name the time zone (an IANA name such as America/New_York), a subdivision that lies "
        + "in one zone such as US-NY, or map US to a zone in the catalog's \"timeZones\".")
    let part = TimeZoneError.severalOffsets(try Region("BR-SP"), example: nil)
    #expect(
      part.description
        == "BR-SP is part of Brazil (BR), whose people live in several UTC offsets, so the "
        + "region does not say which time zone the bill's time is in")
    #expect(
      part.recoverySuggestion
        == "Name the time zone (an IANA name such as America/Sao_Paulo), or map BR-SP to a zone "
        + "in the catalog's \"timeZones\".")
  }

  @Test("Without any zone, an instant at an offset keeps its own wall time")
  func writtenOffset() throws {
    let resolved = try Self.resolver().localTime(
      of: Self.closingAtOffset, timeZone: nil, region: nil)
    #expect(resolved.localTime.description == "2026-11-28T01:15")
    #expect(resolved.timeZone == nil)
    #expect(resolved.source == .writtenOffset)
  }

  @Test("Without any zone, an instant in UTC is refused")
  func utcWithoutZone() throws {
    #expect(throws: TimeZoneError.utcWithoutZone(Instant(secondsSince1970: 1_795_846_500))) {
      try Self.resolver().localTime(of: Self.closing, timeZone: nil, region: nil)
    }
    // A territory the tz database gives no zone is no source either.
    #expect(throws: TimeZoneError.self) {
      try Self.resolver().localTime(of: Self.closing, timeZone: nil, region: try Region("BV"))
    }
  }

  @Test("Now is read in the named zone, else the region's, else the system's")
  func now() throws {
    let now = Instant(secondsSince1970: 1_795_846_509)
    let named = try Self.resolver().localTime(
      of: .now, timeZone: "Asia/Tokyo", region: try Region("DE"), now: now)
    #expect(named.localTime.description == "2026-11-28T15:15:09")
    let regional = try Self.resolver().localTime(
      of: .now, timeZone: nil, region: try Region("DE"), now: now)
    #expect(regional.localTime.description == "2026-11-28T07:15:09")
    let kathmandu = try #require(TimeZone(secondsFromGMT: 20_700))
    let resolver = TimeZoneResolver(systemTimeZone: .success(kathmandu))
    let system = try resolver.localTime(of: .now, timeZone: nil, region: nil, now: now)
    #expect(system.source == .system)
    #expect(system.timeZone == kathmandu)
    #expect(system.localTime.description == "2026-11-28T12:00:09")
    let unreadable = TimeZoneResolver(systemTimeZone: .failure(.unreadableTZ("EST5EDT")))
    #expect(throws: TimeZoneError.unreadableTZ("EST5EDT")) {
      try unreadable.localTime(of: .now, timeZone: nil, region: nil, now: now)
    }
    // Only when it is needed: a region's zone comes first.
    let settled = try unreadable.localTime(
      of: .now, timeZone: nil, region: try Region("DE"), now: now)
    #expect(settled.localTime.description == "2026-11-28T07:15:09")
  }

  @Test(
    "The system zone is TZ as the C library reads it: an IANA name or path, or a fixed offset",
    arguments: [
      ("Asia/Tokyo", "Asia/Tokyo", 32_400), (":Asia/Tokyo", "Asia/Tokyo", 32_400),
      ("/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo", 32_400),
      (":/usr/share/zoneinfo/posix/Europe/Berlin", "Europe/Berlin", 3_600),
      ("UTC", "Etc/UTC", 0), ("", "Etc/UTC", 0), ("Etc/GMT+3", "Etc/GMT+3", -10_800),
      // POSIX counts hours west of UTC: UTC-3 is three hours east.
      ("UTC-3", nil, 10_800), ("JST-9", nil, 32_400), ("<+0545>-5:45", nil, 20_700),
      ("<-03>3", nil, -10_800), ("XYZ+4:30:00", nil, -16_200), ("UTC0", nil, 0),
    ] as [(String, String?, Int)])
  func systemZoneFromTZ(tz: String, identifier: String?, offset: Int) throws {
    let zone = try TimeZoneResolver.systemTimeZone(tz: tz)
    if let identifier { #expect(zone.identifier == identifier) }
    // 2026-11-28T06:15Z: no daylight saving in Tokyo, none in Berlin in November.
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_846_500)) == offset)
  }

  @Test(
    "A TZ that is neither a zone name nor one fixed offset is refused, never read as UTC",
    arguments: [
      "EST5EDT", "EST5EDT,M3.2.0,M11.1.0", "America/New_Yrok", "PST", "UTC+25", "U-3", "<+05>",
      "UTC-3junk", ":",
    ])
  func unreadableTZ(tz: String) {
    // ":" alone names no zone either: only an empty TZ is UTC.
    #expect(throws: TimeZoneError.unreadableTZ(tz)) {
      try TimeZoneResolver.systemTimeZone(tz: tz)
    }
  }

  @Test("A wall time is kept as given: no zone is looked for, even in a region of several")
  func wallTime() throws {
    let wall = try LocalDateTime("2026-11-27T22:30")
    let kept = try Self.resolver().localTime(
      of: .local(wall), timeZone: nil, region: try Region("US"))
    #expect(kept == ResolvedLocalTime(localTime: wall, timeZone: nil, source: .wallTime))
    let named = try Self.resolver().localTime(
      of: .local(wall), timeZone: "America/Chicago", region: try Region("US"))
    #expect(named.localTime == wall)
    #expect(named.timeZone?.identifier == "America/Chicago")
  }

  @Test(
    "An unknown zone name is refused with the nearest known name",
    arguments: [
      ("America/New_Yrok", "America/New_York"), ("Europe/Berln", "Europe/Berlin"),
      ("america/new_york", "America/New_York"), ("Mars/Olympus_Mons", nil), ("", nil),
    ])
  func unknownZone(name: String, suggestion: String?) throws {
    #expect(throws: TimeZoneError.unknownZone(name, suggestion: suggestion)) {
      try Self.resolver().localTime(of: Self.closing, timeZone: name, region: nil)
    }
  }

  @Test("Every region of the table is an ISO 3166 code and every zone one Foundation knows")
  func table() throws {
    #expect(RegionTimeZones.zones.count > 250)
    for (code, zone) in RegionTimeZones.zones {
      #expect((try? Region(code))?.code == code, "\(code)")
      #expect(TimeZone(identifier: zone) != nil, "\(code): \(zone)")
      #expect(!RegionTimeZones.severalOffsets.contains(code), "\(code)")
    }
    for code in RegionTimeZones.severalOffsets {
      #expect((try? Region(code))?.code == code, "\(code)")
      // Each subdivision of several offsets has its principal zone, to quote.
      if code.contains("-") {
        #expect(RegionTimeZones.principalZones[code].flatMap(TimeZone.init(identifier:)) != nil)
      }
    }
    #expect(Set(RegionTimeZones.principalZones.keys).isSubset(of: RegionTimeZones.severalOffsets))
  }
}
