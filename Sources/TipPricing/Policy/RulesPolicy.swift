import TipJSON

/// A decision list: the first rule whose conditions all hold picks the policy; `otherwise`
/// serves every bill that no rule matches.
///
/// Catalog kind `rules`:
/// ```json
/// {"kind": "rules",
///  "rules": [{"when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "policy": "percent-15"},
///            {"when": {"time": {"from": "16:00", "until": "18:00"}}, "policy": "percent-10"}],
///  "otherwise": "percent-18"}
/// ```
/// Each `when` is a ``BillCondition``; conditions in one rule combine (all must hold). A
/// condition on a field the bill does not carry does not hold, so a bill without a channel or a
/// time skips every rule that tests one and ends at `otherwise`. `otherwise` is required: every
/// bill gets a tip, and no bill fails because a rule was forgotten.
public struct RulesPolicy: ConfigurablePolicy {
  /// `rules`.
  public static let kind = "rules"
  /// Picks a policy by the bill's conditions.
  public static let kindSummary = "the first rule whose conditions hold picks the policy"

  /// One rule: when ``condition`` holds, ``policy`` applies.
  public struct Rule: Sendable {
    /// What must hold for the rule to apply; every condition set, at once.
    public var condition: BillCondition
    /// The policy that applies when the condition holds.
    public var policy: PolicyReference

    /// Creates a rule.
    public init(when condition: BillCondition, policy: PolicyReference) {
      self.condition = condition
      self.policy = policy
    }
  }

  /// The rules, in the order they are tried.
  public private(set) var rules: [Rule]
  /// The policy for bills that no rule matches.
  public var otherwise: PolicyReference

  /// Creates a decision list.
  ///
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for no rules, or a
  ///   rule whose condition is empty (it would always hold, so the rules after it never apply):
  ///   the rules a catalog applies.
  public init(rules: [Rule], otherwise: PolicyReference) throws(PolicyError) {
    try RulesPolicy.check(ruleCount: rules.count)
    for rule in rules { try RulesPolicy.check(rule.condition) }
    self.rules = rules
    self.otherwise = otherwise
  }

  /// The rule for the list: at least one rule.
  static func check(ruleCount: Int) throws(PolicyError) {
    guard ruleCount > 0 else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.rules.stringValue,
        problem: "the list is empty, so 'otherwise' always applies",
        expected: "give at least one rule {\"when\": {…}, \"policy\": …}, or refer to the "
          + "'otherwise' policy directly")
    }
  }

  /// The rule for a condition: at least one condition set.
  static func check(_ condition: BillCondition) throws(PolicyError) {
    guard condition != BillCondition() else {
      throw .invalidSetting(
        kind: kind, setting: Rule.CodingKeys.when.stringValue,
        problem: "the condition is empty, so it always holds and the rules after it never apply",
        expected: "give a condition such as {\"partySize\": {\"min\": 6}}, or name the policy "
          + "in 'otherwise'")
    }
  }

  enum CodingKeys: String, CodingKey {
    case rules, otherwise
  }

  /// Reads `rules` (at least one `{"when": {…}, "policy": …}`) and `otherwise`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rules = try container.decode([Rule].self, forKey: .rules)
    try PolicyError.checking(in: container) { [count = rules.count] () throws(PolicyError) in
      try RulesPolicy.check(ruleCount: count)
    }
    guard container.contains(.otherwise) else {
      throw DecodingError.keyNotFound(
        CodingKeys.otherwise,
        .init(
          codingPath: container.codingPath,
          debugDescription: "missing key 'otherwise'; add \"otherwise\": \"<name>\" with the "
            + "policy for bills that no rule matches, such as a bill without a field a rule tests"))
    }
    otherwise = try container.decode(PolicyReference.self, forKey: .otherwise)
  }

  /// The policy for `bill`: the first matching rule's, or ``otherwise``.
  public func policy(for bill: Bill) -> PolicyReference {
    guard let index = ruleIndex(for: bill) else { return otherwise }
    return rules[index].policy
  }

  /// The index of the first rule whose condition holds for `bill`, or `nil` for none. Only the
  /// conditions are read, and the chosen policy is then called in place: a copy of a whole rule
  /// retains its condition's sets and its policy.
  @inline(__always)
  func ruleIndex(for bill: Bill) -> Int? {
    for index in rules.indices where rules[index].condition.holds(for: bill) { return index }
    return nil
  }

  /// The tip of the policy that ``policy(for:)`` picks, called in place.
  public func tip(for bill: Bill) throws -> Money {
    guard let index = ruleIndex(for: bill) else { return try otherwise.tip(for: bill) }
    return try rules[index].policy.tip(for: bill)
  }

  /// The tip of the policy that ``policy(for:)`` picks for the bill, given the items.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    guard let index = ruleIndex(for: itemized.bill) else {
      return try otherwise.tip(for: itemized)
    }
    return try rules[index].policy.tip(for: itemized)
  }

  /// The tip of the policy that ``policy(for:)`` picks, given the service charges.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    guard let index = ruleIndex(for: bill) else {
      return try otherwise.tip(for: bill, serviceCharges: serviceCharges)
    }
    return try rules[index].policy.tip(for: bill, serviceCharges: serviceCharges)
  }

  /// The tip of the policy that ``policy(for:)`` picks, given the items and the service charges.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    guard let index = ruleIndex(for: itemized.bill) else {
      return try otherwise.tip(for: itemized, serviceCharges: serviceCharges)
    }
    return try rules[index].policy.tip(for: itemized, serviceCharges: serviceCharges)
  }

  /// Such as `the policy of the first rule that holds (of 3), otherwise 'percent-18'`.
  public var summary: String {
    "the policy of the first rule that holds (of \(rules.count)), otherwise "
      + otherwise.displayName
  }

  /// Each rule, in order, with its condition's summary as its role, then `otherwise`.
  public var components: [PolicyComponent] {
    rules.map { PolicyComponent(role: $0.condition.summary, reference: $0.policy) }
      + [PolicyComponent(role: "otherwise", reference: otherwise)]
  }
}

extension RulesPolicy.Rule: Decodable {
  enum CodingKeys: String, CodingKey {
    case when, policy
  }

  /// Reads `{"when": {…}, "policy": "<name>"}`; both are required and `when` sets at least one
  /// condition.
  public init(from decoder: any Decoder) throws {
    let container: KeyedDecodingContainer<CodingKeys>
    do {
      container = try decoder.container(keyedBy: CodingKeys.self)
    } catch {
      // In the catalog's words: what a rule looks like, not "an object".
      throw DecodingError.typeMismatch(
        RulesPolicy.Rule.self,
        .init(
          codingPath: decoder.codingPath, debugDescription: Self.catalogExpectation,
          underlyingError: error))
    }
    condition = try container.decode(BillCondition.self, forKey: .when)
    try PolicyError.checking(in: container) { [condition] () throws(PolicyError) in
      try RulesPolicy.check(condition)
    }
    policy = try container.decode(PolicyReference.self, forKey: .policy)
  }
}

extension RulesPolicy.Rule: CatalogExpectation {
  /// What a rule is written as in a catalog.
  package static var catalogExpectation: String { "a rule object {\"when\": {…}, \"policy\": …}" }
}
