extension RoundUpPolicy {
  /// How far the wrapped policy's tip was rounded up, such as `rounded up 15.21 to 15.50 so the
  /// total is a multiple of 1`; the bill goes on to the wrapped policy.
  ///
  /// - Throws: as ``tip(for:serviceCharges:)-(ItemizedBill,_)``.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    let inner = try policy.tip(for: itemized, serviceCharges: serviceCharges)
    let tip = try self.tip(for: itemized, serviceCharges: serviceCharges)
    let what = "so the \(target.rawValue) is a multiple of \(increment)"
    let text =
      inner == tip
      ? "kept \(tip.amountText), \(what) already"
      : "rounded up \(inner.amountText) to \(tip.amountText) \(what)"
    return PolicyDecision(text, next: policy)
  }
}
