/// What one policy decides for a bill, as a trace shows it: the branch the bill takes and the
/// policy it goes on to, or, at the end of the path, the tip and how it was computed.
///
/// A policy kind returns one from ``TipPolicy/decision(for:serviceCharges:)``:
///
/// ```swift
/// func decision(for itemized: ItemizedBill, serviceCharges: Money) throws -> PolicyDecision {
///   let large = (itemized.bill.partySize ?? 1) >= 6
///   return PolicyDecision(
///     large ? "a large party" : "a small party", branch: .named(large ? "large" : "small"),
///     next: large ? largeParties : smallParties)
/// }
/// ```
public struct PolicyDecision: Sendable {
  /// The decision in words, such as `rule 2 (days fri,sat; 22:00–02:00)`, `region CA-QC` or
  /// `tip 15.21: 18% of the subtotal, rounded half-up`.
  public var text: String
  /// Which branch the bill took, for tools that count branches (coverage); `nil` for a policy
  /// that has none.
  public var branch: DecisionBranch?
  /// The policy the bill goes on to; `nil` when this policy computed the tip.
  public var next: PolicyReference?

  /// A decision.
  ///
  /// - Parameters:
  ///   - text: the decision in words.
  ///   - branch: which branch the bill took, if the policy has branches.
  ///   - next: the policy the bill goes on to, or `nil` at the end of the path.
  public init(_ text: String, branch: DecisionBranch? = nil, next: PolicyReference? = nil) {
    self.text = text
    self.branch = branch
    self.next = next
  }
}

/// The branch a policy took for a bill: the machine-readable half of a ``PolicyDecision``.
public enum DecisionBranch: Sendable, Hashable {
  /// A `rules` policy's rule, by its 1-based number.
  case rule(Int)
  /// A `rules` policy's `otherwise`.
  case otherwise
  /// A `region` policy's rule for this region code (a country, or a subdivision with a rule of
  /// its own), as the policy's `regions` writes it.
  case region(String)
  /// A `region` policy's fallback.
  case fallback
  /// A `cap`'s bound that set the tip.
  case bound(CapPolicy.Bound)
  /// A `cap` whose bounds left the tip as it was.
  case within
  /// A `smart` policy's branch below the threshold.
  case below
  /// A `smart` policy's branch from the threshold up.
  case above
  /// A branch of another kind, by a name its kind chooses.
  case named(String)
}

extension CapPolicy {
  /// One of a cap's bounds, named as the catalog writes it.
  public enum Bound: String, Sendable, Hashable, CaseIterable {
    /// `minimum`: the smallest tip.
    case minimum
    /// `maximum`: the largest tip.
    case maximum
    /// `maximumRate`: the largest tip as a percentage of the base.
    case maximumRate
  }
}
