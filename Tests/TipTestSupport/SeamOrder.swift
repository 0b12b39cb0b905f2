import TipEngine

/// One generated order: a bill with every order field drawn (each sometimes absent), its line
/// items when it has any, how it is split and which catalog policy prices it.
public struct SeamOrder: CustomStringConvertible, Sendable {
  /// The bill, with the order fields drawn.
  public var bill: Bill
  /// Its line items, adding up to the subtotal; `nil` for a bill without.
  public var items: [LineItem]?
  /// How its payable amount is shared.
  public var method: SplitMethod
  /// The catalog policy that prices it.
  public var policyName: String

  /// The policy, the bill, the split and the items, for a failure's message.
  public var description: String {
    var text = "\(policyName), \(bill), \(method)"
    if let items {
      text +=
        ", items "
        + items.map { "\($0.category ?? "-") \($0.amount.amountText)" }.joined(separator: ", ")
    }
    return text
  }

  /// Regions with cash rounding (CH, CA, SE, DK, NZ, AU, and the seam catalog's JP, KW, BH,
  /// CA-QC, US-NY, DE-BY, FR), subdivisions that take their country's rule (CA-ON, CH-ZH,
  /// AU-NSW) and regions without any (US, DE, GB-SCT).
  public static let regions = [
    "CH", "CH-ZH", "CA", "CA-QC", "CA-ON", "SE", "DK", "NZ", "AU", "AU-NSW", "JP", "KW", "BH",
    "US", "US-NY", "DE", "DE-BY", "FR", "GB-SCT",
  ]

  /// Dates around a weekend (Thursday 26 November 2026 to Sunday the 29th) and a holiday pair.
  static let dates = [
    "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29", "2026-12-31", "2027-01-01",
  ]
  /// Times on both sides of midnight and at the edges of the late-night windows.
  static let times = [
    "21:59", "22:00", "23:00", "23:30", "00:00", "00:30", "01:15", "01:29", "01:30", "01:59",
    "02:00", "12:00", "16:30",
  ]
  static let categories: [String?] = ["food", "drink", "service", nil]
  static let weights: [DecimalValue] = [
    1, 2, 3, 0, DecimalValue(significand: 5, scale: 1), DecimalValue(significand: 125, scale: 2),
  ]

  /// An order drawn from `generator`, priced by one of `policyNames`.
  public static func draw(_ generator: inout SeededGenerator, policyNames: [String]) throws
    -> SeamOrder
  {
    let regionCode = SeamAmounts.chance(92, &generator) ? pick(regions, &generator) : nil
    let region = try regionCode.map { try Region($0) }
    // Mostly the region's own currency (the one its cash rounding applies to), sometimes another.
    let own = region?.currency
    let currency =
      SeamAmounts.chance(80, &generator) ? own ?? .usd : pick(SeamAmounts.currencies, &generator)
    let subtotalUnits =
      SeamAmounts.units(upTo: 400, in: currency, &generator)
      % (500 * Int64(currency.minorUnitsPerMajorUnit))
    var bill = Bill(subtotal: Money(minorUnits: subtotalUnits, currency: currency), region: region)
    if SeamAmounts.chance(60, &generator) {
      bill.tax = money(Int64.random(in: 0...subtotalUnits / 4 + 1, using: &generator), currency)
    }
    if SeamAmounts.chance(35, &generator) {
      bill.discount = money(Int64.random(in: 0...subtotalUnits, using: &generator), currency)
    }
    if SeamAmounts.chance(70, &generator) {
      bill.partySize = Int.random(in: 1...12, using: &generator)
    }
    bill.channel = pick([nil, .dineIn, .dineIn, .takeout, .delivery], &generator)
    bill.payment = pick([nil, .cash, .cash, .cash, .card, .card], &generator)
    if SeamAmounts.chance(70, &generator) {
      bill.localTime = try LocalDateTime(
        "\(pick(dates, &generator))T\(pick(times, &generator))")
    }
    let items = SeamAmounts.chance(65, &generator) ? lineItems(of: bill, &generator) : nil
    let method: SplitMethod
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<4: method = .partySize
    case 4..<7: method = .evenly(people: Int.random(in: 1...7, using: &generator))
    default:
      let count = Int.random(in: 2...5, using: &generator)
      var drawn = (0..<count).map { _ in pick(weights, &generator) }
      if drawn.allSatisfy({ $0 == 0 }) { drawn[0] = 1 }
      method = .weighted(drawn)
    }
    return SeamOrder(
      bill: bill, items: items, method: method, policyName: pick(policyNames, &generator))
  }

  /// One to four items that add up to the bill's subtotal, each with a category or none.
  static func lineItems(of bill: Bill, _ generator: inout SeededGenerator) -> [LineItem] {
    let count = Int.random(in: 1...4, using: &generator)
    var left = bill.subtotal.minorUnits
    var items: [LineItem] = []
    for index in 0..<count {
      let units = index == count - 1 ? left : Int64.random(in: 0...left, using: &generator)
      left -= units
      items.append(
        LineItem(
          category: pick(categories, &generator), amount: money(units, bill.currency)))
    }
    return items
  }

  static func money(_ units: Int64, _ currency: Currency) -> Money {
    Money(minorUnits: units, currency: currency)
  }

  static func pick<Element>(_ elements: [Element], _ generator: inout SeededGenerator) -> Element {
    SeamAmounts.pick(elements, &generator)
  }

  /// The quote of this order by `catalog`.
  public func quote(in catalog: PolicyCatalog) throws -> Quote {
    let policy = try catalog.policy(named: policyName)
    if let items {
      return try catalog.quote(
        for: ItemizedBill(bill, items: items), policy: policy, splitting: method)
    }
    return try catalog.quote(for: bill, policy: policy, splitting: method)
  }

  /// The tip `policy` gives the bill the quote saw (its gratuity mark set by the charges), with
  /// this order's items.
  public func tip(
    of policy: any TipPolicy, for quoted: Bill, serviceCharges: Money? = nil
  ) throws -> Money {
    let charges = serviceCharges ?? Money.zero(quoted.currency)
    if let items {
      return try policy.tip(for: ItemizedBill(quoted, items: items), serviceCharges: charges)
    }
    return try policy.tip(for: quoted, serviceCharges: charges)
  }
}
