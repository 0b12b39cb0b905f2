import Foundation

/// A point in time, to the second, independent of any time zone: what a point-of-sale export
/// writes as `2026-11-28T06:15:00Z`.
///
/// An instant is counted in whole seconds since 1970-01-01T00:00:00Z (leap seconds are not
/// counted, as in POSIX time), so it is exact and compares as an integer.
public struct Instant: Sendable, Hashable, Comparable {
  /// Whole seconds since 1970-01-01T00:00:00Z, negative before it.
  public var secondsSince1970: Int64

  /// The instant `secondsSince1970` seconds after 1970-01-01T00:00:00Z.
  public init(secondsSince1970: Int64) {
    self.secondsSince1970 = secondsSince1970
  }

  /// The instant when the wall time `localTime` is read at `utcOffset` seconds east of UTC:
  /// `2026-11-28T01:15` at −05:00 is `2026-11-28T06:15Z`.
  public init(localTime: LocalDateTime, utcOffset: Int) {
    secondsSince1970 = Int64(localTime.secondsSince1970) - Int64(utcOffset)
  }

  /// The system clock's current instant, to the whole second (truncated).
  public static var now: Instant {
    // `time` counts whole seconds: no floating point between the clock and the instant.
    Instant(secondsSince1970: Int64(time(nil)))
  }

  /// Earlier instants first.
  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }
}

extension Instant: CustomStringConvertible {
  /// The instant in UTC in ISO 8601, `YYYY-MM-DDTHH:MM:SSZ`; a year outside 0 to 9999 is
  /// written with its sign and six digits or more, as ISO 8601's expanded years
  /// (`+010000-01-01T23:58:00Z`), never as a count of seconds.
  public var description: String {
    // Whole days and the second of the day, rounded down (before 1970 too), without overflow.
    let (quotient, remainder) = secondsSince1970.quotientAndRemainder(dividingBy: 86_400)
    let days = remainder < 0 ? quotient - 1 : quotient
    let second = Int(remainder < 0 ? remainder + 86_400 : remainder)
    let civil = LocalDateTime.civilDate(daysSince1970: Int(days))
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value.magnitude)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let year =
      (0...9999).contains(civil.year)
      ? padded(civil.year, 4) : (civil.year < 0 ? "-" : "+") + padded(civil.year, 6)
    return "\(year)-\(padded(civil.month, 2))-\(padded(civil.day, 2))T\(padded(second / 3_600, 2))"
      + ":\(padded(second / 60 % 60, 2)):\(padded(second % 60, 2))Z"
  }
}
