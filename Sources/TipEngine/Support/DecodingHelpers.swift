extension SingleValueDecodingContainer {
  /// A string read with `parse`; its error becomes a decoding error at this value, in the
  /// parser's own words.
  func decodeText<Value, Failure: Error & CustomStringConvertible>(
    _ parse: (String) throws(Failure) -> Value
  ) throws -> Value {
    let text = try decode(String.self)
    do {
      return try parse(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: self, debugDescription: error.description)
    }
  }
}

extension PolicyError {
  /// The value `make` builds from settings decoded from `container`, with ``checking(in:_:)``'s
  /// error reporting when one of its rules refuses them.
  static func checked<Key: CodingKey, Value>(
    in container: KeyedDecodingContainer<Key>, _ make: () throws(PolicyError) -> Value
  ) throws -> Value {
    var value: Value?
    try checking(in: container) { () throws(PolicyError) in value = try make() }
    guard let value else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: container.codingPath, debugDescription: "no value was built"))
    }
    return value
  }
}
