import TipEngine

/// The user's locale as the POSIX environment names it: what the command line reads from
/// `LC_ALL`, `LC_MONETARY` and `LANG` (the engine maps an identifier to a region, and never
/// reads the environment itself).
enum LocaleEnvironment {
  /// The POSIX locale variables that name the user's locale, in order of precedence: `LC_ALL`
  /// wins, then `LC_MONETARY` (the category that governs money), then `LANG`.
  static let variables = ["LC_ALL", "LC_MONETARY", "LANG"]

  /// The locale identifier the environment names: the first of ``variables`` that is set and
  /// not empty.
  static func identifier(in environment: [String: String]) -> String? {
    variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
  }

  /// The region of the locale the environment names (see ``identifier(in:)``), if any.
  static func region(in environment: [String: String]) -> Region? {
    identifier(in: environment).flatMap(Region.init(localeIdentifier:))
  }
}
