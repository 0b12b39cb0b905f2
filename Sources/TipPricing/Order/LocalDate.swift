/// A calendar date in the proleptic Gregorian calendar, without a time zone: `2026-12-25`.
///
/// Dates are compared and matched exactly (public holidays in a catalog), so they carry no time
/// zone: the bill's date is the date where it is paid.
public struct LocalDate: Sendable, Hashable, Comparable {
  /// Year, month and day packed as `year << 9 | month << 5 | day`, so that a bill carrying a
  /// date stays small and dates compare as integers.
  let packed: UInt32

  /// The year, 1 through 9999.
  public var year: Int { Int(packed >> 9) }
  /// The month, 1 through 12.
  public var month: Int { Int((packed >> 5) & 0xF) }
  /// The day of the month, 1 through 28, 29, 30 or 31.
  public var day: Int { Int(packed & 0x1F) }

  /// The date whose ``packed`` form is `packed`, as a bill stores it.
  init(packed: UInt32) {
    self.packed = packed
  }

  /// The date, when it exists.
  ///
  /// - Throws: ``OrderError/invalidDate(_:reason:)`` for a month, day or year out of range
  ///   (`2026-02-29` does not exist; `2028-02-29` does).
  public init(year: Int, month: Int, day: Int) throws(OrderError) {
    // The text is for errors only: made when one is thrown (batch reads a date per row).
    func text() -> String { LocalDate.text(year: year, month: month, day: day) }
    guard (1...9999).contains(year) else {
      throw .invalidDate(text(), reason: "the year must be 1 to 9999")
    }
    guard (1...12).contains(month) else {
      throw .invalidDate(text(), reason: "the month must be 01 to 12")
    }
    let days = LocalDate.daysInMonth(year: year, month: month)
    guard (1...days).contains(day) else {
      throw .invalidDate(text(), reason: "that month has \(days) days")
    }
    packed = UInt32(year) << 9 | UInt32(month) << 5 | UInt32(day)
  }

  /// Parses `YYYY-MM-DD`.
  ///
  /// - Throws: ``OrderError/invalidDate(_:reason:)`` for text of another form or a date that
  ///   does not exist.
  public init(_ text: String) throws(OrderError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = LocalDate.number(bytes[0..<4]), let month = LocalDate.number(bytes[5..<7]),
      let day = LocalDate.number(bytes[8..<10])
    else {
      throw .invalidDate(text, reason: "expected YYYY-MM-DD, such as 2026-12-25")
    }
    try self.init(year: year, month: month, day: day)
  }

  /// The day of the week.
  public var weekday: Weekday {
    // Days since 1970-01-01 (a Thursday), by the civil-from-days inverse.
    let index = ((daysSinceEpoch % 7) + 7 + 3) % 7  // 0 = Monday
    return Weekday.allCases[index]
  }

  /// The date before, or `nil` for 0001-01-01, the first date there is.
  package var previousDay: LocalDate? {
    if day > 1 { return LocalDate(packed: packed - 1) }
    if month > 1 {
      let days = LocalDate.daysInMonth(year: year, month: month - 1)
      return try? LocalDate(year: year, month: month - 1, day: days)
    }
    return try? LocalDate(year: year - 1, month: 12, day: 31)
  }

  /// Days since 1970-01-01, negative before it.
  var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Orders dates in time.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.packed < rhs.packed }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
      guard (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }

  static func text(year: Int, month: Int, day: Int) -> String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }
}

extension LocalDate: CustomStringConvertible {
  /// `YYYY-MM-DD`.
  public var description: String { LocalDate.text(year: year, month: month, day: day) }
}
