import TipArguments
import TipEngine

/// `tipcalc lint`: what loads but is probably wrong in the `--config` files (see
/// ``CatalogLint``), each finding located, with a fix.
enum LintCommand: TipCommand {
  /// The options beside the catalog's, declared once for the spec and for
  /// ``run(_:context:)``.
  enum Key {
    /// `--unused`: also report the policies nothing refers to.
    static let unused = CommandSpec.Option.flag(
      "unused",
      help: "Also note each policy of the files that no policy, screen, charge, test or default "
        + "refers to.")
    /// `--json`.
    static let json = CommandSpec.Option.flag(
      CommonOptions.json.name,
      help: "Print {\"findings\": [{file, line, column, path, severity, rule, message}]}.")
  }

  static let spec = CommandSpec(
    name: "lint",
    abstract: "Find what loads but is probably wrong in catalog files, each with a fix.",
    discussion: """
      Checks the --config files, over the built-in catalog unless --no-default-catalog (the \
      built-in catalog is context and is not reported): a rule the rules before it take every \
      bill from (shadowed-rule), a rule no bill meets (unsatisfiable-rule), two gratuity \
      service charges that can apply to one bill (double-gratuity), a screen preset above the \
      screen's custom-tip maximum or maximum rate, on some base (preset-above-custom-maximum), \
      a cash-rounding increment larger than any region rounds cash to (large-cash-rounding) \
      and, with --unused, a policy nothing refers to (unused-policy, a note). Rules are judged \
      after the catalog's service charges, as a quote applies them (a gratuity charge marks \
      each bill it applies to), for parties of 1 to 10000; a rule that needs a gratuity where \
      no charge adds one is a note (no-gratuity-charge), and so are the rules of a list too \
      large for the analysis's budget, which were not checked (analysis-budget). Each finding \
      is printed as \
      file:line:column: warning: at <path>: <message>; <fix> [<rule>]. A file given twice (by \
      the same path or another path to it) is read once, where it was last given, and checked \
      once; a line says so, as 'tipcalc validate' does.

      Exit status: 0 when there is no warning (notes alone do not count), 1 when there is one, \
      64 for a command-line mistake, 65 when a file does not load, 66 when a file cannot be \
      read.
      """,
    options: CatalogOptions.options + [Key.unused, Key.json])

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    let given = CatalogOptions(arguments)
    guard !given.files.isEmpty else {
      throw .usage("'lint' checks catalog files: add '--config <file>'.")
    }
    try given.requireNames()
    // A file given again is read once, as test and validate read it, so it is checked once.
    let (options, notes) = given.readingEachFileOnce(context: context)
    let sources = try options.sources(context: context)
    let catalog = try options.load(sources)
    let findings = CatalogLint.findings(
      in: catalog, sources: sources, includingUnused: arguments.isSet(Key.unused))
    if arguments.isSet(Key.json) {
      context.print(LintCommand.json(findings).text)
    } else {
      for note in notes { context.print(note) }
      for finding in findings { context.print(TerminalText.escaped(finding.description)) }
      context.print(
        LintCommand.summary(findings, files: options.files.map(TerminalText.path)))
    }
    if findings.contains(where: { $0.severity == .warning }) { throw .silent(.failure) }
  }

  /// `{"findings": [{"file", "line", "column", "path", "severity", "rule", "message"}]}`: the
  /// path is the JSON path of the value the finding is about (`policies[0].rules[1]`, `null` for
  /// none); the message ends with the fix.
  static func json(_ findings: [LintFinding]) -> JSONOutput {
    .object([
      (
        "findings",
        .array(
          findings.map { finding in
            .object([
              ("file", finding.location.file.map(JSONOutput.string) ?? .null),
              ("line", finding.location.line.map(JSONOutput.integer) ?? .null),
              ("column", finding.location.column.map(JSONOutput.integer) ?? .null),
              (
                "path",
                finding.location.path.isEmpty ? .null : .string(finding.location.path)
              ),
              ("severity", .string(finding.severity.rawValue)),
              ("rule", .string(finding.rule.rawValue)),
              ("message", .string("\(finding.message); \(finding.suggestion)")),
            ])
          })
      )
    ])
  }

  /// The closing line: `2 warnings and 1 note in house.json.`, or `No findings in house.json.`
  static func summary(_ findings: [LintFinding], files: [String]) -> String {
    var seen: Set<String> = []
    let files = files.filter { seen.insert($0).inserted }
    let place = files.count == 1 ? files[0] : "\(files.count) files"
    let warnings = findings.filter { $0.severity == .warning }.count
    let notes = findings.count - warnings
    var counts: [String] = []
    if warnings > 0 { counts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    if notes > 0 { counts.append(notes == 1 ? "1 note" : "\(notes) notes") }
    guard !counts.isEmpty else { return "No findings in \(place)." }
    return counts.joined(separator: " and ") + " in \(place)."
  }
}
