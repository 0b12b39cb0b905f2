/// A problem computing a tip for a particular bill.
public enum PolicyError: Error, Sendable, Hashable {
  /// The bill itself is unusable: a negative subtotal, tax in another currency, no people.
  case invalidBill(reason: String)
  /// A per-region policy has no rule for the bill's region and no fallback.
  case noRuleForRegion(region: String, policy: String?, known: [String])
  /// A per-region policy was given a bill without a region and has no fallback.
  case missingRegion(policy: String?)
  /// A configured amount (a fixed tip, a threshold, an increment) cannot be used for the bill.
  case inapplicable(reason: String)
}

extension PolicyError: CustomStringConvertible {
  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .invalidBill(let reason):
      return "invalid bill: \(reason)"
    case .noRuleForRegion(let region, let policy, let known):
      let owner = policy.map { "policy '\($0)'" } ?? "the region policy"
      var text = "\(owner) has no rule for region '\(region)' and no fallback"
      if let near = suggestion(for: region, among: known) { text += "; did you mean '\(near)'?" }
      text += " Regions covered: \(known.joined(separator: ", "))"
      return text
    case .missingRegion(let policy):
      let owner = policy.map { "policy '\($0)'" } ?? "the region policy"
      return "\(owner) needs the bill's region (an ISO 3166 code such as US or JP) "
        + "and has no fallback"
    case .inapplicable(let reason):
      return reason
    }
  }
}
