import Foundation
import TipEngine

/// Prices every bill of a CSV input under two policies in one streaming pass, and sums up what
/// changing from the first to the second would do.
///
/// ```swift
/// let catalog = try PolicyCatalog.builtIn()
/// let job = CompareJob(
///   before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog))
/// let summary = try job.run(input: .text("id,subtotal\n1,100.00\n"))
/// // summary.changed: 1; summary.currencies[.usd]?.tipAfter: 20.00 USD
/// ```
///
/// The input is read as ``BatchJob`` reads it (the same columns, the same rules for a row; it
/// may also hold the columns batch's output adds, such as an export's `total`, since the
/// comparison writes no rows), and
/// each side prices a row as a ``BatchJob`` with that side's policy would: the figures equal two
/// batch runs, summed. A row that either side cannot price is rejected, reported with the first
/// side's reason when it has one, and counted apart. Memory stays bounded whatever the input's
/// size: the rows are not kept, only totals per currency, region and channel.
public struct CompareJob: Sendable {
  /// The policy the rows are priced with now ("before").
  public var before: BatchPolicy
  /// The policy the rows would be priced with ("after").
  public var after: BatchPolicy
  /// Bounds on memory and on a row's length.
  public var limits: BatchLimits
  /// The headers that hold the columns, and the values of listed cell texts, as
  /// ``BatchJob/columnMapping``.
  public var columnMapping = ColumnMapping()
  /// How many threads read and price the rows under both policies: the machine's active cores
  /// by default (`ProcessInfo.activeProcessorCount`); a run refuses fewer than 1 with
  /// ``BatchError/Kind/invalidJob``. The blocks of rows are summed in input order, so the
  /// summary is the same whatever the count. Memory grows with it: each thread holds up to two
  /// blocks of ``BatchLimits/bufferSize`` ÷ ``BatchLimits/blocksPerRound`` bytes of input.
  public var threadCount = ProcessInfo.processInfo.activeProcessorCount
  /// The header row of an input that has none, as one CSV row such as `id,subtotal,tax`
  /// (`--header`), read and checked as ``BatchJob/suppliedHeader`` is: the input's first row is
  /// then a row to compare. `nil` by default: the input's first row is its header. Rows are
  /// named by their `id` cell when there is an `id` column (or one ``columnMapping`` maps), else
  /// by their number in this input.
  public var suppliedHeader: String?
  /// The currency of rows without a `currency` value, as ``BatchJob/defaultCurrency``.
  public var defaultCurrency: Currency?
  /// The column that holds the rows' regions, instead of `region`, as ``BatchJob/regionColumn``.
  public var regionColumn: String?
  /// The region of rows without one, as ``BatchJob/defaultRegion``: the policies choose by it,
  /// and the rows' `at` instants are placed in its time zone.
  public var defaultRegion: Region?
  /// How the reason of a row that only the ``after`` side rejects names that side, after
  /// "under ": `the policy compared with` by default; a command names its options, such as
  /// `--with house-20 (--with-config new.json)`. A row that the ``before`` side rejects is
  /// reported with that side's reason as ``BatchJob`` gives it.
  public var afterName = "the policy compared with"

  /// Creates a job.
  ///
  /// - Parameters:
  ///   - before: the policy the rows are priced with now.
  ///   - after: the policy they would be priced with.
  ///   - limits: bounds on memory; by default sized for 8 cores.
  public init(before: BatchPolicy, after: BatchPolicy, limits: BatchLimits = BatchLimits()) {
    self.before = before
    self.after = after
    self.limits = limits
  }

  /// The header of the changes output.
  public static let changesHeader = "id,tip_before,tip_after,payable_before,payable_after"

  /// Runs the job: reads `input`, writes the rejected rows to `rejections` (CSV, as
  /// ``BatchJob`` writes them) and the rows whose payable amount changed to `changes`
  /// (``changesHeader``, amounts in their currency's digits), and returns the totals.
  ///
  /// Nothing is opened for writing until the header has been read and checked, and a file output
  /// is put in place only when the run completes: a run that fails leaves existing files as they
  /// were.
  ///
  /// - Throws: a ``BatchError`` when the run cannot start (an unreadable input, an unusable
  ///   header, no policy, outputs that collide) or cannot finish (a failed read or write, or a
  ///   total too large to hold).
  public func run(input: BatchInput, rejections: BatchOutput? = nil, changes: BatchOutput? = nil)
    throws(BatchError) -> CompareSummary
  {
    let pending = PendingOutputs()
    let summary = try run(
      input: input, rejections: rejections, changes: changes, pending: pending)
    try pending.commit()
    return summary
  }

  /// Runs the job as ``run(input:rejections:changes:)`` does, but leaves its file outputs in
  /// `pending`, written whole and not yet put in place: a command puts them in place once its
  /// report is written.
  ///
  /// - Throws: as ``run(input:rejections:changes:)``; on a failure nothing is added to `pending`.
  package func run(
    input: BatchInput, rejections: BatchOutput?, changes: BatchOutput?, pending: PendingOutputs
  ) throws(BatchError) -> CompareSummary {
    try BatchJob.checkThreadCount(threadCount)
    let (source, inputIdentity) = try input.open()
    try BatchJob.checkDistinct(
      [("changes output", changes), ("rejections output", rejections)], input: inputIdentity)
    let reader = RecordReader(source: source, limits: limits)
    // The report has no rows, so the input may have columns that batch's output adds (a POS
    // export's `total`).
    let (header, schema) = try BatchJob.readHeader(
      reader, supplied: suppliedHeader, regionColumn: regionColumn, addedColumns: [],
      mapping: columnMapping)
    var sides = try [before, after].map { policy throws(BatchError) in
      let (resolved, name) = try policy.resolve(schema: schema, defaultRegion: defaultRegion)
      return BatchSettings(
        policy: resolved, policyName: name, currency: defaultCurrency, region: defaultRegion,
        format: .csv, isStrict: false, limits: limits, threadCount: threadCount,
        charges: BatchSettings.charges(policy.catalogCharges, schema: schema),
        recordsResults: true, timeZones: policy.timeZoneResolver)
    }
    sides[1].reasonPrefix = "under \(afterName): "
    var opened: [OpenedOutput] = []
    var summary = CompareSummary()
    do {
      let changesOutput = try changes.map { output throws(BatchError) in
        let file = try OpenedOutput(output)
        opened.append(file)
        return file
      }
      let rejectionsOutput = try rejections.map { output throws(BatchError) in
        let file = try OpenedOutput(output)
        opened.append(file)
        return file
      }
      let engine = CompareEngine(
        before: sides[0], after: sides[1], schema: schema, header: header, reader: reader,
        rejections: try rejectionsOutput.map { output throws(BatchError) in
          try RejectedRowWriter(
            sink: output.sink, format: .csv, isFile: output.isFileOutput, idColumn: schema.id)
        },
        changes: try changesOutput.map { output throws(BatchError) in
          try ChangesWriter(sink: output.sink)
        })
      try engine.run(into: &summary)
      for output in opened { pending.append(output) }
    } catch {
      for output in opened { output.discard() }
      var failure = error
      failure.message += opened.map(\.failureNote).joined()
      throw failure
    }
    return summary
  }
}
