extension Currency: ConfigStringDecodable {
  /// What a currency is written as in a catalog.
  static var catalogExpectation: String { "an ISO 4217 currency code such as \"USD\"" }

  /// Looks up an ISO 4217 code, as ``init(code:)`` does.
  init(configString: String) throws(MoneyError) {
    try self.init(code: configString)
  }
}
