/// A day of the week, written as its three-letter English abbreviation (`mon` … `sun`).
public enum Weekday: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  /// Monday.
  case monday = "mon"
  /// Tuesday.
  case tuesday = "tue"
  /// Wednesday.
  case wednesday = "wed"
  /// Thursday.
  case thursday = "thu"
  /// Friday.
  case friday = "fri"
  /// Saturday.
  case saturday = "sat"
  /// Sunday.
  case sunday = "sun"

  /// The ISO 8601 day number: 1 for Monday through 7 for Sunday.
  public var isoNumber: Int {
    switch self {
    case .monday: return 1
    case .tuesday: return 2
    case .wednesday: return 3
    case .thursday: return 4
    case .friday: return 5
    case .saturday: return 6
    case .sunday: return 7
    }
  }

  /// The day before: Sunday for Monday.
  var previous: Weekday {
    Weekday.allCases[(isoNumber + 5) % 7]
  }

  /// Monday first, as ISO 8601 counts.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.isoNumber < rhs.isoNumber }
}
