extension RejectedRowWriter {
  /// Appends the `id` field of a report: `,` and the row's `id` cell for CSV (quoted as RFC 4180
  /// requires), `,"id":"…"` for JSON Lines.
  ///
  /// The cell is read from `row`, the row as written (or its first bytes when `isTruncated`), and
  /// unquoted. A row without that field, whose field is malformed, or whose field the truncation
  /// cut, has no id: an empty field in CSV, `null` in JSON Lines.
  ///
  /// - Parameter fields: room for at least `column + 1` fields; its contents are overwritten.
  static func appendID(
    of row: UnsafeBufferPointer<UInt8>, column: Int, isTruncated: Bool, fields: CSVFieldTable,
    format: BatchFormat, to buffer: inout ByteBuffer
  ) {
    let cell = idCell(of: row, column: column, isTruncated: isTruncated, fields: fields)
    switch format {
    case .csv:
      buffer.append(",")
      if let cell { appendCSVField(cell, to: &buffer) }
    case .jsonLines:
      buffer.append(#","id":"#)
      if let cell {
        _ = JSONText.appendString(Array(String(decoding: cell, as: UTF8.self).utf8), to: &buffer)
      } else {
        buffer.append("null")
      }
    }
  }

  /// The unquoted `id` cell of `row`, or `nil` when the row has no such complete field.
  private static func idCell(
    of row: UnsafeBufferPointer<UInt8>, column: Int, isTruncated: Bool, fields: CSVFieldTable
  ) -> [UInt8]? {
    guard let base = row.baseAddress, column < fields.capacity else { return nil }
    let shape = CSVRecordParser.parse(base, from: 0, count: row.count, fields: fields)
    guard shape.fieldCount > column else { return nil }
    // A malformed field is not an id to merge by; a problem after the id leaves it whole.
    switch shape.problem {
    case .textAfterClosingQuote(let field), .unterminatedQuote(let field):
      if field <= column + 1 { return nil }
    case nil: break
    }
    let start = fields.starts[column]
    let end = fields.ends[column]
    // In a row cut short, only a field that a comma closes is whole.
    if isTruncated && (column == shape.fieldCount - 1 || end >= row.count) { return nil }
    let raw = UnsafeRawBufferPointer(start: base + start, count: end - start)
    return fields.escaped[column] ? CSVRecordParser.unescaped(raw) : Array(raw)
  }
}
