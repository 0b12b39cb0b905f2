extension Percentage: Codable {
  /// Reads a rate in percent from a string such as `"12.5"`; catalog files also accept a JSON
  /// number, read exactly.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText { text throws(MoneyError) in
      try Percentage(text)
    }
  }

  /// Writes the rate in percent as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(percent.description)
  }
}
