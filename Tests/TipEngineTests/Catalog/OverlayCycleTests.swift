import Testing
import TipEngine

/// A reference cycle that a file closes through the built-in catalog is reported in that file,
/// at its own policy's reference: the line to edit, not the built-in one the search ended at.
@Suite("Reference cycles through the built-in catalog are located in the file that made them")
struct OverlayCycleTests {
  /// The errors of `json`, a file named `cyc.json`, over the built-in catalog.
  static func errors(_ json: String) -> [String] {
    PolicyCatalog.validate([.builtIn, CatalogSource(name: "cyc.json", json: json)]).errors
      .map(\.description)
  }

  @Test("Overriding percent-5 to refer to round-up-5, which refers to it, is an error in the file")
  func overrideClosesACycle() {
    #expect(
      Self.errors(
        """
        {"version": 1, "policies": [
          {"name": "percent-5", "kind": "round-up", "policy": "round-up-5"}
        ]}
        """) == [
          "cyc.json:2:55: at policies[0].policy: reference cycle: percent-5 → round-up-5 → "
            + "percent-5; make one of these policies refer to a policy outside the cycle"
        ])
  }

  @Test("A cycle through two built-in policies is reported at the file's one reference in it")
  func cycleThroughTwoBuiltInPolicies() {
    // smart-round-up (built in) refers to round-up, which refers to none: overridden here.
    #expect(
      Self.errors(
        """
        {"version": 1, "policies": [
          {"name": "none", "kind": "smart", "threshold": "10", "below": "fixed-2",
           "above": "smart-round-up"}]}
        """) == [
          "cyc.json:3:13: at policies[0].above: reference cycle: none → smart-round-up → "
            + "round-up → none; make one of these policies refer to a policy outside the cycle"
        ])
  }

  @Test("A cycle within the file is reported where the search closes it, as before")
  func cycleWithinTheFile() {
    #expect(
      Self.errors(
        """
        {"version": 1, "policies": [
          {"name": "a", "kind": "round-up", "policy": "b"},
          {"name": "b", "kind": "round-up", "policy": "a"}]}
        """) == [
          "cyc.json:3:47: at policies[1].policy: reference cycle: a → b → a; make one of these "
            + "policies refer to a policy outside the cycle"
        ])
  }
}
