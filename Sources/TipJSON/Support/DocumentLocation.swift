/// Where a value is in a document: the file, the JSON path, and the line and column of its
/// first character, each when known.
///
/// Every error about a value of a catalog, a receipt or a shift carries one (see
/// ``LocatedError``), and writes it the way a compiler does: `dinner.json:8:61: at items[2]`.
public struct DocumentLocation: Sendable, Hashable {
  /// The file the value was read from, or `nil` for in-memory data.
  public var file: String?
  /// The JSON path of the value, such as `policies[3].rate`; empty for the whole document.
  public var path: String
  /// The 1-based line of the value, when known.
  public var line: Int?
  /// The 1-based column of the value (in Unicode scalars), when known.
  public var column: Int?
  /// The path as keys, to find the value in a parsed document; empty when the location was
  /// made from text.
  package var keys = DocumentPath()

  /// A location from its parts.
  public init(file: String? = nil, path: String = "", line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
  }

  /// The location of the value that `keys` lead to, before its text is known.
  package init(_ keys: DocumentPath) {
    self.init(path: keys.rendered)
    self.keys = keys
  }

  /// The location of `node` of the JSON of `file`, at `path`.
  package init(file: String?, path: String, at node: JSONNode) {
    self.init(file: file, path: path, line: node.line, column: node.column)
  }
}
