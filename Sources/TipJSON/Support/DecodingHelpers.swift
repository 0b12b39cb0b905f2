extension SingleValueDecodingContainer {
  /// A string read with `parse`; its error becomes a decoding error at this value, in the
  /// parser's own words.
  package func decodeText<Value, Failure: Error & CustomStringConvertible>(
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
