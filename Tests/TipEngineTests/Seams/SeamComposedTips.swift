import TipEngine
import TipTestSupport

/// What the seam catalog's composite policies must tip, worked out from their parts: a cap
/// clamps its inner tip, a smart policy picks a side of its threshold by its base (of the line
/// items in its categories), a region policy takes a subdivision's rule, else its country's,
/// else its fallback.
enum SeamComposedTips {
  /// The regions of `by-region` and their policies; the fallback is `p-half-even`.
  static let byRegion = [
    "US": "p-half-up", "CA": "ru-total-1", "CA-QC": "p-floor", "CH": "ru-total-0.05", "JP": "f-2",
    "KW": "p-down", "SE": "smart-food", "DK": "house-rules", "AU": "cap-food",
  ]

  /// What differs between the quote's tip and the one its parts give, or `nil` (also for a
  /// policy that is not one of these composites).
  static func disagreement(_ quote: Quote, of order: SeamOrder, in catalog: PolicyCatalog) throws
    -> String?
  {
    let bill = quote.bill
    let currency = bill.currency
    // The service charges and their tax, which a round-up of the total counts.
    var owed = Money.zero(currency)
    for charge in quote.serviceCharges { owed = try owed.adding(charge.total()) }
    func tip(_ name: String) throws -> Money {
      try order.tip(of: catalog.policy(named: name), for: bill, serviceCharges: owed)
    }
    func base(_ base: TipBase, _ categories: [String]?) throws -> Money {
      guard let items = order.items else { return try base.amount(of: bill) }
      return try base.amount(of: ItemizedBill(bill, items: items), categories: categories)
    }
    func major(_ units: Int64) -> Int64 { units * Int64(currency.minorUnitsPerMajorUnit) }
    let expected: Int64
    switch order.policyName {
    case "cap-rate":
      let limit = try base(.total, nil).percentage(12, rounding: .down).minorUnits
      expected = min(max(try tip("p-up").minorUnits, major(1)), major(50), limit)
    case "cap-food":
      let limit = try base(.gross, ["food"]).percentage(25, rounding: .down).minorUnits
      expected = min(try tip("ru-total-1").minorUnits, limit)
    case "smart-plain":
      let below = try base(.subtotal, nil).minorUnits < major(40)
      expected = try tip(below ? "f-half" : "ru-total-1").minorUnits
    case "smart-food":
      let below = try base(.total, ["food", "drink"]).minorUnits < major(25)
      expected = try tip(below ? "f-2" : "p-food").minorUnits
    case "by-region":
      guard let region = bill.region else { return nil }
      let name = byRegion[region.code] ?? byRegion[region.country.code] ?? "p-half-even"
      expected = try tip(name).minorUnits
    default:
      return nil
    }
    guard quote.tip.minorUnits != expected else { return nil }
    return "the tip is \(quote.tip.amountText), its parts give "
      + Money(minorUnits: expected, currency: currency).amountText
  }
}
