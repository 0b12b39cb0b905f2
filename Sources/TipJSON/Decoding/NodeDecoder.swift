/// The `Decoder` a decoded type's `init(from:)` receives: one node of the tree, where it is, and
/// the session that turns its values into Swift values.
package struct NodeDecoder: Decoder {
  package let node: JSONNode
  package let codingPath: [any CodingKey]
  package let session: DecodingSession
  package let scope: DecodingScope

  package var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

  package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<
    Key
  > {
    try session.keyedContainer(keyedBy: type, for: node, at: codingPath, scope: scope)
  }

  package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try session.unkeyedContainer(for: node, at: codingPath, scope: scope)
  }

  package func singleValueContainer() throws -> any SingleValueDecodingContainer {
    NodeSingleValueContainer(node: node, codingPath: codingPath, session: session, scope: scope)
  }
}

/// The single-value container over one node: a type that decodes through it (a wrapper) checks
/// the keys of the object itself.
package struct NodeSingleValueContainer: SingleValueDecodingContainer {
  package let node: JSONNode
  package let codingPath: [any CodingKey]
  package let session: DecodingSession
  package let scope: DecodingScope

  private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try session.integer(type, node, at: codingPath)
  }

  package func decodeNil() -> Bool {
    guard case .null = node.value else { return false }
    return true
  }

  package func decode(_ type: Bool.Type) throws -> Bool { try session.bool(node, at: codingPath) }
  package func decode(_ type: String.Type) throws -> String {
    try session.string(node, at: codingPath)
  }

  package func decode(_ type: Double.Type) throws -> Double {
    try session.floatingPoint(type, node, at: codingPath)
  }

  package func decode(_ type: Float.Type) throws -> Float {
    try session.floatingPoint(type, node, at: codingPath)
  }

  package func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  package func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  package func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  package func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  package func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  package func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  package func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  package func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  package func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  package func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  package func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let value = try session.decode(type, from: node, at: codingPath)
    // `T` checked the object's keys; the type that delegated to it must not check them again.
    if case .object(let object) = node.value {
      scope.usage(of: object, at: codingPath, session: session).isDelegated = true
    }
    return value
  }
}
