extension DecimalValue: Codable {
  /// Reads an exact decimal from a string such as `"12.50"`; catalog files also accept a JSON
  /// number, read from its text, never through `Double`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try DecimalValue(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the value as a string, so no reader turns it into a binary fraction.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
