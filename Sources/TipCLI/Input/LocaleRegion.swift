/// The region of the user's locale, from the POSIX locale variables.
///
/// `LC_ALL` wins, then `LC_MONETARY` (the category that governs money), then `LANG`; the first
/// one that is set and not empty decides. `en_GB.UTF-8` gives `GB`, `de_AT@euro` gives `AT`;
/// `C`, `POSIX`, `C.UTF-8` or a locale without a territory give none.
enum LocaleRegion {
  /// The variables consulted, in order of precedence.
  static let variables = ["LC_ALL", "LC_MONETARY", "LANG"]

  /// The upper-case region code of the locale in `environment`, if it names one.
  static func region(in environment: [String: String]) -> String? {
    guard
      let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
    else { return nil }
    return region(ofLocale: locale)
  }

  /// The region of a locale name such as `en_GB.UTF-8`, `pt-BR` or `de_AT@euro`.
  static func region(ofLocale locale: String) -> String? {
    let name = locale.prefix { $0 != "." && $0 != "@" }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard parts.count >= 2 else { return nil }
    let territory = parts[1]
    guard territory.count == 2, territory.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    return territory.uppercased()
  }
}
