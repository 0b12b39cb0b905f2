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
}
