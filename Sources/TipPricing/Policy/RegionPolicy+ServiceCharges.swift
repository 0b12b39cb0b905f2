extension RegionPolicy {
  /// The tip of the region's policy, or of the fallback, given the service charges: without
  /// any, ``tip(for:)-(Bill)`` (in place where it can be); with some, the region's policy is
  /// asked, since a rule that rounds the total must see them.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for bill: Bill, serviceCharges: Money) throws -> Money {
    if serviceCharges.isZero { return try tip(for: bill) }
    let index = dispatch.index(for: bill)
    guard index >= 0 else {
      return try fallbackPolicy(for: bill).tip(for: bill, serviceCharges: serviceCharges)
    }
    return try dispatch.policies[index].tip(for: bill, serviceCharges: serviceCharges)
  }

  /// The tip of the region's policy, or of the fallback, for the bill with its items, given the
  /// service charges.
  ///
  /// - Throws: as ``tip(for:)-(Bill)``.
  public func tip(for itemized: ItemizedBill, serviceCharges: Money) throws -> Money {
    let index = dispatch.index(for: itemized.bill)
    guard index >= 0 else {
      return try fallbackPolicy(for: itemized.bill).tip(
        for: itemized, serviceCharges: serviceCharges)
    }
    return try dispatch.policies[index].tip(for: itemized, serviceCharges: serviceCharges)
  }
}
