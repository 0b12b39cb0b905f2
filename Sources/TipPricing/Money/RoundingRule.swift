import TipJSON

/// How a value that falls between two representable amounts is rounded.
///
/// The raw values are the names used in catalog files and on the command line.
public enum RoundingRule: String, Sendable, Hashable, CaseIterable, Codable {
  /// To the nearest; ties away from zero (2.5 → 3, −2.5 → −3). The usual commercial rule.
  case halfUp = "half-up"
  /// To the nearest; ties to the even neighbour (2.5 → 2, 3.5 → 4). Banker's rounding.
  case halfEven = "half-even"
  /// To the nearest; ties toward zero (2.5 → 2, −2.5 → −2).
  case halfDown = "half-down"
  /// Away from zero (2.1 → 3, −2.1 → −3).
  case up
  /// Toward zero, truncation (2.9 → 2, −2.9 → −2).
  case down
  /// Toward positive infinity (2.1 → 3, −2.9 → −2).
  case ceiling
  /// Toward negative infinity (2.9 → 2, −2.1 → −3).
  case floor

  /// Creates a rule from its configuration name, such as `half-up`; `nil` for any other text.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The configuration name, such as `half-even`.
  public var name: String { rawValue }

  /// The standard library's rule for binary floating point that matches this one, where there
  /// is one (`half-down` has none).
  public var floatingPointRule: FloatingPointRoundingRule? {
    switch self {
    case .halfUp: return .toNearestOrAwayFromZero
    case .halfEven: return .toNearestOrEven
    case .halfDown: return nil
    case .up: return .awayFromZero
    case .down: return .towardZero
    case .ceiling: return .up
    case .floor: return .down
    }
  }
}

extension RoundingRule {
  /// Reads a rule from its name, rejecting unknown names with the list of valid ones.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let rule = RoundingRule(rawValue: name) else {
      let names = RoundingRule.allCases.map(\.rawValue)
      var message = "unknown rounding rule '\(name)'"
      if let near = suggestion(for: name, among: names) { message += "; did you mean '\(near)'?" }
      message += " Expected one of: \(names.joined(separator: ", "))"
      throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
    }
    self = rule
  }
}
