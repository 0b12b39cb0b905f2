import Foundation
import Testing
import TipEngine
import TipPolicyTesting

// These tests use only the public API, as a policy-kind author's own test suite would.

/// A tip of 1 in US dollars, whatever the bill's currency.
private struct DollarPolicy: TipPolicy {
  func tip(for bill: Bill) throws -> Money { Money(minorUnits: 100, currency: .usd) }
  var summary: String { "a dollar" }
}

/// A tip of minus one minor unit.
private struct RefundPolicy: TipPolicy {
  func tip(for bill: Bill) throws -> Money { Money(minorUnits: -1, currency: bill.currency) }
  var summary: String { "a refund" }
}

/// A tip of 0, then 1, then 0… minor units: it remembers what it did.
private final class FlipFlopPolicy: TipPolicy, @unchecked Sendable {
  private let lock = NSLock()
  private var flipped = false

  func tip(for bill: Bill) throws -> Money {
    lock.lock()
    defer { lock.unlock() }
    flipped.toggle()
    return Money(minorUnits: flipped ? 1 : 0, currency: bill.currency)
  }

  var summary: String { "a coin toss" }
}

/// One minor unit per bill, but zero for every bill of a batch.
private struct BatchDiscountPolicy: TipPolicy {
  func tip(for bill: Bill) throws -> Money { Money(minorUnits: 1, currency: bill.currency) }
  func tips(for bills: [Bill]) throws -> [Money] { bills.map { .zero($0.currency) } }
  var summary: String { "cheaper in bulk" }
}

/// Throws its own error type for yen bills.
private struct NoYenPolicy: TipPolicy {
  struct YenError: Error {}

  func tip(for bill: Bill) throws -> Money {
    if bill.currency == .jpy { throw YenError() }
    return .zero(bill.currency)
  }

  var summary: String { "no yen" }
}

/// Serves no bill at all.
private struct ClosedPolicy: TipPolicy {
  func tip(for bill: Bill) throws -> Money {
    throw PolicyError.inapplicable(reason: "closed")
  }

  var summary: String { "closed" }
}

/// A kind that tips like 18 % but whose decision, which traces show, always throws.
private struct SilentPolicy: TipPolicy {
  func tip(for bill: Bill) throws -> Money {
    try PercentPolicy(rate: 18).tip(for: bill)
  }

  var summary: String { "18%, without a decision" }

  func decision(for itemized: ItemizedBill, serviceCharges: Money) throws -> PolicyDecision {
    throw PolicyError.inapplicable(reason: "no decision")
  }
}

/// The built-in kinds, built in code.
private func builtInKinds() throws -> [(String, any TipPolicy)] {
  let eighteen = try PercentPolicy(rate: 18)
  let two = try FixedPolicy(amount: 2)
  let regions: [String: RegionPolicy.Rule] = [
    "US": .init(policy: PolicyReference(eighteen)),
    "JP": .init(policy: PolicyReference(try FixedPolicy(amount: 0))),
  ]
  return [
    ("percent", eighteen),
    ("percent of the total, rounded half-even", try PercentPolicy(rate: 100, base: .total)),
    ("fixed", two),
    ("fixed in USD", try FixedPolicy(amount: DecimalValue("2.50"), currency: .usd)),
    ("round-up", try RoundUpPolicy(wrapping: eighteen, increment: 1)),
    ("round-up of the tip", try RoundUpPolicy(wrapping: two, target: .tip)),
    (
      "smart",
      try SmartPolicy(
        threshold: 10, below: PolicyReference(two), above: PolicyReference(eighteen))
    ),
    ("region", try RegionPolicy(regions: regions)),
    ("region with a fallback", try RegionPolicy(regions: regions, fallback: .init(two))),
  ]
}

@Suite("TipPolicyContract: the check a policy-kind author runs")
struct TipPolicyContractTests {
  @Test("Every built-in kind keeps the TipPolicy contract")
  func builtInKindsKeepTheContract() throws {
    for (name, policy) in try builtInKinds() {
      let violations = TipPolicyContract().violations(of: policy)
      #expect(violations.isEmpty, "\(name): \(violations)")
    }
  }

  @Test("Every policy of the built-in catalog keeps the TipPolicy contract")
  func builtInCatalogKeepsTheContract() throws {
    let catalog = try PolicyCatalog.builtIn()
    #expect(catalog.names.count >= 18)
    for name in catalog.names {
      #expect(throws: Never.self, "\(name)") {
        try TipPolicyContract().verify(try catalog.policy(named: name))
      }
    }
  }

  @Test("The samples cover currencies with 0, 2 and 3 digits, and the largest amount")
  func samples() {
    let bills = TipPolicyContract.sampleBills
    #expect(Set(bills.map(\.currency.minorUnitDigits)) == [0, 2, 3])
    #expect(bills.contains { $0.subtotal.minorUnits == Money.maximumMinorUnits })
    #expect(bills.contains { $0.subtotal.isZero })
    #expect(bills.allSatisfy { (try? $0.validate()) != nil })
  }

  @Test(
    "The contract check catches a broken kind and names the rule it breaks",
    arguments: [
      (0, TipPolicyContract.Rule.tipInBillCurrency),
      (1, .nonNegative),
      (2, .deterministic),
      (3, .batchAgrees),
      (4, .documentedErrors),
      (5, .servesSomeBill),
      (6, .decisionAnswers),
    ])
  func brokenKindsAreCaught(index: Int, rule: TipPolicyContract.Rule) throws {
    let broken: [any TipPolicy] = [
      DollarPolicy(), RefundPolicy(), FlipFlopPolicy(), BatchDiscountPolicy(), NoYenPolicy(),
      ClosedPolicy(), SilentPolicy(),
    ]
    let policy = broken[index]
    let violations = TipPolicyContract().violations(of: policy)
    #expect(violations.contains { $0.rule == rule }, "\(violations)")
    // A policy that forgets its answers breaks every rule that asks twice; the others break one.
    if rule != .deterministic {
      #expect(Set(violations.map(\.rule)) == [rule], "\(violations)")
    }
    let failure = #expect(throws: TipPolicyContract.Failure.self) {
      try TipPolicyContract().verify(policy)
    }
    // A policy that forgets its answers gives each run of the check its own list.
    if rule == .deterministic {
      #expect(failure?.violations.contains { $0.rule == rule } == true)
    } else {
      #expect(failure?.violations == violations)
    }
    #expect(failure?.description.hasPrefix("the policy '\(policy.summary)' breaks") == true)
  }

  @Test("A violation names the rule, the bill and what happened")
  func violationText() throws {
    let bill = Bill(subtotal: Money(minorUnits: 1200, currency: .jpy), region: try Region("JP"))
    let violations = TipPolicyContract(bills: [bill]).violations(of: DollarPolicy())
    #expect(
      violations.map(\.description) == [
        "the tip is in the bill's currency: 1200 JPY, region JP got a tip of 1.00 USD"
      ])
  }

  @Test("Own bills replace the samples; invalid ones are skipped")
  func ownBills() throws {
    let bills = [
      Bill(subtotal: Money(minorUnits: -5, currency: .usd)),
      Bill(subtotal: Money(minorUnits: 500, currency: .usd)),
    ]
    let contract = TipPolicyContract(bills: bills)
    #expect(contract.violations(of: try PercentPolicy(rate: 20)).isEmpty)
    #expect(contract.violations(of: RefundPolicy()).count == 1)
  }
}
