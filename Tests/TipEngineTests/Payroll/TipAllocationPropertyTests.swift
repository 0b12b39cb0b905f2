import Testing
import TipEngine
import TipTestSupport

/// Random allocations: the allocated tips sum to the amount to allocate exactly, and nobody is
/// a whole cent away from their exact proportion of it.
@Suite("Tip allocation: properties of random establishments")
struct TipAllocationPropertyTests {
  @Test("Allocated sums to allocable; each within a cent of its exact share", arguments: 0..<300)
  func exactToTheCent(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let method: TipAllocation.Method = seed % 2 == 0 ? .grossReceipts : .hours
    let employees = (0..<Int.random(in: 1...10, using: &random)).map { index in
      TipAllocation.Employee(
        name: "P\(index)",
        receipts: Money(minorUnits: Int64.random(in: 0...100_000, using: &random), currency: .usd),
        hours: DecimalValue(significand: Int64.random(in: 0...6_000, using: &random), scale: 2),
        reported: Money(minorUnits: Int64.random(in: 0...9_000, using: &random), currency: .usd))
    }
    let gross = Money(minorUnits: Int64.random(in: 0...1_000_000, using: &random), currency: .usd)
    let rate = DecimalValue(significand: Int64.random(in: 200...800, using: &random), scale: 2)
    let indirect = Money(minorUnits: Int64.random(in: 0...5_000, using: &random), currency: .usd)
    let result = Result { () throws(PayrollError) in
      try TipAllocation(
        grossReceipts: gross, rate: rate, method: method, indirectlyReported: indirect,
        directlyTipped: employees)
    }
    // No receipts (or hours) to share by, with something to allocate, is refused.
    if case .failure(let error) = result, error.kind == .allocationRefused { return }
    let allocation = try result.get()
    let allocated = allocation.people.map(\.allocated.minorUnits)
    #expect(allocated.reduce(0, +) == allocation.allocable.minorUnits)
    #expect(allocated.allSatisfy { $0 >= 0 })
    // The exact proportion, recomputed: shortfall × W = direct × w − reported × W.
    let weights = employees.map {
      method == .hours
        ? ($0.hours.significand(atScale: 2, rule: .down) ?? 0) : $0.receipts.minorUnits
    }
    let total = weights.reduce(0, +)
    let direct = allocation.directShare.minorUnits
    let shortfalls = zip(employees, weights).map {
      max(0, direct * $1 - $0.reported.minorUnits * total)
    }
    let sum = shortfalls.reduce(0, +)
    let allocable = allocation.allocable.minorUnits
    for (part, shortfall) in zip(allocated, shortfalls) {
      guard sum > 0 else {
        #expect(part == 0)
        continue
      }
      // |part − allocable × shortfall ÷ sum| < 1, in whole numbers (the bounds above keep
      // every product below 10^16).
      #expect(abs(part * sum - allocable * shortfall) < sum)
    }
  }
}
