/// A problem with an amount of money: its text, its currency or the arithmetic on it.
///
/// Each case carries what a person needs to correct the input: the offending text or value and,
/// in ``description``, the form that would be accepted.
public enum MoneyError: Error, Sendable, Hashable {
  /// The text is not a currency code of the ISO 4217 table.
  case unknownCurrency(code: String, suggestion: String?)
  /// An ISO 4217 code without a minor unit (a precious metal, a fund or testing code): such a
  /// unit has no amounts to tip in.
  case currencyWithoutMinorUnit(code: String, name: String)
  /// The text is not a number; `reason` says what is wrong with it.
  case invalidNumber(text: String, reason: String)
  /// The number has more fraction digits than allowed and no rounding rule was given.
  case tooManyFractionDigits(text: String, digits: Int, allowed: Int, currencyCode: String?)
  /// A negative amount where only zero or more makes sense (a bill, a fixed tip).
  case negativeAmount(text: String)
  /// The result does not fit: amounts are limited to ``Money/maximumMinorUnits``.
  case overflow(operation: String)
  /// Two amounts in different currencies were combined.
  case currencyMismatch(String, String)
  /// A split or allocation request that cannot be met, such as zero parts or negative weights.
  case invalidAllocation(reason: String)
  /// A rounding increment that is zero, negative or finer than the currency's minor unit.
  case invalidIncrement(text: String, reason: String)
}

extension MoneyError: CustomStringConvertible {
  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .unknownCurrency(let code, let suggestion):
      var text = "unknown currency '\(code)'; expected an ISO 4217 code such as USD, EUR or JPY"
      if let suggestion { text += " (did you mean '\(suggestion)'?)" }
      return text
    case .currencyWithoutMinorUnit(let code, let name):
      return "\(code) (\(name)) has no minor unit in ISO 4217 and cannot hold amounts of money; "
        + "use a currency such as USD, EUR or JPY"
    case .invalidNumber(let text, let reason):
      return "'\(text)' is not a valid amount: \(reason)"
    case .tooManyFractionDigits(let text, let digits, let allowed, let code):
      let unit = code.map { "\($0) has" } ?? "at most"
      let plural = allowed == 1 ? "digit" : "digits"
      return
        "'\(text)' has \(digits) fraction digits but \(unit) \(allowed) \(plural) after the point; "
        + "give a rounding rule or fewer digits"
    case .negativeAmount(let text):
      return "'\(text)' is negative; expected an amount of zero or more"
    case .overflow(let operation):
      return "\(operation) overflows: results are limited to Int64 minor units "
        + "(92,233,720,368,547,758.07 in a 2-digit currency)"
    case .currencyMismatch(let left, let right):
      return "cannot combine \(left) with \(right): amounts must share one currency"
    case .invalidAllocation(let reason):
      return reason
    case .invalidIncrement(let text, let reason):
      return "invalid rounding increment '\(text)': \(reason)"
    }
  }
}
