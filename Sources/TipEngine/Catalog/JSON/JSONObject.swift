/// A JSON object: members in document order, with lookup by key.
///
/// Keys are unique: the reader rejects duplicates instead of silently keeping one of them.
struct JSONObject: Sendable {
  /// One `"key": value` pair, with where the key was written.
  struct Member: Sendable {
    /// The key, escapes resolved.
    var key: String
    /// The 1-based line of the key's opening quote.
    var keyLine: Int
    /// The 1-based column of the key's opening quote.
    var keyColumn: Int
    /// The member's value.
    var value: JSONNode
  }

  /// The members in document order.
  private(set) var members: [Member] = []
  private var indexByKey: [String: Int] = [:]

  /// Creates an object from members; a repeated key keeps its first member.
  init(_ members: [Member] = []) {
    for member in members { append(member) }
  }

  /// The keys in document order.
  var keys: [String] { members.map(\.key) }

  /// The number of members.
  var count: Int { members.count }

  /// The value for `key`, or `nil` when the object has no such key.
  subscript(key: String) -> JSONNode? {
    indexByKey[key].map { members[$0].value }
  }

  /// The member for `key`, with its position, or `nil` when the object has no such key.
  func member(forKey key: String) -> Member? {
    indexByKey[key].map { members[$0] }
  }

  /// Appends `member` unless its key is taken; then returns the member that holds the key.
  @discardableResult
  mutating func append(_ member: Member) -> Member? {
    if let existing = indexByKey[member.key] { return members[existing] }
    indexByKey[member.key] = members.count
    members.append(member)
    return nil
  }
}
