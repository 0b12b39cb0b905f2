import Foundation
import TipEngine

extension InputValues {
  /// Refuses an amount with a comma that the run's ``locale`` would read as its decimal
  /// separator (`de_DE`, `fr_FR`, …), so that an amount is never read differently from how a
  /// person of that locale meant it.
  ///
  /// Amounts on the command line always take `.` as the decimal point and may group thousands
  /// with commas. Where the locale writes decimals with a comma:
  /// - `1,500` reads as 1.5 there and as 1500 here: refused, naming both readings and how to
  ///   write each (`1.5`, `1500`, as exact decimals without grouping);
  /// - `12,50` reads only the locale's way: refused, showing `12.50`;
  /// - `1,234.50` and `1,500,000` read only one way here: accepted;
  /// - `1.500`, its mirror image, reads as 1500 there (`.` groups thousands where `,` is the
  ///   decimal separator, and is often written so where the locale groups with a space, as in
  ///   `fr_FR`) and as 1.5 here: refused like `1,500`, and so is any `.` followed by exactly
  ///   three digits (a KWD amount such as `12.345` is written `12.3450` there); `1.234.567`
  ///   reads only the locale's way: refused, showing `1234567`; `1.5` and `1500` read one way:
  ///   accepted.
  ///
  /// A reading with more digits after the point than `digits` (the currency's, for an amount of
  /// money) is left out of the forms a refusal suggests, unless no reading fits.
  ///
  /// The number is read without its currency marks, so that a mark's own full stop (`kr.`,
  /// `Fr.`) is not taken for a decimal point or grouping. Digits grouped by a space or an
  /// apostrophe, as some locales print them (`1 234,50`, `1’234.50`), are refused in every
  /// locale, with the amount to write instead.
  ///
  /// - Throws: a data error (65) for the refused cases; nothing without such a locale.
  static func checkDecimalComma(_ typed: String, for label: String, digits: Int? = nil)
    throws(CLIError)
  {
    let text = DecimalValue.numberText(ofHumanText: typed)
    try checkLocaleGrouping(text, typed: typed, for: label)
    guard let locale, locale.decimalSeparator == "," else { return }
    guard text.contains(",") else {
      try checkGroupingPoint(text, typed: typed, for: label, locale: locale, digits: digits)
      return
    }
    let grouping = try? DecimalValue(parsingHumanText: text)
    // The locale's reading: ',' is the decimal point and '.' groups thousands.
    let swapped = String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
    guard let decimal = try? DecimalValue(parsingHumanText: swapped) else { return }
    let place = "in \(locale.identifier), ',' is the decimal separator"
    guard let grouping else {
      let asDecimal = String(text.filter { $0 != "." }.map { $0 == "," ? "." : $0 })
      throw invalid(
        typed, for: label,
        "\(place), but amounts on the command line take '.': write \(unambiguous(asDecimal))",
        status: .dataError)
    }
    guard grouping != decimal else { return }
    throw invalid(
      typed, for: label,
      "ambiguous: \(place), which makes it \(decimal), but on the command line ',' groups "
        + "thousands, which makes it \(grouping); write "
        + forms(["\(decimal)", "\(grouping)"], digits: digits),
      status: .dataError)
  }

  /// Refuses `1.500` and `1.234.567` in a locale whose decimal separator is a comma, where a
  /// `.` followed by three digits groups thousands: see ``checkDecimalComma(_:for:)``.
  private static func checkGroupingPoint(
    _ text: String, typed: String, for label: String, locale: Locale, digits: Int?
  ) throws(CLIError) {
    let number = text.filter { $0.isASCIIDigit || $0 == "." }
    let groups = number.split(separator: ".", omittingEmptySubsequences: false)
    guard groups.count > 1, !groups[0].isEmpty, groups.dropFirst().allSatisfy({ $0.count == 3 })
    else { return }
    // Where the locale groups with a space (fr_FR), '.' is still how many write thousands by
    // hand: the refusal is as safe there, and says so without claiming the locale does it.
    let place =
      locale.groupingSeparator == "."
      ? "in \(locale.identifier), where ',' is the decimal separator, '.' groups thousands"
      : "in \(locale.identifier), where ',' is the decimal separator, '.' is often written to "
        + "group thousands"
    guard let grouped = try? DecimalValue(parsingHumanText: text.filter { $0 != "." }) else {
      return
    }
    guard groups.count == 2, let pointed = try? DecimalValue(parsingHumanText: text) else {
      throw invalid(
        typed, for: label,
        "\(place), but amounts on the command line take '.' as the decimal point: write "
          + "\(grouped)",
        status: .dataError)
    }
    throw invalid(
      typed, for: label,
      "ambiguous: \(place), which makes it \(grouped), but on the command line '.' is the "
        + "decimal point, which makes it \(pointed); write "
        + forms(["\(pointed)", "\(grouped)"], digits: digits),
      status: .dataError)
  }

  /// The characters locales group thousands with that amounts here do not take: spaces (a
  /// plain one, a no-break space and a narrow one), apostrophes and the Arabic thousands mark.
  static let localeGroupingMarks: Set<Character> = [" ", "\u{A0}", "\u{202F}", "’", "'", "٬"]

  /// Refuses digits grouped the way a locale prints them but amounts here are not written
  /// (`1 234,50` in fr_FR, `1’234.50` in de_CH), naming the mark and the amount to write when
  /// it can be told: the digits without the grouping, with the locale's decimal comma as `.`.
  private static func checkLocaleGrouping(_ text: String, typed: String, for label: String)
    throws(CLIError)
  {
    guard let mark = text.first(where: localeGroupingMarks.contains) else { return }
    let named =
      mark.isWhitespace ? "a space" : mark == "'" || mark == "’" ? "an apostrophe" : "'\(mark)'"
    var plain = String(text.filter { !localeGroupingMarks.contains($0) })
    if let locale, locale.decimalSeparator == "," {
      plain = String(plain.filter { $0 != "." }.map { $0 == "," ? "." : $0 })
    }
    let instead =
      (try? DecimalValue(parsingHumanText: plain)) != nil && !plain.contains(",")
      ? ": write \(unambiguous(plain))" : ""
    throw invalid(
      typed, for: label,
      "digits grouped with \(named); amounts on the command line group thousands with ',' or "
        + "not at all, and take '.' as the decimal point\(instead)",
      status: .dataError)
  }

  /// The readings a person may write instead, joined by "or": those with no more than `digits`
  /// digits after the point (all when none has, or `digits` is `nil`), each written so that it
  /// reads one way (``unambiguous(_:)``).
  static func forms(_ readings: [String], digits: Int?) -> String {
    let fitting = readings.filter { reading in
      guard let digits else { return true }
      let fraction = reading.split(separator: ".").dropFirst().first ?? ""
      return fraction.reversed().drop { $0 == "0" }.count <= digits
    }
    return (fitting.isEmpty ? readings : fitting).map(unambiguous).joined(separator: " or ")
  }

  /// `amount` (digits with at most one `.`) written so that it reads one way here too: a point
  /// followed by exactly three digits, which the locale reads as grouping, gets a trailing zero
  /// (`12.345` becomes `12.3450`, the same amount); any other amount is returned as it is.
  static func unambiguous(_ amount: String) -> String {
    let parts = amount.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 3 else { return amount }
    return amount + "0"
  }
}
