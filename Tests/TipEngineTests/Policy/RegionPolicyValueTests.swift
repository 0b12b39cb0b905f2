import Testing
import TipEngine

/// A region policy keeps its rules, fallback, name and dispatch table in one shared,
/// immutable box, so that an `any TipPolicy` holds it inline. It must still behave as a value:
/// renaming a copy changes the copy's errors and nothing of the original.
@Suite("Region policy: a value, whatever its storage")
struct RegionPolicyValueTests {
  static func policy() throws -> RegionPolicy {
    try RegionPolicy(
      regions: [
        "US": .init(policy: PolicyReference(try PercentPolicy(rate: 20))),
        "CA-QC": .init(policy: PolicyReference(try PercentPolicy(rate: 15)), note: "Quebec"),
      ],
      name: "house")
  }

  /// The error for a bill from a region without a rule, as text.
  static func failure(_ policy: RegionPolicy, region: String) throws -> String {
    let bill = Bill(subtotal: Money(minorUnits: 1_000, currency: .usd), region: try Region(region))
    do {
      _ = try policy.tip(for: bill)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("Renaming a copy leaves the original's name, rules and tips as they were")
  func copiesAreIndependent() throws {
    let original = try Self.policy()
    var copy = original
    copy.name = "patio"
    #expect(original.name == "house" && copy.name == "patio")
    #expect(try Self.failure(original, region: "FR").contains("'house'"))
    #expect(try Self.failure(copy, region: "FR").contains("'patio'"))
    #expect(try !Self.failure(copy, region: "FR").contains("'house'"))
    copy.name = nil
    #expect(copy.name == nil && original.name == "house")
    for policy in [original, copy] {
      #expect(policy.regionCodes == ["CA-QC", "US"])
      #expect(policy.fallback == nil)
      #expect(policy.rule(for: "CA-QC")?.note == "Quebec")
      let quebec = Bill(
        subtotal: Money(minorUnits: 1_000, currency: .usd), region: try Region("CA-QC"))
      #expect(try policy.tip(for: quebec).minorUnits == 150)
      let bill = Bill(subtotal: Money(minorUnits: 1_000, currency: .usd), region: try Region("US"))
      #expect(try policy.quote(for: bill, splitting: .evenly(people: 3)).tip.minorUnits == 200)
    }
  }

  @Test("The policy is one reference wide, so an existential holds it inline")
  func oneReference() {
    #expect(MemoryLayout<RegionPolicy>.size == MemoryLayout<AnyObject>.size)
  }
}
