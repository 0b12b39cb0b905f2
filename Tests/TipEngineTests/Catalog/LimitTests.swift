import Foundation
import Testing
import TipEngine

@Suite("Documented limits: at the limit it works, one past it is a clear error")
struct LimitTests {
  @Test("Largest amount: 18 significant digits (10^18 − 1 minor units)")
  func largestAmount() throws {
    let largest = try Money("9999999999999999.99", currency: .usd)
    #expect(largest.minorUnits == Money.maximumMinorUnits)
    #expect(
      throws: MoneyError.invalidNumber(
        text: "10000000000000000.00",
        reason: "too large; the largest amount in USD is 9999999999999999.99")
    ) {
      try Money("10000000000000000.00", currency: .usd)
    }
    #expect(throws: MoneyError.self) { try Money("1e18", currency: .jpy) }
    #expect(try Money("999999999999999999", currency: .jpy).minorUnits == 999_999_999_999_999_999)
    // A 100 % tip on the largest amount still fits; the total is checked.
    let tip = try largest.percentage(100)
    #expect(tip == largest)
    #expect(try (largest + tip).minorUnits == 2 * Money.maximumMinorUnits)
  }

  @Test(
    "A catalog number past 18 significant digits is refused with the limit, not a USD example",
    arguments: [
      (
        #"{"version": 1, "policies": [{"name": "r", "kind": "region", "regions": {"US": {"policy": "percent-18", "suggestions": ["100.0000000000000001"]}}, "fallback": "percent-18"}]}"#,
        "at policies[0].regions.US.suggestions[0]: '100.0000000000000001' is not a valid "
          + "amount: more than 18 significant digits; give at most 18"
      ),
      (
        #"{"version": 1, "policies": [], "tests": [{"name": "t", "policy": "percent-18", "bill": {"subtotal": "1234567890123456789", "currency": "JPY"}, "expect": {"tip": "1"}}]}"#,
        "at tests[0].bill.subtotal: '1234567890123456789' is not a valid amount: more than 18 "
          + "significant digits; give at most 18"
      ),
    ])
  func significantDigitLimitHasNoMoneyExample(json: String, message: String) throws {
    let errors = PolicyCatalog.validate([.builtIn, CatalogSource(name: "l.json", json: json)])
      .errors.map(\.description)
    #expect(errors.count == 1, "\(errors)")
    #expect(try #require(errors.first).hasSuffix(message), "\(errors)")
  }

  @Test("Amounts near Int64.max overflow with an error, never a wrap or a trap")
  func nearInt64Max() throws {
    let near = Money(minorUnits: .max - 5, currency: .usd)
    #expect(throws: MoneyError.self) { try near + Money(minorUnits: 6, currency: .usd) }
    #expect(throws: MoneyError.self) { try near.percentage(Percentage("100.5")) }
    let policy = try PercentPolicy(rate: 18)
    #expect(throws: MoneyError.self) { try policy.quote(for: Bill(subtotal: near)) }
    let roundUp = try RoundUpPolicy(wrapping: policy)
    #expect(throws: MoneyError.self) { try roundUp.tip(for: Bill(subtotal: near)) }
    #expect(throws: MoneyError.self) {
      try Money(minorUnits: .max, currency: .usd).rounded(
        toMultipleOf: Money(minorUnits: 10, currency: .usd), rule: .ceiling)
    }
    #expect(throws: MoneyError.self) {
      try ExactArithmetic().evenShare(of: .min, parts: 0)
    }
    // Splitting the extremes is exact.
    let shares = try Money(minorUnits: .min, currency: .usd).split(into: 3)
    #expect(shares.reduce(Int64(0)) { $0 &+ $1.minorUnits } == .min)
  }

  @Test("Largest split: Money.maximumParts")
  func largestSplit() throws {
    let amount = Money(minorUnits: 1_000_000, currency: .usd)
    #expect(try amount.split(into: Money.maximumParts).count == Money.maximumParts)
    #expect(throws: MoneyError.self) { try amount.split(into: Money.maximumParts + 1) }
    let weights = [DecimalValue](repeating: 1, count: Money.maximumParts)
    #expect(try amount.allocated(byWeights: weights).count == Money.maximumParts)
    #expect(throws: MoneyError.self) { try amount.allocated(byWeights: weights + [1]) }
  }

  @Test("Catalog file size: maximumFileSize bytes load, one more is refused")
  func fileSize() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tipengine-limits-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let body = #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "5"}]}"#
    let limit = PolicyCatalog.Limits.maximumFileSize
    let atLimit = directory.appendingPathComponent("at.json")
    try (body + String(repeating: " ", count: limit - body.utf8.count)).write(
      to: atLimit, atomically: true, encoding: .utf8)
    #expect(try PolicyCatalog(files: [atLimit.path], includingBuiltIn: false).names == ["p"])
    let past = directory.appendingPathComponent("past.json")
    try (body + String(repeating: " ", count: limit - body.utf8.count + 1)).write(
      to: past, atomically: true, encoding: .utf8)
    #expect {
      try CatalogSource.file(past.path)
    } throws: { ($0 as? CatalogError)?.kind == .tooLarge }
  }

  @Test("Catalog size in memory: maximumFileSize bytes load, one more is refused by name")
  func sourceSize() throws {
    let body = #"{"version": 1, "policies": [{"name": "p", "kind": "percent", "rate": "5"}]}"#
    let limit = PolicyCatalog.Limits.maximumFileSize
    func source(padding: Int) -> CatalogSource {
      CatalogSource(name: "house.json", json: body + String(repeating: " ", count: padding))
    }
    let atLimit = source(padding: limit - body.utf8.count)
    #expect(try PolicyCatalog(sources: [atLimit]).names == ["p"])
    let threeMiB = source(padding: 3 * limit - body.utf8.count)
    #expect {
      try PolicyCatalog(sources: [threeMiB])
    } throws: { error in
      guard let error = error as? CatalogError else { return false }
      return error.kind == .tooLarge
        && error.description
          == "house.json: the catalog has 3145728 bytes; catalogs are limited to 1048576 bytes "
          + "(1 MiB); split its policies over several sources of at most 1048576 bytes each"
    }
    let past = source(padding: limit - body.utf8.count + 1)
    #expect(PolicyCatalog.validate([past]).errors.map(\.kind) == [.tooLarge])
  }

  @Test("Number of policies: maximumPolicyCount load, one more is refused")
  func policyCount() throws {
    func source(_ count: Int) -> CatalogSource {
      let items = (0..<count).map { #"{"name": "p\#($0)", "kind": "percent", "rate": "1"}"# }
      return CatalogSource(
        name: "many.json",
        json: #"{"version": 1, "policies": [\#(items.joined(separator: ","))]}"#)
    }
    let limit = PolicyCatalog.Limits.maximumPolicyCount
    #expect(try PolicyCatalog(sources: [source(limit)]).names.count == limit)
    #expect(PolicyCatalog.validate([source(limit + 1)]).errors.first?.kind == .tooManyPolicies)
  }

  @Test("JSON nesting: maximumJSONDepth levels parse, deeper is refused without a crash")
  func jsonDepth() {
    let depth = PolicyCatalog.Limits.maximumJSONDepth
    let deep =
      String(repeating: "[", count: depth * 1000) + String(repeating: "]", count: depth * 1000)
    let errors = PolicyCatalog.validate([CatalogSource(name: "deep.json", json: deep)]).errors
    #expect(errors.first?.kind == .invalidJSON)
    #expect(errors.first?.message.contains("nesting deeper than") == true)
  }
}
