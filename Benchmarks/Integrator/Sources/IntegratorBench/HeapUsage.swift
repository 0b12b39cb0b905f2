import HeapStatistics
import TipEngine

/// The allocator's own count of bytes in use, read around a loop of quotes that are all kept
/// alive: a quote that kept anything on the heap (a box, an array) grows it by that much per
/// quote. glibc's `mallinfo2().uordblks` and Darwin's `malloc_zone_statistics` both count every
/// thread's memory, so the smallest growth of several attempts is taken.
enum HeapUsage {
  /// Bytes the allocator holds for the program, or `nil` where it does not say.
  static func bytesInUse() -> Int? {
    let bytes = heap_bytes_in_use()
    return bytes < 0 ? nil : Int(bytes)
  }

  /// Heap bytes a quote of each of `bills` keeps, per quote (the smallest of three attempts of
  /// `bills.count` quotes kept alive at once), or `nil` where the allocator does not say or
  /// there are no bills.
  static func bytesPerQuote(
    _ bills: [Bill], quote: (Bill) throws -> Quote
  ) rethrows -> Double? {
    guard !bills.isEmpty else { return nil }
    let kept = UnsafeMutablePointer<Quote>.allocate(capacity: bills.count)
    defer { kept.deallocate() }
    // Whatever the first quote sets up once (type metadata, lazy globals) is not the quote's.
    _ = try quote(bills[0])
    var smallest: Int?
    for _ in 0..<3 {
      guard let before = bytesInUse() else { return nil }
      for index in bills.indices { (kept + index).initialize(to: try quote(bills[index])) }
      guard let after = bytesInUse() else { return nil }
      kept.deinitialize(count: bills.count)
      smallest = min(smallest ?? Int.max, max(0, after - before))
    }
    return smallest.map { Double($0) / Double(bills.count) }
  }
}
