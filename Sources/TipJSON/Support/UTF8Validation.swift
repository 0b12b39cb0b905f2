/// Strict UTF-8 validation (RFC 3629) and the positions people need to find a bad byte, shared by
/// the catalog reader and the batch readers.
///
/// Strict means: no overlong forms, no surrogates (U+D800–U+DFFF), nothing above U+10FFFF, and
/// no stray continuation bytes — exactly what `String(validatingUTF8:)` accepts, without
/// building a string.
package enum UTF8Validation {
  /// The outcome of checking a buffer that may end in the middle of a character.
  package enum Outcome: Sendable, Hashable {
    /// Every byte belongs to a complete, valid sequence.
    case valid
    /// The byte at `offset` starts (or continues) an invalid sequence.
    case invalid(offset: Int)
    /// The bytes from `offset` on are the valid start of a sequence that the buffer cuts off:
    /// a streaming reader keeps them for the next chunk; at the end of the input they are an
    /// error at `offset`.
    case truncated(offset: Int)
  }

  /// Checks `bytes`, telling a sequence cut off at the end from an invalid one.
  package static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      guard let (length, secondRange) = sequence(startingWith: lead) else {
        return .invalid(offset: index)
      }
      // The bytes that are present must be right, even when the sequence is cut off.
      let available = min(length, count - index)
      if available >= 2, !secondRange.contains(bytes[index + 1]) { return .invalid(offset: index) }
      if available >= 3 {
        for next in index + 2..<index + available where bytes[next] & 0xC0 != 0x80 {
          return .invalid(offset: index)
        }
      }
      if available < length { return .truncated(offset: index) }
      index += length
    }
    return .valid
  }

  /// Checks `bytes`, telling a sequence cut off at the end from an invalid one.
  package static func check(_ bytes: some Collection<UInt8>) -> Outcome {
    if let outcome = bytes.withContiguousStorageIfAvailable({ check($0) }) { return outcome }
    return Array(bytes).withUnsafeBufferPointer { check($0) }
  }

  /// The offset of the first byte that is not part of a complete, valid UTF-8 sequence, or
  /// `nil` when all of `bytes` is valid UTF-8.
  package static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
    switch check(bytes) {
    case .valid: return nil
    case .invalid(let offset), .truncated(let offset): return offset
    }
  }

  /// The 1-based line and column of the byte at `offset`, counting columns in Unicode scalars
  /// (as an editor shows them) and ending lines at LF, CR LF or a lone CR. A leading byte-order
  /// mark is not a column. The bytes before `offset` must be valid UTF-8.
  package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var index = startsWithByteOrderMark(bytes) ? 3 : 0
    let lineFeed = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    while index < min(offset, bytes.count) {
      let byte = bytes[index]
      if byte == lineFeed || byte == carriageReturn {
        if byte == carriageReturn, index + 1 < offset, bytes[index + 1] == lineFeed {
          index += 1
        }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }

  /// Whether `bytes` starts with the UTF-8 byte-order mark EF BB BF.
  package static func startsWithByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: [0xEF, 0xBB, 0xBF])
  }

  /// Whether `bytes` starts with a UTF-16 byte-order mark, the usual reason a text file is not
  /// UTF-8: worth saying in the error.
  package static func looksLikeUTF16(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
  }

  /// The length of the sequence that `lead` starts and the range its second byte must be in,
  /// or `nil` for a byte that cannot start a sequence.
  private static func sequence(startingWith lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: return (2, 0x80...0xBF)
    case 0xE0: return (3, 0xA0...0xBF)  // no overlong forms
    case 0xED: return (3, 0x80...0x9F)  // no surrogates
    case 0xE1...0xEF: return (3, 0x80...0xBF)
    case 0xF0: return (4, 0x90...0xBF)  // no overlong forms
    case 0xF4: return (4, 0x80...0x8F)  // nothing above U+10FFFF
    case 0xF1...0xF3: return (4, 0x80...0xBF)
    default: return nil
    }
  }
}
