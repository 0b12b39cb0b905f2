import Foundation
import Testing
import TipEngine
import TipTestSupport

@testable import TipBatch

/// Rows through a ``BatchJob``: rejected rows and their reasons, accounting, columns, currencies
/// and splits.
@Suite("Batch rows")
struct RowPricingTests {
  /// A bad row and the start of the reason it is rejected with.
  struct BadRow: CustomTestStringConvertible, Sendable {
    var kind: String
    var row: String
    var reason: String
    var testDescription: String { kind }
  }

  static let badRows: [BadRow] = [
    BadRow(
      kind: "unparseable amount", row: "b,12.3.4,,,,",
      reason: "subtotal: '12.3.4' is not a valid amount: more than one decimal point"),
    BadRow(
      kind: "empty subtotal", row: "b,,,,,", reason: "subtotal: '' is not a valid amount: empty"),
    BadRow(
      kind: "too many fraction digits", row: "b,1.005,,,,",
      reason: "subtotal: '1.005' has 3 fraction digits but USD has 2"),
    BadRow(
      kind: "fraction digits in a zero-digit currency", row: "b,100.5,,JPY,,",
      reason: "subtotal: '100.5' has 1 fraction digit but JPY amounts have no digits after"),
    BadRow(kind: "unparseable tax", row: "b,10,x,,,", reason: "tax: 'x' is not a valid amount"),
    BadRow(
      kind: "negative subtotal", row: "b,-5,,,,",
      reason: "invalid bill: the subtotal -5.00 is negative"),
    BadRow(
      kind: "negative tax", row: "b,5,-1,,,", reason: "invalid bill: the tax -1.00 is negative"),
    BadRow(
      kind: "overflow", row: "b,10000000000000000,,,,",
      reason:
        "subtotal: '10000000000000000' is not a valid amount: too large; the largest amount in USD "
        + "is 9999999999999999.99"),
    BadRow(
      kind: "too many digits", row: "b,1234567890123456789,,,,",
      reason:
        "subtotal: '1234567890123456789' is not a valid amount: too large; the largest amount in "
        + "USD is 9999999999999999.99"),
    BadRow(
      kind: "unknown currency", row: "b,10,,USX,,", reason: "currency: unknown currency 'USX'"),
    BadRow(
      kind: "unknown region", row: "b,10,,,ZZ,",
      reason: "unknown region 'ZZ'; expected an ISO 3166-1 alpha-2 code"),
    BadRow(
      kind: "region that is not two letters", row: "b,10,,,USA,", reason: "unknown region 'USA'"),
    BadRow(kind: "split of zero", row: "b,10,,,,0", reason: "split: '0' is not a number of people"),
    BadRow(
      kind: "split that is not a number", row: "b,10,,,,two",
      reason: "split: 'two' is not a number of people"),
    BadRow(
      kind: "split above the maximum", row: "b,10,,,,10001",
      reason: "split: '10001' is not a number of people; expected a whole number from 1 to 10000"),
    BadRow(
      kind: "too few fields", row: "b,10", reason: "expected 6 fields like the header, found 2"),
    BadRow(
      kind: "too many fields", row: "b,10,,,,,extra",
      reason: "expected 6 fields like the header, found 7"),
    BadRow(
      kind: "malformed quotes", row: "\"b\"x,10,,,,",
      reason: "malformed quoted field 1: text after the closing quote"),
  ]

  static let header = "id,subtotal,tax,currency,region,split\n"

  @Test("Every kind of bad row is rejected with its line, text and reason", arguments: badRows)
  func rejectsBadRow(_ bad: BadRow) throws {
    let input = Self.header + "a,10,,,,\n" + bad.row + "\n" + "c,20,,,,\n"
    let run = runJob(policy: "percent-10", input: input)
    #expect(run.summary?.rejected == 1)
    #expect(
      run.outputLines == [
        "id,subtotal,tax,currency,region,split,tip,total,shares", "a,10,,,,,1.00,11.00,11.00",
        "c,20,,,,,2.00,22.00,22.00",
      ])
    let lines = run.rejections.split(separator: "\n").map(String.init)
    #expect(lines.first == "line,id,reason,row")
    let record = try #require(lines.dropFirst().first)
    // A malformed first field is no id.
    #expect(record.hasPrefix(bad.row.hasPrefix("\"") ? "3,," : "3,b,"))
    #expect(record.contains(bad.reason), "\(record)")
    #expect(
      record.hasSuffix(
        bad.row.contains(",") || bad.row.contains("\"") ? csvQuoted(bad.row) : bad.row))
    #expect(lines.count == 2)
    #expect(run.summary?.description == "Rows read: 3, written: 2, rejected: 1.")
    let kept = try #require(run.summary?.rejections.first)
    #expect(kept.line == 3)
    #expect(kept.reason.contains(bad.reason))
    #expect(kept.row == bad.row)
  }

  @Test(
    "Too many fraction digits: the count is the amount's as written, in the words quote uses",
    arguments: [
      (
        "5020.80", "JPY",
        "subtotal: '5020.80' has 2 fraction digits but JPY amounts have no digits after the "
          + "point; write whole JPY amounts (batch prices amounts as written and does not round "
          + "them)"
      ),
      (
        "5020.8", "JPY",
        "subtotal: '5020.8' has 1 fraction digit but JPY amounts have no digits after the "
          + "point; write whole JPY amounts (batch prices amounts as written and does not round "
          + "them)"
      ),
      (
        "1.0050", "USD",
        "subtotal: '1.0050' has 4 fraction digits but USD has 2 digits after the point; write "
          + "USD amounts with at most 2 digits (batch prices amounts as written and does not "
          + "round them)"
      ),
      (
        "1,234.56780", "KWD",
        "subtotal: '1,234.56780' has 5 fraction digits but KWD has 3 digits after the point; "
          + "write KWD amounts with at most 3 digits (batch prices amounts as written and does "
          + "not round them)"
      ),
    ])
  func fractionDigitsAsWritten(amount: String, currency: String, reason: String) {
    let run = runJob(policy: "percent-10", input: "subtotal,currency\n\"\(amount)\",\(currency)\n")
    #expect(run.outputLines.count == 1)
    #expect(run.summary?.rejections.map(\.reason) == [reason])
  }

  @Test("A repeated bad amount gets the same reason; the currency still matters")
  func repeatedBadAmounts() {
    let input = "subtotal,currency\n1.005,USD\n1.005,KWD\n1.005,USD\nx,USD\nx,JPY\nx,USD\n"
    let run = runJob(policy: "percent-10", input: input)
    #expect(run.outputLines.dropFirst() == ["1.005,KWD,0.101,1.106,1.106"])
    let reasons = run.rejectionLines.map {
      $0.drop(while: { $0 != "," }).dropFirst()
    }
    #expect(reasons.count == 5)
    #expect(reasons[0] == reasons[1])
    #expect(reasons[0].hasPrefix("subtotal: '1.005' has 3 fraction digits but USD has 2"))
    let invalid = "subtotal: 'x' is not a valid amount: unexpected character 'x'; expected digits"
    #expect(reasons[2...].allSatisfy { $0.hasPrefix(invalid) })
  }

  @Test("An over-long row is rejected by its start, whether or not it fits the buffer")
  func overlongRows() {
    let long = String(repeating: "x", count: 100)
    let longer = String(repeating: "y", count: 500)
    let input = "id,subtotal\na,1\n\(long),2\nb,3\n\"\(longer)\n\",4\nc,5\n"
    let run = runJob(policy: "percent-10", input: input, limits: tinyLimits())
    #expect(
      run.outputLines.dropFirst() == [
        "a,1,0.10,1.10,1.10", "b,3,0.30,3.30,3.30", "c,5,0.50,5.50,5.50",
      ])
    #expect(
      run.rejections.contains(
        "3,,the row is 102 bytes long; rows are limited to 64 bytes,xxxxxxxxxxxxxxxx…"))
    #expect(
      run.rejections.contains(
        "5,,the row is 505 bytes long; rows are limited to 64 bytes,\"\"\"yyyyyyyyyyyyyyy…\""))
    #expect(run.counts! == (5, 3, 2))
  }

  @Test("read = written + rejected on mixed input, in any chunking")
  func accountingInvariant() {
    var generator = SeededGenerator(seed: 42)
    var input = Self.header
    var expectedGood: [String] = []
    var expectedBad: [Int] = []
    var line = 1
    for index in 0..<3000 {
      line += 1
      let good = Int.random(in: 0..<10, using: &generator) > 0
      if good {
        input += "\(index),\(Int.random(in: 0...99_999, using: &generator)).25,,,,\n"
        expectedGood.append(String(index))
      } else {
        let bad = Self.badRows.randomElement(using: &generator)!
        input += bad.row.replacingOccurrences(of: "b,", with: "\(index),") + "\n"
        expectedBad.append(line)
      }
      if Int.random(in: 0..<50, using: &generator) == 0 {
        input += "\n"
        line += 1
      }
    }
    for limits in [BatchLimits(), tinyLimits(recordLength: 64, buffer: 300, blocks: 4, bills: 3)] {
      let run = runJob(policy: "percent-18", input: input, limits: limits)
      let counts = run.counts!
      #expect(counts.read == 3000)
      #expect(counts.read == counts.written + counts.rejected)
      #expect(counts.written == expectedGood.count)
      #expect(
        run.outputLines.dropFirst().map { String($0.prefix(while: { $0 != "," })) } == expectedGood)
      #expect(run.rejectedLines == expectedBad)
      #expect(run.summary?.rejections.map(\.line) == Array(expectedBad.prefix(1000)))
    }
  }

  @Test("Columns in any order; unknown columns pass through untouched")
  func columnOrderAndPassThrough() {
    let input = "note,Tax, SUBTOTAL ,extra,id\n\"a, b\",1.00,10.00,\"x\"\"y\",7\n,,20,,8\n"
    let run = runJob(policy: "percent-10", input: input)
    #expect(run.summary?.rejected == 0)
    #expect(
      run.outputLines == [
        "note,Tax, SUBTOTAL ,extra,id,tip,total,shares",
        "\"a, b\",1.00,10.00,\"x\"\"y\",7,1.00,12.00,12.00", ",,20,,8,2.00,22.00,22.00",
      ])
  }

  @Test("Currencies: the row's, else --currency, else the region's, else USD")
  func currencyChoice() {
    let input = "subtotal,currency,region\n1000,,JP\n1000,kwd,JP\n10,,\n"
    let plain = runJob(policy: "percent-10", input: input)
    #expect(
      plain.outputLines.dropFirst() == [
        "1000,,JP,100,1100,1100", "1000,kwd,JP,100.000,1100.000,1100.000", "10,,,1.00,11.00,11.00",
      ])
    let euro = runJob(policy: "percent-10", input: input, currency: .eur)
    #expect(
      euro.outputLines.dropFirst() == [
        "1000,,JP,100.00,1100.00,1100.00", "1000,kwd,JP,100.000,1100.000,1100.000",
        "10,,,1.00,11.00,11.00",
      ])
  }

  @Test("Splits: shares sum to the total, larger first")
  func splits() {
    let run = runJob(policy: "percent-15", input: "subtotal,split\n13.05,3\n0.01,2\n")
    #expect(
      run.outputLines.dropFirst() == [
        "13.05,3,1.96,15.01,5.01;5.00;5.00", "0.01,2,0.00,0.01,0.01;0.00",
      ])
  }
}

/// `text` as one CSV field, quoted.
private func csvQuoted(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
