extension BillEntry {
  /// A key of the keypad.
  public enum Key: Sendable, Hashable {
    /// A digit, 0 through 9; other values are ignored.
    case digit(Int)
    /// The decimal key. In a currency without minor units (JPY) it is refused, and so are the
    /// digits after it, until Backspace takes it back: `1 . 5` is ¥1, never ¥15.
    case decimalPoint
    /// Deletes the last character typed; refused when nothing is being typed (a result).
    case backspace
    /// AC: back to 0, with no pending operation, no error and no refusal.
    case clear
    /// One of the four operations.
    case operation(Operation)
    /// Completes the pending operation.
    case equals

    /// The characters that are a decimal key on some keyboard: `.` and `,`.
    static let separatorCharacters: Set<Character> = [".", ","]

    /// The key for a character typed on a keyboard, whatever its locale: `0`–`9`, `.` or `,`
    /// (both the decimal key), `+`, `-` or `−`, `*` `x` or `×`, `/` or `÷`, `=` or Return
    /// (equals), Backspace or Delete, and `c` (AC). `nil` for any other character.
    ///
    /// A keyboard with a locale should use ``init(_:separators:)`` instead, so that a separator
    /// that groups thousands there is not read as a decimal point.
    public init?(_ character: Character) {
      switch character {
      case "0"..."9":
        guard let value = character.wholeNumberValue else { return nil }
        self = .digit(value)
      case ".", ",": self = .decimalPoint
      case "+": self = .operation(.add)
      case "-", "−": self = .operation(.subtract)
      case "*", "x", "×": self = .operation(.multiply)
      case "/", "÷": self = .operation(.divide)
      case "=", "\r", "\n", "\r\n": self = .equals
      case "\u{7F}", "\u{08}": self = .backspace
      case "c", "C": self = .clear
      default: return nil
      }
    }

    /// The key for a character typed on a keyboard whose decimal key is `decimalSeparator` and
    /// whose other separator of `.` and `,` groups thousands: as ``init(_:)``, except that only
    /// `decimalSeparator` is the decimal key and the other of `.` and `,` is `nil`.
    ///
    /// This is ``init(_:separators:)`` for a keypad that groups with the other separator
    /// (``Separators/period``, ``Separators/comma``); use that one when the grouping separator
    /// is known, so that `.` on a French keypad, which groups with a space, is the decimal key.
    public init?(_ character: Character, decimalSeparator: Character) {
      if character == decimalSeparator {
        self = .decimalPoint
        return
      }
      guard !Key.separatorCharacters.contains(character) else { return nil }
      self.init(character)
    }

    /// The key for a character typed on a keypad with `separators`: as ``init(_:)``, with the
    /// decimal key read so that an amount is never read as another one.
    ///
    /// - `separators.decimal` is the decimal key (`,` in de_DE, `٫` in ar_KW).
    /// - `.` or `,` where it is the grouping separator is `nil`: on a German keypad `.` groups
    ///   thousands, so `1.500` means 1500 to the person typing it, never 1.5.
    /// - `.` or `,` where it groups nothing is the decimal key too: a person who types it on a
    ///   French (`1 234,5`), Swiss (`1’234.5`) or Kuwaiti keypad means a decimal point, so
    ///   `12.50` in fr_FR is 12.50 and `2,5` in de_CH is 2.50, never 1250 or 25.
    public init?(_ character: Character, separators: Separators) {
      if character == separators.decimal {
        self = .decimalPoint
        return
      }
      guard Key.separatorCharacters.contains(character) else {
        self.init(character)
        return
      }
      guard !separators.groups(with: character) else { return nil }
      self = .decimalPoint
    }
  }

  /// An arithmetic operation of the keypad.
  public enum Operation: String, Sendable, Hashable, CaseIterable {
    /// Addition, `+`.
    case add = "+"
    /// Subtraction, `−` (U+2212).
    case subtract = "−"
    /// Multiplication, `×`.
    case multiply = "×"
    /// Division, `÷`.
    case divide = "÷"

    /// The sign shown for the operation: `+`, `−`, `×` or `÷`.
    public var symbol: String { rawValue }
  }
}
