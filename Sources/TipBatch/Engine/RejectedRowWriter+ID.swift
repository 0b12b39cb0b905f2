extension RejectedRowWriter {
  /// Appends the `id` field of a report: `,` and the row's `id` cell
  /// (``idCell(of:columns:isTruncated:fields:)``) for CSV, quoted as RFC 4180 requires,
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

  /// The row's id (``idCell(of:columns:isTruncated:fields:)``) of a row that the length limit
  /// cut to `prefix`, when `columns` are the input's id columns and the cut left them whole.
  static func idCell(ofPrefix prefix: [UInt8], columns: [Int]) -> [UInt8]? {
    guard let last = columns.max() else { return nil }
    let fields = CSVFieldTable(capacity: last + 2)
    defer { fields.release() }
    return prefix.withUnsafeBufferPointer { text in
      idCell(of: text, columns: columns, isTruncated: true, fields: fields)
    }
  }

  /// The row's id: its cell in the one id column unquoted as written, or its cells in several
  /// (`--column id=Location,Check`) unquoted, without surrounding spaces and joined with one
  /// space, empty cells left out, as a mapped column reads them. `nil` when the row has no
  /// such complete fields.
  ///
  /// The cells are read from `row`, the row as written (or its first bytes when
  /// `isTruncated`). A row without those fields, whose field is malformed, or whose field the
  /// truncation cut, has none.
  ///
  /// - Parameter fields: room for at least the last column's index + 1 fields; its contents are
  ///   overwritten.
  static func idCell(
    of row: UnsafeBufferPointer<UInt8>, columns: [Int], isTruncated: Bool, fields: CSVFieldTable
  ) -> [UInt8]? {
    guard let last = columns.max(), let base = row.baseAddress, last < fields.capacity else {
      return nil
    }
    let shape = CSVRecordParser.parse(base, from: 0, count: row.count, fields: fields)
    guard shape.fieldCount > last else { return nil }
    // A malformed field is not an id to merge by; a problem after the id leaves it whole.
    switch shape.problem {
    case .textAfterClosingQuote(let field), .unterminatedQuote(let field):
      if field <= last + 1 { return nil }
    case nil: break
    }
    // In a row cut short, only a field that a comma closes is whole.
    if isTruncated && (last == shape.fieldCount - 1 || fields.ends[last] >= row.count) {
      return nil
    }
    let cell = { (column: Int) -> [UInt8] in
      let raw = UnsafeRawBufferPointer(
        start: base + fields.starts[column], count: fields.ends[column] - fields.starts[column])
      return fields.escaped[column] ? CSVRecordParser.unescaped(raw) : Array(raw)
    }
    guard columns.count > 1 else { return cell(columns[0]) }
    var joined: [UInt8] = []
    for column in columns {
      let text = cell(column)
      let isBlank = { (byte: UInt8) in byte == CSVByte.space || byte == CSVByte.tab }
      guard let first = text.firstIndex(where: { !isBlank($0) }),
        let end = text.lastIndex(where: { !isBlank($0) })
      else { continue }
      if !joined.isEmpty { joined.append(CSVByte.space) }
      joined.append(contentsOf: text[first...end])
    }
    return joined
  }
}
