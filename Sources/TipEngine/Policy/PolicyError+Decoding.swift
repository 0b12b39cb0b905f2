extension PolicyError {
  /// Runs one of a policy kind's rules on settings decoded from `container`, so that a decoder
  /// applies exactly the rule that the kind's initialiser applies.
  ///
  /// - Throws: a `DecodingError` at the setting's key that carries this error: a catalog reports
  ///   it at the key's line in the error's own words, any other decoder shows ``description``.
  ///   A catalog's decoder records it instead and lets the kind read its other keys, so that
  ///   every independent mistake is reported in one run.
  static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(PolicyError) -> Void
  ) throws {
    try checking(in: container, readsOn: true, rule)
  }

  /// Runs a rule that builds a value the kind goes on to use (`recipients = try …`): like
  /// ``checking(in:_:)``, but a catalog's decoder stops at its error, since whatever the kind
  /// checked after it would be about a value that was never built.
  static func building<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(PolicyError) -> Void
  ) throws {
    try checking(in: container, readsOn: false, rule)
  }

  private static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, readsOn: Bool,
    _ rule: () throws(PolicyError) -> Void
  ) throws {
    do {
      try rule()
    } catch {
      var path = container.codingPath
      if case .invalidSetting(_, let setting, _, _) = error, let key = Key(stringValue: setting) {
        path.append(key)
      }
      let located = DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: error.description, underlyingError: error))
      // A catalog's decoder reports it and reads on: the settings are of the right type.
      if let collector = DecodingErrorCollector.current {
        if readsOn {
          collector.record(located, at: path)
          return
        }
        // Stops here; reported unless it follows from an error already found in this object.
        _ = collector.recordUnbuilt(in: container.codingPath)
      }
      throw located
    }
  }
}
