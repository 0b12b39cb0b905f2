/// The kinds of error every document format reports for its text itself, whatever else it
/// checks.
package protocol DocumentErrorKind: Sendable, Hashable {
  /// The text is not JSON (or not UTF-8), or it is empty.
  static var invalidJSON: Self { get }
  /// The text is larger than the format allows.
  static var tooLarge: Self { get }
  /// A value has the wrong JSON type, a key is missing, or a key is not part of the format.
  static var invalidFormat: Self { get }
}

extension LocatedError where Kind: DocumentErrorKind {
  /// A catalog reader's error (the JSON syntax, a type, a key), in the document's own kinds.
  package init(reading error: CatalogError) {
    let kind: Kind
    switch error.kind {
    case .empty, .invalidJSON: kind = .invalidJSON
    case .tooLarge: kind = .tooLarge
    default: kind = .invalidFormat
    }
    self.init(kind, at: error.location, message: error.message, suggestion: error.suggestion)
  }
}

/// Reads the documents of the engine's JSON file formats: the size limit, the strict JSON
/// reader, the root object and the strict decoder, each problem in the format's own error type.
package enum JSONDocumentReader {
  /// What a format is called and looks like, for its messages.
  package struct Format {
    /// The document's name, such as `receipt`.
    package var noun: String
    /// The outline of the root object, such as `{"currency": …, "items": [ … ]}`.
    package var outline: String
    /// The smallest document, such as `{"currency": "USD", "items": [ … ]}`.
    package var smallest: String
    /// The largest text accepted, in bytes.
    package var maximumFileSize: Int
    /// The deepest nesting accepted.
    package var maximumDepth: Int

    /// A format from its name, outlines and limits.
    package init(
      noun: String, outline: String, smallest: String, maximumFileSize: Int, maximumDepth: Int
    ) {
      self.noun = noun
      self.outline = outline
      self.smallest = smallest
      self.maximumFileSize = maximumFileSize
      self.maximumDepth = maximumDepth
    }
  }

  /// The root node of `bytes` and the document decoded from it.
  ///
  /// - Throws: `Failure` for text that is too large, not JSON, not an object, or not the
  ///   format's keys and values.
  package static func read<Document: Decodable, Failure: LocatedError>(
    _ type: Document.Type, from bytes: [UInt8], file: String?, format: Format,
    failure: Failure.Type
  ) throws(Failure) -> (root: JSONNode, document: Document) where Failure.Kind: DocumentErrorKind {
    guard bytes.count <= format.maximumFileSize else {
      throw Failure(
        .tooLarge, file: file,
        message: "the text has \(bytes.count) bytes; \(format.noun)s are limited to "
          + "\(format.maximumFileSize) bytes")
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes, file: file, maximumDepth: format.maximumDepth)
    } catch {
      var problem = Failure(reading: error)
      if error.kind == .empty {
        problem.details.suggestion = "a \(format.noun) is at least \(format.smallest)"
      }
      throw problem
    }
    guard case .object = root.value else {
      throw Failure(
        .invalidFormat, file: file, line: root.line, column: root.column,
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

/// A value the engine reads from one of its JSON document formats (a receipt, a shift): the
/// document as written, the format, and the checks that make a value of it.
package protocol JSONDocumentReadable {
  /// The document as its JSON spells it, decoded strictly key by key.
  associatedtype Document: Decodable
  /// The error of the format, located by file, JSON path, line and column.
  associatedtype Failure: LocatedError where Failure.Kind: DocumentErrorKind

  /// What the format is called and looks like, and its limits.
  static var jsonFormat: JSONDocumentReader.Format { get }

  /// The value a document describes.
  init(document: Document) throws(Failure)

  /// Checks the value's rules.
  func validate() throws(Failure)
}

extension JSONDocumentReadable {
  /// Reads a value from JSON text, strictly, and checks it: an error found after reading is
  /// located at the line and column of the value it is about.
  package init(readingJSON bytes: [UInt8], file: String?) throws(Failure) {
    let (root, document) = try JSONDocumentReader.read(
      Document.self, from: bytes, file: file, format: Self.jsonFormat, failure: Failure.self)
    do {
      try self.init(document: document)
      try validate()
    } catch {
      throw error.located(in: root, file: file)
    }
  }
}
