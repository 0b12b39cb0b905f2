import Foundation
import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// A comparison is two batch runs summed: the same seeded bills (every order field, several
/// currencies, regions and channels, rows that do not read and rows a policy refuses) priced by a
/// `CompareJob` and by two `BatchJob`s give the same counts, totals, groups, largest changes and
/// changed rows.
@Suite("Compare equals two batch runs, summed")
struct CompareAgreementTests {
  /// What the two batch runs give, summed as a comparison sums them.
  struct Expected {
    var rows = 0
    var rejected = 0
    var changed = 0
    /// Tip before, tip after, payable before, payable after, by currency code.
    var totals: [String: [Money]] = [:]
    var rowsByCurrency: [String: Int] = [:]
    /// Rows, changed rows and tip differences by currency code, by group.
    var byRegion: [String: (rows: Int, changed: Int, tips: [String: Money])] = [:]
    var byChannel: [String: (rows: Int, changed: Int, tips: [String: Money])] = [:]
    var largestIncrease: (id: String, before: String, after: String, change: Decimal)?
    var largestDecrease: (id: String, before: String, after: String, change: Decimal)?
    var changes: [String] = []
  }

  /// The written rows of a batch run by id: tip, payable (or total), currency, region, channel.
  static func priced(_ output: String) -> [Int: [String]] {
    var rows: [Int: [String]] = [:]
    for line in output.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard let id = Int(fields[0]) else { continue }
      let payable = fields.count == 16 ? fields[15] : fields[12]
      rows[id] = [fields[11], payable, fields[4], fields[5], fields[7]]
    }
    return rows
  }

  static func expected(count: Int, before: [Int: [String]], after: [Int: [String]]) throws
    -> Expected
  {
    var expected = Expected()
    for id in 0..<count {
      guard let old = before[id], let new = after[id] else {
        expected.rejected += 1
        continue
      }
      let currency = try Currency(code: old[2])
      let amounts = try [old[0], new[0], old[1], new[1]].map { try Money($0, currency: currency) }
      expected.rows += 1
      expected.rowsByCurrency[old[2], default: 0] += 1
      var totals = expected.totals[old[2]] ?? Array(repeating: .zero(currency), count: 4)
      for index in 0..<4 { totals[index] = try totals[index].adding(amounts[index]) }
      expected.totals[old[2]] = totals
      let tipChange = try amounts[1].subtracting(amounts[0])
      let isChanged = amounts[2] != amounts[3]
      let region = old[3].isEmpty ? "none" : try Region(old[3]).code
      let channel = old[4].isEmpty ? "none" : old[4]
      for (key, isRegion) in [(region, true), (channel, false)] {
        var group =
          (isRegion ? expected.byRegion[key] : expected.byChannel[key]) ?? (0, 0, [:])
        group.rows += 1
        if isChanged { group.changed += 1 }
        group.tips[old[2]] = try (group.tips[old[2]] ?? .zero(currency)).adding(tipChange)
        if isRegion { expected.byRegion[key] = group } else { expected.byChannel[key] = group }
      }
      guard isChanged else { continue }
      expected.changed += 1
      expected.changes.append("\(id),\(old[0]),\(new[0]),\(old[1]),\(new[1])")
      let change = try #require(Decimal(string: new[1])) - #require(Decimal(string: old[1]))
      if change > 0, expected.largestIncrease.map({ change > $0.change }) ?? true {
        expected.largestIncrease = (String(id), old[1], new[1], change)
      }
      if change < 0, expected.largestDecrease.map({ change < $0.change }) ?? true {
        expected.largestDecrease = (String(id), old[1], new[1], change)
      }
    }
    return expected
  }

  /// The seeded CSV of `count` bills drawn for `policy`, one in 12 with a subtotal that does
  /// not read.
  static func bills(count: Int, policy: String, _ generator: inout SeededGenerator) throws
    -> String
  {
    var rows = [SeamBatchAgreementTests.header]
    for index in 0..<count {
      var order = try SeamOrder.draw(&generator, policyNames: [policy])
      order.items = nil
      let people =
        SeamAmounts.chance(50, &generator) ? Int.random(in: 1...6, using: &generator) : nil
      var row = SeamBatchAgreementTests.row(index, order, people: people)
      if SeamAmounts.chance(8, &generator) {
        var fields = row.split(separator: ",", omittingEmptySubsequences: false)
        fields[1] = "n/a"
        row = fields.joined(separator: ",")
      }
      rows.append(row)
    }
    return rows.joined(separator: "\n") + "\n"
  }

  @Test(
    "Seeded bills compared between two policies give what two batch runs give, summed",
    arguments: [
      ("p-half-up", "p-half-even"), ("p-up", "p-down"), ("f-2", "p-floor"),
      ("p-ceiling", "ru-total-1"), ("smart-plain", "house-rules"), ("by-region", "cap-rate"),
      ("regional", "smart-round-up-tip"),
    ])
  func compareEqualsTwoBatchRuns(before: String, after: String) throws {
    let catalog = try SeamCatalog.load()
    var generator = SeededGenerator(
      seed: 0xC0_4A2E + UInt64(before.utf8.count * 31 + after.utf8.count))
    let count = 400
    let csv = try Self.bills(count: count, policy: before, &generator)
    var outputs: [String] = []
    for name in [before, after] {
      let sink = MemorySink()
      _ = try BatchJob(policy: .named(name, in: catalog)).run(
        input: .text(csv), output: .sink(sink), rejections: .sink(MemorySink()))
      outputs.append(sink.text)
    }
    let expected = try Self.expected(
      count: count, before: Self.priced(outputs[0]), after: Self.priced(outputs[1]))
    var limits = BatchLimits()
    limits.blocksPerRound = 3
    limits.bufferSize = 4096
    let changes = MemorySink()
    let rejections = MemorySink()
    let summary = try CompareJob(
      before: .named(before, in: catalog), after: .named(after, in: catalog), limits: limits
    ).run(input: .text(csv), rejections: .sink(rejections), changes: .sink(changes))

    #expect(summary.rows == expected.rows, "\(before) → \(after)")
    #expect(summary.rejected == expected.rejected)
    #expect(expected.rejected >= count / 20, "the bills include rejected rows")
    #expect(summary.changed == expected.changed)
    #expect(expected.changed > 0, "the policies differ on some bills")
    #expect(
      rejections.text.split(separator: "\n").count == expected.rejected + 1,
      "one report per rejected row, after the header")
    let totals = summary.currencies.mapValues {
      [$0.tipBefore, $0.tipAfter, $0.payableBefore, $0.payableAfter]
    }
    #expect(
      Dictionary(uniqueKeysWithValues: totals.map { ($0.key.code, $0.value) }) == expected.totals)
    #expect(expected.totals.count >= 3, "several currencies")
    #expect(
      Dictionary(uniqueKeysWithValues: summary.currencies.map { ($0.key.code, $0.value.rows) })
        == expected.rowsByCurrency)
    for (name, groups, wanted) in [
      ("region", summary.byRegion, expected.byRegion),
      ("channel", summary.byChannel, expected.byChannel),
    ] {
      #expect(Set(groups.keys) == Set(wanted.keys), "\(name)s")
      for (key, group) in groups {
        let want = try #require(wanted[key])
        #expect(group.rows == want.rows && group.changed == want.changed, "\(name) \(key)")
        let tips = Dictionary(
          uniqueKeysWithValues: group.tipDifference.map { ($0.key.code, $0.value) })
        #expect(tips == want.tips, "\(name) \(key)")
      }
    }
    #expect(expected.byRegion.count >= 3 && expected.byChannel.count >= 3)
    #expect(summary.largestIncrease?.id == expected.largestIncrease?.id)
    #expect(summary.largestIncrease?.before.amountText == expected.largestIncrease?.before)
    #expect(summary.largestIncrease?.after.amountText == expected.largestIncrease?.after)
    #expect(summary.largestDecrease?.id == expected.largestDecrease?.id)
    #expect(summary.largestDecrease?.after.amountText == expected.largestDecrease?.after)
    #expect(
      changes.text.split(separator: "\n").map(String.init)
        == [CompareJob.changesHeader] + expected.changes)
  }

  @Test("Comparing a policy with itself changes nothing and rejects what batch rejects")
  func samePolicyChangesNothing() throws {
    let catalog = try SeamCatalog.load()
    let name = catalog.names[3]
    var generator = SeededGenerator(seed: 0x5A3E)
    let csv = try Self.bills(count: 200, policy: name, &generator)
    let batch = try BatchJob(policy: .named(name, in: catalog)).run(
      input: .text(csv), output: .sink(MemorySink()), rejections: .sink(MemorySink()))
    let summary = try CompareJob(
      before: .named(name, in: catalog), after: .named(name, in: catalog)
    ).run(input: .text(csv))
    #expect(summary.changed == 0)
    #expect(summary.largestIncrease == nil && summary.largestDecrease == nil)
    #expect(summary.rows == batch.written && summary.rejected == batch.rejected)
    #expect(summary.rejections == batch.rejections)
    for totals in summary.currencies.values {
      #expect(totals.tipBefore == totals.tipAfter && totals.payableBefore == totals.payableAfter)
    }
  }
}
