import TipPricing
import TipScreens

/// Which decision points of a catalog's files the bills quoted so far reached: each policy,
/// each rule of a `rules` policy and its `otherwise`, each region of a `region` policy and its
/// fallback, each bound of a `cap` (`minimum`, `maximum`, `maximumRate`), each service charge
/// and each tip screen, with the file and line that define it.
///
/// ```swift
/// let sources = [CatalogSource.builtIn, try CatalogSource.file("house.json")]
/// let catalog = try PolicyCatalog(sources: sources)
/// var coverage = CatalogCoverage(catalog: catalog, sources: sources)
/// coverage.recordQuote(of: bill, policy: "house")
/// coverage.recordScreen(named: "house-screen")
/// let report = coverage.report
/// // report.uncovered[0].description: house.json:12: policy 'house' rule 2 (days fri,sat; 22:00–02:00)
/// ```
///
/// Only the definitions that apply count: a policy, charge or screen that a later file
/// redefines counts in that file, not in the earlier one. The built-in catalog counts only
/// when asked (`countingBuiltIn`).
public struct CatalogCoverage: Sendable {
  /// One decision point, where a file defines it.
  public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The file, under the name of its ``CatalogSource``.
    public var file: String
    /// The line of the file where the point is defined: a policy's object, a rule's object, a
    /// region's key, a bound's key, a charge's object, a screen's key.
    public var line: Int
    /// The point in words, such as `policy 'house' rule 2 (days fri,sat; 22:00–02:00)`.
    public var text: String
    /// What a trace step reaches to cover the point.
    public var identity: DecisionPoint

    /// A point.
    public init(file: String, line: Int, text: String, identity: DecisionPoint) {
      self.file = file
      self.line = line
      self.text = text
      self.identity = identity
    }

    /// `house.json:12: policy 'house' rule 2 (days fri,sat; 22:00–02:00)`.
    public var description: String { "\(file):\(line): \(text)" }
  }

  /// The catalog whose policies the bills are quoted with.
  public let catalog: PolicyCatalog
  /// The decision points that count, in file order (the sources' order, then by line).
  public let points: [Point]
  /// The decision points reached so far (counted or not).
  public private(set) var reached: Set<DecisionPoint> = []

  /// Coverage of `catalog`, counting the decision points of `sources`.
  ///
  /// - Parameters:
  ///   - catalog: the catalog loaded from `sources`.
  ///   - sources: the sources the catalog was loaded from, in the same order; their text gives
  ///     each point its line.
  ///   - countingBuiltIn: whether the built-in catalog's points count; `false` by default.
  public init(catalog: PolicyCatalog, sources: [CatalogSource], countingBuiltIn: Bool = false) {
    self.catalog = catalog
    points = CatalogCoverage.points(
      of: catalog, sources: sources,
      counting: { countingBuiltIn || $0.name != CatalogSource.builtIn.name })
  }

  /// Records the path of `bill` quoted with the catalog's policy called `name`: every point it
  /// reached, up to an error if the quote fails (a test may expect the refusal).
  ///
  /// - Parameters:
  ///   - bill: the bill, as it is quoted.
  ///   - name: the catalog name of the policy; an unknown name records nothing.
  ///   - method: how the total is shared.
  public mutating func recordQuote(
    of bill: Bill, policy name: String, splitting method: SplitMethod = .partySize
  ) {
    recordQuote(of: ItemizedBill(bill, items: []), policy: name, splitting: method)
  }

  /// Records the path of a bill with its line items (see
  /// ``recordQuote(of:policy:splitting:)-(Bill,_,_)``).
  public mutating func recordQuote(
    of itemized: ItemizedBill, policy name: String, splitting method: SplitMethod = .partySize
  ) {
    guard let policy = try? catalog.policy(named: name) else { return }
    var steps: [PolicyTrace.Step] = []
    // The steps before an error are kept: what the bill reached still counts.
    try? catalog.charges.appendTrace(
      of: itemized, policy: PolicyReference(policy, name: name), splitting: method, to: &steps)
    record(PolicyTrace(steps: steps))
  }

  /// Records every point a trace reached: each step's point, and the named policy it belongs to.
  public mutating func record(_ trace: PolicyTrace) {
    for step in trace.steps {
      guard let point = step.point else { continue }
      reached.insert(point)
      if let name = point.policyName { reached.insert(.policy(name)) }
    }
  }

  /// Records that the screen called `name` was shown.
  public mutating func recordScreen(named name: String) {
    reached.insert(.screen(name))
  }

  /// Records the way to the tip screen shown for `bill`, as
  /// ``PolicyCatalog/screenOptions(for:screenNamed:splitting:)`` takes it: each service charge
  /// that applies to the bill first (a gratuity among them can switch a rules screen), the
  /// rules screen that chose, and the screen shown. What the bill reached before a refusal
  /// still counts.
  ///
  /// - Parameters:
  ///   - bill: the bill, as it is shown.
  ///   - name: the screen (or rules screen) asked for, or `nil` for the one the catalog
  ///     chooses (the region's, else `standard`).
  public mutating func recordScreen(for bill: Bill, named name: String? = nil) {
    var charged = bill
    guard (try? charged.validate()) != nil else { return }
    for charge in catalog.charges.serviceCharges where charge.condition.holds(for: charged) {
      // A charge that cannot be computed refuses the bill: no screen is shown after it.
      guard let applied = try? charge.applied(to: charged) else { return }
      reached.insert(.serviceCharge(charge.name))
      if applied.isGratuity { charged.gratuityApplied = true }
    }
    guard let selection = try? catalog.selectScreen(named: name, for: charged) else { return }
    if let rules = selection.rules { reached.insert(.screen(rules)) }
    reached.insert(.screen(selection.name))
  }

  /// The points covered and not, so far.
  public var report: CoverageReport {
    let uncovered = points.filter { !reached.contains($0.identity) }
    return CoverageReport(
      covered: points.count - uncovered.count, total: points.count, uncovered: uncovered)
  }
}

/// How many of a catalog's decision points the recorded bills reached
/// (``CatalogCoverage/report``).
public struct CoverageReport: Sendable, Hashable {
  /// The points reached.
  public var covered: Int
  /// Every point counted.
  public var total: Int
  /// The points not reached, in file order.
  public var uncovered: [CatalogCoverage.Point]

  /// A report.
  public init(covered: Int, total: Int, uncovered: [CatalogCoverage.Point]) {
    self.covered = covered
    self.total = total
    self.uncovered = uncovered
  }

  /// The share covered in whole percent, rounded down so that 100 means every point; 100 when
  /// there are none.
  public var percent: Int {
    total == 0 ? 100 : covered * 100 / total
  }

  /// `coverage: 7 of 9 decision points (77%)`.
  public var summary: String {
    "coverage: \(covered) of \(total) decision points (\(percent)%)"
  }
}
