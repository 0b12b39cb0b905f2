import Foundation

/// A region code that does not name a region.
public enum RegionError: Error, Sendable, Hashable {
  /// Text that is not an ISO 3166 code: two letters, optionally `-` and one to three letters or
  /// digits (`US`, `CA-QC`).
  case malformedCode(String)
  /// Two letters that are not an ISO 3166-1 country, with the nearest known code, if any.
  case unknownCountry(String, suggestion: String?)
}

extension RegionError: CustomStringConvertible {
  /// What was wrong, such as `unknown region 'UX'; did you mean 'US'?`.
  public var description: String {
    switch self {
    case .malformedCode(let text):
      return "'\(text)' is not a region code; expected an ISO 3166-1 code such as US, GB or JP, "
        + "or a subdivision such as CA-QC"
    case .unknownCountry(let text, let suggestion):
      let near = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "unknown region '\(text)'\(near)"
    }
  }
}

extension RegionError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? { description }

  /// How to write a region code.
  public var recoverySuggestion: String? {
    switch self {
    case .malformedCode: return "Write a two-letter country code, optionally with a subdivision."
    case .unknownCountry(_, let suggestion?): return "Did you mean '\(suggestion)'?"
    case .unknownCountry: return "Use an ISO 3166-1 alpha-2 code such as US, GB or JP."
    }
  }
}
