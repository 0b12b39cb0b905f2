import Foundation
import Testing
import TipEngine
import TipTestSupport

/// Instants become wall times exactly, at daylight-saving changes and across midnight.
@Suite("Instants to wall times across daylight-saving changes and midnight")
struct InstantConversionTests {
  /// The instant written `text` (which must be an instant).
  static func instant(_ text: String) throws -> Instant {
    guard case .instant(let instant, _) = try OrderTime(text) else {
      throw OrderError.unrecognizedTime(text)
    }
    return instant
  }

  /// The wall time of `text` in the zone `zone`.
  static func wall(_ text: String, in zone: String) throws -> String {
    let timeZone = try #require(TimeZone(identifier: zone))
    return try LocalDateTime(instant: instant(text), timeZone: timeZone).description
  }

  @Test(
    "Spring forward: the hour clocks skip is never a wall time",
    arguments: [
      ("America/New_York", "2026-03-08T06:59:59Z", "2026-03-08T01:59:59"),
      ("America/New_York", "2026-03-08T07:00Z", "2026-03-08T03:00"),
      ("America/New_York", "2026-03-08T07:30Z", "2026-03-08T03:30"),
      ("Europe/Berlin", "2026-03-29T00:30Z", "2026-03-29T01:30"),
      ("Europe/Berlin", "2026-03-29T00:59:59Z", "2026-03-29T01:59:59"),
      ("Europe/Berlin", "2026-03-29T01:00Z", "2026-03-29T03:00"),
      ("Australia/Sydney", "2026-10-03T15:30Z", "2026-10-04T01:30"),
      ("Australia/Sydney", "2026-10-03T15:59:59Z", "2026-10-04T01:59:59"),
      ("Australia/Sydney", "2026-10-03T16:00Z", "2026-10-04T03:00"),
    ])
  func springForward(zone: String, instant: String, expected: String) throws {
    #expect(try Self.wall(instant, in: zone) == expected)
  }

  @Test(
    "Fall back: both instants of the repeated hour map to their own wall time",
    arguments: [
      ("America/New_York", "2026-11-01T05:30Z", "2026-11-01T06:30Z", "2026-11-01T01:30"),
      ("America/New_York", "2026-11-01T05:00Z", "2026-11-01T06:00Z", "2026-11-01T01:00"),
      ("Europe/Berlin", "2026-10-25T00:30Z", "2026-10-25T01:30Z", "2026-10-25T02:30"),
      ("Australia/Sydney", "2026-04-04T15:30Z", "2026-04-04T16:30Z", "2026-04-05T02:30"),
    ])
  func fallBack(zone: String, first: String, second: String, expected: String) throws {
    #expect(try Self.wall(first, in: zone) == expected)
    #expect(try Self.wall(second, in: zone) == expected)
    // An hour apart as instants, the same wall time: the zone's offset at each instant differs.
    #expect(
      try Self.instant(second).secondsSince1970 - Self.instant(first).secondsSince1970 == 3_600)
  }

  @Test(
    "After the repeated hour, wall time goes on from standard time",
    arguments: [
      ("America/New_York", "2026-11-01T07:00Z", "2026-11-01T02:00"),
      ("Europe/Berlin", "2026-10-25T02:00Z", "2026-10-25T03:00"),
      ("Australia/Sydney", "2026-04-04T17:00Z", "2026-04-05T03:00"),
    ])
  func afterFallBack(zone: String, instant: String, expected: String) throws {
    #expect(try Self.wall(instant, in: zone) == expected)
  }

  @Test(
    "An instant near midnight falls on the zone's own date",
    arguments: [
      ("America/New_York", "2026-11-28T05:15Z", "2026-11-28T00:15"),
      ("America/New_York", "2026-11-28T04:59:59Z", "2026-11-27T23:59:59"),
      ("Australia/Sydney", "2026-11-27T13:15Z", "2026-11-28T00:15"),
      ("Europe/Berlin", "2026-12-31T23:30Z", "2027-01-01T00:30"),
      ("Australia/Sydney", "2026-12-31T13:30Z", "2027-01-01T00:30"),
      ("Europe/Berlin", "2028-02-28T23:30Z", "2028-02-29T00:30"),
    ])
  func midnight(zone: String, instant: String, expected: String) throws {
    #expect(try Self.wall(instant, in: zone) == expected)
  }

  @Test(
    "An instant read at an offset, and back, is the same instant",
    arguments: [
      (Int64(0), 0, "1970-01-01T00:00"), (-1, 0, "1969-12-31T23:59:59"),
      (951_782_400, 0, "2000-02-29T00:00"), (1_795_846_500, -18_000, "2026-11-28T01:15"),
      (-62_135_596_800, 0, "0001-01-01T00:00"), (253_402_300_799, 0, "9999-12-31T23:59:59"),
    ])
  func offsetRoundTrip(seconds: Int64, offset: Int, expected: String) throws {
    let instant = Instant(secondsSince1970: seconds)
    let wall = try LocalDateTime(instant: instant, utcOffset: offset)
    #expect(wall.description == expected)
    #expect(Instant(localTime: wall, utcOffset: offset) == instant)
  }

  @Test("Every day from 1601 to 2400 converts and back, with Foundation's Gregorian calendar")
  func everyDay() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var seconds: Int64 = -11_644_473_600  // 1601-01-01
    while seconds < 13_569_465_600 {  // 2400-01-01
      let wall = try LocalDateTime(instant: Instant(secondsSince1970: seconds), utcOffset: 0)
      let parts = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
      #expect(
        [wall.date.year, wall.date.month, wall.date.day] == [parts.year, parts.month, parts.day])
      #expect(Instant(localTime: wall, utcOffset: 0).secondsSince1970 == seconds)
      seconds += 86_400 * 29 + 3_661
    }
  }

  @Test(
    "An instant is written in ISO 8601 in UTC, with an expanded year outside 0 to 9999",
    arguments: [
      (1_795_846_500, "2026-11-28T06:15:00Z"), (-1, "1969-12-31T23:59:59Z"),
      (253_402_387_080, "+010000-01-01T23:58:00Z"), (-62_135_596_800, "0001-01-01T00:00:00Z"),
      (-62_135_596_801, "0000-12-31T23:59:59Z"), (-62_198_755_200, "-000001-01-01T00:00:00Z"),
    ] as [(Int64, String)])
  func instantDescription(seconds: Int64, text: String) {
    #expect(Instant(secondsSince1970: seconds).description == text)
    // The extremes are written too, never as a count of seconds.
    #expect(!Instant(secondsSince1970: .max).description.contains("since"))
    #expect(Instant(secondsSince1970: .min).description.hasPrefix("-"))
  }

  @Test(
    "An instant's form is told by its shape, whether or not the instant exists",
    arguments: [
      ("2026-11-28T06:15Z", true), ("2026-02-30T10:00Z", true), ("now", true),
      ("2026-11-28T06:15:00.125-05:00", true), ("2026-11-28T06:15+0530", true),
      ("2026-11-28T06:15+24:00", true), ("2026-11-28T06:15-05", true),
      ("2026-11-28T06:15", false), ("2026-02-30T10:00", false), ("2026-11-28T06:15Zx", false),
      ("2026-11-28T06:15+5", false), ("tomorrow", false), ("", false), ("NOW", false),
    ])
  func instantForm(text: String, isInstant: Bool) {
    #expect(OrderTime.hasInstantForm(text) == isInstant)
  }

  @Test("A wall time outside years 1 to 9999 is refused")
  func outsideCalendar() {
    #expect(throws: OrderError.self) {
      try LocalDateTime(instant: Instant(secondsSince1970: 253_402_300_800), utcOffset: 0)
    }
    #expect(throws: OrderError.self) {
      try LocalDateTime(instant: Instant(secondsSince1970: .max), utcOffset: 3_600)
    }
  }

  @Test(
    "A Friday-night window holds for an instant that is Friday night where the bill is paid",
    arguments: [
      ("America/New_York", "2026-11-28T06:15Z", true),  // Sat 01:15: Friday's window
      ("Europe/Berlin", "2026-11-28T06:15Z", false),  // Sat 07:15
      ("Australia/Sydney", "2026-11-27T13:15Z", true),  // Sat 00:15
      ("Australia/Sydney", "2026-11-28T06:15Z", false),  // Sat 17:15
      ("America/New_York", "2026-11-28T02:59Z", false),  // Fri 21:59
      ("America/New_York", "2026-11-28T03:00Z", true),  // Fri 22:00
      ("America/New_York", "2026-11-28T07:00Z", false),  // Sat 02:00
    ])
  func windowByDay(zone: String, instant: String, holds: Bool) throws {
    var condition = BillCondition()
    condition.days = [.friday]
    condition.time = try TimeWindow(from: LocalTime("22:00"), until: LocalTime("02:00"))
    var bill = try orderBill()
    bill.localTime = try LocalDateTime(
      instant: Self.instant(instant), timeZone: #require(TimeZone(identifier: zone)))
    #expect(condition.holds(for: bill) == holds)
  }

  @Test(
    "On the night clocks fall back, both 01:30s are in Saturday's window and 02:00 is not",
    arguments: [
      ("2026-11-01T05:30Z", true), ("2026-11-01T06:30Z", true), ("2026-11-01T06:59Z", true),
      ("2026-11-01T07:00Z", false),
    ])
  func windowAcrossFallBack(instant: String, holds: Bool) throws {
    var condition = BillCondition()
    condition.days = [.saturday]
    condition.time = try TimeWindow(from: LocalTime("22:00"), until: LocalTime("02:00"))
    var bill = try orderBill()
    bill.localTime = try LocalDateTime(
      instant: Self.instant(instant), timeZone: #require(TimeZone(identifier: "America/New_York")))
    #expect(condition.holds(for: bill) == holds)
  }
}
