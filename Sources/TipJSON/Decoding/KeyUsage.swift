/// The keys of one JSON object that decoding asked for, to find the ones nobody wanted.
package final class KeyUsage {
  package let object: JSONObject
  package let path: [any CodingKey]
  /// Keys the caller handles (the root's `ignoringKeys`).
  package let alsoKnown: Set<String>
  /// Asked-for keys in the order asked, for deterministic suggestions.
  package private(set) var asked: [String] = []
  private var askedSet: Set<String> = []
  /// Set when another type decoded the whole object and checked its keys itself.
  package var isDelegated = false

  package init(object: JSONObject, path: [any CodingKey], alsoKnown: Set<String>) {
    self.object = object
    self.path = path
    self.alsoKnown = alsoKnown
  }

  /// Keys the type asked about with `contains` before reading: keys it may go without, whose
  /// `null` is refused with the choice to leave the key out.
  private var probed: Set<String> = []

  package func ask(_ key: String) {
    if askedSet.insert(key).inserted { asked.append(key) }
  }

  /// Notes that the type asked whether the object has `key`.
  package func probe(_ key: String) {
    ask(key)
    probed.insert(key)
  }

  /// Whether the type asked whether the object has `key`, as it does for a key it may go without.
  package func isProbed(_ key: String) -> Bool { probed.contains(key) }

  package func isKnown(_ key: String) -> Bool {
    key.hasPrefix("$") || askedSet.contains(key) || alsoKnown.contains(key)
  }

  /// The members, in document order, whose keys nobody asked for.
  package var unknownMembers: [JSONObject.Member] {
    isDelegated ? [] : object.members.filter { !isKnown($0.key) }
  }

  /// The keys that count as known, asked-for ones first.
  package var knownKeys: [String] {
    asked + alsoKnown.sorted().filter { !askedSet.contains($0) }
  }
}

/// The objects one `init(from:)` call reads: its own and those of nested containers.
package final class DecodingScope {
  package private(set) var usages: [KeyUsage] = []
  private var usageByPath: [String: KeyUsage] = [:]

  package func usage(of object: JSONObject, at path: [any CodingKey], session: DecodingSession)
    -> KeyUsage
  {
    let key = ConfigDecoder.render(path)
    if let existing = usageByPath[key] { return existing }
    let isRoot = path.count == session.rootPath.count
    let usage = KeyUsage(object: object, path: path, alsoKnown: isRoot ? session.ignoringKeys : [])
    usages.append(usage)
    usageByPath[key] = usage
    return usage
  }
}
