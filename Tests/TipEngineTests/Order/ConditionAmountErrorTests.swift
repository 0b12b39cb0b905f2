import Testing
import TipEngine

/// A `when` block's `subtotal` range whose amount is wrong: the one error is the amount's own,
/// at its key, in a rules policy, a service charge and a screen's rules alike.
@Suite("A subtotal condition's bad amount is one error, at its key")
struct ConditionAmountErrorTests {
  /// Every error of `when` (a condition written as JSON) placed in the catalog by `place`, as
  /// `validate` words them, each without its file and position.
  static func errors(_ when: String, in place: (String) -> String) -> [String] {
    let source = CatalogSource(name: "c.json", json: place(when))
    return PolicyCatalog.validate([.builtIn, source]).errors.map {
      "at \($0.path): \($0.message)" + ($0.suggestion.map { "; \($0)" } ?? "")
    }
  }

  static func rulesPolicy(_ when: String) -> String {
    #"{"version": 1, "policies": [{"name": "r", "kind": "rules", "rules": "#
      + #"[{"when": \#(when), "policy": "percent-15"}], "otherwise": "percent-18"}]}"#
  }

  static func serviceCharge(_ when: String) -> String {
    #"{"version": 1, "policies": [], "serviceCharges": [{"name": "a", "rate": "18", "when": \#(when)}]}"#
  }

  static func screenRule(_ when: String) -> String {
    #"{"version": 1, "policies": [], "screens": {"plain": {"options": ["10%"]}, "#
      + #""c": {"rules": [{"when": \#(when), "screen": "plain"}], "otherwise": "plain"}}}"#
  }

  @Test(
    "An amount that cannot be read is the only error, at subtotal.min or subtotal.max",
    arguments: [
      (
        #"{"subtotal": {"min": "abc"}}"#, "subtotal.min",
        "'abc' is not a valid amount: unexpected character 'a'; expected digits and one '.'"
      ),
      (
        #"{"subtotal": {"max": "1e3"}}"#, "subtotal.max",
        "'1e3' is not a valid amount: exponents are not accepted; write 1000, not 1e3"
      ),
      (
        #"{"subtotal": {"min": "92233720368547758.07"}}"#, "subtotal.min",
        "'92233720368547758.07' is not a valid amount: more than 18 significant digits; give at "
          + "most 18"
      ),
      (
        #"{"subtotal": {"min": "-5"}}"#, "subtotal.min",
        "the amount -5 is negative; expected amounts of 0 or more"
      ),
      (
        #"{"subtotal": {"min": "1", "max": "-2"}}"#, "subtotal.max",
        "the amount -2 is negative; expected amounts of 0 or more"
      ),
    ])
  func unreadableAmount(when: String, key: String, message: String) {
    #expect(
      Self.errors(when, in: Self.rulesPolicy)
        == ["at policies[0].rules[0].when.\(key): \(message)"])
    #expect(
      Self.errors(when, in: Self.serviceCharge) == ["at serviceCharges[0].when.\(key): \(message)"])
    #expect(
      Self.errors(when, in: Self.screenRule) == ["at screens.c.rules[0].when.\(key): \(message)"])
  }

  @Test("An empty list in a condition is reported at its own key")
  func emptyListAtItsKey() {
    #expect(
      Self.errors(#"{"days": []}"#, in: Self.rulesPolicy) == [
        "at policies[0].rules[0].when.days: the list is empty, so no bill qualifies; list at "
          + "least one value, or leave 'days' out to accept any"
      ])
  }
}
