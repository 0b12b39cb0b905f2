import Foundation
import Testing
import TipTestSupport

/// Mistakes in the files a person writes (receipts, catalogs and their test cases) are refused
/// with what was wrong, where, and what to write instead: the built `tipcalc`, its exit status
/// and the whole message.
@Suite("Mistakes in files say what to write")
struct FileMistakeMessageTests {
  /// A file, the command that reads it, the status and the message it must print.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { name }
  }

  static let policyWithoutName = #"{"version": 1, "policies": [{"kind": "percent", "rate": "5"}]}"#
  static let policyWithoutKind = #"{"version": 1, "policies": [{"name": "house"}]}"#

  /// A catalog whose one test case has `bill` as given.
  static func catalog(bill: String) -> String {
    #"{"version": 1, "policies": [], "tests": [{"name": "case", "policy": "percent-18", "bill": "#
      + bill + #", "expect": {"tip": "0.00"}}]}"#
  }

  static let cases: [Case] = [
    Case(
      name: "a test case's subtotal of null is refused, not priced as zero",
      file: catalog(bill: #"{"subtotal": null, "tax": "5.00"}"#),
      arguments: ["validate", "f.json"],
      status: 65,
      message: "f.json:1:104: error: at tests[0].bill.subtotal: expected a number or a numeric "
        + "string, found null; write a number or a numeric string, or leave 'subtotal' out\n"
        + "Error: 1 problem in f.json.\n"),
    Case(
      name: "a test case without a subtotal says to add one",
      file: catalog(bill: #"{"tax": "5.00"}"#), arguments: ["validate", "f.json"], status: 65,
      message: "f.json:1:91: error: at tests[0].bill: missing key 'subtotal'; add \"subtotal\" "
        + "with an amount such as \"42.00\"\nError: 1 problem in f.json.\n"),
    Case(
      name: "a policy without a name says to add one",
      file: policyWithoutName, arguments: ["validate", "f.json"], status: 65,
      message: "f.json:1:29: error: at policies[0]: missing key 'name'; add \"name\" with a "
        + "name of your own such as \"house-18\"\nError: 1 problem in f.json.\n"),
    Case(
      name: "a policy without a kind says to add one",
      file: policyWithoutKind, arguments: ["validate", "f.json"], status: 65,
      message: "f.json:1:29: error: at policies[0]: missing key 'kind'; add \"kind\" with a kind "
        + "such as \"percent\"\nError: 1 problem in f.json.\n"),
    Case(
      name: "a receipt without items says what items are",
      file: #"{"currency": "USD"}"#, arguments: ["split", "--receipt", "f.json"], status: 65,
      message: "Error: f.json:1:1: missing key 'items'; add \"items\" with an array.\n"),
    Case(
      name: "an item without an amount says what an amount is",
      file: #"{"currency": "USD", "items": [{"name": "soup"}]}"#,
      arguments: ["split", "--receipt", "f.json"], status: 65,
      message: "Error: f.json:1:31: at items[0]: missing key 'amount'; add \"amount\" with a "
        + "number or a numeric string.\n"),
    Case(
      name: "an unknown region in a receipt gives the form of a region code",
      file: #"{"currency": "USD", "region": "zz", "items": [{"name": "soup", "amount": "5"}]}"#,
      arguments: ["split", "--receipt", "f.json"], status: 65,
      message: "Error: f.json:1:31: at region: unknown region 'zz'; expected an ISO 3166-1 code "
        + "such as US, GB or JP, or a subdivision such as CA-QC.\n"),
    Case(
      name: "an unknown region in a test case gives the form of a region code",
      file: catalog(bill: #"{"subtotal": "5", "region": "ZZ"}"#),
      arguments: ["validate", "f.json"], status: 65,
      message: "f.json:1:119: error: at tests[0].bill.region: unknown region 'ZZ'; expected an "
        + "ISO 3166-1 code such as US, GB or JP, or a subdivision such as CA-QC\n"
        + "Error: 1 problem in f.json.\n"),
    Case(
      name: "a receipt that is not UTF-8 is not called a catalog",
      file: "{\"currency\": \"USD\", \"items\": [{\"name\": \"caf\u{FFFD}\", \"amount\": \"5\"}]}",
      arguments: ["split", "--receipt", "f.json"], status: 65,
      message: "Error: f.json:1:44: invalid UTF-8 at byte offset 43; save the file as UTF-8 "
        + "text.\n"),
  ]

  @Test("the file is refused with the message", arguments: cases)
  func refusal(_ test: Case) throws {
    guard let executable = Executable.require() else { return }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The replacement character stands for one byte that is not UTF-8.
    var bytes = Data(test.file.utf8)
    if let range = bytes.range(of: Data("\u{FFFD}".utf8)) {
      bytes.replaceSubrange(range, with: [0xFF])
    }
    try bytes.write(to: URL(fileURLWithPath: directory.path + "/f.json"))
    let result = try Executable.run(executable, test.arguments, directory: directory.path)
    #expect(result.stdout == "")
    #expect(result.stderr == test.message)
    #expect(result.status == test.status)
  }

  @Test("an amount of more digits than the currency holds gives its largest amount")
  func tooManyDigits() throws {
    guard let executable = Executable.require() else { return }
    let result = try Executable.run(executable, ["quote", "92233720368547758.07"])
    #expect(
      result.stderr
        == "Error: Invalid value '92233720368547758.07' for '<subtotal>': too large; the largest "
        + "amount in USD is 9999999999999999.99.\n")
    #expect(result.status == 65)
  }
}
