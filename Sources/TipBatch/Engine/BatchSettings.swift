import TipEngine

/// Everything a run's engine needs besides its streams, decided once the header has been read.
struct BatchSettings: Sendable {
  /// The policy applied to every row.
  var policy: any TipPolicy
  /// The policy's catalog name, for reasons.
  var policyName: String
  /// The currency of rows without a currency value, if the job sets one.
  var currency: Currency?
  /// The region of rows without a region value, if the job sets one.
  var region: Region?
  /// The output format.
  var format: BatchFormat
  /// Whether to stop at the first rejected row.
  var isStrict: Bool
  /// The bounds on memory.
  var limits: BatchLimits
  /// How many threads read, price and write the rows (``BatchJob/threadCount``), at least 1.
  var threadCount = 1
  /// The service charges and cash rounding applied to every row, when the output has the
  /// `charges` and `payable` columns; `nil` otherwise.
  var charges: CatalogCharges?
  /// Whether the processors keep each row's tip and payable amount for the caller instead of
  /// writing the rows, as `compare` needs; `false` for a batch run.
  var recordsResults = false
  /// The `decision` column's tracer, when the job traces (``BatchJob/tracesDecisions``); `nil`
  /// otherwise, and the rows cost what they did without it.
  var tracer: BatchTracer?
  /// Where the rows' instants find their time zone: the catalog's `timeZones`, then the
  /// regions' own zones.
  var timeZones = TimeZoneResolver()
  /// Whether the output has the `local_time` column: the wall time each row was priced at,
  /// when the rows' `at` values are instants (``BatchJob/run(input:output:rejections:progress:)``).
  var writesLocalTime = false
  /// Whether the CSV output starts with its header row (``BatchJob/writesHeader``).
  var writesHeader = true
  /// What starts each reason of a rejected row: empty for `batch`; for the second side of a
  /// comparison, which side it is (``CompareJob/afterName``).
  var reasonPrefix = ""

  /// The charges of `catalogCharges` that a run over `schema` applies: when the catalog has
  /// service charges, or cash rounding and the rows have a `payment` column (only cash is
  /// rounded). Otherwise `nil`, and the output is what it was before charges existed.
  static func charges(_ catalogCharges: CatalogCharges?, schema: BatchSchema) -> CatalogCharges? {
    guard let catalogCharges else { return nil }
    let produces =
      !catalogCharges.serviceCharges.isEmpty
      || (!catalogCharges.cashRounding.isEmpty && schema.payment != nil)
    return produces ? catalogCharges : nil
  }
}
