import TipArguments
import TipEngine

/// `tipcalc test`: runs the test cases of the catalog's files and reports those that fail.
enum TestCommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:context:)``.
  enum Key {
    /// `--filter <text>`.
    static let filter = CommandSpec.Option.value(
      "filter", valueName: "text",
      help: "Run only the cases whose name contains this text, ignoring case.")
    /// `--verbose`.
    static let verbose = CommandSpec.Option.flag(
      "verbose", help: "Also print a PASS line for each case that passed.")
    /// `--json`: the report as one object; the shared option's help speaks of a table.
    static let json = CommandSpec.Option.flag(
      CommonOptions.json.name, help: "Print the report as one JSON object instead of lines.")
  }

  static let spec = CommandSpec(
    name: "test",
    abstract: "Run the test cases of the catalog files and report the cases that fail.",
    discussion: """
      A catalog file's "tests" array holds cases: a bill (the batch columns: "subtotal", \
      "tax", "discount", "currency", "region", "party", "channel", "at", "payment" and \
      "items"), the "policy" that prices it (else the catalog's default), a "split", an \
      optional "screen" to show, and the figures it "expect"s: "tip", "total", "payable", \
      "rounding", "serviceCharges", "shares", "screen" ({"name", "tips"}), or "error" (text \
      of the message refusing the bill). The cases of every loaded file run, the built-in \
      catalog's included unless --no-default-catalog, against the layered catalog.

      Each failing case prints FAIL file:line: name: followed by every figure that differs, \
      such as tip 15.21, expected 15.20; --verbose adds a PASS line per passing case. The \
      last line is N passed, M failed. With --json: {"passed", "failed", "cases": [{"name", \
      "file", "line", "passed", "differences": [{"key", "got", "expected"}]}]}.

      Exit status: 0 when no case failed, 1 when a case failed, 65 when a case cannot be \
      read (the catalog's error, located), 66 when a file cannot be read.
      """,
    options: CatalogOptions.options + [Key.filter, Key.verbose, Key.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let catalog = try CatalogOptions(arguments).load(context: context)
    let report = CatalogTestRunner(catalog: catalog).run(matching: arguments.value(of: Key.filter))
    if arguments.isSet(Key.json) {
      context.print(json(report).text)
    } else {
      context.print(text(report, verbose: arguments.isSet(Key.verbose)))
    }
    if !report.allPassed { throw .silent(.failure) }
  }

  /// A line per failing case (and per passing one when `verbose`), then `N passed, M failed`.
  static func text(_ report: CatalogTestReport, verbose: Bool) -> String {
    var lines: [String] = []
    for result in report.results where verbose || !result.passed {
      // Catalog text is shown with its control characters escaped.
      let place = TerminalText.escaped("\(result.file):\(result.line): \(result.name)")
      if result.passed {
        lines.append("PASS \(place)")
      } else {
        let differences = result.differences.map(describe).joined(separator: ", ")
        lines.append("FAIL \(place): \(TerminalText.escaped(differences))")
      }
    }
    lines.append("\(report.passedCount) passed, \(report.failedCount) failed")
    return lines.joined(separator: "\n")
  }

  /// `tip 15.21, expected 15.20`; the text of an error in quotes.
  static func describe(_ difference: CatalogTestDifference) -> String {
    let quoted = { (text: String) in
      difference.key == "error" && text != "none" ? "'\(text)'" : text
    }
    return "\(difference.key) \(quoted(difference.got)), expected \(quoted(difference.expected))"
  }

  /// The report as `{"passed", "failed", "cases": [{"name", "file", "line", "passed",
  /// "differences": [{"key", "got", "expected"}]}]}`.
  static func json(_ report: CatalogTestReport) -> JSONOutput {
    let cases = report.results.map { result -> JSONOutput in
      .object([
        ("name", .string(result.name)),
        ("file", .string(result.file)),
        ("line", .integer(result.line)),
        ("passed", .boolean(result.passed)),
        (
          "differences",
          .array(
            result.differences.map { difference in
              .object([
                ("key", .string(difference.key)),
                ("got", .string(difference.got)),
                ("expected", .string(difference.expected)),
              ])
            })
        ),
      ])
    }
    return .object([
      ("passed", .integer(report.passedCount)),
      ("failed", .integer(report.failedCount)),
      ("cases", .array(cases)),
    ])
  }
}
