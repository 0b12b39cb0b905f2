import Foundation

/// Finds the time zone a bill is paid in, and its local time there.
///
/// The zone comes from, in order: the zone the caller names; then the most specific region that
/// a source settles: for a subdivision, the catalog's `timeZones` entry for it, then its own zone
/// from the library's table; then for its country, the catalog's entry, then the table's zone.
/// The table is generated from the tz database: one zone per country whose people keep one UTC
/// offset, the islands that differ, the subdivisions that are also countries (`FR-974`,
/// Réunion, is Indian/Reunion; their country, for the rest of this order, is that one, `RE`,
/// not `FR`), and the states and provinces that lie in one zone. A region whose people live in
/// several offsets (`US`, `MX`, `RU` …, or a subdivision such as `US-TX` or `FR-PF`) that no
/// source settles is refused rather than guessed. With no zone from any of these, an instant
/// written with an offset keeps its own wall time, one written in UTC (`Z`) is refused, and
/// `now` is read in the system's zone (``systemTimeZone``: by default the one `TZ` names, read
/// as the C library reads it).
///
/// ```swift
/// let resolver = try PolicyCatalog.builtIn().timeZoneResolver
/// let time = try resolver.localTime(
///   of: try OrderTime("2026-11-28T06:15Z"), timeZone: nil, region: try Region("US-NY"))
/// time.localTime            // 2026-11-28T01:15
/// time.timeZone?.identifier // "America/New_York"
/// ```
public struct TimeZoneResolver: Sendable {
  /// The catalog's zones by region code (countries and subdivisions), as validated names.
  public var catalogZones: [Region: String]

  /// The zone `now` is read in when no other source gives one, or why there is none: by
  /// default this process's, from its `TZ` (see ``systemTimeZone(tz:)``).
  public var systemTimeZone: Result<TimeZone, TimeZoneError>

  /// A resolver with the catalog's zones `catalogZones` (none by default: the table only), and
  /// `systemTimeZone` for `now` when nothing else gives a zone.
  public init(
    catalogZones: [Region: String] = [:],
    systemTimeZone: Result<TimeZone, TimeZoneError> = TimeZoneResolver.processTimeZone
  ) {
    self.catalogZones = catalogZones
    self.systemTimeZone = systemTimeZone
  }

  /// The zone of bills paid in `region`: the most specific region that some source settles.
  ///
  /// For a subdivision, the catalog's entry for it, then the table's one zone of it; then, for
  /// its country (or a country itself), the catalog's entry, then the table's zone. So a
  /// catalog's `US` entry settles `US-TX`, which the table leaves open, but does not move
  /// `US-CA` out of Los Angeles. A subdivision that is also a country (`FR-PF` is `PF`) falls
  /// back to that country, not its parent; one of several offsets in a country of one (`CN-XJ`)
  /// to the catalog's entry for its country only.
  ///
  /// - Returns: the zone and where it came from, or `nil` when no source knows the region
  ///   (an uninhabited territory).
  /// - Throws: ``TimeZoneError/severalOffsets(_:example:)`` for a region whose people live in
  ///   several UTC offsets and that no source settles.
  public func timeZone(
    for region: Region
  ) throws(TimeZoneError) -> (zone: TimeZone, source: ResolvedLocalTime.Source)? {
    let country = Self.ownCountry(of: region)
    // A subdivision of several offsets in a country of one (`CN-XJ`) does not take the country's
    // zone from the table; a catalog's entry for the country settles it, as `US` settles `US-TX`.
    let ownOffsets = region.isSubdivision && RegionTimeZones.severalOffsets.contains(region.code)
    for candidate in region.isSubdivision ? [region, country] : [region] {
      if let name = catalogZones[candidate] {
        return (try TimeZoneError.zone(named: name), .catalog)
      }
      if candidate == country && ownOffsets { continue }
      if let name = RegionTimeZones.zones[candidate.code] {
        return (try TimeZoneError.zone(named: name), .region)
      }
    }
    if RegionTimeZones.severalOffsets.contains(region.code)
      || RegionTimeZones.severalOffsets.contains(country.code)
    {
      // A subdivision is never told to take another's place: its bills are paid in it.
      throw .severalOffsets(
        region, example: region.isSubdivision ? nil : Self.settlingSubdivision(of: country))
    }
    return nil
  }

  /// The local time of `time`, and the zone it is in.
  ///
  /// A wall time is kept as it is (a named zone is checked and reported, no other is looked
  /// for); an instant and `now` are converted in the first zone found (see the type's
  /// discussion), exactly: an instant in an hour that clocks repeat maps to its own wall time.
  ///
  /// - Parameters:
  ///   - time: the order's time.
  ///   - name: an IANA time zone name that comes before every other source, or `nil` (see
  ///     ``timeZone(named:)``).
  ///   - region: where the bill is paid, if known.
  ///   - now: the instant `now` means; the system clock's by default.
  /// - Throws: ``TimeZoneError`` for an unknown name or an abbreviation, a region of several
  ///   offsets, a UTC instant with no zone, a wall time outside years 1 to 9999, or `now` with
  ///   no zone but an unreadable system one.
  public func localTime(
    of time: OrderTime, timeZone name: String?, region: Region?, now: Instant = .now
  ) throws(TimeZoneError) -> ResolvedLocalTime {
    let named = try name.map { (name) throws(TimeZoneError) in try TimeZoneError.zone(named: name) }
    let instant: Instant
    let writtenOffset: Int?
    switch time {
    case .local(let wall):
      return ResolvedLocalTime(
        localTime: wall, timeZone: named, source: named == nil ? .wallTime : .named)
    case .instant(let value, let offset): (instant, writtenOffset) = (value, offset)
    case .now: (instant, writtenOffset) = (now, nil)
    }
    let found: (zone: TimeZone, source: ResolvedLocalTime.Source)?
    if let named {
      found = (named, .named)
    } else {
      found = try region.flatMap { (region) throws(TimeZoneError) in try timeZone(for: region) }
    }
    if let found {
      return ResolvedLocalTime(
        localTime: try Self.wallTime(at: instant) { instant throws(OrderError) in
          try LocalDateTime(instant: instant, timeZone: found.zone)
        }, timeZone: found.zone, source: found.source)
    }
    if let writtenOffset {
      return ResolvedLocalTime(
        localTime: try Self.wallTime(at: instant) { instant throws(OrderError) in
          try LocalDateTime(instant: instant, utcOffset: writtenOffset)
        }, timeZone: nil, source: .writtenOffset)
    }
    guard case .now = time else { throw .utcWithoutZone(instant) }
    let system = try systemTimeZone.get()
    return ResolvedLocalTime(
      localTime: try Self.wallTime(at: instant) { instant throws(OrderError) in
        try LocalDateTime(instant: instant, timeZone: system)
      }, timeZone: system, source: .system)
  }

  /// The wall time `convert` gives for `instant`, its failure (a year outside 1 to 9999) as the
  /// resolver's error.
  private static func wallTime(
    at instant: Instant, _ convert: (Instant) throws(OrderError) -> LocalDateTime
  ) throws(TimeZoneError) -> LocalDateTime {
    do {
      return try convert(instant)
    } catch {
      throw .outsideCalendar(instant)
    }
  }

  /// The zone called `name`, an IANA time zone name that Foundation knows, such as
  /// `America/New_York`, `UTC` (reported as `Etc/UTC`, the zone it names) or `GMT`.
  ///
  /// Foundation also reads abbreviations, some with another meaning than people give them
  /// (`PST` as Los Angeles, on summer time in July; `BST` as Bangladesh): they are refused.
  ///
  /// - Throws: ``TimeZoneError/abbreviation(_:)`` for an abbreviation such as `PST` or `CET`;
  ///   ``TimeZoneError/unknownZone(_:suggestion:)`` with the nearest IANA name for another name.
  public static func timeZone(named name: String) throws(TimeZoneError) -> TimeZone {
    try TimeZoneError.zone(named: name)
  }

  /// The country whose zone `region` falls back to: a subdivision's own, or, for one that is also
  /// an ISO 3166-1 country (`FR-974` is `RE`, Réunion), that country, not its parent (`FR`).
  static func ownCountry(of region: Region) -> Region {
    RegionTimeZones.overseasCountries[region.code].flatMap { try? Region($0) } ?? region.country
  }

  /// A subdivision of `country` that the table gives one zone, to show how to settle it.
  static func settlingSubdivision(of country: Region) -> Region? {
    let prefix = country.code + "-"
    let code = RegionTimeZones.zones.keys.filter { $0.hasPrefix(prefix) }.min()
    return code.flatMap { try? Region($0) }
  }
}
