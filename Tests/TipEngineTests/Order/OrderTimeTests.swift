import Testing
import TipEngine

/// `--at` and its kin: a wall time, an instant in UTC or at an offset, or now.
@Suite("Order times: wall times, instants and now")
struct OrderTimeTests {
  /// 2026-11-28T06:15:00Z.
  static let closing = Instant(secondsSince1970: 1_795_846_500)

  /// The wall time `text`, with `second`.
  static func wall(_ text: String, second: Int = 0) throws -> OrderTime {
    var time = try LocalDateTime(text)
    time.second = second
    return .local(time)
  }

  @Test(
    "Each form reads as its wall time or instant",
    arguments: [
      ("2026-11-27T22:30", try wall("2026-11-27T22:30")),
      ("2026-11-27T22:30:00", try wall("2026-11-27T22:30")),
      ("2026-11-27T22:30:05", try wall("2026-11-27T22:30", second: 5)),
      ("2026-11-28T06:15Z", OrderTime.instant(closing, utcOffset: nil)),
      ("2026-11-28T06:15:00Z", .instant(closing, utcOffset: nil)),
      ("2026-11-28T06:15:00.750Z", .instant(closing, utcOffset: nil)),
      ("2026-11-28T01:15:00-05:00", .instant(closing, utcOffset: -18_000)),
      ("2026-11-28T01:15-0500", .instant(closing, utcOffset: -18_000)),
      ("2026-11-28T01:15-05", .instant(closing, utcOffset: -18_000)),
      ("2026-11-28T11:45+05:30", .instant(closing, utcOffset: 19_800)),
      ("2026-11-28T06:15+00:00", .instant(closing, utcOffset: 0)),
      ("2026-11-28T06:15:09Z", .instant(Instant(secondsSince1970: 1_795_846_509), utcOffset: nil)),
      ("now", .now),
    ])
  func reads(text: String, expected: OrderTime) throws {
    #expect(try OrderTime(text) == expected)
  }

  @Test(
    "Text of another form is not a time at all",
    arguments: [
      "", "tomorrow", "NOW", "2026-11-28 06:15", "2026-11-28T6:15", "2026-11-28T06:15:0",
      "2026-11-28T06:15:00.", "2026-11-28T06:15Z+01:00", "2026-11-28T06:15+5",
      "2026-11-28T06:15-05:0", "2026-11-28T06:15 Z", "2026-11-28", "26-11-28T06:15",
    ])
  func refusesOtherForms(text: String) {
    #expect(throws: OrderError.unrecognizedTime(text)) { try OrderTime(text) }
  }

  @Test(
    "A well-formed date, time or offset that does not exist says why",
    arguments: [
      ("2026-02-30T12:00", "that month has 28 days"),
      ("2026-11-28T24:00Z", "the hour must be 00 to 23 and the minute 00 to 59"),
      ("2026-11-28T06:15:60", "the hour must be 00 to 23, the minute and the second 00 to 59"),
      ("2026-11-28T06:15+24:00", "a UTC offset must be −23:59 to +23:59"),
    ])
  func refusesImpossibleValues(text: String, reason: String) {
    #expect {
      try OrderTime(text)
    } throws: { error in
      switch error as? OrderError {
      case .invalidDate(_, let found), .invalidTime(_, let found): return found == reason
      default: return false
      }
    }
  }

  @Test("A wall time shows its seconds only when they are not zero")
  func secondsInDescription() throws {
    var time = try LocalDateTime("2026-11-27T22:30")
    #expect(time.description == "2026-11-27T22:30")
    time.second = 5
    #expect(time.description == "2026-11-27T22:30:05")
    time.second = 59
    #expect(time.description == "2026-11-27T22:30:59")
    #expect(try LocalDateTime("2026-11-27T22:30") < time)
  }

  @Test("A bill keeps the minute of a wall time with seconds, as its rules match minutes")
  func billKeepsMinutes() throws {
    var bill = try orderBillAt("2026-11-27T22:30")
    var time = try LocalDateTime("2026-11-27T22:30")
    time.second = 45
    bill.localTime = time
    #expect(bill.localTime == (try LocalDateTime("2026-11-27T22:30")))
  }

  /// A bill at `text`.
  private func orderBillAt(_ text: String) throws -> Bill {
    var bill = Bill(subtotal: try Money("50", currency: .usd))
    bill.localTime = try LocalDateTime(text)
    return bill
  }
}
