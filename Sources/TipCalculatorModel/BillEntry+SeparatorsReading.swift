import TipEngine

extension BillEntry.Separators {
  /// `text` read as an amount of `currency` written with these separators, as a person types it
  /// into a bill field: `1.234,50 €` with ``comma``, `$1,234.50` with ``period``.
  ///
  /// With ``period`` this is `Money(text, currency:)`. With another decimal separator or
  /// grouping separator (de_CH's `1’234.50`), `text` is read with them, and digits may be
  /// grouped in threes by the grouping separator (and by `.` where the decimal separator is
  /// `,`): on a German bill `1,5` is 1.50 and `1.234,50` is
  /// 1234.50. A `.` followed by exactly three digits, as in `1.500`, is refused as ambiguous:
  /// a German means 1500 by it, a machine or an English speaker 1.5. Currency marks and a sign
  /// are read as `Money` reads them.
  ///
  /// - Throws: `MoneyError.invalidNumber(text:reason:)` for an ambiguous amount, misplaced
  ///   grouping or two decimal separators, each saying what to write instead, and otherwise
  ///   what `Money(_:currency:rounding:)` throws, quoting `text` as typed, with the digits
  ///   after the point counted as typed (`12.50` has 2 in JPY, though it equals 12.5).
  public func amount(_ text: String, currency: Currency) throws(MoneyError) -> Money {
    // `Money` itself reads `.` as the decimal point and `,` as grouping; other separators (a
    // decimal comma, de_CH's `’`, a space) are brought to that form first, as the keypad does.
    let machine = decimal == "." && ["", ","].contains(grouping) ? text : try machineText(text)
    do {
      return try Money(machine, currency: currency)
    } catch {
      throw BillEntry.Separators.quoting(
        error, as: text, fractionDigits: BillEntry.Separators.fractionDigits(typedIn: machine))
    }
  }

  /// The digits typed after the point of `machine` (`12.50` has 2), not counting a mark's own
  /// full stop (`kr.`); `nil` without a point.
  static func fractionDigits(typedIn machine: String) -> Int? {
    let number = DecimalValue.numberText(ofHumanText: machine)
    guard let point = number.firstIndex(of: ".") else { return nil }
    return number[number.index(after: point)...].prefix(while: \.isASCIIDigit).count
  }

  /// `amount` written with these separators and no grouping, which ``amount(_:currency:)``
  /// reads back: `1500,00` with ``comma``.
  public func text(of amount: Money) -> String {
    guard decimal != "." else { return amount.amountText }
    return String(amount.amountText.map { $0 == "." ? decimal : $0 })
  }

  /// The characters that group digits: the grouping separator, the spaces a locale may write
  /// for it, and `.` where the decimal separator is `,`.
  private func isGrouping(_ character: Character) -> Bool {
    if decimal == "," && character == "." { return true }
    guard let mark = grouping.first, grouping.count == 1 else { return false }
    if mark.isWhitespace { return character.isWhitespace }
    return character == mark
  }

  /// `text` with its number in the form `Money` reads: `.` as the decimal point, no grouping;
  /// the marks and sign around the digits are left as they are.
  func machineText(_ text: String) throws(MoneyError) -> String {
    let characters = Array(text)
    guard
      let first = characters.firstIndex(where: { $0.isASCIIDigit || $0 == decimal }),
      let last = characters.lastIndex(where: \.isASCIIDigit), first <= last
    else { return text }
    var body = ""
    // The whole digits between grouping marks, and the marks.
    var groups = [""]
    var marks: [Character] = []
    var fraction: String?
    for character in characters[first...last] {
      if character == decimal {
        guard fraction == nil else {
          throw .invalidNumber(
            text: text,
            reason: "it has two decimal separators '\(decimal)'; write one, such as 12\(decimal)50")
        }
        fraction = ""
        body.append(".")
      } else if isGrouping(character) {
        guard fraction == nil else {
          throw .invalidNumber(
            text: text, reason: BillEntry.Separators.misplaced(character, decimal: decimal))
        }
        marks.append(character)
        groups.append("")
      } else {
        if character.isASCIIDigit {
          if fraction == nil {
            groups[groups.count - 1].append(character)
          } else {
            fraction?.append(character)
          }
        }
        body.append(character)
      }
    }
    if let mark = marks.first {
      try checkGrouping(text, groups: groups, mark: mark, marks: marks, fraction: fraction)
    }
    return String(characters[..<first]) + body + String(characters[(last + 1)...])
  }

  /// Refuses grouping that is not in threes, and a lone `.` before exactly three digits, which
  /// reads as 1500 here and as 1.5 where `.` is the decimal point.
  private func checkGrouping(
    _ text: String, groups: [String], mark: Character, marks: [Character], fraction: String?
  ) throws(MoneyError) {
    let inThrees =
      (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
    let point = decimal == "," && marks == ["."] && fraction == nil
    guard inThrees else {
      let reason =
        point
        ? "'\(decimal)' is the decimal separator here and '.' groups thousands; write "
          + groups.joined(separator: String(decimal))
        : BillEntry.Separators.misplaced(mark, decimal: decimal)
      throw .invalidNumber(text: text, reason: reason)
    }
    guard point else { return }
    let digits = groups.joined().drop { $0 == "0" }
    let whole = digits.isEmpty ? "0" : String(digits)
    let fractionDigits = groups[1].reversed().drop { $0 == "0" }.reversed()
    let pointed = groups[0] + (fractionDigits.isEmpty ? "" : "\(decimal)\(String(fractionDigits))")
    throw .invalidNumber(
      text: text,
      reason: "ambiguous: '.' groups thousands here, which makes it \(whole), but it is also "
        + "read as a decimal point, which makes it \(pointed); write \(whole) or \(pointed)")
  }

  /// Why grouping by `mark` is misplaced, with the forms to write.
  private static func misplaced(_ mark: Character, decimal: Character) -> String {
    "misplaced grouping separator '\(mark)'; write digits in groups of three "
      + "(1\(mark)234\(decimal)50) or without grouping (1234\(decimal)50)"
  }

  /// `error` quoting `text`, as typed, instead of the text `Money` was given, and counting the
  /// `fractionDigits` typed, when known, instead of those the value needs.
  static func quoting(_ error: MoneyError, as text: String, fractionDigits: Int? = nil)
    -> MoneyError
  {
    switch error {
    case .invalidNumber(_, let reason):
      return .invalidNumber(text: text, reason: reason)
    case .tooManyFractionDigits(_, let digits, let allowed, let code):
      return .tooManyFractionDigits(
        text: text, digits: max(digits, fractionDigits ?? 0), allowed: allowed,
        currencyCode: code)
    case .negativeAmount:
      return .negativeAmount(text: text)
    case .currencyMarkMismatch(_, let mark, let codes, let code):
      return .currencyMarkMismatch(text: text, mark: mark, markedCodes: codes, currencyCode: code)
    default:
      return error
    }
  }
}
