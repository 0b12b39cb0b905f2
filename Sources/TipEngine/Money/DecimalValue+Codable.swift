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

extension DecimalValue: ConfigScalarDecodable {
  init(configText: String, isJSONNumber: Bool) throws {
    self = try DecimalValue(configText)
  }
}

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

extension Percentage: ConfigScalarDecodable {
  init(configText: String, isJSONNumber: Bool) throws {
    try self.init(DecimalValue(configText))
  }
}
