import TipJSON

extension Currency: ConfigStringDecodable {
  /// What a currency is written as in a catalog.
  package static var catalogExpectation: String { "an ISO 4217 currency code such as \"USD\"" }

  /// Looks up an ISO 4217 code, as ``init(code:)`` does.
  package init(configString: String) throws(MoneyError) {
    try self.init(code: configString)
  }
}
