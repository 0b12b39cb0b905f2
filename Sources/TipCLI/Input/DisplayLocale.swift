import Foundation
import TipEngine

/// How a run writes amounts for people: `--locale` when given, else the process locale from
/// the POSIX variables, else the plain compact text (`$100`, `$100.25`).
enum DisplayLocale {
  /// The `--locale <id>` option shared by the commands that print amounts for people.
  static let option = CommandSpec.Option.value(
    "locale", valueName: "id",
    help:
      "Write amounts in this locale's style, such as de_DE (1.234,50 €); by default the "
      + "process locale (LC_ALL, LC_MONETARY, LANG), or plain text under C or POSIX.")

  /// The money style for a run: from `--locale`, else from `environment`.
  ///
  /// - Throws: a usage error for a `--locale` value that names no known locale.
  static func style(option: String?, environment: [String: String]) throws(CLIError)
    -> CurrencyTextStyle
  {
    if let option {
      guard let locale = locale(named: option) else {
        var message = "Invalid value '\(option)' for '--locale <id>': not a known locale"
        let known = Locale.availableIdentifiers
        if let near = suggestion(for: option, among: known.sorted()) {
          message += ". Did you mean '\(near)'?"
        } else {
          message += "; expected an identifier such as en_US, de_DE or ja_JP."
        }
        throw .usage(message)
      }
      return CurrencyTextStyle.compact.locale(locale)
    }
    let name = LocaleRegion.variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let name, let locale = locale(named: name) else { return .compact }
    return CurrencyTextStyle.compact.locale(locale)
  }

  /// The locale for an identifier such as `de_DE`, `de-DE` or `de_DE.UTF-8`; `nil` for `C`,
  /// `POSIX` and identifiers Foundation does not know.
  static func locale(named name: String) -> Locale? {
    let base = String(name.prefix { $0 != "." && $0 != "@" }).replacingOccurrences(
      of: "-", with: "_")
    guard !base.isEmpty, base != "C", base != "POSIX" else { return nil }
    let known = Set(Locale.availableIdentifiers)
    guard known.contains(base) else { return nil }
    return Locale(identifier: base)
  }
}
