import TipJSON

extension Percentage: ConfigScalarDecodable {
  /// Reads a rate in percent from a catalog's number or string, exactly (no `%` sign).
  package init(configText: String, isJSONNumber: Bool) throws(MoneyError) {
    try self.init(DecimalValue(configText))
  }
}
