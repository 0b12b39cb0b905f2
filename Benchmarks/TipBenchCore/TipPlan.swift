import TipEngine

/// A catalog policy taken apart into the ``TipMath`` steps it performs, so that the same steps
/// can run on `Double` and `Decimal` (the policies themselves only compute exactly).
///
/// The benchmark reads its parameters (rates, thresholds, increments) from the built-in catalog
/// through this type, and checks that the exact composition agrees with the policy on every bill.
indirect enum TipPlan: Sendable, Equatable, CustomStringConvertible {
  /// ``PercentPolicy``.
  case percent(rate: Percentage, base: TipBase, rounding: RoundingRule)
  /// ``FixedPolicy`` without a currency of its own.
  case fixed(amount: DecimalValue)
  /// ``RoundUpPolicy`` around another plan.
  case roundUp(TipPlan, increment: DecimalValue, target: RoundUpPolicy.Target)
  /// ``SmartPolicy``: `below` under the threshold, `above` from it up.
  case smart(threshold: DecimalValue, base: TipBase, below: TipPlan, above: TipPlan)

  /// Takes a policy apart.
  ///
  /// - Throws: ``BenchmarkError`` for a kind the benchmark cannot compose (a region policy, a
  ///   third-party kind, a fixed tip in a currency of its own).
  init(_ policy: any TipPolicy) throws(BenchmarkError) {
    switch policy {
    case let percent as PercentPolicy where percent.categories == nil:
      self = .percent(rate: percent.rate, base: percent.base, rounding: percent.rounding)
    case let fixed as FixedPolicy where fixed.currency == nil:
      self = .fixed(amount: fixed.amount)
    case let roundUp as RoundUpPolicy:
      self = .roundUp(
        try TipPlan(roundUp.policy.policy), increment: roundUp.increment, target: roundUp.target)
    case let smart as SmartPolicy where smart.categories == nil:
      self = .smart(
        threshold: smart.threshold, base: smart.base, below: try TipPlan(smart.below.policy),
        above: try TipPlan(smart.above.policy))
    default:
      throw BenchmarkError("cannot compose the policy '\(policy.summary)' from TipMath steps")
    }
  }

  /// The plan in words, such as `round-up(percent(10%, subtotal, half-up), 1, total)`.
  var description: String {
    switch self {
    case .percent(let rate, let base, let rounding):
      return "\(rate) of the \(base.rawValue), \(rounding.name)"
    case .fixed(let amount):
      return "fixed \(amount)"
    case .roundUp(let inner, let increment, let target):
      return "(\(inner)) with the \(target.rawValue) rounded up to a multiple of \(increment)"
    case .smart(let threshold, _, let below, let above):
      return "(\(below)) below \(threshold), (\(above)) from it up"
    }
  }
}

/// A plan that is a percentage or a fixed tip, possibly rounded up: every rule of the built-in
/// `regional` policy, flattened for one arithmetic so that a bill costs no indirection.
struct FlatRule<A: TipArithmetic> {
  /// The rate, for a percentage (`nil` for a fixed tip).
  let rate: A.Rate?
  /// What the rate applies to.
  let base: TipBase
  /// How the percentage is rounded.
  let rounding: RoundingRule
  /// The fixed tip (zero for a percentage).
  let fixed: A.Amount
  /// The round-up increment, if the tip is rounded up.
  let increment: A.Amount?
  /// What the round-up makes a multiple of the increment.
  let target: RoundUpPolicy.Target

  /// Flattens `plan` for `arithmetic`, in USD.
  ///
  /// - Throws: ``BenchmarkError`` for a smart plan or a nested round-up.
  init(_ plan: TipPlan, in arithmetic: A) throws(BenchmarkError) {
    var leaf = plan
    var increment: A.Amount?
    var target = RoundUpPolicy.Target.total
    if case .roundUp(let inner, let step, let stepTarget) = plan {
      leaf = inner
      increment = arithmetic.amount(minorUnits: try usdMinorUnits(step))
      target = stepTarget
    }
    switch leaf {
    case .percent(let rate, let base, let rounding):
      self.rate = arithmetic.rate(rate)
      self.base = base
      self.rounding = rounding
      self.fixed = arithmetic.amount(minorUnits: 0)
    case .fixed(let amount):
      self.rate = nil
      self.base = .subtotal
      self.rounding = .halfUp
      self.fixed = arithmetic.amount(minorUnits: try usdMinorUnits(amount))
    default:
      throw BenchmarkError(
        "the composed quote supports percent, fixed and round-up rules, not \(plan)")
    }
    self.increment = increment
    self.target = target
  }

  /// The tip for a bill, with the same TipMath steps as the policy.
  @inline(__always)
  func tip(subtotal: A.Amount, beforeTip: A.Amount, in arithmetic: A) throws(MoneyError)
    -> A.Amount
  {
    var tip = fixed
    if let rate {
      tip = try TipMath.percentTip(
        base: base == .total ? beforeTip : subtotal, rate: rate, rule: rounding,
        in: arithmetic)
    }
    if let increment {
      tip = try TipMath.roundUpTip(
        base: beforeTip, innerTip: tip, increment: increment, target: target, in: arithmetic)
    }
    return tip
  }
}

/// An amount in major units as USD cents.
///
/// - Throws: ``BenchmarkError`` when it has more than two fraction digits.
func usdMinorUnits(_ amount: DecimalValue) throws(BenchmarkError) -> Int64 {
  do {
    return try Money(exactly: amount, currency: .usd).minorUnits
  } catch {
    throw BenchmarkError("the amount \(amount) does not fit USD: \(error)")
  }
}

/// A problem setting up the benchmark, such as a catalog whose policies changed shape.
public struct BenchmarkError: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let message: String

  /// Creates an error with its message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
