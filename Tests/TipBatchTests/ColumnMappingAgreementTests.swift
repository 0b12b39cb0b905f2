import Foundation
import Testing
import TipBatch
import TipEngine
import TipRandom
import TipTestSupport

/// An export with its own column names prices exactly like the same rows under the engine's
/// names: seeded rows written both ways (renamed headers, amounts with `$` and grouping, the
/// time split into two cells, channels in the export's words) give the same tips, totals,
/// shares and rejections.
@Suite("A mapped export prices like the same rows under standard names")
struct ColumnMappingAgreementTests {
  /// The channel words of the export, and the engine's.
  static let channels = [("For Here", "dine-in"), ("To Go", "takeout"), ("Delivery", "delivery")]

  /// `count` seeded rows, as an export writes them and under the engine's names.
  static func inputs(seed: UInt64, count: Int) -> (export: String, standard: String) {
    var generator = SeededGenerator(seed: seed)
    var export = "Check #,Net Sales,Sales Tax,Date,Time,Dining Option,Guests\n"
    var standard = "id,subtotal,tax,at,channel,party\n"
    for id in 1...count {
      let cents = Int.random(in: 0...250_000, using: &generator)
      let taxCents = Int.random(in: 0...20_000, using: &generator)
      let plain = String(format: "%d.%02d", cents / 100, cents % 100)
      let grouped =
        "$"
        + (cents / 100).formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        + String(format: ".%02d", cents % 100)
      let tax = String(format: "%d.%02d", taxCents / 100, taxCents % 100)
      let day = Int.random(in: 1...28, using: &generator)
      let hour = Int.random(in: 0...23, using: &generator)
      let minute = Int.random(in: 0...59, using: &generator)
      let date = String(format: "2026-11-%02d", day)
      let time = String(format: "%02d:%02d", hour, minute)
      let (word, channel) = channels[Int.random(in: 0..<channels.count, using: &generator)]
      let guests = Int.random(in: 1...12, using: &generator)
      // One row in ten is bad in both forms alike: an amount that is not one.
      let bad = Int.random(in: 0..<10, using: &generator) == 0
      export +=
        "\(id),\(bad ? "N/A" : "\"\(grouped)\""),\(tax),\(date),\(time),\(word),\(guests)\n"
      standard += "\(id),\(bad ? "N/A" : plain),\(tax),\(date)T\(time),\(channel),\(guests)\n"
    }
    return (export, standard)
  }

  /// Runs `job` on `input`: the output and the rejections, as text.
  static func run(_ job: BatchJob, _ input: String) throws -> (output: String, rejections: String) {
    let output = MemorySink()
    let rejections = MemorySink()
    _ = try job.run(
      input: .text(input), output: .sink(output), rejections: .sink(rejections))
    return (output.text, rejections.text)
  }

  /// The priced fields of each written row (tip, total, shares, charges, payable) by id.
  static func priced(_ output: String, inputColumns: Int) -> [String: [String]] {
    let lines = output.split(separator: "\n")
    // Counted from the end: the export's amounts are quoted and may hold a comma.
    let added = (lines.first?.split(separator: ",").count ?? 0) - inputColumns
    var rows: [String: [String]] = [:]
    for line in lines.dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      rows[fields[0]] = Array(fields.suffix(added))
    }
    return rows
  }

  @Test("Seeded rows written both ways price alike", arguments: [UInt64(11), 42, 2026])
  func agreement(seed: UInt64) throws {
    let (export, standard) = Self.inputs(seed: seed, count: 400)
    var mapping = ColumnMapping()
    try mapping.map("subtotal", to: ["Net Sales"])
    try mapping.map("tax", to: ["Sales Tax"])
    try mapping.map("at", to: ["Date", "Time"])
    try mapping.map("channel", to: ["Dining Option"])
    try mapping.map("party", to: ["Guests"])
    for (word, channel) in Self.channels { try mapping.mapValue(word, to: channel, in: "channel") }
    let catalog = try TraceCatalog.catalog()
    var mapped = BatchJob(policy: .named("house", in: catalog))
    mapped.columnMapping = mapping
    let plain = BatchJob(policy: .named("house", in: catalog))
    let exported = try Self.run(mapped, export)
    let expected = try Self.run(plain, standard)
    let exportedRows = Self.priced(exported.output, inputColumns: 7)
    let expectedRows = Self.priced(expected.output, inputColumns: 6)
    #expect(exportedRows.count > 300)
    #expect(exportedRows == expectedRows)
    // The same lines are rejected, for the same reasons.
    let lines = { (text: String) in
      text.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "," } }
    }
    #expect(!lines(expected.rejections).isEmpty)
    #expect(lines(exported.rejections) == lines(expected.rejections))
  }
}
