import Foundation
import TipArguments
import TipBatch
import TipEngine

/// `tipcalc batch`: prices every bill of a CSV file through one policy, streaming, with
/// `TipBatch`'s ``BatchJob``. The command parses the options, runs the job and presents its
/// summary or its error.
enum BatchCommand: TipCommand {
  /// The options, declared once for the spec and for ``run(_:io:limits:)``.
  enum Key {
    /// `--policy <name>`.
    static let policy = CommonOptions.policy(help: "The catalog policy to apply to every row.")
    /// `--region-column <col>`, shared with `compare`.
    static let regionColumn = RowDefaultOptions.regionColumn
    /// `--region <CC>`, shared with `compare`.
    static let region = RowDefaultOptions.region
    /// `--input <file>`.
    static let input = CommonOptions.file(
      "input", help: "The CSV file to read; standard input by default.")
    /// `--output <file>`.
    static let output = CommonOptions.file(
      "output", help: "The file to write; standard output by default.")
    /// `--errors <file>`.
    static let errors = CommonOptions.file(
      "errors", help: "The file for rejected rows; standard error by default.")
    /// `--currency <code>`, shared with `compare`.
    static let currency = RowDefaultOptions.currency
    /// `--strict`.
    static let strict = CommandSpec.Option.flag("strict", help: "Stop at the first rejected row.")
    /// `--json-lines`.
    static let jsonLines = CommandSpec.Option.flag(
      "json-lines", help: "Write one JSON object per row instead of CSV.")
    /// `--trace`.
    static let trace = CommandSpec.Option.flag(
      "trace",
      help: "Add a last column, 'decision': the path from the policy to the one that computed "
        + "the row's tip, such as house#1 > percent-20.")
  }

  static let spec = CommandSpec(
    name: "batch",
    abstract: "Compute the tip, total and shares of every bill in a CSV file.",
    discussion: """
      The input is CSV with a header row (RFC 4180: quoted fields, embedded commas, quotes and \
      line breaks, LF or CRLF). It needs a 'subtotal' column and may have 'tax', 'currency', \
      'region', 'split' (people sharing the bill) and 'id' columns, and the order's 'discount', \
      'party' (guests), 'channel' (dine-in, takeout, delivery), 'at' (YYYY-MM-DDTHH:MM, or an \
      instant such as 2026-11-28T06:15Z), 'time_zone' and 'payment' (cash, card, or one per \
      share such as cash;card;card, which rounds only the cash shares), in any order; every \
      other column is passed through. A header may \
      have at most 4,096 columns and a row at most 1 MiB. Blank lines, empty or of spaces and \
      tabs only, are skipped. The output is each input row followed by 'tip', 'total' and \
      'shares' (the shares joined with ';'), in input order; with --json-lines, one JSON object \
      per row, with the row's 'currency'. When the catalog has service charges, or rounds cash \
      and the input has a 'payment' column, the rows also get 'charges' (the service charges \
      and their tax, included in 'total') and 'payable' (what is paid in all: the total, or \
      when cash is rounded, the sum of the shares, each share rounded on its own), which the \
      shares sum to.

      An export with its own headers is read as it is: --column subtotal="Net Sales" reads \
      'subtotal' from the header 'Net Sales', --column at=Date,Time joins two cells with a \
      space, and --value 'channel:For Here=dine-in' reads that cell text as dine-in (each \
      payment of a payment list such as Cash;Credit is mapped on its own). An 'at' \
      instant is converted to the store's wall time in the row's 'time_zone', else its \
      region's zone, the most specific first (a subdivision's entry in the catalog's \
      timeZones or its own zone, then its country's); when the first row's \
      'at' has the form of an instant (Z or an offset) or is now, whether or not that row \
      prices, the file has a 'time_zone' column or --local-time is given, each row also gets \
      'local_time', the wall time it was priced at.

      With --trace, each row ends with a 'decision' column: the path from the policy that \
      priced it down to the one that computed its tip, joined by ' > ', each step written \
      'policy#rule' for a rules policy (house#2, house#otherwise), 'policy[REGION]' for a \
      region policy (regional[CA-QC], regional[fallback]) and the bare name otherwise: \
      house#1 > percent-20.

      Amounts are read in the machine format whatever the locale (LANG, LC_ALL): digits with \
      '.' as the decimal point, such as 1234.50, so a file means the same on every machine. A \
      mark of another currency than the row's (¥500 in a USD row) rejects the row.

      A row that cannot be priced (a bad amount, an unknown currency or region, an overflow, a \
      wrong number of fields) is reported with its line number, its text and the reason, and \
      the run goes on unless --strict is given. A summary of rows read, written and rejected \
      goes to standard error; the exit status is 0 when no row was rejected, 65 otherwise, and \
      74 when the output cannot be written (the message says how many rows were).

      Without --policy, the catalog's 'regional' policy applies to rows with a region (their \
      'region' value, else --region) and the catalog's default policy to rows without one. A \
      row's currency is its 'currency' value, else --currency, else its region's currency, \
      else USD.

      Shards: --header 'id,subtotal,tax' reads an input without a header row, whose first row \
      is a row like the others, with these columns; --no-header leaves out the header rows of \
      the CSV output and of the CSV rejected rows. An input cut at row boundaries into pieces, \
      the first run as it is and the others with --header and --no-header, gives outputs that \
      concatenate into exactly what one run writes. When the input has an 'id' column, each \
      rejected row also gives its id after its line number (line,id,reason,row), so that the \
      pieces' rejected rows, whose lines count from each piece's start, merge by id.

      --output and --errors files are written beside their targets and renamed into place when \
      the run completes, so a run that refuses to start, fails or is interrupted leaves them as \
      they were. A device, a pipe, or a descriptor the shell opened (/dev/stdout, /dev/fd/3) \
      is written in place, appending where the shell appends.
      """,
    options: [Key.policy, Key.regionColumn, Key.region.option] + CatalogOptions.options + [
      Key.input, Key.output, Key.errors, Key.currency.option, Key.strict, Key.jsonLines,
      Key.trace, CommonOptions.jobs.option,
    ] + ColumnOptions.options + ShardOptions.options)

  /// A file means the same on every machine: amounts are read and written in the machine format.
  static let writesForPeople = false

  /// Runs `tipcalc batch` on the process's streams, or in-process on the context's writers.
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) {
    try run(arguments, io: context.batchIO(), limits: nil)
  }

  /// Runs the command on `io`. It returns when every row was written; after a completed run with
  /// rejected rows (65), or a failure that stopped a started run, it writes the summary and the
  /// message itself and throws the status alone (``CLIError/silent(_:)``).
  ///
  /// - Parameters:
  ///   - arguments: the parsed command line of `tipcalc batch`.
  ///   - io: the streams; ``CommandContext/batchIO()`` for a run's own.
  ///   - limits: bounds on memory; tests shrink them.
  /// - Throws: the errors that stop it before a row is read: 64 for a usage mistake (or outputs
  ///   that would overwrite the input, a catalog or each other), 65 for bad data (a catalog, a header, an
  ///   unknown currency or policy), 66 for an unreadable input or catalog, 74 for an output that
  ///   cannot be created.
  static func run(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits?)
    throws(CLIError)
  {
    let paths = [
      (Key.input, "standard input"), (Key.output, "standard output"),
      (Key.errors, "standard error"),
    ]
    for (option, stream) in paths where arguments.value(of: option) == "" {
      // Resolved, an empty name would be the current directory.
      throw .usage(
        "Invalid value '' for '\(option.usageLabel)': expected a file name, or '-' for \(stream).")
    }
    let job = try makeJob(arguments, io: io, limits: limits)
    // The job checks its outputs against its input and each other; not against the catalogs.
    for output in [("output", Key.output), ("rejections output", Key.errors)] {
      try WrittenFiles.check(
        [(output.0, WrittenFiles.file(unlessStream: arguments.value(of: output.1)))],
        reads: CatalogOptions(arguments).readFiles,
        context: io.context, printsReport: false)
    }
    let input: BatchInput =
      if let path = arguments.value(of: Key.input), path != "-" {
        .file(io.resolve(path), name: path)
      } else {
        .source(io.standardInput)
      }
    let output: BatchOutput =
      if let path = arguments.value(of: Key.output), path != "-" {
        .file(io.resolve(path), name: path)
      } else {
        .sink(io.standardOutput)
      }
    let progress = io.standardErrorIsTerminal ? ProgressLine(sink: io.standardError) : nil
    let rejections: BatchOutput =
      if let path = arguments.value(of: Key.errors), path != "-" {
        .file(io.resolve(path), name: path)
      } else if let progress {
        .sink(ProgressClearingSink(io.standardError, clearing: progress))
      } else {
        .sink(io.standardError)
      }
    let run = { () throws(BatchError) -> BatchSummary in
      try job.run(
        input: input, output: output, rejections: rejections,
        progress: progress.map { line in { try line.update($0) } })
    }
    let summary: BatchSummary
    do {
      // A signal that stops the process removes the temporary files first (see
      // `TemporaryFiles`); only for the process's own run, never in a host's.
      summary =
        io.context.usesProcessStreams ? try TemporaryFiles.removingOnSignals(run) : try run()
    } catch {
      try? progress?.clear()
      let status = self.status(for: error.kind)
      let message = presented(error)
      guard let summary = error.summary else { throw CLIError(status, message) }
      // The run had started: the counts, then the reason it stopped; no usage block.
      guard report(summary, io: io, arguments: arguments),
        say(CLIError(status, message).description, io: io, arguments: arguments)
      else { throw .silent(.ioError) }
      throw .silent(status)
    }
    try? progress?.clear()
    guard report(summary, io: io, arguments: arguments) else { throw .silent(.ioError) }
    if summary.rejected > 0 { throw .silent(.dataError) }
  }

  /// The job the options describe, with every option checked before anything is read or
  /// written.
  static func makeJob(_ arguments: ParsedArguments, io: BatchIO, limits: BatchLimits?)
    throws(CLIError) -> BatchJob
  {
    let threadCount = try CommonOptions.threadCount(arguments)
    let mapping = try ColumnOptions.mapping(arguments)
    let rows = try RowDefaultOptions.values(arguments, mapping: mapping)
    let catalog = try CatalogOptions(arguments).load(context: io.context)
    let policy: BatchPolicy
    if let name = arguments.value(of: Key.policy) {
      // Checked here for the command's message; named in its catalog for the catalog's charges.
      _ = try QuoteCommand.named(name, in: catalog)
      policy = .named(name, in: catalog)
    } else {
      policy = .automatic(catalog)
    }
    var job = BatchJob(
      policy: policy, format: arguments.isSet(Key.jsonLines) ? .jsonLines : .csv,
      defaultCurrency: rows.currency, regionColumn: rows.regionColumn,
      defaultRegion: rows.region, isStrict: arguments.isSet(Key.strict),
      limits: limits
        ?? .standard(processorCount: ProcessInfo.processInfo.activeProcessorCount),
      tracesDecisions: arguments.isSet(Key.trace))
    job.columnMapping = mapping
    job.threadCount = threadCount
    ShardOptions.apply(arguments, to: &job)
    return job
  }

  /// Writes the summary line to standard error; `false` when it cannot be written, after saying
  /// so on standard output when the rows went to a file (so that standard output is free).
  private static func report(
    _ summary: BatchSummary, io: BatchIO, arguments: ParsedArguments
  ) -> Bool {
    var line = summary.description
    if summary.stoppedAtRejection { line += " Stopped at the first rejected row (--strict)." }
    return say(line, io: io, arguments: arguments)
  }

  /// Writes `line` to standard error; `false` when it cannot be written, after saying so on
  /// standard output when the rows went to a file.
  private static func say(_ line: String, io: BatchIO, arguments: ParsedArguments) -> Bool {
    do {
      try io.standardError.write(line + "\n")
      return true
    } catch {
      if let path = arguments.value(of: Key.output), path != "-" {
        let reason =
          (error as? BatchError).map(presented) ?? InputValues.capitalizedSentence("\(error)")
        try? io.standardOutput.write(CLIError(.ioError, reason).description + "\n")
      }
      return false
    }
  }

  /// The exit status for a batch failure: 65 bad data, 66 unreadable input, 74 write failure,
  /// 64 for outputs that collide with the input or each other, 1 for anything else.
  static func status(for kind: BatchError.Kind) -> ExitStatus {
    switch kind {
    case .badData: .dataError
    case .unreadableInput: .noInput
    case .writeFailure: .ioError
    case .invalidJob: .usage
    case .other: .failure
    }
  }

  /// The message for a batch failure: a problem with the input's data is quoted as the library
  /// words it (`the header row has no 'subtotal' column; …`), a failing stream as a sentence.
  static func presented(_ error: BatchError) -> String {
    error.kind == .badData ? error.message : InputValues.capitalizedSentence(error.message)
  }
}
