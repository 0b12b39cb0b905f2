import Foundation
import TipEngine

/// Money as `tipcalc` shows it to people.
///
/// Every amount in human output goes through ``style``, the library's ``CurrencyTextStyle``: the
/// seed apps' compact rule (`$100`, `$100.25`, `¥1,234`) in plain text, or a locale's own
/// conventions (`1.234,50 €`) under `--locale` or the process locale. ``TipCommandLine`` sets
/// the style for the length of one run.
enum MoneyText {
  /// The style of the current run; plain compact text unless a locale applies.
  @TaskLocal static var style: CurrencyTextStyle = .compact

  /// The display text of an amount, such as `$100.25`, `$100` or `KWD 12.500`.
  static func text(_ money: Money) -> String {
    style.format(money)
  }

  /// The display text of an exact value in `currency` that may have more digits than the
  /// currency (an amount before rounding, such as `$1.005`, or `1,005 $` in `de_DE`), in the
  /// run's ``style`` like every other amount; digits are never dropped.
  static func text(_ value: DecimalValue, currency: Currency) -> String {
    if case .localized(let locale) = style.notation {
      let whole = value.isWhole && style.fractionDigits == .omittedWhenWhole
      let digits = whole ? 0 : max(value.scale, currency.minorUnitDigits)
      let exact = Decimal(
        sign: value.isNegative ? .minus : .plus, exponent: -value.scale,
        significand: Decimal(value.significand.magnitude))
      let format = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
        .precision(.fractionLength(digits))
      return exact.formatted(format)
    }
    // As a `Money` is written without a locale: the sign, the symbol or the code and a space,
    // the whole part grouped by commas: -$1,234.005, KWD 1.0005.
    var number = value.formatted(fractionDigits: value.isWhole ? 0 : currency.minorUnitDigits)
    let sign = number.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { number.removeFirst() }
    let parts = number.split(separator: ".", maxSplits: 1)
    var text = CurrencyTextStyle.groupedDigits(String(parts.first ?? ""), separator: ",")
    if parts.count == 2 { text += "." + parts[1] }
    return sign + (currency.symbol ?? currency.code + " ") + text
  }

  /// A rate as the seed apps wrote it, with a space before the sign: `15 %`, `12.5 %`.
  static func text(_ rate: Percentage) -> String {
    "\(rate.percent) %"
  }

  /// The shares of a total in order, with runs of equal shares counted:
  /// `$33.34 ×1, $33.33 ×2`.
  static func shares(_ shares: some Sequence<Money>) -> String {
    var runs: [(share: Money, count: Int)] = []
    for share in shares {
      if let last = runs.last, last.share == share {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((share, 1))
      }
    }
    return runs.map { "\(text($0.share)) ×\($0.count)" }.joined(separator: ", ")
  }
}
