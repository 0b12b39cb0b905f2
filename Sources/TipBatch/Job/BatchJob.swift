import Foundation
import TipEngine

/// Prices every bill of a CSV input through a tipping policy, streaming, and writes each row with
/// its tip, total and shares, in input order.
///
/// ```swift
/// import TipBatch
/// import TipEngine
///
/// let catalog = try PolicyCatalog.builtIn()
/// let job = BatchJob(policy: .named("percent-18", in: catalog))
/// let output = MemorySink()
/// let summary = try job.run(input: .text("id,subtotal\n1,84.50\n"), output: .sink(output))
/// // output.text: "id,subtotal,tip,total,shares\n1,84.50,15.21,99.71,99.71\n"
/// // summary: Rows read: 1, written: 1, rejected: 0.
/// ```
///
/// The input is CSV with a header row (RFC 4180: quoted fields with commas, quotes and line
/// breaks; LF or CRLF; a UTF-8 byte order mark is dropped). Columns are found by name,
/// case-insensitively: `subtotal` (required), `tax`, `currency`, `region` (or
/// ``regionColumn``), `split` (people sharing the bill), and the order's `discount`, `party`
/// (guests), `channel` (`dine-in`, `takeout`, `delivery`), `at` (`YYYY-MM-DDTHH:MM`, or an
/// instant with `Z` or an offset, converted in the row's `time_zone`, the catalog's `timeZones`
/// or the region's zone) and `payment` (`cash`, `card`, or one per share: `cash;card;card`);
/// every column passes through, and ``columnMapping`` reads them from an export's own headers.
/// When the first row's `at` has an instant's form or is `now`, or the input has a `time_zone`
/// column, each row also gets `local_time`. At most 4,096 columns and rows of at most
/// ``BatchLimits/maximumRecordLength`` bytes. Blank lines (empty or only spaces and tabs) are
/// skipped and not counted.
///
/// With a policy from a catalog that has service charges, or cash rounding and rows with a
/// `payment` column, each row also gets `charges` (the service charges that apply and their tax)
/// and `payable` (what is paid in all: when cash is rounded, the sum of the shares, each rounded
/// on its own), after `shares`, which sum to it; `total` includes the charges. Otherwise the output is the input plus `tip`, `total`
/// and `shares`.
///
/// A row that cannot be priced is rejected with its line, its text and the reason (and its `id`
/// cell, when the input has an `id` column), and the run goes on (unless ``isStrict``): every
/// row read is written or rejected. ``suppliedHeader`` and ``writesHeader`` make the job one
/// shard of a larger input. Memory stays bounded
/// whatever the input's size, and the rows are priced on all cores.
public struct BatchJob: Sendable {
  /// The policy that prices the rows.
  public var policy: BatchPolicy
  /// The output format, of the priced rows and the rejected rows alike.
  public var format: BatchFormat
  /// The currency of rows without a `currency` value; when `nil`, the row's region's currency,
  /// else USD.
  public var defaultCurrency: Currency?
  /// The column that holds each row's region instead of `region`, if any; a header without it
  /// is refused as a mapped header the file lacks is, with ``BatchError/Kind/invalidJob``.
  public var regionColumn: String?
  /// The region of rows without a region value (no region column, or an empty cell); when
  /// `nil`, such rows have no region, and ``BatchPolicy/automatic(_:)`` prices them with the
  /// catalog's default policy.
  public var defaultRegion: Region?
  /// Whether to stop at the first rejected row; the output then holds the rows before it.
  public var isStrict: Bool
  /// Bounds on memory and on a row's length.
  public var limits: BatchLimits
  /// Whether each row gets a last column, `decision`: the path from the policy that prices it
  /// down to the policy that computed its tip (`PolicyTrace.path`), such as
  /// `house#1 > percent-20`. A walk of its own per row, so a run that does not trace pays
  /// nothing for it.
  public var tracesDecisions: Bool
  /// The headers that hold the columns, and the values of listed cell texts, for an export with
  /// its own column names; empty by default, when every column is found by its own name.
  public var columnMapping = ColumnMapping()
  /// How many threads read, price and write the rows: the machine's active cores by default
  /// (`ProcessInfo.activeProcessorCount`); a run refuses fewer than 1 with
  /// ``BatchError/Kind/invalidJob``. One thread does every step in turn; more
  /// threads price blocks of rows side by side while one of them writes in input order, so the
  /// output is the same byte for byte whatever the count. Memory grows with it: each thread
  /// holds up to two blocks of ``BatchLimits/bufferSize`` ÷ ``BatchLimits/blocksPerRound`` bytes
  /// of input and their output.
  public var threadCount = ProcessInfo.processInfo.activeProcessorCount
  /// The header row of an input that has none, as one CSV row such as `id,subtotal,tax`
  /// (`--header`): the input's first row is then a row to price, and the header is read and
  /// checked as a header row would be. `nil` by default: the input's first row is its header.
  ///
  /// The output's rows end as the supplied header ends, when it ends with `\n` or `\r\n`, else
  /// as the input's first line ends (a blank line, or the first row however long), as they
  /// would after a header row ending the same way: give a CRLF input's shards
  /// `"id,subtotal,tax\r\n"`, since a shard of one unterminated row shows none. A supplied header that is not one row of usable
  /// column names throws a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` naming it.
  public var suppliedHeader: String?
  /// Whether the CSV output and the CSV rejections start with their header rows; `true` by
  /// default. A shard's run sets it to `false` (`--no-header`), so that the outputs of an input
  /// cut at row boundaries, each run with ``suppliedHeader``, concatenate into exactly what one
  /// run writes, and their rejections too (merged by their `id`, since each shard counts lines
  /// from its own start). JSON Lines has no header row, so it changes nothing there.
  public var writesHeader = true
  /// Whether each row gets `local_time`, the wall time it was priced at: `nil` by default, which
  /// adds it when the input has a `time_zone` column or its first row's `at` has an instant's
  /// form or is `now` (whether or not that row prices), so
  /// that a file of wall times keeps the output it had; `true` adds it whatever the rows hold
  /// (`--local-time`). Give `true` to every piece of a file that mixes wall times and instants,
  /// and to the whole file's run, so that the pieces' columns do not depend on their first rows.
  public var writesLocalTime: Bool?

  /// Creates a job.
  ///
  /// - Parameters:
  ///   - policy: the policy that prices the rows.
  ///   - format: the output format; CSV by default.
  ///   - defaultCurrency: the currency of rows without a `currency` value.
  ///   - regionColumn: the column that holds the rows' regions, instead of `region`.
  ///   - defaultRegion: the region of rows without one.
  ///   - isStrict: whether to stop at the first rejected row.
  ///   - limits: bounds on memory; by default sized for 8 cores.
  ///   - tracesDecisions: whether each row gets the `decision` column.
  public init(
    policy: BatchPolicy, format: BatchFormat = .csv, defaultCurrency: Currency? = nil,
    regionColumn: String? = nil, defaultRegion: Region? = nil, isStrict: Bool = false,
    limits: BatchLimits = BatchLimits(), tracesDecisions: Bool = false
  ) {
    self.tracesDecisions = tracesDecisions
    self.policy = policy
    self.format = format
    self.defaultCurrency = defaultCurrency
    self.regionColumn = regionColumn
    self.defaultRegion = defaultRegion
    self.isStrict = isStrict
    self.limits = limits
  }

  /// Runs the job: reads `input`, writes the priced rows to `output` and the rejected rows to
  /// `rejections`, and returns what it did.
  ///
  /// Nothing is opened for writing until the header has been read and checked: a run that
  /// refuses to start leaves existing files as they were. A file output is written beside its
  /// target and put in place when the run completes (see ``BatchOutput/file(_:name:)``).
  ///
  /// - Parameters:
  ///   - input: the CSV to read.
  ///   - output: where the priced rows go.
  ///   - rejections: where the rejected rows go; when `nil`, only ``BatchSummary/rejections``
  ///     has them (the first ``BatchLimits/keptRejections``).
  ///   - progress: called after each round of rows with the counts so far, on the thread that
  ///     writes; a throw stops the run.
  /// - Returns: the counts and the first rejected rows. Rejected rows are not an error.
  /// - Throws: a ``BatchError`` when the run cannot start (an unreadable input, an unusable
  ///   header, no policy, outputs that collide) or cannot finish (a failed read or write); its
  ///   ``BatchError/summary`` has the counts when rows had been read.
  public func run(
    input: BatchInput, output: BatchOutput, rejections: BatchOutput? = nil,
    progress: ((BatchSummary) throws -> Void)? = nil
  ) throws(BatchError) -> BatchSummary {
    try BatchJob.checkThreadCount(threadCount)
    let (source, inputIdentity) = try input.open()
    try BatchJob.checkDistinct(
      [("output", output), ("rejections output", rejections)], input: inputIdentity)
    let reader = RecordReader(source: source, limits: limits)
    let (header, schema) = try readHeader(reader)
    let (policy, policyName) = try policy.resolve(schema: schema, defaultRegion: defaultRegion)
    let charges = BatchSettings.charges(self.policy.catalogCharges, schema: schema)
    if charges != nil { try schema.checkChargeColumnsAreFree() }
    if format == .jsonLines { try schema.checkCurrencyKeyIsFree() }
    if tracesDecisions { try schema.checkColumnIsFree(BatchTracer.column, addedWith: "--trace") }
    var writesLocalTime = self.writesLocalTime ?? false
    if self.writesLocalTime == nil {
      writesLocalTime = try BatchJob.writesLocalTime(reader, schema: schema)
    }
    if writesLocalTime {
      try schema.checkColumnIsFree(
        BlockProcessor.localTimeColumn,
        addedWith: self.writesLocalTime == true ? "--local-time" : "'at' values that are instants")
    }
    var settings = BatchSettings(
      policy: policy, policyName: policyName, currency: defaultCurrency, region: defaultRegion,
      format: format, isStrict: isStrict, limits: limits, charges: charges,
      tracer: tracesDecisions ? BatchTracer(policy: policy, name: policyName) : nil,
      timeZones: self.policy.timeZoneResolver, writesLocalTime: writesLocalTime,
      writesHeader: writesHeader)
    settings.threadCount = threadCount

    let opened = try OpenedOutput(output)
    let openedRejections: OpenedOutput?
    do {
      openedRejections = try rejections.map { output throws(BatchError) in
        try OpenedOutput(output)
      }
    } catch {
      opened.discard()
      throw error
    }
    let outputs = [opened] + (openedRejections.map { [$0] } ?? [])
    var summary = BatchSummary()
    do {
      let writer = try openedRejections.map { rejections throws(BatchError) in
        try RejectedRowWriter(
          sink: rejections.sink, format: format, isFile: rejections.isFileOutput,
          idColumn: schema.id, writesHeader: writesHeader)
      }
      let engine = BatchEngine(
        settings: settings, schema: schema, header: header, reader: reader,
        output: opened.sink, rejections: writer, progress: progress)
      try engine.run(summary: &summary)
      for output in outputs { try output.commit() }
    } catch {
      for output in outputs { output.discard() }
      var failure = error
      failure.summary = summary
      if failure.kind == .writeFailure {
        let rows = summary.written == 1 ? "1 row was" : "\(summary.written) rows were"
        failure.message += "; \(rows) written before the failure"
        failure.message += outputs.map(\.failureNote).joined()
      }
      throw failure
    }
    return summary
  }

  /// The input's header row and the columns it names; `addedColumns` are those the job's output
  /// adds to each row, which the header may not have.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` for an empty input or an
  ///   unusable header, or the reader's failure.
  static func readHeader(
    _ reader: RecordReader, regionColumn: String?, addedColumns: [String],
    mapping: ColumnMapping = ColumnMapping()
  ) throws(BatchError) -> (HeaderRecord, BatchSchema) {
    guard let header = try reader.readHeader() else {
      throw BatchError(
        .badData, message: "the input is empty; expected a header row with a 'subtotal' column")
    }
    let schema = try BatchSchema(
      names: header.names, rawHeader: header.raw, lineTerminator: header.lineTerminator,
      regionColumn: regionColumn, addedColumns: addedColumns, mapping: mapping)
    return (header, schema)
  }

  /// Refuses a thread count below 1.
  static func checkThreadCount(_ threadCount: Int) throws(BatchError) {
    guard threadCount < 1 else { return }
    throw BatchError(
      .invalidJob, message: "the thread count is \(threadCount); give 1 thread or more")
  }

  /// Refuses an output with an empty name, and outputs that would write over the input or over
  /// each other; each output is named by its role (`rejections output`). Two outputs that both
  /// write through descriptors the process was given (`> run.log 2>&1`) share the file as the
  /// shell set it up; a collision needs one that the run replaces by name.
  static func checkDistinct(_ outputs: [(role: String, output: BatchOutput?)], input: FileIdentity?)
    throws(BatchError)
  {
    var seen: [(label: String, identity: FileIdentity, isReplaced: Bool)] = []
    for (role, candidate) in outputs {
      guard let candidate else { continue }
      if candidate.hasEmptyPath {
        throw BatchError(
          .invalidJob, message: "the \(role)'s file name is empty; give a file name")
      }
      guard let identity = candidate.identity else { continue }
      if identity == input {
        throw BatchError(
          .invalidJob,
          message: "the \(role) \(candidate.label) is the input file; write to another file")
      }
      let isReplaced = candidate.isReplacedByName
      if let other = seen.first(where: {
        $0.identity == identity && ($0.isReplaced || isReplaced)
      }) {
        throw BatchError(
          .invalidJob,
          message: "the \(role) and the \(other.label) name the same file \(candidate.label); "
            + "give each its own file")
      }
      seen.append(("\(role)", identity, isReplaced))
    }
  }
}
