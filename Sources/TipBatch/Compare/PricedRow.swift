import TipEngine

/// What a processor that records results (``BatchSettings/recordsResults``) keeps of one row:
/// where the record starts in its block and, when the row was priced, its tip, what is payable,
/// and the bill's region and channel. No heap storage, so that a block's results stay small.
struct PricedRow {
  /// The offset of the record's first byte in its block.
  var start: Int
  /// Whether the row was priced; a rejected row has its report among the processor's rejected
  /// rows.
  var isPriced: Bool
  /// The tip.
  var tip: Money
  /// What is paid in all: the total, or with cash rounding the sum of the rounded shares.
  var payable: Money
  /// The bill's region, if it has one.
  var region: Region?
  /// The bill's channel, if it has one.
  var channel: Channel?

  /// A priced row.
  init(start: Int, tip: Money, payable: Money, region: Region?, channel: Channel?) {
    self.start = start
    isPriced = true
    self.tip = tip
    self.payable = payable
    self.region = region
    self.channel = channel
  }

  /// A rejected row.
  init(rejectedAt start: Int) {
    self.start = start
    isPriced = false
    tip = .zero(.usd)
    payable = .zero(.usd)
    region = nil
    channel = nil
  }
}
