import TipEngine

/// Which policy prices the rows of a batch.
public enum BatchPolicy: Sendable {
  /// This policy for every row; `name` is how reasons call it.
  case policy(any TipPolicy, name: String)
  /// The catalog's policy called `name`, for every row.
  case named(String, in: PolicyCatalog)
  /// The policy the catalog chooses for each row, as `PolicyCatalog.selectPolicy` does for one
  /// bill: its `regional` policy for a row with a region (the row's, else the job's default
  /// region), and its `default` policy for a row without one.
  case automatic(PolicyCatalog)
}

extension BatchPolicy {
  /// The service charges and cash rounding of the policy's catalog; `nil` for a policy given
  /// without one.
  var catalogCharges: CatalogCharges? {
    switch self {
    case .policy: return nil
    case .named(_, let catalog), .automatic(let catalog): return catalog.charges
    }
  }

  /// The policy for a run over `schema`, with its name for reasons.
  ///
  /// - Throws: a ``BatchError`` of kind ``BatchError/Kind/badData`` when the catalog has no such
  ///   policy, or no policy at all for the rows.
  func resolve(schema: BatchSchema, defaultRegion: Region?) throws(BatchError) -> (
    policy: any TipPolicy, name: String
  ) {
    switch self {
    case .policy(let policy, let name):
      return (policy, name)
    case .named(let name, let catalog):
      do {
        let selection = try catalog.selectPolicy(named: name, region: defaultRegion)
        return (selection.policy, selection.name)
      } catch {
        throw BatchError(.badData, message: error.description)
      }
    case .automatic(let catalog):
      return try automatic(catalog, schema: schema, defaultRegion: defaultRegion)
    }
  }

  /// The automatic choice: `default` when no row can have a region, else `regional` for the rows
  /// with one and `default` for the others.
  private func automatic(_ catalog: PolicyCatalog, schema: BatchSchema, defaultRegion: Region?)
    throws(BatchError) -> (policy: any TipPolicy, name: String)
  {
    let withoutRegion: Result<PolicySelection, PolicySelectionError>
    do {
      withoutRegion = .success(try catalog.selectPolicy(region: defaultRegion))
    } catch {
      if schema.region == nil || defaultRegion != nil {
        throw BatchError(.badData, message: error.description)
      }
      withoutRegion = .failure(error)
    }
    let regionalName = PolicyCatalog.regionalPolicyName
    guard schema.region != nil, let regional = try? catalog.policy(named: regionalName) else {
      // Every row takes the same choice: the default, or `regional` for the default region.
      switch withoutRegion {
      case .success(let selection): return (selection.policy, selection.name)
      case .failure(let error): throw BatchError(.badData, message: error.description)
      }
    }
    return (
      RegionalOrDefaultPolicy(
        regional: regional, withoutRegion: withoutRegion.map(\.policy),
        withoutRegionName: try? withoutRegion.get().name),
      regionalName
    )
  }
}

/// The catalog's `regional` policy for bills with a region, and its choice for bills without one
/// (the `default` policy, or why there is none).
struct RegionalOrDefaultPolicy: TipPolicy {
  /// The `regional` policy.
  let regional: any TipPolicy
  /// The policy for bills without a region.
  let withoutRegion: Result<any TipPolicy, PolicySelectionError>
  /// The catalog name of the policy for bills without a region, if there is one.
  let withoutRegionName: String?

  /// The policy that prices `bill`, with its catalog name, where a trace starts:
  /// `regional` (called `regionalName`) for a bill with a region, else the default.
  func start(for bill: Bill, regionalName: String) -> PolicyReference? {
    if bill.region != nil { return PolicyReference(regional, name: regionalName) }
    guard case .success(let policy) = withoutRegion else { return nil }
    return PolicyReference(policy, name: withoutRegionName)
  }

  func tip(for bill: Bill) throws -> Money {
    if bill.region != nil { return try regional.tip(for: bill) }
    return try withoutRegion.get().tip(for: bill)
  }

  func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    if bill.region != nil { return try regional.tip(for: bill, serviceCharges: serviceCharges) }
    return try withoutRegion.get().tip(for: bill, serviceCharges: serviceCharges)
  }

  /// All bills to `regional`'s batch entry point when they all have a region; otherwise one by
  /// one.
  func tips(for bills: [Bill]) throws -> [Money] {
    if bills.allSatisfy({ $0.region != nil }) { return try regional.tips(for: bills) }
    var tips: [Money] = []
    tips.reserveCapacity(bills.count)
    for bill in bills { tips.append(try tip(for: bill)) }
    return tips
  }

  var summary: String { regional.summary }
}
