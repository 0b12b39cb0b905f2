extension Region {
  /// The POSIX locale variables that name the user's locale, in order of precedence: `LC_ALL`
  /// wins, then `LC_MONETARY` (the category that governs money), then `LANG`.
  public static let localeVariables = ["LC_ALL", "LC_MONETARY", "LANG"]

  /// The region of a locale identifier such as `en_GB.UTF-8`, `pt-BR` or `de_AT@euro`.
  ///
  /// Returns `nil` for `C`, `POSIX`, `C.UTF-8`, a locale without a territory, or a territory that
  /// is not an ISO 3166-1 country.
  public init?(localeIdentifier identifier: String) {
    let name = identifier.prefix { $0 != "." && $0 != "@" }
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard parts.count >= 2, parts[1].count == 2, let region = try? Region(String(parts[1])) else {
      return nil
    }
    self = region
  }

  /// The locale identifier the environment names: the first of ``localeVariables`` that is set
  /// and not empty.
  public static func localeIdentifier(in environment: [String: String]) -> String? {
    localeVariables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
  }

  /// The region of the locale the environment names (see ``localeIdentifier(in:)``), if any.
  public init?(localeIn environment: [String: String]) {
    guard let identifier = Region.localeIdentifier(in: environment) else { return nil }
    self.init(localeIdentifier: identifier)
  }
}
