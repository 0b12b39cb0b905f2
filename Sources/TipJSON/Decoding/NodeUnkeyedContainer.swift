/// The unkeyed container over a JSON array, with each element's index in the coding path.
package struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
  package let node: JSONNode
  package let elements: [JSONNode]
  package let codingPath: [any CodingKey]
  package let session: DecodingSession
  package let scope: DecodingScope
  package private(set) var currentIndex = 0

  package init(
    node: JSONNode, elements: [JSONNode], codingPath: [any CodingKey], session: DecodingSession,
    scope: DecodingScope
  ) {
    self.node = node
    self.elements = elements
    self.codingPath = codingPath
    self.session = session
    self.scope = scope
  }

  package var count: Int? { elements.count }
  package var isAtEnd: Bool { currentIndex >= elements.count }

  /// Decodes the current element with `body`, moving on only when that succeeds (as
  /// `JSONDecoder` does, so that callers may retry an element as another type).
  private mutating func next<V>(_ body: (JSONNode, [any CodingKey]) throws -> V) throws -> V {
    guard !isAtEnd else { throw pastEnd() }
    let value = try body(
      elements[currentIndex], codingPath + [ConfigCodingKey(index: currentIndex)])
    currentIndex += 1
    return value
  }

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    try next { [session] in try session.integer(type, $0, at: $1) }
  }

  private func pastEnd() -> CatalogError {
    session.invalid(
      "expected at least \(currentIndex + 1) elements, found \(elements.count)", at: node,
      path: codingPath)
  }

  package mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { throw pastEnd() }
    guard case .null = elements[currentIndex].value else { return false }
    currentIndex += 1
    return true
  }

  package mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next { [session] in try session.bool($0, at: $1) }
  }

  package mutating func decode(_ type: String.Type) throws -> String {
    try next { [session] in try session.string($0, at: $1) }
  }

  package mutating func decode(_ type: Double.Type) throws -> Double {
    try next { [session] in try session.floatingPoint(type, $0, at: $1) }
  }

  package mutating func decode(_ type: Float.Type) throws -> Float {
    try next { [session] in try session.floatingPoint(type, $0, at: $1) }
  }

  package mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  package mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  package mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  package mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  package mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  package mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  package mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  package mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  package mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  package mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  package mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { [session] in try session.decode(type, from: $0, at: $1) }
  }

  package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next { [session, scope] in
      try session.keyedContainer(keyedBy: type, for: $0, at: $1, scope: scope)
    }
  }

  package mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { [session, scope] in try session.unkeyedContainer(for: $0, at: $1, scope: scope) }
  }

  package mutating func superDecoder() throws -> any Decoder {
    try next { [session, scope] in
      NodeDecoder(node: $0, codingPath: $1, session: session, scope: scope)
    }
  }
}
