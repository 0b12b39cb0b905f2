import Foundation

/// A bill's local time and the time zone it was found in: what ``TimeZoneResolver`` makes of an
/// ``OrderTime``.
public struct ResolvedLocalTime: Sendable, Hashable {
  /// Where the time zone came from.
  public enum Source: Sendable, Hashable {
    /// The order gave a wall time, and no zone was named: nothing was converted.
    case wallTime
    /// The zone named by the caller (`--time-zone`).
    case named
    /// The catalog's `timeZones` entry for the region or its country.
    case catalog
    /// The region's own zone, from the library's table.
    case region
    /// No zone: the instant's wall time at the UTC offset it was written with.
    case writtenOffset
    /// No zone: `now` on the system's clock, in the system's zone.
    case system
  }

  /// The wall time where the bill is paid.
  public var localTime: LocalDateTime
  /// The zone the wall time is in, or `nil` when none was named or needed (a wall time, or an
  /// instant read at its written offset).
  public var timeZone: TimeZone?
  /// Where ``timeZone`` came from.
  public var source: Source

  /// A resolved time.
  public init(localTime: LocalDateTime, timeZone: TimeZone?, source: Source) {
    self.localTime = localTime
    self.timeZone = timeZone
    self.source = source
  }
}
