/// A JSON value read from a catalog, with the position of its first character.
///
/// Numbers keep their exact source text: amounts such as `18.50` must never pass through
/// `Double`. Lines and columns are 1-based; columns count Unicode scalars, so a `€` earlier on
/// the line counts as one column, as an editor shows it.
package struct JSONNode: Sendable {
  /// The kinds of JSON value.
  package enum Value: Sendable {
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
  package var value: Value
  /// The 1-based line of the value's first character.
  package var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  package var column: Int
}

extension JSONNode {
  /// The value as an error message names it: `null`, `true`, `the number 18`,
  /// `the string "abc"`, `an array` or `an object`.
  package var foundDescription: String {
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
