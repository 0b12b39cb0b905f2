import Foundation

/// A bill's time that cannot be placed in a time zone.
public enum TimeZoneError: Error, Sendable, Hashable {
  /// A name that is not an IANA time zone name Foundation knows, with the nearest such name,
  /// if any.
  case unknownZone(String, suggestion: String?)
  /// An abbreviation written for a time zone, such as `PST` or `CET`: it names no zone (and
  /// Foundation reads some with another meaning), so the IANA name of the zone is asked for.
  case abbreviation(String)
  /// A region whose people live in several UTC offsets, such as `US` (or `US-TX`); for a
  /// country, given with a subdivision of it that lies in one zone, to show the form (`nil` when
  /// none does, and for a subdivision, whose bills another subdivision would misplace).
  case severalOffsets(Region, example: Region?)
  /// An instant written in UTC (`Z`), which says nothing of where the bill is paid, with no
  /// time zone from any source.
  case utcWithoutZone(Instant)
  /// An instant whose wall time in the zone falls outside years 1 to 9999.
  case outsideCalendar(Instant)
  /// `now` with no zone from any source, on a system whose `TZ` environment variable, quoted,
  /// is neither an IANA name nor a POSIX zone of one fixed offset (see
  /// ``TimeZoneResolver/systemTimeZone(tz:)``).
  case unreadableTZ(String)
}

extension TimeZoneError: CustomStringConvertible {
  /// What was wrong, such as `unknown time zone 'America/New_Yrok'; did you mean
  /// 'America/New_York'?`.
  public var description: String {
    switch self {
    case .unknownZone(let name, let suggestion):
      let near = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "unknown time zone '\(name)'\(near)"
    case .abbreviation(let name):
      return "'\(name)' is \(abbreviationReason ?? "")"
    case .severalOffsets(let region, _):
      let country = region.country
      let whose =
        region.isSubdivision && !RegionTimeZones.severalOffsets.contains(region.code)
        ? "\(region.code) is part of \(country.name) (\(country.code)), whose people"
        : "the people of \(region.name) (\(region.code))"
      return "\(whose) live in several UTC offsets, so the region does not say which time zone "
        + "the bill's time is in"
    case .utcWithoutZone(let instant):
      return "the instant \(instant) is in UTC, and nothing says which time zone the bill is "
        + "paid in"
    case .outsideCalendar(let instant):
      return "the instant \(instant) is outside years 1 to 9999 in that time zone"
    case .unreadableTZ(let tz):
      return "the system's time zone, TZ='\(tz)', is neither an IANA name such as Asia/Tokyo "
        + "nor a POSIX zone of one fixed offset such as UTC-3"
    }
  }

  /// For a region of several UTC offsets, a zone name that fits it, to show the form in what
  /// settles it: the region's own principal zone (a subdivision's where most of its people
  /// live, `America/Toronto` for `CA-QC`; a country's capital's, `Asia/Jakarta` for `ID`); for a
  /// subdivision with none, its country's (`America/Mexico_City` for `MX-CMX`). Never another
  /// country's zone: every such region has one (the generated table's tests check it), and
  /// `Etc/UTC` stands in only for a region outside the table; `America/New_York` for an error of
  /// another kind.
  package var exampleZone: String {
    guard case .severalOffsets(let region, _) = self else { return "America/New_York" }
    let country = TimeZoneResolver.ownCountry(of: region)
    return RegionTimeZones.principalZones[region.code]
      ?? RegionTimeZones.principalZones[country.code] ?? "Etc/UTC"
  }

  /// The time zone the name was plausibly meant to be, if any: what "did you mean" names.
  public var suggestion: String? {
    guard case .unknownZone(_, let suggestion) = self else { return nil }
    return suggestion
  }
}

extension TimeZoneError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? { description }

  /// What settles the time zone, in the library's terms.
  public var recoverySuggestion: String? {
    switch self {
    case .unknownZone(_, let suggestion?): return "Did you mean '\(suggestion)'?"
    case .unknownZone:
      return "Use an IANA time zone name such as America/New_York or Europe/Berlin."
    case .abbreviation: return "Write \(nameToWrite ?? "an IANA name")."
    case .severalOffsets(let region, let example):
      let subdivision = example.map { ", a subdivision that lies in one zone such as \($0.code)" }
      return "Name the time zone (an IANA name such as \(exampleZone))\(subdivision ?? ""), "
        + "or map \(region.code) to a zone in the catalog's \"timeZones\"."
    case .utcWithoutZone:
      return "Name the time zone, give the bill's region, write the instant with its UTC offset "
        + "(such as -05:00), or map the region to a zone in the catalog's \"timeZones\"."
    case .outsideCalendar: return "Give an instant between years 1 and 9999."
    case .unreadableTZ:
      return "Name the time zone, give the bill's region, or set TZ to an IANA name such as "
        + "America/New_York."
    }
  }
}

extension TimeZoneError {
  /// What an abbreviation is, without quoting it: `an abbreviation, not a time zone: it stands
  /// for a fixed offset, UTC−08:00, which does not follow daylight saving`; `nil` for other
  /// errors.
  package var abbreviationReason: String? {
    guard case .abbreviation(let name) = self else { return nil }
    let meaning = TimeZoneNames.abbreviations[name.uppercased()]
    if let meaning, meaning.zones.count > 1 {
      return "an abbreviation, not a time zone, and more than one zone goes by it"
    }
    guard let offset = meaning?.fixedOffset else { return "an abbreviation, not a time zone" }
    return "an abbreviation, not a time zone: it stands for a fixed offset, \(offset), which "
      + "does not follow daylight saving"
  }

  /// What to write instead of an abbreviation, for "write …" or "use …": `an IANA name such as
  /// America/Los_Angeles`, or the zones that go by it; `nil` for other errors.
  package var nameToWrite: String? {
    guard case .abbreviation(let name) = self else { return nil }
    let zones = TimeZoneNames.abbreviations[name.uppercased()]?.zones ?? ["America/New_York"]
    guard zones.count > 1 else { return "an IANA name such as \(zones[0])" }
    return "the IANA name of the zone meant, such as "
      + zones.dropLast().joined(separator: ", ") + " or \(zones[zones.count - 1])"
  }

  /// The zone called `name`, an IANA name (`America/New_York`, `UTC`; see ``TimeZoneNames``).
  ///
  /// - Throws: ``abbreviation(_:)`` for an abbreviation such as `PST`;
  ///   ``unknownZone(_:suggestion:)`` with the nearest IANA name for another name.
  static func zone(named name: String) throws(TimeZoneError) -> TimeZone {
    guard let zone = TimeZoneNames.zone(named: name) else {
      throw TimeZoneNames.refusal(of: name)
    }
    return zone
  }
}
