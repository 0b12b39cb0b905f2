import TipJSON
import TipPricing

extension PolicyCatalog {
  /// The top-level key of a catalog file that holds its tip pools.
  enum PoolSectionKey {
    /// `pools`: an object from pool names to pools.
    static let pools = "pools"
  }

  /// What one file's `pools` section holds, and its errors.
  struct PoolSections {
    /// The pools, in file order.
    var pools: [TipPool] = []
    /// Every problem found, in file order.
    var errors: [CatalogError] = []
  }

  /// Reads the `pools` section of a file's root object, reporting every problem rather than
  /// stopping at the first.
  static func readPoolSections(of object: JSONObject, file: String) -> PoolSections {
    var sections = PoolSections()
    let key = PoolSectionKey.pools
    guard
      let members = sectionMembers(
        of: object, key: key, file: file,
        expected: "an object of pool names and pools, such as {\"house\": {\"tipOuts\": [ … ]}}",
        errors: &sections.errors)
    else { return sections }
    let decoder = ConfigDecoder(file: file)
    for member in members {
      let path = "\(key).\(member.key)"
      if member.key.isEmpty || member.key.contains(where: { $0.isWhitespace || $0.isNewline }) {
        sections.errors.append(
          CatalogError(
            .invalidValue, file: file, path: path, line: member.keyLine, column: member.keyColumn,
            message: "pool name '\(member.key)' is empty or contains white space",
            suggestion: "use letters, digits and '-', such as 'front-of-house'"))
        continue
      }
      do {
        var pool = try decoder.decode(
          TipPool.self, from: member.value,
          codingPath: [ConfigCodingKey(key), ConfigCodingKey(member.key)])
        pool.name = member.key
        for index in pool.tipOuts.indices where pool.tipOuts[index].name.isEmpty {
          pool.tipOuts[index].name = "tip-out \(index + 1)"
        }
        sections.pools.append(pool)
      } catch {
        sections.errors.append(error)
      }
    }
    return sections
  }

  /// The name of the source that defined the pool called `name` (the last one, when several
  /// did), or `nil` when no source defines it.
  public func source(ofPool name: String) -> String? {
    section(PoolCatalogSection.self).sources[name]
  }

  /// The pool called `name`.
  ///
  /// - Throws: ``CatalogError`` of kind ``CatalogError/Kind/unknownPolicy`` with the closest
  ///   name and the list of pools.
  public func pool(named name: String) throws(CatalogError) -> TipPool {
    guard let pool = pools.first(where: { $0.name == name }) else {
      let names = pools.map(\.name)
      let list =
        names.isEmpty
        ? "the catalog defines no pools" : "known pools: " + names.joined(separator: ", ")
      throw CatalogError(
        .unknownPolicy, message: "no pool named '\(name)'",
        suggestion: suggestion(for: name, among: names).map { "did you mean '\($0)'? \(list)" }
          ?? list)
    }
    return pool
  }
}
