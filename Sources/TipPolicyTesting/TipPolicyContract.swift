import TipEngine

/// The contract of ``TipPolicy`` as a check that a policy-kind author runs from their own test
/// suite, the way swift-log offers its handler authors a conformance test.
///
/// The check quotes a set of sample bills — in currencies with 0, 2 and 3 minor-unit digits, from
/// zero to the largest amount, with and without tax, parties and regions — and reports every
/// broken rule of the contract (see ``Rule``). It needs no test framework:
///
/// ```swift
/// import Testing
/// import TipEngine
///
/// @Test func happyHourKeepsTheTipPolicyContract() throws {
///   let violations = TipPolicyContract().violations(of: try HappyHourPolicy(rate: 20))
///   #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// A policy that traps (an arithmetic overflow, a force unwrap) on an extreme sample ends the
/// test process, which the test runner reports as a crash: that, too, is a broken contract.
public struct TipPolicyContract: Sendable {
  /// The bills the check quotes; invalid ones (``Bill/validate()`` throws) are skipped.
  public var bills: [Bill]

  /// A check over `bills`, by default ``sampleBills``.
  ///
  /// Give your own bills when the policy serves only some (a kind that needs a region it knows,
  /// or bills in one currency): the check needs at least one bill the policy can serve.
  public init(bills: [Bill] = TipPolicyContract.sampleBills) {
    self.bills = bills
  }

  /// Bills in USD (2 digits), JPY (0 digits) and KWD (3 digits): zero, one minor unit, everyday
  /// amounts with tax, party sizes and regions (US, JP, KW), and the largest amount
  /// (``Money/maximumMinorUnits``), alone and with tax that makes the sum overflow.
  public static let sampleBills: [Bill] = {
    var bills: [Bill] = []
    let everyday: [(Currency, Region?, Int64, Int64)] = [
      (.usd, try? Region("US"), 8450, 739), (.jpy, try? Region("JP"), 12_000, 1200),
      (.kwd, try? Region("KW"), 12_345, 617),
    ]
    for (currency, region, subtotal, tax) in everyday {
      func money(_ units: Int64) -> Money { Money(minorUnits: units, currency: currency) }
      bills += [
        Bill(subtotal: money(0)),
        Bill(subtotal: money(1), region: region),
        Bill(subtotal: money(subtotal), region: region),
        Bill(subtotal: money(subtotal), tax: money(tax), partySize: 3, region: region),
        Bill(subtotal: money(subtotal * 101 + 7), partySize: 7),
        Bill(subtotal: money(Money.maximumMinorUnits), region: region),
        Bill(
          subtotal: money(Money.maximumMinorUnits), tax: money(Money.maximumMinorUnits),
          partySize: 2, region: region),
      ]
    }
    return bills
  }()

  /// Every broken rule, in the order of the bills; empty when the policy keeps the contract.
  public func violations(of policy: some TipPolicy) -> [Violation] {
    let valid = bills.filter { (try? $0.validate()) != nil }
    var violations: [Violation] = []
    var served: [(bill: Bill, tip: Money)] = []
    for bill in valid {
      let outcome = TipPolicyContract.tip(of: policy, for: bill)
      violations += TipPolicyContract.checkTip(outcome, of: policy, for: bill)
      if case .success(let tip) = outcome {
        served.append((bill, tip))
        violations += TipPolicyContract.checkQuotes(of: policy, for: bill, tip: tip)
        violations += TipPolicyContract.checkDecision(of: policy, for: bill)
      }
    }
    violations += TipPolicyContract.checkBatch(of: policy, served: served)
    if served.isEmpty {
      violations.append(
        Violation(
          .servesSomeBill, bill: nil,
          "the policy threw for every one of the \(valid.count) valid bills, so nothing could be "
            + "checked; pass bills it serves to TipPolicyContract(bills:)"))
    }
    return violations
  }

  /// Checks `policy`, throwing when it breaks the contract.
  ///
  /// - Throws: ``Failure`` with every violation.
  public func verify(_ policy: some TipPolicy) throws(Failure) {
    let found = violations(of: policy)
    guard found.isEmpty else { throw Failure(summary: policy.summary, violations: found) }
  }
}
