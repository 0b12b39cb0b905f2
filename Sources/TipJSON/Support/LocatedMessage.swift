/// The compiler-like form every located error of the engine is written in:
/// `file:line:column: at path: message; suggestion`, each part only when it is known.
///
/// Catalog, receipt and shift errors carry the same location fields; this is the one place that
/// writes them.
package enum LocatedMessage {
  /// The text of a message at a location.
  ///
  /// - Parameters:
  ///   - file: the file the value was read from, if any.
  ///   - line: the 1-based line, if known.
  ///   - column: the 1-based column, if known (shown only with a line).
  ///   - path: the JSON path of the value, empty for the whole document.
  ///   - message: what was wrong.
  ///   - suggestion: what would be right, if anything.
  package static func text(
    file: String?, line: Int?, column: Int?, path: String, message: String,
    suggestion: String?
  ) -> String {
    var text = ""
    var position: [String] = []
    if let file { position.append(file) }
    if let line {
      position.append(String(line))
      if let column { position.append(String(column)) }
    }
    if !position.isEmpty { text += position.joined(separator: ":") + ": " }
    if !path.isEmpty { text += "at \(path): " }
    text += message
    if let suggestion { text += "; \(suggestion)" }
    return text
  }
}
