extension Percentage: Codable {
  /// Reads a rate in percent from a string such as `"12.5"`; catalog files also accept a JSON
  /// number, read exactly.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the rate in percent as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(percent.description)
  }
}
