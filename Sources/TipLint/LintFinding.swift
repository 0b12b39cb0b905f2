import TipJSON

/// One thing `tipcalc lint` found in a catalog file: where, how serious, which check, and what
/// to do about it.
public struct LintFinding: Sendable, Hashable {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// Probably a mistake: `lint` exits 1.
    case warning
    /// Worth a look, but not wrong by itself: `lint` still exits 0.
    case note
  }

  /// The checks, by the names their findings carry.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// A rule that the rules before it take every bill from.
    case shadowedRule = "shadowed-rule"
    /// A rule whose conditions no bill meets together.
    case unsatisfiableRule = "unsatisfiable-rule"
    /// Two gratuity service charges that can apply to the same bill.
    case doubleGratuity = "double-gratuity"
    /// A screen preset above the screen's own custom-tip maximum or maximum rate.
    case presetAboveCustomMaximum = "preset-above-custom-maximum"
    /// A cash-rounding increment larger than any region rounds cash to.
    case largeCashRounding = "large-cash-rounding"
    /// A policy that nothing refers to.
    case unusedPolicy = "unused-policy"
    /// A rule that needs a gratuity in a catalog without a gratuity charge: only a host that
    /// sets ``Bill/gratuityApplied`` itself reaches it.
    case noGratuityCharge = "no-gratuity-charge"
    /// Rules of a list that the analysis left unchecked when its work budget ran out
    /// (``RuleReachability/workBudget``).
    case analysisBudget = "analysis-budget"

    /// How serious this check's findings are: unused policies, rules only a host can reach
    /// and rules left unchecked are notes.
    public var severity: Severity {
      switch self {
      case .unusedPolicy, .noGratuityCharge, .analysisBudget: .note
      default: .warning
      }
    }
  }

  /// Where the finding is: file, JSON path, line and column.
  public var location: DocumentLocation
  /// The check that found it.
  public var rule: Rule
  /// What is wrong, naming the rules, charges or presets involved.
  public var message: String
  /// What would fix it.
  public var suggestion: String

  /// Creates a finding.
  public init(location: DocumentLocation, rule: Rule, message: String, suggestion: String) {
    self.location = location
    self.rule = rule
    self.message = message
    self.suggestion = suggestion
  }

  /// The check's severity.
  public var severity: Severity { rule.severity }
}

extension LintFinding: CustomStringConvertible {
  /// In the compiler's form editors jump to: `file:line:column: warning: at path: message;
  /// suggestion [rule]`.
  public var description: String {
    var place = [location.file ?? "memory"]
    if let line = location.line {
      place.append(String(line))
      if let column = location.column { place.append(String(column)) }
    }
    let path = location.path.isEmpty ? "" : "at \(location.path): "
    return place.joined(separator: ":") + ": \(severity.rawValue): \(path)\(message); "
      + "\(suggestion) [\(rule.rawValue)]"
  }
}
