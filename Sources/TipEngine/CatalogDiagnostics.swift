/// What validating a catalog's sources found: every error, in source order, and the catalog
/// when there were none.
///
/// ```swift
/// let diagnostics = PolicyCatalog.validate([.builtIn, try CatalogSource.file("house.json")])
/// for error in diagnostics.errors { print(error) }
/// ```
public struct CatalogDiagnostics: Sendable {
  /// The loaded catalog, or `nil` when any source has an error.
  public var catalog: PolicyCatalog?
  /// Every problem found, each with its file, JSON path, line and column, in source order.
  public var errors: [CatalogError]

  /// Whether the sources have no error.
  public var isValid: Bool { errors.isEmpty }

  /// Creates diagnostics from a catalog and errors.
  public init(catalog: PolicyCatalog?, errors: [CatalogError]) {
    self.catalog = catalog
    self.errors = errors
  }
}
