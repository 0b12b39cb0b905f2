import TipEngine

extension BatchJob {
  /// Whether the output gets the `local_time` column: when the input has an `at` column and
  /// either a `time_zone` column or a first row whose `at` has the form of an instant (`Z` or
  /// an offset) or is `now` — read as the row reads it, through the joined cells and `--value`
  /// mappings — by its form alone: `2026-02-30T10:00Z`, a date that does not
  /// exist, still adds the column, as a valid instant on a row with a bad subtotal does. A file
  /// of local wall times keeps the output it had.
  ///
  /// - Throws: the reader's failure.
  static func writesLocalTime(_ reader: RecordReader, schema: BatchSchema) throws(BatchError)
    -> Bool
  {
    guard let column = schema.localTime else { return false }
    if schema.timeZone != nil { return true }
    guard let record = try reader.peekFirstRecord() else { return false }
    let fields = CSVFieldTable(capacity: schema.columnCount + 1)
    defer { fields.release() }
    return record.withUnsafeBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      let shape = CSVRecordParser.parse(base, from: 0, count: buffer.count, fields: fields)
      guard shape.problem == nil, shape.fieldCount == schema.columnCount else { return false }
      let rewrite = schema.rewrites.first { $0.column == column }
      let sources = rewrite?.sources ?? [column]
      let text = sources.map { source in
        let raw = UnsafeRawBufferPointer(
          start: base + fields.starts[source], count: fields.ends[source] - fields.starts[source])
        let bytes = fields.escaped[source] ? CSVRecordParser.unescaped(raw) : Array(raw)
        return ColumnMapping.trimmed(String(decoding: bytes, as: UTF8.self))
      }.filter { !$0.isEmpty }.joined(separator: " ")
      // The cell as the row reads it: a `--value` mapping (`Now=now`) is applied first.
      var written = rewrite?.values[text] ?? text
      if let space = BlockProcessor.dateTimeSpace(in: written) {
        written.replaceSubrange(space...space, with: "T")
      }
      return OrderTime.hasInstantForm(written)
    }
  }
}

extension BatchPolicy {
  /// Where the rows' instants find their time zone: the policy's catalog's `timeZones` and the
  /// regions' own zones; the regions' alone for a policy given without a catalog.
  var timeZoneResolver: TimeZoneResolver {
    switch self {
    case .policy: return TimeZoneResolver()
    case .named(_, let catalog), .automatic(let catalog): return catalog.timeZoneResolver
    }
  }
}
