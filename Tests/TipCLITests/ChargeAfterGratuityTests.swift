import Foundation
import Testing
import TipTestSupport

/// A gratuity marks the bill as soon as it applies: a service charge listed after it sees it in
/// its `gratuityApplied` condition, in `quote`, its trace and `batch` alike, and one listed
/// before it does not.
@Suite("Service charges after a gratuity see it")
struct ChargeAfterGratuityTests {
  /// A 10 % policy and three charges: the gratuity, one that needs it, and one that needs it
  /// absent; `gratuityFirst` puts the gratuity first, else last.
  static func catalog(gratuityFirst: Bool) -> String {
    let gratuity = #"{"name": "g", "rate": "10", "gratuity": true}"#
    let others = #"""
      {"name": "b", "amount": "2.00", "when": {"gratuityApplied": true}},
      {"name": "c", "amount": "3.00", "when": {"gratuityApplied": false}}
      """#
    let charges = gratuityFirst ? gratuity + ", " + others : others + ", " + gratuity
    return #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "10"}], "#
      + #""serviceCharges": [\#(charges)]}"#
  }

  @Test(
    "quote and batch: after the gratuity, b applies and c does not; before it, the reverse",
    arguments: [(true, "122.00", "12.00"), (false, "123.00", "13.00")])
  func quoteAndBatchAgree(gratuityFirst: Bool, total: String, charges: String) throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("g.json", Self.catalog(gratuityFirst: gratuityFirst))
    try directory.write("bills.csv", "subtotal\n100\n")
    let common = ["--policy", "p", "--config", "g.json", "--no-default-catalog"]
    let quote = try Executable.run(
      executable, ["quote", "100", "--json"] + common, directory: directory.path)
    #expect(quote.status == 0)
    let json = try #require(
      JSONSerialization.jsonObject(with: Data(quote.stdout.utf8)) as? [String: Any])
    #expect(json["total"] as? String == total)
    let batch = try Executable.run(
      executable, ["batch", "--input", "bills.csv"] + common, directory: directory.path)
    #expect(batch.status == 0)
    #expect(
      batch.stdout
        == "subtotal,tip,total,shares,charges,payable\n100,10.00,\(total),\(total),\(charges),"
        + "\(total)\n")
  }

  @Test("The trace says b applied because the gratuity g was on the bill")
  func traceAgrees() throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("g.json", Self.catalog(gratuityFirst: true))
    let run = try Executable.run(
      executable,
      ["quote", "100", "--trace", "--policy", "p", "--config", "g.json", "--no-default-catalog"],
      directory: directory.path)
    #expect(run.status == 0)
    #expect(run.stdout.contains("  service charge g: applied: 10.00, a gratuity\n"))
    #expect(run.stdout.contains("  service charge b: applied: 2.00 (gratuity applied)\n"))
    #expect(run.stdout.contains("  service charge c: not applied: no gratuity does not hold\n"))
  }
}
