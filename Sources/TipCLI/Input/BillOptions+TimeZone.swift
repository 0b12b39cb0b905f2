import TipEngine

extension BillOptions.Order {
  /// The order's time as a local time in the bill's time zone (see ``TimeZoneResolver`` for the
  /// order of the sources), or `nil` when the order has no time.
  ///
  /// - Parameters:
  ///   - catalog: the catalog whose `timeZones` apply.
  ///   - timeZone: the `--time-zone` name, if given.
  ///   - region: the bill's region, if any.
  ///   - tz: the run's `TZ` environment variable, for `now` when nothing else gives a zone.
  /// - Throws: a data error (65) for an unknown zone, a region of several UTC offsets, a UTC
  ///   instant with no zone, or `now` with an unreadable `TZ`, saying which option or catalog
  ///   key settles it.
  func localTime(
    in catalog: PolicyCatalog, timeZone: String?, region: Region?, tz: String?
  ) throws(CLIError) -> ResolvedLocalTime? {
    do {
      guard let time else {
        // A zone named without a time is still checked: a typo is never silently ignored.
        if let timeZone { _ = try TimeZoneResolver.timeZone(named: timeZone) }
        return nil
      }
      var resolver = catalog.timeZoneResolver
      resolver.systemTimeZone = Result { () throws(TimeZoneError) in
        try TimeZoneResolver.systemTimeZone(tz: tz)
      }
      return try resolver.localTime(of: time, timeZone: timeZone, region: region)
    } catch {
      throw BillOptions.Order.presented(error)
    }
  }

  /// The error for people, with the options and catalog key that settle it.
  static func presented(_ error: TimeZoneError) -> CLIError {
    let at = BillOptions.at.option.usageLabel
    let zone = BillOptions.timeZone.usageLabel
    switch error {
    case .unknownZone(let name, _):
      let fix =
        error.suggestion.map { " Did you mean '\($0)'?" }
        ?? " Use an IANA name such as America/New_York."
      return CLIError.dataError(
        "Invalid value '\(TerminalText.echoed(name))' for '\(zone)': unknown time zone." + fix)
    case .abbreviation(let name):
      return CLIError.dataError(
        "Invalid value '\(TerminalText.echoed(name))' for '\(zone)': "
          + "\(error.abbreviationReason ?? ""). Use \(error.nameToWrite ?? "an IANA name").")
    case .severalOffsets(let region, let example):
      // A subdivision's principal zone, or a country's example subdivision's, shows a name that
      // fits; a subdivision is not told to become another (its example is nil).
      let name = error.exampleZone
      let subdivision = example.map { ", a --region subdivision in one zone (such as \($0.code))" }
      return CLIError.dataError(
        InputValues.capitalizedSentence(error.description)
          + " Give \(zone) (such as \(name))\(subdivision ?? ""), or map \(region.code) to a zone "
          + "in a --config catalog's \"timeZones\", such as {\"\(region.code)\": \"\(name)\"}.")
    case .utcWithoutZone(let instant):
      return CLIError.dataError(
        "The instant \(instant) (\(at)) is in UTC, and nothing says which time zone the bill "
          + "is paid in. Give \(zone) (such as America/New_York), --region, or the instant with "
          + "its UTC offset (such as 2026-11-28T01:15-05:00).")
    case .outsideCalendar(let instant):
      return CLIError.dataError(
        "The instant \(instant) (\(at)) is outside years 1 to 9999 in the bill's time zone.")
    case .unreadableTZ(let tz):
      return CLIError.dataError(
        "TZ='\(TerminalText.echoed(tz))' is not a time zone tipcalc can read (an IANA name such "
          + "as Asia/Tokyo, or a fixed POSIX offset such as UTC-3), so --at now has no time "
          + "zone. Give \(zone) (such as America/New_York) or --region, or set TZ to an "
          + "IANA name.")
    }
  }
}
