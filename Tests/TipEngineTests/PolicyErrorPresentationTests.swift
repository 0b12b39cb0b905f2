import Testing
import TipEngine

@Suite("A per-region policy's errors are worded once, for a bill and for a batch row")
struct PolicyErrorPresentationTests {
  @Test(
    "Each audience reads the error in its own words, naming the policy as chosen",
    arguments: [
      (
        PolicyError.missingRegion(policy: nil), PolicyError.Audience.bill,
        "Policy 'regional' needs the bill's region and has no fallback; give --region, such as "
          + "--region US."
      ),
      (
        .missingRegion(policy: "other"), .row,
        "no region given, and policy 'regional' has no fallback for that"
      ),
      (
        .noRuleForRegion(region: "SU", policy: nil, known: ["DE", "US"]), .bill,
        "Policy 'regional' has no rule for region 'SU' and no fallback. Regions covered: DE, US."
      ),
      (
        .noRuleForRegion(region: "SU", policy: nil, known: ["DE", "US"]), .row,
        "unknown region 'SU' for policy 'regional': no rule and no fallback; did you mean 'US'?"
      ),
      (
        .noRuleForRegion(region: "ZZ", policy: nil, known: ["DE", "US"]), .row,
        "unknown region 'ZZ' for policy 'regional': no rule and no fallback"
      ),
    ])
  func worded(error: PolicyError, audience: PolicyError.Audience, text: String) {
    #expect(error.presented(policyName: "regional", for: audience) == text)
  }

  @Test("Other policy errors are left to their description")
  func others() {
    let error = PolicyError.invalidBill(reason: "no people")
    #expect(error.presented(policyName: "regional", for: .bill) == nil)
    #expect(error.presented(policyName: "regional", for: .row) == nil)
  }
}
