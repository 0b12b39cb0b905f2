// libFuzzer target: the receipt and shift readers must never trap on any bytes, and whatever
// they accept must settle or share exactly — every column of a receipt sums to its total, every
// pool's receipts sum to what it pooled — or be refused with a message.
@testable import TipEngine
@testable import TipJSON
@testable import TipPricing

/// Pools of every distribution, built once, that each accepted shift is shared by.
private let pools: [TipPool] = {
  let text = #"""
    {"version": 1, "policies": [], "pools": {
      "chain": {"tipOuts": [
        {"from": ["server"], "percentOfTips": "15", "distribution": "percent-then-hours",
         "shares": {"busser": "60", "runner": "40"}, "ifRoleAbsent": "return"},
        {"from": ["server"], "percentOfSales": "2", "categories": ["alcohol"],
         "distribution": "hours", "to": ["bartender", "barback"]},
        {"from": ["bartender", "barback"], "percentOfTips": "10", "distribution": "equal",
         "to": ["cook"]}]},
      "points": {"cardFeeRate": "2.5", "tipOuts": [
        {"from": ["server", "bartender"], "percentOfTips": "100", "distribution": "points",
         "pointsByHours": true, "shares": {"server": "10", "bartender": "8", "cook": "5"}}]},
      "percent": {"tipOuts": [
        {"from": ["bartender"], "percentOfTips": "100", "distribution": "percent",
         "shares": {"bartender": "80", "barback": "15", "host": "5"}}]}}}
    """#
  return
    (try? PolicyCatalog(sources: [CatalogSource(name: "pools.json", bytes: Array(text.utf8))]))?
    .pools ?? []
}()

/// The built-in catalog, whose cash rounding a receipt's cash payers are rounded by.
private let builtIn = try? PolicyCatalog.builtIn()

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocuments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  if pools.count != 3 { fatalError("the target's own pools did not load") }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let receipt = try Receipt(json: bytes, file: "fuzz.json")
    do {
      let settlement = try receipt.settle(with: nil)
      check(settlement)
      if settlement.payable != settlement.amounts.total {
        fatalError("a receipt settled without a catalog was cash-rounded")
      }
    } catch {
      if error.message.isEmpty { fatalError("a receipt error without a message") }
    }
    // With a catalog that rounds cash: each cash payer's total is rounded on its own.
    if builtIn == nil { fatalError("the built-in catalog did not load") }
    do {
      check(try receipt.settle(with: builtIn), rounding: builtIn, receipt: receipt)
    } catch {
      if error.message.isEmpty { fatalError("a receipt error without a message") }
    }
  } catch {
    if error.message.isEmpty { fatalError("a receipt error without a message") }
  }
  do {
    let shift = try Shift(json: bytes, file: "fuzz.json")
    for pool in pools {
      do {
        check(try pool.share(shift))
      } catch {
        if error.message.isEmpty { fatalError("a pool error without a message") }
      }
    }
  } catch {
    if error.message.isEmpty { fatalError("a shift error without a message") }
  }
  return 0
}

/// Every column of a settlement sums exactly to the receipt's total.
private func check(_ settlement: ReceiptSettlement) {
  func sum(_ column: KeyPath<ReceiptSettlement.Amounts, Money>) -> Int64 {
    settlement.people.reduce(Int64(0)) { $0 &+ $1.amounts[keyPath: column].minorUnits }
  }
  let columns: [(String, KeyPath<ReceiptSettlement.Amounts, Money>)] = [
    ("subtotal", \.subtotal), ("discount", \.discount), ("tax", \.tax),
    ("charges", \.charges), ("tip", \.tip), ("total", \.total),
  ]
  for (name, column) in columns where sum(column) != settlement.amounts[keyPath: column].minorUnits
  {
    fatalError("the people's \(name) does not sum to the receipt's")
  }
}

/// What each person pays sums to the payable amount, which is the total plus the roundings; a
/// cash payer's amount is a multiple of the region's increment, anyone else's is their total.
private func check(
  _ settlement: ReceiptSettlement, rounding catalog: PolicyCatalog?, receipt: Receipt
) {
  check(settlement)
  let increment = receipt.region.flatMap {
    catalog?.charges.cashRounding(forCashIn: $0, currency: receipt.currency)?.rounding.increment
  }
  let step = increment.flatMap { try? Money(exactly: $0, currency: receipt.currency).minorUnits }
  var pays: Int64 = 0
  var roundings: Int64 = 0
  for share in settlement.people {
    if share.pays.minorUnits != share.amounts.total.minorUnits &+ share.rounding.minorUnits {
      fatalError("a person pays other than their total and rounding")
    }
    if share.payment == .cash, let step {
      if share.pays.minorUnits % step != 0 { fatalError("a cash payment is not in coins") }
    } else if !share.rounding.isZero {
      fatalError("a payment that is not cash was rounded")
    }
    pays &+= share.pays.minorUnits
    roundings &+= share.rounding.minorUnits
  }
  if pays != settlement.payable.minorUnits { fatalError("the pays do not sum to the payable") }
  if roundings != settlement.rounding.minorUnits
    || settlement.payable.minorUnits &- settlement.amounts.total.minorUnits != roundings
  {
    fatalError("the roundings do not sum to payable − total")
  }
}

/// A payout's receipts sum to what was pooled, its nets to the tips less the fees, and no one
/// takes home less than nothing.
private func check(_ payout: PoolPayout) {
  let received = payout.people.reduce(Int64(0)) { $0 &+ $1.received.minorUnits }
  let net = payout.people.reduce(Int64(0)) { $0 &+ $1.net.minorUnits }
  if received != payout.pooled.minorUnits { fatalError("receipts do not sum to the pool") }
  if net != payout.tips.minorUnits &- payout.fees.minorUnits {
    fatalError("the payouts do not sum to the tips less the fees")
  }
  if payout.people.contains(where: { $0.net.isNegative }) { fatalError("a negative payout") }
}
