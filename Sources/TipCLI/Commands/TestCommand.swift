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
    /// `--coverage`.
    static let coverage = CommandSpec.Option.flag(
      "coverage",
      help: "After the cases, list the decision points of the --config files that no case "
        + "reached, and how many of all were reached.")
    /// `--coverage-builtin`.
    static let coverageBuiltIn = CommandSpec.Option.flag(
      "coverage-builtin",
      help: "Count the built-in catalog's decision points too (implies --coverage).")
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
      of the message refusing the bill); a case that expects none of them is refused. A case \
      that expects only a screen and names no \
      policy shows the screen without pricing the bill. The cases of every loaded file run, \
      the built-in catalog's included unless --no-default-catalog, against the layered \
      catalog. A file given twice (by the same path or another path to it) is read once, and \
      its cases run once; a line says so, as 'tipcalc validate' does. It is layered where it \
      was last given, as 'tipcalc quote' layers it, so its definitions override those of the \
      files before that place.

      Each failing case prints FAIL file:line: name: followed by every figure that differs, \
      such as tip 15.21, expected 15.20; --verbose adds a PASS line per passing case. The \
      last line is N passed, M failed. With --json: {"passed", "failed", "cases": [{"name", \
      "file", "line", "passed", "differences": [{"key", "got", "expected"}]}]}.

      --coverage lists, before that last line, each decision point of the --config files that \
      no case reached (each policy; each rule of a rules policy and its otherwise; each \
      region of a region policy and its fallback; each bound of a cap; each service charge; \
      each screen) as not covered: file:line: point, then coverage: K of T decision points \
      (P%). The built-in catalog's points count with --coverage-builtin. --json adds \
      "coverage": {"covered", "total", "uncovered": [{"file", "line", "point"}]}.

      Exit status: 0 when no case failed, 1 when a case failed, 65 when a case cannot be \
      read (the catalog's error, located), 66 when a file cannot be read.
      """,
    options: CatalogOptions.options + [
      Key.filter, Key.verbose, Key.coverage, Key.coverageBuiltIn, Key.json,
    ])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let given = CatalogOptions(arguments)
    try given.requireNames()
    // A file given again is read once, as validate reads it, so its cases run once.
    let (options, notes) = given.readingEachFileOnce(context: context)
    let sources = try options.sources(context: context)
    let catalog = try options.load(sources)
    let report = CatalogTestRunner(catalog: catalog).run(matching: arguments.value(of: Key.filter))
    let countsBuiltIn = arguments.isSet(Key.coverageBuiltIn)
    let coverage =
      countsBuiltIn || arguments.isSet(Key.coverage)
      ? coverage(of: report, catalog: catalog, sources: sources, countingBuiltIn: countsBuiltIn)
      : nil
    if arguments.isSet(Key.json) {
      context.print(json(report, coverage: coverage).text)
    } else {
      context.print(
        text(
          report, coverage: coverage, verbose: arguments.isSet(Key.verbose), notes: notes))
    }
    if !report.allPassed { throw .silent(.failure) }
  }

  /// The decision points of `sources` that the cases of `report` reached: each case's quote
  /// (up to its refusal, if any) and the screen it showed: the charges applied before it, the
  /// name the case asked for, the rules screen it passed through and the screen shown.
  static func coverage(
    of report: CatalogTestReport, catalog: PolicyCatalog, sources: [CatalogSource],
    countingBuiltIn: Bool
  ) -> CoverageReport {
    var coverage = CatalogCoverage(
      catalog: catalog, sources: sources, countingBuiltIn: countingBuiltIn)
    for result in report.results {
      let testCase = result.testCase
      if let policy = result.policyName {
        coverage.recordQuote(
          of: ItemizedBill(testCase.bill, items: testCase.items), policy: policy,
          splitting: .evenly(people: testCase.people))
      }
      if let screen = testCase.screenName { coverage.recordScreen(named: screen) }
      // The charges applied before the screen, the rules screen that chose it, the screen.
      if testCase.showsScreen {
        coverage.recordScreen(for: result.testCase.bill, named: testCase.screenName)
      }
    }
    return coverage.report
  }

  /// The `notes` (a file given twice, read once), a line per failing case (and per passing one
  /// when `verbose`), the coverage when asked for, then `N passed, M failed`.
  static func text(
    _ report: CatalogTestReport, coverage: CoverageReport? = nil, verbose: Bool,
    notes: [String] = []
  ) -> String {
    var lines = notes
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
    if let coverage {
      for point in coverage.uncovered {
        lines.append("not covered: \(TerminalText.escaped(point.description))")
      }
      lines.append(coverage.summary)
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
  /// "differences": [{"key", "got", "expected"}]}]}`, with `"coverage": {"covered", "total",
  /// "uncovered": [{"file", "line", "point"}]}` when asked for.
  static func json(_ report: CatalogTestReport, coverage: CoverageReport? = nil) -> JSONOutput {
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
    var members: [(key: String, value: JSONOutput)] = [
      ("passed", .integer(report.passedCount)),
      ("failed", .integer(report.failedCount)),
      ("cases", .array(cases)),
    ]
    if let coverage {
      let uncovered = coverage.uncovered.map { point -> JSONOutput in
        .object([
          ("file", .string(point.file)), ("line", .integer(point.line)),
          ("point", .string(point.text)),
        ])
      }
      members.append(
        (
          "coverage",
          .object([
            ("covered", .integer(coverage.covered)), ("total", .integer(coverage.total)),
            ("uncovered", .array(uncovered)),
          ])
        ))
    }
    return .object(members)
  }
}
