import Testing
import TipEngine
import TipTestSupport

/// A time window belongs to the day on which it opens: with `days: [fri, sat]` and 22:00–02:00,
/// Friday 22:00 to Saturday 02:00 and Saturday 22:00 to Sunday 02:00. 2026-11-27 is a Friday.
@Suite("Days, dates and time windows that cross midnight")
struct MidnightWindowTests {
  /// `days` and `time` from to until.
  static func condition(
    days: Set<Weekday>? = nil, dates: Set<LocalDate>? = nil, from: String, until: String
  ) throws -> BillCondition {
    var condition = BillCondition()
    condition.days = days
    condition.dates = dates
    condition.time = try TimeWindow(from: LocalTime(from), until: LocalTime(until))
    return condition
  }

  @Test(
    "Friday and Saturday nights, 22:00 to 02:00: the hours after midnight are the night before's",
    arguments: [
      ("2026-11-26T21:59", false), ("2026-11-26T22:00", false),  // Thursday night
      ("2026-11-27T01:59", false), ("2026-11-27T02:00", false),  // early Friday: Thursday's
      ("2026-11-27T21:59", false), ("2026-11-27T22:00", true),  // Friday night
      ("2026-11-28T01:15", true), ("2026-11-28T01:59", true), ("2026-11-28T02:00", false),
      ("2026-11-28T21:59", false), ("2026-11-28T22:00", true),  // Saturday night
      ("2026-11-29T01:15", true), ("2026-11-29T01:59", true), ("2026-11-29T02:00", false),
      ("2026-11-29T21:59", false), ("2026-11-29T22:00", false),  // Sunday night
      ("2026-11-30T01:59", false), ("2026-11-30T02:00", false),
    ])
  func weekendNights(at moment: String, holds: Bool) throws {
    let condition = try Self.condition(days: [.friday, .saturday], from: "22:00", until: "02:00")
    #expect(condition.holds(for: try orderBill(at: moment)) == holds)
  }

  @Test(
    "A window on Sunday night reaches into Monday, and one on Monday night not back into Monday",
    arguments: [
      ([Weekday.sunday], "2026-11-30T00:30", true), ([.sunday], "2026-11-29T00:30", false),
      ([.monday], "2026-11-30T00:30", false), ([.monday], "2026-12-01T00:30", true),
    ])
  func weekWraps(days: [Weekday], at moment: String, holds: Bool) throws {
    let condition = try Self.condition(days: Set(days), from: "23:00", until: "01:00")
    #expect(condition.holds(for: try orderBill(at: moment)) == holds)
  }

  @Test(
    "A window that does not cross midnight is tested on its own day, as before",
    arguments: [
      ("2026-11-27T08:59", false), ("2026-11-27T09:00", true), ("2026-11-27T16:59", true),
      ("2026-11-27T17:00", false), ("2026-11-28T09:00", false), ("2026-11-26T16:59", false),
    ])
  func sameDayWindow(at moment: String, holds: Bool) throws {
    let condition = try Self.condition(days: [.friday], from: "09:00", until: "17:00")
    #expect(condition.holds(for: try orderBill(at: moment)) == holds)
  }

  @Test(
    "Dates go with the day the window opens, across months and years",
    arguments: [
      ("2026-12-31T23:00", true), ("2027-01-01T01:00", true), ("2027-01-01T02:00", false),
      ("2026-12-31T01:00", false), ("2027-01-01T22:00", false), ("2027-01-01T00:00", true),
    ])
  func newYearsEve(at moment: String, holds: Bool) throws {
    let condition = try Self.condition(
      dates: [try LocalDate("2026-12-31")], from: "22:00", until: "02:00")
    #expect(condition.holds(for: try orderBill(at: moment)) == holds)
  }

  @Test(
    "The day before the first of a month is its predecessor's last day, leap years included",
    arguments: [
      ("2026-02-28", "2026-03-01T00:30"), ("2028-02-29", "2028-03-01T00:30"),
      ("2026-04-30", "2026-05-01T00:30"), ("2026-11-30", "2026-12-01T00:30"),
    ])
  func monthEnds(date: String, at moment: String) throws {
    let condition = try Self.condition(
      dates: [try LocalDate(date)], from: "23:00", until: "01:00")
    #expect(condition.holds(for: try orderBill(at: moment)))
  }

  @Test("A window from 00:00 to 00:00 is refused: for the whole day, leave 'time' out")
  func wholeDay() {
    #expect(throws: PolicyError.self) {
      try TimeWindow(from: LocalTime("00:00"), until: LocalTime("00:00"))
    }
  }

  /// A catalog with the late-night rule of the article "Using the command line", as a policy, a service charge and a screen.
  static let catalog = Result {
    try PolicyCatalog(sources: [
      CatalogSource(
        name: "late.json",
        json: #"""
          {"version": 1,
           "policies": [
             {"name": "house", "kind": "rules",
              "rules": [{"when": {"days": ["fri", "sat"],
                                  "time": {"from": "22:00", "until": "02:00"}},
                         "policy": "late-night"}],
              "otherwise": "percent-18"},
             {"name": "late-night", "kind": "cap", "policy": "percent-20", "minimum": "2",
              "maximum": "25"},
             {"name": "percent-18", "kind": "percent", "rate": "18"},
             {"name": "percent-20", "kind": "percent", "rate": "20"}],
           "serviceCharges": [
             {"name": "late", "amount": "1.00",
              "when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}}}],
           "screens": {
             "night": {"options": ["25%"]},
             "day": {"options": ["15%"]},
             "house": {"rules": [{"when": {"days": ["fri", "sat"],
                                           "time": {"from": "22:00", "until": "02:00"}},
                                  "screen": "night"}],
                       "otherwise": "day"}}}
          """#)
    ])
  }

  @Test(
    "Rules, service charges and tip screens agree on which night it is",
    arguments: [
      ("2026-11-29T01:15", true),  // Saturday night, after midnight
      ("2026-11-27T01:15", false),  // Thursday night, after midnight
      ("2026-11-28T01:15", true),  // Friday night, after midnight
    ])
  func everyConditionUser(at moment: String, late: Bool) throws {
    let catalog = try Self.catalog.get()
    let bill = try orderBill("10", at: moment)
    let quote = try catalog.quote(for: bill, policyNamed: "house")
    #expect(quote.tip.amountText == (late ? "2.00" : "1.80"))
    #expect(quote.serviceCharges.map(\.name) == (late ? ["late"] : []))
    let options = try catalog.screenOptions(for: bill, screenNamed: "house")
    #expect(options.screenName == (late ? "night" : "day"))
  }
}
