import Foundation

/// An error about a value in a document, located by a ``DocumentLocation`` and written in the
/// compiler-like form `file:line:column: at path: message; suggestion`.
///
/// ``CatalogError`` and the ``DocumentError`` of each document format (`ReceiptError`, `PoolError`) are located errors: each has its own kinds,
/// and they share the ``LocatedMessage`` (the location, the message and the suggestion), the way
/// it is attached and the way it is written.
public protocol LocatedError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The category of a problem.
  associatedtype Kind: Sendable, Hashable

  /// The category of the problem.
  var kind: Kind { get set }
  /// Where the offending value is, what was wrong, and what would be right.
  var details: LocatedMessage { get set }

  /// An error of `kind` that says `details`.
  init(_ kind: Kind, details: LocatedMessage)
}

extension LocatedError {
  /// An error of `kind` at `location`.
  public init(
    _ kind: Kind, at location: DocumentLocation, message: String, suggestion: String? = nil
  ) {
    self.init(kind, details: LocatedMessage(at: location, message: message, suggestion: suggestion))
  }

  /// Where the offending value is.
  public var location: DocumentLocation { details.location }

  /// What was wrong, quoting the offending value.
  public var message: String { details.message }

  /// What would be right, when there is something to suggest.
  public var suggestion: String? { details.suggestion }

  /// An error of `kind` at a location given by its parts.
  public init(
    _ kind: Kind, file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil,
    message: String, suggestion: String? = nil
  ) {
    self.init(
      kind, at: DocumentLocation(file: file, path: path, line: line, column: column),
      message: message, suggestion: suggestion)
  }

  /// An error about the value that `keys` lead to, before its text is known.
  package init(_ kind: Kind, at keys: DocumentPath, _ message: String, suggestion: String? = nil) {
    self.init(kind, at: DocumentLocation(keys), message: message, suggestion: suggestion)
  }

  /// An error about `node` of the JSON of `file`, at the JSON `path` that leads to it.
  package init(
    _ kind: Kind, file: String, path: String, at node: JSONNode, _ message: String,
    suggestion: String? = nil
  ) {
    self.init(
      kind, at: DocumentLocation(file: file, path: path, at: node), message: message,
      suggestion: suggestion)
  }

  /// The file the offending value is in, or `nil` for in-memory data.
  public var file: String? { location.file }

  /// The JSON path of the offending value, such as `items[1].people`; empty for the whole
  /// document.
  public var path: String { location.path }

  /// The 1-based line of the offending value, when known.
  public var line: Int? { location.line }

  /// The 1-based column of the offending value, when known.
  public var column: Int? { location.column }

  /// The error in the compiler-like form `file:line:column: at path: message; suggestion`.
  public var description: String { details.description }

  /// The same text as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }

  /// The same text as ``suggestion``.
  public var recoverySuggestion: String? { suggestion }

  /// The error with `file`, and the line and column of the node its location's keys lead to
  /// in `root` (the root itself when they lead nowhere).
  package func located(in root: JSONNode, file: String?) -> Self {
    var located = self
    let node = root.descendant(at: location.keys.codingKeys) ?? root
    located.details.location.file = file
    located.details.location.line = node.line
    located.details.location.column = node.column
    return located
  }

  /// The error with the file, and the line and column of its value in the JSON text `bytes`,
  /// read to at most `maximumDepth`: for errors found after reading (settling a receipt,
  /// sharing a shift's tips), which know the path but not the text. An error that already has
  /// a line, or whose text does not parse, only gets the file.
  package func located(inJSON bytes: [UInt8], file: String?, maximumDepth: Int) -> Self {
    var located = self
    located.details.location.file = file ?? self.file
    guard line == nil,
      let root = try? JSONReader.parse(bytes, file: file, maximumDepth: maximumDepth)
    else { return located }
    return self.located(in: root, file: located.file)
  }
}
