import Foundation

extension LocalDateTime {
  /// The wall time that clocks in `timeZone` show at `instant`.
  ///
  /// The conversion is exact across daylight-saving changes: it uses the zone's UTC offset *at
  /// that instant* (Foundation's tz rules), so each instant of an hour that clocks repeat in the
  /// autumn maps to its own wall time (01:30 EDT and 01:30 EST are both `01:30`, an hour apart
  /// as instants), and no instant maps into an hour that clocks skip in the spring.
  ///
  /// ```swift
  /// let closed = Instant(secondsSince1970: 1_795_846_500)   // 2026-11-28T06:15:00Z
  /// try LocalDateTime(instant: closed, timeZone: TimeZone(identifier: "America/New_York")!)
  /// // 2026-11-28T01:15
  /// ```
  ///
  /// - Throws: ``OrderError/invalidDate(_:reason:)`` when the wall time's year is outside 1 to
  ///   9999.
  public init(instant: Instant, timeZone: TimeZone) throws(OrderError) {
    try self.init(instant: instant, utcOffset: LocalDateTime.utcOffset(of: timeZone, at: instant))
  }

  /// The wall time at `instant` where clocks are `utcOffset` seconds east of UTC.
  ///
  /// - Throws: ``OrderError/invalidDate(_:reason:)`` when the wall time's year is outside 1 to
  ///   9999.
  public init(instant: Instant, utcOffset: Int) throws(OrderError) {
    let (local, overflow) = instant.secondsSince1970.addingReportingOverflow(Int64(utcOffset))
    // Days outside this range are outside years 1 to 9999 whatever the offset.
    let limit: Int64 = 4_000_000 * 86_400
    guard !overflow, (-limit...limit).contains(local) else {
      throw .invalidDate(instant.description, reason: "the year must be 1 to 9999")
    }
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let secondOfDay = Int(local - days * 86_400)
    let civil = LocalDateTime.civilDate(daysSince1970: Int(days))
    let date = try LocalDate(year: civil.year, month: civil.month, day: civil.day)
    let time = LocalTime(minutes: UInt16(secondOfDay / 60))
    self.init(date: date, time: time, second: secondOfDay % 60)
  }

  /// The zone's offset from UTC at `instant`, in seconds east.
  static func utcOffset(of timeZone: TimeZone, at instant: Instant) -> Int {
    // An integer count of seconds converts to a `Date` exactly (it fits a Double's 53 bits).
    timeZone.secondsFromGMT(
      for: Date(timeIntervalSince1970: TimeInterval(instant.secondsSince1970)))
  }

  /// Seconds since 1970-01-01T00:00 of this wall time read as UTC.
  var secondsSince1970: Int {
    date.daysSinceEpoch * 86_400 + time.minuteOfDay * 60 + second
  }

  /// The proleptic Gregorian date `daysSince1970` days after 1970-01-01 (the inverse of
  /// ``LocalDate/daysSinceEpoch``, Howard Hinnant's civil-from-days).
  static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = daysSince1970 + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
