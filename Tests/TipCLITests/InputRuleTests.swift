import Foundation
import Testing
import TipArguments

@testable import TipCLI

/// The rules for values on the command line and for text shown back to people.
@Suite("tipcalc input rules: decimal commas, negative weights, limits, locales, echoes")
struct InputRuleTests {
  // MARK: - A decimal comma is never read as grouping

  @Test(
    "Where the locale's decimal separator is a comma, '1,500' is refused",
    arguments: [
      (["quote", "1,500", "--locale", "de_DE"], [String: String](), "<subtotal>"),
      (["quote", "1,500"], ["LANG": "de_DE.UTF-8"], "<subtotal>"),
      (["quote", "10", "--tax", "1,500", "--locale", "fr_FR"], [:], "--tax <amount>"),
      (["split", "1,500", "--ways", "2", "--locale", "de_DE"], [:], "<amount>"),
      (["round", "1,500", "--locale", "de_DE"], [:], "<amount>"),
    ])
  func ambiguousComma(arguments: [String], environment: [String: String], label: String) {
    let result = tipcalc(arguments, environment: environment)
    #expect(result.status == 65, "\(result)")
    #expect(result.stdout == "")
    let locale = arguments.contains("fr_FR") ? "fr_FR" : "de_DE"
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value '1,500' for '\(label)': ambiguous: in \(locale), ',' is the "
          + "decimal separator, which makes it 1.5, but on the command line ',' groups "
          + "thousands, which makes it 1500; write 1.5 or 1500.\n"),
      "\(result)")
  }

  @Test("A decimal comma alone is refused with the amount to write instead")
  func decimalComma() {
    let result = tipcalc(["quote", "12,50", "--locale", "de_DE"])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value '12,50' for '<subtotal>': in de_DE, ',' is the decimal "
          + "separator, but amounts on the command line take '.': write 12.50.\n"))
  }

  @Test(
    "Amounts that read one way only are accepted, whatever the locale",
    arguments: [
      (["quote", "1,234.50", "--tip-percent", "0", "--locale", "de_DE", "--json"], "1234.50"),
      (["quote", "1,500,000", "--tip-percent", "0", "--locale", "de_DE", "--json"], "1500000.00"),
      (["quote", "1,500", "--tip-percent", "0", "--json"], "1500.00"),
      (["quote", "1,500", "--tip-percent", "0", "--locale", "en_US", "--json"], "1500.00"),
      (["quote", "1,500", "--tip-percent", "0", "--locale", "C", "--json"], "1500.00"),
      (["quote", "12.50", "--tip-percent", "0", "--locale", "de_DE", "--json"], "12.50"),
    ])
  func unambiguous(arguments: [String], subtotal: String) throws {
    let result = tipcalc(arguments)
    #expect(result.status == 0, "\(result)")
    let json = try jsonObject(result.stdout)
    #expect(json["subtotal"] as? String == subtotal)
  }

  // MARK: - Negative weights

  @Test(
    "'--weights -1,-1' is read as weights and refused as negative",
    arguments: [
      (["quote", "10", "--weights", "-1,-1"], "quote", "-1,-1", "-1"),
      (["quote", "10", "--weights=-1,-1"], "quote", "-1,-1", "-1"),
      (["split", "10", "--weights", "-2,1"], "split", "-2,1", "-2"),
      (["split", "--weights", "-1,-1", "10"], "split", "-1,-1", "-1"),
    ])
  func negativeWeights(arguments: [String], command: String, text: String, weight: String) {
    let result = tipcalc(arguments)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: Invalid value '\(text)' for '--weights <w1,w2,...>': weight \(weight) is "
        + "negative; expected 0 or more.\n")
  }

  @Test(
    "A list of numbers that starts with a minus is a value, not an option",
    arguments: [
      ("-1,-1", true), ("-1,2", true), ("-1.5,-.5", true), ("-1,-x", false), ("-1,--2", false),
      ("-x,1", false),
    ])
  func negativeLists(token: String, isNumber: Bool) {
    #expect(ArgumentParser.looksLikeNegativeNumber(token) == isNumber)
  }

  // MARK: - Round's limits

  @Test(
    "Round refuses an amount it cannot round and names the limit it hit",
    arguments: [
      (
        "round 99999999999999999",
        "too large; amounts are limited to 9999999999999999.99 USD."
      ),
      (
        "round 9999999999999999.99 --mode up --increment 1",
        "rounded up to a multiple of 1, it would be beyond the largest amount, "
          + "9999999999999999.99 USD."
      ),
      (
        "round -9999999999999999.99 --mode floor --increment 1",
        "rounded floor to a multiple of 1, it would be beyond the largest amount, "
          + "9999999999999999.99 USD."
      ),
      (
        "round 0.123456789012345678 --increment 100",
        "18 digits after the point are too many to round to a multiple of 100: amounts are "
          + "exact to 18 significant digits, so give at most 16 digits after the point for "
          + "this increment."
      ),
    ])
  func roundLimits(commandLine: String, reason: String) {
    let result = tipcalc(commandLine.split(separator: " ").map(String.init))
    let amount = commandLine.split(separator: " ")[1]
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "Error: Invalid value '\(amount)' for '<amount>': \(reason)\n")
  }

  @Test("Round still rounds amounts just under its limits")
  func roundUnderLimits() {
    #expect(tipcalc("round 9999999999999999.99 --mode down --increment 1").status == 0)
    #expect(tipcalc("round 0.1234567890123456 --increment 100").status == 0)
  }

  // MARK: - The POSIX locale

  @Test(
    "--locale C and POSIX give the plain text, as LC_ALL=C does",
    arguments: ["C", "POSIX", "C.UTF-8"])
  func posixLocale(name: String) {
    let arguments = ["quote", "1234.50", "--tip-percent", "0", "--currency", "EUR"]
    let result = tipcalc(arguments + ["--locale", name], environment: ["LANG": "de_DE.UTF-8"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == tipcalc(arguments, environment: ["LC_ALL": "C"]).stdout)
    #expect(result.stdout.contains("Total bill      €1,234.50\n"))
  }

  // MARK: - Help that says what the program does

  @Test("Validate's help speaks of its file arguments, and --config is refused with that form")
  func validateHelp() {
    let help = tipcalc(["validate", "--help"]).stdout
    #expect(!help.contains("Use only the --config files"))
    #expect(help.contains("--no-default-catalog    Check the files on their own, not over the"))
    #expect(help.contains("The files are given as arguments, not with --config"))
    let result = tipcalc(["validate", "--config", "house.json"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "Error: Unknown option '--config'. 'validate' takes the catalog files as arguments: "
        + "tipcalc validate <file> ...\n" + usageBlock("validate"))
  }

  @Test("The help says amounts are digits only, with no exponents")
  func noExponents() {
    let root = tipcalc(["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(root.contains("no exponents such as 1e3"))
    let round = tipcalc(["round", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(round.contains("(digits only, no exponents)"))
  }

  // MARK: - Echoes and catalog text

  @Test(
    "A huge argument is quoted by its first 60 characters",
    arguments: [
      (["quote"], "<subtotal>"), (["quote", "10", "--tax"], "--tax <amount>"),
      (["split", "10", "--weights"], "--weights <w1,w2,...>"),
      (["round", "1", "--increment"], "--increment <step>"),
      (["split", "10", "--ways"], "--ways <n>"),
    ])
  func hugeValue(prefix: [String], label: String) {
    let huge = String(repeating: "7", count: 131_072) + "x"
    let result = tipcalc(prefix + [huge])
    #expect(result.status == 64 || result.status == 65)
    let firstLine = result.stderr.prefix { $0 != "\n" }
    #expect(firstLine.hasPrefix("Error: Invalid value '\(huge.prefix(60))…' for '\(label)'"))
    #expect(firstLine.count < 300, "\(firstLine.count) characters")
  }

  @Test("Huge unknown options, commands, names and files are cut short too")
  func hugeTokens() {
    let huge = String(repeating: "a", count: 131_072)
    let cut = String(huge.prefix(60)) + "…"
    let cases: [([String], String)] = [
      ([huge], "Error: Unknown command '\(cut)'."),
      (["quote", "10", "--" + huge], "Error: Unknown option '--\(cut)'."),
      (["quote", "10", "-" + huge], "Error: Unknown option '-\(String(cut.dropFirst()))'."),
      (["quote", "10", "11", huge], "Error: Unexpected argument '11'."),
      (["round", "--", "1", huge], "Error: Unexpected argument '\(cut)'."),
      (["quote", "10", "--policy", huge], "Error: Unknown policy '\(cut)'."),
      (["explain", huge], "Error: Unknown policy '\(cut)'."),
      (["quote", "10", "--locale", huge], "Error: Invalid value '\(cut)' for '--locale <id>'"),
      // A file path is quoted by its end, which names the file (``TerminalText/path(_:)``).
      (["quote", "10", "--config", huge], "Error: \(TerminalText.path(huge)): no such file"),
      (["validate", huge], "\(TerminalText.path(huge)): error: no such file"),
    ]
    for (arguments, start) in cases {
      let result = tipcalc(arguments)
      #expect(result.status != 0)
      #expect(result.stderr.hasPrefix(start), "\(result.stderr.prefix(200))")
      #expect(result.stderr.count < 1_000, "\(arguments.map(\.count)): \(result.stderr.count)")
    }
  }

  @Test("Control characters in a catalog are escaped in policies and explain")
  func catalogControlCharacters() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "loud.json",
      #"{"version": 1, "policies": [{"name": "loud\u001b[2J", "kind": "percent", "rate": "10", "#
        + #""description": "Red \u001b[31mtext\u001b[0m\nsecond line\ttab"}]}"#)
    let policies = tipcalc(["policies", "--config", "loud.json"], directory: directory.path)
    #expect(policies.status == 0)
    #expect(!policies.stdout.unicodeScalars.contains { $0.value == 0x1B || $0 == "\t" })
    #expect(
      policies.stdout.contains(
        #"loud\u{1B}[2J         percent   Red \u{1B}[31mtext\u{1B}[0m\nsecond line\ttab"#))
    let explain = tipcalc(
      ["explain", "loud\u{1B}[2J", "--config", "loud.json"], directory: directory.path)
    #expect(explain.status == 0)
    #expect(
      explain.stdout.hasPrefix(
        #"loud\u{1B}[2J (percent): Red \u{1B}[31mtext\u{1B}[0m\nsecond line\ttab."# + "\n"))
    // JSON keeps JSON's own escapes.
    let json = tipcalc(["policies", "--config", "loud.json", "--json"], directory: directory.path)
    #expect(json.stdout.contains(#""name": "loud\u001b[2J""#))
  }

  @Test("Control characters in an error message are escaped")
  func errorControlCharacters() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "bad.json",
      #"{"version": 1, "policies": [{"name": "a", "kind": "percent", "rate": "10", "#
        + #""ro\u001b[2Jx": 1}]}"#)
    let catalog = tipcalc(["quote", "5", "--config", "bad.json"], directory: directory.path)
    #expect(catalog.status == 65)
    #expect(!catalog.stderr.unicodeScalars.contains { $0.value == 0x1B })
    #expect(catalog.stderr.contains(#"ro\u{1B}[2Jx"#), "\(catalog.stderr)")
    let policy = tipcalc(["quote", "5", "--policy", "a\u{1B}[2J\u{7}"])
    #expect(policy.status == 65)
    #expect(policy.stderr.hasPrefix(#"Error: Unknown policy 'a\u{1B}[2J\u{7}'."#))
  }

  @Test(
    "Terminal text: short clean text is unchanged; controls are escaped; long text is cut",
    arguments: [
      ("abc", "abc"), ("", ""), ("a\u{1B}[0mb", "a\\u{1B}[0mb"), ("a\nb\tc\r", "a\\nb\\tc\\r"),
      ("\u{7F}\u{9B}", "\\u{7F}\\u{9B}"), ("x\u{202E}y", "x\\u{202E}y"), ("€ ×", "€ ×"),
      (String(repeating: "é", count: 61), String(repeating: "é", count: 60) + "…"),
    ])
  func terminalText(text: String, echoed: String) {
    #expect(TerminalText.echoed(text) == echoed)
  }
}
