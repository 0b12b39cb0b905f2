import Foundation
import TipEngine
import TipRandom

/// Deterministic pseudo-random bills, held as plain arrays so that every arithmetic starts from
/// the same minor units and nothing is generated inside a timed loop.
///
/// The distribution aims at restaurant bills, in USD (two minor digits; the region only picks
/// the rule, amounts are never converted):
/// - subtotal: 90 % log-uniform from 1.00 to 500.00, 10 % log-uniform over the whole range
///   0.01 to 10,000.00; one bill in five is a whole or half unit (menus price that way);
/// - tax: 70 % of bills, a sales tax or VAT rate (5 % to 20 %) of the subtotal, rounded half-up;
/// - party size: 1 to 12, mostly 1 to 4;
/// - region: uniform over the regions of the catalog's `regional` policy.
public struct BillSample: Sendable {
  /// Subtotals in cents, from 1 to 1,000,000.
  public let subtotals: [Int64]
  /// Tax in cents; 0 for a bill without tax.
  public let taxes: [Int64]
  /// Party sizes, 1 to 12.
  public let partySizes: [Int]
  /// Region codes, each one of ``regionCodes``.
  public let regions: [String]
  /// The region codes bills are drawn from.
  public let regionCodes: [String]

  /// The number of bills.
  public var count: Int { subtotals.count }

  /// The smallest and the largest subtotal the generator produces, in cents.
  public static let subtotalRange: ClosedRange<Int64> = 1...1_000_000

  /// Party sizes 1 to 12 with their relative frequencies.
  static let partyWeights: [Int] = [20, 30, 12, 15, 6, 6, 2, 3, 1, 2, 1, 2]
  /// Tax rates in basis points (6 %, 7.25 %, 8.875 %, 10 %, 19 %, 20 % …).
  static let taxRates: [Int64] = [500, 600, 700, 725, 825, 887, 1000, 1900, 2000]

  /// Generates `count` bills from `seed` over `regionCodes`.
  public init(count: Int, seed: UInt64, regionCodes: [String]) {
    precondition(!regionCodes.isEmpty, "no region codes")
    var random = SeededGenerator(seed: seed)
    var subtotals: [Int64] = []
    var taxes: [Int64] = []
    var partySizes: [Int] = []
    var regions: [String] = []
    subtotals.reserveCapacity(count)
    taxes.reserveCapacity(count)
    partySizes.reserveCapacity(count)
    regions.reserveCapacity(count)
    let totalWeight = BillSample.partyWeights.reduce(0, +)
    let logLow = log(100.0)
    let logHigh = log(50_000.0)
    let logTop = log(Double(BillSample.subtotalRange.upperBound))
    for _ in 0..<count {
      let u = random.nextUnit()
      let cents: Double
      if random.next(below: 10) == 0 {
        cents = exp(u * logTop)
      } else {
        cents = exp(logLow + u * (logHigh - logLow))
      }
      var subtotal = Int64(cents.rounded())
      if random.next(below: 5) == 0 {
        subtotal = max(50, subtotal / 50 * 50)
      }
      subtotal = min(
        max(subtotal, BillSample.subtotalRange.lowerBound), BillSample.subtotalRange.upperBound)
      var tax: Int64 = 0
      if random.next(below: 10) < 7 {
        let rate = BillSample.taxRates[Int(random.next(below: UInt64(BillSample.taxRates.count)))]
        tax = (subtotal * rate + 5_000) / 10_000
      }
      var pick = Int(random.next(below: UInt64(totalWeight)))
      var party = 1
      for (index, weight) in BillSample.partyWeights.enumerated() {
        if pick < weight {
          party = index + 1
          break
        }
        pick -= weight
      }
      subtotals.append(subtotal)
      taxes.append(tax)
      partySizes.append(party)
      regions.append(regionCodes[Int(random.next(below: UInt64(regionCodes.count)))])
    }
    self.subtotals = subtotals
    self.taxes = taxes
    self.partySizes = partySizes
    self.regions = regions
    self.regionCodes = regionCodes
  }

  /// The bill at `index`, as the engine sees it: USD, tax only when there is some.
  public func bill(at index: Int) -> Bill {
    var bill = Bill(
      subtotal: Money(minorUnits: subtotals[index], currency: .usd),
      tax: taxes[index] == 0 ? nil : Money(minorUnits: taxes[index], currency: .usd),
      partySize: partySizes[index])
    bill.region = try? Region(regions[index])
    return bill
  }

  /// The first `count` bills in batches of `chunkSize` (the last one may be shorter).
  public func bills(count: Int? = nil, chunkSize: Int) -> [[Bill]] {
    let total = min(count ?? self.count, self.count)
    return stride(from: 0, to: total, by: chunkSize).map { start in
      (start..<min(start + chunkSize, total)).map(bill(at:))
    }
  }
}

extension SeededGenerator {
  /// A number in `0..<bound`, without modulo bias worth speaking of for small bounds (Lemire).
  mutating func next(below bound: UInt64) -> UInt64 {
    next().multipliedFullWidth(by: bound).high
  }

  /// A number in [0, 1) with 53 random bits.
  mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
