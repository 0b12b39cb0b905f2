import Foundation
import TipArguments
import TipBatch
import TipEngine

/// `tipcalc compare`: prices every bill of a CSV file under a policy and under another (or the
/// same name from other catalog files), in one streaming pass, and shows what would change, with
/// `TipBatch`'s ``CompareJob``.
enum CompareCommand: TipCommand {
  /// The argument and options, declared once for the spec and for ``run(_:io:limits:)``.
  enum Key {
    /// `<bills.csv>`.
    static let bills = CommandSpec.Argument(
      name: "bills.csv",
      help: "The CSV file of bills, as 'tipcalc batch' reads it; - for "
        + "standard input.")
    /// `--policy <name>`.
    static let policy = CommandSpec.Option.value(
      "policy", valueName: "name", help: "The policy the bills are priced with now.",
      isRequired: true)
    /// `--with <name>`.
    static let with = CommandSpec.Option.value(
      "with", valueName: "name",
      help: "The policy to compare with; the --policy name by default.")
    /// `--with-config <file>`.
    static let withConfig = CommandSpec.Option.repeating(
      "with-config", valueName: "file",
      help: "A catalog file for the policy compared with, layered like --config; may be "
        + "repeated. The --config files by default.")
    /// `--changes <file>`.
    static let changes = CommonOptions.file(
      "changes",
      help: "Write the rows whose payable amount changed to this CSV file; not - or "
        + "standard output by another name, as the report is written there.")
    /// `--json`.
    static let json = CommonOptions.json
    /// `--html <file>`.
    static let html = CommonOptions.file(
      "html",
      help: "Also draw the comparison on this HTML page: totals, a histogram of the "
        + "change in tip per bill, bars by region and by channel, the largest changes. "
        + "- is a file of that name, not standard output.")
  }

  static let spec = CommandSpec(
    name: "compare",
    abstract: "Show what pricing a file of bills under another policy or catalog would change.",
    discussion: """
      Every bill is priced twice, under --policy with the --config files ('before') and under \
      --with with the --with-config files ('after'), in one pass that keeps totals only, so \
      any size of file fits in memory. The file is read as 'tipcalc batch' reads it: the same \
      columns and the same rules for a row, though it may also have the tip, total and shares \
      columns that batch adds. --region-column, --region and --currency give the rows' \
      region and currency as they do for batch (an 'at' instant is placed in the region's \
      time zone). A row that either policy cannot price is \
      rejected: it is reported on standard error with its line number, its text and the \
      reason, as 'tipcalc batch' reports it, and left out of the totals; a reason that only \
      the policy compared with gives starts with which it is ('under --with house-20 \
      (--with-config new.json): ').

      The report gives the rows compared, rejected and changed (their payable amount differs), \
      the tip and payable totals before and after and their difference, and the mean change \
      of a row's payable amount, all by currency; the rows whose payable amount grew and fell \
      most (compared in whole units of their currencies); and the rows, changed rows and tip difference by region and by channel ('none' \
      for bills without one). A row is named by its 'id' value when the file has an 'id' \
      column (or the one --column id=HEADER names), in the report, --json, --changes and \
      --html alike, else by its number among the data rows (1 for the first row after the header; \
      blank lines do not count). Amounts are written in the machine format with their \
      currency's digits, such as 1234.50.

      --header 'id,subtotal,tax' reads a file without a header row, such as one piece of a \
      larger file, as 'tipcalc batch --header' does: its first row is a bill, and a mistake in \
      the columns given is a usage error (64).

      --changes writes each changed row as id,tip_before,tip_after,payable_before,\
      payable_after; the file is written beside its target and renamed into place when the \
      run completes, so a run that fails leaves an existing file as it was. It is always a \
      file: standard output carries the report, so --changes - is refused.

      --html also draws the comparison on one self-contained HTML page: the totals, a \
      histogram per currency of the change in tip per bill (in fixed bins of 1, 2, 5, 10, … \
      minor units each way), bars of the changed rows by region and by channel, and the \
      largest changes; amounts are written as in the report. It is written whole, through a \
      temporary file renamed into place, once every row is compared.

      --json prints one object with rows (compared), rejected, changed, before, after and \
      difference ({"USD": {"tip", "payable"}}), meanChange, largestIncrease and \
      largestDecrease ({"row", "currency", "before", "after"}, or null), byRegion and \
      byChannel ({"US": {"rows", "changed", "tipDifference"}}); amounts are strings.

      Exit status: 0 when every row was compared, 65 when a row was rejected, the file's \
      header or a catalog is not usable, or a total is too large to hold exactly, 66 when a \
      file cannot be read, 74 when --changes, --html or the report cannot be written (the \
      files are put in place only once the report is written, so a report that fails leaves \
      them as they were). \
      An output that names a file the run reads (the input, a catalog) or another output, \
      and --changes - (standard output, where the report goes), are usage errors (64).
      """,
    arguments: [Key.bills],
    options: [Key.policy] + CatalogOptions.options + [
      Key.with, Key.withConfig, Key.json, Key.changes, Key.html, CommonOptions.jobs.option,
      ShardOptions.header,
    ] + RowDefaultOptions.options + ColumnOptions.options)

  /// Amounts are read and written in the machine format, as `batch` does.
  static let writesForPeople = false

  /// Runs `tipcalc compare` on the process's streams, or in-process on the context's writers.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    try run(arguments, io: context.batchIO(), limits: nil)
  }

  /// Runs the command on `io`.
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line of `tipcalc compare`.
  ///   - io: the streams; ``CommandContext/batchIO()`` for a run's own.
  ///   - limits: bounds on memory; tests shrink them.
  /// - Throws: 64 for a usage mistake, 65 for bad data (a catalog, a header, an unknown policy,
  ///   rejected rows, a total too large), 66 for an unreadable file, 74 for a failed write.
  static func run(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits?)
    throws(CLIError)
  {
    let path = arguments.positional(Key.bills) ?? ""
    try InputFile.requireName(path, for: "<\(Key.bills.name)>")
    if arguments.value(of: Key.changes) == "" {
      throw .usage("Invalid value '' for '\(Key.changes.usageLabel)': expected a file name.")
    }
    // Two outputs on one stream are refused as two on one file are: the rows would run into
    // the report (and make --json's object invalid).
    if arguments.value(of: Key.changes) == "-" {
      throw .usage(
        "The changes output '-' and the report would both be written to standard output; "
          + "give '\(Key.changes.usageLabel)' a file name, such as changes.csv.")
    }
    try PictureFile.checkName(arguments.value(of: Key.html), for: Key.html)
    let job = try makeJob(arguments, io: io, limits: limits)
    try WrittenFiles.check(
      [
        ("changes output", arguments.value(of: Key.changes)),
        ("--html page", arguments.value(of: Key.html)),
      ],
      reads: [("input file", WrittenFiles.file(unlessStream: path))]
        + CatalogOptions(arguments).readFiles
        + arguments.values(of: Key.withConfig).map { ("--with-config catalog", $0) },
      context: io.context)
    let input: BatchInput =
      path == "-" ? .source(io.standardInput) : .file(io.resolve(path), name: path)
    let changes = arguments.value(of: Key.changes).map { path -> BatchOutput in
      .file(io.resolve(path), name: path)
    }
    // The changes and the page are put in place only once the report is written.
    let files = FilesBesideReport()
    let run = { () throws(BatchError) -> CompareSummary in
      try job.run(
        input: input, rejections: .sink(io.standardError), changes: changes,
        pending: files.pending)
    }
    let summary: CompareSummary
    do {
      summary =
        io.context.usesProcessStreams ? try TemporaryFiles.removingOnSignals(run) : try run()
    } catch {
      throw CLIError(BatchCommand.status(for: error.kind), BatchCommand.presented(error))
    }
    let report: String
    do throws(MoneyError) {
      report =
        arguments.isSet(Key.json) ? try json(summary).text : try text(summary, arguments: arguments)
    } catch {
      throw .dataError("The differences do not fit: \(error); compare the rows in smaller files.")
    }
    if let path = arguments.value(of: Key.html) {
      try writePage(summary, arguments, to: path, files: files, io: io)
    }
    // The report first: when it cannot be written, the run fails before the files are put in
    // place, and says why on standard error.
    try files.publish(context: io.context) { () throws(CLIError) in
      do {
        try io.standardOutput.write(report + "\n")
      } catch {
        let message = CLIError(
          .ioError, writeFailure(error, "; the report is incomplete" + files.pending.failureNote))
        try? io.standardError.write(message.description + "\n")
        throw .silent(.ioError)
      }
    }
    if summary.rejected > 0 {
      let rows = summary.rejected == 1 ? "1 row was" : "\(summary.rejected) rows were"
      do {
        try io.standardError.write(
          "\(rows) rejected and left out of the comparison; see the reasons above.\n")
      } catch {
        try? io.standardOutput.write(CLIError(.ioError, writeFailure(error)).description + "\n")
        throw .silent(.ioError)
      }
      throw .silent(.dataError)
    }
  }

  /// A failed write to a standard stream as `compare` says it, with what it means for the run
  /// (`note`), as a sentence.
  private static func writeFailure(_ error: any Error, _ note: String = "") -> String {
    let reason = (error as? BatchError)?.message ?? "\(error)"
    return InputValues.capitalizedSentence(reason + note)
  }

  /// The job the options describe, every catalog loaded and every policy checked before
  /// anything is read.
  static func makeJob(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits?)
    throws(CLIError) -> CompareJob
  {
    let threadCount = try CommonOptions.threadCount(arguments)
    let options = CatalogOptions(arguments)
    let catalog = try options.load(context: io.context)
    var withOptions = options
    let withFiles = arguments.values(of: Key.withConfig)
    if !withFiles.isEmpty { withOptions.files = withFiles }
    let withCatalog =
      withFiles.isEmpty ? catalog : try withOptions.load(context: io.context)
    // Both catalogs are loaded first, so that a name missing from one side can be found in
    // the other's and said so.
    let configFiles = options.files.isEmpty ? nil : "the --config files"
    let name = arguments.value(of: Key.policy) ?? ""
    try policy(
      name, for: Side(option: Key.policy, catalog: options, source: configFiles), in: catalog,
      other: withFiles.isEmpty ? nil : (withCatalog, "the --with-config files"))
    let withName = arguments.value(of: Key.with) ?? name
    let withSide =
      withFiles.isEmpty
      ? Side(
        option: Key.with, isDefaulted: !arguments.isSet(Key.with), catalog: options,
        source: configFiles.map { $0 + ", as no --with-config is given" })
      : Side(
        option: Key.with, isDefaulted: !arguments.isSet(Key.with), catalog: withOptions,
        source: "the --with-config files, which replace the --config files for this side")
    try policy(
      withName, for: withSide, in: withCatalog,
      other: withFiles.isEmpty ? nil : (catalog, configFiles ?? "the built-in catalog"))
    var job = CompareJob(
      before: .named(name, in: catalog), after: .named(withName, in: withCatalog),
      limits: limits
        ?? .standard(processorCount: ProcessInfo.processInfo.activeProcessorCount))
    let mapping = try ColumnOptions.mapping(arguments)
    let rows = try RowDefaultOptions.values(arguments, mapping: mapping)
    job.columnMapping = mapping
    job.regionColumn = rows.regionColumn
    job.defaultRegion = rows.region
    job.defaultCurrency = rows.currency
    job.afterName = arguments.isSet(Key.with) ? "--with \(withName)" : "'\(withName)'"
    if !withFiles.isEmpty {
      job.afterName += " (--with-config " + withFiles.joined(separator: ", ") + ")"
    }
    job.threadCount = threadCount
    job.suppliedHeader = arguments.value(of: ShardOptions.header)
    return job
  }
}
