// The built-in kinds print as their one-line summary, so that `print(policy)` and string
// interpolation show what the policy does rather than its stored settings.

extension PercentPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `10% of the subtotal, rounded half-up`.
  public var description: String { summary }
}

extension FixedPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `a fixed 2 USD`.
  public var description: String { summary }
}

extension CapPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `another policy's tip, at least 1 and at most 50% of the
  /// subtotal`.
  public var description: String { summary }
}

extension RoundUpPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `rounded up so the total is a multiple of 1`.
  public var description: String { summary }
}

extension SmartPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `one policy below 10, another from 10 up (on the
  /// subtotal)`.
  public var description: String { summary }
}

extension RulesPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `the policy of the first rule that holds (of 3),
  /// otherwise 'percent-18'`.
  public var description: String { summary }
}

extension RegionPolicy: CustomStringConvertible {
  /// The policy's ``summary``, such as `a policy for each of 37 regions, else 'percent-15'`.
  public var description: String { summary }
}
