/// An exact percentage, such as 18 % or 12.5 %.
///
/// Rates are decimal numbers of percent, kept exactly (`"12.5"` is 125 × 10⁻¹ %, not a binary
/// fraction), with up to 16 fraction digits.
@frozen
public struct Percentage: Sendable, Hashable, Comparable {
  /// The rate in percent: `18` for 18 %.
  public let percent: DecimalValue

  /// The most fraction digits a rate may have, so that `rate × amount` has a 64-bit divisor.
  public static let maximumFractionDigits = 16

  /// Creates a rate of `percent` percent.
  ///
  /// - Throws: ``MoneyError/invalidNumber(text:reason:)`` when the rate has more than
  ///   ``maximumFractionDigits`` fraction digits.
  public init(_ percent: DecimalValue) throws(MoneyError) {
    guard percent.scale <= Percentage.maximumFractionDigits else {
      throw .invalidNumber(
        text: percent.description,
        reason: "a rate may have at most \(Percentage.maximumFractionDigits) fraction digits")
    }
    self.percent = percent
  }

  /// Parses a rate written in percent, such as `"18"` or `"12.5"` (a trailing `%` is allowed).
  public init(_ text: String) throws(MoneyError) {
    var body = Substring(text).trimmingWhitespace()
    if body.hasSuffix("%") { body = body.dropLast().trimmingWhitespace() }
    try self.init(DecimalValue(body))
  }

  /// Zero percent.
  public static let zero = Percentage(uncheckedPercent: .zero)

  @usableFromInline
  init(uncheckedPercent: DecimalValue) {
    self.percent = uncheckedPercent
  }

  /// The rate as the fraction `numerator ÷ denominator` of the base, exactly:
  /// 12.5 % is 125 ÷ 1000.
  @inlinable
  public var ratio: (numerator: Int64, denominator: Int64) {
    (percent.significand, 100 * WideArithmetic.powerOfTen(percent.scale))
  }

  /// Orders rates by value.
  public static func < (lhs: Percentage, rhs: Percentage) -> Bool { lhs.percent < rhs.percent }
}

extension Percentage: CustomStringConvertible {
  /// The rate with a percent sign, such as `12.5%`.
  public var description: String { "\(percent)%" }
}

extension Percentage: ExpressibleByIntegerLiteral {
  /// A whole-number rate from a literal: `18` is 18 %.
  public init(integerLiteral value: Int64) {
    self.init(uncheckedPercent: DecimalValue(value))
  }
}
