import TipEngine

/// Writes the rows whose payable amount changed as CSV: ``CompareJob/changesHeader``, then
/// `id,tip_before,tip_after,payable_before,payable_after` per row, amounts in their currency's
/// digits without grouping.
final class ChangesWriter {
  private let sink: any BatchByteSink
  private var buffer = ByteBuffer(capacity: 1 << 16)

  /// A writer to `sink`, which gets the header at once.
  init(sink: any BatchByteSink) throws(BatchError) {
    self.sink = sink
    buffer.append(CompareJob.changesHeader + "\n")
    try flush()
  }

  deinit { buffer.release() }

  /// Adds a row; written when the buffer fills or at ``finish()``.
  func write(id: [UInt8], tipBefore: Money, tipAfter: Money, before: Money, after: Money)
    throws(BatchError)
  {
    RejectedRowWriter.appendCSVField(id, to: &buffer)
    buffer.reserve(4 * (AmountText.maximumLength + 1) + 1)
    for amount in [tipBefore, tipAfter, before, after] {
      buffer.append(CSVByte.comma)
      AmountText.append(
        minorUnits: amount.minorUnits, fractionDigits: amount.currency.minorUnitDigits,
        to: &buffer)
    }
    buffer.append(CSVByte.lineFeed)
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Writes what is buffered.
  func finish() throws(BatchError) { try flush() }

  private func flush() throws(BatchError) {
    guard buffer.count > 0 else { return }
    do {
      try sink.write(buffer.bytes)
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.writeFailure, message: "cannot write the changed rows: \(error)")
    }
    buffer.count = 0
  }
}
