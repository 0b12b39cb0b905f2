import Testing
import TipEngine

/// One decision list and what the lint must say of each of its rules.
struct ShadowCase: Sendable, CustomTestStringConvertible {
  let name: String
  let conditions: @Sendable () throws -> [BillCondition]
  let expected: [Verdict]

  var testDescription: String { name }
}

/// The shadowing analysis, condition kind by condition kind: a rule covered by one earlier
/// rule, by several together, and a near miss at every boundary that leaves it reachable.
@Suite("Lint: which rules of a decision list can be chosen, by condition kind")
struct RuleShadowingTableTests {
  static let cases: [ShadowCase] = [
    // Sets.
    ShadowCase(
      name: "cash, then card, then cash or card: the third is taken by the two together",
      conditions: { [When.payments(.cash), When.payments(.card), When.payments(.cash, .card)] },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "cash, then cash or card: card bills reach the second",
      conditions: { [When.payments(.cash), When.payments(.cash, .card)] },
      expected: [.reachable, .reachable]),
    ShadowCase(
      name: "every channel, then dine-in: shadowed; a bill without a channel does not help it",
      conditions: {
        [When.channels(.dineIn, .takeout, .delivery), When.channels(.dineIn)]
      },
      expected: [.reachable, .shadowed(by: [0])]),
    ShadowCase(
      name: "only the needed rules are named: cash, parties of 6, card, then cash or card",
      conditions: {
        [
          When.payments(.cash), try When.party(min: 6), When.payments(.card),
          When.payments(.cash, .card),
        ]
      },
      expected: [.reachable, .reachable, .reachable, .shadowed(by: [0, 2])]),
    ShadowCase(
      name: "fri or sat takes sat and fri; fri or sun is reached on sunday",
      conditions: {
        [
          try When.moment(days: [.friday, .saturday]), try When.moment(days: [.saturday]),
          try When.moment(days: [.friday]), try When.moment(days: [.friday, .sunday]),
        ]
      },
      expected: [.reachable, .shadowed(by: [0]), .shadowed(by: [0]), .reachable]),
    // Party sizes.
    ShadowCase(
      name: "parties of 6 or more, then 6 to 10: shadowed",
      conditions: { [try When.party(min: 6), try When.party(min: 6, max: 10)] },
      expected: [.reachable, .shadowed(by: [0])]),
    ShadowCase(
      name: "parties of 6 or more, then 5 to 10: a party of 5 reaches it (range end)",
      conditions: { [try When.party(min: 6), try When.party(min: 5, max: 10)] },
      expected: [.reachable, .reachable]),
    ShadowCase(
      name: "at most 5, 6 or more, then 3 to 8: taken by the two together",
      conditions: {
        [try When.party(max: 5), try When.party(min: 6), try When.party(min: 3, max: 8)]
      },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "6 to 10, 12 or more, then 6 or more: a party of 11 reaches it",
      conditions: {
        [try When.party(min: 6, max: 10), try When.party(min: 12), try When.party(min: 6)]
      },
      expected: [.reachable, .reachable, .reachable]),
    ShadowCase(
      name: "a party larger than any bill holds never holds",
      conditions: { [try When.party(min: 3_000_000_000)] },
      expected: [.unsatisfiable]),
    // Subtotals: exact decimals against every currency's minor units.
    ShadowCase(
      name: "from 100, 50 to below 100, then from 50: taken by the two together",
      conditions: {
        [
          try When.subtotal(min: "100"), try When.subtotal(min: "50", max: "100"),
          try When.subtotal(min: "50"),
        ]
      },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "below 100, from 100.01, then from 50: a subtotal of 100 reaches it (range end)",
      conditions: {
        [
          try When.subtotal(max: "100"), try When.subtotal(min: "100.01"),
          try When.subtotal(min: "50"),
        ]
      },
      expected: [.reachable, .reachable, .reachable]),
    ShadowCase(
      name: "a gap of a thousandth is reached by a three-digit currency",
      conditions: {
        [
          try When.subtotal(max: "10.001"), try When.subtotal(min: "10.002"),
          try When.subtotal(min: "10"),
        ]
      },
      expected: [.reachable, .reachable, .reachable]),
    ShadowCase(
      name: "a gap finer than any currency's minor unit reaches nothing",
      conditions: {
        [
          try When.subtotal(max: "10.0000001"), try When.subtotal(min: "10.0000002"),
          try When.subtotal(min: "10"),
        ]
      },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "a subtotal range with no amount of any currency never holds",
      conditions: { [try When.subtotal(min: "0.0000001", max: "0.0000002")] },
      expected: [.unsatisfiable]),
    // Time windows, across midnight.
    ShadowCase(
      name: "22:00-02:00, then 23:00-01:00: shadowed",
      conditions: {
        [
          try When.moment(from: "22:00", until: "02:00"),
          try When.moment(from: "23:00", until: "01:00"),
        ]
      },
      expected: [.reachable, .shadowed(by: [0])]),
    ShadowCase(
      name: "22:00-02:00, then 23:00-02:01: 02:00 reaches it (window end minute)",
      conditions: {
        [
          try When.moment(from: "22:00", until: "02:00"),
          try When.moment(from: "23:00", until: "02:01"),
        ]
      },
      expected: [.reachable, .reachable]),
    ShadowCase(
      name: "fri 20:00-00:00 and sat 00:00-03:00 together take fri 23:00-02:00",
      conditions: {
        [
          try When.moment(days: [.friday], from: "20:00", until: "00:00"),
          try When.moment(days: [.saturday], from: "00:00", until: "03:00"),
          try When.moment(days: [.friday], from: "23:00", until: "02:00"),
        ]
      },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "fri 20:00-00:00 and fri 00:00-03:00 leave saturday 01:00 to fri 23:00-02:00",
      conditions: {
        [
          try When.moment(days: [.friday], from: "20:00", until: "00:00"),
          try When.moment(days: [.friday], from: "00:00", until: "03:00"),
          try When.moment(days: [.friday], from: "23:00", until: "02:00"),
        ]
      },
      expected: [.reachable, .reachable, .reachable]),
    // Dates.
    ShadowCase(
      name: "christmas, then christmas evening: shadowed",
      conditions: {
        [
          try When.moment(dates: ["2026-12-25"]),
          try When.moment(from: "18:00", until: "20:00", dates: ["2026-12-25"]),
        ]
      },
      expected: [.reachable, .shadowed(by: [0])]),
    ShadowCase(
      name: "fridays, then 2026-11-27 (a friday): shadowed; saturdays, then it: reachable",
      conditions: {
        [
          try When.moment(days: [.friday]), try When.moment(dates: ["2026-11-27"]),
          try When.moment(days: [.saturday]), try When.moment(dates: ["2026-11-28", "2026-11-29"]),
        ]
      },
      expected: [.reachable, .shadowed(by: [0]), .reachable, .reachable]),
    ShadowCase(
      name: "christmas eve 22:00-02:00 takes christmas 00:00-01:00, not 00:00-03:00",
      conditions: {
        [
          try When.moment(from: "22:00", until: "02:00", dates: ["2026-12-24"]),
          try When.moment(from: "00:00", until: "01:00", dates: ["2026-12-25"]),
          try When.moment(from: "00:00", until: "03:00", dates: ["2026-12-25"]),
        ]
      },
      expected: [.reachable, .shadowed(by: [0]), .reachable]),
    ShadowCase(
      name: "saturdays that are 2026-11-27 (a friday) never hold, with a window or not",
      conditions: {
        [
          try When.moment(days: [.saturday], dates: ["2026-11-27"]),
          try When.moment(days: [.saturday], from: "22:00", until: "02:00", dates: ["2026-11-27"]),
          try When.moment(days: [.friday], from: "22:00", until: "02:00", dates: ["2026-11-27"]),
        ]
      },
      expected: [.unsatisfiable, .unsatisfiable, .reachable]),
    // Regions and their subdivisions.
    ShadowCase(
      name: "US, then US-NY: shadowed; CA-QC, then CA: reachable (CA-ON, CA)",
      conditions: {
        [
          try When.regions("US"), try When.regions("US-NY"), try When.regions("CA-QC"),
          try When.regions("CA"),
        ]
      },
      expected: [.reachable, .shadowed(by: [0]), .reachable, .reachable]),
    ShadowCase(
      name: "US, then CA, then US or CA-QC: taken by the two together",
      conditions: {
        [try When.regions("US"), try When.regions("CA"), try When.regions("US", "CA-QC")]
      },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "US-NY and US-CA do not take US",
      conditions: { [try When.regions("US-NY", "US-CA"), try When.regions("US")] },
      expected: [.reachable, .reachable]),
    // Gratuity applied.
    ShadowCase(
      name: "with a gratuity, without one, then cash: taken by the two together",
      conditions: { [When.gratuity(true), When.gratuity(false), When.payments(.cash)] },
      expected: [.reachable, .reachable, .shadowed(by: [0, 1])]),
    ShadowCase(
      name: "with a gratuity, then cash: cash without a gratuity reaches it",
      conditions: { [When.gratuity(true), When.payments(.cash)] },
      expected: [.reachable, .reachable]),
    // Several dimensions.
    ShadowCase(
      name: "parties of 6 dine-in, then parties of 6: reachable; the other way: shadowed",
      conditions: {
        [
          When.all(try When.party(min: 6), When.channels(.dineIn)), try When.party(min: 6),
          When.all(try When.party(min: 8), When.channels(.dineIn), When.payments(.card)),
        ]
      },
      // Rule 1 and rule 2 each cover rule 3: the earliest is named.
      expected: [.reachable, .reachable, .shadowed(by: [0])]),
  ]

  @Test(
    "Each rule is reachable, unsatisfiable or shadowed by exactly the rules named", arguments: cases
  )
  func verdicts(of shadowCase: ShadowCase) throws {
    let conditions = try shadowCase.conditions()
    let verdicts = RuleReachability.analyze(conditions)
    #expect(verdicts.map(Verdict.init) == shadowCase.expected)
    // Every reachable rule comes with a bill that the engine's own first match gives to it.
    let policy = try decisionList(conditions)
    for (index, verdict) in verdicts.enumerated() {
      guard case .reachable(let example) = verdict else { continue }
      #expect(chosenRule(of: policy, for: example) == index, "rule \(index + 1): \(example)")
    }
  }
}
