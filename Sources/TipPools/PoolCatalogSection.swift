import TipJSON
import TipPricing

/// The `pools` section of a catalog: a later file's pool replaces an earlier one of the same
/// name.
package struct PoolCatalogSection: CatalogSection {
  package static let keys = [PolicyCatalog.PoolSectionKey.pools]

  /// The pools, in the order the files define them.
  package private(set) var pools: [TipPool] = []
  /// The file that defined each pool, by name.
  package private(set) var sources: [String: String] = [:]

  package init() {}

  package mutating func read(_ object: JSONObject, file: String, errors: inout [CatalogError]) {
    let section = PolicyCatalog.readPoolSections(of: object, file: file)
    for pool in section.pools {
      if let index = pools.firstIndex(where: { $0.name == pool.name }) {
        pools[index] = pool
      } else {
        pools.append(pool)
      }
      sources[pool.name] = file
    }
    errors += section.errors
  }
}

extension PolicyCatalog {
  /// The tip pools of every source, in the order the sources define them; a later source's pool
  /// replaces an earlier one of the same name. ``pool(named:)`` looks one up.
  public var pools: [TipPool] { section(PoolCatalogSection.self).pools }
}
