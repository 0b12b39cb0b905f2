/// An error of a JSON document format that the engine reads from files (a receipt, a shift):
/// located by file, line, column and JSON path, with the kinds a reader reports.
protocol JSONDocumentError: Error {
  /// The error for a reading problem of the JSON text itself: its syntax, a type, a key.
  init(reading error: CatalogError)
  /// The error for text larger than the format allows.
  static func tooLarge(file: String?, message: String) -> Self
  /// The error for a document whose root is not the format's object.
  static func notAnObject(file: String?, line: Int, column: Int, message: String) -> Self
  /// What would be right, which a reader may set for an empty text.
  var suggestion: String? { get set }
  /// The path of the offending value, as keys.
  var location: ReceiptPath { get }
  /// The file the document was read from.
  var file: String? { get set }
  /// The 1-based line of the offending value, when known.
  var line: Int? { get set }
  /// The 1-based column of the offending value, when known.
  var column: Int? { get set }
}

extension JSONDocumentError {
  /// The error with `file`, and the line and column of the node its ``location`` leads to in
  /// `root` (the root itself when the path leads nowhere).
  func located(in root: JSONNode, file: String?) -> Self {
    var located = self
    let node = root.descendant(at: location.codingKeys) ?? root
    located.file = file
    located.line = node.line
    located.column = node.column
    return located
  }

  /// The error with the file, and the line and column of its value in the JSON text `bytes`,
  /// read to at most `maximumDepth`: for errors found after reading (settling a receipt,
  /// sharing a shift's tips), which know the path but not the text. An error that already has
  /// a line, or whose text does not parse, only gets the file.
  func located(inJSON bytes: [UInt8], file: String?, maximumDepth: Int) -> Self {
    var located = self
    located.file = file ?? self.file
    guard line == nil,
      let root = try? JSONReader.parse(bytes, file: file, maximumDepth: maximumDepth)
    else { return located }
    return self.located(in: root, file: located.file)
  }
}

/// Reads the documents of the engine's JSON file formats: the size limit, the strict JSON
/// reader, the root object and the strict decoder, each problem in the format's own error type.
enum JSONDocumentReader {
  /// What a format is called and looks like, for its messages.
  struct Format {
    /// The document's name, such as `receipt`.
    var noun: String
    /// The outline of the root object, such as `{"currency": …, "items": [ … ]}`.
    var outline: String
    /// The smallest document, such as `{"currency": "USD", "items": [ … ]}`.
    var smallest: String
    /// The largest text accepted, in bytes.
    var maximumFileSize: Int
    /// The deepest nesting accepted.
    var maximumDepth: Int
  }

  /// The root node of `bytes` and the document decoded from it.
  ///
  /// - Throws: `Failure` for text that is too large, not JSON, not an object, or not the
  ///   format's keys and values.
  static func read<Document: Decodable, Failure: JSONDocumentError>(
    _ type: Document.Type, from bytes: [UInt8], file: String?, format: Format,
    failure: Failure.Type
  ) throws(Failure) -> (root: JSONNode, document: Document) {
    guard bytes.count <= format.maximumFileSize else {
      throw Failure.tooLarge(
        file: file,
        message: "the text has \(bytes.count) bytes; \(format.noun)s are limited to "
          + "\(format.maximumFileSize) bytes")
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes, file: file, maximumDepth: format.maximumDepth)
    } catch {
      var problem = Failure(reading: error)
      if error.kind == .empty {
        problem.suggestion = "a \(format.noun) is at least \(format.smallest)"
      }
      throw problem
    }
    guard case .object = root.value else {
      throw Failure.notAnObject(
        file: file, line: root.line, column: root.column,
        message: "expected a \(format.noun) object \(format.outline), found "
          + root.foundDescription)
    }
    do {
      return (root, try ConfigDecoder(file: file).decode(Document.self, from: root))
    } catch {
      throw Failure(reading: error)
    }
  }
}
