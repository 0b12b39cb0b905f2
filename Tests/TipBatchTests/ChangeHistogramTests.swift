import Testing
import TipEngine

@testable import TipBatch

/// `ChangeHistogram`: fixed bins of the change in tip per bill, the same whatever the blocks.
@Suite("The histogram of the change in tip per bill: fixed bins, merged across blocks")
struct ChangeHistogramTests {
  @Test(
    "A change falls in the bin of the first bound at least its size, each way",
    arguments: [
      (Int64(0), Int64(-1), Int64?(0)), (1, 0, 1), (2, 1, 2), (3, 2, 5), (5, 2, 5), (6, 5, 10),
      (1_000_000, 500_000, 1_000_000), (1_000_001, 1_000_000, nil), (-1, -2, -1), (-3, -6, -3),
      (-1_000_001, nil, -1_000_001),
    ] as [(Int64, Int64?, Int64?)])
  func bins(change: Int64, lower: Int64?, upper: Int64?) {
    var histogram = ChangeHistogram()
    histogram.add(change)
    let bins = histogram.bins.filter { $0.count == 1 }
    #expect(bins.count == 1)
    #expect(bins.first?.lower == lower)
    #expect(bins.first?.upper == upper)
  }

  @Test("The bins cover every change once: 19 bounds each way, and no change")
  func layout() {
    #expect(ChangeHistogram.bounds.prefix(7) == [1, 2, 5, 10, 20, 50, 100])
    #expect(ChangeHistogram.bounds.count == 19)
    let bins = ChangeHistogram().bins
    #expect(bins.count == 41)
    // Each bin starts where the one before it ends.
    for (left, right) in zip(bins, bins.dropFirst()) { #expect(left.upper == right.lower) }
  }

  @Test("Small blocks give the same histogram as one block, and every compared row is in it")
  func blocksAgree() throws {
    var input = "subtotal,currency\n"
    for index in 0..<300 { input += "\(index * 7 % 500).\(index % 100 / 10)\(index % 10),USD\n" }
    for index in 0..<40 { input += "\(index * 991 % 20_000),JPY\n" }
    let catalog = try PolicyCatalog.builtIn()
    var small = BatchLimits()
    small.bufferSize = 512
    small.blocksPerRound = 3
    let summaries = try [BatchLimits(), small].map { limits in
      try CompareJob(
        before: .named("percent-18", in: catalog), after: .named("percent-20", in: catalog),
        limits: limits
      ).run(input: .text(input))
    }
    let histograms = summaries.map { $0.currencies.mapValues(\.tipChanges) }
    #expect(histograms[0] == histograms[1])
    let usd = try #require(summaries[0].currencies[.usd])
    #expect(usd.tipChanges.counts.reduce(0, +) == 300)
    #expect(summaries[0].currencies[.jpy]?.tipChanges.counts.reduce(0, +) == 40)
    // 18 % to 20 % of 0.00 is no change; of 499.99 about +10.00, in the bin up to 1000 cents.
    #expect(usd.tipChanges.counts[ChangeHistogram.index(of: 0)] == 1)
    #expect(usd.tipChanges.counts[ChangeHistogram.index(of: 1000)] > 0)
  }
}
