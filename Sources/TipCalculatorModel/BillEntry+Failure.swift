extension BillEntry {
  /// Why the display shows ``BillEntry/errorText``: an operation that has no result to show.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A division by zero.
    case divisionByZero
    /// A result with more whole digits than the display holds.
    case overflow
    /// A result larger than the currency's largest amount, `largest` (as `Money.amountText`
    /// writes it): only a currency with 6 minor-unit digits has one of 13 whole digits or fewer.
    case tooLarge(largest: String, currency: String)

    /// A sentence for people, such as `cannot divide by zero`.
    public var description: String {
      switch self {
      case .divisionByZero: return "cannot divide by zero"
      case .overflow:
        return "the result has more than \(BillEntry.maximumDigits) digits"
      case .tooLarge(let largest, let currency):
        return "the result is more than \(currency) amounts hold; they are at most \(largest)"
      }
    }
  }
}
