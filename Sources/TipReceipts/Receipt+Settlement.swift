import TipJSON
import TipPricing

extension Receipt {
  /// Settles the receipt: what each person owes, column by column.
  ///
  /// - Each item is split evenly among its people; the minor units the even splits leave over
  ///   are shared over all the items by the largest-remainder method, so that each person's
  ///   part of the items is within one minor unit of their exact share.
  /// - The discount is spread in proportion to each person's items.
  /// - A receipt ``tax`` is spread in proportion to each person's discounted subtotal. With
  ///   per-item rates, the discount is first spread over the rates in proportion to their
  ///   items; each rate's tax is its rate of what remains, rounded once by ``taxRounding``. The
  ///   rates' taxes, summed, are spread as one sum in proportion to each person's exact tax at
  ///   the rates of their items.
  /// - The tip — an amount, a percentage of the discounted subtotal (rounded half-up), or the
  ///   named policy's tip for the receipt as one ``Bill`` — is spread in proportion to each
  ///   person's tip base, their discounted subtotal; the service charges, summed, are spread
  ///   the same way, once.
  ///
  /// Every spread is the largest-remainder method in minor units, ties to the person listed
  /// first, so each column sums exactly to the receipt's amount. Spreads go by exact shares,
  /// not by parts already rounded: a discounted subtotal is a person's exact share of the items
  /// less the same fraction of it, so the discount, a receipt's tax, the charges and the tip
  /// are each spread in proportion to the exact shares of the items (also when the discount
  /// takes everything), or evenly over the people with items when every item is free. Someone
  /// who had no items owes nothing.
  ///
  /// A person who pays cash (``payment(of:)``) where the catalog rounds cash in the receipt's
  /// region pays their total rounded on its own (``ReceiptSettlement/Share/pays``); the
  /// settlement's ``ReceiptSettlement/payable`` is the sum of what everyone pays.
  ///
  /// - Parameter catalog: where a ``Tip/policy(_:)`` tip is looked up and the cash rounding
  ///   found; not needed otherwise.
  /// - Throws: ``ReceiptError`` for a receipt that ``validate()`` refuses, an unknown policy, a
  ///   policy that cannot price the receipt, or a sum that overflows.
  public func settle(with catalog: PolicyCatalog? = nil) throws(ReceiptError) -> ReceiptSettlement {
    try validate()
    var ledger = ReceiptLedger(receipt: self)
    try ledger.spreadDiscount(Receipt.units(discount))
    if taxesByRate {
      try ledger.addTaxesByRate(rounding: taxRounding)
    } else {
      ledger.taxes = try ledger.spreadLikeTip(Receipt.units(tax))
    }
    // The bill a tip policy quotes and service charges apply to: the whole receipt.
    // Charges first: a gratuity among them marks the bill before the tip policy sees it.
    var bill = self.bill(tax: try ledger.sum(ledger.taxes))
    let charges = try serviceCharges(for: &bill, catalog: catalog)
    ledger.tips = try ledger.spreadLikeTip(
      tipAmount(base: ledger.tipBase, bill: bill, charges: charges, catalog: catalog))
    // The charges are one column: spread as one sum, so that the people listed first do not
    // take the larger part of every charge (three charges of 0.01 among three would otherwise
    // all go to the first person, 0.02 more than their exact share).
    try ledger.addCharge(ledger.sum(charges.map(\.minorUnits), of: "the service charges"))
    return try ledger.settlement(cashRounding: cashRounding(with: catalog))
  }

  /// The rule a cash payer's total is rounded by: the catalog's cash rounding for the receipt's
  /// region and currency; `nil` without a catalog, a region, or anyone paying cash.
  func cashRounding(with catalog: PolicyCatalog?) -> CashRounding? {
    guard let catalog, let region,
      payment == .cash || payments.values.contains(.cash)
    else { return nil }
    return catalog.charges.cashRounding(forCashIn: region, currency: currency)?.rounding
  }

  /// The catalog's service charges that apply to the receipt's bill, each with its tax, to be
  /// spread like the tip; marks the bill when a gratuity applies.
  func serviceCharges(for bill: inout Bill, catalog: PolicyCatalog?) throws(ReceiptError)
    -> [Money]
  {
    guard let catalog, !catalog.charges.serviceCharges.isEmpty else { return [] }
    do {
      return try catalog.charges.applyServiceCharges(to: &bill).map { charge in
        try charge.amount.adding(charge.tax)
      }
    } catch {
      throw ReceiptError(
        .policyFailed, at: .root, "the catalog's service charges failed: \(error)")
    }
  }

  /// The receipt's tip, in minor units; a policy is given the service charges (each with its
  /// tax), which a round-up of the total counts.
  private func tipAmount(
    base: Int64, bill: Bill, charges: [Money], catalog: PolicyCatalog?
  ) throws(ReceiptError) -> Int64 {
    switch tip {
    case nil:
      return 0
    case .amount(let amount):
      return amount.minorUnits
    case .percent(let rate):
      do {
        return try Money(minorUnits: base, currency: currency).percentage(rate).minorUnits
      } catch {
        throw ReceiptError(
          .overflow, at: .key("tip").key("percent"), "the tip cannot be computed: \(error.problem)")
      }
    case .policy(let name):
      let path = DocumentPath.key("tip").key("policy")
      guard let catalog else {
        throw ReceiptError(
          .unknownPolicy, at: path, "the tip's policy '\(name)' needs a catalog to look it up in",
          suggestion: "settle the receipt with a catalog, such as PolicyCatalog.builtIn()")
      }
      let policy: any TipPolicy
      do {
        policy = try catalog.policy(named: name)
      } catch {
        throw ReceiptError(
          .unknownPolicy, at: path, "unknown tip policy '\(name)'", suggestion: error.suggestion)
      }
      do {
        let itemized = ItemizedBill(bill, items: lineItems)
        try itemized.validate()
        var owed = Money.zero(bill.currency)
        for charge in charges { owed = try owed.adding(charge) }
        let tip = try policy.tip(for: itemized, serviceCharges: owed)
        guard tip.currency == bill.currency else {
          throw MoneyError.currencyMismatch(combining: tip.currency, with: bill.currency)
        }
        return tip.minorUnits
      } catch let error as PolicyError {
        if case .missingRegion = error {
          throw ReceiptError(
            .policyFailed, at: path, "policy '\(name)' needs the receipt's region",
            suggestion: "add \"region\", such as \"region\": \"US\"")
        }
        throw ReceiptError(
          .policyFailed, at: path, "policy '\(name)': \(error.problem)",
          suggestion: error.recoverySuggestion)
      } catch let error as MoneyError {
        throw ReceiptError(.policyFailed, at: path, "policy '\(name)': \(error.problem)")
      } catch {
        throw ReceiptError(.policyFailed, at: path, "policy '\(name)' failed: \(error)")
      }
    }
  }

  /// The receipt as one bill, for a tip policy and for service charges: the sum of its items,
  /// its discount, tax, region and party (the items themselves are ``lineItems``).
  func bill(tax: Int64) -> Bill {
    var subtotal: Int64 = 0
    for item in items { subtotal += item.amount.minorUnits }
    let hasTax = self.tax != nil || taxesByRate
    var bill = Bill(
      subtotal: Money(minorUnits: subtotal, currency: currency),
      tax: hasTax ? Money(minorUnits: tax, currency: currency) : nil,
      partySize: everyone.count, region: region)
    bill.discount = discount
    // The bill's payment, for the catalog's rules and charges, is the one everyone pays by.
    let paying = Set(everyone.map { payment(of: $0) })
    if paying.count == 1, let only = paying.first { bill.payment = only }
    return bill
  }

  /// The receipt's items as a bill's line items (with their categories), for a tip policy that
  /// tips some categories only.
  var lineItems: [LineItem] {
    items.map { LineItem(name: $0.name, category: $0.category, amount: $0.amount) }
  }

  /// The minor units of an optional amount; zero when absent.
  static func units(_ amount: Money?) -> Int64 {
    amount?.minorUnits ?? 0
  }
}
