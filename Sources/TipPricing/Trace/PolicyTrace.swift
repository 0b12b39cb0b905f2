/// The path a bill took through a catalog: from the named policy down to the policy that
/// computed the tip, each step with its decision, then each service charge of the catalog,
/// applied or not and why, then the cash rounding.
///
/// A trace is computed by a walk of its own (``TipPolicy/decision(for:serviceCharges:)``), apart
/// from the quote, so that quoting costs nothing more for it:
///
/// ```swift
/// let catalog = try PolicyCatalog.builtIn()
/// let bill = Bill(subtotal: try Money("84.50", currency: .cad), region: try Region("CA-QC"))
/// let trace = try catalog.trace(of: bill, policyNamed: "regional")
/// trace.path                    // regional[CA-QC] > percent-15
/// trace.steps[0].decision       // region CA-QC
/// ```
public struct PolicyTrace: Sendable {
  /// One step of a trace.
  public struct Step: Sendable, Hashable {
    /// The policy's catalog name, or a label in parentheses for one built in code; a service
    /// charge's name; for cash rounding, the region whose rule applies (else the bill's region,
    /// else empty).
    public var policy: String
    /// The policy's kind (`rules`, `percent` …), or ``PolicyTrace/serviceChargeKind`` or
    /// ``PolicyTrace/cashRoundingKind``.
    public var kind: String
    /// The decision in words, such as `rule 2 (days fri,sat; 22:00–02:00)`.
    public var decision: String
    /// The branch the policy took, if it has branches.
    public var branch: DecisionBranch?
    /// The decision point of the catalog the step reached, for coverage: a named policy's branch
    /// (or the policy itself when it has no branch), a service charge that applied; `nil` for a
    /// policy without a catalog name, a charge that did not apply and cash rounding.
    public var point: DecisionPoint?

    /// A step.
    public init(
      policy: String, kind: String, decision: String, branch: DecisionBranch? = nil,
      point: DecisionPoint? = nil
    ) {
      self.policy = policy
      self.kind = kind
      self.decision = decision
      self.branch = branch
      self.point = point
    }

    /// Whether the step is a policy's (not a service charge's or the cash rounding's).
    public var isPolicyStep: Bool {
      kind != PolicyTrace.serviceChargeKind && kind != PolicyTrace.cashRoundingKind
    }

    /// The step as a path writes it: `house#2` or `house#otherwise` for a rule, `regional[CA-QC]`
    /// or `regional[fallback]` for a region, the bare name otherwise.
    public var pathComponent: String {
      switch branch {
      case .rule(let number)?: return "\(policy)#\(number)"
      case .otherwise?: return "\(policy)#otherwise"
      case .region(let code)?: return "\(policy)[\(code)]"
      case .fallback?: return "\(policy)[fallback]"
      default: return policy
      }
    }
  }

  /// The kind of a service charge's step: `serviceCharge`.
  public static let serviceChargeKind = "serviceCharge"
  /// The kind of the cash rounding's step: `cashRounding`.
  public static let cashRoundingKind = "cashRounding"
  /// The most policy steps a trace follows: a catalog's references nest at most
  /// ``PolicyCatalog/Limits/maximumReferenceDepth`` deep; a policy built in code that refers to
  /// itself stops here.
  public static let maximumDepth = 64

  /// The steps: the policies', then the service charges', then the cash rounding's.
  public var steps: [Step]

  /// A trace of these steps.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The path through the policies alone, from the first policy to the one that computed the
  /// tip.
  ///
  /// - Parameters:
  ///   - itemized: the bill and its line items, validated (``ItemizedBill/validate()``), with
  ///     ``Bill/gratuityApplied`` set as the catalog's charges set it.
  ///   - policy: the first policy, with its catalog name if it has one.
  ///   - serviceCharges: the service charges and their tax owed before the tip.
  /// - Throws: what the policies throw for the bill, as its quote would.
  public init(
    of itemized: ItemizedBill, policy: PolicyReference, serviceCharges: Money
  ) throws {
    steps = []
    try PolicyTrace.walk(itemized, from: policy, serviceCharges: serviceCharges, into: &steps)
  }

  /// Appends the policy steps of `itemized` from `policy` to `steps`, one at a time, so that a
  /// caller that wants what was reached before an error keeps it; a policy that refuses the
  /// bill gets a last step, `refused: …`, before the error is thrown.
  package static func walk(
    _ itemized: ItemizedBill, from policy: PolicyReference, serviceCharges: Money,
    into steps: inout [Step]
  ) throws {
    var reference: PolicyReference? = policy
    var depth = 0
    while let current = reference, depth < maximumDepth {
      let decision: PolicyDecision
      do {
        decision = try current.policy.decision(for: itemized, serviceCharges: serviceCharges)
      } catch {
        // The policy was reached: its step says it refused the bill, and why.
        steps.append(
          Step(
            policy: current.name ?? "(\(current.policy.summary))", kind: kind(of: current.policy),
            decision: "refused: \(error)", point: current.name.map { .policy($0) }))
        throw error
      }
      steps.append(
        Step(
          policy: current.name ?? "(\(current.policy.summary))", kind: kind(of: current.policy),
          decision: decision.text, branch: decision.branch,
          point: current.name.map { name in
            decision.branch.map { DecisionPoint.branch(policy: name, $0) } ?? .policy(name)
          }))
      reference = decision.next
      depth += 1
    }
  }

  /// The kind name of `policy`: its catalog kind, else its type's name.
  public static func kind(of policy: any TipPolicy) -> String {
    if let configurable = type(of: policy) as? any ConfigurablePolicy.Type {
      return configurable.kind
    }
    return String(describing: type(of: policy))
  }

  /// The policy steps alone.
  public var policySteps: [Step] { steps.filter(\.isPolicyStep) }

  /// The path from the first policy to the one that computed the tip, each step as
  /// ``Step/pathComponent`` writes it, joined by ` > `: `house#1 > percent-20`.
  public var path: String {
    policySteps.map(\.pathComponent).joined(separator: " > ")
  }
}
