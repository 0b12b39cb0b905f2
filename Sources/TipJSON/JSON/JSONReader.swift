/// Reads JSON text (RFC 8259) into ``JSONNode`` trees, keeping exact numbers and positions.
package enum JSONReader {
  /// Parses one JSON document.
  ///
  /// The parser is iterative, so hostile nesting meets `maximumDepth`, never a stack overflow.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, optionally starting with a byte-order mark.
  ///   - file: the file name to put in errors, or `nil` for in-memory data.
  ///   - maximumDepth: how many arrays and objects may nest inside each other.
  /// - Throws: ``CatalogError`` of kind `.empty` or `.invalidJSON`.
  package static func parse(_ bytes: [UInt8], file: String?, maximumDepth: Int = 64)
    throws(CatalogError)
    -> JSONNode
  {
    var parser = JSONParser(bytes: bytes, file: file, maximumDepth: maximumDepth)
    return try parser.parseDocument()
  }
}

/// The state of one parse: the input, the offset and the line being read.
///
/// Values are read here; strings, scanning and diagnostics are in the extensions beside this file.
package struct JSONParser {
  /// An array or object whose closing bracket has not been read yet.
  package struct Frame {
    package var isObject: Bool
    package var line: Int
    package var column: Int
    package var elements: [JSONNode] = []
    package var object = JSONObject()
    /// The key whose value is being read, in an object.
    package var key = ""
    package var keyLine = 0
    package var keyColumn = 0
  }

  package let bytes: [UInt8]
  package let file: String?
  package let maximumDepth: Int
  package var offset = 0
  package var line = 1
  package var lineStart = 0
  /// A known column on the current line, so that columns cost O(1) amortized on long lines.
  package var columnMark = (offset: 0, column: 1)
  /// The arrays and objects open around the offset, outermost first.
  package var stack: [Frame] = []
  /// Whether a value of the innermost open container is being read (rather than a key, or the
  /// `,` or closing bracket after a value): errors then name that value's path, not the
  /// container's.
  package var isReadingValue = false

  package init(bytes: [UInt8], file: String?, maximumDepth: Int) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
  }

  /// Reads the one value of the document, after checking that the input is UTF-8.
  package mutating func parseDocument() throws(CatalogError) -> JSONNode {
    if let badOffset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw invalidUTF8(at: badOffset)
    }
    let hasByteOrderMark = UTF8Validation.startsWithByteOrderMark(bytes)
    if hasByteOrderMark {
      offset = 3
      lineStart = 3
      columnMark = (3, 1)
    }
    skipWhitespace()
    guard offset < bytes.count else {
      let isBlank = bytes.count > (hasByteOrderMark ? 3 : 0)
      throw CatalogError(
        .empty, file: file,
        message: isBlank ? "the file contains only white space" : "the file is empty")
    }
    parsing: while true {
      // A value starts here; white space is already skipped.
      isReadingValue = true
      guard let byte = peek() else { throw endOfInput(expecting: "a value") }
      let (valueLine, valueColumn) = position()
      var completed: JSONNode
      if byte == JSONByte.openBrace || byte == JSONByte.openBracket {
        guard stack.count < maximumDepth else {
          throw tooDeep(line: valueLine, column: valueColumn)
        }
        let isObject = byte == JSONByte.openBrace
        offset += 1
        skipWhitespace()
        if peek() == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
          offset += 1
          let value: JSONNode.Value = isObject ? .object(JSONObject()) : .array([])
          completed = JSONNode(value: value, line: valueLine, column: valueColumn)
        } else {
          stack.append(Frame(isObject: isObject, line: valueLine, column: valueColumn))
          isReadingValue = false
          if isObject { try readKey() }
          continue parsing
        }
      } else {
        completed = try parseScalar()
      }
      isReadingValue = false
      // Hand the value to its container; close every container that ends right after it.
      while let top = stack.indices.last {
        if stack[top].isObject {
          let frame = stack[top]
          stack[top].object.append(
            .init(
              key: frame.key, keyLine: frame.keyLine, keyColumn: frame.keyColumn, value: completed))
        } else {
          stack[top].elements.append(completed)
        }
        skipWhitespace()
        let closer = stack[top].isObject ? JSONByte.closeBrace : JSONByte.closeBracket
        guard let next = peek() else { throw unclosed(stack[top]) }
        if next == JSONByte.comma {
          let (commaLine, commaColumn) = position()
          offset += 1
          skipWhitespace()
          if peek() == closer {
            throw error(
              "trailing comma before '\(Character(Unicode.Scalar(closer)))'", line: commaLine,
              column: commaColumn, suggestion: "JSON does not allow a comma after the last item")
          }
          if stack[top].isObject { try readKey() }
          continue parsing
        }
        guard next == closer else { throw missingSeparator(in: stack[top]) }
        offset += 1
        let frame = stack.removeLast()
        let value: JSONNode.Value = frame.isObject ? .object(frame.object) : .array(frame.elements)
        completed = JSONNode(value: value, line: frame.line, column: frame.column)
      }
      skipWhitespace()
      guard offset == bytes.count else {
        throw errorHere(
          "unexpected text after the JSON value",
          suggestion: "a file holds one JSON value; wrap several in an array")
      }
      return completed
    }
  }

  // MARK: Values

  /// Reads `"key":` into the innermost open object, leaving the offset at the value.
  package mutating func readKey() throws(CatalogError) {
    let top = stack.count - 1
    guard let byte = peek() else { throw unclosed(stack[top]) }
    let (keyLine, keyColumn) = position()
    guard byte == JSONByte.quote else {
      if byte == JSONByte.apostrophe {
        throw errorHere("keys must be in double quotes, not single quotes")
      }
      if JSONByte.isWord(byte) {
        let word = readWord()
        throw error(
          "unquoted key '\(word)'", line: keyLine, column: keyColumn,
          suggestion: "keys must be in double quotes: \"\(word)\"")
      }
      if byte == JSONByte.slash { throw commentError() }
      throw errorHere(
        "unexpected \(describeCharacter(at: offset)); expected a key in double quotes")
    }
    let key = try parseString()
    if let first = stack[top].object.member(forKey: key) {
      // At the key itself, so that a top-level key has a path too.
      var duplicate = error(
        "duplicate key '\(key)' (first at line \(first.keyLine))", line: keyLine, column: keyColumn,
        suggestion: "keep one of them: a key appears once in an object")
      duplicate.details.location.path = path.key(key).rendered
      throw duplicate
    }
    skipWhitespace()
    guard let colon = peek() else { throw endOfInput(expecting: "':' after key '\(key)'") }
    guard colon == JSONByte.colon else {
      throw errorHere(
        "unexpected \(describeCharacter(at: offset)); expected ':' after key '\(key)'")
    }
    offset += 1
    skipWhitespace()
    stack[top].key = key
    stack[top].keyLine = keyLine
    stack[top].keyColumn = keyColumn
  }

  package mutating func parseScalar() throws(CatalogError) -> JSONNode {
    let byte = bytes[offset]
    let (startLine, startColumn) = position()
    let value: JSONNode.Value
    switch byte {
    case JSONByte.quote:
      value = .string(try parseString())
    case JSONByte.minus, JSONByte.zero...UInt8(ascii: "9"):
      value = .number(try parseNumber())
    case _ where JSONByte.isWord(byte):
      let word = readWord()
      switch word {
      case "true": value = .bool(true)
      case "false": value = .bool(false)
      case "null": value = .null
      case "NaN", "Infinity", "inf", "nan":
        throw nonFiniteError(word, line: startLine, column: startColumn)
      default:
        let lowered = word.lowercased()
        let literals = ["true", "false", "null"]
        // A literal with its last letters missing, such as `tru` or `nul`.
        let shortened = literals.first { lowered.count >= 2 && $0.hasPrefix(lowered) }
        let suggestion =
          literals.contains(lowered)
          ? "did you mean '\(lowered)'? JSON's literals are lowercase"
          : shortened.map { "did you mean '\($0)'? A string must be in double quotes: \"\(word)\"" }
            ?? "strings must be in double quotes: \"\(word)\""
        throw error(
          "unexpected word '\(word)'; expected a value", line: startLine, column: startColumn,
          suggestion: suggestion)
      }
    case JSONByte.apostrophe:
      throw errorHere("strings must be in double quotes, not single quotes")
    case JSONByte.slash:
      throw commentError()
    case JSONByte.plus:
      throw errorHere("a number must not start with '+'")
    case JSONByte.dot:
      throw errorHere("a number must start with a digit, not '.'", suggestion: "write 0.5, not .5")
    default:
      throw errorHere("unexpected \(describeCharacter(at: offset)); expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  /// Reads a number's text, checking the RFC 8259 grammar without converting it.
  package mutating func parseNumber() throws(CatalogError) -> String {
    let start = offset
    let (startLine, startColumn) = position()
    func fail(_ message: String) -> CatalogError {
      error(message, line: startLine, column: startColumn)
    }
    if bytes[offset] == JSONByte.minus { offset += 1 }
    guard let first = peek(), JSONByte.isDigit(first) else {
      if let next = peek(), JSONByte.isWord(next) {
        let word = readWord()
        if word == "Infinity" || word == "inf" {
          throw nonFiniteError("-" + word, line: startLine, column: startColumn)
        }
      }
      throw fail("'-' must be followed by digits")
    }
    offset += 1
    if first == JSONByte.zero, let next = peek(), JSONByte.isDigit(next) {
      skipDigits()
      throw fail("numbers must not have leading zeros: '\(text(from: start))'")
    }
    skipDigits()
    if peek() == JSONByte.dot {
      offset += 1
      guard let next = peek(), JSONByte.isDigit(next) else {
        throw fail("expected a digit after the decimal point in '\(text(from: start))'")
      }
      skipDigits()
    }
    if let marker = peek(), marker | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if let sign = peek(), sign == JSONByte.plus || sign == JSONByte.minus { offset += 1 }
      guard let next = peek(), JSONByte.isDigit(next) else {
        throw fail("expected digits in the exponent of '\(text(from: start))'")
      }
      skipDigits()
    }
    return text(from: start)
  }
}
