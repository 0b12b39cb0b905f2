/// A policy per region: the bill's ISO 3166-1 region code picks the policy that applies.
///
/// Catalog kind `region`:
/// ```json
/// {"kind": "region", "fallback": "percent-15",
///  "regions": {"US": "percent-18",
///              "JP": {"policy": "none", "note": "no tipping", "suggestions": ["0"]}}}
/// ```
/// A region maps either to a policy name or to an object with `policy`, an optional `note` for
/// people and optional `suggestions` (percentages a terminal would offer). A bill from a region
/// with no rule takes the `fallback`; without one it is an error naming the region.
public struct RegionPolicy: ConfigurablePolicy {
  /// `region`.
  public static let kind = "region"
  /// Dispatches on the bill's region.
  public static let kindSummary = "a policy per region (ISO 3166 code), with a fallback"

  /// The rule for one region.
  public struct Rule: Sendable {
    /// The policy that applies in the region.
    public var policy: PolicyReference
    /// A note for people, such as the custom it reflects.
    public var note: String?
    /// Percentages a terminal would suggest in the region, in order.
    public var suggestions: [Percentage]

    /// Creates a rule.
    public init(policy: PolicyReference, note: String? = nil, suggestions: [Percentage] = []) {
      self.policy = policy
      self.note = note
      self.suggestions = suggestions
    }
  }

  /// The rules by upper-case region code.
  public var regions: [String: Rule] {
    didSet { dispatch = Dispatch(regions) }
  }
  /// The policy for regions with no rule, if any.
  public var fallback: PolicyReference?
  /// The rules' policies, found by region without hashing or copying a ``Rule`` per bill.
  var dispatch: Dispatch

  /// Creates a per-region policy.
  public init(regions: [String: Rule], fallback: PolicyReference? = nil) {
    self.regions = Dictionary(
      regions.map { ($0.key.uppercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.fallback = fallback
    self.dispatch = Dispatch(self.regions)
  }

  /// A table from two-letter region codes to the rules' policies: the code's letters index a
  /// 26 × 26 table, so a bill's region is found with two subtractions and two loads.
  struct Dispatch: Sendable {
    /// For each code `AA`…`ZZ`, the index of its policy in ``policies``, or −1.
    var slots: [Int16]
    /// The policies of the rules.
    var policies: [any TipPolicy]

    init(_ regions: [String: Rule]) {
      slots = Array(repeating: -1, count: 26 * 26)
      policies = []
      for (code, rule) in regions.sorted(by: { $0.key < $1.key }) {
        guard let slot = Dispatch.slot(code) else { continue }
        slots[slot] = Int16(policies.count)
        policies.append(rule.policy.policy)
      }
    }

    /// The table position of a code of two upper-case ASCII letters, else `nil`.
    static func slot(_ code: String) -> Int? {
      var utf8 = code.utf8.makeIterator()
      guard let first = utf8.next(), let second = utf8.next(), utf8.next() == nil,
        (65...90).contains(first), (65...90).contains(second)
      else { return nil }
      return Int(first - 65) * 26 + Int(second - 65)
    }

    /// The policy for `code`, if a rule covers it.
    func policy(for code: String) -> (any TipPolicy)? {
      guard let slot = Dispatch.slot(code) else { return nil }
      let index = Int(slots[slot])
      return index >= 0 ? policies[index] : nil
    }
  }

  /// The covered region codes, sorted.
  public var regionCodes: [String] { regions.keys.sorted() }

  /// The rule that applies to `region`, if one does (not the fallback).
  public func rule(for region: String) -> Rule? { regions[region.uppercased()] }

  enum CodingKeys: String, CodingKey {
    case regions, fallback
  }

  enum RuleKeys: String, CodingKey {
    case policy, note, suggestions
  }

  /// Reads `regions` and the optional `fallback`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let map = try container.nestedContainer(keyedBy: ConfigCodingKey.self, forKey: .regions)
    let known = RegionCurrencies.entries.map(\.region)
    var regions: [String: Rule] = [:]
    for key in map.allKeys {
      let code = key.stringValue
      guard known.contains(code) else {
        var message = "unknown region '\(code)'; expected an upper-case ISO 3166-1 alpha-2 code"
        if let near = suggestion(for: code, among: known) {
          message += " (did you mean '\(near)'?)"
        }
        throw DecodingError.dataCorruptedError(forKey: key, in: map, debugDescription: message)
      }
      if (try? map.decode(String.self, forKey: key)) != nil {
        regions[code] = Rule(policy: try map.decode(PolicyReference.self, forKey: key))
      } else {
        let rule = try map.nestedContainer(keyedBy: RuleKeys.self, forKey: key)
        regions[code] = Rule(
          policy: try rule.decode(PolicyReference.self, forKey: .policy),
          note: try rule.decodeIfPresent(String.self, forKey: .note),
          suggestions: try rule.decodeIfPresent([Percentage].self, forKey: .suggestions) ?? [])
      }
    }
    if regions.isEmpty && !container.contains(.fallback) {
      throw DecodingError.dataCorruptedError(
        forKey: .regions, in: container,
        debugDescription: "no regions and no fallback; give at least one of them")
    }
    self.regions = regions
    self.fallback = try container.decodeIfPresent(PolicyReference.self, forKey: .fallback)
    self.dispatch = Dispatch(regions)
  }

  /// The tip of the region's policy, or of the fallback.
  ///
  /// - Throws: ``PolicyError/noRuleForRegion(region:policy:known:)`` or
  ///   ``PolicyError/missingRegion(policy:)`` when neither applies.
  public func tip(for bill: Bill) throws -> Money {
    if let region = bill.region, let policy = dispatch.policy(for: region) {
      return try policy.tip(for: bill)
    }
    if let fallback { return try fallback.tip(for: bill) }
    guard let region = bill.region else { throw PolicyError.missingRegion(policy: nil) }
    throw PolicyError.noRuleForRegion(region: region, policy: nil, known: regionCodes)
  }

  /// Such as `a policy for each of 37 regions, else 'percent-15'`.
  public var summary: String {
    let rest = fallback.map { ", else \($0.displayName)" } ?? ", no fallback"
    return "a policy for each of \(regions.count) regions\(rest)"
  }

  /// Each region's policy, then the fallback.
  public var components: [PolicyComponent] {
    var parts = regionCodes.compactMap { code in
      regions[code].map { PolicyComponent(role: "region \(code)", reference: $0.policy) }
    }
    if let fallback { parts.append(PolicyComponent(role: "elsewhere", reference: fallback)) }
    return parts
  }
}
