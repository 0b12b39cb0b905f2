/// The shard contract: an input without a header row (``BatchJob/suppliedHeader``) and outputs
/// without one (``BatchJob/writesHeader``), so that the outputs of an input cut at row
/// boundaries concatenate into what one run writes.
extension BatchJob {
  /// How messages name a header given by ``suppliedHeader``.
  static let suppliedHeaderOrigin = "the supplied header (--header)"

  /// The header of the input: its first row, or ``suppliedHeader`` when set, and the columns it
  /// names.
  ///
  /// - Throws: as ``readHeader(_:supplied:regionColumn:mapping:)``.
  func readHeader(_ reader: RecordReader) throws(BatchError) -> (HeaderRecord, BatchSchema) {
    try BatchJob.readHeader(
      reader, supplied: suppliedHeader, regionColumn: regionColumn,
      addedColumns: BatchSchema.addedColumns, mapping: columnMapping)
  }

  /// The header of the input read by `reader`: its first row, or `supplied` (the header row of
  /// an input that has none) when given, and the columns it names; for ``BatchJob`` and
  /// ``CompareJob`` alike, each giving the columns its output adds to a row (`addedColumns`),
  /// which the header may not have.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for a supplied header
  ///   that is not one CSV row of usable column names; otherwise as
  ///   ``readHeader(_:regionColumn:mapping:)``.
  static func readHeader(
    _ reader: RecordReader, supplied suppliedHeader: String?, regionColumn: String?,
    addedColumns: [String], mapping columnMapping: ColumnMapping
  ) throws(BatchError) -> (HeaderRecord, BatchSchema) {
    guard let suppliedHeader else {
      return try BatchJob.readHeader(
        reader, regionColumn: regionColumn, addedColumns: addedColumns, mapping: columnMapping)
    }
    let header = try BatchJob.parseSuppliedHeader(suppliedHeader)
    // The input's first bytes are a row: UTF-16 is refused as it is with a header row.
    try reader.checkIsNotUTF16()
    // The output's rows end as the supplied header does, else as the input's first line does
    // (a blank line, or the first row however long), as they would after a header row ending
    // the same way; LF when no line ends.
    var found = header.lineTerminator
    if found == nil { found = try reader.firstLineTerminator() }
    let terminator = found ?? [10]
    do {
      let schema = try BatchSchema(
        names: header.names, rawHeader: header.raw, lineTerminator: terminator,
        regionColumn: regionColumn, addedColumns: addedColumns, mapping: columnMapping,
        origin: BatchJob.suppliedHeaderOrigin)
      return (
        HeaderRecord(
          names: header.names, raw: header.raw, lineTerminator: terminator, lineFeeds: 0),
        schema
      )
    } catch {
      // The header is the job's own setting, not the input's data.
      throw BatchError(.invalidJob, message: error.message)
    }
  }

  /// The column names and bytes of `text`, one CSV row read as a header row is read, and the
  /// line terminator at its end, if it has one.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for empty text, text
  ///   that is not one well-formed row, or too many columns.
  static func parseSuppliedHeader(_ text: String) throws(BatchError) -> (
    names: [String], raw: [UInt8], lineTerminator: [UInt8]?
  ) {
    try csvRow(
      text, origin: suppliedHeaderOrigin,
      example: "give the input's column names as one CSV row, such as 'id,subtotal,tax'")
  }

  /// The names of `text`, one CSV row read as a header row is read (`--column`'s headers).
  ///
  /// - Throws: as ``csvRow(_:origin:example:)``.
  static func headerNames(ofRow text: String, origin: String, example: String)
    throws(BatchError) -> [String]
  {
    try csvRow(text, origin: origin, example: example).names
  }

  /// The fields and bytes of `text`, one CSV row, and the line terminator at its end, if it has
  /// one; messages name it `origin` and end with `example`, what to give instead.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/invalidJob`` for empty text, text
  ///   that is not one well-formed row, or too many columns.
  private static func csvRow(_ text: String, origin: String, example: String)
    throws(BatchError) -> (names: [String], raw: [UInt8], lineTerminator: [UInt8]?)
  {
    let bytes = Array(text.utf8)
    guard bytes.contains(where: { ![9, 10, 13, 32].contains($0) }) else {
      throw BatchError(.invalidJob, message: "\(origin) is empty; \(example)")
    }
    let fields = CSVFieldTable(capacity: BatchSchema.maximumColumns + 1)
    defer { fields.release() }
    return try bytes.withUnsafeBufferPointer { buffer throws(BatchError) in
      // Not empty, so it has an address.
      guard let base = buffer.baseAddress else { return ([], [], nil) }
      let shape = CSVRecordParser.parse(base, from: 0, count: buffer.count, fields: fields)
      if let problem = shape.problem {
        throw BatchError(.invalidJob, message: "\(origin) is malformed: \(problem.reason)")
      }
      guard shape.next == buffer.count else {
        throw BatchError(
          .invalidJob,
          message: "\(origin) holds more than one line; \(example), without line breaks "
            + "outside quotes")
      }
      guard shape.fieldCount <= BatchSchema.maximumColumns else {
        throw BatchError(
          .invalidJob,
          message: "\(origin) has \(shape.fieldCount) columns; at most "
            + "\(BatchSchema.maximumColumns) are supported")
      }
      let names = fields.texts(in: base, count: shape.fieldCount)
      let terminator = shape.isTerminated ? Array(buffer[shape.contentEnd...]) : nil
      return (names, Array(buffer[0..<shape.contentEnd]), terminator)
    }
  }
}
