import TipJSON

/// A problem with a policy: a setting out of range when it is built, or a bill it cannot serve.
public enum PolicyError: Error, Sendable, Hashable {
  /// The bill itself is unusable: a negative subtotal, tax in another currency, no people.
  case invalidBill(reason: String)
  /// A per-region policy has no rule for the bill's region and no fallback.
  ///
  /// `policy` is the policy's catalog name (``RegionPolicy/name``), or `nil` for one built in
  /// code without a name.
  case noRuleForRegion(region: String, policy: String?, known: [String])
  /// A per-region policy was given a bill without a region and has no fallback.
  ///
  /// `policy` is the policy's catalog name (``RegionPolicy/name``), or `nil` for one built in
  /// code without a name.
  case missingRegion(policy: String?)
  /// A configured amount (a fixed tip, a threshold, an increment) cannot be used for the bill.
  case inapplicable(reason: String)
  /// A setting that no policy of the kind may have, such as a rate of 150 % or a negative fixed
  /// tip: thrown by the policies' initialisers, and reported by a catalog at the setting's key.
  ///
  /// - Parameters:
  ///   - kind: the policy kind, such as `percent`.
  ///   - setting: the setting's catalog key, such as `rate`.
  ///   - problem: what is wrong, quoting the value: `rate 150 is out of range`.
  ///   - expected: what would be right, such as `expected 0 to 100 (percent)`, if there is more
  ///     to say than the problem says.
  case invalidSetting(kind: String, setting: String, problem: String, expected: String?)
}

extension PolicyError: CustomStringConvertible {
  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    guard let suggestion = recoverySuggestion else { return problem }
    return "\(problem); \(suggestion)"
  }

  /// What was wrong, without the advice: ``description`` up to ``recoverySuggestion``.
  public var problem: String {
    switch self {
    case .invalidBill(let reason):
      return "invalid bill: \(reason)"
    case .noRuleForRegion(let region, let policy, _):
      return "\(PolicyError.owner(policy)) has no rule for region '\(region)' and no fallback"
    case .missingRegion(let policy):
      return "\(PolicyError.owner(policy)) needs the bill's region (an ISO 3166 code such as US "
        + "or JP) and has no fallback"
    case .inapplicable(let reason):
      return reason
    case .invalidSetting(let kind, _, let problem, _):
      return "\(kind) policy: \(problem)"
    }
  }

  /// What would be right, when the error knows: the region codes a policy covers, the range of
  /// a setting.
  public var recoverySuggestion: String? {
    switch self {
    case .noRuleForRegion(let region, _, let known):
      let covered = known.joined(separator: ", ")
      guard let near = suggestion(for: region, among: known) else {
        return "regions covered: \(covered)"
      }
      return "did you mean '\(near)'? Regions covered: \(covered)"
    case .invalidSetting(_, _, _, let expected):
      return expected
    case .invalidBill, .missingRegion, .inapplicable:
      return nil
    }
  }

  private static func owner(_ policy: String?) -> String {
    policy.map { "policy '\($0)'" } ?? "the region policy"
  }
}
