import TipEngine

/// A catalog that puts every built-in policy kind, every rounding rule and every condition of a
/// service charge side by side, layered on the built-in catalog (whose policies and cash
/// rounding of CH, CA, SE, DK, NZ, AU and others it keeps).
///
/// Its cash rounding adds a rule for a subdivision (CA-QC, unlike CA) and rules in currencies
/// with 0 and 3 digits (JP, KW, BH), so that every ``RoundingRule`` rounds some cash total.
public enum SeamCatalog {
  /// The catalog's JSON text.
  public static let json = #"""
    {"version": 1,
     "policies": [
       {"name": "p-half-up", "kind": "percent", "rate": "17.5"},
       {"name": "p-half-even", "kind": "percent", "rate": "12.5", "base": "gross",
        "rounding": "half-even"},
       {"name": "p-half-down", "kind": "percent", "rate": "15", "base": "total",
        "rounding": "half-down"},
       {"name": "p-up", "kind": "percent", "rate": "18.25", "rounding": "up"},
       {"name": "p-down", "kind": "percent", "rate": "22.5", "base": "total", "rounding": "down"},
       {"name": "p-ceiling", "kind": "percent", "rate": "9.75", "rounding": "ceiling"},
       {"name": "p-floor", "kind": "percent", "rate": "33.3", "base": "gross", "rounding": "floor"},
       {"name": "p-food", "kind": "percent", "rate": "20", "categories": ["food"],
        "rounding": "half-even"},
       {"name": "p-service", "kind": "percent", "rate": "15", "base": "total",
        "categories": ["service", "drink"]},
       {"name": "f-2", "kind": "fixed", "amount": "2"},
       {"name": "f-half", "kind": "fixed", "amount": "0.5"},
       {"name": "f-usd", "kind": "fixed", "amount": "3.00", "currency": "USD"},
       {"name": "ru-total-1", "kind": "round-up", "policy": "p-half-up", "increment": "1"},
       {"name": "ru-total-5", "kind": "round-up", "policy": "p-ceiling", "increment": "5",
        "target": "total"},
       {"name": "ru-total-0.05", "kind": "round-up", "policy": "f-2", "increment": "0.05"},
       {"name": "ru-total-0.5", "kind": "round-up", "policy": "p-food", "increment": "0.5"},
       {"name": "ru-total-0.010", "kind": "round-up", "policy": "p-floor", "increment": "0.010"},
       {"name": "ru-tip-1", "kind": "round-up", "policy": "p-half-down", "increment": "1",
        "target": "tip"},
       {"name": "ru-tip-0.25", "kind": "round-up", "policy": "p-service", "increment": "0.25",
        "target": "tip"},
       {"name": "ru-tip-1-capped", "kind": "round-up", "policy": "cap-rate", "increment": "1",
        "target": "tip"},
       {"name": "by-region", "kind": "region", "fallback": "p-half-even",
        "regions": {"US": "p-half-up", "CA": "ru-total-1", "CA-QC": "p-floor", "CH": "ru-total-0.05",
                    "JP": "f-2", "KW": "p-down", "SE": "smart-food", "DK": "house-rules",
                    "AU": {"policy": "cap-food", "note": "capped"}}},
       {"name": "region-round-up", "kind": "region", "fallback": "ru-total-1",
        "regions": {"CH": "ru-total-1", "CA-QC": "ru-total-1", "JP": "ru-total-1"}},
       {"name": "smart-food", "kind": "smart", "threshold": "25", "below": "f-2",
        "above": "p-food", "base": "total", "categories": ["food", "drink"]},
       {"name": "smart-plain", "kind": "smart", "threshold": "40", "below": "f-half",
        "above": "ru-total-1"},
       {"name": "smart-round-up-tip", "kind": "smart", "threshold": "30", "below": "ru-tip-1",
        "above": "ru-tip-1-capped"},
       {"name": "house-rules", "kind": "rules",
        "rules": [
          {"when": {"gratuityApplied": true}, "policy": "f-half"},
          {"when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}},
           "policy": "p-ceiling"},
          {"when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "policy": "p-down"},
          {"when": {"payments": ["cash"], "regions": ["CH", "CA-QC"]}, "policy": "ru-total-0.05"},
          {"when": {"subtotal": {"min": "100"}}, "policy": "cap-rate"},
          {"when": {"dates": ["2026-12-31"]}, "policy": "f-2"},
          {"when": {"channels": ["delivery", "takeout"]}, "policy": "p-service"}],
        "otherwise": "p-half-up"},
       {"name": "rules-round-up", "kind": "rules",
        "rules": [
          {"when": {"gratuityApplied": true}, "policy": "round-up"},
          {"when": {"days": ["sat", "sun"], "time": {"from": "23:00", "until": "01:30"}},
           "policy": "round-up-10"},
          {"when": {"payments": ["cash"]}, "policy": "ru-total-1"}],
        "otherwise": "round-up-5"},
       {"name": "cap-rate", "kind": "cap", "policy": "p-up", "minimum": "1", "maximum": "50",
        "maximumRate": "12", "base": "total"},
       {"name": "cap-food", "kind": "cap", "policy": "ru-total-1", "maximumRate": "25",
        "base": "gross", "categories": ["food"]}
     ],
     "serviceCharges": [
       {"name": "large-party", "rate": "18", "gratuity": true, "taxRate": "10",
        "when": {"partySize": {"min": 6}, "channels": ["dine-in"]}, "rounding": "half-even"},
       {"name": "delivery", "amount": "4", "when": {"channels": ["delivery"]}},
       {"name": "late-night", "rate": "5", "base": "total", "taxRate": "7.7", "rounding": "up",
        "when": {"days": ["fri", "sat"], "time": {"from": "22:00", "until": "02:00"}}},
       {"name": "cash-handling", "amount": "0.5", "taxRate": "20", "rounding": "floor",
        "when": {"payments": ["cash"], "regions": ["CH", "CA", "SE", "DK", "NZ", "AU", "KW"]}},
       {"name": "card-fee", "rate": "1.5", "base": "gross", "taxRate": "8.875", "rounding": "down",
        "when": {"payments": ["card"]}},
       {"name": "holiday", "rate": "2.5", "base": "gross", "taxRate": "19", "rounding": "ceiling",
        "when": {"dates": ["2026-12-31", "2027-01-01"]}},
       {"name": "big-bill", "rate": "3", "rounding": "half-down", "when": {"subtotal": {"min": "200"}}},
       {"name": "takeout-pack", "amount": "0.250", "currency": "KWD",
        "when": {"channels": ["takeout"], "regions": ["KW"]}}
     ],
     "cashRounding": {
       "CA-QC": {"increment": "0.10", "rounding": "half-even"},
       "JP": {"increment": "10", "rounding": "half-down"},
       "KW": {"increment": "0.005", "rounding": "half-even"},
       "BH": {"increment": "0.050", "rounding": "up"},
       "US-NY": {"increment": "0.25", "rounding": "floor"},
       "DE-BY": {"increment": "0.02", "rounding": "down"},
       "FR": {"increment": "0.20", "rounding": "ceiling"}
     }}
    """#

  /// The built-in catalog with this one on top.
  public static func load() throws -> PolicyCatalog {
    try PolicyCatalog(sources: [.builtIn, CatalogSource(name: "seams.json", json: json)])
  }

  /// The policies whose every branch rounds up to one target and increment: what their quotes
  /// must meet whichever branch a bill takes.
  public static let roundUpTargets:
    [String: (target: RoundUpPolicy.Target, increment: DecimalValue)] =
      [
        "round-up": (.total, 1), "round-up-5": (.total, 1), "round-up-10": (.total, 1),
        "round-up-cash": (.total, DecimalValue(significand: 5, scale: 2)),
        "smart-round-up": (.total, 1), "ru-total-1": (.total, 1), "ru-total-5": (.total, 5),
        "ru-total-0.05": (.total, DecimalValue(significand: 5, scale: 2)),
        "ru-total-0.5": (.total, DecimalValue(significand: 5, scale: 1)),
        "ru-total-0.010": (.total, DecimalValue(significand: 10, scale: 3)),
        "ru-tip-1": (.tip, 1), "ru-tip-0.25": (.tip, DecimalValue(significand: 25, scale: 2)),
        "ru-tip-1-capped": (.tip, 1), "region-round-up": (.total, 1),
        "rules-round-up": (.total, 1), "smart-round-up-tip": (.tip, 1),
      ]

  /// The round-up policies that wrap one named policy directly: the tip they give is the inner
  /// tip raised by less than one increment.
  public static let roundUpInner: [String: String] = [
    "round-up": "none", "round-up-5": "percent-5", "round-up-10": "percent-10",
    "round-up-cash": "none", "ru-total-1": "p-half-up", "ru-total-5": "p-ceiling",
    "ru-total-0.05": "f-2", "ru-total-0.5": "p-food", "ru-total-0.010": "p-floor",
    "ru-tip-1": "p-half-down", "ru-tip-0.25": "p-service", "ru-tip-1-capped": "cap-rate",
  ]
}
