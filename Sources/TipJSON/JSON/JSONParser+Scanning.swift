/// Moving through the bytes: peeking, skipping white space and digits, and knowing the line and
/// column of the offset.
extension JSONParser {
  package func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  package mutating func skipDigits() {
    while offset < bytes.count, JSONByte.isDigit(bytes[offset]) { offset += 1 }
  }

  package mutating func readWord() -> String {
    let start = offset
    while offset < bytes.count, JSONByte.isWord(bytes[offset]) { offset += 1 }
    return text(from: start)
  }

  package func text(from start: Int, to end: Int? = nil) -> String {
    String(decoding: bytes[start..<min(end ?? offset, bytes.count)], as: UTF8.self)
  }

  package mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case JSONByte.space, JSONByte.tab:
        offset += 1
      case JSONByte.lineFeed:
        offset += 1
        line += 1
        lineStart = offset
      case JSONByte.carriageReturn:
        // CR LF and a lone CR each end one line.
        offset += 1
        if peek() == JSONByte.lineFeed { offset += 1 }
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  /// The line and column of the current offset.
  package mutating func position() -> (line: Int, column: Int) {
    if columnMark.offset < lineStart || columnMark.offset > offset {
      columnMark = (lineStart, 1)
    }
    var column = columnMark.column
    for index in columnMark.offset..<offset where bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    columnMark = (offset, column)
    return (line, column)
  }

  /// The scalar starting at `index` (the input is validated UTF-8 by then).
  package func decodeScalar(at index: Int) -> Unicode.Scalar {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return Unicode.Scalar(UInt8(lead)) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0x7F >> length)
    for next in index + 1..<min(index + length, bytes.count) {
      value = value << 6 | UInt32(bytes[next] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
