extension PolicyCatalog {
  /// The catalog's service charges, in order (see ``charges``).
  public var serviceCharges: [ServiceCharge] { charges.serviceCharges }

  /// The catalog's cash rounding by region (see ``charges``).
  public var cashRounding: [Region: CashRounding] { charges.cashRounding }

  /// Quotes `bill` with `policy` and the catalog's service charges and cash rounding: the
  /// charges whose conditions hold (a gratuity among them sets ``Bill/gratuityApplied`` before
  /// the tip), the tip, the total, the cash rounding and the payable amount, shared by `method`.
  ///
  /// ```swift
  /// let catalog = try PolicyCatalog.builtIn()
  /// var bill = Bill(subtotal: try Money("41.42", currency: .chf), region: try Region("CH"))
  /// bill.payment = .cash
  /// let quote = try catalog.quote(for: bill, policy: try catalog.policy(named: "percent-10"))
  /// quote.total.amountText     // 45.56
  /// quote.rounding.amountText  // -0.01
  /// quote.payable.amountText   // 45.55
  /// ```
  ///
  /// A bill that no charge and no rounding touches costs what `policy.quote(for:splitting:)`
  /// costs, and gets the same quote.
  ///
  /// - Throws: as ``CatalogCharges/quote(for:policy:splitting:)-(Bill,_,_)``.
  public func quote(
    for bill: Bill, policy: any TipPolicy, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    try charges.quote(for: bill, policy: policy, splitting: method)
  }

  /// Quotes `bill` with the policy the catalog chose (``selectPolicy(named:region:localeRegion:)``);
  /// a bill without a region takes the selection's (the locale's, when it chose the policy).
  ///
  /// - Throws: as ``CatalogCharges/quote(for:policy:splitting:)-(Bill,_,_)``.
  public func quote(
    for bill: Bill, selection: PolicySelection, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    var bill = bill
    if bill.region == nil { bill.region = selection.region }
    return try charges.quote(for: bill, policy: selection.policy, splitting: method)
  }

  /// Quotes `bill` with the catalog's policy called `name`.
  ///
  /// - Throws: ``CatalogError`` for an unknown name; otherwise as
  ///   ``CatalogCharges/quote(for:policy:splitting:)-(Bill,_,_)``.
  public func quote(
    for bill: Bill, policyNamed name: String, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    try charges.quote(for: bill, policy: try policy(named: name), splitting: method)
  }

  /// Quotes a bill with its line items under the catalog's service charges and cash rounding:
  /// `policy` tips the items where it reads them (a base with `categories`).
  ///
  /// - Throws: as ``CatalogCharges/quote(for:policy:splitting:)-(ItemizedBill,_,_)``.
  public func quote(
    for itemized: ItemizedBill, policy: any TipPolicy, splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    try charges.quote(for: itemized, policy: policy, splitting: method)
  }

  /// Quotes a bill with its line items with the catalog's policy called `name`.
  ///
  /// - Throws: ``CatalogError`` for an unknown name; otherwise as
  ///   ``CatalogCharges/quote(for:policy:splitting:)-(ItemizedBill,_,_)``.
  public func quote(
    for itemized: ItemizedBill, policyNamed name: String,
    splitting method: SplitMethod = .partySize
  ) throws -> Quote {
    try charges.quote(for: itemized, policy: try policy(named: name), splitting: method)
  }
}
