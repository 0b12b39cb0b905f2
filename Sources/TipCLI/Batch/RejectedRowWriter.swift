/// Writes rejected rows to `--errors` or standard error, in the output's format.
///
/// - CSV: a header `line,reason,row`, then one record per rejected row, quoted as RFC 4180
///   requires; `row` is the row exactly as written in the input.
/// - JSON Lines (with `--json-lines`): `{"line":7,"reason":"…","row":"…"}` per rejected row;
///   bytes of the row that are not valid UTF-8 become U+FFFD.
///
/// An over-long row is reported by its first bytes followed by `…`. The CSV header is written
/// at once to a file, so that an errors file with no rejected rows holds just the header, and
/// before the first rejected row on standard error.
final class RejectedRowWriter {
  private let sink: any BatchByteSink
  private let format: BatchOutputFormat
  private var hasHeader = false
  /// What to do before writing to a terminal stream, such as clearing the progress line.
  var beforeWrite: (() throws(BatchIOError) -> Void)?

  /// A writer to `sink`; `isFile` writes the CSV header right away.
  init(sink: any BatchByteSink, format: BatchOutputFormat, isFile: Bool) throws(BatchIOError) {
    self.sink = sink
    self.format = format
    if isFile { try writeHeaderIfNeeded() }
  }

  private func writeHeaderIfNeeded() throws(BatchIOError) {
    guard format == .csv, !hasHeader else { return }
    hasHeader = true
    try sink.write("line,reason,row\n")
  }

  /// Writes one rejected row, whose `line` is absolute.
  func write(_ rejected: RejectedRow) throws(BatchIOError) {
    try beforeWrite?()
    try writeHeaderIfNeeded()
    var row = rejected.row
    if rejected.isTruncated { row += Array("…".utf8) }
    var buffer = ByteBuffer(capacity: row.count * 6 + rejected.reason.utf8.count * 6 + 64)
    defer { buffer.release() }
    switch format {
    case .csv:
      buffer.append(decimal: rejected.line)
      buffer.append(CSVByte.comma)
      RejectedRowWriter.appendCSVField(Array(rejected.reason.utf8), to: &buffer)
      buffer.append(CSVByte.comma)
      RejectedRowWriter.appendCSVField(row, to: &buffer)
    case .jsonLines:
      buffer.append(#"{"line":"#)
      buffer.append(decimal: rejected.line)
      buffer.append(#","reason":"#)
      _ = JSONText.appendString(Array(rejected.reason.utf8), to: &buffer)
      buffer.append(#","row":"#)
      _ = JSONText.appendString(Array(String(decoding: row, as: UTF8.self).utf8), to: &buffer)
      buffer.append("}")
    }
    buffer.append("\n")
    try sink.write(buffer.bytes)
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
