/// What a located error says besides its kind: where the offending value is, what was wrong,
/// and what would be right, written as a compiler writes it:
/// `file:line:column: at path: message; suggestion`, each part only when it is known.
///
/// ``CatalogError``, `ReceiptError` and `PoolError` each hold one (see ``LocatedError``).
public struct LocatedMessage: Sendable, Hashable, CustomStringConvertible {
  /// Where the offending value is.
  public var location: DocumentLocation
  /// What was wrong, quoting the offending value.
  public var message: String
  /// What would be right, when there is something to suggest.
  public var suggestion: String?

  /// A message about the value at `location`.
  public init(at location: DocumentLocation, message: String, suggestion: String? = nil) {
    self.location = location
    self.message = message
    self.suggestion = suggestion
  }

  /// The message in the compiler-like form `file:line:column: at path: message; suggestion`.
  public var description: String {
    var text = ""
    var position: [String] = []
    if let file = location.file { position.append(file) }
    if let line = location.line {
      position.append(String(line))
      if let column = location.column { position.append(String(column)) }
    }
    if !position.isEmpty { text += position.joined(separator: ":") + ": " }
    if !location.path.isEmpty { text += "at \(location.path): " }
    text += message
    if let suggestion { text += "; \(suggestion)" }
    return text
  }
}
