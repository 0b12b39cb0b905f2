extension PolicyCatalog {
  /// Loads a catalog from sources, in order.
  ///
  /// - Parameters:
  ///   - sources: the catalog texts; later ones add to or override earlier ones.
  ///   - registry: the policy kinds the sources may use.
  /// - Throws: the first ``CatalogError`` found; ``validate(_:registry:)`` gives all of them.
  public init(sources: [CatalogSource], registry: PolicyRegistry = .standard) throws(CatalogError) {
    let result = PolicyCatalog.load(
      sources, registry: registry, sections: CatalogSections.standard)
    if let first = result.errors.first { throw first }
    guard let catalog = result.catalog else {
      throw CatalogError(.invalidValue, message: "the catalog could not be loaded")
    }
    self = catalog
  }

  /// Loads the built-in catalog, then the files at `paths` over it.
  ///
  /// - Parameters:
  ///   - paths: catalog files; later ones add to or override earlier ones.
  ///   - includingBuiltIn: whether the built-in catalog comes first; `true` by default.
  ///   - registry: the policy kinds the files may use.
  /// - Throws: the first ``CatalogError`` found.
  public init(
    files paths: [String], includingBuiltIn: Bool = true, registry: PolicyRegistry = .standard
  ) throws(CatalogError) {
    var sources = includingBuiltIn ? [CatalogSource.builtIn] : []
    for path in paths { sources.append(try CatalogSource.file(path)) }
    try self.init(sources: sources, registry: registry)
  }

  /// The built-in catalog, compiled into the library from `Policies/default.json`.
  ///
  /// - Throws: never with the shipped catalog (a test loads it), but the signature admits a
  ///   broken build rather than trapping.
  public static func builtIn() throws(CatalogError) -> PolicyCatalog {
    try builtInResult.get()
  }

  private static let builtInResult = Result { () throws(CatalogError) -> PolicyCatalog in
    try PolicyCatalog(sources: [.builtIn])
  }

  /// Every problem in the sources, each with its file, path and line, as `tipcalc validate`
  /// reports them.
  ///
  /// - Parameters:
  ///   - sources: the catalog texts; later ones add to or override earlier ones.
  ///   - registry: the policy kinds the sources may use.
  /// - Returns: the errors in source order, and the catalog when there are none.
  public static func validate(_ sources: [CatalogSource], registry: PolicyRegistry = .standard)
    -> CatalogDiagnostics
  {
    let result = load(sources, registry: registry, sections: CatalogSections.standard)
    return CatalogDiagnostics(
      catalog: result.errors.isEmpty ? result.catalog : nil, errors: result.errors)
  }
}
