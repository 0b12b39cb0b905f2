import Testing
import TipEngine
import TipTestSupport

@testable import TipBatch

/// A generated 100,000-row file through a ``BatchJob``, checked row by row against the engine's
/// own `quote(for:)`.
@Suite("Batch round trip")
struct RoundTripTests {
  /// One generated row: its CSV text and the bill the library should see.
  struct Row {
    var text: String
    var bill: Bill
  }

  /// Generates `count` rows with the columns `region,id,subtotal,split,tax,currency,memo`.
  static func rows(count: Int, regions: [String], seed: UInt64) throws -> [Row] {
    var generator = SeededGenerator(seed: seed)
    let currencies: [Currency] = [.usd, .eur, .jpy, .kwd, .gbp, .clf]
    let memos = ["", "table 4", "\"window, by the door\"", "\"the \"\"usual\"\"\"", "ok"]
    var rows: [Row] = []
    rows.reserveCapacity(count)
    let regionCurrencies = Dictionary(
      uniqueKeysWithValues: try regions.map { ($0, try Region($0).currency) })
    for index in 0..<count {
      let region = regions.randomElement(using: &generator)!
      let explicit = Int.random(in: 0..<4, using: &generator) == 0
      let currency =
        explicit ? currencies.randomElement(using: &generator)! : regionCurrencies[region]!
      var units = Int64.random(in: 0...20_000_000, using: &generator)
      var subtotalText: String
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:  // whole units, no point
        units -= units % currency.minorUnitsPerMajorUnit
        subtotalText = String(units / currency.minorUnitsPerMajorUnit)
      case 1:  // quoted
        subtotalText = "\"" + Money(minorUnits: units, currency: currency).amountText + "\""
      case 2 where currency.minorUnitDigits > 0:  // one trailing zero too many
        subtotalText = Money(minorUnits: units, currency: currency).amountText + "0"
      default:
        subtotalText = Money(minorUnits: units, currency: currency).amountText
      }
      let subtotal = Money(minorUnits: units, currency: currency)
      let hasTax = Bool.random(using: &generator)
      let tax = hasTax ? Money(minorUnits: units / 12, currency: currency) : nil
      let split =
        Int.random(in: 0..<3, using: &generator) == 0
        ? Int.random(in: 1...12, using: &generator) : nil
      let fields = [
        region, String(index), subtotalText, split.map(String.init) ?? "",
        tax?.amountText ?? "", explicit ? currency.code : "",
        memos.randomElement(using: &generator)!,
      ]
      rows.append(
        Row(
          text: fields.joined(separator: ","),
          bill: Bill(subtotal: subtotal, tax: tax, partySize: split, region: try Region(region))))
    }
    return rows
  }

  @Test("100,000 generated rows match the library's quote, row by row")
  func roundTrip() throws {
    let catalog = try PolicyCatalog.builtIn()
    let regional = try #require(try catalog.policy(named: "regional") as? RegionPolicy)
    let rows = try Self.rows(count: 100_000, regions: regional.regionCodes, seed: 2024)
    let input =
      "region,id,subtotal,split,tax,currency,memo\n"
      + rows.map(\.text).joined(separator: "\n") + "\n"
    for policyName in ["regional", "smart"] {
      let run = runJob(policy: policyName == "regional" ? nil : policyName, input: input)
      #expect(run.summary?.description == "Rows read: 100000, written: 100000, rejected: 0.")
      #expect(run.rejections.isEmpty)
      let policy = try catalog.policy(named: policyName)
      let lines = run.outputLines
      try #require(lines.count == rows.count + 1)
      #expect(lines[0] == "region,id,subtotal,split,tax,currency,memo,tip,total,shares")
      var mismatches = 0
      for (row, line) in zip(rows, lines.dropFirst()) {
        let quote = try policy.quote(for: row.bill)
        let expected =
          row.text + "," + quote.tip.amountText + "," + quote.total.amountText + ","
          + quote.shares.map(\.amountText).joined(separator: ";")
        if line != expected {
          mismatches += 1
          if mismatches <= 5 { Issue.record("\(line) != \(expected)") }
        }
      }
      #expect(mismatches == 0)
    }
  }
}
