import TipJSON

extension RoundUpPolicy.Target: CatalogEnumeration {
  /// `round-up target`, as the catalog's documentation calls it.
  package static var catalogNoun: String { "round-up target" }
}
