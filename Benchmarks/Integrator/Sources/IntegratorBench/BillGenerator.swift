import TipEngine

/// The bills every path prices: plain US-dollar bills (a subtotal and a tax, no party, no
/// region), drawn from a fixed-seed linear congruential generator of the harness's own, so that
/// every run and every path sees the same bills.
struct BillGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 31 random bits, from Knuth's MMIX multiplier and increment.
  mutating func next() -> Int64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int64(state >> 33)
  }

  /// A subtotal of 1.00 to 500.99 and a tax of 0 to 10 % of it, in cents.
  mutating func nextAmounts() -> (subtotal: Int64, tax: Int64) {
    let subtotal = 100 + next() % 50_000
    return (subtotal, next() % (subtotal / 10 + 1))
  }

  /// `count` bills.
  mutating func bills(count: Int) -> [Bill] {
    var bills: [Bill] = []
    bills.reserveCapacity(count)
    for _ in 0..<count {
      let amounts = nextAmounts()
      bills.append(
        Bill(
          subtotal: Money(minorUnits: amounts.subtotal, currency: .usd),
          tax: Money(minorUnits: amounts.tax, currency: .usd)))
    }
    return bills
  }

  /// Each bill with its subtotal as two line items, a food item and a drink, that add up to it.
  static func itemized(_ bills: [Bill]) -> [ItemizedBill] {
    bills.map { bill in
      let food = bill.subtotal.minorUnits * 2 / 3
      return ItemizedBill(
        bill,
        items: [
          LineItem(category: "food", amount: Money(minorUnits: food, currency: .usd)),
          LineItem(
            category: "drink",
            amount: Money(minorUnits: bill.subtotal.minorUnits - food, currency: .usd)),
        ])
    }
  }
}
