extension Region {
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
}
