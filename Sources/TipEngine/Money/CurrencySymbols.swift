/// The one table of currency symbols: what the library writes (``CurrencyTextStyle/compact``) and
/// what it reads back when parsing amounts such as `$12.50` or `12,50 €`.
enum CurrencySymbols {
  /// The symbol written for each currency, by ISO 4217 code: English (CLDR `en`) symbols that
  /// name one currency unambiguously. Other currencies are written with their code.
  static let written: [String: String] = [
    "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "ILS": "₪",
    "VND": "₫", "PHP": "₱", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "HKD": "HK$", "BRL": "R$",
    "SGD": "S$", "TRY": "₺", "THB": "฿",
  ]

  /// Marks that are read but never written: alternative forms and symbols shared by several
  /// currencies (`kr` is Danish, Norwegian and Swedish).
  static let readOnly = ["US$", "￥", "₽", "zł", "kr", "Fr.", "CHF"]

  /// Every mark the parser strips before or after a number, longest first, so that `CA$` is
  /// tried before `$`.
  static let read: [String] = (Array(written.values) + readOnly).sorted {
    $0.count != $1.count ? $0.count > $1.count : $0 < $1
  }
}

extension Currency {
  /// The symbol the library writes for this currency (`$`, `€`, `CA$`), or `nil` when it writes
  /// the code instead (`KWD 12.500`).
  public var symbol: String? { CurrencySymbols.written[code] }
}
