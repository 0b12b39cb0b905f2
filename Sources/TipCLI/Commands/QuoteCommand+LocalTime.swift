import TipEngine

extension QuoteCommand {
  /// The JSON members of the bill's time: `localTime`, the wall time used (`YYYY-MM-DDTHH:MM`,
  /// with `:SS` when the seconds are not zero), and `timeZone`, the zone it is in or `null`;
  /// none when the bill has no time.
  static func localTimeMembers(
    _ time: ResolvedLocalTime?
  ) -> [(key: String, value: JSONOutput)] {
    guard let time else { return [] }
    return [
      ("localTime", .string(time.localTime.description)),
      ("timeZone", time.timeZone.map { .string($0.identifier) } ?? .null),
    ]
  }

  /// The wall time an instant (or `now`) became and the zone it was read in, such as
  /// `2026-11-27T22:30 (fri), America/New_York`; `nil` for a wall time given as it is, which
  /// the table need not repeat.
  static func convertedTimeText(_ time: ResolvedLocalTime?) -> String? {
    guard let time, time.source != .wallTime else { return nil }
    let day = "\(time.localTime) (\(time.localTime.weekday.rawValue))"
    switch time.source {
    case .writtenOffset: return "\(day), at the offset the time was written with"
    default: return "\(day), \(time.timeZone?.identifier ?? "")"
    }
  }
}
