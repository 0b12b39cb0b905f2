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
}
