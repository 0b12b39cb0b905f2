extension PolicyCatalog {
  /// The trace of `bill` quoted with `policy` under the catalog's service charges and cash
  /// rounding: the path from `policy` down to the policy that computed the tip, then each
  /// service charge, applied or not and why, then the cash rounding (``PolicyTrace``).
  ///
  /// - Parameters:
  ///   - bill: the bill.
  ///   - policy: the policy that prices it.
  ///   - name: the policy's name in the trace; its catalog name when it has one.
  ///   - method: how the total is shared, which decides what cash rounding rounds.
  /// - Throws: as ``quote(for:policy:splitting:)-(Bill,_,_)``.
  public func trace(
    of bill: Bill, policy: any TipPolicy, named name: String? = nil,
    splitting method: SplitMethod = .partySize
  ) throws -> PolicyTrace {
    try charges.trace(
      of: ItemizedBill(bill, items: []), policy: PolicyReference(policy, name: name),
      splitting: method)
  }

  /// The trace of `bill` paid by several tenders, share `i` by `payments[i]`: its cash-rounding
  /// step says what rounding each cash share got (see
  /// ``CatalogCharges/trace(of:policy:splitting:paying:)``).
  ///
  /// - Throws: as ``trace(of:policy:named:splitting:)-(Bill,_,_,_)``, and ``MoneyError`` when
  ///   `payments` does not name one payment per share.
  public func trace(
    of bill: Bill, policy: any TipPolicy, named name: String? = nil,
    splitting method: SplitMethod = .partySize, paying payments: [Payment]
  ) throws -> PolicyTrace {
    try charges.trace(
      of: ItemizedBill(bill, items: []), policy: PolicyReference(policy, name: name),
      splitting: method, paying: payments)
  }

  /// The trace of a bill with its line items (see ``trace(of:policy:named:splitting:)-(Bill,_,_,_)``).
  ///
  /// - Throws: as ``quote(for:policy:splitting:)-(ItemizedBill,_,_)``.
  public func trace(
    of itemized: ItemizedBill, policy: any TipPolicy, named name: String? = nil,
    splitting method: SplitMethod = .partySize
  ) throws -> PolicyTrace {
    try charges.trace(
      of: itemized, policy: PolicyReference(policy, name: name), splitting: method)
  }

  /// The trace of `bill` quoted with the catalog's policy called `name`.
  ///
  /// - Throws: ``CatalogError`` for an unknown name; otherwise as
  ///   ``quote(for:policy:splitting:)-(Bill,_,_)``.
  public func trace(
    of bill: Bill, policyNamed name: String, splitting method: SplitMethod = .partySize
  ) throws -> PolicyTrace {
    try trace(of: bill, policy: try policy(named: name), named: name, splitting: method)
  }
}
