/// An exact amount of money: a whole number of minor units of one currency.
///
/// `Money(minorUnits: 1250, currency: .usd)` is $12.50. Arithmetic is checked: a result that
/// does not fit in 64 bits throws ``MoneyError/overflow(operation:)`` and mixing currencies
/// throws ``MoneyError/currencyMismatch(combining:with:)``; nothing traps and nothing is
/// rounded silently.
@frozen
public struct Money: Sendable, Hashable {
  /// The amount in the currency's minor unit: cents for USD, yen for JPY, fils for KWD.
  public let minorUnits: Int64
  /// The currency of the amount.
  public let currency: Currency

  /// The largest magnitude of ``minorUnits`` accepted from text: 10¹⁸ − 1.
  ///
  /// Keeping amounts below this bound leaves headroom so that a tip and a total of any accepted
  /// bill fit in 64 bits.
  public static let maximumMinorUnits: Int64 = 999_999_999_999_999_999

  /// Creates an amount from minor units: `Money(minorUnits: 1250, currency: .usd)` is $12.50.
  @inlinable
  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Zero in `currency`.
  @inlinable
  public static func zero(_ currency: Currency) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// Converts an exact decimal without loss.
  ///
  /// - Throws: ``MoneyError/tooManyFractionDigits(text:digits:allowed:currencyCode:)`` when the
  ///   value has more fraction digits than the currency, ``MoneyError/invalidNumber(text:reason:)``
  ///   when it exceeds ``maximumMinorUnits``.
  public init(exactly value: DecimalValue, currency: Currency) throws(MoneyError) {
    guard value.scale <= currency.minorUnitDigits else {
      throw .tooManyFractionDigits(
        text: value.description, digits: value.scale, allowed: currency.minorUnitDigits,
        currencyCode: currency.code)
    }
    try self.init(rounding: value, currency: currency, rule: .halfUp)
  }

  /// Converts an exact decimal, rounding it to the currency's minor unit with `rule`.
  ///
  /// - Throws: ``MoneyError/invalidNumber(text:reason:)`` when it exceeds
  ///   ``maximumMinorUnits``.
  public init(rounding value: DecimalValue, currency: Currency, rule: RoundingRule)
    throws(MoneyError)
  {
    guard let units = value.significand(atScale: currency.minorUnitDigits, rule: rule),
      units.magnitude <= Money.maximumMinorUnits.magnitude
    else {
      throw .invalidNumber(text: value.description, reason: Money.tooLargeReason(currency))
    }
    self.init(minorUnits: units, currency: currency)
  }

  /// Parses an amount, as typed by a person (`"$1,234.50"`, `"12.5"`), in `currency`.
  ///
  /// - Parameters:
  ///   - text: the amount; grouping commas and a mark of `currency` (a symbol or the code,
  ///     before or after the digits) are accepted.
  ///   - currency: the currency whose digits the amount must fit.
  ///   - rule: how to round extra fraction digits; `nil` (the default) refuses them.
  /// - Throws: a ``MoneyError`` saying what is wrong with the text;
  ///   ``MoneyError/currencyMarkMismatch(text:mark:markedCodes:currencyCode:)`` for the mark of
  ///   another currency (`€5` in USD), as ``DecimalValue/init(parsingHumanText:currency:)``.
  public init(_ text: String, currency: Currency, rounding rule: RoundingRule? = nil)
    throws(MoneyError)
  {
    let value: DecimalValue
    do {
      value = try DecimalValue(parsingHumanText: text, currency: currency)
    } catch {
      // More than 18 significant digits: say what this currency holds.
      throw Money.limitError(text, currency: currency, rounds: rule != nil) ?? error
    }
    // Errors quote the text as typed, not the normalized value.
    do {
      if let rule {
        try self.init(rounding: value, currency: currency, rule: rule)
      } else {
        try self.init(exactly: value, currency: currency)
      }
    } catch .tooManyFractionDigits(_, let digits, let allowed, let code) {
      throw .tooManyFractionDigits(text: text, digits: digits, allowed: allowed, currencyCode: code)
    } catch .invalidNumber(_, let reason) {
      throw .invalidNumber(text: text, reason: reason)
    }
  }

  /// The amount as an exact decimal in major units: 12.5 for $12.50.
  public var decimalValue: DecimalValue {
    DecimalValue(significand: minorUnits, scale: currency.minorUnitDigits)
  }

  /// Whether the amount is zero.
  @inlinable
  public var isZero: Bool { minorUnits == 0 }

  /// Whether the amount is below zero (a refund).
  @inlinable
  public var isNegative: Bool { minorUnits < 0 }

  /// The amount written with exactly the currency's digits and no symbol: `12.50`, `1000`,
  /// `12.500`.
  public var amountText: String {
    decimalValue.formatted(fractionDigits: currency.minorUnitDigits)
  }
}

extension Money: CustomStringConvertible {
  /// The amount and its code, such as `12.50 USD`.
  public var description: String { "\(amountText) \(currency.code)" }
}

// MARK: - Checked arithmetic

extension Money {
  /// The sum, in the shared currency.
  ///
  /// - Throws: ``MoneyError/currencyMismatch(combining:with:)`` or
  ///   ``MoneyError/overflow(operation:)``.
  @inlinable
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
    guard currency == other.currency, !overflow else { throw failure(adding: other) }
    return Money(minorUnits: sum, currency: currency)
  }

  /// The difference, in the shared currency.
  ///
  /// - Throws: ``MoneyError/currencyMismatch(combining:with:)`` or
  ///   ``MoneyError/overflow(operation:)``.
  @inlinable
  public func subtracting(_ other: Money) throws(MoneyError) -> Money {
    let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
    guard currency == other.currency, !overflow else { throw failure(subtracting: other) }
    return Money(minorUnits: difference, currency: currency)
  }

  /// The amount times a whole number.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)``.
  @inlinable
  public func multiplied(by factor: Int) throws(MoneyError) -> Money {
    let (product, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(factor))
    guard !overflow else { throw .overflow(operation: "multiplying \(self) by \(factor)") }
    return Money(minorUnits: product, currency: currency)
  }

  /// The sum of two amounts; see ``adding(_:)``.
  @inlinable
  public static func + (lhs: Money, rhs: Money) throws(MoneyError) -> Money {
    try lhs.adding(rhs)
  }

  /// The difference of two amounts; see ``subtracting(_:)``.
  @inlinable
  public static func - (lhs: Money, rhs: Money) throws(MoneyError) -> Money {
    try lhs.subtracting(rhs)
  }

  /// The amount with its sign flipped.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` for the one value with no negation.
  public var negated: Money {
    get throws(MoneyError) {
      guard minorUnits != .min else { throw .overflow(operation: "negating \(self)") }
      return Money(minorUnits: -minorUnits, currency: currency)
    }
  }

  /// `rate` of this amount, computed with a 128-bit intermediate and rounded once by `rule`.
  ///
  /// - Throws: ``MoneyError/overflow(operation:)`` when the result does not fit.
  @inlinable
  public func percentage(_ rate: Percentage, rounding rule: RoundingRule = .halfUp)
    throws(MoneyError) -> Money
  {
    let arithmetic = ExactArithmetic()
    let units = try TipMath.percentTip(
      base: minorUnits, rate: arithmetic.rate(rate), rule: rule, in: arithmetic)
    return Money(minorUnits: units, currency: currency)
  }

  /// The amount rounded to a multiple of `increment` by `rule`: cash rounding to 0.05, or to
  /// whole units.
  ///
  /// - Throws: ``MoneyError/invalidIncrement(text:reason:)`` for a zero or negative increment,
  ///   ``MoneyError/currencyMismatch(combining:with:)``, ``MoneyError/overflow(operation:)``.
  public func rounded(toMultipleOf increment: Money, rule: RoundingRule) throws(MoneyError)
    -> Money
  {
    try requireSameCurrency(increment)
    guard increment.minorUnits > 0 else { throw increment.notPositiveIncrement }
    do {
      let units = try ExactArithmetic().rounded(
        minorUnits, toMultipleOf: increment.minorUnits, rule: rule)
      return Money(minorUnits: units, currency: currency)
    } catch {
      // The increment is positive: only an overflow is left, said in amounts.
      throw .overflow(operation: "rounding \(self) to a multiple of \(increment)")
    }
  }

  /// The error for a rounding increment of zero or less: the increment as an amount, and what
  /// would be right in its currency.
  var notPositiveIncrement: MoneyError {
    .invalidIncrement(
      text: description,
      reason: "the increment must be greater than zero; give a positive increment in "
        + "\(currency.code), \(CashRounding.usualIncrements(in: currency))")
  }

  @inlinable
  func requireSameCurrency(_ other: Money) throws(MoneyError) {
    guard currency == other.currency else { throw failure(mixing: other) }
  }

  /// Why `self + other` failed: a currency mismatch or an overflow. Out of line, so that the
  /// inlined sum stays a compare and an add.
  @usableFromInline
  @inline(never)
  func failure(adding other: Money) -> MoneyError {
    if currency != other.currency { return failure(mixing: other) }
    return .overflow(operation: "adding \(other) to \(self)")
  }

  /// Why `self − other` failed: a currency mismatch or an overflow.
  @usableFromInline
  @inline(never)
  func failure(subtracting other: Money) -> MoneyError {
    if currency != other.currency { return failure(mixing: other) }
    return .overflow(operation: "subtracting \(other) from \(self)")
  }

  /// The error for an operation on amounts in two currencies.
  @usableFromInline
  @inline(never)
  func failure(mixing other: Money) -> MoneyError {
    .currencyMismatch(combining: currency, with: other.currency)
  }
}
