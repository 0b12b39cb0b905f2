import Testing
import TipEngine

@Suite("Order fields: dates, times, weekdays, channels and payments")
struct OrderFieldTests {
  @Test(
    "Dates know their weekday",
    arguments: [
      ("1970-01-01", Weekday.thursday), ("2000-02-29", .tuesday), ("2026-11-23", .monday),
      ("2026-12-25", .friday), ("2027-01-03", .sunday), ("1999-12-31", .friday),
      ("2024-02-29", .thursday), ("0001-01-01", .monday), ("9999-12-31", .friday),
    ])
  func weekdays(text: String, weekday: Weekday) throws {
    let date = try LocalDate(text)
    #expect(date.weekday == weekday)
    #expect(date.description == text)
  }

  @Test(
    "Dates that do not exist or are malformed are refused with the reason",
    arguments: [
      ("2026-02-29", "that month has 28 days"), ("2100-02-29", "that month has 28 days"),
      ("2026-13-01", "the month must be 01 to 12"), ("2026-04-31", "that month has 30 days"),
      ("0000-01-01", "the year must be 1 to 9999"), ("2026-1-01", "expected YYYY-MM-DD"),
      ("26-01-01", "expected YYYY-MM-DD"), ("2026/01/01", "expected YYYY-MM-DD"),
      ("2026-01-0x", "expected YYYY-MM-DD"),
    ])
  func invalidDates(text: String, reason: String) {
    #expect {
      try LocalDate(text)
    } throws: { error in
      guard case .invalidDate(let echoed, let why) = error as? OrderError else { return false }
      return echoed == text && why.hasPrefix(reason)
    }
  }

  @Test(
    "Times are 24-hour HH:MM",
    arguments: [("00:00", 0), ("18:30", 1110), ("23:59", 1439), ("09:05", 545)])
  func times(text: String, minute: Int) throws {
    let time = try LocalTime(text)
    #expect(time.minuteOfDay == minute)
    #expect(time.description == text)
  }

  @Test("Malformed times are refused", arguments: ["24:00", "12:60", "9:30", "1830", "ab:cd", ""])
  func invalidTimes(text: String) {
    #expect(throws: OrderError.self) { try LocalTime(text) }
  }

  @Test("Date and time together: YYYY-MM-DDTHH:MM")
  func dateTimes() throws {
    let moment = try LocalDateTime("2026-12-24T18:30")
    #expect(moment.weekday == .thursday)
    #expect(moment.time.hour == 18)
    #expect(moment.description == "2026-12-24T18:30")
    #expect(try LocalDateTime("2026-12-24T18:29") < moment)
    #expect(throws: OrderError.self) { try LocalDateTime("2026-12-24 18:30") }
    #expect(throws: OrderError.self) { try LocalDateTime("2026-12-24T25:00") }
  }

  @Test("Channels and payments read their catalog names")
  func names() {
    #expect(Channel(rawValue: "dine-in") == .dineIn)
    #expect(Channel.allCases.map(\.rawValue) == ["dine-in", "takeout", "delivery"])
    #expect(Payment.allCases.map(\.rawValue) == ["cash", "card"])
    #expect(
      OrderError.unknownChannel("dinein").description
        == "unknown channel 'dinein'; expected dine-in, takeout, delivery")
    #expect(Weekday.allCases.map(\.isoNumber) == Array(1...7))
    #expect(Weekday.sunday > .monday)
  }
}
