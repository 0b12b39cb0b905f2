/// The keyed container over a JSON object: every key it is asked for is recorded, so that the
/// keys nobody asked for can be reported as unknown.
package struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  package let node: JSONNode
  package let object: JSONObject
  package let codingPath: [any CodingKey]
  package let session: DecodingSession
  package let scope: DecodingScope
  package let usage: KeyUsage

  /// The keys `Key` accepts, in document order; listing a key counts as asking for it.
  ///
  /// `$` keys are left out: they annotate the file (`$schema`) and are not data.
  package var allKeys: [Key] {
    object.members.compactMap { member in
      guard !member.key.hasPrefix("$"), let key = Key(stringValue: member.key) else { return nil }
      usage.ask(member.key)
      return key
    }
  }

  package func contains(_ key: Key) -> Bool {
    usage.probe(key.stringValue)
    return object[key.stringValue] != nil
  }

  /// The value of `key`; a missing key is reported with what it should hold, `type`, when known.
  private func child(_ key: Key, expecting type: Any.Type? = nil) throws -> JSONNode {
    usage.ask(key.stringValue)
    guard let child = object[key.stringValue] else {
      throw session.missingKey(key.stringValue, in: node, usage: usage, expecting: type)
    }
    return child
  }

  private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

  /// The value of the required `key` read by `read`. A key the type first asked about with
  /// ``contains(_:)`` is one it may go without: its `null`, refused by `read`, is refused with
  /// the choice to leave the key out, as ``decodeIfPresent(_:forKey:)`` refuses it.
  private func required<T>(
    _ key: Key, _ type: Any.Type, _ read: (JSONNode) throws(CatalogError) -> T
  ) throws -> T {
    let node = try child(key, expecting: type)
    do throws(CatalogError) {
      return try read(node)
    } catch {
      guard case .null = node.value, usage.isProbed(key.stringValue),
        error.kind == .typeMismatch, error.path == ConfigDecoder.render(path(key))
      else { throw error }
      throw session.null(for: key.stringValue, type, at: node, path: path(key))
    }
  }

  private func integer<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I {
    try required(key, type) { node throws(CatalogError) in
      try session.integer(type, node, at: path(key))
    }
  }

  package func decodeNil(forKey key: Key) throws -> Bool {
    guard case .null = try child(key).value else { return false }
    return true
  }

  package func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try required(key, type) { node throws(CatalogError) in try session.bool(node, at: path(key)) }
  }

  package func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try required(key, type) { node throws(CatalogError) in try session.string(node, at: path(key)) }
  }

  package func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try session.floatingPoint(type, child(key, expecting: type), at: path(key))
  }

  package func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try session.floatingPoint(type, child(key, expecting: type), at: path(key))
  }

  package func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
  package func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
  package func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try integer(type, key)
  }
  package func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try integer(type, key)
  }
  package func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try integer(type, key)
  }
  package func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
  package func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try integer(type, key)
  }
  package func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try integer(type, key)
  }
  package func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try integer(type, key)
  }
  package func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try integer(type, key)
  }

  package func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try required(key, type) { node throws(CatalogError) in
      try session.decode(type, from: node, at: path(key))
    }
  }

  // An optional key whose value cannot be read is reported and treated as absent, so that the
  // type goes on to its other keys (see DecodingErrorCollector); the stock implementations would
  // stop at it. Every `decodeIfPresent` is written here, so that none reads `null` as absent
  // through the stock `contains` and `decodeNil`.

  package func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try optional(key, type) { node throws(CatalogError) in
      try session.decode(type, from: node, at: path(key))
    }
  }

  package func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try optional(key, type) { node throws(CatalogError) in try session.string(node, at: path(key)) }
  }

  package func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try optional(key, type) { node throws(CatalogError) in try session.bool(node, at: path(key)) }
  }

  package func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try optional(key, type) { node throws(CatalogError) in
      try session.floatingPoint(type, node, at: path(key))
    }
  }

  package func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try optional(key, type) { node throws(CatalogError) in
      try session.floatingPoint(type, node, at: path(key))
    }
  }

  package func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try optionalInteger(type, key)
  }
  package func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try optionalInteger(type, key)
  }

  private func optionalInteger<I: FixedWidthInteger>(_ type: I.Type, _ key: Key) throws -> I? {
    try optional(key, type) { node throws(CatalogError) in
      try session.integer(type, node, at: path(key))
    }
  }

  /// The value of `key` read by `read`, `nil` when the key is absent, or when reading fails
  /// while a ``DecodingErrorCollector`` of this session records the failure.
  ///
  /// `null` is not absent: it is refused as a value of the wrong type, with the two ways to
  /// write what was meant (a value of `type`, or no key). A type whose key may be `null` says
  /// so by asking ``decodeNil(forKey:)`` first.
  private func optional<T>(
    _ key: Key, _ type: T.Type, _ read: (JSONNode) throws(CatalogError) -> T
  ) throws(CatalogError) -> T? {
    usage.ask(key.stringValue)
    guard let child = object[key.stringValue] else { return nil }
    do throws(CatalogError) {
      if case .null = child.value {
        throw session.null(for: key.stringValue, type, at: child, path: path(key))
      }
      return try read(child)
    } catch {
      guard let collector = DecodingErrorCollector.current, collector.session === session else {
        throw error
      }
      collector.recordAbsent(error, in: codingPath)
      return nil
    }
  }

  package func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try required(key, [String: String].self) { node throws(CatalogError) in
      try session.keyedContainer(keyedBy: type, for: node, at: path(key), scope: scope)
    }
  }

  package func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try required(key, [String].self) { node throws(CatalogError) in
      try session.unkeyedContainer(for: node, at: path(key), scope: scope)
    }
  }

  package func superDecoder() throws -> any Decoder {
    superDecoder(for: ConfigCodingKey("super"))
  }

  package func superDecoder(forKey key: Key) throws -> any Decoder {
    superDecoder(for: key)
  }

  /// A decoder for the member `key`, or for `null` when it is absent (as `JSONDecoder` does);
  /// its objects' keys are checked with this container's.
  private func superDecoder(for key: any CodingKey) -> any Decoder {
    usage.ask(key.stringValue)
    let child =
      object[key.stringValue] ?? JSONNode(value: .null, line: node.line, column: node.column)
    return NodeDecoder(node: child, codingPath: codingPath + [key], session: session, scope: scope)
  }
}
