extension JSONNode {
  /// Whether the node is a JSON string.
  package var isString: Bool {
    if case .string = value { return true }
    return false
  }

  /// The value of `key` when the node is an object that has it.
  package func member(_ key: String) -> JSONNode? {
    guard case .object(let object) = value else { return nil }
    return object[key]
  }

  /// The node reached by following `path` (object keys and array indices) from this one, or the
  /// deepest node that exists on the way.
  package func descendant(at path: some Sequence<any CodingKey>) -> JSONNode? {
    var node = self
    for key in path {
      switch node.value {
      case .object(let object):
        guard let next = object[key.stringValue] else { return node }
        node = next
      case .array(let items):
        guard let index = key.intValue, items.indices.contains(index) else { return node }
        node = items[index]
      default:
        return node
      }
    }
    return node
  }
}
