import Testing
import TipEngine

/// A way to build a policy in code with a setting out of range, and the same setting in a
/// catalog.
struct BadSetting: Sendable, CustomTestStringConvertible {
  var name: String
  var build: @Sendable () throws -> any TipPolicy
  /// The policy object in a catalog file, with the same bad setting.
  var json: String
  var error: PolicyError

  var testDescription: String { name }
}

private func reference() throws -> PolicyReference { PolicyReference(try PercentPolicy(rate: 10)) }

private func invalid(_ kind: String, _ setting: String, _ problem: String, _ expected: String?)
  -> PolicyError
{
  .invalidSetting(kind: kind, setting: setting, problem: problem, expected: expected)
}

@Suite("Policies built in code keep the invariants a catalog enforces")
struct PolicyInvariantTests {
  static let badSettings: [BadSetting] = [
    BadSetting(
      name: "a rate above 100 %", build: { try PercentPolicy(rate: 150) },
      json: #"{"name": "p", "kind": "percent", "rate": 150}"#,
      error: invalid("percent", "rate", "rate 150 is out of range", "expected 0 to 100 (percent)")),
    BadSetting(
      name: "a negative rate", build: { try PercentPolicy(rate: Percentage("-0.5")) },
      json: #"{"name": "p", "kind": "percent", "rate": "-0.5"}"#,
      error: invalid("percent", "rate", "rate -0.5 is out of range", "expected 0 to 100 (percent)")
    ),
    BadSetting(
      name: "a negative fixed amount", build: { try FixedPolicy(amount: -2) },
      json: #"{"name": "p", "kind": "fixed", "amount": -2}"#,
      error: invalid("fixed", "amount", "amount -2 is negative", "expected zero or more")),
    BadSetting(
      name: "a fixed amount finer than its currency",
      build: { try FixedPolicy(amount: DecimalValue("2.505"), currency: .usd) },
      json: #"{"name": "p", "kind": "fixed", "amount": "2.505", "currency": "USD"}"#,
      error: invalid("fixed", "amount", "amount 2.505 has more fraction digits than USD (2)", nil)),
    BadSetting(
      name: "a zero increment",
      build: { try RoundUpPolicy(wrapping: PercentPolicy(rate: 10), increment: 0) },
      json: #"{"name": "p", "kind": "round-up", "policy": "percent-10", "increment": 0}"#,
      error: invalid(
        "round-up", "increment", "increment 0 must be greater than zero, such as 1 or 0.05", nil)),
    BadSetting(
      name: "a negative increment",
      build: {
        try RoundUpPolicy(wrapping: PercentPolicy(rate: 10), increment: DecimalValue("-0.05"))
      },
      json: #"{"name": "p", "kind": "round-up", "policy": "percent-10", "increment": "-0.05"}"#,
      error: invalid(
        "round-up", "increment", "increment -0.05 must be greater than zero, such as 1 or 0.05",
        nil)),
    BadSetting(
      name: "a negative threshold",
      build: { try SmartPolicy(threshold: -1, below: reference(), above: reference()) },
      json: #"{"name": "p", "kind": "smart", "threshold": -1, "below": "none", "above": "none"}"#,
      error: invalid("smart", "threshold", "threshold -1 is negative", "expected zero or more")),
    BadSetting(
      name: "no regions and no fallback", build: { try RegionPolicy(regions: [:]) },
      json: #"{"name": "p", "kind": "region", "regions": {}}"#,
      error: invalid("region", "regions", "no regions and no fallback", "give at least one of them")
    ),
    BadSetting(
      name: "a region that is not an ISO 3166 code",
      build: { try RegionPolicy(regions: ["UK": .init(policy: reference())]) },
      json: #"{"name": "p", "kind": "region", "regions": {"UK": "none"}}"#,
      error: invalid(
        "region", "UK", "unknown region 'UK'",
        "expected an upper-case ISO 3166-1 alpha-2 code, or a subdivision such as CA-QC (did you mean 'GB'?)"
      )),
  ]

  @Test("A setting out of range does not build", arguments: badSettings)
  func refused(_ setting: BadSetting) {
    #expect(throws: setting.error) { try setting.build() }
  }

  @Test(
    "Code and catalog refuse a bad setting by one rule, in the same words", arguments: badSettings)
  func sameRuleInCatalogs(_ setting: BadSetting) throws {
    let source = CatalogSource(
      name: "bad.json", json: #"{"version": 1, "policies": [\#(setting.json)]}"#)
    let errors = PolicyCatalog.validate([.builtIn, source]).errors
    let error = try #require(errors.first)
    guard case .invalidSetting(_, let key, let problem, let expected) = setting.error else {
      Issue.record("not a setting error")
      return
    }
    #expect(errors.count == 1)
    #expect(error.kind == .invalidValue)
    #expect(error.message == problem)
    #expect(error.suggestion == expected)
    #expect(error.path.hasSuffix(".\(key)"), "\(error)")
    #expect(error.line == 1)
  }

  @Test("The limits themselves build: rates 0 and 100, amount and threshold 0, lower-case codes")
  func boundaries() throws {
    #expect(try PercentPolicy(rate: 0).rate == .zero)
    #expect(try PercentPolicy(rate: PercentPolicy.maximumRate).rate == 100)
    #expect(try FixedPolicy(amount: 0, currency: .jpy).amount == 0)
    #expect(try FixedPolicy(amount: DecimalValue("0.5")).amount == DecimalValue("0.5"))
    #expect(try FixedPolicy(Money(minorUnits: 1234, currency: .kwd)).amount.description == "1.234")
    #expect(
      try RoundUpPolicy(wrapping: PercentPolicy(rate: 10), increment: DecimalValue("0.01"))
        .increment > 0)
    #expect(try SmartPolicy(threshold: 0, below: reference(), above: reference()).threshold == 0)
    let fallbackOnly = try RegionPolicy(regions: [:], fallback: reference())
    #expect(fallbackOnly.regionCodes.isEmpty)
    let lower = try RegionPolicy(regions: ["us": .init(policy: reference())])
    #expect(lower.regionCodes == ["US"])
  }

  @Test("A region policy from a catalog names itself in its errors; one built in code may")
  func regionPolicyName() throws {
    let regional = try PolicyCatalog.builtIn().policy(named: "regional")
    let bill = Bill(subtotal: Money(minorUnits: 5000, currency: .eur))
    #expect(throws: PolicyError.missingRegion(policy: "regional")) { try regional.tip(for: bill) }
    let named = try RegionPolicy(regions: ["US": .init(policy: reference())], name: "house")
    #expect(throws: PolicyError.missingRegion(policy: "house")) { try named.tip(for: bill) }
    #expect(
      PolicyError.missingRegion(policy: "house").description
        == "policy 'house' needs the bill's region (an ISO 3166 code such as US or JP) and has no "
        + "fallback")
  }
}
