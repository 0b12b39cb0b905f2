extension SmartPolicy {
  /// Whether the bill is below the threshold or at or above it, with its base, such as
  /// `below: subtotal 8.00 is under 10`; the bill goes on to that branch's policy.
  ///
  /// - Throws: as ``tip(for:)-(ItemizedBill)`` when the threshold or the base cannot be read
  ///   in the bill's currency.
  public func decision(for itemized: ItemizedBill, serviceCharges: Money) throws
    -> PolicyDecision
  {
    let isAbove = try usesAbove(for: itemized.bill, items: itemized.items)
    let amount = try base.amount(
      of: itemized.bill, items: itemized.items, categories: categories)
    let on = categories == nil ? base.rawValue : TipBase.phrase(base, categories: categories)
    let text =
      isAbove
      ? "above: \(on) \(amount.amountText) is at least \(threshold)"
      : "below: \(on) \(amount.amountText) is under \(threshold)"
    return PolicyDecision(text, branch: isAbove ? .above : .below, next: isAbove ? above : below)
  }
}
