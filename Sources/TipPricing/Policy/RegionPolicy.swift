import TipJSON

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

  /// What the policy holds, in one immutable box, so that the policy is a single reference: an
  /// `any TipPolicy` keeps it inline rather than in a box of its own, and reaching it takes one
  /// load instead of the chain of loads that finds a boxed value's address on every call.
  final class Storage: Sendable {
    let regions: [String: Rule]
    let fallback: PolicyReference?
    let name: String?
    let dispatch: Dispatch

    init(regions: [String: Rule], fallback: PolicyReference?, name: String?, dispatch: Dispatch) {
      self.regions = regions
      self.fallback = fallback
      self.name = name
      self.dispatch = dispatch
    }
  }

  /// The policy's rules, fallback, name and dispatch table.
  var storage: Storage

  /// The rules by upper-case region code.
  public var regions: [String: Rule] { storage.regions }
  /// The policy for regions with no rule, if any.
  public var fallback: PolicyReference? { storage.fallback }
  /// The policy's name in its catalog, for errors that name it; `nil` when built in code without
  /// one.
  public var name: String? {
    get { storage.name }
    set {
      storage = Storage(
        regions: storage.regions, fallback: storage.fallback, name: newValue,
        dispatch: storage.dispatch)
    }
  }
  /// The rules' policies, found by region without hashing or copying a ``Rule`` per bill.
  var dispatch: Dispatch {
    @inline(__always) get { storage.dispatch }
  }

  /// Creates a per-region policy.
  ///
  /// - Parameters:
  ///   - regions: the rules by ISO 3166-1 alpha-2 code, in any case (`us` is `US`).
  ///   - fallback: the policy for regions with no rule.
  ///   - name: a name for errors, such as `policy 'house' has no rule for region 'FR'`.
  /// - Throws: ``PolicyError/invalidSetting(kind:setting:problem:expected:)`` for a code that is
  ///   not an ISO 3166-1 region, or for no rules and no fallback: the rules a catalog applies.
  public init(regions: [String: Rule], fallback: PolicyReference? = nil, name: String? = nil)
    throws(PolicyError)
  {
    var rules: [String: Rule] = [:]
    for (code, rule) in regions.sorted(by: { $0.key < $1.key }) {
      try RegionPolicy.check(regionCode: code.uppercased())
      rules[code.uppercased()] = rules[code.uppercased()] ?? rule
    }
    try RegionPolicy.check(hasRules: !rules.isEmpty, hasFallback: fallback != nil)
    storage = Storage(regions: rules, fallback: fallback, name: name, dispatch: Dispatch(rules))
  }

  /// The rule for a key of `regions`: an upper-case ISO 3166-1 alpha-2 code (`CA`), or an
  /// ISO 3166-2 subdivision of one (`CA-QC`).
  static func check(regionCode code: String) throws(PolicyError) {
    guard code == code.uppercased(), (try? Region(code)) != nil else {
      throw .invalidSetting(
        kind: kind, setting: code, problem: "unknown region '\(code)'",
        expected: Region.expectedCatalogKey(for: code))
    }
  }

  /// The rule for the policy as a whole: at least one region or a fallback.
  static func check(hasRules: Bool, hasFallback: Bool) throws(PolicyError) {
    guard hasRules || hasFallback else {
      throw .invalidSetting(
        kind: kind, setting: CodingKeys.regions.stringValue,
        problem: "no regions and no fallback", expected: "give at least one of them")
    }
  }

  /// A table from region codes to the rules' policies: a country's two letters index a
  /// 26 × 26 table, so a bill's region is found with two subtractions and two loads; the few
  /// subdivisions with rules of their own are looked up first, and fall back to their country.
  ///
  /// A rule whose policy is a plain percentage, a fixed amount or a round-up of either is also
  /// kept in a resolved form (``InPlaceRule``), so that the tip of a plain bill in such a region
  /// is computed in place: no dynamic dispatch, no copy of the policy.
  struct Dispatch: Sendable {
    /// For each code `AA`…`ZZ`, the index of its policy in ``policies``, or −1.
    var slots: [Int16]
    /// The packed codes of the subdivisions that have rules, ascending, and beside each the
    /// index of its policy in ``policies``: searched by halves, with no hashing (a dictionary
    /// keyed by region hashed the code on every bill in a subdivision).
    var subdivisions: [(code: UInt64, index: Int)]
    /// The policies of the rules.
    var policies: [any TipPolicy]
    /// For each of ``policies``, its resolved forms for minor units of 0 through 6 digits, seven
    /// in a row (unresolved for other kinds): see ``inPlaceRule(_:digits:)``.
    var inPlace: [InPlaceRule]

    init(_ regions: [String: Rule]) {
      slots = Array(repeating: -1, count: 26 * 26)
      subdivisions = []
      policies = []
      inPlace = []
      for (code, rule) in regions.sorted(by: { $0.key < $1.key }) {
        guard let region = try? Region(code) else { continue }
        if region.isSubdivision {
          subdivisions.append((region.packedCode, policies.count))
        } else {
          slots[Dispatch.slot(region)] = Int16(policies.count)
        }
        policies.append(rule.policy.policy)
        inPlace.append(contentsOf: InPlaceRule.table(for: rule.policy.policy))
      }
      subdivisions.sort { $0.code < $1.code }
    }

    /// The resolved form of the policy at `index` for a currency of `digits` minor-unit digits
    /// (0 through 6, as every ``Currency`` has).
    @inline(__always)
    func inPlaceRule(_ index: Int, digits: Int) -> InPlaceRule {
      inPlace[index &* 7 &+ digits]
    }

    /// The index in ``policies`` of the rule for the bill's region; −1 when the bill has no
    /// region or no rule covers it.
    @inline(__always)
    func index(for bill: Bill) -> Int {
      guard let region = bill.region else { return -1 }
      return index(for: region)
    }

    /// The table position of a country.
    @inline(__always)
    static func slot(_ country: Region) -> Int {
      (Int((country.packedCode >> 8) & 0xFF) &- 65) &* 26 &+ (Int(country.packedCode & 0xFF) &- 65)
    }

    /// The index in ``policies`` of the rule for `region`, or for its country; −1 when no rule
    /// covers it.
    @inline(__always)
    func index(for region: Region) -> Int {
      // Not recursive, so that it inlines: a subdivision without a rule of its own takes its
      // country's slot.
      if region.isSubdivision, let index = subdivisionIndex(region.packedCode) { return index }
      return Int(slots[Dispatch.slot(region.country)])
    }

    /// The index in ``policies`` of the subdivision with the packed code `code`, if it has a
    /// rule of its own.
    func subdivisionIndex(_ code: UInt64) -> Int? {
      var low = 0
      var high = subdivisions.count
      while low < high {
        let middle = (low &+ high) / 2
        if subdivisions[middle].code < code { low = middle &+ 1 } else { high = middle }
      }
      guard low < subdivisions.count, subdivisions[low].code == code else { return nil }
      return subdivisions[low].index
    }
  }

  /// The covered region codes, sorted.
  public var regionCodes: [String] { regions.keys.sorted() }

  /// The rule that applies to `region` (a subdivision's own, else its country's), if one does
  /// (not the fallback).
  public func rule(for region: Region) -> Rule? {
    if region.isSubdivision, let rule = regions[region.code] { return rule }
    return regions[region.country.code]
  }

  /// The rule for the region with the code `code` (see ``rule(for:)-(Region)``), if one does.
  public func rule(for code: String) -> Rule? {
    (try? Region(code)).flatMap { rule(for: $0) }
  }

  enum CodingKeys: String, CodingKey {
    case regions, fallback
  }

  enum RuleKeys: String, CodingKey {
    case policy, note, suggestions
  }

  /// The key of the policy's name in its catalog entry.
  enum EntryKeys: String, CodingKey {
    case name
  }

  /// Reads `regions` and the optional `fallback`; the entry's `name` names the policy in errors.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let map: KeyedDecodingContainer<ConfigCodingKey>
    do {
      map = try container.nestedContainer(keyedBy: ConfigCodingKey.self, forKey: .regions)
    } catch {
      // A missing key is reported as such; a value of another type with what it should be.
      guard container.contains(.regions) else { throw error }
      throw DecodingError.typeMismatch(
        RegionMap.self,
        .init(
          codingPath: container.codingPath + [CodingKeys.regions],
          debugDescription: RegionMap.catalogExpectation, underlyingError: error))
    }
    var regions: [String: Rule] = [:]
    for key in map.allKeys {
      let code = key.stringValue
      try PolicyError.checking(in: map) { () throws(PolicyError) in
        try RegionPolicy.check(regionCode: code)
      }
      regions[code] = try RegionPolicy.rule(forKey: key, in: map)
    }
    try PolicyError.checking(in: container) { [regions] () throws(PolicyError) in
      try RegionPolicy.check(hasRules: !regions.isEmpty, hasFallback: container.contains(.fallback))
    }
    storage = Storage(
      regions: regions,
      fallback: try container.decodeIfPresent(PolicyReference.self, forKey: .fallback),
      name: try decoder.container(keyedBy: EntryKeys.self).decodeIfPresent(
        String.self, forKey: .name),
      dispatch: Dispatch(regions))
  }

  /// One region's rule: a policy name, or an object with `policy`, `note` and `suggestions`.
  private static func rule(
    forKey key: ConfigCodingKey, in map: KeyedDecodingContainer<ConfigCodingKey>
  ) throws -> Rule {
    if (try? map.decode(String.self, forKey: key)) != nil {
      return Rule(policy: try map.decode(PolicyReference.self, forKey: key))
    }
    guard (try? map.nestedContainer(keyedBy: RuleKeys.self, forKey: key)) != nil else {
      throw DecodingError.typeMismatch(
        Rule.self,
        .init(codingPath: map.codingPath + [key], debugDescription: Rule.catalogExpectation))
    }
    let rule = try map.nestedContainer(keyedBy: RuleKeys.self, forKey: key)
    let policy = try rule.decode(PolicyReference.self, forKey: .policy)
    let note = try rule.decodeIfPresent(String.self, forKey: .note)
    let suggestions = try rule.decodeIfPresent([Percentage].self, forKey: .suggestions) ?? []
    for (index, rate) in suggestions.enumerated() {
      try PolicyError.checking(in: rule, element: index) { () throws(PolicyError) in
        try RegionPolicy.check(suggestion: rate)
      }
    }
    return Rule(policy: policy, note: note, suggestions: suggestions)
  }

  /// The rule for a suggestion: a rate a tip screen can show, 0 to 100 percent.
  static func check(suggestion rate: Percentage) throws(PolicyError) {
    guard rate >= .zero, rate <= PercentPolicy.maximumRate else {
      throw .invalidSetting(
        kind: kind, setting: RuleKeys.suggestions.stringValue,
        problem: "suggestion \(rate.percent) is out of range",
        expected: "expected 0 to 100 (percent), as a tip screen shows it")
    }
  }

  /// The tip of the region's policy, or of the fallback.
  ///
  /// - Throws: ``PolicyError/noRuleForRegion(region:policy:known:)`` or
  ///   ``PolicyError/missingRegion(policy:)`` when neither applies.
  @inline(__always)
  public func tip(for bill: Bill) throws -> Money {
    let index = dispatch.index(for: bill)
    guard index >= 0 else { return try fallbackPolicy(for: bill).tip(for: bill) }
    // Only a discount changes what a resolved rule computes.
    if bill.discount == nil, let units = inPlaceTipUnits(for: bill, at: index) {
      return Money(minorUnits: units, currency: bill.currency)
    }
    return try dispatch.policies[index].tip(for: bill)
  }

  /// The tip of a bill without a discount from the in-place rule at `index`, or `nil` when the
  /// region's policy must be asked.
  @inline(__always)
  func inPlaceTipUnits(for bill: Bill, at index: Int) -> Int64? {
    dispatch.inPlaceRule(index, digits: bill.currency.minorUnitDigits).tipUnits(forPlain: bill)
  }

  /// Validates the bill, computes the tip and the total, and shares the total by `method`: the
  /// protocol's default steps, with a resolved region's tip computed in place. The results and
  /// errors are the default's; a common bill split evenly is checked once.
  ///
  /// - Throws: as ``TipPolicy/quote(for:splitting:)``.
  @inline(__always)
  public func quote(for bill: Bill, splitting method: SplitMethod) throws -> Quote {
    // A common bill (no discount, nothing to report) in a region with a resolved rule: the tip
    // is in the bill's currency and nothing is tested twice.
    if bill.isCommon, let people = method.evenCount(for: bill) {
      let index = dispatch.index(for: bill)
      if index >= 0, let tip = inPlaceTipUnits(for: bill, at: index) {
        // A bill the in-place rule computes is within its bound, where neither the amount
        // before the tip nor the total can overflow (`InPlaceRule.bound(numerator:)`).
        let total = bill.storedSubtotal.minorUnits &+ bill.storedTax.minorUnits &+ tip
        return try Quote(
          commonBill: bill, tipUnits: tip, totalUnits: total, splittingAmong: people)
      }
    }
    return try quoteInGeneral(for: bill, splitting: method)
  }

  /// The tip of the region's policy, or of the fallback, for the bill with its items.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for itemized: ItemizedBill) throws -> Money {
    let index = dispatch.index(for: itemized.bill)
    guard index >= 0 else { return try fallbackPolicy(for: itemized.bill).tip(for: itemized) }
    return try dispatch.policies[index].tip(for: itemized)
  }

  /// The fallback, for a bill whose region has no rule.
  ///
  /// - Throws: ``PolicyError/noRuleForRegion(region:policy:known:)`` or
  ///   ``PolicyError/missingRegion(policy:)`` when there is none.
  func fallbackPolicy(for bill: Bill) throws -> PolicyReference {
    if let fallback { return fallback }
    guard let region = bill.region else { throw PolicyError.missingRegion(policy: name) }
    throw PolicyError.noRuleForRegion(region: region.code, policy: name, known: regionCodes)
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

extension RegionPolicy.Rule: CatalogExpectation {
  /// What a region's rule is written as in a catalog.
  package static var catalogExpectation: String { "a policy name or a rule object {\"policy\": …}" }
}

/// The `regions` object of a region policy, as catalog errors describe it.
private enum RegionMap: CatalogExpectation {
  static var catalogExpectation: String {
    "an object of region codes and policies, such as {\"US\": \"percent-18\"}"
  }
}
