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
  /// - `1,234.50` and `1,500,000` read only one way here: accepted.
  ///
  /// - Throws: a data error (65) for the first two cases; nothing without such a locale.
  static func checkDecimalComma(_ text: String, for label: String) throws(CLIError) {
    guard let locale, text.contains(","), locale.decimalSeparator == "," else { return }
    let grouping = try? DecimalValue(parsingHumanText: text)
    // The locale's reading: ',' is the decimal point and '.' groups thousands.
    let swapped = String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
    guard let decimal = try? DecimalValue(parsingHumanText: swapped) else { return }
    let place = "in \(locale.identifier), ',' is the decimal separator"
    guard let grouping else {
      let asDecimal = String(text.filter { $0 != "." }.map { $0 == "," ? "." : $0 })
      throw invalid(
        text, for: label,
        "\(place), but amounts on the command line take '.': write \(asDecimal)",
        status: .dataError)
    }
    guard grouping != decimal else { return }
    throw invalid(
      text, for: label,
      "ambiguous: \(place), which makes it \(decimal), but on the command line ',' groups "
        + "thousands, which makes it \(grouping); write \(decimal) or \(grouping)",
      status: .dataError)
  }
}
