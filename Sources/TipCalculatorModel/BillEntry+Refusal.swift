extension BillEntry {
  /// Why the last key changed nothing: a key the keypad cannot take where it was pressed.
  ///
  /// A refused key never changes the amount silently into one the person did not type: the
  /// keypad keeps what it showed and says why in ``BillEntry/refusal``, for the UI to show next
  /// to the field (the terminal screen shows it as `! JPY amounts have no digits after the
  /// point`).
  public enum Refusal: Sendable, Hashable, CustomStringConvertible {
    /// The decimal key, or a digit after it, in a currency without minor units, such as JPY.
    case noFractionDigits(currency: String)
    /// A digit past the currency's minor-unit digits, such as a third one in USD.
    case tooManyFractionDigits(allowed: Int, currency: String)
    /// A digit, or the decimal key, when the number already has ``BillEntry/maximumDigits``.
    case tooManyDigits
    /// A digit that would make the amount larger than the currency's largest, `largest` (as
    /// `Money.amountText` writes it): only a currency with 6 minor-unit digits has one that
    /// fits on the display.
    case tooLarge(largest: String, currency: String)
    /// A second decimal key in one number.
    case secondDecimalPoint
    /// Backspace when no number is being typed (the display shows a result or an operand).
    case nothingToDelete
    /// `.` or `,` where it groups thousands, such as `.` on a German keypad (decimal key `,`).
    case notTheDecimalKey(typed: Character, decimalKey: Character)
    /// A character that is no key of the keypad, such as a letter.
    case notAKey(Character)

    /// A sentence for people, such as `JPY amounts have no digits after the point`.
    public var description: String {
      switch self {
      case .noFractionDigits(let currency):
        return "\(currency) amounts have no digits after the point"
      case .tooManyFractionDigits(let allowed, let currency):
        return
          "\(currency) amounts have at most \(allowed) digit\(allowed == 1 ? "" : "s") after the point"
      case .tooManyDigits:
        return "the display holds at most \(BillEntry.maximumDigits) digits"
      case .tooLarge(let largest, let currency):
        return "\(currency) amounts are at most \(largest)"
      case .secondDecimalPoint:
        return "the number already has a decimal point"
      case .nothingToDelete:
        return "nothing typed to delete; type a new number, or AC to start over"
      case .notTheDecimalKey(let typed, let decimalKey):
        return "'\(typed)' is not the decimal key here; the decimal key is '\(decimalKey)'"
      case .notAKey(let character):
        return "'\(character)' is not a key of the keypad"
      }
    }
  }
}
