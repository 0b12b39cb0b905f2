/// A place in a catalog where a bill's path can go one way or another: what a trace step
/// reached, and what coverage counts.
public enum DecisionPoint: Sendable, Hashable {
  /// A named policy of the catalog, reached by a bill.
  case policy(String)
  /// A branch of a named policy: a rule, `otherwise`, a region, the fallback, a cap's bound.
  case branch(policy: String, DecisionBranch)
  /// A service charge of the catalog, by name, that applied to a bill.
  case serviceCharge(String)
  /// A tip screen of the catalog, by name, that was shown.
  case screen(String)

  /// The named policy this point belongs to, if it is a policy's.
  public var policyName: String? {
    switch self {
    case .policy(let name), .branch(let name, _): return name
    case .serviceCharge, .screen: return nil
    }
  }
}
