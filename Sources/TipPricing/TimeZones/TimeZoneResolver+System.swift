import Foundation

extension TimeZoneResolver {
  /// The system's time zone, which `now` is read in when no other source gives one: the zone
  /// the `TZ` environment variable `tz` names, as the C library reads it, or the machine's own
  /// zone when `tz` is `nil` (not set).
  ///
  /// Foundation reads `TZ` otherwise: `UTC-3` as three hours *behind* UTC, and `:Asia/Tokyo`
  /// or `<+0545>-5:45` as UTC, silently. Here, after a leading `:` is dropped:
  /// - an IANA name (`Asia/Tokyo`, `UTC`), or the path of one under a `zoneinfo` directory
  ///   (`/usr/share/zoneinfo/Asia/Tokyo`), is that zone;
  /// - a POSIX zone of one fixed offset, with no daylight-saving rule (`JST-9`, `UTC-3`,
  ///   `<+0545>-5:45`), is that offset, with POSIX's sign: hours *west* of UTC, so `UTC-3` is
  ///   UTC+03:00;
  /// - an empty `TZ` is UTC, as for the C library.
  ///
  /// - Throws: ``TimeZoneError/unreadableTZ(_:)`` for anything else, such as a POSIX zone with
  ///   a daylight-saving rule (`EST5EDT`) or an abbreviation: the bill's zone is then asked for,
  ///   never guessed.
  public static func systemTimeZone(tz: String?) throws(TimeZoneError) -> TimeZone {
    guard let tz else { return TimeZone.current }
    if tz.isEmpty, let utc = TimeZone(identifier: "Etc/UTC") { return utc }
    let value = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    if let zone = TimeZoneNames.zone(named: zoneinfoName(value)) { return zone }
    if let seconds = posixFixedOffset(value), let zone = TimeZone(secondsFromGMT: seconds) {
      return zone
    }
    throw .unreadableTZ(tz)
  }

  /// The system's time zone of this process, by its `TZ` (see ``systemTimeZone(tz:)``), or why
  /// there is none: read once, when first asked for.
  public static let processTimeZone = Result { () throws(TimeZoneError) in
    try systemTimeZone(tz: ProcessInfo.processInfo.environment["TZ"])
  }

  /// The IANA name in `path`, the path of a zone file (`/usr/share/zoneinfo/Asia/Tokyo`,
  /// `/usr/share/zoneinfo/posix/Asia/Tokyo`); `path` itself when it is not under a `zoneinfo`
  /// directory.
  static func zoneinfoName(_ path: String) -> String {
    guard path.hasPrefix("/"), let directory = path.range(of: "/zoneinfo/") else { return path }
    let name = path[directory.upperBound...]
    return String(name.hasPrefix("posix/") ? name.dropFirst(6) : name)
  }

  /// The seconds east of UTC of a POSIX `TZ` value with one fixed offset and no daylight rule:
  /// a name of three or more letters, or `<…>` quoting one with digits and signs, then
  /// `[+|-]hh[:mm[:ss]]` hours west of UTC (0 to 24); `nil` for any other text.
  static func posixFixedOffset(_ value: String) -> Int? {
    var rest = Substring(value)
    if rest.hasPrefix("<") {
      guard let close = rest.firstIndex(of: ">") else { return nil }
      let name = rest[rest.index(after: rest.startIndex)..<close]
      guard name.count >= 3,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-") })
      else { return nil }
      rest = rest[rest.index(after: close)...]
    } else {
      let name = rest.prefix { $0.isASCII && $0.isLetter }
      guard name.count >= 3 else { return nil }
      rest = rest.dropFirst(name.count)
    }
    var sign = 1
    if let first = rest.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }
      )
    else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard numbers[0] <= 24, numbers.dropFirst().allSatisfy({ $0 <= 59 }) else { return nil }
    let west =
      numbers[0] * 3_600 + (numbers.count > 1 ? numbers[1] * 60 : 0)
      + (numbers.count > 2 ? numbers[2] : 0)
    return -sign * west
  }
}
