/// Conditions on a bill, all of which must hold: the `when` of a `rules` policy's rule and of a
/// service charge.
///
/// A condition on a field the bill does not carry does not hold: a rule for `"channels":
/// ["dine-in"]` does not apply to a bill without a channel. Leave a condition out to accept any
/// value.
///
/// ```json
/// {"partySize": {"min": 6}, "channels": ["dine-in"], "days": ["fri", "sat"],
///  "time": {"from": "22:00", "until": "02:00"}}
/// ```
public struct BillCondition: Sendable, Hashable {
  /// Guests from `min` to `max`, both inclusive, when given.
  public var partySize: CountRange?
  /// The subtotal before discount (the gross), from `min` (inclusive) to `max` (exclusive), in
  /// the bill's currency.
  public var subtotal: AmountRange?
  /// The channels that qualify.
  public var channels: Set<Channel>?
  /// The payments that qualify.
  public var payments: Set<Payment>?
  /// The days of the week that qualify (of the bill's local date). With a ``time`` window that
  /// crosses midnight, the day on which the window opens: `fri` with `22:00`–`02:00` holds from
  /// Friday 22:00 to Saturday 02:00.
  public var days: Set<Weekday>?
  /// The time of day that qualifies (of the bill's local time).
  public var time: TimeWindow?
  /// The dates that qualify, such as public holidays; with a ``time`` window that crosses
  /// midnight, the date on which the window opens, as for ``days``.
  public var dates: Set<LocalDate>?
  /// The regions that qualify: a listed country covers its subdivisions; a listed subdivision
  /// covers only itself.
  public var regions: [Region]?
  /// Whether a gratuity (a service charge paid to staff) must, or must not, be on the bill.
  public var gratuityApplied: Bool?

  /// A condition that every bill meets; set the fields that matter.
  public init() {}

  /// Whether every condition holds for `bill`.
  @inline(__always)
  public func holds(for bill: Bill) -> Bool {
    if let partySize {
      guard let guests = bill.partySize, partySize.contains(guests) else { return false }
    }
    if let subtotal, !subtotal.contains(bill.subtotal) { return false }
    if let channels {
      guard let channel = bill.channel, channels.contains(channel) else { return false }
    }
    if let payments {
      guard let payment = bill.payment, payments.contains(payment) else { return false }
    }
    if days != nil || time != nil || dates != nil {
      guard let moment = bill.localTime else { return false }
      if let time, !time.contains(moment.time) { return false }
      // A window belongs to the day on which it opens: 01:15 in 22:00–02:00 is the night
      // before's, so `days` and `dates` are tested on the day before.
      let openedTheDayBefore = time?.opensTheDayBefore(moment.time) ?? false
      if let days {
        let day = openedTheDayBefore ? moment.weekday.previous : moment.weekday
        if !days.contains(day) { return false }
      }
      if let dates {
        guard let date = openedTheDayBefore ? moment.date.previousDay : moment.date,
          dates.contains(date)
        else { return false }
      }
    }
    if let regions {
      guard let region = bill.region,
        regions.contains(where: { $0 == region || (!$0.isSubdivision && $0 == region.country) })
      else { return false }
    }
    if let gratuityApplied, gratuityApplied != bill.gratuityApplied { return false }
    return true
  }

  /// Every condition set, in words, such as `parties of 6 or more, dine-in`.
  public var summary: String {
    var parts: [String] = []
    if let partySize { parts.append(partySize.summary) }
    if let subtotal { parts.append("subtotal \(subtotal.summary)") }
    if let channels {
      parts.append(
        Channel.allCases.filter(channels.contains).map(\.rawValue).joined(separator: " or "))
    }
    if let payments {
      parts.append(
        "paid by "
          + Payment.allCases.filter(payments.contains).map(\.rawValue).joined(separator: " or "))
    }
    if let days {
      parts.append(
        "on " + Weekday.allCases.filter(days.contains).map(\.rawValue).joined(separator: ", "))
    }
    if let time { parts.append(time.summary) }
    if let dates { parts.append("on " + dates.sorted().map(\.description).joined(separator: ", ")) }
    if let regions { parts.append("in " + regions.map(\.code).joined(separator: ", ")) }
    if let gratuityApplied {
      parts.append(gratuityApplied ? "with a gratuity" : "without a gratuity")
    }
    return parts.isEmpty ? "always" : parts.joined(separator: ", ")
  }
}

/// Whole numbers from `min` to `max`, both inclusive; either end may be open.
public struct CountRange: Sendable, Hashable {
  /// The smallest count that qualifies, if any.
  public let min: Int?
  /// The largest count that qualifies, if any.
  public let max: Int?

  /// The range, when it is not empty.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` when `min` is
  ///   above `max`, or either is below 1, or neither is given.
  public init(min: Int?, max: Int?) throws(PolicyError) {
    guard min != nil || max != nil else {
      throw .invalidSetting(
        kind: "condition", setting: "partySize", problem: "neither 'min' nor 'max' is given",
        expected: "give one or both, such as {\"min\": 6}")
    }
    if let value = min ?? max, value < 1 {
      throw .invalidSetting(
        kind: "condition", setting: "partySize", problem: "a party of \(value)",
        expected: "expected 1 guest or more")
    }
    if let min, let max, min > max {
      throw .invalidSetting(
        kind: "condition", setting: "partySize",
        problem: "'min' \(min) is above 'max' \(max), so no party qualifies",
        expected: "swap them, or drop one")
    }
    self.min = min
    self.max = max
  }

  /// Whether `count` is in the range.
  public func contains(_ count: Int) -> Bool {
    (min.map { count >= $0 } ?? true) && (max.map { count <= $0 } ?? true)
  }

  var summary: String {
    switch (min, max) {
    case (let min?, nil): return "parties of \(min) or more"
    case (nil, let max?): return "parties of at most \(max)"
    case (let min?, let max?):
      return min == max ? "parties of \(min)" : "parties of \(min) to \(max)"
    case (nil, nil): return "any party"
    }
  }
}

/// Amounts from `min` (inclusive) to `max` (exclusive), in major units of the bill's currency;
/// either end may be open.
public struct AmountRange: Sendable, Hashable {
  /// The smallest amount that qualifies, if any.
  public let min: DecimalValue?
  /// The amount from which bills no longer qualify, if any.
  public let max: DecimalValue?

  /// The range, when it is not empty.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` when `min` is not
  ///   below `max`, either is negative, or neither is given.
  public init(min: DecimalValue?, max: DecimalValue?) throws(PolicyError) {
    guard min != nil || max != nil else {
      throw .invalidSetting(
        kind: "condition", setting: "subtotal", problem: "neither 'min' nor 'max' is given",
        expected: "give one or both, such as {\"min\": \"100\"}")
    }
    if let negative = [min, max].compactMap({ $0 }).first(where: \.isNegative) {
      throw .invalidSetting(
        kind: "condition", setting: "subtotal", problem: "the amount \(negative) is negative",
        expected: "expected amounts of 0 or more")
    }
    if let min, let max, !(min < max) {
      throw .invalidSetting(
        kind: "condition", setting: "subtotal",
        problem:
          "'min' \(min) is not below 'max' \(max) ('max' is exclusive), so no bill qualifies",
        expected: "give a 'max' above 'min'")
    }
    self.min = min
    self.max = max
  }

  /// Whether `amount` is in the range.
  public func contains(_ amount: Money) -> Bool {
    let value = amount.decimalValue
    return (min.map { !(value < $0) } ?? true) && (max.map { value < $0 } ?? true)
  }

  var summary: String {
    switch (min, max) {
    case (let min?, nil): return "from \(min)"
    case (nil, let max?): return "below \(max)"
    case (let min?, let max?): return "from \(min) to below \(max)"
    case (nil, nil): return "any"
    }
  }
}

/// A time of day window: from `from` (inclusive) until `until` (exclusive), crossing midnight
/// when `until` is earlier than `from` (`22:00`–`02:00`). A window belongs to the day on which it
/// opens: with `days` or `dates`, the hours after midnight count for the day before.
public struct TimeWindow: Sendable, Hashable {
  /// The first minute of the window.
  public let from: LocalTime
  /// The first minute after the window.
  public let until: LocalTime

  /// The window.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` when `from` and
  ///   `until` are the same time: the window would be empty.
  public init(from: LocalTime, until: LocalTime) throws(PolicyError) {
    guard from != until else {
      throw .invalidSetting(
        kind: "condition", setting: "time",
        problem: "'from' and 'until' are both \(from), so the window is empty",
        expected: "'until' is exclusive; for the whole day leave 'time' out")
    }
    self.from = from
    self.until = until
  }

  /// Whether `time` is in the window.
  public func contains(_ time: LocalTime) -> Bool {
    from < until ? (from <= time && time < until) : (from <= time || time < until)
  }

  /// Whether the window crosses midnight.
  public var crossesMidnight: Bool { until < from }

  /// Whether `time`, in the window, is after the midnight it crosses: the window opened the day
  /// before (01:15 in `22:00`–`02:00`).
  func opensTheDayBefore(_ time: LocalTime) -> Bool {
    until < from && time < until
  }

  var summary: String { "from \(from) until \(until)" }
}
