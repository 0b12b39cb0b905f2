/// The one table of currency symbols: what the library writes (``CurrencyTextStyle/compact``) and
/// what it reads back when parsing amounts such as `$12.50` or `12,50 €`.
enum CurrencySymbols {
  /// The symbol written for each currency, by ISO 4217 code: English (CLDR `en`) symbols.
  /// Other currencies are written with their code.
  static let written: [String: String] = [
    "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "ILS": "₪",
    "VND": "₫", "PHP": "₱", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "HKD": "HK$", "BRL": "R$",
    "SGD": "S$", "TRY": "₺", "THB": "฿",
  ]

  /// Every symbol that is read, with every currency it may mean, by ISO 4217 code.
  ///
  /// A symbol that several currencies share means any of them: `$` is the local symbol of the
  /// US, Canadian, Australian and Mexican dollars and pesos among others, `¥` of the yen and the
  /// yuan, `kr` of the Danish, Norwegian, Swedish and Icelandic crowns. An amount marked with a
  /// symbol is accepted in any currency the symbol may mean, and refused in every other, so
  /// the list must be complete: a test checks it against every locale's own symbol (CLDR).
  static let meanings: [String: [String]] = [
    "$": [
      "USD", "CAD", "AUD", "MXN", "ARS", "BBD", "BMD", "BND", "BSD", "BZD", "CLP", "COP", "CUP",
      "FJD", "GYD", "JMD", "KYD", "LRD", "NAD", "NZD", "SBD", "SGD", "SRD", "TTD", "TWD", "UYU",
      "XCD",
    ],
    "US$": ["USD"], "CA$": ["CAD"], "A$": ["AUD"], "NZ$": ["NZD"], "HK$": ["HKD"],
    "S$": ["SGD"], "R$": ["BRL"],
    "€": ["EUR"],
    "£": ["GBP", "FKP", "GIP", "SHP", "SSP"],
    "¥": ["JPY", "CNY"], "￥": ["JPY", "CNY"],
    "₹": ["INR"], "₩": ["KRW", "KPW"], "₪": ["ILS"], "₫": ["VND"], "₱": ["PHP"], "₺": ["TRY"],
    "฿": ["THB"], "₽": ["RUB"], "₴": ["UAH"], "₦": ["NGN"], "₸": ["KZT"], "₼": ["AZN"],
    "₾": ["GEL"], "৳": ["BDT"], "៛": ["KHR"], "₮": ["MNT"],
    "zł": ["PLN"], "Kč": ["CZK"], "Ft": ["HUF"],
    "kr": ["DKK", "NOK", "SEK", "ISK"], "kr.": ["DKK", "ISK", "NOK", "SEK"],
    "Fr.": ["CHF"],
  ]

  /// Every symbol the parser reads before or after a number, longest first, so that `CA$` is
  /// tried before `$`.
  static let read: [String] = meanings.keys.sorted {
    $0.count != $1.count ? $0.count > $1.count : $0 < $1
  }
}

extension Currency {
  /// The symbol the library writes for this currency (`$`, `€`, `CA$`), or `nil` when it writes
  /// the code instead (`KWD 12.500`).
  public var symbol: String? { CurrencySymbols.written[code] }
}
