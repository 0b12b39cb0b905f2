/// An exact decimal number: a 64-bit significand and a count of fraction digits.
///
/// `DecimalValue` is how amounts and rates travel from text into the engine without passing
/// through binary floating point: `"18.5"` is stored as 185 × 10⁻¹, exactly. Values are kept
/// normalized (no trailing fraction zeros), so `1.50` and `1.5` are equal and hash alike.
///
/// At most 18 significant digits and 18 fraction digits are held; larger inputs are refused with
/// a ``MoneyError``, never silently rounded.
@frozen
public struct DecimalValue: Sendable, Hashable {
  /// The digits of the value as an integer: `-1234` for `-12.34`.
  public let significand: Int64
  /// How many of the significand's digits are after the decimal point: `2` for `-12.34`.
  public let scale: Int

  /// The largest number of fraction digits a value may have.
  public static let maximumScale = 18

  /// Creates `significand × 10^-scale`, normalized.
  ///
  /// - Precondition: `scale` is between 0 and ``maximumScale``.
  public init(significand: Int64, scale: Int) {
    precondition((0...DecimalValue.maximumScale).contains(scale), "scale out of range")
    var s = significand
    var k = scale
    while k > 0 && s % 10 == 0 {
      s /= 10
      k -= 1
    }
    self.significand = s
    self.scale = k
  }

  /// Creates a whole number.
  public init(_ integer: Int64) {
    self.significand = integer
    self.scale = 0
  }

  /// Zero.
  public static let zero = DecimalValue(0)

  /// Whether the value is zero.
  public var isZero: Bool { significand == 0 }

  /// Whether the value is below zero.
  public var isNegative: Bool { significand < 0 }

  /// Whether the value has no fraction digits.
  public var isWhole: Bool { scale == 0 }

  /// The value with its sign flipped; `nil` only for the one significand with no negation.
  public var negated: DecimalValue? {
    significand == .min ? nil : DecimalValue(significand: -significand, scale: scale)
  }

  /// The value expressed with exactly `scale` fraction digits, rounded by `rule` when digits
  /// must be dropped.
  ///
  /// - Returns: the significand at that scale, or `nil` when it does not fit in 64 bits, or
  ///   when `scale` and `target` are more than 18 apart (10¹⁹ does not fit in 64 bits either)
  ///   and the value is not zero.
  public func significand(atScale target: Int, rule: RoundingRule) -> Int64? {
    // Subtracted as reported, so that no target, however far, wraps or traps.
    let (shift, overflowed) = target.subtractingReportingOverflow(scale)
    guard !overflowed, shift.magnitude <= 18 else { return significand == 0 ? 0 : nil }
    if shift >= 0 {
      let (result, overflow) = significand.multipliedReportingOverflow(
        by: WideArithmetic.powerOfTen(shift))
      return overflow ? nil : result
    }
    return WideArithmetic.divide(significand, by: WideArithmetic.powerOfTen(-shift), rule: rule)
  }

  /// The value rounded to `scale` fraction digits by `rule`.
  public func rounded(toScale target: Int, rule: RoundingRule) -> DecimalValue {
    guard target < scale else { return self }
    let k = max(0, target)
    let digits = WideArithmetic.divide(
      significand, by: WideArithmetic.powerOfTen(scale - k), rule: rule)
    return DecimalValue(significand: digits, scale: k)
  }
}

extension DecimalValue: Comparable {
  /// Orders values exactly, whatever their scales.
  public static func < (lhs: DecimalValue, rhs: DecimalValue) -> Bool {
    if lhs.scale == rhs.scale { return lhs.significand < rhs.significand }
    // Bring both to the larger scale with a 128-bit product, so nothing overflows.
    let scale = max(lhs.scale, rhs.scale)
    let l = lhs.significand.multipliedFullWidth(by: WideArithmetic.powerOfTen(scale - lhs.scale))
    let r = rhs.significand.multipliedFullWidth(by: WideArithmetic.powerOfTen(scale - rhs.scale))
    return l.high < r.high || (l.high == r.high && l.low < r.low)
  }
}

extension DecimalValue: CustomStringConvertible {
  /// Plain decimal notation with no exponent and no trailing zeros, such as `-12.5`.
  public var description: String { formatted(fractionDigits: scale) }

  /// Plain decimal notation with exactly `fractionDigits` digits after the point (at least the
  /// value's own ``scale``; digits are added, never dropped).
  public func formatted(fractionDigits: Int) -> String {
    let digitsAfterPoint = max(fractionDigits, scale)
    var digits = String(significand.magnitude)
    digits += String(repeating: "0", count: digitsAfterPoint - scale)
    if digits.count <= digitsAfterPoint {
      digits = String(repeating: "0", count: digitsAfterPoint - digits.count + 1) + digits
    }
    var text = significand < 0 ? "-" : ""
    if digitsAfterPoint == 0 {
      text += digits
    } else {
      let split = digits.index(digits.endIndex, offsetBy: -digitsAfterPoint)
      text += digits[..<split] + "." + digits[split...]
    }
    return text
  }
}

extension DecimalValue: ExpressibleByIntegerLiteral {
  /// Creates a whole number from a literal.
  public init(integerLiteral value: Int64) {
    self.init(value)
  }
}
