import Foundation
import TipEngine

extension TipPolicyContract.Failure: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
