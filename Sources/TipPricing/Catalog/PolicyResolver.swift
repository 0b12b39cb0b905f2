import TipJSON

/// Turns the policy definitions of a catalog into policies, resolving names on the way.
///
/// Used only while a catalog loads, on one thread. A ``PolicyReference`` being decoded finds the
/// resolver in the decoder's `userInfo` and asks it for the named policy, which is decoded on
/// demand (once), so references are checked at load and cycles are found with their path.
final class PolicyResolver {
  /// The `userInfo` key under which the resolver is passed to decoders.
  static let userInfoKey = CodingUserInfoKey(rawValue: "TipEngine.PolicyResolver")!

  /// One `{"name": …, "kind": …}` object of a catalog file.
  struct Definition {
    var name: String
    var kind: String
    var description: String?
    var node: JSONNode
    var file: String?
    /// `policies[3]`, as coding keys.
    var codingPath: [any CodingKey]
  }

  let registry: PolicyRegistry
  let definitions: [String: Definition]
  private(set) var resolved: [String: any TipPolicy] = [:]
  private(set) var failures: [String: CatalogError] = [:]
  /// The names being decoded, outermost first.
  private var stack: [String] = []
  /// For each resolved policy, its longest chain of references, itself first.
  private var chains: [String: [String]] = [:]
  /// For each policy being decoded but the innermost, where it refers to the next one.
  private var referencePaths: [[any CodingKey]] = []
  /// For each policy being decoded, the longest chain among the references it made so far.
  private var deepestChild: [[String]] = []

  init(registry: PolicyRegistry, definitions: [String: Definition]) {
    self.registry = registry
    self.definitions = definitions
  }

  /// The policy defined under `name`, decoding it if need be.
  func policy(named name: String) throws(CatalogError) -> any TipPolicy {
    if let policy = resolved[name] { return policy }
    if let failure = failures[name] { throw failure }
    guard let definition = definitions[name] else {
      throw CatalogError(.unknownPolicy, message: "no policy named '\(name)'")
    }
    guard let kind = registry.kinds[definition.kind] else {
      let location = definition.node.member("kind") ?? definition.node
      let failure = CatalogError(
        .unknownKind, file: definition.file,
        path: ConfigDecoder.render(definition.codingPath + [ConfigCodingKey("kind")]),
        line: location.line, column: location.column,
        message: "unknown policy kind '\(definition.kind)'",
        suggestion: PolicyResolver.kindSuggestion(definition.kind, registry: registry))
      failures[name] = failure
      throw failure
    }
    stack.append(name)
    deepestChild.append([])
    defer {
      stack.removeLast()
      deepestChild.removeLast()
    }
    var decoder = ConfigDecoder(file: definition.file)
    decoder.userInfo[PolicyResolver.userInfoKey] = self
    do {
      let policy = try kind.decode(decoder, definition.node, definition.codingPath)
      resolved[name] = policy
      chains[name] = [name] + (deepestChild.last ?? [])
      return policy
    } catch {
      failures[name] = error
      throw error
    }
  }

  /// Resolves a reference met while decoding the policy on top of the stack.
  func resolve(_ name: String, referencedFrom codingPath: [any CodingKey]) throws(CatalogError)
    -> any TipPolicy
  {
    guard let current = stack.last.flatMap({ definitions[$0] }) else {
      return try policy(named: name)
    }
    func failure(
      _ kind: CatalogError.Kind, _ message: String, _ suggestion: String? = nil,
      at place: (definition: Definition, codingPath: [any CodingKey])? = nil
    ) -> CatalogError {
      let (definition, path) = place ?? (current, codingPath)
      let node = definition.node.descendant(
        at: Array(path.dropFirst(definition.codingPath.count)))
      return CatalogError(
        kind, file: definition.file, path: ConfigDecoder.render(path),
        line: node?.line, column: node?.column, message: message, suggestion: suggestion)
    }
    if let start = stack.firstIndex(of: name) {
      // Each policy of the cycle and where it refers to the next; the innermost refers here.
      let links = stack.indices[start...].map { index in
        (
          name: stack[index],
          path: index < referencePaths.count ? referencePaths[index] : codingPath
        )
      }
      // A file over the built-in catalog closes a cycle through it with a policy of its own:
      // the reference to correct is that file's, not the built-in one the search ended at.
      // That file's policy then starts the cycle as written.
      let builtIn = CatalogSource.builtIn.name
      var place: (definition: Definition, codingPath: [any CodingKey])?
      var names = links.map(\.name)
      if current.file == builtIn,
        let own = links.firstIndex(where: { definitions[$0.name]?.file != builtIn }),
        let definition = definitions[links[own].name]
      {
        place = (definition, links[own].path)
        names = Array(names[own...] + names[..<own])
      }
      let cycle = (names + [names[0]]).joined(separator: " → ")
      throw failure(
        .referenceCycle, "reference cycle: \(cycle)",
        "make one of these policies refer to a policy outside the cycle", at: place)
    }
    let limit = PolicyCatalog.Limits.maximumReferenceDepth
    func tooDeep(_ chain: [String]) -> CatalogError {
      failure(
        .tooDeep,
        "references nest deeper than \(limit) levels: " + chain.joined(separator: " → "),
        "refer to an inner policy directly, or flatten the chain")
    }
    // Stop before decoding recursion itself gets deep.
    if stack.count >= limit { throw tooDeep(stack + [name]) }
    guard definitions[name] != nil else {
      throw failure(
        .unknownPolicy, "no policy named '\(name)'",
        PolicyCatalog.nameSuggestion(name, among: definitions.keys.sorted()))
    }
    referencePaths.append(codingPath)
    defer { referencePaths.removeLast() }
    let referenced = try policy(named: name)
    // A policy resolved earlier hides its depth from the stack: use its recorded chain.
    let chain = chains[name] ?? [name]
    if chain.count + 1 > limit { throw tooDeep([current.name] + chain) }
    if chain.count > (deepestChild.last?.count ?? 0) {
      deepestChild[deepestChild.count - 1] = chain
    }
    return referenced
  }

  static func kindSuggestion(_ kind: String, registry: PolicyRegistry) -> String {
    let known = registry.kindNames
    if let near = suggestion(for: kind, among: known) {
      return "did you mean '\(near)'? Known kinds: \(known.joined(separator: ", "))"
    }
    return "known kinds: \(known.joined(separator: ", "))"
  }
}
