import Testing
import TipEngine

/// A reference to something a file defines with errors of its own is not reported as a
/// reference to nothing: the definition's errors are, once, where they are. A name that no
/// catalog could have is suggested no empty list of names.
@Suite("References to defined but invalid screens and policies report the definition only")
struct InvalidReferenceTests {
  /// Every error of `json`, a file named `house.json`, over the built-in catalog or alone.
  static func errors(_ json: String, builtIn: Bool = true) -> [String] {
    PolicyCatalog.validate(
      (builtIn ? [.builtIn] : []) + [CatalogSource(name: "house.json", json: json)]
    )
    .errors.map(\.description)
  }

  /// The error of screen `b`: its default is out of range.
  static let screenError =
    "house.json:2:46: at screens.b.default: default option 2 is out of range: the screen shows "
    + "2 options; write an index from 0 to 1 (0 is the first option), null or \"no-tip\""

  @Test("Rules naming a defined but invalid screen report only the screen's own error")
  func rulesNamingAnInvalidScreen() {
    #expect(
      Self.errors(
        """
        {"version": 1, "policies": [], "screens": {
         "b": {"options": ["15%", "20%"], "default": 2},
         "c": {"rules": [{"when": {"gratuityApplied": true}, "screen": "b"}], "otherwise": "b"}}}
        """) == [Self.screenError])
  }

  @Test("A test case showing a defined but invalid screen reports only the screen's error")
  func testCaseShowingAnInvalidScreen() {
    #expect(
      Self.errors(
        """
        {"version": 1, "policies": [], "screens": {
         "b": {"options": ["15%", "20%"], "default": 2}},
         "tests": [{"name": "t", "screen": "b", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}]}
        """) == [Self.screenError])
  }

  @Test("A screen that is not defined anywhere is still reported at the reference")
  func undefinedScreenIsStillReported() {
    let errors = Self.errors(
      #"{"version": 1, "policies": [], "screens": {"c": {"rules": [{"when": {"gratuityApplied": true}, "#
        + #""screen": "standard"}], "otherwise": "b"}}}"#)
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix(
        "house.json:1:133: at screens.c.otherwise: screen 'c' refers to 'b', which is not defined")
        == true, "\(errors)")
  }

  @Test("Policies referring to a defined but invalid policy report only its error")
  func policiesReferringToAnInvalidPolicy() {
    #expect(
      Self.errors(
        """
        {"version": 1, "default": "b", "policies": [
          {"name": "b", "kind": "percent", "rate": "150"},
          {"name": "c", "kind": "cap", "policy": "b", "maximum": "5"}],
         "tests": [{"name": "t", "policy": "b", "bill": {"subtotal": "10"}, "expect": {"tip": "1"}}]}
        """) == [
          "house.json:2:44: at policies[0].rate: rate 150 is out of range; expected 0 to 100 "
            + "(percent)"
        ])
  }

  @Test("A default naming a policy of a catalog with none says there are none")
  func defaultWithoutPolicies() {
    #expect(
      Self.errors(#"{"version": 1, "default": "house", "policies": []}"#, builtIn: false) == [
        "house.json:1:27: at default: the default policy 'house' is not defined; the catalog "
          + "defines no policies"
      ])
  }
}
