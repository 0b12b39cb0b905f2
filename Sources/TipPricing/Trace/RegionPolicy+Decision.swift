extension RegionPolicy {
  /// The region whose rule applies, as `regions` writes it (`region CA-QC`; `region CA (for
  /// CA-ON)` when a subdivision takes its country's rule), or the fallback and why; the bill
  /// goes on to its policy.
  ///
  /// - Throws: as ``tip(for:)-(Bill)`` when neither a rule nor a fallback applies.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    let bill = itemized.bill
    if let region = bill.region {
      if region.isSubdivision, let rule = regions[region.code] {
        return PolicyDecision(
          "region \(region.code)", branch: .region(region.code), next: rule.policy)
      }
      let country = region.country.code
      if let rule = regions[country] {
        let text =
          region.isSubdivision ? "region \(country) (for \(region.code))" : "region \(country)"
        return PolicyDecision(text, branch: .region(country), next: rule.policy)
      }
    }
    let fallback = try fallbackPolicy(for: bill)
    let why = bill.region.map { "no rule for \($0.code)" } ?? "the bill has no region"
    return PolicyDecision("fallback (\(why))", branch: .fallback, next: fallback)
  }
}
