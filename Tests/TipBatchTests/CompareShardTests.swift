import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// `compare` over an input cut at row boundaries: the first piece as it is, the others with
/// ``CompareJob/suppliedHeader``, sum to the comparison of the whole input.
@Suite("Compare over shards")
struct CompareShardTests {
  /// 18 % against the regional policy of the built-in catalog.
  static func job() -> CompareJob {
    CompareJob(before: .named("percent-18", in: builtInCatalog), after: .automatic(builtInCatalog))
  }

  /// Runs `job` on `input`, keeping the changed rows.
  static func run(_ job: CompareJob, _ input: String) throws -> (CompareSummary, String) {
    let changes = MemorySink()
    let summary = try job.run(input: .text(input), changes: .sink(changes))
    return (summary, changes.text)
  }

  /// A currency's rows, tips and payable amounts before and after, in minor units.
  static func figures(_ figures: CurrencyComparison) -> [Int64] {
    [
      Int64(figures.rows), figures.tipBefore.minorUnits, figures.tipAfter.minorUnits,
      figures.payableBefore.minorUnits, figures.payableAfter.minorUnits,
    ]
  }

  /// The rows of a changes output, without its header.
  static func rows(of changes: String) -> [String] {
    changes.split(whereSeparator: \.isNewline).dropFirst().map(String.init)
  }

  @Test("Property: the pieces' counts, totals per currency and changed rows sum to one run's")
  func piecesSumToOneRun() throws {
    var generator = SeededGenerator(seed: 0xC0_4FA4E)
    var comparedPieces = 0
    for trial in 0..<40 {
      let bills = ShardedBills(
        count: Int.random(in: 0...120, using: &generator), crlf: trial % 3 == 0,
        using: &generator)
      let (whole, wholeChanges) = try Self.run(Self.job(), bills.text)
      let cuts = bills.randomCuts(Int.random(in: 1...5, using: &generator), using: &generator)
      var shard = Self.job()
      shard.suppliedHeader = ShardedBills.columns + (trial % 3 == 0 ? "\r\n" : "")
      var rows = 0
      var rejected = 0
      var changed = 0
      var changedRows: [String] = []
      var totals: [Currency: [Int64]] = [:]
      for (index, piece) in bills.pieces(cutAt: cuts).enumerated() {
        let (summary, changes) = try Self.run(index == 0 ? Self.job() : shard, piece)
        comparedPieces += 1
        rows += summary.rows
        rejected += summary.rejected
        changed += summary.changed
        changedRows += Self.rows(of: changes)
        for (currency, figures) in summary.currencies {
          let sums = totals[currency] ?? [0, 0, 0, 0, 0]
          totals[currency] = zip(sums, Self.figures(figures)).map { $0 + $1 }
        }
      }
      #expect(rows == whole.rows, "trial \(trial)")
      #expect(rejected == whole.rejected, "trial \(trial)")
      #expect(changed == whole.changed, "trial \(trial)")
      #expect(changedRows == Self.rows(of: wholeChanges), "trial \(trial)")
      #expect(totals == whole.currencies.mapValues(Self.figures), "trial \(trial)")
    }
    #expect(comparedPieces > 100)
  }

  @Test("A supplied header that is not one row of column names stops the run before a row")
  func badSuppliedHeader() throws {
    var job = Self.job()
    job.suppliedHeader = "id,amount"
    let error = try #require(throws: BatchError.self) { try job.run(input: .text("1,10.00\n")) }
    #expect(error.kind == .invalidJob)
    #expect(error.message.hasPrefix("the supplied header (--header) has no 'subtotal' column"))
  }
}
