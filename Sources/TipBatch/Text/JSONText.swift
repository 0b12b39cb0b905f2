import TipEngine

/// JSON string literals written straight into a ``ByteBuffer``.
enum JSONText {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends `"…"` with the `count` bytes at `text`, escaped for JSON; with `unescapingQuotes`,
  /// each CSV `""` becomes one quote first. Returns `false`, leaving the buffer in an unspecified
  /// state past its previous end, when the bytes are not valid UTF-8.
  ///
  /// Room for `count × 6 + 2` bytes must have been reserved.
  @inline(__always)
  static func appendString(
    _ text: UnsafePointer<UInt8>, count: Int, unescapingQuotes: Bool, to buffer: inout ByteBuffer
  ) -> Bool {
    buffer.append(CSVByte.quote)
    var index = 0
    var hasNonASCII = false
    while index < count {
      let byte = text[index]
      index += 1
      if byte >= 0x20 && byte != CSVByte.quote && byte != UInt8(ascii: "\\") {
        if byte >= 0x80 { hasNonASCII = true }
        buffer.append(byte)
        continue
      }
      switch byte {
      case CSVByte.quote:
        if unescapingQuotes && index < count && text[index] == CSVByte.quote { index += 1 }
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(CSVByte.quote)
      case UInt8(ascii: "\\"):
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "\\"))
      case CSVByte.lineFeed:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "n"))
      case CSVByte.carriageReturn:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "r"))
      case 0x09:
        buffer.append(UInt8(ascii: "\\"))
        buffer.append(UInt8(ascii: "t"))
      default:
        for byte in "\\u00".utf8 { buffer.append(byte) }
        buffer.append(hexDigits[Int(byte >> 4)])
        buffer.append(hexDigits[Int(byte & 0xF)])
      }
    }
    buffer.append(CSVByte.quote)
    if hasNonASCII {
      let raw = UnsafeBufferPointer(start: text, count: count)
      return isValidUTF8(raw)
    }
    return true
  }

  /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates, stray bytes or
  /// sequence cut off at the end), by the engine's validator.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UTF8Validation.check(bytes) == .valid
  }

  /// Appends `bytes` as a JSON string literal; see ``appendString(_:count:unescapingQuotes:to:)``.
  static func appendString(_ bytes: [UInt8], to buffer: inout ByteBuffer) -> Bool {
    buffer.reserve(bytes.count * 6 + 2)
    guard !bytes.isEmpty else {
      buffer.append(CSVByte.quote)
      buffer.append(CSVByte.quote)
      return true
    }
    return bytes.withUnsafeBufferPointer { raw in
      appendString(raw.baseAddress!, count: raw.count, unescapingQuotes: false, to: &buffer)
    }
  }

  /// `text` as a JSON string literal.
  static func literal(_ text: String) -> [UInt8] {
    var buffer = ByteBuffer(capacity: text.utf8.count * 6 + 2)
    defer { buffer.release() }
    _ = appendString(Array(text.utf8), to: &buffer)
    return Array(buffer.bytes)
  }
}
