import Foundation
import TipJSON

/// Which names are time zones: IANA names, and the abbreviations people write instead.
///
/// Foundation's `TimeZone(identifier:)` reads more than IANA names: abbreviations such as `PST`
/// (as Los Angeles, so that July's clocks are UTC−7, not PST's −8), `BST` (as Bangladesh, not
/// British Summer Time), `GMT+5`, and names such as `EST5EDT` or `Japan`. A time zone here is
/// an IANA name of the form Area/Location (`America/New_York`, `Etc/UTC`) that Foundation knows,
/// or `UTC` or `GMT`. `TimeZone.knownTimeZoneIdentifiers` is not the test: on Linux it lists
/// ICU's names (`Asia/Calcutta`) and not the tz database's current ones (`Asia/Kolkata`).
enum TimeZoneNames {
  /// The zone called `name`, if it is an IANA name.
  ///
  /// `UTC` is read as `Etc/UTC`, the zone it links to: Foundation reports `TimeZone(identifier:
  /// "UTC")` as `GMT`, another name.
  static func zone(named name: String) -> TimeZone? {
    // Per bill in a batch: one scan of the bytes before Foundation's own lookup.
    if name.utf8.contains(UInt8(ascii: "/")) {
      // ICU's SystemV zones were dropped from the tz database.
      guard !name.hasPrefix("SystemV/") else { return nil }
      return TimeZone(identifier: name)
    }
    switch name {
    case "UTC": return TimeZone(identifier: "Etc/UTC")
    case "GMT": return TimeZone(identifier: name)
    default: return nil
    }
  }

  /// Why `name` is not a zone: an abbreviation of the table, or an unknown name with the
  /// nearest IANA name.
  static func refusal(of name: String) -> TimeZoneError {
    if abbreviations[name.uppercased()] != nil { return .abbreviation(name) }
    return .unknownZone(name, suggestion: TipJSON.suggestion(for: name, among: suggestible))
  }

  /// The names a misspelt one may be meant as: Foundation's, the table's zones (some of which,
  /// such as `Asia/Kolkata`, Foundation does not list) and `UTC`.
  static let suggestible: [String] = {
    let names = Set(TimeZone.knownTimeZoneIdentifiers)
      .union(RegionTimeZones.zones.values).union(["UTC", "Etc/UTC"])
    return names.sorted()
  }()

  /// What an abbreviation people write for a zone stands for.
  struct Abbreviation {
    /// The zones that go by it, the likeliest first.
    var zones: [String]
    /// The one UTC offset it stands for, when its only zone follows daylight saving and so is
    /// at that offset for part of the year only; `nil` otherwise.
    var fixedOffset: String?

    init(_ zones: String..., fixedOffset: String? = nil) {
      self.zones = zones
      self.fixedOffset = fixedOffset
    }
  }

  /// Common abbreviations, upper-case, and the zones they stand for.
  static let abbreviations: [String: Abbreviation] = [
    "PST": Abbreviation("America/Los_Angeles", fixedOffset: "UTC−08:00"),
    "PDT": Abbreviation("America/Los_Angeles", fixedOffset: "UTC−07:00"),
    "MST": Abbreviation("America/Denver", "America/Phoenix"),
    "MDT": Abbreviation("America/Denver", fixedOffset: "UTC−06:00"),
    "CST": Abbreviation("America/Chicago", "Asia/Shanghai"),
    "CDT": Abbreviation("America/Chicago", fixedOffset: "UTC−05:00"),
    "EST": Abbreviation("America/New_York", fixedOffset: "UTC−05:00"),
    "EDT": Abbreviation("America/New_York", fixedOffset: "UTC−04:00"),
    "AKST": Abbreviation("America/Anchorage", fixedOffset: "UTC−09:00"),
    "AKDT": Abbreviation("America/Anchorage", fixedOffset: "UTC−08:00"),
    "HST": Abbreviation("Pacific/Honolulu"),
    "AST": Abbreviation("America/Halifax", "America/Puerto_Rico", "Asia/Riyadh"),
    "ADT": Abbreviation("America/Halifax", fixedOffset: "UTC−03:00"),
    "NST": Abbreviation("America/St_Johns", fixedOffset: "UTC−03:30"),
    "NDT": Abbreviation("America/St_Johns", fixedOffset: "UTC−02:30"),
    "BRT": Abbreviation("America/Sao_Paulo"),
    "ART": Abbreviation("America/Argentina/Buenos_Aires"),
    "WET": Abbreviation("Europe/Lisbon", fixedOffset: "UTC+00:00"),
    "WEST": Abbreviation("Europe/Lisbon", fixedOffset: "UTC+01:00"),
    "BST": Abbreviation("Europe/London", "Asia/Dhaka"),
    "CET": Abbreviation("Europe/Berlin", fixedOffset: "UTC+01:00"),
    "CEST": Abbreviation("Europe/Berlin", fixedOffset: "UTC+02:00"),
    "EET": Abbreviation("Europe/Athens", fixedOffset: "UTC+02:00"),
    "EEST": Abbreviation("Europe/Athens", fixedOffset: "UTC+03:00"),
    "MSK": Abbreviation("Europe/Moscow"),
    "WAT": Abbreviation("Africa/Lagos"),
    "CAT": Abbreviation("Africa/Maputo"),
    "EAT": Abbreviation("Africa/Nairobi"),
    "SAST": Abbreviation("Africa/Johannesburg"),
    "IST": Abbreviation("Asia/Kolkata", "Europe/Dublin", "Asia/Jerusalem"),
    "PKT": Abbreviation("Asia/Karachi"),
    "ICT": Abbreviation("Asia/Bangkok"),
    "WIB": Abbreviation("Asia/Jakarta"),
    "HKT": Abbreviation("Asia/Hong_Kong"),
    "SGT": Abbreviation("Asia/Singapore"),
    "JST": Abbreviation("Asia/Tokyo"),
    "KST": Abbreviation("Asia/Seoul"),
    "AWST": Abbreviation("Australia/Perth"),
    "ACST": Abbreviation("Australia/Adelaide", "Australia/Darwin"),
    "ACDT": Abbreviation("Australia/Adelaide", fixedOffset: "UTC+10:30"),
    "AEST": Abbreviation("Australia/Sydney", "Australia/Brisbane"),
    "AEDT": Abbreviation("Australia/Sydney", fixedOffset: "UTC+11:00"),
    "NZST": Abbreviation("Pacific/Auckland", fixedOffset: "UTC+12:00"),
    "NZDT": Abbreviation("Pacific/Auckland", fixedOffset: "UTC+13:00"),
  ]
}
