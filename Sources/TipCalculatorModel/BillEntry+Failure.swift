extension BillEntry {
  /// Why the display shows ``BillEntry/errorText``: an operation that has no result to show.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A division by zero.
    case divisionByZero
    /// A result with more whole digits than the display holds.
    case overflow

    /// A sentence for people, such as `cannot divide by zero`.
    public var description: String {
      switch self {
      case .divisionByZero: return "cannot divide by zero"
      case .overflow:
        return "the result has more than \(BillEntry.maximumDigits) digits"
      }
    }
  }
}
