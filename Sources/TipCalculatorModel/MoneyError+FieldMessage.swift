import TipEngine

extension MoneyError {
  /// The message for a person who typed an amount into a field.
  ///
  /// Like `description`, without the advice meant for programmers and configuration files
  /// (a rounding rule): `'12.345' has 3 digits after the point; USD amounts have at most 2`.
  public var fieldMessage: String {
    switch self {
    case .tooManyFractionDigits(let text, let digits, let allowed, let code):
      let currency = code ?? "the currency"
      let limit =
        allowed == 0
        ? "\(currency) amounts have no digits after the point"
        : "\(currency) amounts have at most \(allowed)"
      return "'\(text)' has \(digits) digit\(digits == 1 ? "" : "s") after the point; \(limit)"
    case .overflow:
      return "the amount is too large"
    case .currencyMarkMismatch(let text, let mark, let codes, let code):
      let marked =
        codes == [mark] ? "marked \(mark)" : "marked '\(mark)' (\(MoneyError.listing(codes)))"
      return "'\(text)' is \(marked) but the bill is in \(code); choose "
        + "\(MoneyError.listing(codes)) as the currency, or type the amount without '\(mark)'"
    default:
      return description
    }
  }
}
