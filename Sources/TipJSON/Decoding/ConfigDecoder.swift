/// Decodes `Decodable` types from a ``JSONNode`` tree strictly, with errors that point at the
/// offending text.
///
/// Unlike `JSONDecoder` it keeps numbers exact, never converts between JSON types (no `"18"` for
/// a number, no `1` for `true`), rejects keys that the decoded types never asked for, and reports
/// every problem as a ``CatalogError`` with the file, path, line and column of the value.
package struct ConfigDecoder {
  /// The file name to put in errors, or `nil` for in-memory data.
  package var file: String?
  /// Context for the decoded types, such as a resolver for references between policies.
  package var userInfo: [CodingUserInfoKey: Any] = [:]

  /// A decoder whose errors name `file`, giving the decoded types `userInfo`.
  package init(file: String? = nil, userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.file = file
    self.userInfo = userInfo
  }

  /// Decodes a `T` from `node`.
  ///
  /// - Parameters:
  ///   - codingPath: where `node` is in its document, as a prefix for paths in errors.
  ///   - ignoringKeys: keys of `node` itself that the caller handles, so they are not unknown.
  ///     Keys starting with `$` (such as `$schema`) are never unknown.
  /// - Throws: ``CatalogError`` only, whatever the decoded types threw, in the catalog's words.
  package func decode<T: Decodable>(
    _ type: T.Type, from node: JSONNode, codingPath: [any CodingKey] = [],
    ignoringKeys: Set<String> = []
  ) throws(CatalogError) -> T {
    let session = DecodingSession(
      file: file, userInfo: userInfo, root: node, rootPath: codingPath, ignoringKeys: ignoringKeys)
    return try session.decode(type, from: node, at: codingPath)
  }

  /// A coding path as errors show it, such as `policies[3].rate`; the root is the empty string.
  package static func render(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        text += "[\(index)]"
      } else {
        if !text.isEmpty { text += "." }
        text += key.stringValue
      }
    }
    return text
  }
}
