import TipEngine

/// A catalog with one policy of every branching kind, for traces and coverage: `house` (three
/// rules and `otherwise`), `zone` (a country, a subdivision, another country and a fallback),
/// `late` (a cap with a minimum and a maximum), `capped-rate` (a cap with a maximum rate),
/// `small-or-large` (smart), `round-up-10`, the leaves, a gratuity charge for parties of 8 or
/// more, Swiss cash rounding and one screen. One policy per line, so tests can name lines.
public enum TraceCatalog {
  /// The catalog's text; read as `house.json`.
  public static let json = #"""
    {
      "version": 1,
      "default": "house",
      "policies": [
        {"name": "house", "kind": "rules",
         "rules": [
           {"when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "policy": "percent-15"},
           {"when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}}, "policy": "late"},
           {"when": {"payments": ["cash"]}, "policy": "small-or-large"}
         ],
         "otherwise": "zone"},
        {"name": "zone", "kind": "region",
         "regions": {"CA": "percent-15",
                     "CA-QC": "percent-18",
                     "US": "capped-rate"},
         "fallback": "percent-10"},
        {"name": "late", "kind": "cap", "policy": "percent-20",
         "minimum": "2", "maximum": "20"},
        {"name": "capped-rate", "kind": "cap", "policy": "fixed-2", "maximumRate": "10"},
        {"name": "small-or-large", "kind": "smart", "threshold": "10", "below": "fixed-2", "above": "round-up-10"},
        {"name": "round-up-10", "kind": "round-up", "policy": "percent-10"},
        {"name": "percent-10", "kind": "percent", "rate": "10"},
        {"name": "percent-15", "kind": "percent", "rate": "15"},
        {"name": "percent-18", "kind": "percent", "rate": "18"},
        {"name": "percent-20", "kind": "percent", "rate": "20"},
        {"name": "fixed-2", "kind": "fixed", "amount": "2"}
      ],
      "serviceCharges": [
        {"name": "large-party", "rate": "18", "when": {"partySize": {"min": 8}}, "gratuity": true}
      ],
      "cashRounding": {"CH": {"increment": "0.05"}},
      "screens": {
        "house-screen": {"options": ["15%", "18%", "20%"]}
      }
    }
    """#

  /// The catalog as a source named `house.json`.
  public static let source = CatalogSource(name: "house.json", json: json)

  /// The catalog alone, without the built-in one.
  public static func catalog() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [source])
  }
}
