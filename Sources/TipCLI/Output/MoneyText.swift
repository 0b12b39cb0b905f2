import TipEngine

/// Money as `tipcalc` shows it to people, in the seed apps' style.
///
/// Every amount in human output goes through this type, so that switching to locale-aware
/// formatting later changes one place. The rule:
/// - a currency with a well-known symbol shows it before the amount, and drops the decimals of a
///   whole amount: `$100`, `$100.25`, `€12.50`, `¥1000`, `-$1.01`;
/// - any other currency shows all its digits and the ISO code after the amount: `12.500 KWD`.
///
/// Every symbol used here is one that ``Money`` reads back, so displayed amounts can be pasted
/// into another command line.
enum MoneyText {
  /// The prefix symbols, by ISO 4217 code; only symbols that name one currency unambiguously.
  static let symbols: [String: String] = [
    "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩", "INR": "₹", "CAD": "CA$",
    "AUD": "A$", "NZD": "NZ$", "HKD": "HK$", "SGD": "S$", "BRL": "R$", "TRY": "₺", "VND": "₫",
    "ILS": "₪", "PHP": "₱", "THB": "฿",
  ]

  /// The display text of an amount, such as `$100.25`, `$100` or `12.500 KWD`.
  static func text(_ money: Money) -> String {
    text(money.decimalValue, currency: money.currency)
  }

  /// The display text of an exact value in `currency` that may have more digits than the
  /// currency (an amount before rounding, such as `$1.005`); digits are never dropped.
  static func text(_ value: DecimalValue, currency: Currency) -> String {
    guard let symbol = symbols[currency.code] else {
      return value.formatted(fractionDigits: currency.minorUnitDigits) + " " + currency.code
    }
    let digits = value.formatted(fractionDigits: value.isWhole ? 0 : currency.minorUnitDigits)
    // The sign goes before the symbol: -$1.01.
    return digits.hasPrefix("-") ? "-" + symbol + digits.dropFirst() : symbol + digits
  }

  /// A rate as the seed apps wrote it, with a space before the sign: `15 %`, `12.5 %`.
  static func text(_ rate: Percentage) -> String {
    "\(rate.percent) %"
  }

  /// The shares of a total in order, with runs of equal shares counted:
  /// `$33.34 ×1, $33.33 ×2`.
  static func shares(_ shares: [Money]) -> String {
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
