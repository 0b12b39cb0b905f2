import TipBatch

/// Tiny bounds that make every block, buffer refill and over-long path happen on small inputs.
public func tinyLimits(
  recordLength: Int = 64, buffer: Int = 96, blocks: Int = 3, bills: Int = 2, budget: Int = 200
) -> BatchLimits {
  var limits = BatchLimits()
  limits.maximumRecordLength = recordLength
  limits.bufferSize = buffer
  limits.blocksPerRound = blocks
  limits.billsPerCall = bills
  limits.reportedRowPrefix = 16
  limits.roundOutputBudget = budget
  return limits
}
