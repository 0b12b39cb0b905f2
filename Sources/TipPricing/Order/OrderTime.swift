/// When a bill is paid, as an order gives it: a wall time where it is paid, an instant, or now.
///
/// ```swift
/// try OrderTime("2026-11-27T22:30")            // .local: the store's wall time
/// try OrderTime("2026-11-28T06:15Z")           // .instant, in UTC
/// try OrderTime("2026-11-28T01:15:00-05:00")   // .instant, written at −05:00
/// try OrderTime("now")                         // .now: the system clock
/// ```
///
/// An instant becomes the bill's ``LocalDateTime`` in a time zone:
/// ``TimeZoneResolver/localTime(of:timeZone:region:now:)`` says which.
public enum OrderTime: Sendable, Hashable {
  /// A wall time where the bill is paid, `2026-11-27T22:30` or `2026-11-27T22:30:05`.
  case local(LocalDateTime)
  /// An instant and the UTC offset it was written with, in seconds east of UTC, or `nil` when
  /// it was written in UTC with `Z` (which says nothing of where the bill is paid).
  case instant(Instant, utcOffset: Int?)
  /// The system clock's instant when the time is resolved.
  case now

  /// Parses `YYYY-MM-DDTHH:MM`, optionally with `:SS` (and a fraction of a second, which is
  /// dropped), then optionally `Z` or an offset `±HH:MM` (or `±HHMM`, `±HH`); or `now`.
  ///
  /// - Throws: ``OrderError/unrecognizedTime(_:)`` for text of another form;
  ///   ``OrderError/invalidDate(_:reason:)`` or ``OrderError/invalidTime(_:reason:)`` for a date,
  ///   time or offset that does not exist (`2026-02-30T12:00`, `2026-11-28T06:15+25:00`), with
  ///   the date (`2026-02-30`) or the time of day (`06:15:60`) alone when it is the one that does
  ///   not exist.
  public init(_ text: String) throws(OrderError) {
    if text == "now" {
      self = .now
      return
    }
    let bytes = Array(text.utf8)
    guard var reader = OrderTime.Reader(bytes: bytes),
      let year = reader.number(4), reader.skip("-"), let month = reader.number(2),
      reader.skip("-"), let day = reader.number(2), reader.skip("T"),
      let hour = reader.number(2), reader.skip(":"), let minute = reader.number(2)
    else { throw .unrecognizedTime(text) }
    var second = 0
    if reader.skip(":") {
      guard let value = reader.number(2) else { throw .unrecognizedTime(text) }
      second = value
      if reader.skip(".") {
        guard reader.skipDigits() else { throw .unrecognizedTime(text) }
      }
    }
    let offset = try reader.offset(in: text)
    guard reader.isAtEnd else { throw .unrecognizedTime(text) }
    let date = try LocalDate(year: year, month: month, day: day)
    guard hour < 24, minute < 60, second < 60 else {
      let seconds = bytes.count > 16 && bytes[16] == UInt8(ascii: ":")
      // The time of day alone is quoted, as a date that does not exist is quoted alone.
      throw .invalidTime(
        String(decoding: bytes[11..<(seconds ? 19 : 16)], as: UTF8.self),
        reason: seconds
          ? "the hour must be 00 to 23, the minute and the second 00 to 59"
          : "the hour must be 00 to 23 and the minute 00 to 59")
    }
    let wall = LocalDateTime(
      date: date, time: LocalTime(minutes: UInt16(hour * 60 + minute)), second: second)
    switch offset {
    case .none: self = .local(wall)
    case .utc: self = .instant(Instant(localTime: wall, utcOffset: 0), utcOffset: nil)
    case .seconds(let seconds):
      self = .instant(Instant(localTime: wall, utcOffset: seconds), utcOffset: seconds)
    }
  }

  /// Whether `text` is `now` or has the form of an instant — `YYYY-MM-DDTHH:MM`, optionally with
  /// `:SS` and a fraction, then `Z` or an offset — whether or not its date, time and offset
  /// exist: `2026-02-30T10:00Z` has it, a wall time `2026-11-28T06:15` does not.
  package static func hasInstantForm(_ text: String) -> Bool {
    if text == "now" { return true }
    guard var reader = Reader(bytes: Array(text.utf8)), reader.number(4) != nil,
      reader.skip("-"), reader.number(2) != nil, reader.skip("-"), reader.number(2) != nil,
      reader.skip("T"), reader.number(2) != nil, reader.skip(":"), reader.number(2) != nil
    else { return false }
    if reader.skip(":") {
      guard reader.number(2) != nil else { return false }
      if reader.skip("."), !reader.skipDigits() { return false }
    }
    if reader.skip("Z") { return reader.isAtEnd }
    guard reader.skip("+") || reader.skip("-"), reader.number(2) != nil else { return false }
    _ = reader.skip(":")
    return reader.isAtEnd || (reader.number(2) != nil && reader.isAtEnd)
  }

  /// What follows the time: nothing, `Z`, or a number of seconds east of UTC.
  private enum Offset {
    case none
    case utc
    case seconds(Int)
  }

  /// Reads the text byte by byte.
  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init?(bytes: [UInt8]) {
      guard !bytes.isEmpty else { return nil }
      self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Skips `character` when it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Reads `count` decimal digits.
    mutating func number(_ count: Int) -> Int? {
      guard index + count <= bytes.count,
        let value = LocalDate.number(bytes[index..<index + count])
      else { return nil }
      index += count
      return value
    }

    /// Skips one or more digits.
    mutating func skipDigits() -> Bool {
      let start = index
      while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
      return index > start
    }

    /// Reads `Z`, `±HH:MM`, `±HHMM` or `±HH`, if any.
    mutating func offset(in text: String) throws(OrderError) -> Offset {
      if skip("Z") { return .utc }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return .none
      }
      guard let hours = number(2) else { throw .unrecognizedTime(text) }
      var minutes = 0
      if skip(":") {
        guard let value = number(2) else { throw .unrecognizedTime(text) }
        minutes = value
      } else if index < bytes.count {
        guard let value = number(2) else { throw .unrecognizedTime(text) }
        minutes = value
      }
      guard hours < 24, minutes < 60 else {
        throw .invalidTime(text, reason: "a UTC offset must be −23:59 to +23:59")
      }
      return .seconds(sign * (hours * 3600 + minutes * 60))
    }
  }
}
