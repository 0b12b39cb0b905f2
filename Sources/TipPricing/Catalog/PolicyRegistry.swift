import TipJSON

/// The policy kinds a catalog can load: kind names mapped to the types that decode them.
///
/// A registry is a value, not a global: start from ``standard`` and add your own kinds with
/// ``registering(_:)``, then pass the result to ``PolicyCatalog``. Two catalogs may use different
/// registries, and tests that register kinds run in parallel.
///
/// ```swift
/// let registry = PolicyRegistry.standard.registering(HappyHourPolicy.self)
/// let catalog = try PolicyCatalog(files: ["bar.json"], registry: registry)
/// ```
public struct PolicyRegistry: Sendable {
  struct Kind: Sendable {
    var name: String
    var summary: String
    var decode:
      @Sendable (ConfigDecoder, JSONNode, [any CodingKey]) throws(CatalogError) -> any TipPolicy
  }

  var kinds: [String: Kind] = [:]

  /// A registry with no kinds at all.
  public init() {}

  /// The built-in kinds: `percent`, `fixed`, `round-up`, `region`, `smart`, `rules` and `cap`.
  public static let standard = PolicyRegistry()
    .registering(PercentPolicy.self)
    .registering(FixedPolicy.self)
    .registering(RoundUpPolicy.self)
    .registering(RegionPolicy.self)
    .registering(SmartPolicy.self)
    .registering(RulesPolicy.self)
    .registering(CapPolicy.self)

  /// Adds a kind under `P.kind`. A kind registered under a name the registry already has
  /// replaces the earlier one, so a host can substitute its own version of a built-in kind.
  public mutating func register<P: ConfigurablePolicy>(_ type: P.Type) {
    kinds[P.kind] = Kind(name: P.kind, summary: P.kindSummary) {
      decoder, node, path throws(CatalogError) in
      try decoder.decode(
        P.self, from: node, codingPath: path, ignoringKeys: PolicyCatalog.entryKeys)
    }
  }

  /// A copy of this registry with `type` added; see ``register(_:)``.
  public func registering<P: ConfigurablePolicy>(_ type: P.Type) -> PolicyRegistry {
    var copy = self
    copy.register(type)
    return copy
  }

  /// The registered kind names, sorted.
  public var kindNames: [String] { kinds.keys.sorted() }

  /// The one-line summary of a registered kind, or `nil` for an unknown name.
  public func summary(ofKind name: String) -> String? { kinds[name]?.summary }
}
