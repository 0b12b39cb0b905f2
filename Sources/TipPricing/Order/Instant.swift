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
  /// The instant in UTC, `YYYY-MM-DDTHH:MM:SSZ`, or the count of seconds when its year is
  /// outside 1 to 9999.
  public var description: String {
    guard let utc = try? LocalDateTime(instant: self, utcOffset: 0) else {
      return "\(secondsSince1970) s since 1970"
    }
    return "\(utc.date)T\(utc.time):\(utc.second < 10 ? "0" : "")\(utc.second)Z"
  }
}
