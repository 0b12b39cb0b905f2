extension RulesPolicy {
  /// The first rule that holds, by its 1-based number and conditions, such as
  /// `rule 2 (days fri,sat; 22:00–02:00)`, or `otherwise`; the bill goes on to its policy.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    guard let index = ruleIndex(for: itemized.bill) else {
      return PolicyDecision("otherwise", branch: .otherwise, next: otherwise)
    }
    return PolicyDecision(
      RulesPolicy.ruleText(number: index + 1, rules[index].condition),
      branch: .rule(index + 1), next: rules[index].policy)
  }

  /// A rule as traces and coverage write it: `rule 2 (days fri,sat; 22:00–02:00)`.
  public static func ruleText(number: Int, _ condition: BillCondition) -> String {
    "rule \(number) (\(condition.traceText))"
  }
}
