import TipJSON

extension PolicyError {
  /// Runs one of a policy kind's rules on settings decoded from `container`, so that a decoder
  /// applies exactly the rule that the kind's initialiser applies.
  ///
  /// - Throws: a `DecodingError` at the setting's key that carries this error: a catalog reports
  ///   it at the key's line in the error's own words, any other decoder shows ``description``.
  ///   A catalog's decoder records it instead and lets the kind read its other keys, so that
  ///   every independent mistake is reported in one run.
  package static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(PolicyError) -> Void
  ) throws {
    try checking(in: container, readsOn: true, rule)
  }

  /// Runs a rule that builds a value the kind goes on to use (`recipients = try …`): like
  /// ``checking(in:_:)``, but a catalog's decoder stops at its error, since whatever the kind
  /// checked after it would be about a value that was never built.
  package static func building<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ rule: () throws(PolicyError) -> Void
  ) throws {
    try checking(in: container, readsOn: false, rule)
  }

  /// Runs a rule about one element of a list setting, as ``checking(in:_:)`` does: its error is
  /// reported at the element, `setting[index]`, such as `suggestions[0]`.
  package static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, element index: Int,
    _ rule: () throws(PolicyError) -> Void
  ) throws {
    try checking(in: container, readsOn: true, element: index, rule)
  }

  private static func checking<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, readsOn: Bool, element: Int? = nil,
    _ rule: () throws(PolicyError) -> Void
  ) throws {
    do {
      try rule()
    } catch {
      var path = container.codingPath
      if case .invalidSetting(_, let setting, _, _) = error, let key = Key(stringValue: setting) {
        path.append(key)
        if let element { path.append(ConfigCodingKey(index: element)) }
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
        if collector.recordUnbuilt(in: container.codingPath) { throw FollowingError(located) }
      }
      throw located
    }
  }
}

extension PolicyError {
  /// The value `make` builds from settings decoded from `container`, with ``checking(in:_:)``'s
  /// error reporting when one of its rules refuses them.
  ///
  /// A catalog's decoder records the rule's error (or drops it, when it follows from one already
  /// recorded, such as an amount that could not be read), then stops at a ``FollowingError``:
  /// there is no value, and nothing more to report about it.
  static func checked<Key: CodingKey, Value>(
    in container: KeyedDecodingContainer<Key>, _ make: () throws(PolicyError) -> Value
  ) throws -> Value {
    var value: Value?
    var refusal: PolicyError?
    try checking(in: container) { () throws(PolicyError) in
      do throws(PolicyError) {
        value = try make()
      } catch {
        refusal = error
        throw error
      }
    }
    guard let value else {
      let reason = refusal?.description ?? "the value could not be built"
      throw FollowingError(
        DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath, debugDescription: reason, underlyingError: refusal)))
    }
    return value
  }
}

extension PolicyError {
  /// What was wrong, without the kind's name: a setting's own problem, which a catalog shows at
  /// the setting and a pool after its own name; ``problem`` for the other cases.
  package var problemWithoutKind: String {
    settingProblem?.problem ?? problem
  }
}

extension PolicyError: DecodedValueError {
  /// The setting of ``invalidSetting(kind:setting:problem:expected:)`` and its problem, which a
  /// catalog reports at the setting's key.
  package var settingProblem: (setting: String, problem: String)? {
    guard case .invalidSetting(_, let setting, let problem, _) = self else { return nil }
    return (setting, problem)
  }
}
