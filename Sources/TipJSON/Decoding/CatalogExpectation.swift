/// A type that says how a catalog writes it, for type-mismatch errors in the catalog's words:
/// `expected a policy name or a rule object {"policy": …}, found the number 5`.
///
/// Types without it are described by their JSON shape (`a string`, `an object`, …).
package protocol CatalogExpectation {
  /// What a value of the type is written as, with an article: `a policy name`.
  static var catalogExpectation: String { get }
}
