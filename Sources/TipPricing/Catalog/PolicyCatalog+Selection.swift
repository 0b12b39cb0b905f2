import TipJSON

/// The policy a catalog chose for a bill, and why.
public struct PolicySelection: Sendable {
  /// Why a policy was chosen.
  public enum Reason: Sendable, Hashable {
    /// The caller named it.
    case named
    /// The catalog's `regional` policy, for the region the caller gave.
    case region
    /// The catalog's `regional` policy, for the region of the user's locale.
    case localeRegion
    /// The catalog's `default` policy.
    case catalogDefault
  }

  /// The catalog name of the policy.
  public var name: String
  /// The policy.
  public var policy: any TipPolicy
  /// The bill's region: the one given, else the locale's when it chose the policy.
  public var region: Region?
  /// Why the policy was chosen.
  public var reason: Reason
}

/// Why a catalog could not choose a policy for a bill.
public enum PolicySelectionError: Error, Sendable {
  /// The caller named a policy the catalog does not have.
  case unknownPolicy(CatalogError)
  /// The catalog's `regional` policy has no rule for the region and no fallback.
  case regionNotCovered(Region, covered: [String])
  /// No policy was named, `regional` did not apply, and the catalog has no `default`.
  case noDefaultPolicy
}

extension PolicySelectionError: CustomStringConvertible {
  /// What was wrong, in the catalog's words.
  public var description: String {
    switch self {
    case .unknownPolicy(let error):
      return error.description
    case .regionNotCovered(let region, let covered):
      return "the catalog's '\(PolicyCatalog.regionalPolicyName)' policy has no rule for "
        + "\(region.code) (\(region.name)) and no fallback; it covers "
        + covered.joined(separator: ", ")
    case .noDefaultPolicy:
      return "the catalog has no 'default' policy and '\(PolicyCatalog.regionalPolicyName)' "
        + "does not apply"
    }
  }
}

extension PolicyCatalog {
  /// The name of the per-region policy that ``selectPolicy(named:region:localeRegion:)`` uses.
  public static let regionalPolicyName = "regional"

  /// The catalog's `regional` policy, when it is a per-region (``RegionPolicy``) policy.
  public var regionalPolicy: RegionPolicy? {
    entries[PolicyCatalog.regionalPolicyName]?.policy as? RegionPolicy
  }

  /// Chooses the policy for a bill, in this order:
  /// 1. the policy called `name`, when one is given;
  /// 2. the `regional` policy, for `region` when one is given (it must have a rule for the
  ///    region or a fallback);
  /// 3. the `regional` policy for `localeRegion` (the user's locale), only when it has a rule of
  ///    its own for that region (its fallback does not count);
  /// 4. the catalog's `default` policy.
  ///
  /// - Parameters:
  ///   - name: a policy name the caller asked for, if any.
  ///   - region: the bill's region, if known.
  ///   - localeRegion: the region of the user's locale, if any (see
  ///     ``Region/init(localeIdentifier:)``; the command line reads the identifier from
  ///     `LC_ALL`, `LC_MONETARY` or `LANG`).
  /// - Throws: ``PolicySelectionError`` saying which step failed.
  public func selectPolicy(
    named name: String? = nil, region: Region? = nil, localeRegion: Region? = nil
  ) throws(PolicySelectionError) -> PolicySelection {
    if let name {
      do {
        return PolicySelection(
          name: name, policy: try policy(named: name), region: region, reason: .named)
      } catch {
        throw .unknownPolicy(error)
      }
    }
    let regionalName = PolicyCatalog.regionalPolicyName
    if let regional = entries[regionalName]?.policy {
      let rules = regional as? RegionPolicy
      if let region {
        if let rules, rules.rule(for: region.code) == nil, rules.fallback == nil {
          throw .regionNotCovered(region, covered: rules.regionCodes)
        }
        return PolicySelection(
          name: regionalName, policy: regional, region: region, reason: .region)
      }
      if let localeRegion, rules.map({ $0.rule(for: localeRegion.code) != nil }) ?? true {
        return PolicySelection(
          name: regionalName, policy: regional, region: localeRegion, reason: .localeRegion)
      }
    }
    guard let defaultName = defaultPolicyName, let policy = defaultPolicy else {
      throw .noDefaultPolicy
    }
    return PolicySelection(
      name: defaultName, policy: policy, region: region, reason: .catalogDefault)
  }
}
