/// The errors the decoder itself finds: a value of the wrong type or out of range, a missing
/// key, and keys that no type asked for.
extension DecodingSession {
  /// A value of the wrong JSON type; `null` where a value is required gets the fix, to write
  /// one (a key that may be left out is refused by ``null(for:_:at:path:)`` instead).
  package func mismatch(expected: String, found node: JSONNode, at path: [any CodingKey])
    -> CatalogError
  {
    CatalogError(
      .typeMismatch, file: file, path: ConfigDecoder.render(path), line: node.line,
      column: node.column, message: "expected \(expected), found \(node.foundDescription)",
      suggestion: Self.nullFix(expected: expected, at: path, found: node.foundDescription))
  }

  /// The fix for `null` where a value is required, `write a string for 'otherwise'`; `nil` for
  /// any other value found, whose message says enough.
  package static func nullFix(expected: String, at path: [any CodingKey], found: String)
    -> String?
  {
    guard found == "null" else { return nil }
    guard let key = path.last, key.intValue == nil else { return "write \(expected)" }
    return "write \(expected) for '\(key.stringValue)'; it cannot be null or left out"
  }

  /// `null` for an optional `key` that takes a `type`: a value the key does not take (null is
  /// not "absent", which only leaving the key out says).
  package func null(
    for key: String, _ type: Any.Type, at node: JSONNode, path: [any CodingKey]
  ) -> CatalogError {
    null(for: key, expected: DecodingSession.expectation(of: type), at: node, path: path)
  }

  /// `null` for an optional `key` whose value is written as `expected` (`an object`).
  package func null(
    for key: String, expected: String, at node: JSONNode, path: [any CodingKey]
  ) -> CatalogError {
    CatalogError(
      .typeMismatch, file: file, path: ConfigDecoder.render(path), line: node.line,
      column: node.column, message: "expected \(expected), found null",
      suggestion: "write \(expected), or leave '\(key)' out")
  }

  /// A value of the right type that is not allowed.
  package func invalid(
    _ message: String, at node: JSONNode, path: [any CodingKey], suggestion: String? = nil
  ) -> CatalogError {
    CatalogError(
      .invalidValue, file: file, path: ConfigDecoder.render(path), line: node.line,
      column: node.column, message: message, suggestion: suggestion)
  }

  /// A key that the type asked for and the object does not have; `type` is what its value
  /// should be, when the caller knows.
  package func missingKey(
    _ key: String, in node: JSONNode, usage: KeyUsage, expecting type: Any.Type? = nil
  ) -> CatalogError {
    // A missing key is often a misspelled one: point at the likely culprit.
    let unasked = usage.object.members.filter { !usage.isKnown($0.key) }
    let misspelled = suggestion(for: key, among: unasked.map(\.key))
    let hint =
      misspelled.flatMap { candidate in
        usage.object.member(forKey: candidate).map {
          "is '\(candidate)' (line \($0.keyLine)) a misspelling of '\(key)'?"
        }
      }
      ?? type.map { "add \"\(key)\" with \(DecodingSession.expectation(of: $0))" }
    return CatalogError(
      .missingKey, file: file, path: ConfigDecoder.render(usage.path), line: node.line,
      column: node.column, message: "missing key '\(key)'", suggestion: hint)
  }

  /// Throws for the first key, in document order, that no type asked for.
  package func checkUnknownKeys(in scope: DecodingScope) throws(CatalogError) {
    if let first = unknownKeyErrors(in: scope).first { throw first.error }
  }

  /// An error for every key that no type asked for, in document order, with the path of the
  /// object it is in.
  package func unknownKeyErrors(in scope: DecodingScope)
    -> [(error: CatalogError, object: [any CodingKey])]
  {
    var found: [(usage: KeyUsage, member: JSONObject.Member)] = []
    for usage in scope.usages {
      for member in usage.unknownMembers { found.append((usage, member)) }
    }
    found.sort {
      ($0.member.keyLine, $0.member.keyColumn) < ($1.member.keyLine, $1.member.keyColumn)
    }
    return found.map { usage, member in
      let known = usage.knownKeys
      let hint: String
      if let close = suggestion(for: member.key, among: known) {
        hint = "did you mean '\(close)'?"
      } else if known.isEmpty {
        hint = "no keys are expected here"
      } else {
        hint = "known keys: " + known.map { "'\($0)'" }.joined(separator: ", ")
      }
      let error = CatalogError(
        .unknownKey, file: file,
        path: ConfigDecoder.render(usage.path + [ConfigCodingKey(member.key)]),
        line: member.keyLine, column: member.keyColumn, message: "unknown key '\(member.key)'",
        suggestion: hint)
      return (error, usage.path)
    }
  }
}
