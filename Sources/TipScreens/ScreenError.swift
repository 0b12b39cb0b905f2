import TipJSON
import TipPricing

/// A problem with a tip screen: a setting no screen may have when it is built, or a bill it
/// cannot show options for.
public enum ScreenError: Error, Sendable, Hashable {
  /// A setting that no screen may have, such as five options or a default option that does not
  /// exist: thrown by ``TipScreen``'s initialiser, and reported by a catalog at the setting's key.
  ///
  /// - Parameters:
  ///   - setting: the setting's catalog key, such as `options`.
  ///   - problem: what is wrong, quoting the value.
  ///   - expected: what would be right, when there is more to say.
  case invalidSetting(setting: String, problem: String, expected: String?)
  /// The bill itself is unusable: a negative subtotal, tax in another currency, no people.
  case invalidBill(reason: String)
  /// A configured amount cannot be shown for the bill: an option of 0.50 on a bill in JPY, an
  /// option amount or limit in a currency the bill is not in.
  case inapplicable(reason: String)
  /// The arithmetic failed: an overflow, or a split into no people.
  case arithmetic(MoneyError)
  /// The catalog has no screen of that name.
  case unknownScreen(name: String, suggestion: String?)
  /// No screen was named and none applies to the bill.
  case noScreen(reason: String)
}

extension ScreenError: CustomStringConvertible {
  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    guard let suggestion = recoverySuggestion else { return problem }
    return "\(problem); \(suggestion)"
  }

  /// What was wrong, without the advice.
  public var problem: String {
    switch self {
    case .invalidSetting(_, let problem, _): return "tip screen: \(problem)"
    case .invalidBill(let reason): return "invalid bill: \(reason)"
    case .inapplicable(let reason): return reason
    case .arithmetic(let error): return error.problem
    case .unknownScreen(let name, _): return "no tip screen named '\(name)'"
    case .noScreen(let reason): return reason
    }
  }

  /// What would be right, when the error knows.
  public var recoverySuggestion: String? {
    switch self {
    case .invalidSetting(_, _, let expected): return expected
    case .arithmetic(let error): return error.recoverySuggestion
    case .unknownScreen(_, let suggestion): return suggestion
    case .invalidBill, .inapplicable, .noScreen: return nil
    }
  }

  /// The same error as a policy setting error, so that a catalog reports it at its key.
  var policyError: PolicyError {
    switch self {
    case .invalidSetting(let setting, let problem, let expected):
      return .invalidSetting(kind: "screen", setting: setting, problem: problem, expected: expected)
    default:
      return .inapplicable(reason: description)
    }
  }

  /// Runs one of the screen's rules on settings decoded from `container`, so that a decoder
  /// applies exactly the rule that ``TipScreen``'s initialiser applies, reported at the key.
  static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(ScreenError) -> Void
  ) throws {
    try PolicyError.checking(in: container) { () throws(PolicyError) in
      do throws(ScreenError) {
        try rule()
      } catch {
        throw error.policyError
      }
    }
  }

  /// Runs a rule that builds a value the screen goes on to use: like ``checking(in:_:)``, but a
  /// catalog's decoder stops at its error (see `PolicyError.building(in:_:)`).
  static func building<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(ScreenError) -> Void
  ) throws {
    try PolicyError.building(in: container) { () throws(PolicyError) in
      do throws(ScreenError) {
        try rule()
      } catch {
        throw error.policyError
      }
    }
  }
}
