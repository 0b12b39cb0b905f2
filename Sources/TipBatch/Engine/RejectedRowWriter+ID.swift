extension RejectedRowWriter {
  /// Appends the `id` field of a report: `,` and the row's `id` cell
  /// (``idCell(of:column:isTruncated:fields:)``) for CSV, quoted as RFC 4180 requires,
  /// `,"id":"…"` for JSON Lines. A row without one has an empty field in CSV, `null` in JSON
  /// Lines.
  static func appendID(_ cell: [UInt8]?, format: BatchFormat, to buffer: inout ByteBuffer) {
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

  /// The unquoted `id` cell of a row that the length limit cut to `prefix`, when `column` is the
  /// input's `id` column and the cut left that field whole.
  static func idCell(ofPrefix prefix: [UInt8], column: Int?) -> [UInt8]? {
    guard let column else { return nil }
    let fields = CSVFieldTable(capacity: column + 2)
    defer { fields.release() }
    return prefix.withUnsafeBufferPointer { text in
      idCell(of: text, column: column, isTruncated: true, fields: fields)
    }
  }

  /// The unquoted `id` cell of `row`, or `nil` when the row has no such complete field.
  ///
  /// The cell is read from `row`, the row as written (or its first bytes when `isTruncated`). A
  /// row without that field, whose field is malformed, or whose field the truncation cut, has
  /// none.
  ///
  /// - Parameter fields: room for at least `column + 1` fields; its contents are overwritten.
  static func idCell(
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
