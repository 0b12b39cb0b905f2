import TipPricing

/// The amounts a bill's subtotal may take: a whole number of minor units, in 64 bits, of a
/// currency of 0 to 6 minor-unit digits (``Currency/init(customCode:minorUnitDigits:)``).
enum AmountExample {
  /// A currency of each number of minor-unit digits: an ISO 4217 one where there is one.
  static let currencies: [Currency] = (0...6).compactMap { digits in
    Currency.allISO4217.first { $0.minorUnitDigits == digits }
      ?? (try? Currency(customCode: "XLT", minorUnitDigits: digits))
  }

  /// The smallest amount of the fewest digits from `low` (inclusive) below `high` (exclusive;
  /// `nil` for no end), or `nil` when no currency has an amount there.
  static func amount(from low: DecimalValue, below high: DecimalValue?) -> Money? {
    for currency in currencies {
      // From the low end up to the next minor unit: amounts above it only grow.
      guard let units = low.significand(atScale: currency.minorUnitDigits, rule: .ceiling)
      else { continue }
      let amount = Money(minorUnits: units, currency: currency)
      if let high, !(amount.decimalValue < high) { continue }
      return amount
    }
    return nil
  }
}

/// Steps between dates with the public calendar of ``LocalDate``.
enum CalendarSteps {
  /// The date after `date`, or `nil` after 9999-12-31.
  static func day(after date: LocalDate) -> LocalDate? {
    (try? LocalDate(year: date.year, month: date.month, day: date.day + 1))
      ?? (try? LocalDate(year: date.year, month: date.month + 1, day: 1))
      ?? (try? LocalDate(year: date.year + 1, month: 1, day: 1))
  }

  /// For each day of the week from Monday, a date on it that is not in `avoided`.
  static func otherDates(avoiding avoided: Set<LocalDate>) -> [LocalDate] {
    var found: [Weekday: LocalDate] = [:]
    // 2001-01-01 was a Monday; every named date is skipped, so at most their count more days.
    var date = try? LocalDate(year: 2001, month: 1, day: 1)
    while let current = date, found.count < Weekday.allCases.count {
      if !avoided.contains(current), found[current.weekday] == nil {
        found[current.weekday] = current
      }
      date = day(after: current)
    }
    return Weekday.allCases.compactMap { found[$0] }
  }
}
