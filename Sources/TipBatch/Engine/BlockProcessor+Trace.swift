import TipEngine

extension BlockProcessor {
  /// Appends the `decision` field to the row just written, before its end: the row is written
  /// as a run without `--trace` writes it, then its end (the line terminator, or `}` and a line
  /// feed for JSON) is taken off and put back after the field. So a run that does not trace
  /// writes its rows with the code it always had, and pays one test per row.
  @inline(never)
  func appendDecision(of bill: Bill, charged: ChargedAmounts?, to output: inout ByteBuffer) {
    guard let tracer = settings.tracer else { return }
    let format = settings.format
    let field = tracer.field(
      of: bill, serviceCharges: charged?.charges ?? .zero(bill.currency), format: format)
    let end = format == .csv ? schema.lineTerminator : BlockProcessor.jsonRowEnd
    output.truncate(to: output.count - end.count)
    output.append(contentsOf: format == .csv ? [CSVByte.comma] : BlockProcessor.decisionKey)
    output.append(contentsOf: field)
    output.append(contentsOf: end)
  }

  /// How `writeJSON` ends a row: `}` and a line feed.
  static let jsonRowEnd = Array("}\n".utf8)
  /// The key of the `decision` that a traced JSON row ends with.
  static let decisionKey = Array(#","decision":"#.utf8)
}
