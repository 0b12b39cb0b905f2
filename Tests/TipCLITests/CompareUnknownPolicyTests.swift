import Foundation
import Testing

/// `compare`'s message for a policy name a side's catalog does not have: the option that gave
/// the name (`--policy`, `--with`, or `--with` taking `--policy`'s), the catalog files it was
/// looked up in, the closest name, and a `tipcalc policies` command that lists that side's names.
@Suite("compare: an unknown policy names its option and its catalog files")
struct CompareUnknownPolicyTests {
  static let before =
    #"{"version": 1, "policies": [{"name": "house", "kind": "percent", "rate": "18"}, "#
    + #"{"name": "late", "kind": "percent", "rate": "20"}]}"#
  static let after =
    #"{"version": 1, "policies": [{"name": "hous", "kind": "percent", "rate": "22"}]}"#

  /// Runs `tipcalc compare bills.csv` with `arguments` in a directory holding `bills.csv`,
  /// `before.json` and `after.json`, and returns the result and whether `page.html` was written.
  static func compare(_ arguments: [String]) throws -> (RunResult, wrotePage: Bool) {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("bills.csv", "id,subtotal\n1,10\n")
    try directory.write("before.json", before)
    try directory.write("after.json", after)
    let result = tipcalc(
      ["compare", "bills.csv", "--html", "page.html"] + arguments, directory: directory.path)
    return (result, FileManager.default.fileExists(atPath: directory.path + "/page.html"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: [
        "--config", "before.json", "--policy", "house", "--with", "late", "--with-config",
        "after.json",
      ],
      message: "Unknown policy 'late' for '--with <name>': not in after.json over the built-in "
        + "catalog (the --with-config files, which replace the --config files for this side; "
        + "'late' is in the --config files). See 'tipcalc policies --config after.json' for the "
        + "list."),
    Case(
      arguments: ["--config", "before.json", "--policy", "house", "--with-config", "after.json"],
      message: "Unknown policy 'house' for '--with <name>' (the --policy name, as --with is not "
        + "given): not in after.json over the built-in catalog (the --with-config files, which "
        + "replace the --config files for this side; 'house' is in the --config files). Did you "
        + "mean 'hous'? See 'tipcalc policies --config after.json' for the list, or give "
        + "'--with <name>'."),
    Case(
      arguments: ["--config", "before.json", "--policy", "hose"],
      message: "Unknown policy 'hose' for '--policy <name>': not in before.json over the "
        + "built-in catalog (the --config files). Did you mean 'house'? See 'tipcalc policies "
        + "--config before.json' for the list."),
    Case(
      arguments: ["--policy", "hous", "--with-config", "after.json"],
      message: "Unknown policy 'hous' for '--policy <name>': not in the built-in catalog ('hous' "
        + "is in the --with-config files). See 'tipcalc policies' for the list."),
    Case(
      arguments: ["--policy", "percent-18", "--with", "percent-81"],
      message: "Unknown policy 'percent-81' for '--with <name>': not in the built-in catalog. "
        + "Did you mean 'percent-18'? See 'tipcalc policies' for the list."),
    Case(
      arguments: ["--config", "before.json", "--policy", "house", "--with", "lat"],
      message: "Unknown policy 'lat' for '--with <name>': not in before.json over the built-in "
        + "catalog (the --config files, as no --with-config is given). Did you mean 'late'? See "
        + "'tipcalc policies --config before.json' for the list."),
    Case(
      arguments: [
        "--config", "before.json", "--config", "after.json", "--no-default-catalog", "--policy",
        "percent-18",
      ],
      message: "Unknown policy 'percent-18' for '--policy <name>': not in before.json and "
        + "after.json (the --config files; without the built-in catalog, as --no-default-catalog "
        + "asks). See 'tipcalc policies --config before.json --config after.json "
        + "--no-default-catalog' for the list."),
  ]

  @Test(
    "The message names the option, the catalog files and a listing that works; 65, nothing written",
    arguments: cases)
  func message(_ test: Case) throws {
    let (result, wrotePage) = try Self.compare(test.arguments)
    #expect(result == RunResult(status: 65, stdout: "", stderr: "Error: \(test.message)\n"))
    #expect(!wrotePage)
  }

  @Test("The listing the message suggests shows the names of the side that lacked the policy")
  func suggestedListingWorks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("after.json", Self.after)
    let listing = tipcalc(["policies", "--config", "after.json"], directory: directory.path)
    #expect(listing.status == 0)
    #expect(listing.stdout.contains("\nhous "))
    #expect(!listing.stdout.contains("\nlate "))
  }
}
