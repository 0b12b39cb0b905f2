/// A currency mark written beside the digits of an amount: a symbol (`$`, `€`, `kr`) or a
/// three-letter code (`EUR`), before or after them, with or without a space (`¥500`, `500¥`,
/// `5 EUR`, `EUR 5`, `84.50EUR`).
///
/// A mark is never dropped: an amount is read in a currency only when its mark may mean that
/// currency (``CurrencySymbols/meanings``), so `¥500` is never read as 500 dollars.
struct CurrencyMark: Sendable, Hashable {
  /// The mark as written: `¥`, `EUR`.
  let text: String
  /// The ISO 4217 codes of every currency the mark may mean, the most used first.
  let codes: [String]
  /// Whether the mark is a code of the ISO 4217 table or a symbol of the table, rather than
  /// three capital letters that name no known currency (a custom currency's code, or a typo).
  let isKnown: Bool

  /// Whether amounts of `currency` may carry this mark.
  func marks(_ currency: Currency) -> Bool {
    codes.contains(currency.code)
  }

  /// The mark at the start of `text` and the text after it without its spaces, if `text` starts
  /// with one.
  static func leading(_ text: Substring) -> (mark: CurrencyMark, rest: Substring)? {
    for symbol in CurrencySymbols.read where text.hasPrefix(symbol) {
      let mark = CurrencyMark(
        text: symbol, codes: CurrencySymbols.meanings[symbol] ?? [], isKnown: true)
      return (mark, text.dropFirst(symbol.count).trimmingWhitespace())
    }
    let letters = text.prefix(3)
    guard text.count > 3, let next = text.dropFirst(3).first, !next.isLetter,
      let mark = code(letters)
    else { return nil }
    return (mark, text.dropFirst(3).trimmingWhitespace())
  }

  /// The mark at the end of `text` and the text before it without its spaces, if `text` ends
  /// with one.
  static func trailing(_ text: Substring) -> (mark: CurrencyMark, rest: Substring)? {
    for symbol in CurrencySymbols.read where text.hasSuffix(symbol) {
      let mark = CurrencyMark(
        text: symbol, codes: CurrencySymbols.meanings[symbol] ?? [], isKnown: true)
      return (mark, text.dropLast(symbol.count).trimmingWhitespace())
    }
    let letters = text.suffix(3)
    guard text.count > 3, let previous = text.dropLast(3).last, !previous.isLetter,
      let mark = code(letters)
    else { return nil }
    return (mark, text.dropLast(3).trimmingWhitespace())
  }

  /// Three letters as a code mark: an ISO 4217 code in any case (`EUR`, `eur`), or three
  /// capital letters (`PTS`, a custom currency's code); `nil` for other letters (`abc`), which
  /// stay in the text for the number's parser to refuse.
  private static func code(_ letters: Substring) -> CurrencyMark? {
    guard letters.count == 3, letters.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    let code = letters.uppercased()
    let isKnown = ISO4217.entries.contains { $0.code == code }
    guard isKnown || letters.allSatisfy(\.isUppercaseASCIILetter) else { return nil }
    return CurrencyMark(text: String(letters), codes: [code], isKnown: isKnown)
  }
}
