/// Bounds that keep a run's memory fixed whatever its input.
///
/// The defaults suit files of any size; tests shrink them to reach every path with small inputs.
public struct BatchLimits: Sendable, Hashable {
  /// The longest row, in bytes, without its line terminator; a longer row is rejected and
  /// reported by its first ``reportedRowPrefix`` bytes. 1 MiB by default.
  public var maximumRecordLength = 1 << 20
  /// The size of the read buffer; each round of work takes what fits in it. 1 MiB by default.
  public var bufferSize = 1 << 20
  /// About how many bytes of output and reports a round may produce; rounds are sized to it, and
  /// each thread holds at most two blocks of a round (``BatchJob/threadCount``). 4 MiB by
  /// default.
  public var roundOutputBudget = 4 << 20
  /// How many blocks a round is cut into, priced in parallel.
  public var blocksPerRound = 8
  /// How many bills go to the policy's batch entry point (`tips(for:)`) in one call.
  public var billsPerCall = 512
  /// How many bytes of an over-long row its report keeps.
  public var reportedRowPrefix = 1024
  /// How many rejected rows ``BatchSummary/rejections`` keeps; the count goes on past it.
  public var keptRejections = 1000

  /// The default bounds, with one block per round for each of 8 cores.
  public init() {}

  /// The default bounds, with four blocks per round per core (from 2 to 64), so that the cores
  /// stay busy when blocks take unequal time.
  public static func standard(processorCount: Int) -> BatchLimits {
    var limits = BatchLimits()
    limits.blocksPerRound = max(2, min(64, processorCount * 4))
    return limits
  }
}
