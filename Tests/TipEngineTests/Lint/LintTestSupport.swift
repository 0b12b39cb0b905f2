import TipEngine

/// What the lint says of one rule, without the example bill: for tables.
enum Verdict: Equatable, Sendable, CustomStringConvertible {
  case reachable
  case unsatisfiable
  case shadowed(by: [Int])

  init(_ reachability: RuleReachability) {
    switch reachability {
    case .reachable, .undecided: self = .reachable
    case .unsatisfiable: self = .unsatisfiable
    case .shadowed(let cover): self = .shadowed(by: cover)
    case .shadowedAfterGratuity(let rules, _): self = .shadowed(by: rules)
    }
  }

  var description: String {
    switch self {
    case .reachable: "reachable"
    case .unsatisfiable: "unsatisfiable"
    case .shadowed(let cover): "shadowed by \(cover)"
    }
  }
}

/// Conditions written tersely for the tables and the property test.
enum When {
  static func party(min: Int? = nil, max: Int? = nil) throws -> BillCondition {
    var condition = BillCondition()
    condition.partySize = try CountRange(min: min, max: max)
    return condition
  }

  static func subtotal(min: String? = nil, max: String? = nil) throws -> BillCondition {
    var condition = BillCondition()
    condition.subtotal = try AmountRange(
      min: try min.map { try DecimalValue($0) }, max: try max.map { try DecimalValue($0) })
    return condition
  }

  static func payments(_ payments: Payment...) -> BillCondition {
    var condition = BillCondition()
    condition.payments = Set(payments)
    return condition
  }

  static func channels(_ channels: Channel...) -> BillCondition {
    var condition = BillCondition()
    condition.channels = Set(channels)
    return condition
  }

  static func moment(
    days: [Weekday]? = nil, from: String? = nil, until: String? = nil, dates: [String]? = nil
  ) throws -> BillCondition {
    var condition = BillCondition()
    condition.days = days.map(Set.init)
    if let from, let until {
      condition.time = try TimeWindow(from: try LocalTime(from), until: try LocalTime(until))
    }
    condition.dates = try dates.map { Set(try $0.map { try LocalDate($0) }) }
    return condition
  }

  static func regions(_ codes: String...) throws -> BillCondition {
    var condition = BillCondition()
    condition.regions = try codes.map { try Region($0) }
    return condition
  }

  static func gratuity(_ applied: Bool) -> BillCondition {
    var condition = BillCondition()
    condition.gratuityApplied = applied
    return condition
  }

  /// The conditions of `parts` together.
  static func all(_ parts: BillCondition...) -> BillCondition {
    var condition = BillCondition()
    for part in parts {
      condition.partySize = part.partySize ?? condition.partySize
      condition.subtotal = part.subtotal ?? condition.subtotal
      condition.channels = part.channels ?? condition.channels
      condition.payments = part.payments ?? condition.payments
      condition.days = part.days ?? condition.days
      condition.time = part.time ?? condition.time
      condition.dates = part.dates ?? condition.dates
      condition.regions = part.regions ?? condition.regions
      condition.gratuityApplied = part.gratuityApplied ?? condition.gratuityApplied
    }
    return condition
  }
}

/// The real decision list over `conditions`: rule `i` names the policy `rule-i`, so that the
/// rule the engine chooses for a bill can be read back.
func decisionList(_ conditions: [BillCondition]) throws -> RulesPolicy {
  let tip = PolicyReference(try FixedPolicy(amount: 1))
  return try RulesPolicy(
    rules: conditions.indices.map {
      RulesPolicy.Rule(
        when: conditions[$0], policy: PolicyReference(tip.policy, name: "rule-\($0)"))
    },
    otherwise: PolicyReference(tip.policy, name: "otherwise"))
}

/// The index of the rule the engine chooses for `bill`, or `nil` for `otherwise`.
func chosenRule(of policy: RulesPolicy, for bill: Bill) -> Int? {
  guard let name = policy.policy(for: bill).name, name.hasPrefix("rule-") else { return nil }
  return Int(name.dropFirst(5))
}
