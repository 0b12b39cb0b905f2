/// Strings and their escapes, checked as RFC 8259 says: no raw control characters, no lone
/// surrogates.
extension JSONParser {
  /// Reads a string starting at its opening quote.
  package mutating func parseString() throws(CatalogError) -> String {
    let (quoteLine, quoteColumn) = position()
    offset += 1
    let start = offset
    // Most strings have no escapes: take them straight from the (validated) bytes.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == JSONByte.quote {
        offset += 1
        return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
      }
      if byte == JSONByte.backslash || byte < 0x20 { break }
      offset += 1
    }
    var buffer = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case JSONByte.quote:
        offset += 1
        return String(decoding: buffer, as: UTF8.self)
      case JSONByte.backslash:
        try readEscape(into: &buffer, quoteLine: quoteLine, quoteColumn: quoteColumn)
      case JSONByte.lineFeed, JSONByte.carriageReturn:
        throw errorHere(
          "line break inside a string",
          suggestion: "close the string with '\"' or write the line break as \\n")
      case ..<0x20:
        let named: [UInt8: String] = [JSONByte.tab: "\\t", 0x08: "\\b", 0x0C: "\\f"]
        let hex = String(byte, radix: 16, uppercase: true)
        let escape = named[byte] ?? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        throw errorHere(
          "unescaped control \(describeCharacter(at: offset)) in a string",
          suggestion: "write it as \(escape)")
      default:
        buffer.append(byte)
        offset += 1
      }
    }
    throw unterminatedString(line: quoteLine, column: quoteColumn)
  }

  /// The error for a string whose opening `"` at `line` and `column` is never closed.
  package func unterminatedString(line: Int, column: Int) -> CatalogError {
    error(
      "unterminated string", line: line, column: column,
      suggestion: "close the string that starts here with '\"'")
  }

  /// Reads one escape sequence starting at its backslash and appends its UTF-8.
  package mutating func readEscape(into buffer: inout [UInt8], quoteLine: Int, quoteColumn: Int)
    throws(CatalogError)
  {
    let escapeStart = offset
    let (escapeLine, escapeColumn) = position()
    offset += 1
    guard let code = peek() else {
      throw unterminatedString(line: quoteLine, column: quoteColumn)
    }
    let simple: [UInt8: UInt8] = [
      JSONByte.quote: JSONByte.quote, JSONByte.backslash: JSONByte.backslash,
      JSONByte.slash: JSONByte.slash,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): JSONByte.lineFeed,
      UInt8(ascii: "r"): JSONByte.carriageReturn, UInt8(ascii: "t"): JSONByte.tab,
    ]
    if let replacement = simple[code] {
      buffer.append(replacement)
      offset += 1
      return
    }
    guard code == UInt8(ascii: "u") else {
      throw error(
        "invalid escape '\\\(decodeScalar(at: offset))'", line: escapeLine, column: escapeColumn,
        suggestion: "write a backslash as \\\\")
    }
    func fail(_ message: String, suggestion: String? = nil) -> CatalogError {
      error(message, line: escapeLine, column: escapeColumn, suggestion: suggestion)
    }
    guard let unit = readHex() else {
      throw badHexEscape(from: escapeStart, line: escapeLine, column: escapeColumn)
    }
    var scalarValue = unit
    switch unit {
    case 0xD800...0xDBFF:
      // A high surrogate must pair with a low one, written as a second \u escape.
      let pairStart = offset
      if offset + 1 < bytes.count, bytes[offset] == JSONByte.backslash,
        bytes[offset + 1] == UInt8(ascii: "u")
      {
        offset += 1
        guard let low = readHex() else {
          throw badHexEscape(from: pairStart, line: escapeLine, column: escapeColumn)
        }
        if (0xDC00...0xDFFF).contains(low) {
          scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
          break
        }
      }
      throw fail(
        "lone surrogate '\(text(from: escapeStart, to: escapeStart + 6))' in a string",
        suggestion: "\\uD800-\\uDBFF must be followed by a low surrogate \\uDC00-\\uDFFF")
    case 0xDC00...0xDFFF:
      throw fail(
        "lone surrogate '\(text(from: escapeStart, to: escapeStart + 6))' in a string",
        suggestion: "\\uDC00-\\uDFFF must follow a high surrogate \\uD800-\\uDBFF")
    default:
      break
    }
    // Every value left is a valid scalar: surrogates were paired or rejected above.
    UTF8.encode(Unicode.Scalar(scalarValue)!) { buffer.append($0) }
  }

  /// Reads the four hex digits after `\u` (the offset is at the `u`), or returns `nil`.
  package mutating func readHex() -> UInt32? {
    offset += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = JSONByte.hexValue(byte) else { return nil }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  /// The error for a `\u` escape at `escapeStart` without four hex digits.
  package func badHexEscape(from escapeStart: Int, line: Int, column: Int) -> CatalogError {
    // Quote what was written, up to where the string or the escape clearly ends.
    var end = escapeStart + 2
    while end < bytes.count, end < escapeStart + 6, bytes[end] >= 0x20,
      bytes[end] != JSONByte.quote,
      bytes[end] != JSONByte.backslash
    {
      end += 1
    }
    return error(
      "invalid escape '\(text(from: escapeStart, to: end))'", line: line, column: column,
      suggestion: "\\u must be followed by four hex digits")
  }
}
