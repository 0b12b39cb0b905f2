import Foundation
import TipEngine

/// The locale of a run: `--locale` when given, else the process locale from the POSIX
/// variables. It decides how amounts are written for people (`1.234,50 €` in `de_DE`, the plain
/// compact text `$100.25` without a locale) and which amounts on the command line are ambiguous
/// (``InputValues/locale``).
enum DisplayLocale {
  /// The `--locale <id>` option shared by the commands that print amounts for people.
  static let option = CommandSpec.Option.value(
    "locale", valueName: "id",
    help:
      "Write amounts in this locale's style, such as de_DE (1.234,50 €); by default the "
      + "process locale (LC_ALL, LC_MONETARY, LANG), or plain text under C or POSIX.")

  /// The names of the POSIX locale that writes plain text, with `.` as the decimal point.
  static let plainNames: Set<String> = ["C", "POSIX"]

  /// The locale for a run: from `--locale`, else from `environment`; `nil` for the plain text
  /// of the `C` and `POSIX` locales and when no locale is set or known.
  ///
  /// - Throws: a usage error (64) for a `--locale` value that is not of the form of a locale
  ///   identifier, and a data error (65) for an identifier that names no known locale.
  static func locale(option: String?, environment: [String: String]) throws(CLIError)
    -> Locale?
  {
    guard let option else {
      let name = Region.localeIdentifier(in: environment)
      return name.flatMap(locale(named:))
    }
    if isPlain(option) { return nil }
    if let locale = locale(named: option) { return locale }
    let shown = TerminalText.echoed(option)
    guard isIdentifier(option) else {
      throw .usage(
        "Invalid value '\(shown)' for '--locale <id>': expected a locale identifier such as "
          + "en_US, de_DE or ja_JP, or C.")
    }
    var message = "Invalid value '\(shown)' for '--locale <id>': not a known locale"
    if let near = suggestion(for: option, among: Locale.availableIdentifiers.sorted()) {
      message += ". Did you mean '\(near)'?"
    } else {
      message += "; expected an identifier such as en_US, de_DE or ja_JP."
    }
    throw .dataError(message)
  }

  /// The money style for a run in `locale`: the plain compact text without one.
  static func style(for locale: Locale?) -> CurrencyTextStyle {
    guard let locale else { return .compact }
    return CurrencyTextStyle.compact.locale(locale)
  }

  /// The money style for a run: from `--locale`, else from `environment`.
  static func style(option: String?, environment: [String: String]) throws(CLIError)
    -> CurrencyTextStyle
  {
    style(for: try locale(option: option, environment: environment))
  }

  /// The locale for an identifier such as `de_DE`, `de-DE` or `de_DE.UTF-8`; `nil` for `C`,
  /// `POSIX` and identifiers Foundation does not know.
  static func locale(named name: String) -> Locale? {
    guard !isPlain(name) else { return nil }
    let base = baseName(name)
    guard !base.isEmpty, Set(Locale.availableIdentifiers).contains(base) else { return nil }
    return Locale(identifier: base)
  }

  /// Whether `name` is the POSIX locale (`C`, `POSIX`, `C.UTF-8`), which writes plain text.
  static func isPlain(_ name: String) -> Bool {
    plainNames.contains(baseName(name))
  }

  /// `name` without its character set and modifier, with `_` between its parts:
  /// `de_DE.UTF-8` and `de-DE` give `de_DE`.
  private static func baseName(_ name: String) -> String {
    String(name.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(of: "-", with: "_")
  }

  /// Whether `name` has the form of a locale identifier: ASCII letters first, then letters,
  /// digits, `_` and `-`, with an optional `.charset` and `@modifier`.
  private static func isIdentifier(_ name: String) -> Bool {
    let base = name.prefix { $0 != "." && $0 != "@" }
    guard let first = base.first, first.isASCII, first.isLetter else { return false }
    return name.allSatisfy { character in
      character.isASCII
        && (character.isLetter || character.isNumber || "_-.@".contains(character))
    }
  }
}
