import Foundation
import TipArguments
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
      let name = LocaleEnvironment.identifier(in: environment)
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

  /// The locale for an identifier such as `de_DE`, `de-DE` or `de_DE.UTF-8`; `nil` for `C`,
  /// `POSIX` and identifiers Foundation does not know.
  ///
  /// A system name without a script (`zh_CN`, `sr_RS@latin`) is the locale Foundation lists
  /// with one (``scriptedIdentifier(for:)``): on Linux it lists only `zh_Hans_CN`, `sr_Cyrl_RS`.
  static func locale(named name: String) -> Locale? {
    guard !isPlain(name) else { return nil }
    let base = baseName(name)
    guard !base.isEmpty else { return nil }
    if availableIdentifiers.contains(base) { return Locale(identifier: base) }
    return scriptedIdentifier(for: name).map { Locale(identifier: $0) }
  }

  /// The identifiers of the locales Foundation knows, read once.
  private static let availableIdentifiers = Set(Locale.availableIdentifiers)

  /// The script a glibc `@modifier` names: `sr_RS@latin` is Serbian in the Latin script.
  private static let modifierScripts = [
    "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
  ]

  /// The known `language_Script_REGION` locale that the system name `language_REGION` means,
  /// such as `zh_Hans_CN` for `zh_CN`: the script of its `@modifier` if it names one, else the
  /// only script listed for that language and region, else CLDR's likely script for them
  /// (`zh_HK` is written in Hant, `sr_RS` in Cyrl); `nil` when none of these is known.
  static func scriptedIdentifier(for name: String) -> String? {
    let parts = baseName(name).split(separator: "_")
    guard parts.count == 2, parts[1].count == 2 || parts[1].count == 3 else { return nil }
    let (language, region) = (parts[0], parts[1])
    let candidates = availableIdentifiers.filter { identifier in
      let scripted = identifier.split(separator: "_")
      return scripted.count == 3 && scripted[0] == language && scripted[2] == region
        && scripted[1].count == 4
    }
    let modifier = name.split(separator: "@", maxSplits: 1).dropFirst().first
    if let script = modifier.flatMap({ modifierScripts[$0.lowercased()] }) {
      let wanted = "\(language)_\(script)_\(region)"
      if candidates.contains(wanted) { return wanted }
    }
    if candidates.count == 1 { return candidates.first }
    guard
      let script = Locale.Language(identifier: "\(language)_\(region)").script?.identifier
    else { return nil }
    let likely = "\(language)_\(script)_\(region)"
    return candidates.contains(likely) ? likely : nil
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
