import TipJSON

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
  ///
  /// `currencyCode` names the currency whose digits are the limit. It is `nil` when the limit is
  /// the 18 significant digits of an exact value instead, as for a value rounded to a multiple
  /// of an increment (`Money(rounding:toMultipleOf:rule:)`): there a rounding rule is already
  /// given, and only fewer digits help.
  case tooManyFractionDigits(text: String, digits: Int, allowed: Int, currencyCode: String?)
  /// A negative amount where only zero or more makes sense (a bill, a fixed tip).
  case negativeAmount(text: String)
  /// The result does not fit: amounts are limited to ``Money/maximumMinorUnits``.
  case overflow(operation: String)
  /// An amount in one currency was combined with an amount in another. In ``Money``'s
  /// arithmetic `combining` is the currency of the amount operated on and `with` the operand's;
  /// in a quote `combining` is the odd amount's (the tip's) and `with` the bill's.
  case currencyMismatch(combining: Currency, with: Currency)
  /// The text of an amount carries the mark of another currency than the amount's, such as
  /// `€5` for an amount in USD: `markedCodes` are the currencies the mark may mean.
  case currencyMarkMismatch(text: String, mark: String, markedCodes: [String], currencyCode: String)
  /// A split or allocation request that cannot be met, such as zero parts or negative weights.
  case invalidAllocation(reason: String)
  /// A rounding increment that is zero, negative or finer than the currency's minor unit.
  case invalidIncrement(text: String, reason: String)
  /// Text meant to be a number that is not an amount, such as a tip rate or a number of people,
  /// which is not one: `meaning` names what it was meant to be (`tip rate`) and `expected` the
  /// form that would be accepted.
  case invalidValue(text: String, meaning: String, expected: String)
}

extension MoneyError: CustomStringConvertible {
  /// A sentence saying what was wrong and what would be right: ``problem``, then
  /// ``recoverySuggestion`` after a semicolon.
  public var description: String {
    guard let suggestion = recoverySuggestion else { return problem }
    return "\(problem); \(suggestion)"
  }

  /// What was wrong, quoting the offending text or value, without the advice.
  public var problem: String {
    switch self {
    case .unknownCurrency(let code, _):
      return "unknown currency '\(code)'"
    case .currencyWithoutMinorUnit(let code, let name):
      return "\(code) (\(name)) has no minor unit in ISO 4217 and cannot hold amounts of money"
    case .invalidNumber(let text, let reason):
      return "'\(text)' is not a valid amount: \(MoneyError.split(reason).problem)"
    case .tooManyFractionDigits(let text, let digits, let allowed, let code):
      let unit = code.map { "\($0) has" } ?? "at most"
      let plural = allowed == 1 ? "digit" : "digits"
      return
        "'\(text)' has \(digits) fraction digits but \(unit) \(allowed) \(plural) after the point"
    case .negativeAmount(let text):
      return "'\(text)' is negative"
    case .overflow(let operation):
      return "\(operation) overflows: results are limited to Int64 minor units "
        + "(92,233,720,368,547,758.07 in a 2-digit currency)"
    case .currencyMismatch(let currency, let other):
      return "cannot combine \(currency.code) with \(other.code): amounts must share one currency"
    case .currencyMarkMismatch(let text, let mark, let codes, let code):
      let meaning = codes == [mark] ? "" : " (\(MoneyError.listing(codes)))"
      return "'\(text)' is marked '\(mark)'\(meaning) but the amount is in \(code)"
    case .invalidAllocation(let reason):
      return MoneyError.split(reason).problem
    case .invalidIncrement(let text, let reason):
      return "invalid rounding increment '\(text)': \(MoneyError.split(reason).problem)"
    case .invalidValue(let text, let meaning, _):
      return "'\(text)' is not a valid \(meaning)"
    }
  }

  /// What would be right, when there is something to suggest: the accepted form, the nearest
  /// currency code, the way to give fewer digits.
  public var recoverySuggestion: String? {
    switch self {
    case .unknownCurrency(_, let suggestion):
      let expected = "expected an ISO 4217 code such as USD, EUR or JPY"
      return suggestion.map { "\(expected) (did you mean '\($0)'?)" } ?? expected
    case .currencyWithoutMinorUnit:
      return "use a currency such as USD, EUR or JPY"
    case .invalidNumber(_, let reason), .invalidAllocation(let reason),
      .invalidIncrement(_, let reason):
      return MoneyError.split(reason).suggestion
    case .tooManyFractionDigits(_, _, let allowed, nil):
      return "amounts are exact to 18 significant digits, so give at most \(allowed) "
        + "\(allowed == 1 ? "digit" : "digits") after the point for this increment"
    case .tooManyFractionDigits:
      return "give a rounding rule or fewer digits"
    case .negativeAmount:
      return "expected an amount of zero or more"
    case .invalidValue(_, _, let expected):
      return expected
    case .currencyMarkMismatch(_, let mark, let codes, _):
      return "give the amount in \(MoneyError.listing(codes)), or write it without '\(mark)'"
    case .overflow, .currencyMismatch:
      return nil
    }
  }

  /// Currency codes for a sentence: `EUR`, `JPY or CNY`, `DKK, NOK, SEK or ISK`; past four,
  /// the first four and how many more (`USD, ARS, AUD, BBD or 23 more`).
  package static func listing(_ codes: [String]) -> String {
    guard let last = codes.last else { return "no currency" }
    guard codes.count > 1 else { return last }
    guard codes.count <= 4 else {
      return codes.prefix(4).joined(separator: ", ") + " or \(codes.count - 4) more"
    }
    return codes.dropLast().joined(separator: ", ") + " or " + last
  }

  /// A reason such as `empty; expected digits such as 12.50`, split at its first semicolon into
  /// what is wrong and what would be right.
  private static func split(_ reason: String) -> (problem: String, suggestion: String?) {
    guard let separator = reason.range(of: "; ") else { return (reason, nil) }
    return (String(reason[..<separator.lowerBound]), String(reason[separator.upperBound...]))
  }
}

extension MoneyError: DecodedValueError {}
