import TipPricing

/// A figure a test case expected and the one the catalog gave, each written as the case writes
/// it: amounts in the currency's digits (`15.20`), lists in brackets (`[148.65, 148.65]`).
public struct CatalogTestDifference: Sendable, Hashable {
  /// The key of `expect` that differs, such as `tip` or `screen.tips`.
  public var key: String
  /// What the catalog gave.
  public var got: String
  /// What the case expected.
  public var expected: String

  /// A difference from its key and its two values.
  public init(key: String, got: String, expected: String) {
    self.key = key
    self.got = got
    self.expected = expected
  }
}

/// What running one ``CatalogTestCase`` gave: whether it passed, every figure that differs, and
/// what was priced (the policy, the bill and the screen), for coverage and reports.
public struct CatalogTestResult: Sendable {
  /// The case that ran.
  public var testCase: CatalogTestCase
  /// Every expected figure that differs, in the order of ``CatalogTestExpectation``'s keys;
  /// empty when the case passed.
  public var differences: [CatalogTestDifference]
  /// The name of the policy that priced the bill (the case's, else the catalog's default);
  /// `nil` when there was none, or the case checks its screen alone and was not priced
  /// (``CatalogTestCase/checksScreenOnly``).
  public var policyName: String?
  /// The quote, when the bill was priced.
  public var quote: Quote?
  /// The name of the tip screen shown (after its rules), when the case showed one.
  public var screenName: String?
  /// The message that refused the bill, when it was refused.
  public var refusal: String?

  /// A result from its parts.
  public init(
    testCase: CatalogTestCase, differences: [CatalogTestDifference], policyName: String?,
    quote: Quote? = nil, screenName: String? = nil, refusal: String? = nil
  ) {
    self.testCase = testCase
    self.differences = differences
    self.policyName = policyName
    self.quote = quote
    self.screenName = screenName
    self.refusal = refusal
  }

  /// The case's name.
  public var name: String { testCase.name }
  /// The file that holds the case.
  public var file: String { testCase.file }
  /// The line of the case in its file.
  public var line: Int { testCase.line }
  /// Whether every expected figure was met.
  public var passed: Bool { differences.isEmpty }
  /// The bill the case priced.
  public var bill: Bill { testCase.bill }
}

/// The results of running a catalog's test cases, in load order.
public struct CatalogTestReport: Sendable {
  /// Every case's result.
  public var results: [CatalogTestResult]

  /// A report of `results`.
  public init(results: [CatalogTestResult]) {
    self.results = results
  }

  /// How many cases passed.
  public var passedCount: Int { results.count { $0.passed } }
  /// How many cases failed.
  public var failedCount: Int { results.count { !$0.passed } }
  /// Whether no case failed.
  public var allPassed: Bool { results.allSatisfy(\.passed) }
}
