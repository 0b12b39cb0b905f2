import TipJSON
import TipPools
import TipPricing

extension PayPeriod {
  /// The most hours one person can work on one date, across all the period's shifts.
  public static let maximumHoursPerDay = 24

  /// Checks what no single shift can show: each shift's region in the period's country and
  /// its currency the period's, no shift file listed twice for one date, and no person with more than
  /// ``maximumHoursPerDay`` hours on one date.
  ///
  /// - Throws: ``PayrollError`` of kind ``PayrollProblem/invalidRegion`` or
  ///   ``PayrollProblem/invalidShift``, located in the shift's file, or at its path in the
  ///   period (`shifts[1].staff[0].hours`) when the error has no line yet.
  func checkShifts() throws(PayrollError) {
    // Per date and file identity: the first entry that lists it, and its name.
    var files: [LocalDate: [String: (index: Int, file: String)]] = [:]
    // Per date and name: the hundredths of an hour so far, and where they are.
    var days: [LocalDate: [String: (hundredths: Int64, places: [String])]] = [:]
    for (index, dated) in shifts.enumerated() {
      let place = Self.place(of: dated, at: index)
      if let region, let own = dated.shift.region, own.country != region.country {
        throw Self.located(
          PayrollError(
            .invalidRegion, at: .key("region"),
            "the shift of \(dated.date) (\(place)) is in \(own.code), but the period is in "
              + "\(region.code): a period's shifts are all in its country, whose law applies",
            suggestion: "correct the shift's region, or put the shift in a period of its own "
              + "for \(own.country.code)"),
          in: dated, at: index)
      }
      guard dated.shift.currency == currency else {
        throw PayrollError(
          .unknownCurrency, at: .key("shifts").index(index),
          "the shift of \(dated.date) is in \(dated.shift.currency.code), but the period is in "
            + currency.code, suggestion: "give every shift of a period the period's currency")
      }
      if case .file(_, let file, let identity) = dated.origin {
        if let first = files[dated.date]?[identity] {
          let spelling = first.file == file ? "" : " (as \(first.file))"
          throw PayrollError(
            .invalidShift, at: .key("shifts").index(index).key("file"),
            "the shift file \(file) is listed twice for \(dated.date), in shifts[\(first.index)]"
              + "\(spelling) and shifts[\(index)]: its tips and hours would count twice",
            suggestion: "remove one of the two entries, or correct its date or file")
        }
        files[dated.date, default: [:]][identity] = (index, file)
      }
      for (position, person) in dated.shift.staff.enumerated() {
        // Hours too large for hundredths, which a shift's own check refuses, are over a day.
        let hundredths = max(0, person.hours.significand(atScale: 2, rule: .up) ?? .max)
        var day = days[dated.date, default: [:]][person.name] ?? (0, [])
        let (sum, overflow) = day.hundredths.addingReportingOverflow(hundredths)
        day.hundredths = overflow ? .max : sum
        day.places.append("\(PayrollFigures.hours(hundredths)) h in \(place)")
        days[dated.date, default: [:]][person.name] = day
        guard day.hundredths <= Int64(Self.maximumHoursPerDay) * 100 else {
          throw Self.located(
            PayrollError(
              .invalidShift, at: .key("staff").index(position).key("hours"),
              "\(person.name) works \(PayrollFigures.hours(day.hundredths)) hours on "
                + "\(dated.date) (\(day.places.joined(separator: ", "))), but a day has "
                + "\(Self.maximumHoursPerDay)",
              suggestion: "correct the hours, or date each shift on the day it was worked"),
            in: dated, at: index)
        }
      }
    }
  }

  /// Where a shift is, as messages name it: `shifts[2]`, or `mon.json at shifts[2]` for a
  /// shift file.
  static func place(of dated: DatedShift, at index: Int) -> String {
    guard case .file(_, let file, _) = dated.origin else { return "shifts[\(index)]" }
    return "\(file) at shifts[\(index)]"
  }

  /// `error`, whose path is within the shift at `index`, located in the shift's file; or, for
  /// a shift written in place or in code, at its path in the period, still to be located there.
  static func located(_ error: PayrollError, in dated: DatedShift, at index: Int) -> PayrollError {
    switch dated.origin {
    case .file(let bytes, let file, _):
      return error.located(inJSON: bytes, file: file, maximumDepth: Shift.Limits.maximumJSONDepth)
    case .inline, .code:
      return error.prefixed(by: DocumentPath.key("shifts").index(index))
    }
  }

  /// A file's path without `.` components and with each `dir/..` taken out, so that two
  /// spellings of one file compare equal.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
