import TipEngine
import Foundation

extension TipPolicyContract.Failure: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
