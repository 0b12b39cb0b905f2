import TipEngine

/// Catalog files that several test targets share, as JSON text.
public enum SampleCatalogs {
  /// A restaurant group: a large-party gratuity for dine-in parties of 6 or more,
  /// taxed at 10 %, and a delivery fee; no policies of its own.
  public static let restaurantGroup = #"""
    {"version": 1, "policies": [],
     "serviceCharges": [
       {"name": "large-party", "rate": "18", "gratuity": true, "taxRate": "10",
        "when": {"partySize": {"min": 6}, "channels": ["dine-in"]},
        "note": "An 18% gratuity is added for parties of 6 or more."},
       {"name": "delivery", "amount": "4.99", "when": {"channels": ["delivery"]}}]}
    """#

  /// The built-in catalog with ``restaurantGroup`` over it, read as `group.json`.
  public static func restaurantGroupCatalog() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [
      .builtIn, CatalogSource(name: "group.json", json: restaurantGroup),
    ])
  }
}
