import TipEngine

/// Binary floating-point arithmetic in major units, written the way apps commonly do it:
/// `(amount × rate × 100).rounded() / 100`.
///
/// It exists for comparison: the benchmark counts where its results differ from the exact ones.
/// Do not use it to compute money.
@frozen
public struct DoubleArithmetic: TipArithmetic {
  /// 10^digits of the currency, as a `Double`.
  @usableFromInline let scale: Double

  /// An arithmetic for amounts of `currency`.
  @inlinable
  public init(currency: Currency) {
    self.scale = Double(currency.minorUnitsPerMajorUnit)
  }

  /// `units ÷ 10^digits`.
  @inlinable
  public func amount(minorUnits units: Int64) -> Double { Double(units) / scale }

  /// `percent ÷ 100`.
  @inlinable
  public func rate(_ rate: Percentage) -> Double {
    Double(rate.percent.significand) / Double(rate.ratio.denominator)
  }

  /// `amount × 10^digits`, rounded to the nearest.
  @inlinable
  public func minorUnits(of amount: Double) throws(MoneyError) -> Int64 {
    let units = (amount * scale).rounded()
    guard let exact = Int64(exactly: units) else {
      throw .overflow(operation: "converting \(amount) to minor units")
    }
    return exact
  }

  /// `a + b`.
  @inlinable
  public func sum(_ a: Double, _ b: Double) -> Double { a + b }

  /// `a − b`.
  @inlinable
  public func difference(_ a: Double, _ b: Double) -> Double { a - b }

  /// `(base × rate × 10^digits).rounded(rule) ÷ 10^digits`.
  @inlinable
  public func percentage(_ rate: Double, of base: Double, rule: RoundingRule) -> Double {
    round(base * rate * scale, rule) / scale
  }

  /// `(amount ÷ increment).rounded(rule) × increment`.
  @inlinable
  public func rounded(_ amount: Double, toMultipleOf increment: Double, rule: RoundingRule)
    -> Double
  {
    round(amount / increment, rule) * increment
  }

  /// `a < b`.
  @inlinable
  public func isLess(_ a: Double, _ b: Double) -> Bool { a < b }

  /// The share truncated at the minor unit and the leftover minor units, in floating point.
  @inlinable
  public func evenShare(of amount: Double, parts: Int) throws(MoneyError) -> (
    share: Double, leftover: Int
  ) {
    guard parts > 0 else {
      throw .invalidAllocation(reason: "cannot split into \(parts) parts; expected 1 or more")
    }
    let share = (amount / Double(parts) * scale).rounded(.towardZero) / scale
    let leftover = ((amount - share * Double(parts)) * scale).rounded()
    guard let units = Int(exactly: leftover) else {
      throw .overflow(operation: "splitting \(amount)")
    }
    return (share, units)
  }

  /// `amount + units ÷ 10^digits`.
  @inlinable
  public func adjusted(_ amount: Double, byMinorUnits units: Int) -> Double {
    amount + Double(units) / scale
  }

  /// Rounds to a whole number by `rule`, with the standard library's rule for each of ours
  /// (the mapping of ``RoundingRule/floatingPointRule``), spelled out so that a caller with a
  /// fixed rule compiles to one rounding instruction or call, as hand-written `Double` code would.
  @inlinable
  @inline(__always)
  func round(_ value: Double, _ rule: RoundingRule) -> Double {
    switch rule {
    case .halfUp: return value.rounded(.toNearestOrAwayFromZero)
    case .halfEven: return value.rounded(.toNearestOrEven)
    case .up: return value.rounded(.awayFromZero)
    case .down: return value.rounded(.towardZero)
    case .ceiling: return value.rounded(.up)
    case .floor: return value.rounded(.down)
    case .halfDown:
      // The nearest, ties toward zero.
      let truncated = value.rounded(.towardZero)
      return (value - truncated).magnitude > 0.5 ? value.rounded(.awayFromZero) : truncated
    }
  }
}
