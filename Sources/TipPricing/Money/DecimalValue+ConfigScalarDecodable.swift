import TipJSON

extension DecimalValue: ConfigScalarDecodable {
  /// Reads an amount from a catalog's number or string, exactly, with the rules of
  /// ``init(_:)-(StringProtocol)``.
  package init(configText: String, isJSONNumber: Bool) throws(MoneyError) {
    self = try DecimalValue(configText)
  }
}
