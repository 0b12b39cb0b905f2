import TipPricing

/// The columns of a settlement while it is worked out, in minor units, one entry per person in
/// the receipt's order.
struct ReceiptLedger {
  /// The receipt being settled; already validated.
  let receipt: Receipt
  /// Everyone, in the receipt's order.
  let names: [String]
  /// Each name's position in ``names``.
  let positions: [String: Int]
  /// Each person's part of the items.
  var subtotals: [Int64]
  /// Each person's exact share of the items, in units of one over the least common multiple of
  /// the items' people counts; their part of the items where those do not fit in 64 bits. What
  /// the discount, a receipt's tax, the charges and the tip are spread by: each person's
  /// discounted subtotal is their exact share of the items less the same fraction of it, so it
  /// is in proportion to that share, and spreading by parts already rounded would add their
  /// rounding to every spread (two people with 0.015 each left after a discount, rounded to
  /// 0.02 and 0.01, would share a tip two to one).
  let shareWeights: [Int64]
  /// How many items each person shared.
  var itemCounts: [Int]
  /// Each person's part of the discount.
  var discounts: [Int64]
  /// Each person's part of the tax.
  var taxes: [Int64]
  /// Each person's part of the service charges.
  var charges: [Int64]
  /// Each person's part of the tip.
  var tips: [Int64]
  /// The tax of each rate, for receipts whose items carry rates.
  var taxesByRate: [ReceiptSettlement.RateTax] = []

  /// Shares the items among their people (``itemParts(of:positions:count:)``).
  init(receipt: Receipt) {
    self.receipt = receipt
    names = receipt.everyone
    var positions: [String: Int] = [:]
    for (index, name) in names.enumerated() { positions[name] = index }
    self.positions = positions
    let zeros = [Int64](repeating: 0, count: names.count)
    subtotals = zeros
    discounts = zeros
    taxes = zeros
    charges = zeros
    tips = zeros
    itemCounts = [Int](repeating: 0, count: names.count)
    for item in receipt.items {
      for name in item.people { if let person = positions[name] { itemCounts[person] += 1 } }
    }
    subtotals = ReceiptLedger.itemParts(
      of: receipt.items, positions: positions, count: names.count)
    shareWeights =
      ReceiptLedger.exactShares(of: receipt.items, positions: positions, count: names.count)
      ?? subtotals
  }

  /// An item's even split: each of its people (by position) and their minor units, the larger
  /// shares first.
  func shares(of item: Receipt.Item) -> [(person: Int, units: Int64)] {
    let count = Int64(item.people.count)
    let (quotient, remainder) = item.amount.minorUnits.quotientAndRemainder(dividingBy: count)
    return item.people.enumerated().compactMap { offset, name in
      positions[name].map { ($0, quotient + (Int64(offset) < remainder ? 1 : 0)) }
    }
  }

  /// The receipt's tip base: the items less the discount, before tax.
  var tipBase: Int64 {
    // The items' total is checked to fit by validation, and each column sums to its total.
    subtotals.reduce(0, +) - discounts.reduce(0, +)
  }

  /// Spreads the discount in proportion to each person's share of the items.
  mutating func spreadDiscount(_ amount: Int64) throws(ReceiptError) {
    discounts = try ReceiptSpread.parts(of: amount, weights: shareWeights) ?? discounts
  }

  /// `amount` spread in proportion to each person's exact tip base, their share of the items
  /// less the same fraction of it (``shareWeights``), which is in proportion to that share
  /// whatever the discount; evenly over the people with items when every item is free.
  func spreadLikeTip(_ amount: Int64) throws(ReceiptError) -> [Int64] {
    try ReceiptSpread.parts(of: amount, firstOf: [shareWeights, itemCounts.map { $0 > 0 ? 1 : 0 }])
  }

  /// Adds the service charges, summed, spread like the tip.
  mutating func addCharge(_ amount: Int64) throws(ReceiptError) {
    let parts = try spreadLikeTip(amount)
    for index in charges.indices {
      let (sum, overflow) = charges[index].addingReportingOverflow(parts[index])
      guard !overflow else { throw ReceiptLedger.overflow("the service charges") }
      charges[index] = sum
    }
  }

  /// Computes the tax of each rate on its items less their part of the discount, and spreads
  /// it over the people who had items at that rate.
  mutating func addTaxesByRate(rounding rule: RoundingRule) throws(ReceiptError) {
    // Groups in the order the items first use them; `nil` holds the items without a rate.
    var rates: [Percentage?] = []
    var groupOf: [Percentage?: Int] = [:]
    var firstItem: [Int] = []
    var gross: [Int64] = []
    var byPerson: [[Int: Int64]] = []
    for (index, item) in receipt.items.enumerated() {
      let group: Int
      if let existing = groupOf[item.taxRate] {
        group = existing
      } else {
        group = rates.count
        groupOf[item.taxRate] = group
        rates.append(item.taxRate)
        firstItem.append(index)
        gross.append(0)
        byPerson.append([:])
      }
      gross[group] += item.amount.minorUnits
      for (person, units) in shares(of: item) { byPerson[group][person, default: 0] += units }
    }
    let discount = Receipt.units(receipt.discount)
    let discounts = try ReceiptSpread.parts(of: discount, weights: gross) ?? gross.map { _ in 0 }
    let currency = receipt.currency
    var groupTaxes = [Int64](repeating: 0, count: rates.count)
    for (group, rate) in rates.enumerated() {
      guard let rate else { continue }
      let taxable = Money(minorUnits: gross[group] - discounts[group], currency: currency)
      let tax: Money
      do {
        tax = try taxable.percentage(rate, rounding: rule)
      } catch {
        throw ReceiptError(
          .overflow, at: .item(firstItem[group]).key("taxRate"),
          "the tax cannot be computed: \(error.problem)")
      }
      taxesByRate.append(.init(rate: rate, taxable: taxable, tax: tax))
      groupTaxes[group] = tax.minorUnits
    }
    // The rates' taxes, summed, are spread as one sum, in proportion to each person's exact
    // tax at the rates of their items, so that ties do not give the person listed first the
    // odd cent of every rate.
    let total = try sum(groupTaxes, of: "the tax")
    if let weights = ReceiptLedger.taxWeights(
      of: receipt.items, positions: positions, count: names.count),
      let parts = try ReceiptSpread.parts(of: total, weights: weights)
    {
      taxes = parts
      return
    }
    // Weights too large for 64 bits: each rate's tax over the people who had items at it.
    for (group, rate) in rates.enumerated() {
      guard let rate else { continue }
      let tax = Money(minorUnits: groupTaxes[group], currency: currency)
      let people = byPerson[group].keys.sorted()
      let weights = people.map { byPerson[group][$0] ?? 0 }
      guard let parts = try ReceiptSpread.parts(of: tax.minorUnits, weights: weights) else {
        throw ReceiptError(
          .noPeople, at: .item(firstItem[group]),
          "no one had an item at \(rate.percent) % to share its tax")
      }
      for (person, part) in zip(people, parts) { taxes[person] += part }
    }
  }

  /// The sum of a column; an overflow names `what` is summed.
  func sum(_ column: [Int64], of what: String = "the receipt's total") throws(ReceiptError)
    -> Int64
  {
    var total: Int64 = 0
    for value in column {
      let (sum, overflow) = total.addingReportingOverflow(value)
      guard !overflow else { throw ReceiptLedger.overflow(what) }
      total = sum
    }
    return total
  }

  /// The finished settlement: each person's row and the receipt's totals.
  func settlement(cashRounding: CashRounding? = nil) throws(ReceiptError) -> ReceiptSettlement {
    let currency = receipt.currency
    func money(_ units: Int64) -> Money { Money(minorUnits: units, currency: currency) }
    var totals: [Int64] = []
    totals.reserveCapacity(names.count)
    for index in names.indices {
      totals.append(
        try ReceiptLedger.total(
          subtotals[index], discounts[index], taxes[index], charges[index], tips[index]))
    }
    // Each person pays on their own: a cash payer's total is rounded on its own.
    var pays = totals
    var people: [ReceiptSettlement.Share] = []
    people.reserveCapacity(names.count)
    for index in names.indices {
      let payment = receipt.payment(of: names[index])
      if payment == .cash, let cashRounding {
        do {
          pays[index] = try cashRounding.rounded(money(totals[index])).minorUnits
        } catch {
          throw ReceiptError(
            .overflow, at: .root, "\(names[index])'s cash payment cannot be rounded: \(error)")
        }
      }
      people.append(
        ReceiptSettlement.Share(
          name: names[index],
          amounts: ReceiptSettlement.Amounts(
            subtotal: money(subtotals[index]), discount: money(discounts[index]),
            tax: money(taxes[index]), charges: money(charges[index]), tip: money(tips[index]),
            total: money(totals[index])),
          itemCount: itemCounts[index], payment: payment,
          rounding: money(pays[index] - totals[index]), pays: money(pays[index])))
    }
    let total = try sum(totals)
    let payable = try sum(pays)
    return ReceiptSettlement(
      currency: currency, people: people,
      amounts: ReceiptSettlement.Amounts(
        subtotal: money(try sum(subtotals)), discount: money(try sum(discounts)),
        tax: money(try sum(taxes)), charges: money(try sum(charges)), tip: money(try sum(tips)),
        total: money(total)),
      taxesByRate: taxesByRate, rounding: money(payable - total), payable: money(payable))
  }

  /// subtotal − discount + tax + charges + tip, checked.
  static func total(
    _ subtotal: Int64, _ discount: Int64, _ tax: Int64, _ charges: Int64, _ tip: Int64
  ) throws(ReceiptError) -> Int64 {
    var total = subtotal - discount
    for part in [tax, charges, tip] {
      let (sum, overflow) = total.addingReportingOverflow(part)
      guard !overflow else { throw ReceiptLedger.overflow("the receipt's total") }
      total = sum
    }
    return total
  }

  /// The error for a sum that does not fit in 64-bit minor units.
  static func overflow(_ what: String) -> ReceiptError {
    ReceiptError(
      .overflow, at: .root,
      "\(what) does not fit: amounts are limited to 64-bit minor units")
  }
}
