import Foundation
import Testing
import TipEngine
import TipHeapStatistics

/// A quote of a plain bill split evenly is a value with nothing out of line, so making one
/// allocates nothing. The allocator's own statistics (bytes in use, every thread's) are read
/// around a loop that keeps every quote alive: a quote that kept a box or an array would grow
/// them by its size each time. Other tests allocate meanwhile, so the count runs in a process
/// of its own (an exit test), which prints the bytes a quote keeps on each path; a weighted
/// split, which keeps its shares on the heap, shows that the count sees an allocation.
@Suite("Quote allocation: a plain bill's quote keeps nothing on the heap")
struct QuoteAllocationTests {
  /// Whether the allocator reports its statistics here (glibc 2.33 or later, Darwin) and they
  /// see this process's allocations: under a sanitizer, whose own allocator serves `malloc`,
  /// they do not, and there is nothing to count with.
  static let statisticsAvailable: Bool = {
    let before = tip_heap_bytes_in_use()
    guard before >= 0 else { return false }
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16)
    defer { probe.deallocate() }
    return tip_heap_bytes_in_use() - before >= 4_096
  }()

  /// Plain bills: a subtotal and a tax, no party, no region.
  static let bills = (0..<20_000).map { index in
    let subtotal = 100 + Int64(index) * 37 % 50_000
    return Bill(
      subtotal: Money(minorUnits: subtotal, currency: .usd),
      tax: Money(minorUnits: Int64(index) % (subtotal / 10 + 1), currency: .usd))
  }

  /// The smallest growth, in bytes a quote, of the allocator's bytes in use over three attempts
  /// to quote every bill, all the quotes kept alive.
  static func bytesKeptPerQuote(_ quote: (Bill) throws -> Quote) throws -> Double {
    let kept = UnsafeMutablePointer<Quote>.allocate(capacity: bills.count)
    defer { kept.deallocate() }
    // What the first quote sets up once (metadata, lazy globals) is not the quotes'.
    _ = try quote(bills[0])
    var smallest = Int64.max
    for _ in 0..<3 {
      let before = tip_heap_bytes_in_use()
      for index in bills.indices { (kept + index).initialize(to: try quote(bills[index])) }
      let after = tip_heap_bytes_in_use()
      kept.deinitialize(count: bills.count)
      smallest = min(smallest, max(0, after - before))
    }
    return Double(smallest) / Double(bills.count)
  }

  /// Counts every path and prints `path: bytes` lines: run in the exit test's own process.
  static func countEveryPath() throws {
    let byName = try PolicyCatalog.builtIn().policy(named: "percent-18")
    let concrete = try PercentPolicy(rate: 18, rounding: .halfEven)
    let weights: [DecimalValue] = [1, 2, 3]
    let counts = [
      (
        "by name",
        try bytesKeptPerQuote { try byName.quote(for: $0, splitting: .evenly(people: 3)) }
      ),
      (
        "concrete",
        try bytesKeptPerQuote { try concrete.quote(for: $0, splitting: .evenly(people: 3)) }
      ),
      (
        "weighted",
        try bytesKeptPerQuote { try concrete.quote(for: $0, splitting: .weighted(weights)) }
      ),
    ]
    print(counts.map { "\($0.0): \($0.1)" }.joined(separator: "\n"))
  }

  @Test(
    "A plain bill's quote split evenly keeps no heap memory, by name and concrete; a weighted one does",
    .enabled(if: statisticsAvailable))
  func plainQuoteKeepsNothing() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        try QuoteAllocationTests.countEveryPath()
      })
    var bytes: [String: Double] = [:]
    for line in String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n")
    {
      let parts = line.split(separator: ":")
      if parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespaces)) {
        bytes[String(parts[0])] = value
      }
    }
    #expect(bytes["by name"] == 0)
    #expect(bytes["concrete"] == 0)
    // The box of the extras and the array of three shares: well over a hundred bytes.
    #expect((bytes["weighted"] ?? 0) >= 64)
  }
}
