/// A JSON object: members in document order, with lookup by key.
///
/// Keys are unique: the reader rejects duplicates instead of silently keeping one of them.
package struct JSONObject: Sendable {
  /// One `"key": value` pair, with where the key was written.
  package struct Member: Sendable {
    /// The key, escapes resolved.
    package var key: String
    /// The 1-based line of the key's opening quote.
    package var keyLine: Int
    /// The 1-based column of the key's opening quote.
    package var keyColumn: Int
    /// The member's value.
    package var value: JSONNode
  }

  /// The members in document order.
  package private(set) var members: [Member] = []
  private var indexByKey: [String: Int] = [:]

  /// Creates an object from members; a repeated key keeps its first member.
  package init(_ members: [Member] = []) {
    for member in members { append(member) }
  }

  /// The keys in document order.
  package var keys: [String] { members.map(\.key) }

  /// The number of members.
  package var count: Int { members.count }

  /// The value for `key`, or `nil` when the object has no such key.
  package subscript(key: String) -> JSONNode? {
    indexByKey[key].map { members[$0].value }
  }

  /// The member for `key`, with its position, or `nil` when the object has no such key.
  package func member(forKey key: String) -> Member? {
    indexByKey[key].map { members[$0] }
  }

  /// Appends `member` unless its key is taken; then returns the member that holds the key.
  @discardableResult
  package mutating func append(_ member: Member) -> Member? {
    if let existing = indexByKey[member.key] { return members[existing] }
    indexByKey[member.key] = members.count
    members.append(member)
    return nil
  }
}
