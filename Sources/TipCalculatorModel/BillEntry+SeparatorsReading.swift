import TipEngine

extension BillEntry.Separators {
  /// `text` read as an amount of `currency` written with these separators, as a person types it
  /// into a bill field: `1.234,50 €` with ``comma``, `$1,234.50` with ``period``.
  ///
  /// With ``period`` this is `Money(text, currency:)`. With another decimal separator or
  /// grouping separator (de_CH's `1’234.50`), `text` is read as the keypad reads its keys
  /// (``BillEntry/Key/init(_:separators:)``): the decimal separator is the decimal point, and so
  /// is `.` or `,` where it groups nothing (`12.50` on a French bill, which groups with a
  /// space, is 12.50); the grouping separator groups digits in threes (on a German bill `1,5`
  /// is 1.50 and `1.234,50` is 1234.50). A `.` or `,` that may group thousands before exactly
  /// three digits, as in `1.500`, is refused as ambiguous: a German means 1500 by it, a machine
  /// or an English speaker 1.5, and on a French bill it is often written for 1500 (so is `1,500`
  /// where `.` is the decimal separator and `,` groups nothing, as in de_CH). So is a `.`
  /// that groups thousands before the first digit (`.5` on a German bill). Currency marks and a
  /// sign are read as `Money` reads them; a `.` right after a mark's letters is the mark's own
  /// full stop, not a decimal point (`kr.12,50` is 12.50 in SEK, `Fr.12.50` in CHF).
  ///
  /// A decimal separator may end the number, as on the keypad: `12,` on a German bill is 12.00.
  /// So may one followed by a dash, the way German, Swiss and Scandinavian prices write a whole
  /// amount (`12,-`, `Fr. 12.–`); ``period`` reads its text as `Money` does, which takes `12.`
  /// but not `12.-`. A `.` or `,` elsewhere outside the digits (`12,,`) is refused.
  ///
  /// - Throws: `MoneyError.invalidNumber(text:reason:)` for an ambiguous amount, misplaced
  ///   grouping, two decimal separators or a separator outside the digits, each saying what to
  ///   write instead with these separators, and otherwise
  ///   what `Money(_:currency:rounding:)` throws, quoting `text` as typed, with the digits
  ///   after the point counted as typed (`12.50` has 2 in JPY, though it equals 12.5).
  public func amount(_ text: String, currency: Currency) throws(MoneyError) -> Money {
    // `Money` itself reads `.` as the decimal point and `,` as grouping; other separators (a
    // decimal comma, de_CH's `’`, a space) are brought to that form first, as the keypad does.
    let machine = decimal == "." && grouping == "," ? text : try machineText(text)
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

  /// The characters that group digits: the grouping separator, and the spaces a locale may
  /// write for it.
  private func isGrouping(_ character: Character) -> Bool {
    guard let mark = grouping.first, grouping.count == 1 else { return false }
    if mark.isWhitespace { return character.isWhitespace }
    return character == mark
  }

  /// Whether `character` is a decimal point here: the decimal separator, and `.` or `,` where
  /// it groups nothing, as on the keypad.
  private func isDecimal(_ character: Character) -> Bool {
    character == decimal
      || (BillEntry.Key.separatorCharacters.contains(character) && !isGrouping(character))
  }

  /// `text` with its number in the form `Money` reads: `.` as the decimal point, no grouping;
  /// the marks and sign around the digits are left as they are.
  func machineText(_ text: String) throws(MoneyError) -> String {
    let characters = Array(text)
    // The number starts at its first digit, or at a `.` or `,` just before it (`.5`), unless
    // that follows a letter: then it is a mark's own full stop (`kr.12,50`, `Fr.12.50`).
    let first = characters.indices.first { index in
      let character = characters[index]
      if character.isASCIIDigit { return true }
      guard isSeparator(character), index + 1 < characters.count,
        characters[index + 1].isASCIIDigit
      else { return false }
      return index == 0 || !characters[index - 1].isLetter
    }
    guard let first, var last = characters.lastIndex(where: \.isASCIIDigit), first <= last
    else { return text }
    // A decimal separator may end the number (`12,` is 12, as on the keypad), and so may one
    // with a dash, the way a whole amount is written on a price (`12,-`, `Fr. 12.–`).
    var end = last
    if end + 1 < characters.count, isDecimal(characters[end + 1]) {
      last += 1
      end = last
      if end + 1 < characters.count, BillEntry.Separators.wholeDashes.contains(characters[end + 1])
      {
        end += 1
      }
    }
    let prefix = characters[..<first]
    let suffix = characters[(end + 1)...]
    try refuseStraySeparator(in: prefix, of: text)
    try refuseStraySeparator(in: suffix, of: text)
    var body = ""
    // The whole digits between grouping marks, and the marks.
    var groups = [""]
    var marks: [Character] = []
    var fraction: String?
    var point: Character?
    for character in characters[first...last] {
      if isDecimal(character) {
        if let point {
          let both =
            point == character
            ? " '\(point)'" : ", '\(point)' and '\(character)' (each is a decimal point here)"
          throw .invalidNumber(
            text: text,
            reason: "it has two decimal separators\(both); write one, such as 12\(decimal)50")
        }
        point = character
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
    } else if let point, point != decimal, point == "," || decimal == ",", let fraction,
      fraction.count == 3
    {
      throw .invalidNumber(
        text: text, reason: otherPointAmbiguity(point, whole: groups[0], fraction: fraction))
    }
    return String(prefix) + body + String(suffix)
  }

  /// The dashes written after a decimal separator for no fraction digits: `12,-`, `12.–`.
  static let wholeDashes: Set<Character> = ["-", "–", "—"]

  /// Whether `character` may separate the digits of a number here: the decimal separator,
  /// `.` or `,`.
  private func isSeparator(_ character: Character) -> Bool {
    character == decimal || BillEntry.Key.separatorCharacters.contains(character)
  }

  /// Refuses a `.` or `,` beside the number but not in it (`12,,`), except a mark's own full
  /// stop, which follows its letters (`kr.`, `Fr.`); `Money` would advise English grouping.
  private func refuseStraySeparator(in part: ArraySlice<Character>, of text: String)
    throws(MoneyError)
  {
    for index in part.indices where isSeparator(part[index]) {
      let isMarkStop =
        part[index] == "." && index > part.startIndex && part[index - 1].isLetter
      guard !isMarkStop else { continue }
      throw .invalidNumber(
        text: text,
        reason: "misplaced '\(part[index])' outside the digits; write the amount with one "
          + "'\(decimal)' between whole and fraction digits, such as 12\(decimal)50")
    }
  }

  /// Why `whole`, `point`, `fraction` is ambiguous where `point` groups nothing but is often
  /// written to group thousands: `1.500` on a French bill (the command line refuses it there),
  /// `1,500` on a Swiss or Kuwaiti one (the command line reads 1500).
  private func otherPointAmbiguity(_ point: Character, whole: String, fraction: String)
    -> String
  {
    let (grouped, pointed) = readings(whole: whole, fraction: fraction)
    return "ambiguous: '\(point)' is often written to group thousands, which makes it "
      + "\(grouped), but here it is also read as a decimal point, which makes it \(pointed); "
      + "write \(grouped) or \(pointed)"
  }

  /// The two readings of `whole` and three digits after a separator: as grouped thousands
  /// (`1500`) and as a decimal fraction written with ``decimal`` (`1,5`).
  private func readings(whole: String, fraction: String) -> (grouped: String, pointed: String) {
    let digits = (whole + fraction).drop { $0 == "0" }
    let fractionDigits = fraction.reversed().drop { $0 == "0" }.reversed()
    let wholePart = whole.isEmpty ? "0" : whole
    return (
      digits.isEmpty ? "0" : String(digits),
      wholePart + (fractionDigits.isEmpty ? "" : "\(decimal)\(String(fractionDigits))")
    )
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
      // A '.' before the first digit (`.5`) is written after a 0.
      let reason =
        point
        ? "'\(decimal)' is the decimal separator here and '.' groups thousands; write "
          + (groups[0].isEmpty ? "0" : "") + groups.joined(separator: String(decimal))
        : BillEntry.Separators.misplaced(mark, decimal: decimal)
      throw .invalidNumber(text: text, reason: reason)
    }
    guard point else { return }
    let (grouped, pointed) = readings(whole: groups[0], fraction: groups[1])
    throw .invalidNumber(
      text: text,
      reason: "ambiguous: '.' groups thousands here, which makes it \(grouped), but it is also "
        + "read as a decimal point, which makes it \(pointed); write \(grouped) or \(pointed)")
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
