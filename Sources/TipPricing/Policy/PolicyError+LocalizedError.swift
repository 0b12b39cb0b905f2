import Foundation
import TipJSON

extension PolicyError: LocalizedError {
  /// The same text as ``description``, for `localizedDescription`; the suggestion alone is
  /// ``recoverySuggestion``.
  public var errorDescription: String? { description }
}

extension PolicyError {
  /// Where a policy error is shown to a person, which decides how long its text is.
  package enum Audience: Sendable {
    /// The quote of one bill on the command line: a sentence that says what to give instead.
    case bill
    /// A rejected row of a batch run: a short reason after the row's line, in lower case, that
    /// does not list every region.
    case row
  }

  /// The text for the errors of a per-region policy that a person meets when it has no rule
  /// for the bill's region, or the bill has none: `tipcalc quote` and the batch engine show
  /// these, and only these, in their own words; `nil` for the other errors, shown by their
  /// ``description``.
  ///
  /// - Parameters:
  ///   - policyName: the name the person chose the policy by, such as `regional`.
  ///   - audience: where the text is shown.
  package func presented(policyName: String, for audience: Audience) -> String? {
    switch (self, audience) {
    case (.missingRegion, .bill):
      return "Policy '\(policyName)' needs the bill's region and has no fallback; give "
        + "--region, such as --region US."
    case (.missingRegion, .row):
      return "no region given, and policy '\(policyName)' has no fallback for that"
    case (.noRuleForRegion(let region, _, let known), .bill):
      return "Policy '\(policyName)' has no rule for region '\(region)' and no fallback. "
        + "Regions covered: \(known.joined(separator: ", "))."
    case (.noRuleForRegion(let region, _, let known), .row):
      var text = "unknown region '\(region)' for policy '\(policyName)': no rule and no fallback"
      if let near = suggestion(for: region, among: known) { text += "; did you mean '\(near)'?" }
      return text
    default:
      return nil
    }
  }
}
