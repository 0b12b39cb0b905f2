/// The parser's errors: a ``CatalogError`` of kind `invalidJSON` at a line and column, saying
/// what was found, what was expected and, for common slips, how to write it.
extension JSONParser {
  /// `character 'x'`, or `character U+00A0` for characters that would be invisible in a message.
  package func describeCharacter(at index: Int) -> String {
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

  package func error(_ message: String, line: Int, column: Int, suggestion: String? = nil)
    -> CatalogError
  {
    CatalogError(
      .invalidJSON, file: file, path: path.rendered, line: line, column: column,
      message: message, suggestion: suggestion)
  }

  /// Where the parser is: the value being read, or the array or object whose key, `,` or
  /// closing bracket is expected; the root before anything is open.
  package var path: DocumentPath {
    var path = DocumentPath.root
    for (depth, frame) in stack.enumerated() where depth < stack.count - 1 || isReadingValue {
      path.components.append(frame.isObject ? .key(frame.key) : .index(frame.elements.count))
    }
    return path
  }

  package mutating func errorHere(_ message: String, suggestion: String? = nil) -> CatalogError {
    let (line, column) = position()
    return error(message, line: line, column: column, suggestion: suggestion)
  }

  package mutating func endOfInput(expecting expected: String) -> CatalogError {
    errorHere("unexpected end of input; expected \(expected)")
  }

  package mutating func unclosed(_ frame: Frame) -> CatalogError {
    let name = frame.isObject ? "object" : "array"
    return errorHere(
      "unexpected end of input; the \(name) opened at line \(frame.line), column \(frame.column)"
        + " is not closed")
  }

  /// The error for a value followed by something other than `,` or the closing bracket.
  package mutating func missingSeparator(in frame: Frame) -> CatalogError {
    let byte = bytes[offset]
    if frame.isObject {
      if byte == JSONByte.quote { return errorHere("missing ',' between object members") }
      return errorHere("unexpected \(describeCharacter(at: offset)); expected ',' or '}'")
    }
    let startsValue =
      byte == JSONByte.quote || byte == JSONByte.minus || JSONByte.isDigit(byte)
      || byte == JSONByte.openBrace
      || byte == JSONByte.openBracket || JSONByte.isWord(byte)
    if startsValue { return errorHere("missing ',' between array elements") }
    return errorHere("unexpected \(describeCharacter(at: offset)); expected ',' or ']'")
  }

  package mutating func commentError() -> CatalogError {
    errorHere(
      "JSON does not allow comments",
      suggestion: "remove the comment; a note can go in a \"description\" where the format has one")
  }

  /// The error for an array or object opened at `line` and `column` inside `maximumDepth`
  /// others; its path names the first levels and how many there are, not every one.
  package func tooDeep(line: Int, column: Int) -> CatalogError {
    var deep = error(
      "nesting deeper than \(maximumDepth) levels", line: line, column: column,
      suggestion: "nest arrays and objects at most \(maximumDepth) deep; a '[' or '{' left "
        + "open earlier in the file nests everything after it")
    let shown = 3
    if path.components.count > shown + 1 {
      let start = DocumentPath(components: Array(path.components.prefix(shown))).rendered
      deep.details.location.path = "\(start)… (\(path.components.count) levels)"
    }
    return deep
  }

  package func nonFiniteError(_ word: String, line: Int, column: Int) -> CatalogError {
    error(
      "'\(word)' is not a JSON number; JSON has no NaN or Infinity", line: line, column: column,
      suggestion: "write a finite number")
  }
}

extension JSONParser {
  /// The error for input that is not UTF-8, at the first bad byte.
  package func invalidUTF8(at badOffset: Int) -> CatalogError {
    // Everything before the bad byte is valid, so lines and columns can be counted up to it.
    let (line, column) = UTF8Validation.position(of: badOffset, in: bytes)
    return error(
      "invalid UTF-8 at byte offset \(badOffset)", line: line, column: column,
      suggestion: UTF8Validation.looksLikeUTF16(bytes)
        ? "the file looks like UTF-16; save it as UTF-8" : "save the file as UTF-8 text")
  }
}
