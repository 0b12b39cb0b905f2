/// A JSON value read from a catalog, with the position of its first character.
///
/// Numbers keep their exact source text: amounts such as `18.50` must never pass through
/// `Double`. Lines and columns are 1-based; columns count Unicode scalars, so a `€` earlier on
/// the line counts as one column, as an editor shows it.
struct JSONNode: Sendable {
  /// The kinds of JSON value.
  enum Value: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number exactly as written, such as `18.50` or `-1e3`.
    case number(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array's elements in order.
    case array([JSONNode])
    /// An object's members in document order.
    case object(JSONObject)
  }

  /// The value.
  var value: Value
  /// The 1-based line of the value's first character.
  var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  var column: Int
}

extension JSONNode {
  /// The value as an error message names it: `null`, `true`, `the number 18`,
  /// `the string "abc"`, `an array` or `an object`.
  var foundDescription: String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let text): return "the number \(text)"
    case .string(let text):
      // Long strings would drown the message; the location says where the rest is.
      let shown = text.count > 40 ? text.prefix(37) + "..." : Substring(text)
      return "the string \"\(shown)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A JSON object: members in document order, with lookup by key.
///
/// Keys are unique: the reader rejects duplicates instead of silently keeping one of them.
struct JSONObject: Sendable {
  /// One `"key": value` pair, with where the key was written.
  struct Member: Sendable {
    /// The key, escapes resolved.
    var key: String
    /// The 1-based line of the key's opening quote.
    var keyLine: Int
    /// The 1-based column of the key's opening quote.
    var keyColumn: Int
    /// The member's value.
    var value: JSONNode
  }

  /// The members in document order.
  private(set) var members: [Member] = []
  private var indexByKey: [String: Int] = [:]

  /// Creates an object from members; a repeated key keeps its first member.
  init(_ members: [Member] = []) {
    for member in members { append(member) }
  }

  /// The keys in document order.
  var keys: [String] { members.map(\.key) }

  /// The number of members.
  var count: Int { members.count }

  /// The value for `key`, or `nil` when the object has no such key.
  subscript(key: String) -> JSONNode? {
    indexByKey[key].map { members[$0].value }
  }

  /// The member for `key`, with its position, or `nil` when the object has no such key.
  func member(forKey key: String) -> Member? {
    indexByKey[key].map { members[$0] }
  }

  /// Appends `member` unless its key is taken; then returns the member that holds the key.
  @discardableResult
  mutating func append(_ member: Member) -> Member? {
    if let existing = indexByKey[member.key] { return members[existing] }
    indexByKey[member.key] = members.count
    members.append(member)
    return nil
  }
}

/// Reads JSON text (RFC 8259) into ``JSONNode`` trees, keeping exact numbers and positions.
enum JSONReader {
  /// Parses one JSON document.
  ///
  /// The parser is iterative, so hostile nesting meets `maximumDepth`, never a stack overflow.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text, optionally starting with a byte-order mark.
  ///   - file: the file name to put in errors, or `nil` for in-memory data.
  ///   - maximumDepth: how many arrays and objects may nest inside each other.
  /// - Throws: ``CatalogError`` of kind `.empty` or `.invalidJSON`.
  static func parse(_ bytes: [UInt8], file: String?, maximumDepth: Int = 64) throws -> JSONNode {
    var parser = Parser(bytes: bytes, file: file, maximumDepth: maximumDepth)
    return try parser.parseDocument()
  }
}

/// The ASCII bytes the grammar names.
private enum Byte {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let dot = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Letters, digits and `_`: what a bare word such as `true` or `NaN` is made of.
  static func isWord(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }
}

private struct Parser {
  /// An array or object whose closing bracket has not been read yet.
  struct Frame {
    var isObject: Bool
    var line: Int
    var column: Int
    var elements: [JSONNode] = []
    var object = JSONObject()
    /// The key whose value is being read, in an object.
    var key = ""
    var keyLine = 0
    var keyColumn = 0
  }

  let bytes: [UInt8]
  let file: String?
  let maximumDepth: Int
  var offset = 0
  var line = 1
  var lineStart = 0
  /// A known column on the current line, so that columns cost O(1) amortized on long lines.
  var columnMark = (offset: 0, column: 1)

  init(bytes: [UInt8], file: String?, maximumDepth: Int) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument() throws -> JSONNode {
    try validateUTF8()
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
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
    var stack: [Frame] = []
    parsing: while true {
      // A value starts here; white space is already skipped.
      guard let byte = peek() else { throw endOfInput(expecting: "a value") }
      let (valueLine, valueColumn) = position()
      var completed: JSONNode
      if byte == Byte.openBrace || byte == Byte.openBracket {
        guard stack.count < maximumDepth else {
          throw error(
            "nesting deeper than \(maximumDepth) levels", line: valueLine, column: valueColumn)
        }
        let isObject = byte == Byte.openBrace
        offset += 1
        skipWhitespace()
        if peek() == (isObject ? Byte.closeBrace : Byte.closeBracket) {
          offset += 1
          let value: JSONNode.Value = isObject ? .object(JSONObject()) : .array([])
          completed = JSONNode(value: value, line: valueLine, column: valueColumn)
        } else {
          stack.append(Frame(isObject: isObject, line: valueLine, column: valueColumn))
          if isObject { try readKey(into: &stack[stack.count - 1]) }
          continue parsing
        }
      } else {
        completed = try parseScalar()
      }
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
        let closer = stack[top].isObject ? Byte.closeBrace : Byte.closeBracket
        guard let next = peek() else { throw unclosed(stack[top]) }
        if next == Byte.comma {
          let (commaLine, commaColumn) = position()
          offset += 1
          skipWhitespace()
          if peek() == closer {
            throw error(
              "trailing comma before '\(Character(Unicode.Scalar(closer)))'", line: commaLine,
              column: commaColumn, suggestion: "JSON does not allow a comma after the last item")
          }
          if stack[top].isObject { try readKey(into: &stack[top]) }
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

  /// Reads `"key":` into `frame`, leaving the offset at the value.
  mutating func readKey(into frame: inout Frame) throws {
    guard let byte = peek() else { throw unclosed(frame) }
    let (keyLine, keyColumn) = position()
    guard byte == Byte.quote else {
      if byte == Byte.apostrophe {
        throw errorHere("keys must be in double quotes, not single quotes")
      }
      if Byte.isWord(byte) {
        let word = readWord()
        throw error(
          "unquoted key '\(word)'", line: keyLine, column: keyColumn,
          suggestion: "keys must be in double quotes: \"\(word)\"")
      }
      if byte == Byte.slash { throw commentError() }
      throw errorHere(
        "unexpected \(describeCharacter(at: offset)); expected a key in double quotes")
    }
    let key = try parseString()
    if let first = frame.object.member(forKey: key) {
      throw error(
        "duplicate key '\(key)' (first at line \(first.keyLine))", line: keyLine, column: keyColumn)
    }
    skipWhitespace()
    guard let colon = peek() else { throw endOfInput(expecting: "':' after key '\(key)'") }
    guard colon == Byte.colon else {
      throw errorHere(
        "unexpected \(describeCharacter(at: offset)); expected ':' after key '\(key)'")
    }
    offset += 1
    skipWhitespace()
    frame.key = key
    frame.keyLine = keyLine
    frame.keyColumn = keyColumn
  }

  mutating func parseScalar() throws -> JSONNode {
    let byte = bytes[offset]
    let (startLine, startColumn) = position()
    let value: JSONNode.Value
    switch byte {
    case Byte.quote:
      value = .string(try parseString())
    case Byte.minus, Byte.zero...UInt8(ascii: "9"):
      value = .number(try parseNumber())
    case _ where Byte.isWord(byte):
      let word = readWord()
      switch word {
      case "true": value = .bool(true)
      case "false": value = .bool(false)
      case "null": value = .null
      case "NaN", "Infinity", "inf", "nan":
        throw nonFiniteError(word, line: startLine, column: startColumn)
      default:
        let lowered = word.lowercased()
        let isLiteral = ["true", "false", "null"].contains(lowered)
        throw error(
          "unexpected word '\(word)'; expected a value", line: startLine, column: startColumn,
          suggestion: isLiteral
            ? "did you mean '\(lowered)'? JSON's literals are lowercase"
            : "strings must be in double quotes: \"\(word)\"")
      }
    case Byte.apostrophe:
      throw errorHere("strings must be in double quotes, not single quotes")
    case Byte.slash:
      throw commentError()
    case Byte.plus:
      throw errorHere("a number must not start with '+'")
    case Byte.dot:
      throw errorHere("a number must start with a digit, not '.'", suggestion: "write 0.5, not .5")
    default:
      throw errorHere("unexpected \(describeCharacter(at: offset)); expected a value")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  /// Reads a number's text, checking the RFC 8259 grammar without converting it.
  mutating func parseNumber() throws -> String {
    let start = offset
    let (startLine, startColumn) = position()
    func fail(_ message: String) -> CatalogError {
      error(message, line: startLine, column: startColumn)
    }
    if bytes[offset] == Byte.minus { offset += 1 }
    guard let first = peek(), Byte.isDigit(first) else {
      if let next = peek(), Byte.isWord(next) {
        let word = readWord()
        if word == "Infinity" || word == "inf" {
          throw nonFiniteError("-" + word, line: startLine, column: startColumn)
        }
      }
      throw fail("'-' must be followed by digits")
    }
    offset += 1
    if first == Byte.zero, let next = peek(), Byte.isDigit(next) {
      skipDigits()
      throw fail("numbers must not have leading zeros: '\(text(from: start))'")
    }
    skipDigits()
    if peek() == Byte.dot {
      offset += 1
      guard let next = peek(), Byte.isDigit(next) else {
        throw fail("expected a digit after the decimal point in '\(text(from: start))'")
      }
      skipDigits()
    }
    if let marker = peek(), marker | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if let sign = peek(), sign == Byte.plus || sign == Byte.minus { offset += 1 }
      guard let next = peek(), Byte.isDigit(next) else {
        throw fail("expected digits in the exponent of '\(text(from: start))'")
      }
      skipDigits()
    }
    return text(from: start)
  }

  /// Reads a string starting at its opening quote.
  mutating func parseString() throws -> String {
    let (quoteLine, quoteColumn) = position()
    offset += 1
    let start = offset
    // Most strings have no escapes: take them straight from the (validated) bytes.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == Byte.quote {
        offset += 1
        return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
      }
      if byte == Byte.backslash || byte < 0x20 { break }
      offset += 1
    }
    var buffer = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case Byte.quote:
        offset += 1
        return String(decoding: buffer, as: UTF8.self)
      case Byte.backslash:
        try readEscape(into: &buffer, quoteLine: quoteLine, quoteColumn: quoteColumn)
      case Byte.lineFeed, Byte.carriageReturn:
        throw errorHere(
          "line break inside a string",
          suggestion: "close the string with '\"' or write the line break as \\n")
      case ..<0x20:
        let named: [UInt8: String] = [Byte.tab: "\\t", 0x08: "\\b", 0x0C: "\\f"]
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
    throw error("unterminated string", line: quoteLine, column: quoteColumn)
  }

  /// Reads one escape sequence starting at its backslash and appends its UTF-8.
  mutating func readEscape(into buffer: inout [UInt8], quoteLine: Int, quoteColumn: Int) throws {
    let escapeStart = offset
    let (escapeLine, escapeColumn) = position()
    offset += 1
    guard let code = peek() else {
      throw error("unterminated string", line: quoteLine, column: quoteColumn)
    }
    let simple: [UInt8: UInt8] = [
      Byte.quote: Byte.quote, Byte.backslash: Byte.backslash, Byte.slash: Byte.slash,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): Byte.lineFeed,
      UInt8(ascii: "r"): Byte.carriageReturn, UInt8(ascii: "t"): Byte.tab,
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
      if offset + 1 < bytes.count, bytes[offset] == Byte.backslash,
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
  mutating func readHex() -> UInt32? {
    offset += 1
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Byte.hexValue(byte) else { return nil }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  /// The error for a `\u` escape at `escapeStart` without four hex digits.
  func badHexEscape(from escapeStart: Int, line: Int, column: Int) -> CatalogError {
    // Quote what was written, up to where the string or the escape clearly ends.
    var end = escapeStart + 2
    while end < bytes.count, end < escapeStart + 6, bytes[end] >= 0x20, bytes[end] != Byte.quote,
      bytes[end] != Byte.backslash
    {
      end += 1
    }
    return error(
      "invalid escape '\(text(from: escapeStart, to: end))'", line: line, column: column,
      suggestion: "\\u must be followed by four hex digits")
  }

  // MARK: Scanning

  func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  mutating func skipDigits() {
    while offset < bytes.count, Byte.isDigit(bytes[offset]) { offset += 1 }
  }

  mutating func readWord() -> String {
    let start = offset
    while offset < bytes.count, Byte.isWord(bytes[offset]) { offset += 1 }
    return text(from: start)
  }

  func text(from start: Int, to end: Int? = nil) -> String {
    String(decoding: bytes[start..<min(end ?? offset, bytes.count)], as: UTF8.self)
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case Byte.space, Byte.tab:
        offset += 1
      case Byte.lineFeed:
        offset += 1
        line += 1
        lineStart = offset
      case Byte.carriageReturn:
        // CR LF and a lone CR each end one line.
        offset += 1
        if peek() == Byte.lineFeed { offset += 1 }
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  /// The line and column of the current offset.
  mutating func position() -> (line: Int, column: Int) {
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
  func decodeScalar(at index: Int) -> Unicode.Scalar {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return Unicode.Scalar(UInt8(lead)) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0x7F >> length)
    for next in index + 1..<min(index + length, bytes.count) {
      value = value << 6 | UInt32(bytes[next] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// `character 'x'`, or `character U+00A0` for characters that would be invisible in a message.
  func describeCharacter(at index: Int) -> String {
    let scalar = decodeScalar(at: index)
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse,
      .unassigned, .surrogate:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    default:
      return "character '\(scalar)'"
    }
  }

  // MARK: Errors

  func error(_ message: String, line: Int, column: Int, suggestion: String? = nil) -> CatalogError {
    CatalogError(
      .invalidJSON, file: file, line: line, column: column, message: message,
      suggestion: suggestion)
  }

  mutating func errorHere(_ message: String, suggestion: String? = nil) -> CatalogError {
    let (line, column) = position()
    return error(message, line: line, column: column, suggestion: suggestion)
  }

  mutating func endOfInput(expecting expected: String) -> CatalogError {
    errorHere("unexpected end of input; expected \(expected)")
  }

  mutating func unclosed(_ frame: Frame) -> CatalogError {
    let name = frame.isObject ? "object" : "array"
    return errorHere(
      "unexpected end of input; the \(name) opened at line \(frame.line), column \(frame.column)"
        + " is not closed")
  }

  /// The error for a value followed by something other than `,` or the closing bracket.
  mutating func missingSeparator(in frame: Frame) -> CatalogError {
    let byte = bytes[offset]
    if frame.isObject {
      if byte == Byte.quote { return errorHere("missing ',' between object members") }
      return errorHere("unexpected \(describeCharacter(at: offset)); expected ',' or '}'")
    }
    let startsValue =
      byte == Byte.quote || byte == Byte.minus || Byte.isDigit(byte) || byte == Byte.openBrace
      || byte == Byte.openBracket || Byte.isWord(byte)
    if startsValue { return errorHere("missing ',' between array elements") }
    return errorHere("unexpected \(describeCharacter(at: offset)); expected ',' or ']'")
  }

  mutating func commentError() -> CatalogError {
    errorHere("JSON does not allow comments")
  }

  func nonFiniteError(_ word: String, line: Int, column: Int) -> CatalogError {
    error(
      "'\(word)' is not a JSON number; JSON has no NaN or Infinity", line: line, column: column,
      suggestion: "write a finite number")
  }

  /// Checks the whole input is UTF-8 up front, so that a binary file fails cleanly and the
  /// parser can decode text without checks.
  func validateUTF8() throws {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The ranges of RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
      let length: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
      case 0xED:
        length = 3
        secondRange = 0x80...0x9F
      case 0xE1...0xEF: length = 3
      case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
      case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
      case 0xF1...0xF3: length = 4
      default: throw invalidUTF8(at: index)
      }
      guard index + length <= count, secondRange.contains(bytes[index + 1]) else {
        throw invalidUTF8(at: index)
      }
      for next in index + 2..<index + length where bytes[next] & 0xC0 != 0x80 {
        throw invalidUTF8(at: index)
      }
      index += length
    }
  }

  func invalidUTF8(at badOffset: Int) -> CatalogError {
    // Everything before the bad byte is valid, so lines and columns can be counted up to it.
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < badOffset {
      let byte = bytes[index]
      if byte == Byte.lineFeed || byte == Byte.carriageReturn {
        if byte == Byte.carriageReturn, index + 1 < badOffset, bytes[index + 1] == Byte.lineFeed {
          index += 1
        }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    let looksUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    return error(
      "invalid UTF-8 at byte offset \(badOffset)", line: line, column: column,
      suggestion: looksUTF16
        ? "the file looks like UTF-16; save it as UTF-8" : "a catalog must be UTF-8 text")
  }
}
