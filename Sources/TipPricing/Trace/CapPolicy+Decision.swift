extension CapPolicy {
  /// Which bound set the tip — `minimum`, `maximum` or `maximumRate`, with the tip before and
  /// after — or `within` when the wrapped policy's tip is inside them; the bill goes on to the
  /// wrapped policy, which computed the tip before the cap.
  ///
  /// - Throws: as ``tip(for:serviceCharges:)-(ItemizedBill,_)``.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    let inner = try policy.tip(for: itemized, serviceCharges: serviceCharges)
    let (lower, upper) = try limits(for: itemized)
    let tip = try self.tip(for: itemized, serviceCharges: serviceCharges)
    guard tip != inner else {
      return PolicyDecision("within (tip \(tip.amountText))", branch: .within, next: policy)
    }
    // The way the tip moved says which bound moved it, even when the minimum and the maximum
    // are one amount: a raise to the minimum is the minimum's; a cut, or a raise that a maximum
    // below the minimum stopped short of it (the maximum wins), is a maximum's.
    let raised = inner.minorUnits < tip.minorUnits
    let bound: Bound
    if raised, tip == lower {
      bound = .minimum
    } else {
      // The maximum, unless the rate's limit is lower.
      let maximumUnits = try maximum.map { try Money(exactly: $0, currency: tip.currency) }
      bound = maximumUnits == upper ? .maximum : .maximumRate
    }
    let change = raised ? "raised" : "lowered"
    var text = "\(bound.rawValue) (\(change) \(inner.amountText) to \(tip.amountText)"
    if bound == .maximumRate, let maximumRate {
      text += ", \(maximumRate) of \(TipBase.phrase(base, categories: categories))"
    }
    // A maximum raises a tip only when it is below the minimum, which raised the tip first.
    if raised, bound != .minimum, let lower {
      text += ": the minimum \(lower.amountText) is above it, and the maximum wins"
    }
    return PolicyDecision(text + ")", branch: .bound(bound), next: policy)
  }
}
