import Foundation

extension MoneyError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`; the suggestion alone is
  /// ``recoverySuggestion``.
  public var errorDescription: String? { description }
}
