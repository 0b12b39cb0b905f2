extension DecimalValue {
  /// Parses a number as a person types it into an amount field: surrounding spaces, a currency
  /// mark before or after the digits, with or without a space (`$12.50`, `12.50 €`, `5 EUR`,
  /// `84.50EUR`), and grouping commas in threes (`$1,234.50`) are accepted; everything
  /// ``init(_:)-(StringProtocol)`` rejects is still rejected.
  ///
  /// With a `currency`, a mark must be one that may mean it: `¥500` reads in JPY and in CNY
  /// (both write `¥`), `$5` in any of the dollars and pesos that write `$`, and `€5` is refused
  /// in USD. Without one, any mark is accepted and dropped: a bare decimal has no currency.
  ///
  /// This is the one parser of amounts typed by people: ``Money/init(_:currency:rounding:)``,
  /// the command line, batch files and the calculator model all read amounts through it.
  ///
  /// - Parameters:
  ///   - text: the amount as typed.
  ///   - currency: the currency the amount is in, whose marks it may carry; `nil` for none.
  /// - Throws: ``MoneyError/currencyMarkMismatch(text:mark:markedCodes:currencyCode:)`` for a
  ///   mark of another currency, ``MoneyError/invalidNumber(text:reason:)`` for misplaced
  ///   grouping commas (`12,34`), two decimal points, a three-letter mark that is no currency
  ///   code, and the rest of what ``init(_:)-(StringProtocol)`` refuses.
  public init(parsingHumanText text: String, currency: Currency? = nil) throws(MoneyError) {
    // Digits and a point alone carry no mark, sign, grouping or space: read them at once, as
    // batch rows that reach the library mostly are, without looking for a mark.
    if text.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: ".") }) {
      self = try DecimalValue.parse(Array(text.utf8), original: text)
      return
    }
    let (sign, marks, body) = try DecimalValue.parts(ofHumanText: text)
    if let currency {
      for mark in marks where !mark.marks(currency) {
        throw DecimalValue.refusal(of: mark, in: text, currency: currency)
      }
    }
    let ungrouped = try DecimalValue.removingGrouping(body, original: text)
    self = try DecimalValue.parse(Array((sign + ungrouped).utf8), original: text)
  }

  /// `text` as ``init(parsingHumanText:currency:)`` reads it: its sign (`-` or empty), its
  /// currency marks, and the digits between them, not yet checked.
  ///
  /// - Throws: ``MoneyError/invalidNumber(text:reason:)`` for two signs (`+-5`, `-$-5`).
  private static func parts(ofHumanText text: String) throws(MoneyError)
    -> (sign: String, marks: [CurrencyMark], body: Substring)
  {
    func isSign(_ character: Character?) -> Bool {
      character == "-" || character == "+" || character == "−"
    }
    func twoSigns() -> MoneyError {
      .invalidNumber(text: text, reason: "two signs; write one, such as -5 for a refund")
    }
    var body = Substring(text).trimmingWhitespace()
    var sign = ""
    var signed = false
    if let first = body.first, isSign(first) {
      sign = first == "+" ? "" : "-"
      signed = true
      body = body.dropFirst().trimmingWhitespace()
      if isSign(body.first) { throw twoSigns() }
    }
    var marks: [CurrencyMark] = []
    if let (mark, rest) = CurrencyMark.leading(body) {
      marks.append(mark)
      body = rest
    }
    // A sign may also follow the currency symbol: "$-5", but not a second one: "-$-5".
    if let first = body.first, first == "-" || first == "−" {
      if signed { throw twoSigns() }
      sign = "-"
      body = body.dropFirst()
    }
    if let (mark, rest) = CurrencyMark.trailing(body) {
      marks.append(mark)
      body = rest
    }
    return (sign, marks, body)
  }

  /// The sign and the digits of an amount as a person typed it, without its currency marks
  /// and surrounding spaces: `-1.500` for `-1.500 kr.`, `1’234.50` for `CHF 1’234.50`. A
  /// mark's own full stop (`kr.`, `Fr.`) is not part of the number, so checks of how the number
  /// is written read this; `text` as it is when it cannot be taken apart.
  package static func numberText(ofHumanText text: String) -> String {
    guard let (sign, _, body) = try? parts(ofHumanText: text) else { return text }
    return sign + body.trimmingWhitespace()
  }

  /// Why `mark` cannot mark an amount of `currency`.
  private static func refusal(of mark: CurrencyMark, in text: String, currency: Currency)
    -> MoneyError
  {
    guard mark.isKnown else {
      return .invalidNumber(
        text: text,
        reason: "'\(mark.text)' is not an ISO 4217 currency code; write the amount without it, "
          + "or with \(currency.code)")
    }
    return .currencyMarkMismatch(
      text: text, mark: mark.text, markedCodes: mark.codes, currencyCode: currency.code)
  }

  /// Removes grouping commas after checking that they separate groups of three digits.
  static func removingGrouping(_ text: Substring, original: String) throws(MoneyError) -> String {
    guard text.contains(",") else { return String(text) }
    let point = text.firstIndex(of: ".") ?? text.endIndex
    let groups = text[..<point].split(separator: ",", omittingEmptySubsequences: false)
    let valid =
      !groups.isEmpty && (1...3).contains(groups[0].count)
      && groups.dropFirst().allSatisfy { $0.count == 3 }
      && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
    guard valid, !text[point...].contains(",") else {
      throw .invalidNumber(
        text: original,
        reason: "misplaced grouping comma; write digits in groups of three (1,234.50) "
          + "or without commas (1234.50)")
    }
    return text.replacingAll(",", with: "")
  }
}
