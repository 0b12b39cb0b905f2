import Foundation

extension BillEntry {
  /// The keypad's decimal key and the separator its display groups thousands with.
  ///
  /// The decimal key is the locale's decimal separator: on a German keypad (``comma``) the keys
  /// `1` `,` `5` `0` `0` are 1.5, as a German reads them, and `.`, which groups thousands there,
  /// is refused rather than read as a decimal point. Where `.` or `,` groups nothing (fr_FR,
  /// de_CH, ar_KW), it is read as the decimal key: see ``BillEntry/Key/init(_:separators:)``.
  /// Bill text is read the same way (``amount(_:currency:)``). `tipcalc quote --locale de_DE
  /// 1,500` refuses the same text as ambiguous (1.5 or 1500), so the keypad, the bill text and
  /// the command line never disagree about an amount.
  public struct Separators: Sendable, Hashable {
    /// The decimal key, and the separator between whole and fraction digits on the display.
    public var decimal: Character
    /// What the display writes between groups of three whole digits; empty for none.
    public var grouping: String

    /// A keypad whose decimal key is `decimal`, grouping digits with `grouping`.
    public init(decimal: Character, grouping: String) {
      self.decimal = decimal
      self.grouping = grouping
    }

    /// `.` for the decimal key, `,` between groups: `1,234.5` (English and most of Asia).
    public static let period = Separators(decimal: ".", grouping: ",")
    /// `,` for the decimal key, `.` between groups: `1.234,5` (German and most of Europe).
    public static let comma = Separators(decimal: ",", grouping: ".")

    /// The separators of `locale`: its decimal separator is the decimal key, and its grouping
    /// separator groups the display. ``period`` when the locale has no single-character decimal
    /// separator.
    public init(locale: Locale) {
      guard let text = locale.decimalSeparator, text.count == 1, let decimal = text.first else {
        self = .period
        return
      }
      let grouping = locale.groupingSeparator ?? ""
      self.init(decimal: decimal, grouping: grouping == text ? "" : grouping)
    }

    /// Whether `character` is this keypad's grouping separator: `.` on a German keypad, `,` on
    /// an English one, but neither on a French one (a narrow space) or a Swiss one (`’`).
    public func groups(with character: Character) -> Bool {
      grouping == String(character)
    }
  }
}
