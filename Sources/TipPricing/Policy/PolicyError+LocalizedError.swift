import Foundation

extension PolicyError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`; the suggestion alone is
  /// ``recoverySuggestion``.
  public var errorDescription: String? { description }
}
