import Testing

@testable import TipCLI

@Suite("tipcalc explain shows a rules policy as its decision list")
struct ExplainRulesTests {
  static let catalog = #"""
    {"version": 1, "policies": [
      {"name": "house", "kind": "rules", "description": "Large parties, happy hour, else 18%.",
       "rules": [
         {"when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "policy": "large-party"},
         {"when": {"days": ["mon", "fri"], "time": {"from": "22:00", "until": "02:00"}}, "policy": "percent-10"}
       ],
       "otherwise": "percent-18"},
      {"name": "large-party", "kind": "cap", "policy": "percent-20", "minimum": "5", "maximum": "200"}
    ]}
    """#

  @Test("One line per rule, condition → policy, then otherwise; each policy expanded below")
  func decisionList() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("house.json", Self.catalog)
    let result = tipcalc(["explain", "house", "--config", "house.json"], directory: directory.path)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        house (rules): Large parties, happy hour, else 18%.
          Source: house.json
          Rule: the policy of the first rule that holds (of 2), otherwise 'percent-18'
          1. parties of 6 or more, dine-in → large-party (cap), another policy's tip, at least 5 \
        and at most 200
            then limits: percent-20 (percent), 20% of the subtotal, rounded half-up
          2. on mon, fri, from 22:00 until 02:00 → percent-10 (percent), 10% of the subtotal, \
        rounded half-up
          otherwise → percent-18 (percent), 18% of the subtotal, rounded half-up

        """)
    let validate = tipcalc(["validate", "house.json"], directory: directory.path)
    #expect(validate.status == 0)
    #expect(validate.stdout == "house.json: valid, 2 policies.\n")
  }

  @Test("A broken rule is reported by validate with its path, line and fix; exit 65")
  func brokenRule() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "bad.json",
      #"{"version": 1, "policies": [{"name": "p", "kind": "rules", "rules": [{"when": {"channel": ["dine-in"]}, "policy": "none"}], "otherwise": "none"}]}"#
    )
    let result = tipcalc(["validate", "bad.json"], directory: directory.path)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "bad.json:1:80: error: at policies[0].rules[0].when.channel: unknown key 'channel'; "
          + "did you mean 'channels'?\n"), "\(result)")
  }
}
