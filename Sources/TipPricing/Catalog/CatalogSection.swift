import TipJSON

/// A top-level section of a catalog file besides its policies, such as `serviceCharges`,
/// `screens` or `pools`: how one file's section is read, how a later file's section layers over
/// an earlier one's, and what is checked once every policy is resolved.
///
/// Each section lives in the target that owns its values and offers its accessors on
/// ``PolicyCatalog`` there (`catalog.pools` in TipPools); the TipEngine module lists the sections
/// a catalog reads. The loader names none of them: it reads the envelope and the policies, and
/// hands each file's root object to every section in that list.
package protocol CatalogSection: Sendable {
  /// The top-level keys of a catalog file that the section reads.
  static var keys: [String] { get }

  /// The section of a catalog that no file has added to.
  init()

  /// Reads the section's keys of one file's root `object` over what earlier files gave, and
  /// appends the file's problems to `errors` in file order.
  mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError])

  /// Completes the section once every file is read and the policies are resolved (screens
  /// derived from the `regional` policy, say), appending any problems to `errors`.
  mutating func complete(with catalog: PolicyCatalog, errors: inout [CatalogError])
}

extension CatalogSection {
  /// Nothing to complete.
  package mutating func complete(with catalog: PolicyCatalog, errors: inout [CatalogError]) {}
}

extension PolicyCatalog {
  /// The section of type `type` as the catalog's files gave it; an empty one when the catalog
  /// was loaded without it.
  package func section<Section: CatalogSection>(_ type: Section.Type) -> Section {
    sections[ObjectIdentifier(type)] as? Section ?? Section()
  }
}

extension PolicyCatalog {
  /// The named members of the object at `key` of a file's root `object` (those whose name
  /// starts with `$` are comments), or `nil` when the key is absent or, with an error that
  /// says what was expected, not an object.
  ///
  /// - Parameters:
  ///   - expected: what the section holds, such as `an object of pool names and pools, such as
  ///     {"house": …}`.
  package static func sectionMembers(
    of object: JSONObject, key: String, file: String, expected: String,
    errors: inout [CatalogError]
  ) -> [JSONObject.Member]? {
    guard let node = object[key] else { return nil }
    guard case .object(let members) = node.value else {
      errors.append(
        CatalogError(
          .typeMismatch, file: file, path: key, at: node,
          "expected \(expected), found \(node.foundDescription)"))
      return nil
    }
    return members.members.filter { !$0.key.hasPrefix("$") }
  }
}
