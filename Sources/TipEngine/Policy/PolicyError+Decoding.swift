extension PolicyError {
  /// Runs one of a policy kind's rules on settings decoded from `container`, so that a decoder
  /// applies exactly the rule that the kind's initialiser applies.
  ///
  /// - Throws: a `DecodingError` at the setting's key that carries this error: a catalog reports
  ///   it at the key's line in the error's own words, any other decoder shows ``description``.
  static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(PolicyError) -> Void
  ) throws {
    do {
      try rule()
    } catch {
      var path = container.codingPath
      if case .invalidSetting(_, let setting, _, _) = error, let key = Key(stringValue: setting) {
        path.append(key)
      }
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: error.description, underlyingError: error))
    }
  }
}
