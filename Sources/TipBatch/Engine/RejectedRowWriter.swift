/// Formats and writes reports of rejected rows, in the output's format.
///
/// - CSV: a header `line,reason,row`, then one record per rejected row, quoted as RFC 4180
///   requires; `row` is the row exactly as written in the input.
/// - JSON Lines: `{"line":7,"reason":"…","row":"…"}` per rejected row;
///   bytes of the row that are not valid UTF-8 become U+FFFD.
///
/// When the input has an `id` column, each report also has the row's `id` after its line
/// (`line,id,reason,row`; `"id":"A17"`, or `null` for a row without that field), so that the
/// reports of shards, whose lines count from each shard's start, merge by id
/// (`RejectedRowWriter+ID.swift`).
///
/// An over-long row is reported by its first bytes followed by `…`. The CSV header is written
/// at once to a file, so that a rejections file with no rejected rows holds just the header, and
/// before the first rejected row to any other output (such as standard error).
///
/// Workers format each report's body (after the line number) with
/// ``appendBody(reason:row:isTruncated:format:to:)``; the writer, which knows the absolute line,
/// writes the line number and the body with ``write(line:body:)``.
final class RejectedRowWriter {
  private let sink: any BatchByteSink
  private let format: BatchFormat
  /// The index of the input's `id` column, if it has one.
  let idColumn: Int?
  private var hasHeader: Bool
  private var buffer = ByteBuffer(capacity: 1 << 16)

  /// A writer to `sink`; `isFile` writes the CSV header right away.
  ///
  /// - Parameters:
  ///   - idColumn: the index of the input's `id` column, which each report then names.
  ///   - writesHeader: whether a CSV report starts with its header; `false` for a shard.
  init(
    sink: any BatchByteSink, format: BatchFormat, isFile: Bool, idColumn: Int? = nil,
    writesHeader: Bool = true
  ) throws(BatchError) {
    self.sink = sink
    self.format = format
    self.idColumn = idColumn
    hasHeader = !writesHeader
    if isFile { try writeHeaderIfNeeded() }
  }

  deinit { buffer.release() }

  private func writeHeaderIfNeeded() throws(BatchError) {
    guard format == .csv, !hasHeader else { return }
    hasHeader = true
    var header = ByteBuffer(capacity: 16)
    defer { header.release() }
    header.append(idColumn == nil ? "line,reason,row\n" : "line,id,reason,row\n")
    try send(header.bytes)
  }

  /// Writes `bytes` to the sink, telling a failure as a ``BatchError``.
  private func send(_ bytes: UnsafeRawBufferPointer) throws(BatchError) {
    do {
      try sink.write(bytes)
    } catch let error as BatchError {
      throw error
    } catch {
      throw BatchError(.writeFailure, message: "cannot write the rejected rows: \(error)")
    }
  }

  /// Writes the reports `bodies` of a block: each one's absolute line number, then its body.
  func write(_ rejected: some Sequence<RejectedRow>, firstLine: Int, bodies: UnsafeRawBufferPointer)
    throws(BatchError)
  {
    try writeHeaderIfNeeded()
    buffer.count = 0
    for row in rejected {
      buffer.append(format == .csv ? "" : #"{"line":"#)
      buffer.append(decimal: firstLine + row.line)
      buffer.append(
        contentsOf: UnsafeRawBufferPointer(rebasing: bodies[row.reportStart..<row.reportEnd]))
      if buffer.count >= 1 << 16 {
        try send(buffer.bytes)
        buffer.count = 0
      }
    }
    try send(buffer.bytes)
  }

  /// Writes one report, for a row that no worker saw, whose `id` cell is `id`
  /// (``idCell(ofPrefix:columns:)``).
  func write(line: Int, id: [UInt8]?, reason: String, row: [UInt8], isTruncated: Bool)
    throws(BatchError)
  {
    var body = ByteBuffer(capacity: 256)
    defer { body.release() }
    if idColumn != nil { RejectedRowWriter.appendID(id, format: format, to: &body) }
    RejectedRowWriter.appendBody(
      reason: reason, row: row, isTruncated: isTruncated, format: format, to: &body)
    let report = RejectedRow(
      line: 0, rowsBefore: 0, outputOffset: 0, reportStart: 0, reportEnd: body.count)
    try write(CollectionOfOne(report), firstLine: line, bodies: body.bytes)
  }

  /// Appends what follows the line number in a report: `,reason,row` and a line feed for CSV,
  /// `,"reason":"…","row":"…"}` and a line feed for JSON Lines.
  static func appendBody(
    reason: String, row: some Collection<UInt8>, isTruncated: Bool, format: BatchFormat,
    to buffer: inout ByteBuffer
  ) {
    var row = Array(row)
    if isTruncated { row += Array(BlockProcessor.truncationMark.utf8) }
    switch format {
    case .csv:
      buffer.append(",")
      appendCSVField(Array(reason.utf8), to: &buffer)
      buffer.append(",")
      appendCSVField(row, to: &buffer)
    case .jsonLines:
      buffer.append(#","reason":"#)
      _ = JSONText.appendString(Array(reason.utf8), to: &buffer)
      buffer.append(#","row":"#)
      _ = JSONText.appendString(Array(String(decoding: row, as: UTF8.self).utf8), to: &buffer)
      buffer.append("}")
    }
    buffer.append("\n")
  }

  /// Appends a CSV field, quoted when it holds a comma, a quote, a CR or an LF.
  static func appendCSVField(_ bytes: [UInt8], to buffer: inout ByteBuffer) {
    let needsQuotes = bytes.contains {
      $0 == CSVByte.comma || $0 == CSVByte.quote || $0 == CSVByte.lineFeed
        || $0 == CSVByte.carriageReturn
    }
    guard needsQuotes else {
      buffer.append(contentsOf: bytes)
      return
    }
    buffer.reserve(bytes.count * 2 + 2)
    buffer.append(CSVByte.quote)
    for byte in bytes {
      if byte == CSVByte.quote { buffer.append(CSVByte.quote) }
      buffer.append(byte)
    }
    buffer.append(CSVByte.quote)
  }
}
