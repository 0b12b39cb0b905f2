import Testing
import TipEngine

/// `null` on an optional key is a value the key does not take, not a way to leave it out: a cap
/// whose `"maximum": null` loaded would cap nothing, and a test case whose `"tip": null` loaded
/// would check nothing. Only a key documented to take null (a screen's `default`) takes it.
@Suite("null on an optional key is refused where it is written")
struct NullValueTests {
  /// Every error of loading `json` over the built-in catalog, as the loader writes it.
  static func errors(_ json: String) -> [String] {
    PolicyCatalog.validate([.builtIn, CatalogSource(name: "n.json", json: json)]).errors
      .map(\.description)
  }

  @Test(
    "A null optional key is refused at its path, with the two ways to write what was meant",
    arguments: [
      (
        #"{"version": 1, "policies": [{"name": "c", "kind": "cap", "policy": "percent-20", "minimum": "1", "maximum": null}]}"#,
        "policies[0].maximum", "a number or a numeric string", "maximum"
      ),
      (
        #"{"version": 1, "policies": [{"name": "r", "kind": "round-up", "policy": "percent-20", "increment": null}]}"#,
        "policies[0].increment", "a number or a numeric string", "increment"
      ),
      (
        #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "18", "categories": null}]}"#,
        "policies[0].categories", "an array", "categories"
      ),
      (
        #"{"version": 1, "policies": [], "tests": [{"name": "t", "policy": "percent-18", "bill": {"subtotal": "10.00"}, "expect": {"tip": null, "total": "11.80"}}]}"#,
        "tests[0].expect.tip", "a number or a numeric string", "tip"
      ),
      (
        #"{"version": 1, "policies": [], "screens": {"s": {"options": ["15%"], "custom": {"maximum": null}}}}"#,
        "screens.s.custom.maximum", "a number or a numeric string", "maximum"
      ),
    ])
  func nullIsRefused(json: String, path: String, expected: String, key: String) throws {
    let found = Self.errors(json)
    #expect(found.count == 1, "\(found)")
    let error = try #require(found.first)
    #expect(
      error.hasSuffix(
        "at \(path): expected \(expected), found null; write \(expected), or leave '\(key)' out"),
      "\(error)")
  }

  @Test(
    "A null whole-number key is refused like any optional key: a party size, a test's party and split",
    arguments: [
      (
        #"{"version": 1, "policies": [{"name": "h", "kind": "rules", "rules": [{"when": {"partySize": {"min": null, "max": 4}}, "policy": "percent-15"}], "otherwise": "percent-18"}]}"#,
        "policies[0].rules[0].when.partySize.min", "min"
      ),
      (
        #"{"version": 1, "policies": [], "serviceCharges": [{"name": "lp", "rate": "18", "when": {"partySize": {"min": 6, "max": null}}}]}"#,
        "serviceCharges[0].when.partySize.max", "max"
      ),
      (
        #"{"version": 1, "policies": [], "tests": [{"name": "t", "policy": "percent-18", "bill": {"subtotal": "10", "party": null}, "expect": {"tip": "1.80"}}]}"#,
        "tests[0].bill.party", "party"
      ),
      (
        #"{"version": 1, "policies": [], "tests": [{"name": "t", "policy": "percent-18", "split": null, "bill": {"subtotal": "10"}, "expect": {"tip": "1.80"}}]}"#,
        "tests[0].split", "split"
      ),
    ])
  func nullWholeNumberIsRefused(json: String, path: String, key: String) throws {
    let found = Self.errors(json)
    #expect(found.count == 1, "\(found)")
    let error = try #require(found.first)
    #expect(
      error.hasSuffix(
        "at \(path): expected a whole number, found null; write a whole number, or leave "
          + "'\(key)' out"),
      "\(error)")
  }

  @Test(
    "A null message names what to write, with an article that fits, and the fix",
    arguments: [
      (
        #"{"version": 1, "policies": [], "pools": {"bar": {"tipOuts": [{"from": ["server"], "percentOfTips": "10", "distribution": "equal", "to": ["busser"], "ifRoleAbsent": null}]}}}"#,
        "at pools.bar.tipOuts[0].ifRoleAbsent: expected an absent-role rule name (one of: "
          + "redistribute, return), found null; write an absent-role rule name (one of: "
          + "redistribute, return), or leave 'ifRoleAbsent' out"
      ),
      (
        #"{"version": 1, "policies": [], "pools": {"bar": {"tipOuts": [{"from": ["server"], "percentOfTips": "10", "distribution": "percent", "shares": null}]}}}"#,
        "at pools.bar.tipOuts[0].shares: expected an object, found null; write an object, or "
          + "leave 'shares' out"
      ),
      (
        #"{"version": 1, "policies": [], "screens": {"r": {"rules": [{"when": {"gratuityApplied": true}, "screen": "standard"}], "otherwise": null}}}"#,
        "at screens.r.otherwise: expected a string, found null; write a string for 'otherwise'; "
          + "it cannot be null or left out"
      ),
    ])
  func nullMessageNamesTheFix(json: String, message: String) throws {
    let found = Self.errors(json)
    #expect(found.count == 1, "\(found)")
    let error = try #require(found.first)
    #expect(error.hasSuffix(message), "\(error)")
  }

  @Test("A shift's null tips are refused as an object of tips, not 'a tips'")
  func nullShiftTipsNamesTheObject() throws {
    let text =
      #"{"currency": "USD", "staff": [{"name": "Ana", "role": "server", "hours": "6", "tips": null}]}"#
    let error = #expect(throws: PoolError.self) { try Shift(json: text, file: "s.json") }
    #expect(
      error?.description
        == "s.json:1:87: at staff[0].tips: expected an object of tips such as {\"card\": "
        + "\"120.00\", \"cash\": \"35.50\"}, found null; write an object of tips such as "
        + "{\"card\": \"120.00\", \"cash\": \"35.50\"}, or leave 'tips' out")
  }

  @Test("A screen's default, documented to take null, still takes it: nothing is selected")
  func screenDefaultTakesNull() throws {
    let json = #"""
      {"version": 1, "policies": [], "screens": {"s": {"options": ["15%", "20%"], "default": null}}}
      """#
    #expect(Self.errors(json) == [])
  }
}
