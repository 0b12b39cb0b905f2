import TipEngine

extension TipPolicyContract {
  /// A rule of the ``TipPolicy`` contract that the check verifies.
  public enum Rule: String, Sendable, Hashable, CaseIterable {
    /// The tip is in the bill's currency.
    case tipInBillCurrency = "the tip is in the bill's currency"
    /// A valid bill never gets a negative tip.
    case nonNegative = "a valid bill never gets a negative tip"
    /// The same bill gets the same tip (or the same error) every time.
    case deterministic = "the same bill gets the same tip every time"
    /// `tips(for:)` gives, in order, what `tip(for:)` gives one bill at a time.
    case batchAgrees = "tips(for:) agrees with tip(for:)"
    /// A quote's shares sum to its total, and its total is the bill plus the tip.
    case quoteAddsUp = "a quote's total is the bill plus the tip, and its shares sum to it"
    /// Problems are thrown as ``MoneyError`` (arithmetic, overflow) or ``PolicyError`` (a bill
    /// the policy cannot serve), never as another error type.
    case documentedErrors = "errors are MoneyError or PolicyError"
    /// `decision(for:serviceCharges:)`, which `tipcalc quote --trace` shows, answers for every
    /// bill that `tip(for:)` serves.
    case decisionAnswers = "decision(for:) answers where tip(for:) does"
    /// The policy serves at least one of the bills, so that the other rules were checked.
    case servesSomeBill = "the policy serves at least one bill"
  }

  /// One broken rule, with the bill that shows it.
  public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The rule that was broken.
    public var rule: Rule
    /// The bill that shows it, or `nil` when it concerns all of them.
    public var bill: Bill?
    /// What happened, with the values.
    public var detail: String

    /// Creates a violation.
    public init(_ rule: Rule, bill: Bill?, _ detail: String) {
      self.rule = rule
      self.bill = bill
      self.detail = detail
    }

    /// Such as `a valid bill never gets a negative tip: 84.50 USD (region US) got -0.01 USD`.
    public var description: String { "\(rule.rawValue): \(detail)" }
  }

  /// The error ``TipPolicyContract/verify(_:)`` throws: every violation of one policy.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The policy's summary.
    public var summary: String
    /// The broken rules, in the order found.
    public var violations: [Violation]

    /// Creates a failure.
    public init(summary: String, violations: [Violation]) {
      self.summary = summary
      self.violations = violations
    }

    /// The policy and one line per violation.
    public var description: String {
      let count = violations.count
      return "the policy '\(summary)' breaks the TipPolicy contract \(count) "
        + "time\(count == 1 ? "" : "s"):\n"
        + violations.map { "- \($0)" }.joined(separator: "\n")
    }
  }
}
