import TipJSON

/// Named tipping policies loaded from JSON catalog files, ready to look up by name, with the
/// service charges and cash rounding that the catalog adds to bills.
///
/// A catalog is built from one or more sources in order: the ``CatalogSource/builtIn`` catalog
/// (unless left out), then the user's files. A later source may add names or override earlier
/// ones; ``overrides`` says which. Every reference between policies is resolved at load, so a
/// loaded catalog cannot fail on an unknown name or a cycle later.
///
/// ```swift
/// let catalog = try PolicyCatalog.builtIn()
/// let policy = try catalog.policy(named: "regional")
/// let bill = Bill(subtotal: try Money("84.50", currency: .usd), region: try Region("US"))
/// let quote = try policy.quote(for: bill, splitting: .evenly(people: 3))
/// ```
public struct PolicyCatalog: Sendable {
  /// One named policy of a catalog.
  public struct Entry: Sendable {
    /// The policy's name.
    public var name: String
    /// Its kind, such as `percent`.
    public var kind: String
    /// The `description` from the file, or the policy's own summary.
    public var description: String
    /// The resolved policy.
    public var policy: any TipPolicy
    /// The source that defined it.
    public var source: String
  }

  /// A name that a later source defined again, replacing the earlier definition.
  public struct Override: Sendable, Hashable {
    /// The policy name.
    public var name: String
    /// The source whose definition now applies.
    public var source: String
    /// The source whose definition was replaced.
    public var replacedSource: String
  }

  /// Bounds that keep loading fast and safe on any input.
  public enum Limits {
    /// The largest catalog file, in bytes (1 MiB): a file past it is refused before it is read
    /// (``CatalogSource/file(_:)``), and a source built in memory when the catalog is loaded.
    public static let maximumFileSize = 1 << 20
    /// The most policies in one catalog file; the built-in catalog and the other files do not
    /// count toward it.
    public static let maximumPolicyCount = 10_000
    /// The longest chain of references (a round-up of a smart of a percent is 3).
    public static let maximumReferenceDepth = 16
    /// The deepest nesting of JSON arrays and objects.
    public static let maximumJSONDepth = 64
  }

  /// The newest catalog format version this library reads.
  public static let formatVersion = 1

  /// The keys of a policy object that the catalog itself reads.
  static let entryKeys: Set<String> = ["name", "kind", "description"]

  var entries: [String: Entry]
  /// Every policy name, in the order the sources define them.
  public let names: [String]
  /// The name of the catalog's default policy, if a source names one.
  public let defaultPolicyName: String?
  /// Names that a later source redefined.
  public let overrides: [Override]
  /// The names of the sources, in load order.
  public let sources: [String]
  /// The service charges and the cash rounding of every source: a later source's charge
  /// replaces an earlier one of the same name, and its rule for a region an earlier rule for it.
  /// ``quote(for:policy:splitting:)-(Bill,_,_)`` applies them.
  public let charges: CatalogCharges
  /// The file that defined each of ``charges``' service charges, by name, for messages.
  package let serviceChargeSources: [String: String]
  /// The other sections of the catalog's files (screens, pools …), by type: see
  /// ``CatalogSection``.
  var sections: [ObjectIdentifier: any CatalogSection] = [:]

  /// The policy called `name`.
  ///
  /// - Throws: ``CatalogError`` of kind ``CatalogError/Kind/unknownPolicy`` with the closest name
  ///   and the list of names.
  public func policy(named name: String) throws(CatalogError) -> any TipPolicy {
    try entry(named: name).policy
  }

  /// The entry called `name`, with its kind, description and source.
  ///
  /// - Throws: ``CatalogError`` of kind ``CatalogError/Kind/unknownPolicy``.
  public func entry(named name: String) throws(CatalogError) -> Entry {
    guard let entry = entries[name] else {
      throw CatalogError(
        .unknownPolicy, message: "no policy named '\(name)'",
        suggestion: PolicyCatalog.nameSuggestion(name, among: names))
    }
    return entry
  }

  /// Whether the catalog defines `name`.
  public func contains(_ name: String) -> Bool { entries[name] != nil }

  /// The default policy, if the catalog names one.
  public var defaultPolicy: (any TipPolicy)? {
    defaultPolicyName.flatMap { entries[$0]?.policy }
  }

  /// What to suggest for an unknown policy name: the known ones, or that there are none.
  static func nameSuggestion(_ name: String, among names: [String]) -> String {
    TipJSON.nameSuggestion(
      name, among: names, noun: "policies", empty: "the catalog defines no policies")
  }
}
