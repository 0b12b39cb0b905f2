import TipEngine

/// How the output is written.
enum BatchOutputFormat: Sendable, Equatable {
  /// CSV: the input row as written, then `tip`, `total` and `shares`.
  case csv
  /// One JSON object per row (`--json-lines`); rejected rows are JSON too.
  case jsonLines
}

/// Bounds that keep memory use fixed whatever the input; tests shrink them to reach every path.
struct BatchLimits: Sendable {
  /// The longest record, in bytes, without its line terminator; a longer one is rejected.
  var maximumRecordLength = 1 << 20
  /// The size of the read buffer; each round of work takes what fits in it.
  var bufferSize = 1 << 20
  /// About how many bytes of output and reports a round may produce; the engine sizes rounds to
  /// it. Two rounds are in flight at most.
  var roundOutputBudget = 4 << 20
  /// How many blocks a round is cut into for the workers.
  var blocksPerRound = 8
  /// How many bills go to the policy's batch entry point in one call.
  var billsPerCall = 512
  /// How many bytes of an over-long row the rejected-row report keeps.
  var reportedRowPrefix = 1024

  /// The default bounds, sized for the machine's cores.
  static func standard(processorCount: Int) -> BatchLimits {
    var limits = BatchLimits()
    limits.blocksPerRound = max(2, min(64, processorCount * 4))
    return limits
  }
}

/// Everything a batch run needs besides its streams: the policy, the defaults and the format.
struct BatchSettings: Sendable {
  /// The policy applied to every row.
  var policy: any TipPolicy
  /// The policy's catalog name, for messages.
  var policyName: String
  /// The `--currency` for rows without a currency value, if given.
  var currency: Currency?
  /// The output format.
  var format: BatchOutputFormat
  /// Whether to stop at the first rejected row (`--strict`).
  var isStrict: Bool
  /// The bounds on memory.
  var limits: BatchLimits
}
