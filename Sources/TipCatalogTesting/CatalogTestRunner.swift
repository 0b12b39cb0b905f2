import TipJSON
import TipPricing
import TipScreens

/// Runs a catalog's test cases (``PolicyCatalog/tests``): prices each case's bill with its
/// policy and the catalog's service charges and cash rounding, shows its tip screen when it
/// names or expects one, and compares the figures it expects. A case about its screen alone
/// (``CatalogTestCase/checksScreenOnly``) shows the screen without pricing the bill.
///
/// ```swift
/// let catalog = try PolicyCatalog(files: ["house.json"])
/// let report = CatalogTestRunner(catalog: catalog).run(matching: "party")
/// for result in report.results where !result.passed {
///   print(result.file, result.line, result.name, result.differences)
/// }
/// ```
public struct CatalogTestRunner: Sendable {
  /// The catalog whose policies, charges and screens price the cases.
  public var catalog: PolicyCatalog

  /// A runner over `catalog`.
  public init(catalog: PolicyCatalog) {
    self.catalog = catalog
  }

  /// The catalog's cases whose name contains `filter`, ignoring case; every case without one.
  public func cases(matching filter: String? = nil) -> [CatalogTestCase] {
    guard let filter, !filter.isEmpty else { return catalog.tests }
    let needle = filter.lowercased()
    return catalog.tests.filter { $0.name.lowercased().contains(needle) }
  }

  /// Runs the catalog's cases whose name contains `filter` (ignoring case), in load order.
  public func run(matching filter: String? = nil) -> CatalogTestReport {
    CatalogTestReport(results: cases(matching: filter).map(run))
  }

  /// Runs one case against the catalog.
  ///
  /// A case that shows a screen, names no policy and expects none of the quote's figures
  /// (``CatalogTestCase/checksScreenOnly``) is not priced: its screen is shown for the bill, so
  /// a later file's `default` — bound to a currency, say — does not refuse a case about a
  /// screen.
  public func run(_ testCase: CatalogTestCase) -> CatalogTestResult {
    let pricesBill = !testCase.checksScreenOnly
    let policyName = pricesBill ? testCase.policyName ?? catalog.defaultPolicyName : nil
    var result = CatalogTestResult(testCase: testCase, differences: [], policyName: policyName)
    do {
      var policy: (any TipPolicy)?
      if pricesBill {
        guard let policyName else {
          throw PolicyError.inapplicable(
            reason: "the case names no policy and the catalog has no default")
        }
        policy = try catalog.policy(named: policyName)
      }
      // An instant becomes the local time the rules see; the result keeps the bill as priced.
      let bill = try testCase.bill(in: catalog)
      result.testCase.bill = bill
      var tenders: Tenders?
      if let policy {
        let method = SplitMethod.evenly(people: testCase.people)
        let quote =
          testCase.items.isEmpty
          ? try catalog.quote(for: bill, policy: policy, splitting: method)
          : try catalog.quote(
            for: ItemizedBill(bill, items: testCase.items), policy: policy, splitting: method)
        result.quote = quote
        tenders = try testCase.tenders.map { try quote.tenders(paying: $0, with: catalog) }
      }
      var shown: ScreenOptions?
      if testCase.showsScreen {
        shown = try catalog.screenOptions(
          for: bill, screenNamed: testCase.screenName, splitting: testCase.people)
        result.screenName = shown?.screenName
      }
      result.differences = differences(
        testCase.expectation, quote: result.quote, tenders: tenders, screen: shown)
    } catch {
      let message = Self.message(of: error)
      result.refusal = message
      result.quote = nil
      result.screenName = nil
      if let expected = testCase.expectation.error {
        if !message.contains(expected) {
          result.differences = [.init(key: "error", got: message, expected: expected)]
        }
      } else {
        result.differences = [.init(key: "error", got: message, expected: Self.none)]
      }
    }
    return result
  }

  /// What a difference says for a refusal that did not happen, or that was not expected.
  static let none = "none"

  /// The figures of `quote` and `screen` that differ from `expectation`, in the order of its
  /// keys; with `tenders`, the payable amount, the rounding and the shares are what the payers
  /// pay. A case that checks only its screen has no quote (see ``run(_:)``).
  private func differences(
    _ expectation: CatalogTestExpectation, quote: Quote?, tenders: Tenders?,
    screen: ScreenOptions?
  ) -> [CatalogTestDifference] {
    var differences: [CatalogTestDifference] = []
    if let expected = expectation.error {
      differences.append(.init(key: "error", got: Self.none, expected: expected))
    }
    if let quote {
      differences += Self.differences(expectation, quote: quote, tenders: tenders)
    }
    if let expected = expectation.screen, let screen {
      if let name = expected.name, screen.screenName != name {
        differences.append(
          .init(key: "screen.name", got: screen.screenName ?? Self.none, expected: name))
      }
      if let tips = expected.tips, screen.options.map(\.tip) != tips {
        differences.append(
          .init(
            key: "screen.tips", got: Self.list(screen.options.map(\.tip.amountText)),
            expected: Self.list(tips.map(\.amountText))))
      }
    }
    return differences
  }

  /// The figures of `quote` that differ from `expectation`: the tip, the total, what is paid,
  /// the rounding, the service charges and the shares.
  private static func differences(
    _ expectation: CatalogTestExpectation, quote: Quote, tenders: Tenders?
  ) -> [CatalogTestDifference] {
    var differences: [CatalogTestDifference] = []
    func compare(_ key: String, _ got: Money, _ expected: Money?) {
      guard let expected, got != expected else { return }
      differences.append(.init(key: key, got: got.amountText, expected: expected.amountText))
    }
    compare("tip", quote.tip, expectation.tip)
    compare("total", quote.total, expectation.total)
    compare("payable", tenders?.payable ?? quote.payable, expectation.payable)
    compare("rounding", tenders?.rounding ?? quote.rounding, expectation.rounding)
    if let expected = expectation.serviceCharges {
      let got = quote.serviceCharges.map { ($0.name, $0.amount) }
      if got.map(\.0) != expected.map(\.name) || got.map(\.1) != expected.map(\.amount) {
        differences.append(
          .init(
            key: "serviceCharges", got: list(got.map { "\($0.0) \($0.1.amountText)" }),
            expected: list(expected.map { "\($0.name) \($0.amount.amountText)" })))
      }
    }
    let shares = tenders?.pays ?? Array(quote.shares)
    if let expected = expectation.shares, shares != expected {
      differences.append(
        .init(
          key: "shares", got: list(shares.map(\.amountText)),
          expected: list(expected.map(\.amountText))))
    }
    return differences
  }

  /// `[a, b, c]`.
  static func list(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }

  /// The message that refused a bill, in the library's words.
  static func message(of error: any Error) -> String {
    switch error {
    case let error as PolicyError: return error.description
    case let error as MoneyError: return error.description
    case let error as ScreenError: return error.description
    case let error as CatalogError: return error.message
    default: return String(describing: error)
    }
  }
}
