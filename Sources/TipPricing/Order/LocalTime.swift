/// A wall-clock time of day, to the minute, 24-hour: `18:30`.
public struct LocalTime: Sendable, Hashable, Comparable {
  /// Minutes since midnight, kept in 16 bits so that a bill carrying a time stays small.
  let minutes: UInt16

  /// Minutes since midnight, 0 through 1439.
  public var minuteOfDay: Int { Int(minutes) }

  /// The time `minutes` after midnight, as a bill stores it.
  init(minutes: UInt16) {
    self.minutes = minutes
  }

  /// The time `hour:minute`.
  ///
  /// - Throws: ``OrderError/invalidTime(_:reason:)`` for an hour outside 0–23 or a minute outside
  ///   0–59.
  public init(hour: Int, minute: Int) throws(OrderError) {
    guard (0...23).contains(hour), (0...59).contains(minute) else {
      throw .invalidTime(
        "\(hour):\(minute)", reason: "the hour must be 00 to 23 and the minute 00 to 59")
    }
    minutes = UInt16(hour * 60 + minute)
  }

  /// Parses `HH:MM` (24-hour).
  ///
  /// - Throws: ``OrderError/invalidTime(_:reason:)`` for other text.
  public init(_ text: String) throws(OrderError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      let hour = LocalDate.number(bytes[0..<2]), let minute = LocalDate.number(bytes[3..<5])
    else {
      throw .invalidTime(text, reason: "expected HH:MM on a 24-hour clock, such as 18:30")
    }
    guard hour < 24, minute < 60 else {
      throw .invalidTime(text, reason: "the hour must be 00 to 23 and the minute 00 to 59")
    }
    minutes = UInt16(hour * 60 + minute)
  }

  /// The hour, 0 through 23.
  public var hour: Int { minuteOfDay / 60 }
  /// The minute, 0 through 59.
  public var minute: Int { minuteOfDay % 60 }

  /// Earlier times of day first.
  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    lhs.minutes < rhs.minutes
  }
}

extension LocalTime: CustomStringConvertible {
  /// `HH:MM`.
  public var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}

/// The local date and wall-clock time where a bill is paid: `2026-12-24T18:30`, or to the
/// second, `2026-12-24T18:30:15`.
///
/// Rules match the date and the time to the minute; the seconds, when an order gives them, are
/// kept for what is shown (a ``Bill`` keeps the minute only).
public struct LocalDateTime: Sendable, Hashable, Comparable {
  /// The date.
  public var date: LocalDate
  /// The time of day, to the minute.
  public var time: LocalTime
  /// The second within the minute, 0 through 59.
  public var second: Int {
    get { Int(storedSecond) }
    set { storedSecond = UInt8(clamping: min(max(newValue, 0), 59)) }
  }
  /// The second, in a byte.
  private var storedSecond: UInt8

  /// The date and time; `second` is clamped to 0 through 59.
  public init(date: LocalDate, time: LocalTime, second: Int = 0) {
    self.date = date
    self.time = time
    storedSecond = UInt8(clamping: min(max(second, 0), 59))
  }

  /// Parses `YYYY-MM-DDTHH:MM`.
  ///
  /// - Throws: ``OrderError`` for other text or a date or time that does not exist.
  public init(_ text: String) throws(OrderError) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .invalidDate(text, reason: "expected YYYY-MM-DDTHH:MM, such as 2026-12-24T18:30")
    }
    self.init(date: try LocalDate(String(parts[0])), time: try LocalTime(String(parts[1])))
  }

  /// The day of the week.
  public var weekday: Weekday { date.weekday }

  /// Earlier moments first.
  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    (lhs.date, lhs.time, lhs.storedSecond) < (rhs.date, rhs.time, rhs.storedSecond)
  }
}

extension LocalDateTime: CustomStringConvertible {
  /// `YYYY-MM-DDTHH:MM`, with `:SS` only when the second is not zero.
  public var description: String {
    guard storedSecond != 0 else { return "\(date)T\(time)" }
    return "\(date)T\(time):\(storedSecond < 10 ? "0" : "")\(storedSecond)"
  }
}
